//! The control plane under `/__mock`: isolated sessions, reset, the clock,
//! fault rules and headers, scenarios and the journal.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::time::Duration;

use axum::http::StatusCode;
use common::{app, assert_problem, call, sign_in_to, token_in};
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::{Value, json};

const ROLES: &str = "/api/Account/roles/-1/-1";

fn role(name: &str) -> Value {
    json!({"Name": name, "Description": "made by a test", "Permissions": [{"Value": "pageAccess"}]})
}

fn role_names(answer: &common::Answer) -> Vec<String> {
    answer.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|role| role["name"].as_str().unwrap().to_owned())
        .collect()
}

async fn admin(app: &axum::Router, session: &str) -> String {
    sign_in_to(app, session, "admin").await["access_token"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn two_sessions_creating_roles_never_see_each_others_and_reset_restores_the_seed() {
    let app = app();
    let token = admin(&app, "a").await;
    let seed = role_names(&call(&app, "GET", ROLES, Some(&token), Some("a"), None).await);

    let created = call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        Some("a"),
        Some(&role("alpha")),
    )
    .await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());
    assert_eq!(created.json()["Message"], "Success");
    call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        Some("b"),
        Some(&role("beta")),
    )
    .await;

    let in_a = role_names(&call(&app, "GET", ROLES, Some(&token), Some("a"), None).await);
    let in_b = role_names(&call(&app, "GET", ROLES, Some(&token), Some("b"), None).await);
    let in_default = role_names(&call(&app, "GET", ROLES, Some(&token), None, None).await);
    assert!(in_a.contains(&"alpha".to_owned()) && !in_a.contains(&"beta".to_owned()));
    assert!(in_b.contains(&"beta".to_owned()) && !in_b.contains(&"alpha".to_owned()));
    assert_eq!(in_default, seed);

    let reset = call(&app, "POST", "/__mock/reset", None, Some("a"), None).await;
    assert_eq!(reset.status, StatusCode::NO_CONTENT, "{}", reset.text());
    assert_eq!(
        role_names(&call(&app, "GET", ROLES, Some(&token), Some("a"), None).await),
        seed
    );
    // Session b is untouched by a's reset.
    assert!(
        role_names(&call(&app, "GET", ROLES, Some(&token), Some("b"), None).await)
            .contains(&"beta".to_owned())
    );
}

#[tokio::test]
async fn eight_sessions_writing_in_parallel_never_see_each_others_records() {
    let app = app();
    let token = admin(&app, "setup").await;
    let mut tasks = Vec::new();
    for worker in 0..8 {
        let app = app.clone();
        let token = token.clone();
        tasks.push(tokio::spawn(async move {
            let session = format!("worker-{worker}");
            for n in 0..10 {
                let name = format!("w{worker}-role{n}");
                let answer = call(
                    &app,
                    "POST",
                    "/api/account/role",
                    Some(&token),
                    Some(&session),
                    Some(&role(&name)),
                )
                .await;
                assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
            }
            role_names(&call(&app, "GET", ROLES, Some(&token), Some(&session), None).await)
        }));
    }
    for (worker, task) in tasks.into_iter().enumerate() {
        let names = task.await.unwrap();
        let created: Vec<&String> = names.iter().filter(|name| name.starts_with('w')).collect();
        assert_eq!(created.len(), 10, "worker {worker} sees {created:?}");
        assert!(
            created
                .iter()
                .all(|name| name.starts_with(&format!("w{worker}-")))
        );
    }
}

