//! The document and the server agree (issue 16, item 4): what the document
//! calls valid is accepted, what it calls invalid is refused with a 400 that
//! names the field in plain words, and a parameter it does not declare is
//! refused rather than ignored. `scripts/schemathesis.sh` checks the same at
//! large; these are the cases it found, pinned.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use serde_json::{Value, json};

use common::{Answer, TestApp, assert_problem};

/// Rust's names for number types, which no message may show a caller.
const RUST_WORDS: [&str; 13] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "isize", "f32", "f64",
];

/// The 400 problem of an answer, checked to speak plain words.
fn plain_400(answer: &Answer, what: &str) -> Value {
    let problem = assert_problem(answer, StatusCode::BAD_REQUEST);
    let text = problem.to_string();
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    for rust in RUST_WORDS {
        assert!(
            !words.contains(&rust),
            "{what}: the problem names the Rust type {rust}: {text}"
        );
    }
    for leak in ["struct ", "enum ", "target type", "deserialize"] {
        assert!(!text.contains(leak), "{what}: the problem says `{leak}`: {text}");
    }
    problem
}

fn smartfolio(overrides: &Value) -> Value {
    let mut body = json!({
        "active": true, "aggressiveness": 6, "category": "Core",
        "bannerImageUrl": "/images/smartfolios/1/banner.svg",
        "description": "A rules-based portfolio benchmarked to SPY.",
        "imageUrl": "/images/smartfolios/1/card.svg",
        "isCoreStrategy": true, "marketingName": "Core Growth Smartfolio", "membershipTypeId": 1,
        "minimumInvested": 500.0, "performDownload": true, "symbol": "SPY", "title": "Core Growth"
    });
    for (key, value) in overrides.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

#[tokio::test]
async fn out_of_range_numbers_are_refused_in_plain_words() {
    let admin = TestApp::new().in_session("ranges").signed_in("admin").await;
    // The case: a valid int32 that a u8 field cannot hold.
    let answer = admin
        .put_json(
            "/api/admin/smartfolios/1",
            &smartfolio(&json!({"membershipTypeId": 2_147_483_646})),
        )
        .await;
    let problem = plain_400(&answer, "membershipTypeId 2147483646");
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.contains("membershipTypeId"), "{detail}");
    // The range the document states for the field, not the Rust type's (0 to 255).
    assert!(detail.contains("0 to 4"), "{detail}");
    // Every other kind of body that does not fit, and every malformed parameter.
    let bodies = [
        (
            "PUT",
            "/api/admin/smartfolios/1",
            smartfolio(&json!({"aggressiveness": -1})),
        ),
        (
            "PUT",
            "/api/admin/smartfolios/1",
            smartfolio(&json!({"aggressiveness": "high"})),
        ),
        (
            "PUT",
            "/api/admin/smartfolios/1",
            json!("a string, not an object"),
        ),
        (
            "POST",
            "/api/admin/smartfolios/overrides",
            json!({"smartfolioId": 9_223_372_036_854_775_808_u64, "symbol": "SPY", "weight": 0.1, "reason": "x"}),
        ),
        (
            "POST",
            "/api/admin/operations/restore-requests",
            json!({"UserId": -5, "PointInTime": "2026-01-14T09:00:00Z", "Reason": "x"}),
        ),
        ("PUT", "/__mock/clock", json!({"advanceSeconds": 1.5})),
        (
            "PUT",
            "/__mock/rules",
            json!({"rules": [{"pathPattern": "/api/*", "status": 70000}]}),
        ),
    ];
    for (method, uri, body) in bodies {
        let answer = admin.call(method, uri, Some(&body)).await;
        plain_400(&answer, &format!("{method} {uri} {body}"));
    }
    for uri in [
        "/api/admin/transfers/abc",
        "/api/admin/users/99999999999999999999999",
        "/api/admin/transfers?page=2147483648",
        "/api/admin/transfers?page=%2B1",
        "/api/admin/transfers?pageSize=025",
        "/api/admin/transfers?userId=9223372036854775808",
        "/api/admin/transfers?sort=created",
        "/api/admin/transfers?status=Pending,,OnHold",
        "/__mock/journal?since=-1",
        "/api/Account/roles/0/-1",
        "/api/Account/roles/1/1001",
    ] {
        plain_400(&admin.get(uri).await, uri);
    }
}

