//! The create flows' writes: opening a trading account and recording a
//! manual transfer. Each write stays in its session and shows in the
//! listings at once; bad input gets field-level 400s.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};
use serde_json::json;

#[tokio::test]
async fn opening_a_trading_account_shows_it_in_the_listing_of_that_session_only() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let before = admin.in_session("a").get_ok("/api/admin/trading-accounts").await;
    let body = json!({"UserId": 10003, "AccountType": 6});
    let opened = admin
        .in_session("a")
        .post_json("/api/admin/trading-accounts", &body)
        .await;
    assert_eq!(opened.status, StatusCode::CREATED, "{}", opened.text());
    let account = opened.json();
    assert_eq!(account["UserId"], 10003);
    assert_eq!(account["AccountType"], 6);
    assert_eq!(account["CashBalance"], 0.0);
    let id = account["TradingAccountId"].as_u64().unwrap();
    assert_eq!(id / 10, 10003, "an id in the customer's range");
    assert_eq!(account["AccountNumber"], format!("5RB{id:08}"));

    // Newest first: the new account heads the listing.
    let after = admin.in_session("a").get_ok("/api/admin/trading-accounts").await;
    assert_eq!(after["total"], before["total"].as_u64().unwrap() + 1);
    assert_eq!(after["data"][0]["TradingAccountId"], id);
    let details = admin
        .in_session("a")
        .get_ok(&format!("/api/admin/trading-accounts/{id}"))
        .await;
    assert_eq!(details["account"]["FullName"], account["FullName"]);
    let user = admin.in_session("a").get_ok("/api/admin/users/10003").await;
    assert!(
        user["tradingAccounts"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["TradingAccountId"] == id)
    );
    let elsewhere = admin.in_session("b").get_ok("/api/admin/trading-accounts").await;
    assert_eq!(elsewhere["total"], before["total"]);

    // Ten accounts at most per customer.
    let mut last = StatusCode::CREATED;
    for _ in 0..10 {
        last = admin
            .in_session("a")
            .post_json("/api/admin/trading-accounts", &body)
            .await
            .status;
        if last != StatusCode::CREATED {
            break;
        }
    }
    assert_eq!(last, StatusCode::CONFLICT);
}

#[tokio::test]
async fn opening_a_trading_account_checks_its_fields_and_its_claim() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let bad = json!({"UserId": 1, "AccountType": 0});
    let problem = assert_problem(
        &admin
            .in_session("a")
            .post_json("/api/admin/trading-accounts", &bad)
            .await,
        StatusCode::BAD_REQUEST,
    );
    for field in ["UserId", "AccountType"] {
        assert!(problem["errors"][field].is_array(), "{field}: {problem}");
    }
    let body = json!({"UserId": 10003, "AccountType": 1});
    let nobody = app
        .anonymous()
        .in_session("a")
        .post_json("/api/admin/trading-accounts", &body)
        .await;
    assert_problem(&nobody, StatusCode::UNAUTHORIZED);
    let analyst = app.signed_in("analyst").await;
    let refused = assert_problem(
        &analyst
            .in_session("a")
            .post_json("/api/admin/trading-accounts", &body)
            .await,
        StatusCode::FORBIDDEN,
    );
    assert!(refused["error"].as_str().unwrap().contains("users.manage"));
    let listing = admin.in_session("a").get_ok("/api/admin/trading-accounts").await;
    assert!(
        listing["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a["AccountType"] != 0 || a["UserId"] != 1)
    );
}

