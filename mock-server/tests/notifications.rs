//! Notifications (spec 7): list, selectables, get, create, update, delete,
//! with the form rules of spec 5; and the header feeds.

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

/// A valid payload, dated after the test world's clock (the fixture epoch).
fn payload() -> Value {
    json!({
        "title": "Markets closed",
        "description": "US markets are closed on Thursday.",
        "startDateUtc": "2026-02-01T00:00:00Z",
        "endDateUtc": "2026-02-03T00:00:00Z",
        "targetAudience": "All",
        "action": "routeExternally",
        "externalUrl": "https://www.brokerage.example/holidays",
        "notificationType": "Both",
        "color": "Teal",
        "icon": "info"
    })
}

#[tokio::test]
async fn the_list_is_newest_first_and_pages_when_asked() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let list = app.bearer(&token).get("/api/v2/Notification").await;
    assert_eq!(list.status, StatusCode::OK);
    let list = list.json();
    assert_eq!(list["totalCount"], 24);
    let dates: Vec<&str> = list["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["createdDate"].as_str().unwrap())
        .collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "newest first");
    let page = app
        .bearer(&token)
        .get("/api/v2/Notification?page=3&pageSize=10")
        .await
        .json();
    assert_eq!(page["data"].as_array().unwrap().len(), 4);
    assert_eq!(page["totalCount"], 24);
    // `All`, as the shared table's page-size menu sends it.
    let all = app
        .bearer(&token)
        .get("/api/v2/Notification?pageSize=All")
        .await
        .json();
    assert_eq!(all["data"].as_array().unwrap().len(), 24);
    for bad in ["?page=0", "?pageSize=0", "?pageSize=x", "?pageSize=10001"] {
        let uri = format!("/api/v2/Notification{bad}");
        assert_problem(&app.bearer(&token).get(&uri).await, StatusCode::BAD_REQUEST);
    }
    let selectables = app
        .bearer(&token)
        .get("/api/v2/Notification/selectables")
        .await
        .json();
    let actions: Vec<&str> = selectables["actionTypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "routeInternally",
            "routeExternally",
            "halfScreenTextModal",
            "fullScreenHtmlModal"
        ]
    );
    for key in ["targetAudienceTypes", "routeTypes", "colorTypes", "iconTypes"] {
        assert!(!selectables[key].as_array().unwrap().is_empty(), "{key}");
    }
}