#[tokio::test]
async fn what_the_document_calls_valid_is_accepted() {
    let admin = TestApp::new().in_session("valid").signed_in("admin").await;
    for uri in [
        // The largest page and id the document allows, and an empty optional value.
        "/api/admin/transfers?page=2147483647&pageSize=10000",
        "/api/admin/transfers?userId=9223372036854775807&pageSize=all",
        "/api/admin/transfers?status=&startDate=",
        "/api/admin/trades?symbol=tsla",
        // Either role segment at -1 asks for every record.
        "/api/Account/roles/-1/25",
        "/api/Account/roles/3/-1",
    ] {
        admin.get_ok(uri).await;
    }
    // An integer written with a zero fraction is the integer (JSON Schema says so).
    let answer = admin
        .put_json(
            "/api/admin/smartfolios/1",
            &smartfolio(&json!({"membershipTypeId": 2.0})),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
}

#[tokio::test]
async fn unknown_query_parameters_are_refused_by_name() {
    let admin = TestApp::new().in_session("unknown").signed_in("admin").await;
    // The case: `search` is not a transfers filter, and it used to answer everything.
    let answer = admin.get("/api/admin/transfers?search=zzz").await;
    let problem = plain_400(&answer, "transfers?search");
    assert!(problem["errors"]["search"].is_array(), "{problem}");
    let detail = problem["detail"].as_str().unwrap();
    assert!(detail.contains("`search`"), "{detail}");
    assert!(
        detail.contains("transferType"),
        "the problem lists what the operation takes: {detail}"
    );
    // Every one is named; a declared parameter is not.
    let answer = admin.get("/api/admin/users?pageSize=5&colour=red&size=9").await;
    let problem = plain_400(&answer, "users?colour&size");
    let errors = problem["errors"].as_object().unwrap();
    assert_eq!(errors.keys().collect::<Vec<_>>(), ["colour", "size"]);
    // Operations without parameters, public ones and the control plane too.
    plain_400(&admin.get("/api/admin/dashboard?x=1").await, "dashboard?x");
    plain_400(&admin.get("/meta.json?x=1").await, "meta.json?x");
    plain_400(&admin.get("/__mock/session?x=1").await, "__mock/session?x");
    // An empty value where the parameter takes none (an enumeration, a number, a yes/no).
    for uri in [
        "/api/admin/transfers?preset=",
        "/api/admin/transfers?page=",
        "/api/admin/users?active=",
    ] {
        plain_400(&admin.get(uri).await, uri);
    }
    // A missing token still comes first.
    let anonymous = TestApp::new().anonymous();
    assert_problem(
        &anonymous.get("/api/admin/transfers?search=zzz").await,
        StatusCode::UNAUTHORIZED,
    );
}

#[tokio::test]
async fn ranges_of_the_control_plane_and_the_roles_page_are_enforced() {
    let admin = TestApp::new().in_session("control").signed_in("admin").await;
    for times in [0_u64, 2_147_483_648] {
        let body = json!({"rules": [{"pathPattern": "/api/*", "status": 503, "times": times}]});
        let problem = plain_400(&admin.put_json("/__mock/rules", &body).await, "times");
        assert!(problem["errors"]["rules[0].times"].is_array(), "{problem}");
    }
    let body = json!({"rules": [{"pathPattern": "/nowhere/*", "status": 503, "times": 2_147_483_647}]});
    assert_eq!(
        admin.put_json("/__mock/rules", &body).await.status,
        StatusCode::OK
    );
    let problem = plain_400(&admin.get("/api/Account/roles/1/1001").await, "roles pageSize");
    assert!(problem["errors"]["pageSize"].is_array(), "{problem}");
    // The document states the same ranges.
    let document = TestApp::new().anonymous().get_ok("/api-docs/openapi.json").await;
    // FaultRule is its fields and the rule between `status` and `body` (`allOf`): `times` is among the fields.
    let fault_rule = &document["components"]["schemas"]["FaultRule"];
    let times = std::iter::once(fault_rule)
        .chain(fault_rule["allOf"].as_array().into_iter().flatten())
        .map(|part| &part["properties"]["times"])
        .find(|times| times.is_object())
        .expect("FaultRule documents `times`");
    assert_eq!(
        (times["minimum"].as_i64(), times["maximum"].as_i64()),
        (Some(1), Some(2_147_483_647))
    );
    let segment = &document["paths"]["/api/Account/roles/{pageIndex}/{pageSize}"]["get"]["parameters"][1];
    assert_eq!(segment["schema"]["oneOf"][1]["maximum"], 1000);
}

#[tokio::test]
async fn the_request_examples_of_the_served_document_pass_their_own_rules() {
    // A server started long after the fixture epoch, as `serve` is on the real clock: the
    // examples' dates follow its clock (a restore within the 35 days kept, a notification
    // starting tomorrow), whatever day it is.
    let later = mock_server::fixtures::fixture_epoch() + chrono::Duration::days(400);
    let config = mock_server::Config {
        scale: mock_server::fixtures::Scale::Customers(60),
        ..mock_server::Config::default()
    };
    let state = mock_server::AppState::new(config, mock_server::Clock::starting_at(later));
    let app = TestApp::of(mock_server::app(state)).in_session("examples");
    let document = app.anonymous().get_ok("/api-docs/openapi.json").await;
    let admin = app.signed_in("admin").await;
    let schemas = &document["components"]["schemas"];
    for (schema, uri) in [
        ("RestoreRequestPayload", "/api/admin/operations/restore-requests"),
        ("NotificationPayload", "/api/v2/Notification"),
        ("CreateTransferPayload", "/api/admin/transfers"),
    ] {
        let mut example = schemas[schema]["example"].clone();
        assert!(example.is_object(), "{schema} has an example");
        if let Some(example) = example.as_object_mut() {
            // An update's id; a create has none.
            example.remove("notificationMasterId");
        }
        let answer = admin.post_json(uri, &example).await;
        assert!(
            answer.status.is_success(),
            "{schema}'s example: {} {}",
            answer.status,
            answer.text()
        );
    }
}
