//! `GET /api/admin/trading-accounts`: the landing listing.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{app, assert_problem, get, sign_in};
use serde_json::Value;

const LIST: &str = "/api/admin/trading-accounts";

async fn admin_get(query: &str) -> (StatusCode, Value) {
    let app = app();
    let token = sign_in(&app, "admin").await;
    let answer = get(&app, &format!("{LIST}{query}"), Some(&token)).await;
    (answer.status, answer.json())
}

fn created(page: &Value) -> Vec<String> {
    page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["Created"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_default_page_is_25_newest_first_in_the_generic_envelope() {
    let (status, page) = admin_get("").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["data"].as_array().unwrap().len(), 25);
    assert_eq!(page["total"], page["totalMatch"]);
    assert!(
        page["total"].as_u64().unwrap() >= 60,
        "every customer has an account"
    );
    let dates = created(&page);
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted, "Created desc by default");
}

#[tokio::test]
async fn sorting_ascending_reverses_the_order() {
    let (_, page) = admin_get("?sort=Created&dir=asc&pageSize=10").await;
    let dates = created(&page);
    let mut sorted = dates.clone();
    sorted.sort();
    assert_eq!(dates, sorted);
    assert_eq!(dates.len(), 10);
}

#[tokio::test]
async fn search_filters_and_counts_matches() {
    let (_, all) = admin_get("?pageSize=All").await;
    let first = &all["data"][0];
    let number = first["AccountNumber"].as_str().unwrap();
    let (_, found) = admin_get(&format!("?search={number}")).await;
    assert_eq!(found["totalMatch"], 1);
    assert_eq!(found["data"][0]["AccountNumber"], number);
    assert_eq!(found["total"], all["total"]);
}

#[tokio::test]
async fn all_returns_every_match_and_pages_past_the_end_are_empty() {
    let (_, all) = admin_get("?pageSize=All").await;
    assert_eq!(
        all["data"].as_array().unwrap().len() as u64,
        all["totalMatch"].as_u64().unwrap()
    );
    let (status, beyond) = admin_get("?page=999").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(beyond["data"], serde_json::json!([]));
}

#[tokio::test]
async fn bad_parameters_are_400_problems_naming_the_field() {
    let app = app();
    let token = sign_in(&app, "admin").await;
    for (query, field) in [
        ("?page=0", "page"),
        ("?pageSize=lots", "pageSize"),
        ("?sort=Password", "sort"),
        ("?dir=sideways", "dir"),
        ("?accountType=99", "accountType"),
    ] {
        let answer = get(&app, &format!("{LIST}{query}"), Some(&token)).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(problem["errors"][field].is_array(), "{query}: {problem}");
    }
    let answer = get(&app, &format!("{LIST}?accountType=x"), Some(&token)).await;
    assert_problem(&answer, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn without_a_token_it_is_401_and_without_the_claim_403() {
    let app = app();
    assert_problem(&get(&app, LIST, None).await, StatusCode::UNAUTHORIZED);
    let token = sign_in(&app, "compliance").await;
    let problem = assert_problem(&get(&app, LIST, Some(&token)).await, StatusCode::FORBIDDEN);
    assert_eq!(
        problem["error"],
        "This operation requires the claim tradingAccount.viewList."
    );
    let token = sign_in(&app, "analyst").await;
    assert_eq!(get(&app, LIST, Some(&token)).await.status, StatusCode::OK);
}
