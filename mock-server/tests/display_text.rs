//! Text that can hurt: display text refuses control, bidi and invisible
//! characters and has documented limits; addresses are http(s) only; user
//! creation never fails on a field the caller did not send.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use serde_json::{Value, json};

use common::{TestApp, assert_problem};

/// Texts no display field may take, with what each one hides.
const HURTFUL: [(&str, &str); 7] = [
    ("Ops\u{0}team", "NUL"),
    ("Ops\r\nSet-Cookie: x", "CR/LF"),
    ("Ops\nteam", "LF"),
    ("\u{202E}nimda", "a bidi override"),
    ("ad\u{200B}min", "a zero-width space"),
    ("ad\u{2060}min", "a word joiner"),
    ("\u{FEFF}admin", "a byte-order mark"),
];

async fn post(app: &TestApp, token: &str, path: &str, body: &Value) -> common::Answer {
    app.in_session("text")
        .bearer(token)
        .call("POST", path, Some(body))
        .await
}

fn notification(overrides: &Value) -> Value {
    let mut body = json!({
        "title": "Maintenance tonight",
        "description": "Trading pauses from 22:00 to 23:00 UTC.",
        "startDateUtc": "2026-03-01T00:00:00Z",
        "endDateUtc": "2026-03-02T00:00:00Z",
        "notificationType": "InApp",
        "color": "Teal",
        "icon": "info",
        "action": "routeExternally",
        "externalUrl": "https://status.brokerage.example"
    });
    for (key, value) in overrides.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

#[tokio::test]
async fn role_names_and_descriptions_refuse_what_can_hurt() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    for (text, what) in HURTFUL {
        for field in ["Name", "Description"] {
            let mut role = json!({"Name": "Support", "Description": "Answers questions", "Permissions": []});
            role[field] = json!(text);
            let answer = post(&app, &token, "/api/account/role", &role).await;
            let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
            assert!(
                problem["errors"][field].is_array(),
                "{field} with {what}: {problem}"
            );
        }
    }
    let long = json!({"Name": "x".repeat(65), "Description": "d", "Permissions": []});
    assert_problem(
        &post(&app, &token, "/api/account/role", &long).await,
        StatusCode::BAD_REQUEST,
    );
    // Arabic and accents are display text like any other.
    let fine = json!({"Name": "فريق الدعم", "Description": "Équipe d’assistance", "Permissions": []});
    assert_eq!(
        post(&app, &token, "/api/account/role", &fine).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn notification_texts_and_addresses_are_checked() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    for (text, what) in HURTFUL {
        for field in ["title", "actionText", "modalDismissText"] {
            let body = notification(&json!({ field: text }));
            let answer = post(&app, &token, "/api/v2/Notification", &body).await;
            let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
            assert!(
                problem["errors"][field].is_array(),
                "{field} with {what}: {problem}"
            );
        }
    }
    // Every address field, the modal's graphic included, is http(s) only.
    for url in [
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "ftp://files.example/x.png",
    ] {
        let half_screen = json!({
            "action": "halfScreenTextModal",
            "textContent": "Read this",
            "modalGraphicUrl": url,
        });
        for (field, body) in [
            ("modalGraphicUrl", notification(&half_screen)),
            ("externalUrl", notification(&json!({ "externalUrl": url }))),
        ] {
            let answer = post(&app, &token, "/api/v2/Notification", &body).await;
            let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
            assert!(problem["errors"][field].is_array(), "{field} = {url}: {problem}");
        }
    }
    let created = post(&app, &token, "/api/v2/Notification", &notification(&json!({}))).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
}

#[tokio::test]
async fn the_document_states_the_limits() {
    let document = serde_json::to_value(mock_server::openapi()).unwrap();
    let schemas = &document["components"]["schemas"];
    let title = &schemas["NotificationPayload"]["properties"]["title"]["oneOf"][0];
    assert_eq!(title["maxLength"], 100);
    assert!(
        title["pattern"].as_str().unwrap().contains(r"\u202A-\u202E")
            || title["pattern"].as_str().unwrap().contains(r"\u2028-\u202E")
    );
    let name = &schemas["RolePayload"]["properties"]["Name"];
    assert_eq!(name["type"], "string", "{name}");
    assert_eq!(
        (name["minLength"].as_u64(), name["maxLength"].as_u64()),
        (Some(1), Some(64))
    );
    let graphic = &schemas["NotificationPayload"]["properties"]["modalGraphicUrl"]["oneOf"][0];
    assert!(
        graphic["pattern"].as_str().unwrap().starts_with("^https?://"),
        "{graphic}"
    );
}

#[tokio::test]
async fn a_user_is_created_from_the_fields_sent_and_no_staff_name_shows() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let create = |email: &str| json!({"FirstName": "Ada", "LastName": "Byron", "Email": email});
    // Local parts that are no valid user name, or someone's name already.
    for (email, expected) in [
        ("a@mail.example", "auser"),
        ("j+news@mail.example", "jnews"),
        ("admin@mail.example", "admin2"),
        ("analyst@elsewhere.example", "analyst2"),
    ] {
        let answer = post(&app, &token, "/api/admin/users", &create(email)).await;
        assert_eq!(answer.status, StatusCode::CREATED, "{email}: {}", answer.text());
        assert_eq!(answer.json()["UserName"], expected, "{email}");
        assert!(!answer.text().contains("taken"));
    }
    // A name the caller chose is refused the same way whoever holds it.
    let staff = json!({"FirstName": "A", "LastName": "B", "Email": "x@y.example", "UserName": "compliance"});
    let customer =
        json!({"FirstName": "A", "LastName": "B", "Email": "z@y.example", "UserName": "user10001"});
    let staff = assert_problem(
        &post(&app, &token, "/api/admin/users", &staff).await,
        StatusCode::CONFLICT,
    );
    let customer = assert_problem(
        &post(&app, &token, "/api/admin/users", &customer).await,
        StatusCode::CONFLICT,
    );
    assert_eq!(
        staff["error"].as_str().unwrap().replace("compliance", "*"),
        customer["error"].as_str().unwrap().replace("user10001", "*"),
    );
    // Names refuse what can hurt, as any display text.
    let bidi = json!({"FirstName": "\u{202E}adA", "LastName": "B", "Email": "w@y.example"});
    let problem = assert_problem(
        &post(&app, &token, "/api/admin/users", &bidi).await,
        StatusCode::BAD_REQUEST,
    );
    assert!(problem["errors"]["FirstName"].is_array(), "{problem}");
}
