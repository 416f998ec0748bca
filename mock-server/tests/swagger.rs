//! Swagger UI works for a newcomer: the document's own examples sign in, its
//! Authorize button has an OAuth2 password flow at the token endpoint (and the
//! endpoint takes the client in HTTP Basic, as that button sends it), the page
//! pre-fills the console's client, and every error and listing answer has an
//! example.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use base64::{Engine, engine::general_purpose::STANDARD};
use common::{TestApp, assert_problem, login_fields};
use mock_server::{auth, model::Claim};
use serde_json::Value;

fn document() -> Value {
    serde_json::to_value(mock_server::openapi()).unwrap()
}

/// Every operation of the document: (method, path, operation).
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut found = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            found.push((method.clone(), path.clone(), operation.clone()));
        }
    }
    found
}

/// The token request's named example as form fields.
fn token_example(doc: &Value, name: &str) -> Vec<(String, String)> {
    let media = &doc["paths"]["/connect/token"]["post"]["requestBody"]["content"]["application/x-www-form-urlencoded"];
    let value = &media["examples"][name]["value"];
    assert!(
        value.is_object(),
        "no `{name}` example on the token request: {media}"
    );
    value
        .as_object()
        .unwrap()
        .iter()
        .map(|(field, value)| (field.clone(), value.as_str().unwrap().to_owned()))
        .collect()
}

#[tokio::test]
async fn the_documents_password_example_signs_in_and_its_token_lists() {
    let doc = document();
    let fields = token_example(&doc, "password");
    assert!(fields.contains(&("client_id".to_owned(), auth::CLIENT_ID.to_owned())));
    assert!(fields.contains(&("scope".to_owned(), auth::LOGIN_SCOPES.join(" "))));
    let app = TestApp::new();
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let answer = app.token(&fields).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let token = answer.json()["access_token"].as_str().unwrap().to_owned();
    let listing = app.bearer(&token).get("/api/admin/transfers?pageSize=2").await;
    assert_eq!(listing.status, StatusCode::OK, "{}", listing.text());
}

#[tokio::test]
async fn the_refresh_and_exchange_examples_name_their_grants() {
    let doc = document();
    let grant = |name| {
        token_example(&doc, name)
            .into_iter()
            .find(|(field, _)| field == "grant_type")
            .map(|(_, value)| value)
    };
    assert_eq!(grant("refresh_token").as_deref(), Some("refresh_token"));
    assert_eq!(
        grant("token_exchange").as_deref(),
        Some(auth::TOKEN_EXCHANGE_GRANT)
    );
    let exchange = token_example(&doc, "token_exchange");
    assert!(exchange.contains(&("client_id".to_owned(), auth::PROXY_CLIENT_ID.to_owned())));
}

fn basic(credentials: &str) -> String {
    format!("Basic {}", STANDARD.encode(credentials))
}

async fn token_with_header(authorization: &str, fields: &[(&str, &str)]) -> common::Answer {
    let body = fields
        .iter()
        .map(|(k, v)| format!("{k}={}", v.replace(' ', "+")))
        .collect::<Vec<_>>()
        .join("&");
    let request = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::AUTHORIZATION, authorization)
        .body(Body::from(body))
        .unwrap();
    TestApp::new().send(request).await
}

#[tokio::test]
async fn the_token_endpoint_takes_the_client_in_http_basic_as_swagger_ui_sends_it() {
    // What Swagger UI's Authorize button posts by default: the client in the
    // header (with an empty secret), no client_id in the body.
    let fields = [
        ("grant_type", "password"),
        ("scope", "openid brokerage.api"),
        ("username", "admin"),
        ("password", "password"),
    ];
    let answer = token_with_header(&basic("brokerage.mobile:"), &fields).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.json()["scope"], "openid brokerage.api");

    let unknown = token_with_header(&basic("brokerage.web:"), &fields).await;
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED, "{}", unknown.text());
    assert_eq!(unknown.json()["error"], "invalid_client");

    let mut both = login_fields("admin", "password");
    both.retain(|(field, _)| *field != "scope");
    let differ = token_with_header(&basic("brokerage.proxy:"), &both).await;
    assert_eq!(differ.status, StatusCode::BAD_REQUEST, "{}", differ.text());
    assert_eq!(differ.json()["error"], "invalid_request");

    let garbled = token_with_header("Basic %%%", &fields).await;
    assert_eq!(garbled.status, StatusCode::UNAUTHORIZED, "{}", garbled.text());
    assert_eq!(garbled.json()["error"], "invalid_client");
}

