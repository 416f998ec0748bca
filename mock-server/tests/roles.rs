//! Role administration (spec 7): the documented calls, their envelopes and
//! every refusal.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};
use serde_json::{Value, json};

async fn admin(app: &TestApp) -> String {
    app.access_token("admin").await
}

fn payload(name: &str, claims: &[&str]) -> Value {
    let permissions: Vec<Value> = claims.iter().map(|claim| json!({"Value": claim})).collect();
    json!({"Name": name, "Description": "A role made by a test", "Permissions": permissions})
}

#[tokio::test]
async fn lists_answer_status_message_and_data() {
    let app = TestApp::new();
    let token = admin(&app).await;
    let roles = app.bearer(&token).get("/api/Account/roles/-1/-1").await;
    assert_eq!(roles.status, StatusCode::OK);
    let roles = roles.json();
    assert_eq!(roles["status"], 200);
    assert_eq!(roles["Message"], "Success");
    assert_eq!(roles["totalCount"], 4);
    // Newest first.
    assert_eq!(roles["data"][0]["name"], "customer");
    assert_eq!(roles["data"][3]["name"], "administrator");
    let page = app.bearer(&token).get("/api/Account/roles/2/3").await.json();
    assert_eq!(page["data"].as_array().unwrap().len(), 1);
    for bad in [
        "/api/Account/roles/0/10",
        "/api/Account/roles/1/0",
        "/api/Account/roles/x/-1",
        "/api/Account/roles/1/5000",
    ] {
        assert_problem(&app.bearer(&token).get(bad).await, StatusCode::BAD_REQUEST);
    }
    let permissions = app.bearer(&token).get("/api/Account/permissions").await.json();
    assert_eq!(permissions["data"].as_array().unwrap().len(), 19);
    assert_eq!(
        permissions["data"][0],
        json!({"value": "pageAccess", "name": "Console access"})
    );
    let groups = app
        .bearer(&token)
        .get("/api/Account/permission-groups")
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
    let app = TestApp::new();
    let token = admin(&app).await;
    let created = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role",
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

    let blank = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role",
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
        &app.bearer(&token)
            .call("POST", "/api/account/role", Some(&long))
            .await,
        StatusCode::BAD_REQUEST,
    );
    let duplicate = app
        .bearer(&token)
        .call("POST", "/api/account/role", Some(&payload("SUPPORT", &[])))
        .await;
    let problem = assert_problem(&duplicate, StatusCode::CONFLICT);
    assert_eq!(problem["error"], "A role named `SUPPORT` already exists.");
    let unknown = app
        .bearer(&token)
        .call("POST", "/api/account/role", Some(&payload("x", &["everything"])))
        .await;
    assert_problem(&unknown, StatusCode::BAD_REQUEST);
    let not_json = app
        .send(
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
    let app = TestApp::new();
    let token = admin(&app).await;
    let renamed = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role/operations%20analyst",
            Some(&payload("analysts", &["pageAccess"])),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    assert_eq!(renamed.json()["Message"], "Success");
    // The analyst demo account keeps the (renamed) role, and its claims follow it.
    let analyst = app.access_token("analyst").await;
    let me = app
        .bearer(&analyst)
        .get("/api/account/users/me/backoffice")
        .await
        .json();
    assert_eq!(me["Roles"], json!(["analysts"]));
    assert_eq!(me["Claims"], json!(["pageAccess"]));

    let missing = app
        .bearer(&token)
        .call("POST", "/api/account/role/nobody", Some(&payload("nobody", &[])))
        .await;
    assert_problem(&missing, StatusCode::NOT_FOUND);
    let clash = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role/analysts",
            Some(&payload("administrator", &[])),
        )
        .await;
    assert_problem(&clash, StatusCode::CONFLICT);
}

