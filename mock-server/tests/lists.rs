//! Compliance, restrictions, operations, reconciliation, smartfolios and the
//! dashboard: default sorts (spec 9), filters, bad parameters and the
//! mutations, which persist in their session only.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem, column};
use serde_json::{Value, json};

fn sorted<T: PartialOrd>(values: &[T], descending: bool) -> bool {
    values
        .windows(2)
        .all(|w| if descending { w[0] >= w[1] } else { w[0] <= w[1] })
}

fn strings<'a>(values: &[&'a Value]) -> Vec<&'a str> {
    values.iter().map(|v| v.as_str().unwrap()).collect()
}

#[tokio::test]
async fn compliance_lists_have_their_default_sorts_and_filters() {
    let app = TestApp::new();
    let token = app.access_token("compliance").await;
    let affiliations = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/affiliations?pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&affiliations, "Created")), true));
    let member = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/affiliations?stockType=4&pageSize=All")
        .await;
    assert!(column(&member, "StockType").iter().all(|t| **t == 4));
    let everything = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/affiliations?stockType=0")
        .await;
    assert_eq!(everything["totalMatch"], affiliations["totalMatch"]);
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/compliance/affiliations?stockType=3")
            .await,
        StatusCode::BAD_REQUEST,
    );

    let negative = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/negative-settled-cash?pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&negative, "Date")), true), "Data desc");
    assert!(
        column(&negative, "SettledCash")
            .iter()
            .all(|c| c.as_f64().unwrap() < 0.0)
    );
    let by_alias = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/negative-settled-cash?sort=Data&dir=asc&pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&by_alias, "Date")), false));

    let accounts = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/restricted-accounts?pageSize=All")
        .await;
    let restrictions = app
        .bearer(&token)
        .get_ok("/api/admin/restrictions/accounts?pageSize=All")
        .await;
    assert_eq!(accounts, restrictions, "the two screens list the same accounts");
    let permissions = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/restricted-permissions?pageSize=All")
        .await;
    assert!(
        sorted(&strings(&column(&permissions, "AccountNumber")), false),
        "AccountNumber asc"
    );
    assert_eq!(
        permissions["total"].as_u64().unwrap(),
        accounts["total"].as_u64().unwrap() * 8
    );
    let denied = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/restricted-permissions?isAllowed=false&permissionId=3,4&pageSize=All")
        .await;
    assert!(column(&denied, "IsAllowed").iter().all(|a| **a == false));
    assert!(
        column(&denied, "PermissionId")
            .iter()
            .all(|p| **p == 3 || **p == 4)
    );
    assert!(
        column(&denied, "AccountPermissionId")
            .iter()
            .zip(column(&denied, "PermissionId"))
            .all(|(a, p)| a.as_u64().unwrap() + 1 == p.as_u64().unwrap())
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/compliance/restricted-permissions?permissionId=1")
            .await,
        StatusCode::BAD_REQUEST,
    );

    // The analyst has no compliance claims.
    let analyst = app.access_token("analyst").await;
    assert_problem(
        &app.bearer(&analyst)
            .get("/api/admin/compliance/affiliations")
            .await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn operations_log_and_restore_requests() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let log = app
        .bearer(&token)
        .get_ok("/api/admin/operations/crm-requests?pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&log, "Created")), true));
    let failed = app
        .bearer(&token)
        .get_ok("/api/admin/operations/crm-requests?success=false&pageSize=All")
        .await;
    assert!(
        column(&failed, "StatusCode")
            .iter()
            .all(|s| s.as_u64().unwrap() >= 400)
    );
    let posts = app
        .bearer(&token)
        .get_ok("/api/admin/operations/crm-requests?method=post&pageSize=All")
        .await;
    assert!(column(&posts, "Method").iter().all(|m| **m == "POST"));
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/operations/crm-requests?method=FETCH")
            .await,
        StatusCode::BAD_REQUEST,
    );

    let before = app
        .bearer(&token)
        .get_ok("/api/admin/operations/restore-requests")
        .await;
    let body = json!({"UserId": 10001, "PointInTime": "2026-01-14T09:00:00Z", "Reason": "Watchlists deleted by mistake"});
    let created = app
        .in_session("o")
        .bearer(&token)
        .call("POST", "/api/admin/operations/restore-requests", Some(&body))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    assert_eq!(created.json()["Status"], "Pending");
    assert_eq!(created.json()["RequestedBy"], "admin");
    let after = app
        .in_session("o")
        .bearer(&token)
        .get("/api/admin/operations/restore-requests?status=Pending&pageSize=All")
        .await
        .json();
    assert_eq!(
        after["data"][0]["RestoreRequestId"],
        created.json()["RestoreRequestId"],
        "newest first"
    );
    assert_eq!(
        app.bearer(&token)
            .get_ok("/api/admin/operations/restore-requests")
            .await,
        before,
        "the default session is untouched"
    );
    for (field, value) in [
        ("PointInTime", json!("2026-02-01T00:00:00Z")),
        ("PointInTime", json!("2025-06-01T00:00:00Z")),
        ("Reason", json!(" ")),
        ("UserId", json!(42)),
    ] {
        let mut bad = body.clone();
        bad[field] = value;
        let problem = assert_problem(
            &app.in_session("o")
                .bearer(&token)
                .call("POST", "/api/admin/operations/restore-requests", Some(&bad))
                .await,
            StatusCode::BAD_REQUEST,
        );
        assert!(problem["errors"][field].is_array(), "{field}: {problem}");
    }
}