#[tokio::test]
async fn create_update_delete_persist_in_the_session() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let created = app
        .in_session("n")
        .bearer(&token)
        .call("POST", "/api/v2/Notification", Some(&payload()))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["notificationMasterId"].as_u64().unwrap();
    assert_eq!(id, 25);
    let fetched = app
        .in_session("n")
        .bearer(&token)
        .get(&format!("/api/v2/Notification/{id}"))
        .await
        .json();
    assert_eq!(fetched["title"], "Markets closed");
    assert_eq!(fetched["notificationType"], "Both");

    let mut changed = payload();
    changed["notificationMasterId"] = json!(id);
    changed["title"] = json!("Markets closed on Thursday");
    let updated = app
        .in_session("n")
        .bearer(&token)
        .call("PUT", &format!("/api/v2/Notification/{id}"), Some(&changed))
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    assert_eq!(updated.json()["createdDate"], fetched["createdDate"]);
    let mismatch = app
        .in_session("n")
        .bearer(&token)
        .call("PUT", "/api/v2/Notification/1", Some(&changed))
        .await;
    assert_problem(&mismatch, StatusCode::BAD_REQUEST);

    // Another session never saw it.
    let other = app
        .in_session("m")
        .bearer(&token)
        .get(&format!("/api/v2/Notification/{id}"))
        .await;
    assert_problem(&other, StatusCode::NOT_FOUND);

    let deleted = app
        .in_session("n")
        .bearer(&token)
        .call("DELETE", &format!("/api/v2/Notification/{id}"), None)
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    let gone = app
        .in_session("n")
        .bearer(&token)
        .call("DELETE", &format!("/api/v2/Notification/{id}"), None)
        .await;
    assert_problem(&gone, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_form_rules_are_checked_in_the_spec_order() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let post = |body: Value| {
        let app = app.clone();
        let token = token.clone();
        async move {
            app.bearer(&token)
                .call("POST", "/api/v2/Notification", Some(&body))
                .await
        }
    };
    let empty = assert_problem(&post(json!({})).await, StatusCode::BAD_REQUEST);
    assert_eq!(empty["detail"], "title: This field is required");
    for field in [
        "title",
        "description",
        "startDateUtc",
        "color",
        "icon",
        "action",
        "notificationType",
    ] {
        assert!(empty["errors"][field].is_array(), "{field}: {empty}");
    }
    let cases: [(&str, Value, &str); 10] = [
        ("description", json!("Too short"), "description"),
        ("description", json!("x".repeat(241)), "description"),
        ("startDateUtc", json!("2025-01-01T00:00:00Z"), "startDateUtc"),
        ("endDateUtc", json!("2026-01-31T00:00:00Z"), "endDateUtc"),
        ("color", json!("Plaid"), "color"),
        ("externalUrl", json!("not a url"), "externalUrl"),
        ("hideAllowedAfter", json!(11), "hideAllowedAfter"),
        ("notificationType", json!("NotSet"), "notificationType"),
        ("targetAudience", json!("Martians"), "targetAudience"),
        ("action", json!("fullScreenHtmlModal"), "htmlContent"),
    ];
    for (field, value, failing) in cases {
        let mut body = payload();
        body[field] = value;
        let problem = assert_problem(&post(body).await, StatusCode::BAD_REQUEST);
        assert!(
            problem["errors"][failing].is_array(),
            "{field} → {failing}: {problem}"
        );
    }
    // A push-only notification needs no end date; an in-app one does.
    let mut push = payload();
    push["notificationType"] = json!("Push");
    push.as_object_mut().unwrap().remove("endDateUtc");
    assert_eq!(post(push.clone()).await.status, StatusCode::CREATED);
    push["notificationType"] = json!("InApp");
    assert_problem(&post(push).await, StatusCode::BAD_REQUEST);
    // routeInternally needs both route and params; halfScreenTextModal text and graphic.
    let mut internal = payload();
    internal["action"] = json!("routeInternally");
    internal["route"] = json!("Portfolio");
    let problem = assert_problem(&post(internal).await, StatusCode::BAD_REQUEST);
    assert!(problem["errors"]["routeParams"].is_array());
    let mut modal = payload();
    modal["action"] = json!("halfScreenTextModal");
    modal["textContent"] = json!("Read this");
    let problem = assert_problem(&post(modal).await, StatusCode::BAD_REQUEST);
    assert!(problem["errors"]["modalGraphicUrl"].is_array());
    let mut wrong_type = payload();
    wrong_type["action"] = json!("teleport");
    assert_problem(&post(wrong_type).await, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_header_feeds_answer_data_and_total_count() {
    let app = TestApp::new();
    let admin = app.access_token("admin").await;
    let messages = app.bearer(&admin).get("/api/admin/feeds/messages").await.json();
    let items = messages["data"].as_array().unwrap();
    assert!(!items.is_empty() && items.len() <= 20);
    assert_eq!(messages["totalCount"].as_u64().unwrap() as usize, items.len());
    assert!(
        !items[0]["title"].as_str().unwrap().contains("Ada Lovelace"),
        "not from oneself"
    );
    let analyst = app.access_token("analyst").await;
    let empty = app.bearer(&analyst).get("/api/admin/feeds/messages").await.json();
    assert_eq!(empty, json!({"data": [], "totalCount": 0}));
    let notifications = app.bearer(&admin).get("/api/admin/feeds/notifications").await;
    assert_eq!(notifications.status, StatusCode::OK);
    let notifications = notifications.json();
    let dates: Vec<&str> = notifications["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["createdDate"].as_str().unwrap())
        .collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]));
    // The empty scenario empties the notification feed.
    app.in_session("e")
        .anonymous()
        .call("PUT", "/__mock/scenario", Some(&json!({"scenario": "empty"})))
        .await;
    let none = app
        .in_session("e")
        .bearer(&admin)
        .get("/api/admin/feeds/notifications")
        .await
        .json();
    assert_eq!(none["totalCount"], 0);
}

#[tokio::test]
async fn every_seeded_notification_can_be_saved_back_unchanged() {
    // The fixtures follow the form's rules, so editing one and saving it as
    // it is never fails; only the NotSet drafts need a channel first.
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let list = app.bearer(&token).get("/api/v2/Notification").await.json();
    let mut drafts = 0;
    for notification in list["data"].as_array().unwrap() {
        let id = notification["notificationMasterId"].as_u64().unwrap();
        let saved = app
            .in_session("save-back")
            .bearer(&token)
            .call("PUT", &format!("/api/v2/Notification/{id}"), Some(notification))
            .await;
        if notification["notificationType"] == "NotSet" {
            drafts += 1;
            assert_problem(&saved, StatusCode::BAD_REQUEST);
        } else {
            assert_eq!(saved.status, StatusCode::OK, "{id}: {}", saved.text());
        }
    }
    assert!(drafts > 0 && drafts < 24, "{drafts} drafts");
}
