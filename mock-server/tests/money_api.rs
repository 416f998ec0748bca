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
use common::{app, assert_problem, call, get_ok, rows, sign_in};
use serde_json::json;

fn descending<'a>(values: impl Iterator<Item = &'a str>) -> bool {
    let values: Vec<&str> = values.collect();
    values.windows(2).all(|w| w[0] >= w[1])
}

#[tokio::test]
async fn transfers_filter_by_type_status_kind_and_the_presets() {
    let app = app();
    let token = sign_in(&app, "compliance").await;
    let all = get_ok(&app, &token, "/api/admin/transfers?pageSize=All").await;
    assert!(all["total"].as_u64().unwrap() > 50);
    assert!(descending(
        rows(&all).iter().map(|t| t["Created"].as_str().unwrap())
    ));

    let processed = get_ok(&app, &token, "/api/admin/transfers?preset=processed&pageSize=All").await;
    assert!(
        rows(&processed)
            .iter()
            .all(|t| ["Complete", "Rejected", "Cancelled"].contains(&t["Status"].as_str().unwrap()))
    );
    let unprocessed = get_ok(
        &app,
        &token,
        "/api/admin/transfers?preset=unprocessed&pageSize=All",
    )
    .await;
    assert!(
        rows(&unprocessed)
            .iter()
            .all(|t| ["OnHold", "Skipped"].contains(&t["Status"].as_str().unwrap()))
    );
    let watch = get_ok(
        &app,
        &token,
        "/api/admin/transfers?preset=achWithdrawalWatch&pageSize=All",
    )
    .await;
    for t in rows(&watch) {
        assert_eq!(
            (t["Status"].as_str(), t["Type"].as_str()),
            (Some("Pending"), Some("BankWithdraw"))
        );
        assert!(!t["WatchlistTypes"].as_array().unwrap().is_empty());
    }
    let withdrawals = get_ok(
        &app,
        &token,
        "/api/admin/transfers?kind=WITHDRAW&transferType=All&pageSize=All",
    )
    .await;
    assert!(rows(&withdrawals).iter().all(|t| t["Kind"] == "WITHDRAW"));
    let two = get_ok(
        &app,
        &token,
        "/api/admin/transfers?status=Pending,Error&pageSize=All",
    )
    .await;
    assert!(
        rows(&two)
            .iter()
            .all(|t| t["Status"] == "Pending" || t["Status"] == "Error")
    );
    let by_amount = get_ok(
        &app,
        &token,
        "/api/admin/transfers?sort=Amount&dir=asc&pageSize=50",
    )
    .await;
    let amounts: Vec<f64> = rows(&by_amount)
        .iter()
        .map(|t| t["Amount"].as_f64().unwrap())
        .collect();
    assert!(amounts.windows(2).all(|w| w[0] <= w[1]));

    let first = &rows(&all)[0];
    let id = first["TransferId"].as_u64().unwrap();
    let details = call(
        &app,
        "GET",
        &format!("/api/admin/transfers/{id}"),
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(details["transfer"], *first);
    assert_eq!(
        details["tradingAccount"]["TradingAccountId"],
        first["TradingAccountId"]
    );
    assert_problem(
        &call(&app, "GET", "/api/admin/transfers/1", Some(&token), None, None).await,
        StatusCode::NOT_FOUND,
    );

    let watchlist = get_ok(&app, &token, "/api/admin/compliance/ach-watchlist?pageSize=All").await;
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
            &call(
                &app,
                "GET",
                &format!("/api/admin/transfers?{bad}"),
                Some(&token),
                None,
                None,
            )
            .await,
            StatusCode::BAD_REQUEST,
        );
    }
}

