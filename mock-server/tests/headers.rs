//! The security headers of every answer, `no-store` on personal data, and
//! `Retry-After` on 429s (the token endpoint's in the OAuth format).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use mock_server::{AppState, Clock, Config, fixtures};

use common::{Answer, app, call, get, login_fields, sign_in, sign_in_to, token_in};

fn policy(answer: &Answer) -> String {
    answer.header("content-security-policy").to_owned()
}

fn directive(policy: &str, name: &str) -> String {
    policy
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with(name))
        .unwrap_or_default()
        .to_owned()
}

fn assert_common_headers(answer: &Answer, what: &str) {
    assert_eq!(answer.header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(answer.header("referrer-policy"), "no-referrer", "{what}");
    assert!(
        !directive(&policy(answer), "frame-ancestors").is_empty(),
        "{what}: {}",
        policy(answer)
    );
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    let answers = [
        ("an API answer", get(&app, "/api/admin/users", Some(&token)).await),
        ("a 401", get(&app, "/api/admin/users", None).await),
        ("a 404 problem", get(&app, "/api/nothing", None).await),
        (
            "the token endpoint",
            common::post_form(&app, "/connect/token", &login_fields("admin", "x")).await,
        ),
        ("the control plane", get(&app, "/__mock/session", None).await),
        ("the document", get(&app, "/api-docs/openapi.json", None).await),
        ("the version", get(&app, "/meta.json", None).await),
        ("Swagger UI", get(&app, "/swagger-ui/", None).await),
        (
            "the console (not built)",
            get(&app, "/app/tradingAccounts/listing", None).await,
        ),
    ];
    for (what, answer) in &answers {
        assert_common_headers(answer, what);
    }
    // JSON answers load nothing and are framed by nothing.
    assert_eq!(
        policy(&answers[0].1),
        "default-src 'none'; frame-ancestors 'none'"
    );
}

#[tokio::test]
async fn the_console_and_swagger_ui_allow_no_inline_script() {
    let app = app();
    for path in ["/", "/swagger-ui/", "/storybook/"] {
        let answer = get(&app, path, None).await;
        let policy = policy(&answer);
        assert_eq!(
            directive(&policy, "script-src"),
            "script-src 'self'",
            "{path}: {policy}"
        );
        assert!(directive(&policy, "object-src").contains("'none'"), "{path}");
    }
    let storybook = policy(&get(&app, "/storybook/iframe.html", None).await);
    assert_eq!(directive(&storybook, "frame-ancestors"), "frame-ancestors 'self'");
    let console = policy(&get(&app, "/", None).await);
    assert_eq!(directive(&console, "frame-ancestors"), "frame-ancestors 'none'");
}

#[tokio::test]
async fn personal_data_is_never_stored_by_caches() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    for path in [
        "/api/admin/users",
        "/api/admin/users/10003",
        "/api/account/users/me/backoffice",
        "/api/admin/transfers",
    ] {
        let answer = get(&app, path, Some(&token)).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}");
        assert_eq!(answer.header("cache-control"), "no-store", "{path}");
    }
    let journal = get(&app, "/__mock/journal", None).await;
    assert_eq!(journal.header("cache-control"), "no-store");
}

#[tokio::test]
async fn a_429_says_when_to_come_back_and_the_token_endpoint_says_it_in_oauth() {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions: 1,
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    sign_in_to(&app, "first", "admin").await;

    let full = call(&app, "GET", "/__mock/session", None, Some("second"), None).await;
    common::assert_problem(&full, StatusCode::TOO_MANY_REQUESTS);
    let seconds: u64 = full.header("retry-after").parse().unwrap();
    assert!((1..=1800).contains(&seconds), "{seconds}");

    let token = token_in(&app, "third", &login_fields("admin", "password")).await;
    assert_eq!(token.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(token.header("content-type"), "application/json");
    assert_eq!(token.json()["error"], "temporarily_unavailable");
    assert!(
        token.json()["error_description"]
            .as_str()
            .unwrap()
            .contains("sessions")
    );
    assert!(token.header("retry-after").parse::<u64>().is_ok());
    assert_eq!(token.header("cache-control"), "no-store");

    // An injected 429 says so too.
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-session", "first")
        .header("x-mock-status", "429")
        .body(axum::body::Body::empty())
        .unwrap();
    let injected = common::send(&app, request).await;
    assert_eq!(injected.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(injected.header("retry-after"), "1");
}

/// Opening a session costs nothing, so sessions no one signed in to must not
/// hold places under the cap against those that did.
#[tokio::test]
async fn sessions_opened_without_signing_in_cannot_use_up_the_cap() {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions: 4,
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    let worker = sign_in_to(&app, "worker-1", "admin").await;
    for flood in 0..100 {
        let answer = call(
            &app,
            "GET",
            "/__mock/session",
            None,
            Some(&format!("flood-{flood}")),
            None,
        )
        .await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    }
    // A newcomer still gets a session and signs in.
    sign_in_to(&app, "worker-2", "analyst").await;
    // The signed-in session kept its world: its token's journal is still there.
    let journal = call(
        &app,
        "GET",
        "/__mock/journal?kind=token",
        None,
        Some("worker-1"),
        None,
    )
    .await;
    assert_eq!(
        journal.json()["entries"].as_array().unwrap().len(),
        1,
        "{}",
        journal.text()
    );
    let token = worker["access_token"].as_str().unwrap();
    let me = call(
        &app,
        "GET",
        "/api/account/users/me/backoffice",
        Some(token),
        Some("worker-1"),
        None,
    )
    .await;
    assert_eq!(me.status, StatusCode::OK);
}
