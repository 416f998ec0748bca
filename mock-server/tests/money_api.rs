//! The money calls: transfers and their presets, trades, the orders tabs and
//! their envelopes, bank accounts with the review filter and the reviewer's
//! actions, and the trading account detail route.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem, rows};
use serde_json::json;

fn descending<'a>(values: impl Iterator<Item = &'a str>) -> bool {
    let values: Vec<&str> = values.collect();
    values.windows(2).all(|w| w[0] >= w[1])
}

#[tokio::test]
async fn transfers_filter_by_type_status_kind_and_the_presets() {
    let app = TestApp::new();
    let token = app.access_token("compliance").await;
    let all = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?pageSize=All")
        .await;
    assert!(all["total"].as_u64().unwrap() > 50);
    assert!(descending(
        rows(&all).iter().map(|t| t["Created"].as_str().unwrap())
    ));

    let processed = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?preset=processed&pageSize=All")
        .await;
    assert!(
        rows(&processed)
            .iter()
            .all(|t| ["Complete", "Rejected", "Cancelled"].contains(&t["Status"].as_str().unwrap()))
    );
    let unprocessed = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?preset=unprocessed&pageSize=All")
        .await;
    assert!(
        rows(&unprocessed)
            .iter()
            .all(|t| ["OnHold", "Skipped"].contains(&t["Status"].as_str().unwrap()))
    );
    let watch = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?preset=achWithdrawalWatch&pageSize=All")
        .await;
    for t in rows(&watch) {
        assert_eq!(
            (t["Status"].as_str(), t["Type"].as_str()),
            (Some("Pending"), Some("BankWithdraw"))
        );
        assert!(!t["WatchlistTypes"].as_array().unwrap().is_empty());
    }
    let withdrawals = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?kind=WITHDRAW&transferType=All&pageSize=All")
        .await;
    assert!(rows(&withdrawals).iter().all(|t| t["Kind"] == "WITHDRAW"));
    let two = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?status=Pending,Error&pageSize=All")
        .await;
    assert!(
        rows(&two)
            .iter()
            .all(|t| t["Status"] == "Pending" || t["Status"] == "Error")
    );
    let by_amount = app
        .bearer(&token)
        .get_ok("/api/admin/transfers?sort=Amount&dir=asc&pageSize=50")
        .await;
    let amounts: Vec<f64> = rows(&by_amount)
        .iter()
        .map(|t| t["Amount"].as_f64().unwrap())
        .collect();
    assert!(amounts.windows(2).all(|w| w[0] <= w[1]));

    let first = &rows(&all)[0];
    let id = first["TransferId"].as_u64().unwrap();
    let details = app
        .bearer(&token)
        .get(&format!("/api/admin/transfers/{id}"))
        .await
        .json();
    assert_eq!(details["transfer"], *first);
    assert_eq!(
        details["tradingAccount"]["TradingAccountId"],
        first["TradingAccountId"]
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/transfers/1").await,
        StatusCode::NOT_FOUND,
    );

    let watchlist = app
        .bearer(&token)
        .get_ok("/api/admin/compliance/ach-watchlist?pageSize=All")
        .await;
    assert!(
        rows(&watchlist)
            .iter()
            .all(|t| !t["WatchlistTypes"].as_array().unwrap().is_empty())
    );
    for bad in [
        "preset=everything",
        "status=Lost",
        "kind=SPEND",
        "transferType=Cash",
        "tradingAccountId=x",
    ] {
        assert_problem(
            &app.bearer(&token)
                .get(&format!("/api/admin/transfers?{bad}"))
                .await,
            StatusCode::BAD_REQUEST,
        );
    }
}

