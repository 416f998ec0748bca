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
use common::{TestApp, assert_problem};
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

async fn admin(app: &TestApp, session: &str) -> String {
    app.in_session(session).access_token("admin").await
}

#[tokio::test]
async fn two_sessions_creating_roles_never_see_each_others_and_reset_restores_the_seed() {
    let app = TestApp::new();
    let token = admin(&app, "a").await;
    let seed = role_names(&app.in_session("a").bearer(&token).get(ROLES).await);

    let created = app
        .in_session("a")
        .bearer(&token)
        .call("POST", "/api/account/role", Some(&role("alpha")))
        .await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text());
    assert_eq!(created.json()["Message"], "Success");
    app.in_session("b")
        .bearer(&token)
        .call("POST", "/api/account/role", Some(&role("beta")))
        .await;

    let in_a = role_names(&app.in_session("a").bearer(&token).get(ROLES).await);
    let in_b = role_names(&app.in_session("b").bearer(&token).get(ROLES).await);
    let in_default = role_names(&app.bearer(&token).get(ROLES).await);
    assert!(in_a.contains(&"alpha".to_owned()) && !in_a.contains(&"beta".to_owned()));
    assert!(in_b.contains(&"beta".to_owned()) && !in_b.contains(&"alpha".to_owned()));
    assert_eq!(in_default, seed);

    let reset = app
        .in_session("a")
        .anonymous()
        .call("POST", "/__mock/reset", None)
        .await;
    assert_eq!(reset.status, StatusCode::NO_CONTENT, "{}", reset.text());
    assert_eq!(
        role_names(&app.in_session("a").bearer(&token).get(ROLES).await),
        seed
    );
    // Session b is untouched by a's reset.
    assert!(role_names(&app.in_session("b").bearer(&token).get(ROLES).await).contains(&"beta".to_owned()));
}

