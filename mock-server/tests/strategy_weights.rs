//! Strategy weights (issue 24): every strategy's active weights add up to
//! 100 %, as generated and after an edit through
//! `PUT /api/v1/SymbolStrategy/{strategyId}`, which refuses (400) an edit that
//! would break the sum and changes nothing then.

#![allow(clippy::unwrap_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};
use serde_json::{Value, json};

const SPY_PLUS: &str = "/api/v1/SymbolStrategy/3";

/// The active weights of one strategy in a listing, summed.
fn active_sum(rows: &Value, strategy: u64) -> f64 {
    rows.as_array()
        .unwrap()
        .iter()
        .filter(|row| row["strategyId"] == strategy && row["isActive"] == true)
        .map(|row| row["weight"].as_f64().unwrap())
        .sum()
}

#[tokio::test]
async fn every_strategy_as_listed_weighs_100_percent_and_an_inactive_symbol_nothing() {
    let admin = TestApp::new().signed_in("admin").await;
    let all = admin.get_ok("/api/v1/SymbolStrategy").await;
    for strategy in [1, 3, 4, 5, 6] {
        let sum = active_sum(&all, strategy);
        assert!((sum - 1.0).abs() < 1e-9, "strategy {strategy}: {sum}");
    }
    for row in all
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["isActive"] == false)
    {
        assert_eq!(row["weight"], 0.0, "{row}");
    }
    // What the console lists (active only) adds up the same.
    let active = admin.get_ok("/api/v1/SymbolStrategy?IsActive=true").await;
    assert!((active_sum(&active, 3) - 1.0).abs() < 1e-9);
}

#[tokio::test]
async fn an_edit_that_adds_up_to_100_percent_replaces_the_strategys_symbols() {
    let admin = TestApp::new().in_session("weights-ok").signed_in("admin").await;
    let before = admin.get_ok("/api/v1/SymbolStrategy?strategyId=3").await;
    let kept = before[0]["symbol"].as_str().unwrap().to_owned();
    let kept_id = before[0]["symbolStrategyId"].clone();
    let body = json!({"symbols": [
        {"symbol": kept, "weight": 0.5, "isActive": true},
        {"symbol": "tsm", "weight": 0.25, "isActive": true},
        {"symbol": "GLD", "weight": 0.25, "isActive": true},
        {"symbol": "AGG", "weight": 0, "isActive": false}
    ]});
    let answer = admin.put_json(SPY_PLUS, &body).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let stored = answer.json();
    let symbols: Vec<&str> = stored
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["symbol"].as_str().unwrap())
        .collect();
    let mut expected = vec![kept.as_str(), "TSM", "GLD", "AGG"];
    expected.sort_unstable();
    assert_eq!(symbols, expected, "by symbol, in the asset list's spelling");
    let again = admin.get_ok("/api/v1/SymbolStrategy?strategyId=3").await;
    assert_eq!(
        again, stored,
        "the listing shows what was stored, and nothing else of SPY+"
    );
    let kept_row = stored
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["symbol"] == kept.as_str())
        .unwrap();
    assert_eq!(
        kept_row["symbolStrategyId"], kept_id,
        "a symbol kept keeps its id"
    );
    assert_eq!(kept_row["strategyName"], "SPY+");
    assert!((active_sum(&again, 3) - 1.0).abs() < 1e-9);
    // Other sessions and strategies are untouched.
    let other = TestApp::new().signed_in("admin").await;
    assert_eq!(other.get_ok("/api/v1/SymbolStrategy?strategyId=3").await, before);
}

#[tokio::test]
async fn an_edit_that_breaks_the_sum_is_refused_and_changes_nothing() {
    let admin = TestApp::new().in_session("weights-bad").signed_in("admin").await;
    let before = admin.get_ok("/api/v1/SymbolStrategy").await;
    for (body, field, words) in [
        (
            json!({"symbols": [{"symbol": "SPY", "weight": 0.6, "isActive": true}, {"symbol": "QQQ", "weight": 0.49, "isActive": true}]}),
            "symbols",
            "add up to 109 %; they must add up to 100 %",
        ),
        (
            json!({"symbols": [{"symbol": "SPY", "weight": 1, "isActive": true}, {"symbol": "QQQ", "weight": 0.2, "isActive": false}]}),
            "symbols[1].weight",
            "An inactive symbol weighs nothing",
        ),
        (
            json!({"symbols": [{"symbol": "SPY", "weight": 0.5, "isActive": true}, {"symbol": "spy", "weight": 0.5, "isActive": true}]}),
            "symbols[1].symbol",
            "SPY is listed twice",
        ),
        (
            json!({"symbols": [{"symbol": "SPY", "weight": 0, "isActive": false}]}),
            "symbols",
            "add up to 0 %",
        ),
        (json!({"symbols": []}), "symbols", "List 1 to 40 symbols"),
        (
            json!({"symbols": [{"symbol": "ZZZZ", "weight": 1, "isActive": true}]}),
            "symbols[0].symbol",
            "`ZZZZ` is not in the asset list",
        ),
        (
            json!({"symbols": [{"symbol": "SPY", "weight": 1.5, "isActive": true}]}),
            "symbols[0].weight",
            "from 0 to 1",
        ),
    ] {
        let answer = admin.put_json(SPY_PLUS, &body).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        let messages = problem["errors"][field].to_string();
        assert!(messages.contains(words), "{body}: {problem}");
    }
    let answer = admin
        .put_json(
            "/api/v1/SymbolStrategy/2",
            &json!({"symbols": [{"symbol": "SPY", "weight": 1, "isActive": true}]}),
        )
        .await;
    let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
    assert!(problem.to_string().contains("use 1, 3, 4, 5 or 6"), "{problem}");
    assert_eq!(
        admin.get_ok("/api/v1/SymbolStrategy").await,
        before,
        "nothing changed"
    );
}

#[tokio::test]
async fn editing_weights_needs_a_token_and_console_access() {
    let app = TestApp::new();
    let body = json!({"symbols": [{"symbol": "SPY", "weight": 1, "isActive": true}]});
    assert_problem(
        &app.anonymous().put_json(SPY_PLUS, &body).await,
        StatusCode::UNAUTHORIZED,
    );
    let customer = app.signed_in("customer").await;
    assert_problem(&customer.put_json(SPY_PLUS, &body).await, StatusCode::FORBIDDEN);
}