#[tokio::test]
async fn trades_filter_by_side_origin_status_and_symbol() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let all = app.bearer(&token).get_ok("/api/admin/trades?pageSize=All").await;
    assert!(descending(
        rows(&all).iter().map(|t| t["CreatedDate"].as_str().unwrap())
    ));
    let buys = app
        .bearer(&token)
        .get_ok("/api/admin/trades?side=BUY&origin=All&pageSize=All")
        .await;
    assert!(rows(&buys).iter().all(|t| t["Side"] == "BUY"));
    let manual = app
        .bearer(&token)
        .get_ok("/api/admin/trades?origin=Manual&pageSize=All")
        .await;
    assert!(rows(&manual).iter().all(|t| t["Origin"] == "Manual"));
    let symbol = rows(&all)[0]["Symbol"].as_str().unwrap().to_owned();
    let one = app
        .bearer(&token)
        .get_ok(&format!(
            "/api/admin/trades?symbol={}&pageSize=All",
            symbol.to_lowercase()
        ))
        .await;
    assert!(rows(&one).iter().all(|t| t["Symbol"] == symbol.as_str()));
    let id = rows(&all)[0]["TradeId"].as_u64().unwrap();
    assert_eq!(
        app.bearer(&token)
            .get_ok(&format!("/api/admin/trades/{id}"))
            .await,
        rows(&all)[0]
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/trades?symbol=NOPE").await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/trades?side=HOLD").await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn orders_answer_the_data_items_envelope_with_presets_and_aggregates() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let page = app
        .bearer(&token)
        .get_ok("/api/admin/orders?pageSize=10&page=2")
        .await;
    let data = &page["Data"];
    assert_eq!(data["Count"], 10);
    assert_eq!(data["Items"].as_array().unwrap().len(), 10);
    let matched = data["MatchedCount"].as_u64().unwrap();
    assert_eq!(data["TotalPages"].as_u64().unwrap(), matched.div_ceil(10));
    assert_eq!(data["TotalCount"], data["MatchedCount"]);

    let submitted = app
        .bearer(&token)
        .get_ok("/api/admin/orders?preset=submitted&pageSize=All")
        .await;
    let statuses: Vec<&str> = submitted["Data"]["Items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["Status"].as_str().unwrap())
        .collect();
    assert!(
        statuses
            .iter()
            .all(|s| ["Complete", "Rejected", "Cancelled", "SubmittedOther"].contains(s))
    );
    assert_eq!(submitted["Data"]["TotalPages"], 1);
    let unsubmitted = app
        .bearer(&token)
        .get_ok("/api/admin/orders?preset=unsubmitted&pageSize=All")
        .await;
    assert!(
        unsubmitted["Data"]["Items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["Status"] == "OnOpen" || o["Status"] == "UnsubmittedOther")
    );
    let limits = app
        .bearer(&token)
        .get_ok("/api/admin/orders?orderType=Limit&action=Buy,Sell&pageSize=All")
        .await;
    for o in limits["Data"]["Items"].as_array().unwrap() {
        assert_eq!(o["OrderType"], "Limit");
        assert!(o["Action"] == "Buy" || o["Action"] == "Sell");
    }
    let transfers = app
        .bearer(&token)
        .get_ok("/api/admin/orders/transfers?pageSize=All")
        .await;
    assert!(
        transfers["Data"]["Items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["Action"] == "Invest" || o["Action"] == "Withdraw")
    );

    let all = app.bearer(&token).get_ok("/api/admin/orders?pageSize=All").await;
    let total = all["Data"]["MatchedCount"].as_u64().unwrap();
    for view in ["accounts", "symbols", "actions"] {
        let groups = app
            .bearer(&token)
            .get_ok(&format!("/api/admin/orders/aggregate/{view}"))
            .await;
        let counted: u64 = groups["Data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["OrderCount"].as_u64().unwrap())
            .sum();
        assert_eq!(counted, total, "{view} sums every order");
    }
    let fix = app
        .bearer(&token)
        .get_ok("/api/admin/orders/fix?pageSize=5")
        .await;
    assert_eq!(fix["Data"]["Count"], 5);
    let executions = app
        .bearer(&token)
        .get_ok("/api/admin/orders/executions?pageSize=All")
        .await;
    assert!(executions["Data"]["MatchedCount"].as_u64().unwrap() > 0);
    assert_problem(
        &app.bearer(&token).get("/api/admin/orders?preset=later").await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/orders?status=Done").await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn bank_accounts_review_filter_and_the_reviewers_actions() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let all = app
        .bearer(&token)
        .get_ok("/api/admin/bank-accounts?pageSize=All")
        .await;
    let mut seen = 0;
    for filter in ["NeedsReview", "PendingUser", "Rejected", "Passed"] {
        let part = app
            .bearer(&token)
            .get_ok(&format!("/api/admin/bank-accounts?review={filter}&pageSize=All"))
            .await;
        seen += part["totalMatch"].as_u64().unwrap();
    }
    assert!(seen > 0);
    assert_eq!(
        app.bearer(&token)
            .get_ok("/api/admin/bank-accounts?review=All")
            .await["totalMatch"],
        all["totalMatch"]
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/bank-accounts?review=Maybe")
            .await,
        StatusCode::BAD_REQUEST,
    );

    let id = rows(&all)[0]["BankAccountId"].as_u64().unwrap();
    let details = app
        .in_session("b")
        .bearer(&token)
        .get(&format!("/api/admin/bank-accounts/{id}"))
        .await
        .json();
    assert_eq!(details["bankAccount"]["BankAccountId"], id);
    let passed = app
        .in_session("b")
        .bearer(&token)
        .call(
            "POST",
            &format!("/api/admin/bank-accounts/{id}/manual-override"),
            Some(&json!({"manualOverride": "P"})),
        )
        .await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.text());
    let listed = app
        .in_session("b")
        .bearer(&token)
        .get("/api/admin/bank-accounts?review=Passed&pageSize=All")
        .await
        .json();
    assert!(
        rows(&listed).iter().any(|b| b["BankAccountId"] == id),
        "an override wins"
    );
    let cleared = app
        .in_session("b")
        .bearer(&token)
        .call(
            "POST",
            &format!("/api/admin/bank-accounts/{id}/manual-override"),
            Some(&json!({"manualOverride": null})),
        )
        .await;
    assert!(cleared.json()["ManualOverride"].is_null());
    let reviewed = app
        .in_session("b")
        .bearer(&token)
        .call(
            "POST",
            &format!("/api/admin/bank-accounts/{id}/review"),
            Some(&json!({"reviewState": "Reviewing"})),
        )
        .await;
    assert_eq!(reviewed.json()["ReviewState"], "Reviewing");
    assert_problem(
        &app.in_session("b")
            .bearer(&token)
            .call(
                "POST",
                &format!("/api/admin/bank-accounts/{id}/review"),
                Some(&json!({"reviewState": ""})),
            )
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.in_session("b")
            .bearer(&token)
            .call(
                "POST",
                "/api/admin/bank-accounts/1/review",
                Some(&json!({"reviewState": "Passed"})),
            )
            .await,
        StatusCode::NOT_FOUND,
    );
    let untouched = app
        .bearer(&token)
        .get(&format!("/api/admin/bank-accounts/{id}"))
        .await
        .json();
    assert_eq!(
        untouched["bankAccount"], details["bankAccount"],
        "the default session never saw it"
    );
}

#[tokio::test]
async fn the_trading_account_detail_route() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let details = app
        .bearer(&token)
        .get_ok("/api/admin/trading-accounts/100000")
        .await;
    assert_eq!(details["account"]["TradingAccountId"], 100000);
    let cash = details["account"]["CashBalance"].as_f64().unwrap();
    assert!((details["balance"]["CashBalance"].as_f64().unwrap() - cash).abs() < 0.005);
    let history = app
        .bearer(&token)
        .get_ok("/api/admin/trading-accounts/100000/history?pageSize=All")
        .await;
    assert!(descending(
        rows(&history).iter().map(|e| e["Created"].as_str().unwrap())
    ));
    let positions = app
        .bearer(&token)
        .get_ok("/api/admin/trading-accounts/100000/positions?state=All&pageSize=All")
        .await;
    assert!(rows(&positions).iter().all(|p| p["TradingAccountId"] == 100000));
    assert_problem(
        &app.bearer(&token).get("/api/admin/trading-accounts/7").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/trading-accounts/100000/history?kind=Gift")
            .await,
        StatusCode::BAD_REQUEST,
    );
    let compliance = app.access_token("compliance").await;
    assert_problem(
        &app.bearer(&compliance)
            .get("/api/admin/trading-accounts/100000")
            .await,
        StatusCode::FORBIDDEN,
    );
}