#[tokio::test]
async fn reconciliation_reports_have_their_default_sorts_and_break_filters() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let trades = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/trades?pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&trades, "Date")), true));
    let positions = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/positions?pageSize=All")
        .await;
    assert!(
        sorted(&strings(&column(&positions, "Source")), true),
        "Source desc"
    );
    let broker = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/positions?source=Broker&pageSize=All")
        .await;
    assert_eq!(
        broker["totalMatch"].as_u64().unwrap() * 2,
        positions["totalMatch"].as_u64().unwrap()
    );
    let balances = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/account-balances?pageSize=All")
        .await;
    assert!(sorted(&strings(&column(&balances, "Name")), false), "Name asc");
    let breaks = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/account-balances?isBreak=true&pageSize=All")
        .await;
    assert!(
        column(&breaks, "Difference")
            .iter()
            .all(|d| d.as_f64().unwrap() != 0.0)
    );
    let onboarding = app
        .bearer(&token)
        .get_ok("/api/admin/reconciliation/onboarding-statuses?platformStatus=Invested&pageSize=All")
        .await;
    assert!(
        column(&onboarding, "PlatformStatus")
            .iter()
            .all(|s| **s == "Invested")
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/reconciliation/positions?source=Bank")
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/reconciliation/trades?isBreak=maybe")
            .await,
        StatusCode::BAD_REQUEST,
    );
    let compliance = app.access_token("compliance").await;
    assert_problem(
        &app.bearer(&compliance)
            .get("/api/admin/reconciliation/trades")
            .await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn smartfolio_designer_and_overrides() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let list = app.bearer(&token).get_ok("/api/admin/smartfolios").await;
    let mut first = list[0].clone();
    assert_eq!(first["minimumInvested"], 500.0, "the sample minimum of spec 9");
    first["aggressiveness"] = json!(10);
    first["title"] = json!("Core Growth Plus");
    let updated = app
        .in_session("f")
        .bearer(&token)
        .call("PUT", "/api/admin/smartfolios/1", Some(&first))
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    assert_eq!(updated.json()["aggressivenessLabel"], "Aggressive+");
    let mut bad = first.clone();
    bad["aggressiveness"] = json!(11);
    bad["symbol"] = json!("ZZZZ");
    bad["imageUrl"] = json!("card.png");
    let problem = assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call("PUT", "/api/admin/smartfolios/1", Some(&bad))
            .await,
        StatusCode::BAD_REQUEST,
    );
    for field in ["aggressiveness", "symbol", "imageUrl"] {
        assert!(problem["errors"][field].is_array(), "{field}");
    }
    // The minimum invested is a positive amount: 0 and less are refused, a cent is taken.
    for (minimum, status) in [
        (json!(0), StatusCode::BAD_REQUEST),
        (json!(-500), StatusCode::BAD_REQUEST),
        (json!(0.01), StatusCode::OK),
    ] {
        let mut body = first.clone();
        body["minimumInvested"] = minimum.clone();
        let answer = app
            .in_session("f")
            .bearer(&token)
            .call("PUT", "/api/admin/smartfolios/1", Some(&body))
            .await;
        assert_eq!(answer.status, status, "{minimum}: {}", answer.text());
        if status == StatusCode::BAD_REQUEST {
            assert!(answer.json()["errors"]["minimumInvested"].is_array(), "{minimum}");
        }
    }
    // Image addresses are this server's own images.
    let mut ftp = first.clone();
    ftp["bannerImageUrl"] = json!("ftp://cdn.brokerage.example/banner.png");
    let problem = assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call("PUT", "/api/admin/smartfolios/1", Some(&ftp))
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert!(problem["errors"]["bannerImageUrl"].is_array());
    assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call("PUT", "/api/admin/smartfolios/99", Some(&first))
            .await,
        StatusCode::NOT_FOUND,
    );

    let held = app
        .bearer(&token)
        .get_ok("/api/admin/smartfolios/positions?smartfolioId=3&pageSize=All")
        .await;
    assert!(column(&held, "smartfolioId").iter().all(|id| **id == 3));
    // The totals cover every match, whichever page is asked for.
    let sum = |field: &str| -> f64 {
        held["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p[field].as_f64().unwrap())
            .sum()
    };
    let one_page = app
        .bearer(&token)
        .get_ok("/api/admin/smartfolios/positions?smartfolioId=3&pageSize=1")
        .await;
    assert_eq!(one_page["data"].as_array().unwrap().len(), 1);
    for (total, field) in [("totalInvested", "invested"), ("totalMarketValue", "marketValue")] {
        let expected = sum(field);
        assert!(expected > 0.0, "{field}");
        assert!(
            (one_page[total].as_f64().unwrap() - expected).abs() < 0.01,
            "{total}"
        );
        assert_eq!(one_page[total], held[total], "{total}");
    }
    let none = app
        .bearer(&token)
        .get_ok("/api/admin/smartfolios/positions?search=no-such-account")
        .await;
    assert_eq!(none["totalMatch"], 0);
    assert_eq!(none["totalInvested"], 0.0);

    let body = json!({"smartfolioId": 3, "symbol": "nvda", "weight": 0.05, "reason": "Earnings blackout"});
    let created = app
        .in_session("f")
        .bearer(&token)
        .call("POST", "/api/admin/smartfolios/overrides", Some(&body))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["overrideId"].as_u64().unwrap();
    assert_eq!(created.json()["symbol"], "NVDA");
    assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call("POST", "/api/admin/smartfolios/overrides", Some(&body))
            .await,
        StatusCode::CONFLICT,
    );
    let mut heavier = body.clone();
    heavier["weight"] = json!(0.2);
    let changed = app
        .in_session("f")
        .bearer(&token)
        .call(
            "PUT",
            &format!("/api/admin/smartfolios/overrides/{id}"),
            Some(&heavier),
        )
        .await;
    assert_eq!(changed.json()["weight"], 0.2);
    heavier["weight"] = json!(1.5);
    assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call(
                "PUT",
                &format!("/api/admin/smartfolios/overrides/{id}"),
                Some(&heavier),
            )
            .await,
        StatusCode::BAD_REQUEST,
    );
    let removed = app
        .in_session("f")
        .bearer(&token)
        .call("DELETE", &format!("/api/admin/smartfolios/overrides/{id}"), None)
        .await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_problem(
        &app.in_session("f")
            .bearer(&token)
            .call("DELETE", &format!("/api/admin/smartfolios/overrides/{id}"), None)
            .await,
        StatusCode::NOT_FOUND,
    );
}

#[tokio::test]
async fn dashboard_and_market_data() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let figures = app.bearer(&token).get_ok("/api/admin/dashboard").await;
    assert_eq!(figures["customers"], 60);
    let series = app.bearer(&token).get_ok("/api/admin/market-data/spy").await;
    let points = series["points"].as_array().unwrap();
    // 10:30 AM in New York: the session's first hour, a point a minute from 9:30 (market_data.rs).
    assert_eq!(points.len(), 61);
    assert_eq!(points[0]["time"], series["sessionOpen"]);
    assert!(series["previousClose"].as_f64().unwrap() > 0.0);
    assert_eq!(
        app.bearer(&token).get_ok("/api/admin/market-data/SPY").await,
        series,
        "the same minute, the same series"
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/market-data/ZZZZ").await,
        StatusCode::NOT_FOUND,
    );
}