#[tokio::test]
async fn eight_sessions_writing_in_parallel_never_see_each_others_records() {
    let app = TestApp::new();
    let token = admin(&app, "setup").await;
    let mut tasks = Vec::new();
    for worker in 0..8 {
        let app = app.clone();
        let token = token.clone();
        tasks.push(tokio::spawn(async move {
            let session = format!("worker-{worker}");
            for n in 0..10 {
                let name = format!("w{worker}-role{n}");
                let answer = app
                    .in_session(&session)
                    .bearer(&token)
                    .call("POST", "/api/account/role", Some(&role(&name)))
                    .await;
                assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
            }
            role_names(&app.in_session(&session).bearer(&token).get(ROLES).await)
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
    let app = TestApp::new();
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
                app.in_session("race")
                    .bearer(&token)
                    .call("POST", "/api/account/role/operations%20analyst", Some(&body))
                    .await
            })
        })
        .collect();
    for task in tasks {
        assert_eq!(task.await.unwrap().status, StatusCode::OK);
    }
    let roles = app.in_session("race").bearer(&token).get(ROLES).await.json();
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
    let app = TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    let tokens = app.in_session("ttl").sign_in("admin").await;
    assert_eq!(tokens["expires_in"], 5);
    let access = tokens["access_token"].as_str().unwrap();
    let listing = "/api/admin/trading-accounts";
    assert_eq!(
        app.in_session("ttl").bearer(access).get(listing).await.status,
        StatusCode::OK
    );

    let before = app
        .in_session("ttl")
        .anonymous()
        .get("/__mock/clock")
        .await
        .json();
    let moved = app
        .in_session("ttl")
        .anonymous()
        .call("PUT", "/__mock/clock", Some(&json!({"advanceSeconds": 6})))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    let step = moved.json()["offsetSeconds"].as_i64().unwrap() - before["offsetSeconds"].as_i64().unwrap();
    assert!((5..=7).contains(&step), "moved by {step} s");
    let expired = app.in_session("ttl").bearer(access).get(listing).await;
    let problem = assert_problem(&expired, StatusCode::UNAUTHORIZED);
    assert!(
        problem["error"].as_str().unwrap().contains("expired"),
        "{problem}"
    );
    assert!(expired.header("www-authenticate").contains("invalid_token"));
    // Another session's clock did not move: the token is still good there.
    assert_eq!(
        app.in_session("other").bearer(access).get(listing).await.status,
        StatusCode::OK
    );

    let refresh = tokens["refresh_token"].as_str().unwrap();
    let fields = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh),
        ("client_id", "brokerage.mobile"),
    ];
    let renewed = app.in_session("ttl").token(&fields).await;
    assert_eq!(renewed.status, StatusCode::OK, "{}", renewed.text());
    let renewed = renewed.json();
    let fresh = renewed["access_token"].as_str().unwrap();
    assert_eq!(
        app.in_session("ttl").bearer(fresh).get(listing).await.status,
        StatusCode::OK
    );

    // Replaying the used refresh token fails and revokes the chain.
    let replay = app.in_session("ttl").token(&fields).await;
    assert_eq!(replay.status, StatusCode::BAD_REQUEST);
    assert_eq!(replay.json()["error"], "invalid_grant");
    let next = renewed["refresh_token"].as_str().unwrap();
    let fields = [
        ("grant_type", "refresh_token"),
        ("refresh_token", next),
        ("client_id", "brokerage.mobile"),
    ];
    let revoked = app.in_session("ttl").token(&fields).await;
    assert_eq!(revoked.json()["error"], "invalid_grant", "{}", revoked.text());

    // The journal shows the token calls with their grant.
    let journal = app
        .in_session("ttl")
        .anonymous()
        .get("/__mock/journal?kind=token")
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
    let app = TestApp::new();
    let set = app
        .in_session("c")
        .anonymous()
        .call(
            "PUT",
            "/__mock/clock",
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
    let read = app.in_session("c").anonymous().get("/__mock/clock").await;
    assert!(
        read.json()["now"]
            .as_str()
            .unwrap()
            .starts_with("2030-01-01T00:00")
    );
    let both = json!({"now": "2030-01-01T00:00:00Z", "advanceSeconds": 5});
    assert_problem(
        &app.in_session("c")
            .anonymous()
            .call("PUT", "/__mock/clock", Some(&both))
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.in_session("c")
            .anonymous()
            .call("PUT", "/__mock/clock", Some(&json!({})))
            .await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn fault_rules_apply_per_session_and_count_down() {
    let app = TestApp::new();
    let token = admin(&app, "f").await;
    let rules =
        json!({"rules": [{"pathPattern": "/api/admin/*", "method": "GET", "status": 503, "times": 2}]});
    let set = app
        .in_session("f")
        .anonymous()
        .call("PUT", "/__mock/rules", Some(&rules))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let listing = "/api/admin/trading-accounts";
    for _ in 0..2 {
        let failed = app.in_session("f").bearer(&token).get(listing).await;
        let problem = assert_problem(&failed, StatusCode::SERVICE_UNAVAILABLE);
        assert!(problem["error"].as_str().unwrap().contains("injected"));
    }
    assert_eq!(
        app.in_session("f").bearer(&token).get(listing).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.in_session("f").anonymous().get("/__mock/rules").await.json()["rules"],
        json!([])
    );
    // Another session never had the rule.
    assert_eq!(
        app.in_session("g").bearer(&token).get(listing).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn bad_rules_are_refused_with_the_field_named() {
    let app = TestApp::new();
    for rules in [
        json!({"rules": [{"pathPattern": "/api/*", "status": 200}]}),
        json!({"rules": [{"pathPattern": "/api/*", "delayMs": 900, "delayMaxMs": 100}]}),
        json!({"rules": [{"pathPattern": "/api/*", "delayMs": 999_999}]}),
        json!({"rules": [{"method": "GET"}]}),
    ] {
        let answer = app
            .in_session("bad")
            .anonymous()
            .call("PUT", "/__mock/rules", Some(&rules))
            .await;
        assert_problem(&answer, StatusCode::BAD_REQUEST);
    }
}

#[tokio::test]
async fn a_dropped_connection_never_completes_its_body() {
    let app = TestApp::new();
    let rules = json!({"rules": [{"pathPattern": "/meta.json", "drop": true}]});
    app.in_session("d")
        .anonymous()
        .call("PUT", "/__mock/rules", Some(&rules))
        .await;
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-session", "d")
        .body(axum::body::Body::empty())
        .unwrap();
    let response = tower::ServiceExt::oneshot(app.router.clone(), request)
        .await
        .unwrap();
    let body = http_body_util::BodyExt::collect(response.into_body()).await;
    assert!(body.is_err(), "the body should fail like a cut connection");
}

#[tokio::test]
async fn per_request_headers_inject_a_status_or_a_delay() {
    let app = TestApp::new();
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-status", "418")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::IM_A_TEAPOT);
    let started = std::time::Instant::now();
    let request = axum::http::Request::get("/meta.json")
        .header("x-mock-delay", "150")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::OK);
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
        assert_problem(&app.send(request).await, StatusCode::BAD_REQUEST);
    }
}

#[tokio::test]
async fn scenarios_empty_and_errors_shape_the_session() {
    let app = TestApp::new();
    let token = admin(&app, "s").await;
    let listing = "/api/admin/trading-accounts";
    let empty = app
        .in_session("s")
        .anonymous()
        .call("PUT", "/__mock/scenario", Some(&json!({"scenario": "empty"})))
        .await;
    assert_eq!(empty.status, StatusCode::OK, "{}", empty.text());
    let answer = app.in_session("s").bearer(&token).get(listing).await.json();
    assert_eq!(answer["totalMatch"], 0);
    assert_eq!(answer["data"], json!([]));

    app.in_session("s")
        .anonymous()
        .call("PUT", "/__mock/scenario", Some(&json!({"scenario": "errors"})))
        .await;
    assert_problem(
        &app.in_session("s").bearer(&token).get(listing).await,
        StatusCode::INTERNAL_SERVER_ERROR,
    );
    // The signed-in user still loads, so the console's shell can show the error.
    let me = app
        .in_session("s")
        .bearer(&token)
        .get("/api/account/users/me/backoffice")
        .await;
    assert_eq!(me.status, StatusCode::OK);
    let info = app
        .in_session("s")
        .anonymous()
        .get("/__mock/session")
        .await
        .json();
    assert_eq!(info["scenario"], "errors");

    let unknown = app
        .in_session("s")
        .anonymous()
        .call("PUT", "/__mock/scenario", Some(&json!({"scenario": "chaos"})))
        .await;
    assert_problem(&unknown, StatusCode::BAD_REQUEST);
    app.in_session("s")
        .anonymous()
        .call("POST", "/__mock/reset", None)
        .await;
    assert_eq!(
        app.in_session("s").bearer(&token).get(listing).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_journal_records_mutations_with_the_acting_staff_member() {
    let app = TestApp::new();
    let token = admin(&app, "j").await;
    app.in_session("j")
        .bearer(&token)
        .call("POST", "/api/account/role", Some(&role("journalled")))
        .await;
    app.in_session("j").bearer(&token).get(ROLES).await;
    let all = app
        .in_session("j")
        .anonymous()
        .get("/__mock/journal")
        .await
        .json();
    let entries = all["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 3, "{all}");
    let mutations = app
        .in_session("j")
        .anonymous()
        .get("/__mock/journal?kind=mutation")
        .await
        .json();
    let mutation = &mutations["entries"][0];
    assert_eq!(mutation["actor"], "admin");
    assert_eq!(mutation["path"], "/api/account/role");
    assert_eq!(mutation["detail"], "created role journalled");
    let since = entries[1]["sequence"].as_u64().unwrap();
    let later = app
        .in_session("j")
        .anonymous()
        .get(&format!("/__mock/journal?since={since}"))
        .await
        .json();
    assert_eq!(later["entries"].as_array().unwrap().len(), 1);
    assert_problem(
        &app.in_session("j")
            .anonymous()
            .get("/__mock/journal?kind=everything")
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
    let app = TestApp::with_state(AppState::new(
        config,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    // Sessions count fully against the cap once someone signs in to them.
    for id in ["one", "two"] {
        app.in_session(id).sign_in("admin").await;
    }
    let third = app.in_session("three").anonymous().get("/__mock/session").await;
    let problem = assert_problem(&third, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        problem["error"].as_str().unwrap().contains("at most 2"),
        "{problem}"
    );
    // Known sessions and the default still work.
    assert_eq!(
        app.in_session("one")
            .anonymous()
            .get("/__mock/session")
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.anonymous().get("/__mock/session").await.status,
        StatusCode::OK
    );
    let bad = app
        .in_session("no spaces allowed")
        .anonymous()
        .get("/__mock/session")
        .await;
    assert_problem(&bad, StatusCode::BAD_REQUEST);
}
