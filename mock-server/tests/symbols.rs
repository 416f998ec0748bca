//! Symbols and strategies (spec 7): search, get, update, strategies.

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
async fn asset_search_matches_symbol_or_name_exact_symbol_first() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let all = app.bearer(&token).get("/api/v1/Asset/search?searchTerm=").await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.json().as_array().unwrap().len(), 40);
    let found = app
        .bearer(&token)
        .get("/api/v1/Asset/search?searchTerm=%20spy%20")
        .await
        .json();
    assert_eq!(found[0]["symbol"], "SPY", "exact symbol first: {found}");
    let by_name = app
        .bearer(&token)
        .get("/api/v1/Asset/search?searchTerm=apple")
        .await
        .json();
    assert_eq!(by_name[0]["cusiP_NUMBER"], "037833100");
    let none = app
        .bearer(&token)
        .get("/api/v1/Asset/search?searchTerm=zzzz")
        .await
        .json();
    assert_eq!(none, json!([]));
    let long = format!("/api/v1/Asset/search?searchTerm={}", "x".repeat(101));
    assert_problem(&app.bearer(&token).get(&long).await, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn an_asset_update_persists_in_its_session_only() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let mut asset = app
        .in_session("s")
        .bearer(&token)
        .get("/api/v1/Asset/1")
        .await
        .json();
    asset["isEnabled"] = json!(false);
    asset["isWhitelist"] = json!(false);
    asset["isBlacklist"] = json!(true);
    let updated = app
        .in_session("s")
        .bearer(&token)
        .call("PUT", "/api/v1/Asset", Some(&asset))
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    let again = app
        .in_session("s")
        .bearer(&token)
        .get("/api/v1/Asset/1")
        .await
        .json();
    assert_eq!(again["isBlacklist"], true);
    let elsewhere = app
        .in_session("t")
        .bearer(&token)
        .get("/api/v1/Asset/1")
        .await
        .json();
    assert_ne!(elsewhere, again);

    let mut both = asset.clone();
    both["isWhitelist"] = json!(true);
    assert_problem(
        &app.in_session("s")
            .bearer(&token)
            .call("PUT", "/api/v1/Asset", Some(&both))
            .await,
        StatusCode::BAD_REQUEST,
    );
    let mut renamed = asset.clone();
    renamed["symbol"] = json!("AAPX");
    assert_problem(
        &app.in_session("s")
            .bearer(&token)
            .call("PUT", "/api/v1/Asset", Some(&renamed))
            .await,
        StatusCode::BAD_REQUEST,
    );
    let mut missing = asset.clone();
    missing["id"] = json!(999);
    assert_problem(
        &app.in_session("s")
            .bearer(&token)
            .call("PUT", "/api/v1/Asset", Some(&missing))
            .await,
        StatusCode::NOT_FOUND,
    );
    let partial = json!({"id": 1, "symbol": "AAPL"});
    assert_problem(
        &app.in_session("s")
            .bearer(&token)
            .call("PUT", "/api/v1/Asset", Some(&partial))
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.bearer(&token).get("/api/v1/Asset/999").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &app.bearer(&token).get("/api/v1/Asset/abc").await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn strategies_filter_by_is_active() {
    let app = TestApp::new();
    let token = app.access_token("compliance").await;
    let all = app.bearer(&token).get("/api/v1/SymbolStrategy").await.json();
    let active = app
        .bearer(&token)
        .get("/api/v1/SymbolStrategy?IsActive=true")
        .await
        .json();
    let inactive = app
        .bearer(&token)
        .get("/api/v1/SymbolStrategy?IsActive=false")
        .await
        .json();
    let count = |v: &serde_json::Value| v.as_array().unwrap().len();
    assert_eq!(count(&active) + count(&inactive), count(&all));
    assert!(count(&inactive) > 0 && count(&active) > 0);
    assert!(active.as_array().unwrap().iter().all(|s| s["isActive"] == true));
    let names: std::collections::BTreeSet<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["strategyName"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["4Q Rotate", "Red Oil", "SPY I", "SPY+", "unknown"]
            .into_iter()
            .collect()
    );
    // Not a boolean, empty included (it used to read as "absent" and return inactive rows).
    for query in ["IsActive=maybe", "IsActive=", "IsActive=%20"] {
        let answer = app
            .bearer(&token)
            .get(&format!("/api/v1/SymbolStrategy?{query}"))
            .await;
        assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(answer.text().contains("IsActive"), "{query}: {}", answer.text());
    }
}

#[tokio::test]
async fn strategies_filter_by_strategy_and_symbol() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let get = |query: String| {
        let app = app.clone();
        let token = token.clone();
        async move {
            app.bearer(&token)
                .get(&format!("/api/v1/SymbolStrategy?IsActive=true{query}"))
                .await
        }
    };
    let active = get(String::new()).await.json();
    let rows = active.as_array().unwrap();
    // SPY+ is strategy 3 (spec 3 numbers them 1, 3, 4, 5, 6).
    let spy_plus = get("&strategyId=3".to_owned()).await.json();
    let expected = rows.iter().filter(|s| s["strategyId"] == 3).count();
    assert!(expected > 0);
    assert_eq!(spy_plus.as_array().unwrap().len(), expected);
    assert!(
        spy_plus
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["strategyName"] == "SPY+")
    );
    let symbol = rows[0]["symbol"].as_str().unwrap().to_owned();
    let needle = symbol[..symbol.len().min(2)].to_lowercase();
    let found = get(format!("&search=%20{needle}%20")).await.json();
    let found = found.as_array().unwrap();
    assert!(found.iter().any(|s| s["symbol"] == symbol.as_str()));
    assert!(
        found
            .iter()
            .all(|s| s["symbol"].as_str().unwrap().to_lowercase().contains(&needle))
    );
    assert_eq!(get("&search=%20".to_owned()).await.json(), active);
    for bad in ["2", "7", "SPY", "-1"] {
        let answer = get(format!("&strategyId={bad}")).await;
        assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(answer.text().contains("strategyId"), "{bad}");
    }
}
