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

use common::{Answer, TestApp, login_fields};

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
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let answers = [
        ("an API answer", app.bearer(&token).get("/api/admin/users").await),
        ("a 401", app.anonymous().get("/api/admin/users").await),
        ("a 404 problem", app.anonymous().get("/api/nothing").await),
        ("the token endpoint", app.token(&login_fields("admin", "x")).await),
        ("the control plane", app.anonymous().get("/__mock/session").await),
        (
            "the document",
            app.anonymous().get("/api-docs/openapi.json").await,
        ),
        ("the version", app.anonymous().get("/meta.json").await),
        ("Swagger UI", app.anonymous().get("/swagger-ui/").await),
        (
            "the console (not built)",
            app.anonymous().get("/app/tradingAccounts/listing").await,
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
    let app = TestApp::new();
    for path in ["/", "/swagger-ui/", "/storybook/"] {
        let answer = app.anonymous().get(path).await;
        let policy = policy(&answer);
        assert_eq!(
            directive(&policy, "script-src"),
            "script-src 'self'",
            "{path}: {policy}"
        );
        assert!(directive(&policy, "object-src").contains("'none'"), "{path}");
    }
    let storybook = policy(&app.anonymous().get("/storybook/iframe.html").await);
    assert_eq!(directive(&storybook, "frame-ancestors"), "frame-ancestors 'self'");
    let console = policy(&app.anonymous().get("/").await);
    assert_eq!(directive(&console, "frame-ancestors"), "frame-ancestors 'none'");
}

#[tokio::test]
async fn personal_data_is_never_stored_by_caches() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    for path in [
        "/api/admin/users",
        "/api/admin/users/10003",
        "/api/account/users/me/backoffice",
        "/api/admin/transfers",
    ] {
        let answer = app.bearer(&token).get(path).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}");
        assert_eq!(answer.header("cache-control"), "no-store", "{path}");
    }
    let journal = app.anonymous().get("/__mock/journal").await;
    assert_eq!(journal.header("cache-control"), "no-store");
}

#[tokio::test]
async fn a_429_says_when_to_come_back_and_the_token_endpoint_says_it_in_oauth() {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions: 1,
        ..Config::default()
    };
    let app = TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    app.in_session("first").sign_in("admin").await;

    let full = app.in_session("second").anonymous().get("/__mock/session").await;
    common::assert_problem(&full, StatusCode::TOO_MANY_REQUESTS);
    let seconds: u64 = full.header("retry-after").parse().unwrap();
    assert!((1..=1800).contains(&seconds), "{seconds}");

    let token = app
        .in_session("third")
        .token(&login_fields("admin", "password"))
        .await;
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
    let injected = app.send(request).await;
    assert_eq!(injected.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(injected.header("retry-after"), "1");
}