#[tokio::test]
async fn trades_filter_by_side_origin_status_and_symbol() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let all = get_ok(&app, &token, "/api/admin/trades?pageSize=All").await;
    assert!(descending(
        rows(&all).iter().map(|t| t["CreatedDate"].as_str().unwrap())
    ));
    let buys = get_ok(&app, &token, "/api/admin/trades?side=BUY&origin=All&pageSize=All").await;
    assert!(rows(&buys).iter().all(|t| t["Side"] == "BUY"));
    let manual = get_ok(&app, &token, "/api/admin/trades?origin=Manual&pageSize=All").await;
    assert!(rows(&manual).iter().all(|t| t["Origin"] == "Manual"));
    let symbol = rows(&all)[0]["Symbol"].as_str().unwrap().to_owned();
    let one = get_ok(
        &app,
        &token,
        &format!("/api/admin/trades?symbol={}&pageSize=All", symbol.to_lowercase()),
    )
    .await;
    assert!(rows(&one).iter().all(|t| t["Symbol"] == symbol.as_str()));
    let id = rows(&all)[0]["TradeId"].as_u64().unwrap();
    assert_eq!(
        get_ok(&app, &token, &format!("/api/admin/trades/{id}")).await,
        rows(&all)[0]
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/trades?symbol=NOPE",
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
            "/api/admin/trades?side=HOLD",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn orders_answer_the_data_items_envelope_with_presets_and_aggregates() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let page = get_ok(&app, &token, "/api/admin/orders?pageSize=10&page=2").await;
    let data = &page["Data"];
    assert_eq!(data["Count"], 10);
    assert_eq!(data["Items"].as_array().unwrap().len(), 10);
    let matched = data["MatchedCount"].as_u64().unwrap();
    assert_eq!(data["TotalPages"].as_u64().unwrap(), matched.div_ceil(10));
    assert_eq!(data["TotalCount"], data["MatchedCount"]);

    let submitted = get_ok(&app, &token, "/api/admin/orders?preset=submitted&pageSize=All").await;
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
    let unsubmitted = get_ok(&app, &token, "/api/admin/orders?preset=unsubmitted&pageSize=All").await;
    assert!(
        unsubmitted["Data"]["Items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["Status"] == "OnOpen" || o["Status"] == "UnsubmittedOther")
    );
    let limits = get_ok(
        &app,
        &token,
        "/api/admin/orders?orderType=Limit&action=Buy,Sell&pageSize=All",
    )
    .await;
    for o in limits["Data"]["Items"].as_array().unwrap() {
        assert_eq!(o["OrderType"], "Limit");
        assert!(o["Action"] == "Buy" || o["Action"] == "Sell");
    }
    let transfers = get_ok(&app, &token, "/api/admin/orders/transfers?pageSize=All").await;
    assert!(
        transfers["Data"]["Items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["Action"] == "Invest" || o["Action"] == "Withdraw")
    );

    let all = get_ok(&app, &token, "/api/admin/orders?pageSize=All").await;
    let total = all["Data"]["MatchedCount"].as_u64().unwrap();
    for view in ["accounts", "symbols", "actions"] {
        let groups = get_ok(&app, &token, &format!("/api/admin/orders/aggregate/{view}")).await;
        let counted: u64 = groups["Data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["OrderCount"].as_u64().unwrap())
            .sum();
        assert_eq!(counted, total, "{view} sums every order");
    }
    let fix = get_ok(&app, &token, "/api/admin/orders/fix?pageSize=5").await;
    assert_eq!(fix["Data"]["Count"], 5);
    let executions = get_ok(&app, &token, "/api/admin/orders/executions?pageSize=All").await;
    assert!(executions["Data"]["MatchedCount"].as_u64().unwrap() > 0);
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/orders?preset=later",
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
            "/api/admin/orders?status=Done",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn bank_accounts_review_filter_and_the_reviewers_actions() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    let all = get_ok(&app, &token, "/api/admin/bank-accounts?pageSize=All").await;
    let mut seen = 0;
    for filter in ["NeedsReview", "PendingUser", "Rejected", "Passed"] {
        let part = get_ok(
            &app,
            &token,
            &format!("/api/admin/bank-accounts?review={filter}&pageSize=All"),
        )
        .await;
        seen += part["totalMatch"].as_u64().unwrap();
    }
    assert!(seen > 0);
    assert_eq!(
        get_ok(&app, &token, "/api/admin/bank-accounts?review=All").await["totalMatch"],
        all["totalMatch"]
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/bank-accounts?review=Maybe",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::BAD_REQUEST,
    );

    let id = rows(&all)[0]["BankAccountId"].as_u64().unwrap();
    let details = call(
        &app,
        "GET",
        &format!("/api/admin/bank-accounts/{id}"),
        Some(&token),
        Some("b"),
        None,
    )
    .await
    .json();
    assert_eq!(details["bankAccount"]["BankAccountId"], id);
    let passed = call(
        &app,
        "POST",
        &format!("/api/admin/bank-accounts/{id}/manual-override"),
        Some(&token),
        Some("b"),
        Some(&json!({"manualOverride": "P"})),
    )
    .await;
    assert_eq!(passed.status, StatusCode::OK, "{}", passed.text());
    let listed = call(
        &app,
        "GET",
        "/api/admin/bank-accounts?review=Passed&pageSize=All",
        Some(&token),
        Some("b"),
        None,
    )
    .await
    .json();
    assert!(
        rows(&listed).iter().any(|b| b["BankAccountId"] == id),
        "an override wins"
    );
    let cleared = call(
        &app,
        "POST",
        &format!("/api/admin/bank-accounts/{id}/manual-override"),
        Some(&token),
        Some("b"),
        Some(&json!({"manualOverride": null})),
    )
    .await;
    assert!(cleared.json()["ManualOverride"].is_null());
    let reviewed = call(
        &app,
        "POST",
        &format!("/api/admin/bank-accounts/{id}/review"),
        Some(&token),
        Some("b"),
        Some(&json!({"reviewState": "Reviewing"})),
    )
    .await;
    assert_eq!(reviewed.json()["ReviewState"], "Reviewing");
    assert_problem(
        &call(
            &app,
            "POST",
            &format!("/api/admin/bank-accounts/{id}/review"),
            Some(&token),
            Some("b"),
            Some(&json!({"reviewState": ""})),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &call(
            &app,
            "POST",
            "/api/admin/bank-accounts/1/review",
            Some(&token),
            Some("b"),
            Some(&json!({"reviewState": "Passed"})),
        )
        .await,
        StatusCode::NOT_FOUND,
    );
    let untouched = call(
        &app,
        "GET",
        &format!("/api/admin/bank-accounts/{id}"),
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(
        untouched["bankAccount"], details["bankAccount"],
        "the default session never saw it"
    );
}

#[tokio::test]
async fn the_trading_account_detail_route() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let details = get_ok(&app, &token, "/api/admin/trading-accounts/100000").await;
    assert_eq!(details["account"]["TradingAccountId"], 100000);
    let cash = details["account"]["CashBalance"].as_f64().unwrap();
    assert!((details["balance"]["CashBalance"].as_f64().unwrap() - cash).abs() < 0.005);
    let history = get_ok(
        &app,
        &token,
        "/api/admin/trading-accounts/100000/history?pageSize=All",
    )
    .await;
    assert!(descending(
        rows(&history).iter().map(|e| e["Created"].as_str().unwrap())
    ));
    let positions = get_ok(
        &app,
        &token,
        "/api/admin/trading-accounts/100000/positions?state=All&pageSize=All",
    )
    .await;
    assert!(rows(&positions).iter().all(|p| p["TradingAccountId"] == 100000));
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/trading-accounts/7",
            Some(&token),
            None,
            None,
        )
        .await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &call(
            &app,
            "GET",
            "/api/admin/trading-accounts/100000/history?kind=Gift",
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
            "/api/admin/trading-accounts/100000",
            Some(&compliance),
            None,
            None,
        )
        .await,
        StatusCode::FORBIDDEN,
    );
}
