//! How long tokens live, whatever the control plane does to a session's
//! clock, and how much memory sign-ins and refreshes leave behind.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use common::TestApp;

use std::time::Duration;

use axum::http::StatusCode;
use mock_server::{AppState, Clock, Config, auth::refresh::MAX_CHAINS_PER_USER, fixtures};
use serde_json::{Value, json};

fn app_with_ttl(seconds: u64) -> TestApp {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        token_ttl: Duration::from_secs(seconds),
        ..Config::default()
    };
    TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ))
}

async fn me(app: &TestApp, session: &str, token: &str) -> StatusCode {
    app.in_session(session)
        .bearer(token)
        .get("/api/account/users/me/backoffice")
        .await
        .status
}

async fn clock(app: &TestApp, session: &str, change: Value) {
    let answer = app
        .in_session(session)
        .anonymous()
        .call("PUT", "/__mock/clock", Some(&change))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
}

fn refresh_fields(token: &str) -> [(&str, &str); 3] {
    [
        ("grant_type", "refresh_token"),
        ("refresh_token", token),
        ("client_id", "brokerage.mobile"),
    ]
}

#[tokio::test]
async fn moving_the_clock_back_never_revives_an_expired_token() {
    let app = app_with_ttl(5);
    let tokens = app.in_session("back").sign_in("admin").await;
    let token = tokens["access_token"].as_str().unwrap();
    assert_eq!(me(&app, "back", token).await, StatusCode::OK);

    clock(&app, "back", json!({"advanceSeconds": 6})).await;
    assert_eq!(
        me(&app, "back", token).await,
        StatusCode::UNAUTHORIZED,
        "forward expires it"
    );

    // Back by a step, to an instant, or by a reset: it stays expired.
    clock(&app, "back", json!({"advanceSeconds": -6})).await;
    assert_eq!(me(&app, "back", token).await, StatusCode::UNAUTHORIZED);
    clock(&app, "back", json!({"now": "2020-01-01T00:00:00Z"})).await;
    assert_eq!(me(&app, "back", token).await, StatusCode::UNAUTHORIZED);
    let reset = app
        .in_session("back")
        .anonymous()
        .call("POST", "/__mock/reset", None)
        .await;
    assert_eq!(reset.status, StatusCode::NO_CONTENT);
    assert_eq!(me(&app, "back", token).await, StatusCode::UNAUTHORIZED);

    // The refresh token still works, and the new access token lives its full TTL.
    let refresh = tokens["refresh_token"].as_str().unwrap();
    let refreshed = app.in_session("back").token(&refresh_fields(refresh)).await;
    assert_eq!(refreshed.status, StatusCode::OK, "{}", refreshed.text());
    let fresh = refreshed.json()["access_token"].as_str().unwrap().to_owned();
    assert_eq!(me(&app, "back", &fresh).await, StatusCode::OK);
}

#[tokio::test]
async fn a_token_outlives_its_ttl_in_no_session() {
    let app = app_with_ttl(1);
    // Issued in a session whose clock runs a year ahead ...
    clock(&app, "ahead", json!({"advanceSeconds": 365 * 24 * 3600})).await;
    let token = app.in_session("ahead").access_token("admin").await;
    assert_eq!(me(&app, "behind", &token).await, StatusCode::OK);
    // ... a token of one second is dead everywhere once a real second has passed.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert_eq!(me(&app, "behind", &token).await, StatusCode::UNAUTHORIZED);
    assert_eq!(me(&app, "ahead", &token).await, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn moving_the_clock_back_never_revives_an_expired_refresh_token() {
    let app = app_with_ttl(3600);
    let refresh = app.in_session("rt").sign_in("admin").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    clock(&app, "rt", json!({"advanceSeconds": 31 * 24 * 3600})).await;
    let expired = app.in_session("rt").token(&refresh_fields(&refresh)).await;
    assert_eq!(expired.json()["error"], "invalid_grant", "{}", expired.text());
    clock(&app, "rt", json!({"advanceSeconds": -31 * 24 * 3600})).await;
    let again = app.in_session("rt").token(&refresh_fields(&refresh)).await;
    assert_eq!(again.json()["error"], "invalid_grant", "{}", again.text());
}

/// Each sign-in starts a refresh chain; a staff member keeps a bounded number
/// of them, so endless sign-ins cannot grow the server's memory for good.
#[tokio::test]
async fn sign_ins_keep_a_bounded_number_of_refresh_chains() {
    let state = AppState::new(
        Config {
            scale: fixtures::Scale::Customers(10),
            ..Config::default()
        },
        Clock::starting_at(fixtures::fixture_epoch()),
    );
    let app = TestApp::with_state(state.clone());
    let first = app.in_session("many").sign_in("analyst").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    for _ in 0..MAX_CHAINS_PER_USER + 200 {
        app.in_session("many").sign_in("analyst").await;
    }
    assert!(
        state.refresh_tokens.len() <= MAX_CHAINS_PER_USER,
        "{} chains kept",
        state.refresh_tokens.len()
    );
    // The oldest sign-in's chain has ended; the newest ones refresh as ever.
    let oldest = app.in_session("many").token(&refresh_fields(&first)).await;
    assert_eq!(oldest.json()["error"], "invalid_grant", "{}", oldest.text());
    let newest = app.in_session("many").sign_in("analyst").await;
    let refreshed = app
        .in_session("many")
        .token(&refresh_fields(newest["refresh_token"].as_str().unwrap()))
        .await;
    assert_eq!(refreshed.status, StatusCode::OK);
}
