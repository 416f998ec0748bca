//! `POST /connect/token`: the password and refresh grants, and every error case.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem, login_fields};

#[tokio::test]
async fn the_password_grant_issues_tokens_that_are_never_cached() {
    let answer = TestApp::new().token(&login_fields("admin", "password")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.header("cache-control"), "no-store");
    assert_eq!(answer.header("pragma"), "no-cache");
    let body = answer.json();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 3600);
    assert_eq!(
        body["access_token"].as_str().unwrap().split('.').count(),
        3,
        "a compact JWT"
    );
    assert!(body["refresh_token"].as_str().unwrap().starts_with("rt_"));
}

#[tokio::test]
async fn usernames_are_case_insensitive() {
    let answer = TestApp::new().token(&login_fields("Analyst", "password")).await;
    assert_eq!(answer.status, StatusCode::OK);
}

#[tokio::test]
async fn the_customer_account_can_get_a_token() {
    // The console, not the token endpoint, refuses it for lacking pageAccess.
    let answer = TestApp::new().token(&login_fields("customer", "password")).await;
    assert_eq!(answer.status, StatusCode::OK);
}

async fn oauth_error(fields: &[(&str, &str)], status: StatusCode, code: &str) -> String {
    let answer = TestApp::new().token(fields).await;
    assert_eq!(answer.status, status, "{}", answer.text());
    assert_eq!(answer.header("cache-control"), "no-store");
    let body = answer.json();
    assert_eq!(body["error"], code, "{body}");
    body["error_description"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_wrong_password_or_unknown_user_is_invalid_grant() {
    let text = oauth_error(
        &login_fields("admin", "wrong"),
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    )
    .await;
    assert_eq!(text, "The username or password is incorrect.");
    oauth_error(
        &login_fields("nobody", "password"),
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    )
    .await;
}

#[tokio::test]
async fn missing_fields_are_invalid_request() {
    let text = oauth_error(
        &login_fields("", "password"),
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    assert!(text.contains("username"), "{text}");
    let text = oauth_error(
        &login_fields("admin", ""),
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
    assert!(text.contains("password"), "{text}");
    oauth_error(
        &[("username", "admin")],
        StatusCode::BAD_REQUEST,
        "invalid_request",
    )
    .await;
}

#[tokio::test]
async fn a_foreign_client_is_invalid_client_with_401() {
    let mut fields = login_fields("admin", "password");
    fields[3] = ("client_id", "someone.else");
    oauth_error(&fields, StatusCode::UNAUTHORIZED, "invalid_client").await;
}

#[tokio::test]
async fn unknown_grants_and_scopes_are_refused() {
    let mut fields = login_fields("admin", "password");
    fields[0] = ("grant_type", "client_credentials");
    oauth_error(&fields, StatusCode::BAD_REQUEST, "unsupported_grant_type").await;
    let mut fields = login_fields("admin", "password");
    fields[4] = ("scope", "openid admin.everything");
    oauth_error(&fields, StatusCode::BAD_REQUEST, "invalid_scope").await;
}

#[tokio::test]
async fn a_json_body_is_invalid_request() {
    let request = axum::http::Request::post("/connect/token")
        .header("content-type", "application/json")
        .body(axum::body::Body::from(r#"{"grant_type":"password"}"#))
        .unwrap();
    let answer = TestApp::new().send(request).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.json()["error"], "invalid_request");
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_replay_revokes_the_chain() {
    let app = TestApp::new();
    let first = app.token(&login_fields("admin", "password")).await.json();
    let refresh = |token: String| {
        let app = app.clone();
        async move {
            let fields = [
                ("grant_type", "refresh_token"),
                ("refresh_token", token.as_str()),
                ("client_id", "brokerage.mobile"),
            ];
            app.token(&fields).await
        }
    };
    let first_refresh = first["refresh_token"].as_str().unwrap().to_owned();
    let second = refresh(first_refresh.clone()).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text());
    let second_refresh = second.json()["refresh_token"].as_str().unwrap().to_owned();
    assert_ne!(second_refresh, first_refresh);

    let replay = refresh(first_refresh).await;
    assert_eq!(replay.status, StatusCode::BAD_REQUEST);
    assert_eq!(replay.json()["error"], "invalid_grant");
    let revoked = refresh(second_refresh).await;
    assert_eq!(
        revoked.json()["error"],
        "invalid_grant",
        "the whole chain is revoked"
    );
}

/// The probe of issue 25: after a replay was detected, the chain's newest
/// access token kept working. A replay revokes the access tokens issued on
/// the chain as well; other sign-ins of the same staff member keep theirs.
#[tokio::test]
async fn a_replay_revokes_the_chains_access_tokens_too() {
    let app = TestApp::new();
    let refresh = |token: &str| {
        let app = app.clone();
        let token = token.to_owned();
        async move {
            let fields = [
                ("grant_type", "refresh_token"),
                ("refresh_token", token.as_str()),
                ("client_id", "brokerage.mobile"),
            ];
            app.token(&fields).await.json()
        }
    };
    let me = "/api/account/users/me/backoffice";
    let first = app.sign_in("admin").await;
    let other_sign_in = app.signed_in("admin").await;
    let second = refresh(first["refresh_token"].as_str().unwrap()).await;
    let newest = app.bearer(second["access_token"].as_str().unwrap());
    assert_eq!(newest.get(me).await.status, StatusCode::OK);

    // The first refresh token, presented again: a replay.
    let replay = refresh(first["refresh_token"].as_str().unwrap()).await;
    assert_eq!(replay["error"], "invalid_grant");

    for token in [&first["access_token"], &second["access_token"]] {
        let answer = app.bearer(token.as_str().unwrap()).get(me).await;
        let problem = assert_problem(&answer, StatusCode::UNAUTHORIZED);
        assert!(
            answer.header("www-authenticate").contains("invalid_token"),
            "{}",
            answer.header("www-authenticate")
        );
        assert!(
            problem["error"].as_str().unwrap().contains("revoked"),
            "{problem}"
        );
    }
    // Nor can a revoked access token start an impersonation.
    let exchange = app
        .token(&common::impersonation_fields(
            second["access_token"].as_str().unwrap(),
            "user10000",
        ))
        .await;
    assert_eq!(exchange.status, StatusCode::BAD_REQUEST, "{}", exchange.text());
    // Another sign-in of the same staff member is another chain: untouched.
    assert_eq!(other_sign_in.get(me).await.status, StatusCode::OK);
}
