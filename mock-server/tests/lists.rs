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
use common::{app, assert_problem, call, column, get_ok, sign_in};
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
    let app = app();
    let token = sign_in(&app, "compliance").await;
    let affiliations = get_ok(&app, &token, "/api/admin/compliance/affiliations?pageSize=All").await;
    assert!(sorted(&strings(&column(&affiliations, "Created")), true));
    let member = get_ok(
        &app,
        &token,
        "/api/admin/compliance/affiliations?stockType=4&pageSize=All",
    )
    .await;
    assert!(column(&member, "StockType").iter().all(|t| **t == 4));
    let everything = get_ok(&app, &token, "/api/admin/compliance/affiliations?stockType=0").await;
    assert_eq!(everything["totalMatch"], affiliations["totalMatch"]);
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/compliance/affiliations?stockType=3",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );

    let negative = get_ok(
        &app,
        &token,
        "/api/admin/compliance/negative-settled-cash?pageSize=All",
    )
    .await;
    assert!(sorted(&strings(&column(&negative, "Date")), true), "Data desc");
    assert!(
        column(&negative, "SettledCash")
            .iter()
            .all(|c| c.as_f64().unwrap() < 0.0)
    );
    let by_alias = get_ok(
        &app,
        &token,
        "/api/admin/compliance/negative-settled-cash?sort=Data&dir=asc&pageSize=All",
    )
    .await;
    assert!(sorted(&strings(&column(&by_alias, "Date")), false));

    let accounts = get_ok(
        &app,
        &token,
        "/api/admin/compliance/restricted-accounts?pageSize=All",
    )
    .await;
    let restrictions = get_ok(&app, &token, "/api/admin/restrictions/accounts?pageSize=All").await;
    assert_eq!(accounts, restrictions, "the two screens list the same accounts");
    let permissions = get_ok(
        &app,
        &token,
        "/api/admin/compliance/restricted-permissions?pageSize=All",
    )
    .await;
    assert!(
        sorted(&strings(&column(&permissions, "AccountNumber")), false),
        "AccountNumber asc"
    );
    assert_eq!(
        permissions["total"].as_u64().unwrap(),
        accounts["total"].as_u64().unwrap() * 8
    );
    let denied = get_ok(
        &app,
        &token,
        "/api/admin/compliance/restricted-permissions?isAllowed=false&permissionId=3,4&pageSize=All",
    )
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
        &call(
            &app,
            "GET",
            "/api/admin/compliance/restricted-permissions?permissionId=1",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );

    // The analyst has no compliance claims.
    let analyst = sign_in(&app, "analyst").await;
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/compliance/affiliations",
            Some(&analyst),
            None,
            None,
        )
        .await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn operations_log_and_restore_requests() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    let log = get_ok(&app, &token, "/api/admin/operations/crm-requests?pageSize=All").await;
    assert!(sorted(&strings(&column(&log, "Created")), true));
    let failed = get_ok(
        &app,
        &token,
        "/api/admin/operations/crm-requests?success=false&pageSize=All",
    )
    .await;
    assert!(
        column(&failed, "StatusCode")
            .iter()
            .all(|s| s.as_u64().unwrap() >= 400)
    );
    let posts = get_ok(
        &app,
        &token,
        "/api/admin/operations/crm-requests?method=post&pageSize=All",
    )
    .await;
    assert!(column(&posts, "Method").iter().all(|m| **m == "POST"));
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/operations/crm-requests?method=FETCH",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );

    let before = get_ok(&app, &token, "/api/admin/operations/restore-requests").await;
    let body = json!({"UserId": 10001, "PointInTime": "2026-01-14T09:00:00Z", "Reason": "Watchlists deleted by mistake"});
    let created = call(
        &app,
        "POST",
        "/api/admin/operations/restore-requests",
        Some(&token),
        Some("o"),
        Some(&body),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    assert_eq!(created.json()["Status"], "Pending");
    assert_eq!(created.json()["RequestedBy"], "admin");
    let after = call(
        &app,
        "GET",
        "/api/admin/operations/restore-requests?status=Pending&pageSize=All",
        Some(&token),
        Some("o"),
        None,
    )
    .await
    .json();
    assert_eq!(
        after["data"][0]["RestoreRequestId"],
        created.json()["RestoreRequestId"],
        "newest first"
    );
    assert_eq!(
        get_ok(&app, &token, "/api/admin/operations/restore-requests").await,
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
            &call(
                &app,
                "POST",
                "/api/admin/operations/restore-requests",
                Some(&token),
                Some("o"),
                Some(&bad),
            )
            .await,
            StatusCode::BAD_REQUEST,
        );
        assert!(problem["errors"][field].is_array(), "{field}: {problem}");
    }
}

