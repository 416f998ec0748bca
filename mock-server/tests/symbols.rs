//! Symbols and strategies (spec 7): search, get, update, strategies.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{app, assert_problem, call, sign_in};
use serde_json::json;

#[tokio::test]
async fn asset_search_matches_symbol_or_name_exact_symbol_first() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let all = call(
        &app,
        "GET",
        "/api/v1/Asset/search?searchTerm=",
        Some(&token),
        None,
        None,
    )
    .await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(all.json().as_array().unwrap().len(), 40);
    let found = call(
        &app,
        "GET",
        "/api/v1/Asset/search?searchTerm=%20spy%20",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(found[0]["symbol"], "SPY", "exact symbol first: {found}");
    let by_name = call(
        &app,
        "GET",
        "/api/v1/Asset/search?searchTerm=apple",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(by_name[0]["cusiP_NUMBER"], "037833100");
    let none = call(
        &app,
        "GET",
        "/api/v1/Asset/search?searchTerm=zzzz",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    assert_eq!(none, json!([]));
    let long = format!("/api/v1/Asset/search?searchTerm={}", "x".repeat(101));
    assert_problem(
        &call(&app, "GET", &long, Some(&token), None, None).await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn an_asset_update_persists_in_its_session_only() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    let mut asset = call(&app, "GET", "/api/v1/Asset/1", Some(&token), Some("s"), None)
        .await
        .json();
    asset["isEnabled"] = json!(false);
    asset["isWhitelist"] = json!(false);
    asset["isBlacklist"] = json!(true);
    let updated = call(
        &app,
        "PUT",
        "/api/v1/Asset",
        Some(&token),
        Some("s"),
        Some(&asset),
    )
    .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    let again = call(&app, "GET", "/api/v1/Asset/1", Some(&token), Some("s"), None)
        .await
        .json();
    assert_eq!(again["isBlacklist"], true);
    let elsewhere = call(&app, "GET", "/api/v1/Asset/1", Some(&token), Some("t"), None)
        .await
        .json();
    assert_ne!(elsewhere, again);

    let mut both = asset.clone();
    both["isWhitelist"] = json!(true);
    assert_problem(
        &call(&app, "PUT", "/api/v1/Asset", Some(&token), Some("s"), Some(&both)).await,
        StatusCode::BAD_REQUEST,
    );
    let mut renamed = asset.clone();
    renamed["symbol"] = json!("AAPX");
    assert_problem(
        &call(
            &app,
            "PUT",
            "/api/v1/Asset",
            Some(&token),
            Some("s"),
            Some(&renamed),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    let mut missing = asset.clone();
    missing["id"] = json!(999);
    assert_problem(
        &call(
            &app,
            "PUT",
            "/api/v1/Asset",
            Some(&token),
            Some("s"),
            Some(&missing),
        )
        .await,
        StatusCode::NOT_FOUND,
    );
    let partial = json!({"id": 1, "symbol": "AAPL"});
    assert_problem(
        &call(
            &app,
            "PUT",
            "/api/v1/Asset",
            Some(&token),
            Some("s"),
            Some(&partial),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &call(&app, "GET", "/api/v1/Asset/999", Some(&token), None, None).await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &call(&app, "GET", "/api/v1/Asset/abc", Some(&token), None, None).await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn strategies_filter_by_is_active() {
    let app = app();
    let token = sign_in(&app, "compliance").await;
    let all = call(&app, "GET", "/api/v1/SymbolStrategy", Some(&token), None, None)
        .await
        .json();
    let active = call(
        &app,
        "GET",
        "/api/v1/SymbolStrategy?IsActive=true",
        Some(&token),
        None,
        None,
    )
    .await
    .json();
    let inactive = call(
        &app,
        "GET",
        "/api/v1/SymbolStrategy?IsActive=false",
        Some(&token),
        None,
        None,
    )
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
        let answer = call(
            &app,
            "GET",
            &format!("/api/v1/SymbolStrategy?{query}"),
            Some(&token),
            None,
            None,
        )
        .await;
        assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(answer.text().contains("IsActive"), "{query}: {}", answer.text());
    }
}

#[tokio::test]
async fn strategies_filter_by_strategy_and_symbol() {
    let app = app();
    let token = sign_in(&app, "analyst").await;
    let get = |query: String| {
        let app = app.clone();
        let token = token.clone();
        async move {
            call(
                &app,
                "GET",
                &format!("/api/v1/SymbolStrategy?IsActive=true{query}"),
                Some(&token),
                None,
                None,
            )
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
