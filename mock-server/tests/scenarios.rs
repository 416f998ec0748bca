//! The error catalogue as named scenarios (`GET /__mock/scenarios`,
//! `PUT /__mock/scenario`): one per text of spec section 8 that a failing or
//! empty call puts on screen, each failing or emptying one call precisely.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{Client, TestApp, assert_problem};
use serde_json::{Value, json};

/// Every text of spec 8 that a failing or empty call puts on screen, as the
/// console shows it (deviations A2, A3 and A4 name the asset and the report
/// where spec 8 names the notifications and the onboarding status).
const SPEC_8_TEXTS: [&str; 20] = [
    "An error occured on getting All Notification data",
    "An error occured on Notification Dropdown",
    "An error occured on Create Notification",
    "An error occured on Editing Notification",
    "An error occured on Delete Notification",
    "An error occured when fetching this {id} Notification",
    "An error occured on getting All Notification data.",
    "An error occured on getting All Asset data.",
    "An error occured on Editing Asset .",
    "An error occured on Editing Asset .",
    "An error occured on getting User and Asset Report data.",
    "Failed to update",
    "You are not authorized to login!",
    "Oops, an error has occurred. Page not found!",
    "Sorry, server goes wrong",
    "No Records to Display",
    "No User to Display",
    "No Data To Display",
    "No Data Found",
    "Loading please wait ...",
];

async fn catalogue(client: &Client) -> Vec<Value> {
    client.get_ok("/__mock/scenarios").await["scenarios"]
        .as_array()
        .unwrap()
        .clone()
}

async fn switch(client: &Client, scenario: &str) {
    let answer = client
        .put_json("/__mock/scenario", &json!({ "scenario": scenario }))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{scenario}: {}", answer.text());
    assert_eq!(answer.json()["scenario"], scenario);
}

#[tokio::test]
async fn the_catalogue_covers_every_spec_8_text_with_a_route_and_steps() {
    let client = TestApp::new().anonymous();
    let scenarios = catalogue(&client).await;
    let texts: Vec<&str> = scenarios.iter().map(|s| s["text"].as_str().unwrap()).collect();
    for text in SPEC_8_TEXTS {
        assert!(texts.contains(&text), "no scenario shows {text:?}");
    }
    let names: Vec<&str> = scenarios.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(
        &names[..6],
        ["default", "empty", "errors", "slow", "loading", "offline"]
    );
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "names are unique");
    for scenario in &scenarios {
        assert!(scenario["route"].as_str().unwrap().starts_with('/'), "{scenario}");
        assert!(
            !scenario["description"].as_str().unwrap().is_empty(),
            "{scenario}"
        );
        assert!(scenario["steps"].is_array(), "{scenario}");
    }
    let create = scenarios
        .iter()
        .find(|s| s["name"] == "notificationCreateFailed")
        .unwrap();
    assert_eq!(create["route"], "/app/notification");
    assert_eq!(
        create["steps"].as_array().unwrap().last().unwrap(),
        "Press Create"
    );
    // Every name is accepted by PUT /__mock/scenario.
    let app = TestApp::new().in_session("all").anonymous();
    for name in names {
        switch(&app, name).await;
    }
}

#[tokio::test]
async fn a_failing_scenario_fails_its_one_call_and_the_screen_keeps_working() {
    let admin = TestApp::new().in_session("n").signed_in("admin").await;
    switch(&admin, "notificationCreateFailed").await;
    let body = json!({
        "title": "Maintenance window",
        "description": "The platform is read-only on Sunday night.",
        "startDateUtc": "2026-02-01T00:00:00Z",
        "endDateUtc": "2026-02-03T00:00:00Z",
        "action": "routeExternally",
        "externalUrl": "https://www.brokerage.example/maintenance",
        "notificationType": "Both",
        "color": "Teal",
        "icon": "info"
    });
    assert_problem(
        &admin.post_json("/api/v2/Notification", &body).await,
        StatusCode::INTERNAL_SERVER_ERROR,
    );
    let list = admin.get_ok("/api/v2/Notification").await;
    let id = list["data"][0]["notificationMasterId"].as_u64().unwrap();
    admin.get_ok("/api/v2/Notification/selectables").await;
    admin.get_ok(&format!("/api/v2/Notification/{id}")).await;

    switch(&admin, "notificationFetchFailed").await;
    assert_problem(
        &admin.get(&format!("/api/v2/Notification/{id}")).await,
        StatusCode::INTERNAL_SERVER_ERROR,
    );
    admin.get_ok("/api/v2/Notification/selectables").await;
    admin.get_ok("/api/v2/Notification").await;

    switch(&admin, "assetFetchFailed").await;
    let assets = admin.get_ok("/api/v1/Asset/search?searchTerm=A").await;
    let asset = assets[0]["id"].as_u64().unwrap();
    assert_problem(
        &admin.get(&format!("/api/v1/Asset/{asset}")).await,
        StatusCode::INTERNAL_SERVER_ERROR,
    );

    switch(&admin, "roleUsersUpdateFailed").await;
    admin.get_ok("/api/Account/roles/-1/-1").await;
    let saved = admin
        .post_json("/api/account/user/role/1", &json!(["administrator"]))
        .await;
    assert_problem(&saved, StatusCode::INTERNAL_SERVER_ERROR);
}

