//! `GET /api/account/users/me/{account}`: the signed-in user, and the guard's
//! 401 cases.

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
use common::{TestApp, assert_problem};

const ME: &str = "/api/account/users/me/backoffice?version=0.1.90&SecurityKey=console";

#[tokio::test]
async fn admin_gets_every_claim_and_the_administrator_role() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let answer = app.bearer(&token).get(ME).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let me = answer.json();
    assert_eq!(me["UserName"], "admin");
    assert_eq!(me["FirstName"], "Ada");
    assert_eq!(me["FullName"], "Ada Lovelace");
    assert_eq!(me["Roles"], serde_json::json!(["administrator"]));
    let claims = me["Claims"].as_array().unwrap();
    assert_eq!(claims.len(), 19);
    assert!(claims.contains(&"pageAccess".into()));
    assert!(claims.contains(&"reconciliation.report.viewList".into()));
}

#[tokio::test]
async fn each_demo_account_carries_the_claims_of_design_md() {
    let app = TestApp::new();
    for (user, must_have, must_lack) in [
        ("analyst", "Orders.viewList", "claims.view"),
        ("analyst", "reconciliation.report.viewList", "compliance.viewList"),
        (
            "compliance",
            "compliance.viewRestrictedPermissions",
            "tradingAccount.viewList",
        ),
    ] {
        let token = app.access_token(user).await;
        let me = app.bearer(&token).get(ME).await.json();
        let claims = me["Claims"].as_array().unwrap();
        assert!(claims.contains(&must_have.into()), "{user} lacks {must_have}");
        assert!(!claims.contains(&must_lack.into()), "{user} has {must_lack}");
    }
    let token = app.access_token("customer").await;
    let me = app.bearer(&token).get(ME).await.json();
    assert_eq!(me["Claims"], serde_json::json!([]), "customer has no pageAccess");
}

#[tokio::test]
async fn no_token_is_401_with_a_bearer_challenge() {
    let answer = TestApp::new().anonymous().get(ME).await;
    assert_problem(&answer, StatusCode::UNAUTHORIZED);
    assert!(answer.header("www-authenticate").starts_with("Bearer"));
}

#[tokio::test]
async fn a_forged_or_foreign_token_is_401_invalid_token() {
    let app = TestApp::new();
    let answer = app.bearer("not.a.token").get(ME).await;
    let problem = assert_problem(&answer, StatusCode::UNAUTHORIZED);
    assert!(
        answer
            .header("www-authenticate")
            .contains("error=\"invalid_token\"")
    );
    assert!(
        problem["error"]
            .as_str()
            .unwrap()
            .starts_with("The access token is not valid")
    );

    // A token from another server run (another key) is not accepted either.
    let other = TestApp::new();
    let foreign = other.access_token("admin").await;
    assert_problem(&app.bearer(&foreign).get(ME).await, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_access_token_header_must_match_the_bearer() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let request = |echo: &str| {
        Request::get(ME)
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header("access-token", echo)
            .body(Body::empty())
            .unwrap()
    };
    assert_eq!(app.send(request(&token)).await.status, StatusCode::OK);
    assert_problem(
        &app.send(request("something-else")).await,
        StatusCode::UNAUTHORIZED,
    );
}

#[tokio::test]
async fn a_non_bearer_authorization_is_401() {
    let request = Request::get(ME)
        .header(header::AUTHORIZATION, "Basic YWRtaW46cGFzc3dvcmQ=")
        .body(Body::empty())
        .unwrap();
    assert_problem(&TestApp::new().send(request).await, StatusCode::UNAUTHORIZED);
}