#[tokio::test]
async fn delete_works_by_id_or_name_but_never_on_a_built_in_role() {
    let app = TestApp::new();
    let token = admin(&app).await;
    let by_id = app
        .bearer(&token)
        .call("DELETE", "/api/account/role/2", None)
        .await;
    assert_eq!(by_id.status, StatusCode::OK, "{}", by_id.text());
    assert_eq!(by_id.json()["Data"]["name"], "operations analyst");
    let by_name = app
        .bearer(&token)
        .call("DELETE", "/api/account/role/compliance%20officer", None)
        .await;
    assert_eq!(by_name.status, StatusCode::OK);
    let members = app
        .bearer(&token)
        .get("/api/account/role/compliance%20officer/user/-1/-1")
        .await;
    assert_problem(&members, StatusCode::NOT_FOUND);
    // The members lost the role, so the compliance demo account has no claims left.
    let compliance = app.access_token("compliance").await;
    let me = app
        .bearer(&compliance)
        .get("/api/account/users/me/backoffice")
        .await
        .json();
    assert_eq!(me["Claims"], json!([]));

    let admin_role = app
        .bearer(&token)
        .call("DELETE", "/api/account/role/administrator", None)
        .await;
    assert_problem(&admin_role, StatusCode::CONFLICT);
    // Every customer holds `customer`: it cannot go either.
    assert_problem(
        &app.bearer(&token)
            .call("DELETE", "/api/account/role/4", None)
            .await,
        StatusCode::CONFLICT,
    );
    assert_problem(
        &app.bearer(&token)
            .call("DELETE", "/api/account/role/99", None)
            .await,
        StatusCode::NOT_FOUND,
    );
}

#[tokio::test]
async fn built_in_roles_can_be_edited_but_not_renamed() {
    let app = TestApp::new();
    let token = admin(&app).await;
    for role in ["administrator", "customer"] {
        let renamed = app
            .bearer(&token)
            .call(
                "POST",
                &format!("/api/account/role/{role}"),
                Some(&payload(&format!("{role} 2"), &["pageAccess"])),
            )
            .await;
        assert_problem(&renamed, StatusCode::CONFLICT);
    }
    let edited = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role/customer",
            Some(&payload("customer", &[])),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.text());
    assert_eq!(edited.json()["Data"]["description"], "A role made by a test");
}