#[tokio::test]
async fn empty_scenarios_answer_no_rows_for_one_listing_only() {
    let admin = TestApp::new().in_session("e").signed_in("admin").await;
    switch(&admin, "noUsers").await;
    assert_eq!(
        admin.get_ok("/api/admin/users").await,
        json!({"data": [], "totalMatch": 0, "total": 0})
    );
    assert!(
        admin.get_ok("/api/admin/trading-accounts").await["total"]
            .as_u64()
            .unwrap()
            > 0
    );

    switch(&admin, "noAssets").await;
    assert_eq!(admin.get_ok("/api/v1/Asset/search?searchTerm=A").await, json!([]));
    assert!(
        !admin
            .get_ok("/api/v1/SymbolStrategy?IsActive=true")
            .await
            .as_array()
            .unwrap()
            .is_empty()
    );

    switch(&admin, "noData").await;
    assert_eq!(
        admin.get_ok("/api/admin/orders/aggregate/accounts").await,
        json!({"Data": []})
    );

    switch(&admin, "serverErrorPage").await;
    assert_eq!(admin.get_ok("/api/admin/dashboard").await, json!({}));
}

#[tokio::test]
async fn sign_in_refused_leaves_every_staff_member_without_page_access() {
    let app = TestApp::new().in_session("refused");
    switch(&app.anonymous(), "signInRefused").await;
    let admin = app.signed_in("admin").await;
    let me = admin
        .get_ok("/api/account/users/me/admin?version=0.1.90&SecurityKey=x")
        .await;
    let claims = me["Claims"].as_array().unwrap();
    assert!(!claims.contains(&json!("pageAccess")), "{me}");
    assert!(
        claims.contains(&json!("users.view")),
        "only pageAccess goes: {me}"
    );
    // The default session is untouched.
    let default = TestApp::new().signed_in("admin").await;
    let me = default
        .get_ok("/api/account/users/me/admin?version=0.1.90&SecurityKey=x")
        .await;
    assert!(me["Claims"].as_array().unwrap().contains(&json!("pageAccess")));
}

#[tokio::test]
async fn rules_may_answer_a_body_of_their_own() {
    let admin = TestApp::new().in_session("b").signed_in("admin").await;
    let rules = json!({"rules": [
        {"pathPattern": "/api/admin/dashboard", "method": "GET", "status": 202, "body": {"odd": true}}
    ]});
    assert_eq!(
        admin.put_json("/__mock/rules", &rules).await.status,
        StatusCode::OK
    );
    let answer = admin.get("/api/admin/dashboard").await;
    assert_eq!(answer.status, StatusCode::ACCEPTED);
    assert_eq!(answer.json(), json!({"odd": true}));

    for (bad, field, words) in [
        (
            json!({"pathPattern": "/api/*", "status": 200}),
            "rules[0].status",
            "400 to 599",
        ),
        (
            json!({"pathPattern": "/api/*", "status": 100, "body": {}}),
            "rules[0].status",
            "200 to 599",
        ),
        (
            json!({"pathPattern": "/api/*", "drop": true, "body": {}}),
            "rules[0].body",
            "not both",
        ),
    ] {
        let refused = admin.put_json("/__mock/rules", &json!({ "rules": [bad] })).await;
        let problem = assert_problem(&refused, StatusCode::BAD_REQUEST);
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.starts_with(field) && detail.contains(words), "{detail}");
    }
}

#[test]
fn the_committed_catalogue_is_the_servers() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/scenarios.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == mock_server::mock::scenario::catalogue_json().unwrap(),
        "fixtures/scenarios.json is stale: run `make gen`"
    );
}
