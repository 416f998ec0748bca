//! The session cap (`--max-sessions`): past it a newcomer waits with a 429
//! and `Retry-After`; no session within its idle time is dropped to make
//! room, so no test loses its writes to another's arrival.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::json;

use common::{TestApp, assert_problem};

fn capped(max_sessions: usize) -> TestApp {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions,
        ..Config::default()
    };
    TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ))
}

fn role(name: &str) -> serde_json::Value {
    json!({"Name": name, "Description": "Made in a capped session", "Permissions": [{"Value": "pageAccess"}]})
}

/// The probe of issue 25: a session that wrote (with a token from elsewhere,
/// never signing in inside it) was dropped as soon as new ids arrived.
#[tokio::test]
async fn a_session_with_writes_keeps_them_while_newcomers_wait() {
    let app = capped(3);
    // Signed in on the default world; tokens are valid in every session.
    let admin = app.signed_in("admin").await;
    let writer = admin.in_session("writer");
    let created = writer.post_json("/api/account/role", &role("kept")).await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());
    for other in ["second", "third"] {
        let opened = app.in_session(other).anonymous().get("/__mock/session").await;
        assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    }

    for newcomer in 0..20 {
        let refused = app
            .in_session(&format!("newcomer-{newcomer}"))
            .anonymous()
            .get("/__mock/session")
            .await;
        let problem = assert_problem(&refused, StatusCode::TOO_MANY_REQUESTS);
        assert!(
            problem["error"].as_str().unwrap().contains("at most 3"),
            "{problem}"
        );
        let seconds: u64 = refused.header("retry-after").parse().unwrap();
        assert!((1..=1800).contains(&seconds), "Retry-After: {seconds}");
    }
    // A newcomer signing in waits too, told so in the token endpoint's terms.
    let token = app
        .in_session("newcomer-signing-in")
        .token(&common::login_fields("admin", "password"))
        .await;
    assert_eq!(token.status, StatusCode::TOO_MANY_REQUESTS, "{}", token.text());
    assert!(token.header("retry-after").parse::<u64>().is_ok());

    let roles = writer.get_ok("/api/Account/roles/-1/-1").await;
    let names: Vec<&str> = roles["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|role| role["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"kept"), "the writer's role is gone: {names:?}");
    // The sessions that only looked are kept as well: each is within its idle time.
    let live = app.anonymous().get_ok("/__mock/session").await;
    assert_eq!(live["liveSessions"], 4, "{live}");
}

/// A session idle for longer than `--session-idle` makes room (the documented
/// expiry), whatever it holds.
#[tokio::test]
async fn an_idle_session_makes_room() {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions: 1,
        session_idle: std::time::Duration::ZERO,
        ..Config::default()
    };
    let app = TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    app.in_session("first").signed_in("admin").await;
    let second = app.in_session("second").anonymous().get("/__mock/session").await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text());
}
