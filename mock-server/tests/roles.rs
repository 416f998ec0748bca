//! Role administration (spec 7): the documented calls, their envelopes and
//! every refusal.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::{Router, http::StatusCode};
use common::{app, assert_problem, call, sign_in};
use serde_json::{Value, json};

async fn admin(app: &Router) -> String {
    sign_in(app, "admin").await
}

fn payload(name: &str, claims: &[&str]) -> Value {
    let permissions: Vec<Value> = claims.iter().map(|claim| json!({"Value": claim})).collect();
    json!({"Name": name, "Description": "A role made by a test", "Permissions": permissions})
}

#[tokio::test]
async fn lists_answer_status_message_and_data() {
    let app = app();
    let token = admin(&app).await;
    let roles = call(&app, "GET", "/api/Account/roles/-1/-1", Some(&token), None, None).await;
    assert_eq!(roles.status, StatusCode::OK);
    let roles = roles.json();
    assert_eq!(roles["status"], 200);
    assert_eq!(roles["Message"], "Success");
    assert_eq!(roles["totalCount"], 4);
    // Newest first.
    assert_eq!(roles["data"][0]["name"], "customer");
    assert_eq!(roles["data"][3]["name"], "administrator");
    let page = call(&app, "GET", "/api/Account/roles/2/3", Some(&token), None, None)
        .await
        .json();
    assert_eq!(page["data"].as_array().unwrap().len(), 1);
    for bad in [
        "/api/Account/roles/0/10",
        "/api/Account/roles/1/0",
        "/api/Account/roles/x/-1",
        "/api/Account/roles/1/5000",
    ] {
        assert_problem(
            &call(&app, "GET", bad, Some(&token), None, None).await,
            StatusCode::BAD_REQUEST,
        );
    }
    let permissions = call(&app, "GET", "/api/Account/permissions", Some(&token), None, None)
        .await
        .json();
    assert_eq!(permissions["data"].as_array().unwrap().len(), 19);
    assert_eq!(
        permissions["data"][0],
        json!({"value": "pageAccess", "name": "Console access"})
    );
    let groups = call(
        &app,
        "GET",
        "/api/Account/permission-groups",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    let grouped: usize = groups["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|group| group["permissions"].as_array().unwrap().len())
        .sum();
    assert_eq!(grouped, 19);
}

#[tokio::test]
async fn create_refuses_blank_long_duplicate_and_unknown_input() {
    let app = app();
    let token = admin(&app).await;
    let created = call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        None,
        Some(&payload(
            "  support  ",
            &["users.view", "pageAccess", "users.view"],
        )),
    )
    .await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());
    let role = &created.json()["Data"];
    assert_eq!(role["name"], "support");
    assert_eq!(role["id"], 5);
    let values: Vec<&str> = role["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        values,
        ["pageAccess", "users.view"],
        "repeats dropped, spec order"
    );

    let blank = call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        None,
        Some(&json!({"Name": " ", "Description": ""})),
    )
    .await;
    let problem = assert_problem(&blank, StatusCode::BAD_REQUEST);
    assert!(
        problem["errors"]["Name"].is_array() && problem["errors"]["Description"].is_array(),
        "{problem}"
    );
    let long = payload(&"x".repeat(65), &[]);
    assert_problem(
        &call(&app, "POST", "/api/account/role", Some(&token), None, Some(&long)).await,
        StatusCode::BAD_REQUEST,
    );
    let duplicate = call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        None,
        Some(&payload("SUPPORT", &[])),
    )
    .await;
    let problem = assert_problem(&duplicate, StatusCode::CONFLICT);
    assert_eq!(problem["error"], "A role named `SUPPORT` already exists.");
    let unknown = call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        None,
        Some(&payload("x", &["everything"])),
    )
    .await;
    assert_problem(&unknown, StatusCode::BAD_REQUEST);
    let not_json = common::send(
        &app,
        axum::http::Request::post("/api/account/role")
            .header("authorization", format!("Bearer {token}"))
            .header("content-type", "application/json")
            .body(axum::body::Body::from("{"))
            .unwrap(),
    )
    .await;
    assert_problem(&not_json, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn update_by_name_renames_members_too_and_refuses_conflicts() {
    let app = app();
    let token = admin(&app).await;
    let renamed = call(
        &app,
        "POST",
        "/api/account/role/operations%20analyst",
        Some(&token),
        None,
        Some(&payload("analysts", &["pageAccess"])),
    )
    .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    assert_eq!(renamed.json()["Message"], "Success");
    // The analyst demo account keeps the (renamed) role, and its claims follow it.
    let analyst = sign_in(&app, "analyst").await;
    let me = call(
        &app,
        "GET",
        "/api/account/users/me/backoffice",
        Some(&analyst),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(me["Roles"], json!(["analysts"]));
    assert_eq!(me["Claims"], json!(["pageAccess"]));

    let missing = call(
        &app,
        "POST",
        "/api/account/role/nobody",
        Some(&token),
        None,
        Some(&payload("nobody", &[])),
    )
    .await;
    assert_problem(&missing, StatusCode::NOT_FOUND);
    let clash = call(
        &app,
        "POST",
        "/api/account/role/analysts",
        Some(&token),
        None,
        Some(&payload("administrator", &[])),
    )
    .await;
    assert_problem(&clash, StatusCode::CONFLICT);
}

#[tokio::test]
async fn delete_works_by_id_or_name_but_never_on_administrator() {
    let app = app();
    let token = admin(&app).await;
    let by_id = call(&app, "DELETE", "/api/account/role/4", Some(&token), None, None).await;
    assert_eq!(by_id.status, StatusCode::OK, "{}", by_id.text());
    assert_eq!(by_id.json()["Data"]["name"], "customer");
    let by_name = call(
        &app,
        "DELETE",
        "/api/account/role/compliance%20officer",
        Some(&token),
        None,
        None,
    )
    .await;
    assert_eq!(by_name.status, StatusCode::OK);
    let members = call(
        &app,
        "GET",
        "/api/account/role/compliance%20officer/user/-1/-1",
        Some(&token),
        None,
        None,
    )
    .await;
    assert_problem(&members, StatusCode::NOT_FOUND);
    // The members lost the role, so the compliance demo account has no claims left.
    let compliance = sign_in(&app, "compliance").await;
    let me = call(
        &app,
        "GET",
        "/api/account/users/me/backoffice",
        Some(&compliance),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(me["Claims"], json!([]));

    let admin_role = call(
        &app,
        "DELETE",
        "/api/account/role/administrator",
        Some(&token),
        None,
        None,
    )
    .await;
    assert_problem(&admin_role, StatusCode::CONFLICT);
    assert_problem(
        &call(&app, "DELETE", "/api/account/role/99", Some(&token), None, None).await,
        StatusCode::NOT_FOUND,
    );
}

#[tokio::test]
async fn members_search_and_assignment() {
    let app = app();
    let token = admin(&app).await;
    let members = call(
        &app,
        "GET",
        "/api/account/role/administrator/user/-1/-1",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    let names: Vec<&str> = members["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["userName"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"admin"));
    assert!(
        names.windows(2).all(|pair| pair[0] <= pair[1]),
        "sorted: {names:?}"
    );

    let everyone = call(
        &app,
        "GET",
        "/api/account/users/search?searchTerm=",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(everyone["Message"], "Success");
    assert_eq!(everyone["Data"].as_array().unwrap().len(), 10, "at most ten");
    let some = call(
        &app,
        "GET",
        "/api/account/users/search?searchTerm=%20ANAL%20",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(some["Data"][0]["userName"], "analyst");
    let long = format!("/api/account/users/search?searchTerm={}", "a".repeat(101));
    assert_problem(
        &call(&app, "GET", &long, Some(&token), None, None).await,
        StatusCode::BAD_REQUEST,
    );

    let assigned = call(
        &app,
        "POST",
        "/api/account/user/role/3",
        Some(&token),
        None,
        Some(&json!({"Roles": ["operations analyst", "compliance officer"]})),
    )
    .await;
    assert_eq!(assigned.status, StatusCode::OK, "{}", assigned.text());
    assert_eq!(
        assigned.json()["Data"]["roles"],
        json!(["operations analyst", "compliance officer"])
    );
    let compliance = sign_in(&app, "compliance").await;
    let me = call(
        &app,
        "GET",
        "/api/account/users/me/backoffice",
        Some(&compliance),
        None,
        None,
    )
    .await
    .json();
    assert!(
        me["Claims"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == "Orders.viewList")
    );

    let unknown_role = call(
        &app,
        "POST",
        "/api/account/user/role/3",
        Some(&token),
        None,
        Some(&json!({"Roles": ["wizard"]})),
    )
    .await;
    assert_problem(&unknown_role, StatusCode::BAD_REQUEST);
    let unknown_user = call(
        &app,
        "POST",
        "/api/account/user/role/999",
        Some(&token),
        None,
        Some(&json!({"Roles": []})),
    )
    .await;
    assert_problem(&unknown_user, StatusCode::NOT_FOUND);
    let not_a_number = call(
        &app,
        "POST",
        "/api/account/user/role/abc",
        Some(&token),
        None,
        Some(&json!({"Roles": []})),
    )
    .await;
    assert_problem(&not_a_number, StatusCode::BAD_REQUEST);
    let lockout = call(
        &app,
        "POST",
        "/api/account/user/role/1",
        Some(&token),
        None,
        Some(&json!({"Roles": []})),
    )
    .await;
    assert_problem(&lockout, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_wrong_method_is_405_and_an_unknown_path_404() {
    let app = app();
    let token = admin(&app).await;
    let wrong = call(&app, "PUT", "/api/account/role", Some(&token), None, None).await;
    assert_problem(&wrong, StatusCode::METHOD_NOT_ALLOWED);
    let unknown = call(&app, "GET", "/api/account/rolez", Some(&token), None, None).await;
    assert_problem(&unknown, StatusCode::NOT_FOUND);
}