#[tokio::test]
async fn reconciliation_reports_have_their_default_sorts_and_break_filters() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let trades = get_ok(&app, &token, "/api/admin/reconciliation/trades?pageSize=All").await;
    assert!(sorted(&strings(&column(&trades, "Date")), true));
    let positions = get_ok(&app, &token, "/api/admin/reconciliation/positions?pageSize=All").await;
    assert!(
        sorted(&strings(&column(&positions, "Source")), true),
        "Source desc"
    );
    let broker = get_ok(
        &app,
        &token,
        "/api/admin/reconciliation/positions?source=Broker&pageSize=All",
    )
    .await;
    assert_eq!(
        broker["totalMatch"].as_u64().unwrap() * 2,
        positions["totalMatch"].as_u64().unwrap()
    );
    let balances = get_ok(
        &app,
        &token,
        "/api/admin/reconciliation/account-balances?pageSize=All",
    )
    .await;
    assert!(sorted(&strings(&column(&balances, "Name")), false), "Name asc");
    let breaks = get_ok(
        &app,
        &token,
        "/api/admin/reconciliation/account-balances?isBreak=true&pageSize=All",
    )
    .await;
    assert!(
        column(&breaks, "Difference")
            .iter()
            .all(|d| d.as_f64().unwrap() != 0.0)
    );
    let onboarding = get_ok(
        &app,
        &token,
        "/api/admin/reconciliation/onboarding-statuses?platformStatus=Invested&pageSize=All",
    )
    .await;
    assert!(
        column(&onboarding, "PlatformStatus")
            .iter()
            .all(|s| **s == "Invested")
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/reconciliation/positions?source=Bank",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/reconciliation/trades?isBreak=maybe",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    let compliance = sign_in(&app, "compliance").await;
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/reconciliation/trades",
            Some(&compliance),
            None,
            None,
        )
        .await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn smartfolio_designer_and_overrides() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let list = get_ok(&app, &token, "/api/admin/smartfolios").await;
    let mut first = list[0].clone();
    assert_eq!(first["minimumInvested"], 500.0, "the sample minimum of spec 9");
    first["aggressiveness"] = json!(10);
    first["title"] = json!("Core Growth Plus");
    let updated = call(
        &app,
        "PUT",
        "/api/admin/smartfolios/1",
        Some(&token),
        Some("f"),
        Some(&first),
    )
    .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    assert_eq!(updated.json()["aggressivenessLabel"], "Aggressive+");
    let mut bad = first.clone();
    bad["aggressiveness"] = json!(11);
    bad["symbol"] = json!("ZZZZ");
    bad["imageUrl"] = json!("card.png");
    let problem = assert_problem(
        &call(
            &app,
            "PUT",
            "/api/admin/smartfolios/1",
            Some(&token),
            Some("f"),
            Some(&bad),
        )
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
        let answer = call(
            &app,
            "PUT",
            "/api/admin/smartfolios/1",
            Some(&token),
            Some("f"),
            Some(&body),
        )
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
        &call(
            &app,
            "PUT",
            "/api/admin/smartfolios/1",
            Some(&token),
            Some("f"),
            Some(&ftp),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    assert!(problem["errors"]["bannerImageUrl"].is_array());
    assert_problem(
        &call(
            &app,
            "PUT",
            "/api/admin/smartfolios/99",
            Some(&token),
            Some("f"),
            Some(&first),
        )
        .await,
        StatusCode::NOT_FOUND,
    );

    let held = get_ok(
        &app,
        &token,
        "/api/admin/smartfolios/positions?smartfolioId=3&pageSize=All",
    )
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
    let one_page = get_ok(
        &app,
        &token,
        "/api/admin/smartfolios/positions?smartfolioId=3&pageSize=1",
    )
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
    let none = get_ok(
        &app,
        &token,
        "/api/admin/smartfolios/positions?search=no-such-account",
    )
    .await;
    assert_eq!(none["totalMatch"], 0);
    assert_eq!(none["totalInvested"], 0.0);

    let body = json!({"smartfolioId": 3, "symbol": "nvda", "weight": 0.05, "reason": "Earnings blackout"});
    let created = call(
        &app,
        "POST",
        "/api/admin/smartfolios/overrides",
        Some(&token),
        Some("f"),
        Some(&body),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["overrideId"].as_u64().unwrap();
    assert_eq!(created.json()["symbol"], "NVDA");
    assert_problem(
        &call(
            &app,
            "POST",
            "/api/admin/smartfolios/overrides",
            Some(&token),
            Some("f"),
            Some(&body),
        )
        .await,
        StatusCode::CONFLICT,
    );
    let mut heavier = body.clone();
    heavier["weight"] = json!(0.2);
    let changed = call(
        &app,
        "PUT",
        &format!("/api/admin/smartfolios/overrides/{id}"),
        Some(&token),
        Some("f"),
        Some(&heavier),
    )
    .await;
    assert_eq!(changed.json()["weight"], 0.2);
    heavier["weight"] = json!(1.5);
    assert_problem(
        &call(
            &app,
            "PUT",
            &format!("/api/admin/smartfolios/overrides/{id}"),
            Some(&token),
            Some("f"),
            Some(&heavier),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    let removed = call(
        &app,
        "DELETE",
        &format!("/api/admin/smartfolios/overrides/{id}"),
        Some(&token),
        Some("f"),
        None,
    )
    .await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_problem(
        &call(
            &app,
            "DELETE",
            &format!("/api/admin/smartfolios/overrides/{id}"),
            Some(&token),
            Some("f"),
            None,
        )
        .await,
        StatusCode::NOT_FOUND,
    );
}

#[tokio::test]
async fn dashboard_and_market_data() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let figures = get_ok(&app, &token, "/api/admin/dashboard").await;
    assert_eq!(figures["customers"], 60);
    let series = get_ok(&app, &token, "/api/admin/market-data/spy").await;
    let points = series["points"].as_array().unwrap();
    // 10:30 AM in New York: the session's first hour, a point a minute from 9:30 (market_data.rs).
    assert_eq!(points.len(), 61);
    assert_eq!(points[0]["time"], series["sessionOpen"]);
    assert!(series["previousClose"].as_f64().unwrap() > 0.0);
    assert_eq!(
        get_ok(&app, &token, "/api/admin/market-data/SPY").await,
        series,
        "the same minute, the same series"
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/market-data/ZZZZ",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::NOT_FOUND,
    );
}