#[test]
fn the_sign_in_scheme_is_a_password_flow_at_the_token_endpoint_beside_every_bearer_requirement() {
    let doc = document();
    let scheme = &doc["components"]["securitySchemes"][auth::SIGN_IN_SCHEME];
    assert_eq!(scheme["type"], "oauth2", "{scheme}");
    let flow = &scheme["flows"]["password"];
    assert_eq!(flow["tokenUrl"], "/connect/token", "{scheme}");
    for scope in auth::LOGIN_SCOPES {
        assert!(
            flow["scopes"][scope].is_string(),
            "{scope} is not offered: {scheme}"
        );
    }
    let mut secured = 0;
    for (method, path, operation) in operations(&doc) {
        let Some(security) = operation["security"].as_array() else {
            continue;
        };
        secured += 1;
        let list = |scheme: &str| {
            security
                .iter()
                .find_map(|alternative| alternative.get(scheme))
                .cloned()
        };
        let bearer = list(auth::BEARER_SCHEME);
        assert!(bearer.is_some(), "{method} {path}: {security:?}");
        assert_eq!(bearer, list(auth::SIGN_IN_SCHEME), "{method} {path}");
        let claim = bearer.unwrap().get(0).cloned().unwrap_or(Value::Null);
        assert_eq!(claim, operation["x-required-claim"], "{method} {path}");
    }
    assert!(secured >= 70, "only {secured} secured operations");
}

#[test]
fn every_error_response_has_its_own_example() {
    let doc = document();
    let mut checked = 0;
    for (method, path, operation) in operations(&doc) {
        let secured = operation["security"].is_array();
        for (status, response) in operation["responses"].as_object().unwrap() {
            let code: u16 = status.parse().unwrap();
            if code < 400 {
                continue;
            }
            let contents = response["content"].as_object();
            assert!(contents.is_some(), "{method} {path} {status}: no body");
            for (media, content) in contents.unwrap() {
                checked += 1;
                let example = match &content["example"] {
                    Value::Null => content["examples"]
                        .as_object()
                        .and_then(|examples| examples.values().next())
                        .map(|example| example["value"].clone())
                        .unwrap_or(Value::Null),
                    example => example.clone(),
                };
                assert!(
                    example.is_object(),
                    "{method} {path} {status} {media}: no example"
                );
                if media == "application/problem+json" {
                    assert_eq!(example["status"], code, "{method} {path} {status}: {example}");
                    assert!(
                        example["error"].is_string(),
                        "{method} {path} {status}: {example}"
                    );
                }
            }
        }
        if secured {
            let unauthorized =
                &operation["responses"]["401"]["content"]["application/problem+json"]["example"];
            assert_eq!(unauthorized["status"], 401, "{method} {path}: {unauthorized}");
        }
        if let Some(claim) = operation["x-required-claim"].as_str() {
            let forbidden = &operation["responses"]["403"]["content"]["application/problem+json"]["example"];
            let expected = format!(
                "This operation requires the claim {}.",
                Claim::parse(claim).unwrap().as_str()
            );
            assert_eq!(forbidden["error"], expected.as_str(), "{method} {path}");
        }
    }
    assert!(checked > 200, "only {checked} error bodies");
}

#[test]
fn every_listing_answer_has_an_example_page() {
    let doc = document();
    let mut listings = 0;
    for (method, path, operation) in operations(&doc) {
        let ok = &operation["responses"]["200"]["content"]["application/json"];
        let schema = &ok["schema"];
        let reference = schema["$ref"].as_str().unwrap_or_default();
        let is_listing = method == "get"
            && (schema["type"] == "array"
                || ["Listing_", "OrderListing_", "AggregateListing_"]
                    .iter()
                    .any(|prefix| reference.contains(prefix)));
        if !is_listing {
            continue;
        }
        listings += 1;
        assert!(
            ok["example"].is_array() || ok["example"].is_object(),
            "{method} {path}: the listing has no example"
        );
    }
    assert!(listings >= 30, "only {listings} listings");
}

#[tokio::test]
async fn swagger_ui_prefills_the_console_client_and_keeps_the_authorization() {
    let app = TestApp::new();
    let initializer = app.anonymous().get("/swagger-ui/swagger-initializer.js").await;
    assert_eq!(initializer.status, StatusCode::OK);
    let script = initializer.text();
    assert!(script.contains("\"persistAuthorization\": true"), "{script}");
    assert!(script.contains("ui.initOAuth("), "{script}");
    assert!(
        script.contains(&format!("\"clientId\": \"{}\"", auth::CLIENT_ID)),
        "{script}"
    );
    assert!(script.contains("\"brokerage.api\""), "{script}");
    // The settings live in the external script: the page keeps no inline one.
    let page = app.anonymous().get("/swagger-ui/").await;
    let html = page.text();
    let policy = page.header("content-security-policy");
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(!html.contains("initOAuth"), "{html}");
}

#[tokio::test]
async fn a_listing_without_a_token_answers_the_documented_401() {
    let answer = TestApp::new().anonymous().get("/api/admin/transfers").await;
    let body = assert_problem(&answer, StatusCode::UNAUTHORIZED);
    let doc = document();
    let example = &doc["paths"]["/api/admin/transfers"]["get"]["responses"]["401"]["content"]["application/problem+json"]
        ["example"];
    assert_eq!(&body, example);
}