#[tokio::test]
async fn fifty_parallel_updates_of_one_role_leave_one_of_the_bodies() {
    let app = app();
    let token = admin(&app, "race").await;
    let bodies: Vec<Value> = (0..50_u32)
        .map(|n| {
            json!({"Name": "operations analyst", "Description": format!("version {n}"),
                   "Permissions": [{"Value": "pageAccess"}, {"Value": if n.is_multiple_of(2) { "users.view" } else { "Trade.viewList" }}]})
        })
        .collect();
    let tasks: Vec<_> = bodies
        .iter()
        .cloned()
        .map(|body| {
            let app = app.clone();
            let token = token.clone();
            tokio::spawn(async move {
                call(
                    &app,
                    "POST",
                    "/api/account/role/operations%20analyst",
                    Some(&token),
                    Some("race"),
                    Some(&body),
                )
                .await
            })
        })
        .collect();
    for task in tasks {
        assert_eq!(task.await.unwrap().status, StatusCode::OK);
    }
    let roles = call(&app, "GET", ROLES, Some(&token), Some("race"), None)
        .await
        .json();
    let analyst = roles["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|role| role["name"] == "operations analyst")
        .unwrap()
        .clone();
    let description = analyst["description"].as_str().unwrap();
    let n: u32 = description.strip_prefix("version ").unwrap().parse().unwrap();
    let claims: Vec<&str> = analyst["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["value"].as_str().unwrap())
        .collect();
    let expected = if n.is_multiple_of(2) {
        "users.view"
    } else {
        "Trade.viewList"
    };
    assert_eq!(claims, vec!["pageAccess", expected], "a torn write: {analyst}");
}

#[tokio::test]
async fn expiry_on_the_session_clock_gives_invalid_token_and_refresh_recovers() {
    let config = Config {
        scale: fixtures::Scale::Customers(20),
        token_ttl: Duration::from_secs(5),
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    let tokens = sign_in_to(&app, "ttl", "admin").await;
    assert_eq!(tokens["expires_in"], 5);
    let access = tokens["access_token"].as_str().unwrap();
    let listing = "/api/admin/trading-accounts";
    assert_eq!(
        call(&app, "GET", listing, Some(access), Some("ttl"), None)
            .await
            .status,
        StatusCode::OK
    );

    let before = call(&app, "GET", "/__mock/clock", None, Some("ttl"), None)
        .await
        .json();
    let moved = call(
        &app,
        "PUT",
        "/__mock/clock",
        None,
        Some("ttl"),
        Some(&json!({"advanceSeconds": 6})),
    )
    .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    let step = moved.json()["offsetSeconds"].as_i64().unwrap() - before["offsetSeconds"].as_i64().unwrap();
    assert!((5..=7).contains(&step), "moved by {step} s");
    let expired = call(&app, "GET", listing, Some(access), Some("ttl"), None).await;
    let problem = assert_problem(&expired, StatusCode::UNAUTHORIZED);
    assert!(
        problem["error"].as_str().unwrap().contains("expired"),
        "{problem}"
    );
    assert!(expired.header("www-authenticate").contains("invalid_token"));
    // Another session's clock did not move: the token is still good there.
    assert_eq!(
        call(&app, "GET", listing, Some(access), Some("other"), None)
            .await
            .status,
        StatusCode::OK
    );

    let refresh = tokens["refresh_token"].as_str().unwrap();
    let fields = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh),
        ("client_id", "brokerage.mobile"),
    ];
    let renewed = token_in(&app, "ttl", &fields).await;
    assert_eq!(renewed.status, StatusCode::OK, "{}", renewed.text());
    let renewed = renewed.json();
    let fresh = renewed["access_token"].as_str().unwrap();
    assert_eq!(
        call(&app, "GET", listing, Some(fresh), Some("ttl"), None)
            .await
            .status,
        StatusCode::OK
    );

    // Replaying the used refresh token fails and revokes the chain.
    let replay = token_in(&app, "ttl", &fields).await;
    assert_eq!(replay.status, StatusCode::BAD_REQUEST);
    assert_eq!(replay.json()["error"], "invalid_grant");
    let next = renewed["refresh_token"].as_str().unwrap();
    let fields = [
        ("grant_type", "refresh_token"),
        ("refresh_token", next),
        ("client_id", "brokerage.mobile"),
    ];
    let revoked = token_in(&app, "ttl", &fields).await;
    assert_eq!(revoked.json()["error"], "invalid_grant", "{}", revoked.text());

    // The journal shows the token calls with their grant.
    let journal = call(&app, "GET", "/__mock/journal?kind=token", None, Some("ttl"), None)
        .await
        .json();
    let grants: Vec<&str> = journal["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["detail"].as_str().unwrap())
        .collect();
    assert_eq!(
        grants,
        ["password", "refresh_token", "refresh_token", "refresh_token"]
    );
}

#[tokio::test]
async fn the_clock_can_be_set_and_bad_changes_are_400() {
    let app = app();
    let set = call(
        &app,
        "PUT",
        "/__mock/clock",
        None,
        Some("c"),
        Some(&json!({"now": "2030-01-01T00:00:00Z"})),
    )
    .await;
    assert_eq!(set.status, StatusCode::OK);
    assert!(
        set.json()["now"]
            .as_str()
            .unwrap()
            .starts_with("2030-01-01T00:00")
    );
    let read = call(&app, "GET", "/__mock/clock", None, Some("c"), None).await;
    assert!(
        read.json()["now"]
            .as_str()
            .unwrap()
            .starts_with("2030-01-01T00:00")
    );
    let both = json!({"now": "2030-01-01T00:00:00Z", "advanceSeconds": 5});
    assert_problem(
        &call(&app, "PUT", "/__mock/clock", None, Some("c"), Some(&both)).await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &call(&app, "PUT", "/__mock/clock", None, Some("c"), Some(&json!({}))).await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn fault_rules_apply_per_session_and_count_down() {
    let app = app();
    let token = admin(&app, "f").await;
    let rules =
        json!({"rules": [{"pathPattern": "/api/admin/*", "method": "GET", "status": 503, "times": 2}]});
    let set = call(&app, "PUT", "/__mock/rules", None, Some("f"), Some(&rules)).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let listing = "/api/admin/trading-accounts";
    for _ in 0..2 {
        let failed = call(&app, "GET", listing, Some(&token), Some("f"), None).await;
        let problem = assert_problem(&failed, StatusCode::SERVICE_UNAVAILABLE);
        assert!(problem["error"].as_str().unwrap().contains("injected"));
    }
    assert_eq!(
        call(&app, "GET", listing, Some(&token), Some("f"), None)
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        call(&app, "GET", "/__mock/rules", None, Some("f"), None)
            .await
            .json()["rules"],
        json!([])
    );
    // Another session never had the rule.
    assert_eq!(
        call(&app, "GET", listing, Some(&token), Some("g"), None)
            .await
            .status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn bad_rules_are_refused_with_the_field_named() {
    let app = app();
    for rules in [
        json!({"rules": [{"pathPattern": "/api/*", "status": 200}]}),
        json!({"rules": [{"pathPattern": "/api/*", "delayMs": 900, "delayMaxMs": 100}]}),
        json!({"rules": [{"pathPattern": "/api/*", "delayMs": 999_999}]}),
        json!({"rules": [{"method": "GET"}]}),
    ] {
        let answer = call(&app, "PUT", "/__mock/rules", None, Some("bad"), Some(&rules)).await;
        assert_problem(&answer, StatusCode::BAD_REQUEST);
    }
}

#[tokio::test]
async fn a_dropped_connection_never_completes_its_body() {
    let app = app();
    let rules = json!({"rules": [{"pathPattern": "/meta.json", "drop": true}]});
    call(&app, "PUT", "/__mock/rules", None, Some("d"), Some(&rules)).await;
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-session", "d")
        .body(axum::body::Body::empty())
        .unwrap();
    let response = tower::ServiceExt::oneshot(app.clone(), request).await.unwrap();
    let body = http_body_util::BodyExt::collect(response.into_body()).await;
    assert!(body.is_err(), "the body should fail like a cut connection");
}

#[tokio::test]
async fn per_request_headers_inject_a_status_or_a_delay() {
    let app = app();
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-status", "418")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(common::send(&app, request).await.status, StatusCode::IM_A_TEAPOT);
    let started = std::time::Instant::now();
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-delay", "150")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(common::send(&app, request).await.status, StatusCode::OK);
    assert!(started.elapsed() >= Duration::from_millis(150));
    for (name, value) in [
        ("x-mock-delay", "soon"),
        ("x-mock-status", "200"),
        ("x-mock-status", "abc"),
    ] {
        let request = axum::http::Request::get("/meta.json")
            .header(name, value)
            .body(axum::body::Body::empty())
            .unwrap();
        assert_problem(&common::send(&app, request).await, StatusCode::BAD_REQUEST);
    }
}

#[tokio::test]
async fn scenarios_empty_and_errors_shape_the_session() {
    let app = app();
    let token = admin(&app, "s").await;
    let listing = "/api/admin/trading-accounts";
    let empty = call(
        &app,
        "PUT",
        "/__mock/scenario",
        None,
        Some("s"),
        Some(&json!({"scenario": "empty"})),
    )
    .await;
    assert_eq!(empty.status, StatusCode::OK, "{}", empty.text());
    let answer = call(&app, "GET", listing, Some(&token), Some("s"), None)
        .await
        .json();
    assert_eq!(answer["totalMatch"], 0);
    assert_eq!(answer["data"], json!([]));

    call(
        &app,
        "PUT",
        "/__mock/scenario",
        None,
        Some("s"),
        Some(&json!({"scenario": "errors"})),
    )
    .await;
    assert_problem(
        &call(&app, "GET", listing, Some(&token), Some("s"), None).await,
        StatusCode::INTERNAL_SERVER_ERROR,
    );
    // The signed-in user still loads, so the console's shell can show the error.
    let me = call(
        &app,
        "GET",
        "/api/account/users/me/backoffice",
        Some(&token),
        Some("s"),
        None,
    )
    .await;
    assert_eq!(me.status, StatusCode::OK);
    let info = call(&app, "GET", "/__mock/session", None, Some("s"), None)
        .await
        .json();
    assert_eq!(info["scenario"], "errors");

    let unknown = call(
        &app,
        "PUT",
        "/__mock/scenario",
        None,
        Some("s"),
        Some(&json!({"scenario": "chaos"})),
    )
    .await;
    assert_problem(&unknown, StatusCode::BAD_REQUEST);
    call(&app, "POST", "/__mock/reset", None, Some("s"), None).await;
    assert_eq!(
        call(&app, "GET", listing, Some(&token), Some("s"), None)
            .await
            .status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_journal_records_mutations_with_the_acting_staff_member() {
    let app = app();
    let token = admin(&app, "j").await;
    call(
        &app,
        "POST",
        "/api/account/role",
        Some(&token),
        Some("j"),
        Some(&role("journalled")),
    )
    .await;
    call(&app, "GET", ROLES, Some(&token), Some("j"), None).await;
    let all = call(&app, "GET", "/__mock/journal", None, Some("j"), None)
        .await
        .json();
    let entries = all["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 3, "{all}");
    let mutations = call(
        &app,
        "GET",
        "/__mock/journal?kind=mutation",
        None,
        Some("j"),
        None,
    )
    .await
    .json();
    let mutation = &mutations["entries"][0];
    assert_eq!(mutation["actor"], "admin");
    assert_eq!(mutation["path"], "/api/account/role");
    assert_eq!(mutation["detail"], "created role journalled");
    let since = entries[1]["sequence"].as_u64().unwrap();
    let later = call(
        &app,
        "GET",
        &format!("/__mock/journal?since={since}"),
        None,
        Some("j"),
        None,
    )
    .await
    .json();
    assert_eq!(later["entries"].as_array().unwrap().len(), 1);
    assert_problem(
        &call(
            &app,
            "GET",
            "/__mock/journal?kind=everything",
            None,
            Some("j"),
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn sessions_are_capped_with_a_clear_error_and_bad_ids_are_400() {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        max_sessions: 2,
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    // Sessions count fully against the cap once someone signs in to them.
    for id in ["one", "two"] {
        common::sign_in_to(&app, id, "admin").await;
    }
    let third = call(&app, "GET", "/__mock/session", None, Some("three"), None).await;
    let problem = assert_problem(&third, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        problem["error"].as_str().unwrap().contains("at most 2"),
        "{problem}"
    );
    // Known sessions and the default still work.
    assert_eq!(
        call(&app, "GET", "/__mock/session", None, Some("one"), None)
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        call(&app, "GET", "/__mock/session", None, None, None)
            .await
            .status,
        StatusCode::OK
    );
    let bad = call(
        &app,
        "GET",
        "/__mock/session",
        None,
        Some("no spaces allowed"),
        None,
    )
    .await;
    assert_problem(&bad, StatusCode::BAD_REQUEST);
}
