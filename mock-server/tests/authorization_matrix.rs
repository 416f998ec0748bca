//! The authorization matrix: every operation in the OpenAPI document, called
//! as each demo account and without a token. What the document promises
//! (`x-required-claim`) is what the server does: allowed calls succeed, the
//! rest give 403, calls without a token 401, and nothing gives a 5xx.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::TestApp;
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::Value;

const ACCOUNTS: [&str; 4] = ["admin", "analyst", "compliance", "customer"];

/// One operation of the document, made concrete from its examples.
struct Operation {
    method: String,
    template: String,
    uri: String,
    body: Option<Value>,
    /// `None`: public. `Some(None)`: any token. `Some(Some(claim))`: that claim.
    requirement: Option<Option<String>>,
}

fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap();
            &doc["components"]["schemas"][name]
        }
        None => schema,
    }
}

fn operations() -> Vec<Operation> {
    let doc = serde_json::to_value(mock_server::openapi()).unwrap();
    let mut found = Vec::new();
    for (template, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let mut uri = template.clone();
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                if parameter["in"] == "path" {
                    let example = &parameter["example"];
                    let value = example
                        .as_str()
                        .map(str::to_owned)
                        .unwrap_or_else(|| example.to_string());
                    assert!(
                        !example.is_null(),
                        "{method} {template}: path parameter without an example"
                    );
                    let name = parameter["name"].as_str().unwrap();
                    uri = uri.replace(&format!("{{{name}}}"), &value.replace(' ', "%20"));
                }
            }
            let media = &operation["requestBody"]["content"]["application/json"];
            let body = media["schema"].as_object().map(|schema| {
                // The media type's own example, else the schema's.
                let example = match &media["example"] {
                    Value::Null => resolve(&doc, &Value::Object(schema.clone()))["example"].clone(),
                    example => example.clone(),
                };
                assert!(
                    !example.is_null(),
                    "{method} {template}: request body without an example"
                );
                example
            });
            let requirement = operation
                .get("security")
                .map(|_| operation["x-required-claim"].as_str().map(str::to_owned));
            found.push(Operation {
                method: method.to_uppercase(),
                template: template.clone(),
                uri,
                body,
                requirement,
            });
        }
    }
    found
}

#[tokio::test]
async fn every_operation_enforces_its_documented_claim_for_every_demo_account() {
    // A session per call: more than the default cap allows.
    let config = Config {
        scale: fixtures::Scale::Customers(60),
        max_sessions: 100_000,
        ..Config::default()
    };
    let app = TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    let operations = operations();
    let protected = operations.iter().filter(|op| op.requirement.is_some()).count();
    assert!(protected >= 10, "only {protected} protected operations found");

    let mut tokens = Vec::new();
    for account in ACCOUNTS {
        let token = app.access_token(account).await;
        let me = app.bearer(&token).get("/api/account/users/me/backoffice").await;
        let claims: Vec<String> = me.json()["Claims"]
            .as_array()
            .unwrap()
            .iter()
            .map(|claim| claim.as_str().unwrap().to_owned())
            .collect();
        tokens.push((account, token, claims));
    }

    let mut checked = 0;
    for (index, op) in operations.iter().enumerate() {
        let Some(requirement) = &op.requirement else {
            continue;
        };
        let label = format!("{} {}", op.method, op.template);

        let anonymous = app
            .in_session(&format!("anon-{index}"))
            .anonymous()
            .call(&op.method, &op.uri, op.body.as_ref())
            .await;
        assert_eq!(
            anonymous.status,
            StatusCode::UNAUTHORIZED,
            "{label} without a token"
        );
        assert!(
            anonymous.header("www-authenticate").starts_with("Bearer"),
            "{label}"
        );

        for (account, token, claims) in &tokens {
            // Each call in a fresh session, so one account's writes cannot change another's result.
            let session = format!("m-{account}-{index}");
            let answer = app
                .in_session(&session)
                .bearer(token)
                .call(&op.method, &op.uri, op.body.as_ref())
                .await;
            assert!(
                !answer.status.is_server_error(),
                "{label} as {account}: {}",
                answer.text()
            );
            let allowed = requirement.as_ref().is_none_or(|claim| claims.contains(claim));
            if allowed {
                assert!(
                    answer.status.is_success(),
                    "{label} as {account}: {} {}",
                    answer.status,
                    answer.text()
                );
            } else {
                assert_eq!(
                    answer.status,
                    StatusCode::FORBIDDEN,
                    "{label} as {account}: {}",
                    answer.text()
                );
                let claim = requirement.as_deref().unwrap();
                assert!(
                    answer.json()["error"].as_str().unwrap().contains(claim),
                    "{label}"
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, protected * ACCOUNTS.len());
}

#[tokio::test]
async fn public_operations_answer_without_a_token_and_never_with_a_5xx() {
    let app = TestApp::new();
    for (index, op) in operations().iter().enumerate() {
        if op.requirement.is_some() {
            continue;
        }
        let answer = app
            .in_session(&format!("pub-{index}"))
            .anonymous()
            .call(&op.method, &op.uri, op.body.as_ref())
            .await;
        let label = format!("{} {}", op.method, op.template);
        assert!(!answer.status.is_server_error(), "{label}: {}", answer.text());
        assert_ne!(answer.status, StatusCode::UNAUTHORIZED, "{label}");
        assert_ne!(answer.status, StatusCode::FORBIDDEN, "{label}");
    }
}

#[test]
fn every_operation_names_its_requirement_in_the_document() {
    let doc = serde_json::to_value(mock_server::openapi()).unwrap();
    for (template, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            assert!(
                operation.get("x-required-claim").is_some(),
                "{method} {template} has no x-required-claim"
            );
            let description = operation["description"].as_str().unwrap_or_default();
            assert!(description.contains("**Required claim:**"), "{method} {template}");
            if template.starts_with("/api/") {
                assert!(
                    operation.get("security").is_some(),
                    "{method} {template} is an API call without security"
                );
            }
        }
    }
}
