//! The user and asset report (spec 7): semicolon-separated text.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};

#[tokio::test]
async fn the_report_has_a_header_and_a_row_per_customer_in_the_range() {
    let app = TestApp::new();
    let token = app.access_token("compliance").await;
    let all = app.bearer(&token).get("/api/admin/user-asset-report").await;
    assert_eq!(all.status, StatusCode::OK);
    assert!(all.header("content-type").starts_with("text/plain"));
    let text = all.text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity"
    );
    assert_eq!(lines.len(), 61, "a header and the 60 customers of the test world");
    for (index, line) in lines[1..].iter().enumerate() {
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 6, "{line}");
        assert_eq!(fields[0], (index + 1).to_string());
        assert!(fields[5].parse::<f64>().unwrap() >= 0.0);
    }
    let dates: Vec<&str> = lines[1..].iter().map(|l| l.split(';').nth(4).unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] <= w[1]), "oldest first");

    let start = dates[10];
    let end = dates[30];
    let ranged = app
        .bearer(&token)
        .get(&format!(
            "/api/admin/user-asset-report?startDate={start}&endDate={end}"
        ))
        .await;
    let ranged_dates: Vec<String> = ranged
        .text()
        .lines()
        .skip(1)
        .map(|l| l.split(';').nth(4).unwrap().to_owned())
        .collect();
    assert!(ranged_dates.len() >= 21 && ranged_dates.len() < 60);
    assert!(
        ranged_dates
            .iter()
            .all(|d| d.as_str() >= start && d.as_str() <= end)
    );

    for bad in [
        "?startDate=yesterday",
        "?startDate=2026-01-10&endDate=2026-01-01",
        "?endDate=2026-13-01",
    ] {
        let uri = format!("/api/admin/user-asset-report{bad}");
        assert_problem(&app.bearer(&token).get(&uri).await, StatusCode::BAD_REQUEST);
    }
}
