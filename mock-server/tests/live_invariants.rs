//! The world's invariants (`mock_server::invariants`, issue 24) against a live
//! session after a sequence of writes through the API: opening an account,
//! recording transfers (today, and on the day an account opened), overrides
//! created, changed and removed, strategy weights set (and an edit refused),
//! designer images changed (and an address refused). A write can never break
//! them. (The API has no call that places an order or books a trade.)

#![allow(clippy::unwrap_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use axum::http::StatusCode;
use chrono::Timelike;
use common::{TestApp, small_world};
use mock_server::invariants;
use serde_json::json;

#[tokio::test]
async fn the_invariants_hold_after_writes_through_the_api() {
    let state = small_world();
    let app = TestApp::with_state(state.clone());
    let session = "live-invariants";
    let admin = app.in_session(session).signed_in("admin").await;

    // An account opened today, and money moved into it.
    let opened = admin
        .post_json(
            "/api/admin/trading-accounts",
            &json!({"UserId": 10003, "AccountType": 1}),
        )
        .await;
    assert_eq!(opened.status, StatusCode::CREATED, "{}", opened.text());
    let new_account = opened.json()["TradingAccountId"].as_u64().unwrap();
    let today = "2026-01-15";
    for (account, kind, direction) in [
        (new_account, "FromBroker", "INVEST"),
        (new_account, "SmartfolioInvest", "INVEST"),
        (100_000, "BankWithdraw", "WITHDRAW"),
    ] {
        let answer = admin
            .post_json(
                "/api/admin/transfers",
                &json!({"TradingAccountId": account, "Type": kind, "Kind": direction, "Amount": 125.5, "Date": today}),
            )
            .await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text());
    }
    // A transfer dated the day an account opened in the afternoon: it cannot
    // have happened before the account existed.
    let afternoon = {
        let sessions = &state.sessions;
        let world = sessions.get_or_open(Some(session)).unwrap();
        let world = world.world();
        world
            .trading_accounts
            .iter()
            .find(|a| a.created.hour() >= 13 && !world.bank_accounts_of(a.trading_account_id).is_empty())
            .map(|a| (a.trading_account_id, a.created.date_naive()))
            .unwrap()
    };
    let answer = admin
        .post_json(
            "/api/admin/transfers",
            &json!({"TradingAccountId": afternoon.0, "Type": "BankDeposit", "Kind": "INVEST", "Amount": 40, "Date": afternoon.1}),
        )
        .await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text());

    // Overrides: created, changed, removed.
    let created = admin
        .post_json(
            "/api/admin/smartfolios/overrides",
            &json!({"smartfolioId": 2, "symbol": "nvda", "weight": 0.1, "reason": "Earnings blackout"}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["overrideId"].as_u64().unwrap();
    let changed = admin
        .put_json(
            &format!("/api/admin/smartfolios/overrides/{id}"),
            &json!({"smartfolioId": 4, "symbol": "AAPL", "weight": 0.2, "reason": "Client request"}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text());
    assert_eq!(
        admin.delete("/api/admin/smartfolios/overrides/1").await.status,
        StatusCode::NO_CONTENT
    );

    // Strategy weights: an edit that adds up, and one that would not.
    let set = admin
        .put_json(
            "/api/v1/SymbolStrategy/1",
            &json!({"symbols": [
                {"symbol": "SPY", "weight": 0.7, "isActive": true},
                {"symbol": "TLT", "weight": 0.3, "isActive": true},
                {"symbol": "GLD", "weight": 0, "isActive": false}
            ]}),
        )
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let refused = admin
        .put_json(
            "/api/v1/SymbolStrategy/5",
            &json!({"symbols": [{"symbol": "SPY", "weight": 0.9, "isActive": true}]}),
        )
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text());

    // Designer images: another smartfolio's, and an address that never shows.
    let smartfolio = admin.get_ok("/api/admin/smartfolios").await[0].clone();
    let mut body = json!({
        "title": smartfolio["title"], "description": smartfolio["description"],
        "marketingName": smartfolio["marketingName"], "symbol": smartfolio["symbol"],
        "active": smartfolio["active"], "isCoreStrategy": smartfolio["isCoreStrategy"],
        "minimumInvested": smartfolio["minimumInvested"], "aggressiveness": smartfolio["aggressiveness"],
        "membershipTypeId": smartfolio["membershipTypeId"], "performDownload": smartfolio["performDownload"],
        "category": smartfolio["category"], "imageUrl": "/images/smartfolios/7/card.svg",
        "bannerImageUrl": "/images/smartfolios/7/banner.svg"
    });
    assert_eq!(
        admin.put_json("/api/admin/smartfolios/1", &body).await.status,
        StatusCode::OK
    );
    body["imageUrl"] = json!("https://cdn.brokerage.example/smartfolios/1/card.png");
    assert_eq!(
        admin.put_json("/api/admin/smartfolios/1", &body).await.status,
        StatusCode::BAD_REQUEST
    );

    // Time passes: the session's clock moves on a day.
    let moved = admin
        .call("PUT", "/__mock/clock", Some(&json!({"advanceSeconds": 86_400})))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());

    let live = state.sessions.get_or_open(Some(session)).unwrap();
    let now = live.now();
    let world = live.world();
    let reports = invariants::check_all(&world, now);
    assert_eq!(reports.len(), invariants::ALL.len());
    assert!(
        reports.iter().all(|r| r.checked > 0),
        "an invariant checked nothing"
    );
    let broken: Vec<String> = reports
        .iter()
        .filter(|r| !r.holds())
        .map(ToString::to_string)
        .collect();
    assert!(broken.is_empty(), "after the writes:\n{}", broken.join("\n"));
}
