//! `GET /api/admin/trading-accounts`: the landing listing.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem, column, rows};
use serde_json::Value;

const LIST: &str = "/api/admin/trading-accounts";

async fn admin_get(query: &str) -> (StatusCode, Value) {
    let admin = TestApp::new().signed_in("admin").await;
    let answer = admin.get(&format!("{LIST}{query}")).await;
    (answer.status, answer.json())
}

fn created(page: &Value) -> Vec<String> {
    column(page, "Created")
        .into_iter()
        .map(|created| created.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn the_default_page_is_25_newest_first_in_the_generic_envelope() {
    let (status, page) = admin_get("").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(rows(&page).len(), 25);
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
    assert_eq!(rows(&all).len() as u64, all["totalMatch"].as_u64().unwrap());
    let (status, beyond) = admin_get("?page=999").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(beyond["data"], serde_json::json!([]));
}

#[tokio::test]
async fn bad_parameters_are_400_problems_naming_the_field() {
    let admin = TestApp::new().signed_in("admin").await;
    for (query, field) in [
        ("?page=0", "page"),
        ("?pageSize=lots", "pageSize"),
        ("?sort=Password", "sort"),
        ("?dir=sideways", "dir"),
        ("?accountType=99", "accountType"),
    ] {
        let answer = admin.get(&format!("{LIST}{query}")).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(problem["errors"][field].is_array(), "{query}: {problem}");
    }
    let answer = admin.get(&format!("{LIST}?accountType=x")).await;
    assert_problem(&answer, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn without_a_token_it_is_401_and_without_the_claim_403() {
    let app = TestApp::new();
    assert_problem(&app.anonymous().get(LIST).await, StatusCode::UNAUTHORIZED);
    let compliance = app.signed_in("compliance").await;
    let problem = assert_problem(&compliance.get(LIST).await, StatusCode::FORBIDDEN);
    assert_eq!(
        problem["error"],
        "This operation requires the claim tradingAccount.viewList."
    );
    let analyst = app.signed_in("analyst").await;
    analyst.get_ok(LIST).await;
}