#[tokio::test]
async fn a_manual_transfer_is_pending_and_heads_the_cash_movement_listing() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let before = admin.in_session("a").get_ok("/api/admin/transfers").await;
    let body = json!({
        "TradingAccountId": 100000, "Type": "FromBroker", "Kind": "INVEST", "Amount": 1234.56, "Date": "2026-01-15"
    });
    let created = admin
        .in_session("a")
        .post_json("/api/admin/transfers", &body)
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let transfer = created.json();
    assert_eq!(transfer["Status"], "Pending");
    assert_eq!(transfer["Amount"], 1234.56);
    assert_eq!(transfer["Kind"], "INVEST");
    assert_eq!(transfer["UserId"], 10000);
    assert!(transfer["BankAccountId"].is_null());
    let id = transfer["TransferId"].clone();

    let after = admin.in_session("a").get_ok("/api/admin/transfers").await;
    assert_eq!(after["total"], before["total"].as_u64().unwrap() + 1);
    assert_eq!(after["data"][0]["TransferId"], id, "newest first");
    let filtered = admin
        .in_session("a")
        .get_ok("/api/admin/transfers?transferType=FromBroker&status=Pending")
        .await;
    assert_eq!(filtered["data"][0]["TransferId"], id);
    let details = admin
        .in_session("a")
        .get_ok(&format!("/api/admin/transfers/{id}"))
        .await;
    assert!(details.to_string().contains("1234.56"));
    let elsewhere = admin.in_session("b").get_ok("/api/admin/transfers").await;
    assert_eq!(elsewhere["total"], before["total"]);

    // A bank movement goes through the account's first bank account.
    let deposit = json!({
        "TradingAccountId": 100000, "Type": "BankDeposit", "Kind": "INVEST", "Amount": 10, "Date": "2026-01-10"
    });
    let answer = admin
        .in_session("a")
        .post_json("/api/admin/transfers", &deposit)
        .await;
    if answer.status == StatusCode::CREATED {
        assert!(answer.json()["BankAccountId"].as_u64().is_some());
    } else {
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(
            problem["errors"]["Type"].is_array() || problem["errors"]["Date"].is_array(),
            "{problem}"
        );
    }
}

#[tokio::test]
async fn a_manual_transfer_checks_its_fields_and_its_claim() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let bad = json!({
        "TradingAccountId": 1, "Type": "BankWithdraw", "Kind": "INVEST", "Amount": 0, "Date": "2026-02-01"
    });
    let problem = assert_problem(
        &admin
            .in_session("a")
            .post_json("/api/admin/transfers", &bad)
            .await,
        StatusCode::BAD_REQUEST,
    );
    for field in ["TradingAccountId", "Kind", "Amount", "Date"] {
        assert!(problem["errors"][field].is_array(), "{field}: {problem}");
    }
    let fractions = json!({
        "TradingAccountId": 100000, "Type": "SmartfolioWithdraw", "Kind": "WITHDRAW", "Amount": 1.005, "Date": "2026-01-15"
    });
    let problem = assert_problem(
        &admin
            .in_session("a")
            .post_json("/api/admin/transfers", &fractions)
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert!(problem["errors"]["Amount"].is_array(), "{problem}");
    let too_early = json!({
        "TradingAccountId": 100000, "Type": "SmartfolioWithdraw", "Kind": "WITHDRAW", "Amount": 1, "Date": "2000-01-01"
    });
    let problem = assert_problem(
        &admin
            .in_session("a")
            .post_json("/api/admin/transfers", &too_early)
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert!(problem["errors"]["Date"].is_array(), "{problem}");

    let body = json!({
        "TradingAccountId": 100000, "Type": "FromBroker", "Kind": "INVEST", "Amount": 5, "Date": "2026-01-15"
    });
    assert_problem(
        &app.anonymous()
            .in_session("a")
            .post_json("/api/admin/transfers", &body)
            .await,
        StatusCode::UNAUTHORIZED,
    );
    for account in ["analyst", "compliance"] {
        let token = app.signed_in(account).await;
        assert_problem(
            &token
                .in_session("a")
                .post_json("/api/admin/transfers", &body)
                .await,
            StatusCode::FORBIDDEN,
        );
    }
    let untouched = admin.in_session("a").get_ok("/api/admin/transfers").await;
    assert_eq!(untouched["total"], untouched["totalMatch"]);
    let fresh = admin.in_session("fresh").get_ok("/api/admin/transfers").await;
    assert_eq!(
        untouched["total"], fresh["total"],
        "refused writes change nothing"
    );
}