/// The Assigned Roles tab a user's details show.
async fn customer_roles(app: &TestApp, token: &str, id: u64) -> Vec<String> {
    let tab = app
        .bearer(token)
        .get(&format!("/api/admin/users/{id}/roles"))
        .await;
    assert_eq!(tab.status, StatusCode::OK, "{}", tab.text());
    tab.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|role| role["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn customers_are_found_assigned_and_shown_on_their_roles_tab() {
    let app = TestApp::new();
    let token = admin(&app).await;
    // The search finds customers beside staff, and says which they are.
    let found = app
        .bearer(&token)
        .get("/api/account/users/search?searchTerm=user1000")
        .await
        .json();
    let found = found["Data"].as_array().unwrap();
    assert_eq!(found.len(), 10, "at most ten of the many matches");
    assert_eq!(found[0]["userName"], "user10000");
    assert_eq!(found[0]["customer"], true);
    assert_eq!(found[0]["roles"], json!(["customer"]));
    let staff = app
        .bearer(&token)
        .get("/api/account/users/search?searchTerm=admin")
        .await
        .json();
    assert_eq!(staff["Data"][0]["customer"], false);

    // Every customer holds `customer` until staff change it; the list pages it.
    let holders = app
        .bearer(&token)
        .get("/api/account/role/customer/user/1/5")
        .await
        .json();
    // The `customer` demo staff account, then the 60 customers of the test world.
    assert_eq!(holders["totalCount"], 61);
    assert_eq!(holders["data"][0]["userName"], "customer");
    assert_eq!(holders["data"][1]["userName"], "user10000");
    assert_eq!(holders["data"].as_array().unwrap().len(), 5);

    // Assigning in a session shows on the customer's tab there, and nowhere else.
    let there = app.in_session("roles-customer");
    let assigned = there
        .bearer(&token)
        .call(
            "POST",
            "/api/account/user/role/10003",
            Some(&json!({"Roles": ["customer", "compliance officer"]})),
        )
        .await;
    assert_eq!(assigned.status, StatusCode::OK, "{}", assigned.text());
    assert_eq!(assigned.json()["Data"]["customer"], true);
    assert_eq!(
        customer_roles(&there, &token, 10003).await,
        ["compliance officer", "customer"]
    );
    assert_eq!(customer_roles(&app, &token, 10003).await, ["customer"]);
    let members = there
        .bearer(&token)
        .get("/api/account/role/compliance%20officer/user/-1/-1")
        .await
        .json();
    let last = members["data"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["userName"], "user10003");
    assert_eq!(members["totalCount"], members["data"].as_array().unwrap().len());

    // A rename follows the customer; a delete takes the role away.
    let renamed = there
        .bearer(&token)
        .call(
            "POST",
            "/api/account/role/compliance%20officer",
            Some(&payload("compliance", &["pageAccess"])),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    assert_eq!(
        customer_roles(&there, &token, 10003).await,
        ["compliance", "customer"]
    );
    let deleted = there
        .bearer(&token)
        .call("DELETE", "/api/account/role/compliance", None)
        .await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.text());
    assert_eq!(customer_roles(&there, &token, 10003).await, ["customer"]);

    // Taking every role away leaves the tab empty, and the customer off the `customer` list.
    let none = there
        .bearer(&token)
        .call(
            "POST",
            "/api/account/user/role/10003",
            Some(&json!({"Roles": []})),
        )
        .await;
    assert_eq!(none.status, StatusCode::OK, "{}", none.text());
    assert!(customer_roles(&there, &token, 10003).await.is_empty());
    let holders = there
        .bearer(&token)
        .get("/api/account/role/customer/user/-1/-1")
        .await
        .json();
    assert_eq!(holders["totalCount"], 60);
    assert_eq!(holders["data"].as_array().unwrap().len(), 60);

    // Bad input: an unknown role for a customer; no such user; no right to assign.
    let unknown = there
        .bearer(&token)
        .call(
            "POST",
            "/api/account/user/role/10003",
            Some(&json!({"Roles": ["wizard"]})),
        )
        .await;
    assert_problem(&unknown, StatusCode::BAD_REQUEST);
    let analyst = app.access_token("analyst").await;
    let refused = there
        .bearer(&analyst)
        .call(
            "POST",
            "/api/account/user/role/10003",
            Some(&json!({"Roles": []})),
        )
        .await;
    assert_problem(&refused, StatusCode::FORBIDDEN);
    let anonymous = there
        .anonymous()
        .call(
            "POST",
            "/api/account/user/role/10003",
            Some(&json!({"Roles": []})),
        )
        .await;
    assert_problem(&anonymous, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn members_search_and_assignment() {
    let app = TestApp::new();
    let token = admin(&app).await;
    let members = app
        .bearer(&token)
        .get("/api/account/role/administrator/user/-1/-1")
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

    let everyone = app
        .bearer(&token)
        .get("/api/account/users/search?searchTerm=")
        .await
        .json();
    assert_eq!(everyone["Message"], "Success");
    assert_eq!(everyone["Data"].as_array().unwrap().len(), 10, "at most ten");
    let some = app
        .bearer(&token)
        .get("/api/account/users/search?searchTerm=%20ANAL%20")
        .await
        .json();
    assert_eq!(some["Data"][0]["userName"], "analyst");
    let long = format!("/api/account/users/search?searchTerm={}", "a".repeat(101));
    assert_problem(&app.bearer(&token).get(&long).await, StatusCode::BAD_REQUEST);

    let assigned = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/user/role/3",
            Some(&json!({"Roles": ["operations analyst", "compliance officer"]})),
        )
        .await;
    assert_eq!(assigned.status, StatusCode::OK, "{}", assigned.text());
    assert_eq!(
        assigned.json()["Data"]["roles"],
        json!(["operations analyst", "compliance officer"])
    );
    let compliance = app.access_token("compliance").await;
    let me = app
        .bearer(&compliance)
        .get("/api/account/users/me/backoffice")
        .await
        .json();
    assert!(
        me["Claims"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == "Orders.viewList")
    );

    let unknown_role = app
        .bearer(&token)
        .call(
            "POST",
            "/api/account/user/role/3",
            Some(&json!({"Roles": ["wizard"]})),
        )
        .await;
    assert_problem(&unknown_role, StatusCode::BAD_REQUEST);
    let unknown_user = app
        .bearer(&token)
        .call("POST", "/api/account/user/role/999", Some(&json!({"Roles": []})))
        .await;
    assert_problem(&unknown_user, StatusCode::NOT_FOUND);
    let not_a_number = app
        .bearer(&token)
        .call("POST", "/api/account/user/role/abc", Some(&json!({"Roles": []})))
        .await;
    assert_problem(&not_a_number, StatusCode::BAD_REQUEST);
    let lockout = app
        .bearer(&token)
        .call("POST", "/api/account/user/role/1", Some(&json!({"Roles": []})))
        .await;
    assert_problem(&lockout, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_wrong_method_is_405_and_an_unknown_path_404() {
    let app = TestApp::new();
    let token = admin(&app).await;
    let wrong = app.bearer(&token).call("PUT", "/api/account/role", None).await;
    assert_problem(&wrong, StatusCode::METHOD_NOT_ALLOWED);
    let unknown = app.bearer(&token).get("/api/account/rolez").await;
    assert_problem(&unknown, StatusCode::NOT_FOUND);
}
