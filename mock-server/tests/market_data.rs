//! Market data (issue 24): the intraday series keeps its exchange's hours in
//! its time zone (New York, 9:30 AM to 4:00 PM), whatever the clock; an
//! unknown symbol is a 404 problem, which the console shows as "no data".

#![allow(clippy::unwrap_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use common::{TestApp, assert_problem};
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::Value;

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

/// A small world whose clock reads `now`.
fn app_at(now: &str) -> TestApp {
    let config = Config {
        scale: fixtures::Scale::Customers(5),
        ..Config::default()
    };
    TestApp::with_state(AppState::new(config, Clock::starting_at(at(now))))
}

fn times(series: &Value) -> Vec<DateTime<Utc>> {
    series["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| at(p["time"].as_str().unwrap()))
        .collect()
}

#[tokio::test]
async fn the_series_runs_in_new_york_hours_in_winter_and_summer() {
    // Thursday 15 January 2026, 10:30 AM in New York (EST): the session's first hour.
    let winter = app_at("2026-01-15T15:30:00Z").signed_in("admin").await;
    let series = winter.get_ok("/api/admin/market-data/SPY").await;
    assert_eq!(series["timeZone"], "America/New_York");
    assert_eq!(series["sessionOpen"], "2026-01-15T14:30:00Z");
    assert_eq!(series["sessionClose"], "2026-01-15T21:00:00Z");
    let points = times(&series);
    assert_eq!(points.first(), Some(&at("2026-01-15T14:30:00Z")));
    assert!(points.last().unwrap() <= &at("2026-01-15T15:30:01Z"));
    assert!(points.len() >= 60 && points.len() <= 62, "{}", points.len());
    // Wednesday 15 July 2026, 11 PM UTC (EDT): the day's whole session, 9:30 AM to 4:00 PM.
    let summer = app_at("2026-07-15T23:00:00Z").signed_in("admin").await;
    let series = summer.get_ok("/api/admin/market-data/aapl").await;
    assert_eq!(series["symbol"], "AAPL");
    let points = times(&series);
    assert_eq!(points.len(), 391);
    assert_eq!(points[0], at("2026-07-15T13:30:00Z"));
    assert_eq!(points[390], at("2026-07-15T20:00:00Z"));
    assert!(series["previousClose"].as_f64().unwrap() > 0.0);
}

#[tokio::test]
async fn at_the_weekend_the_series_is_fridays_session() {
    let admin = app_at("2026-01-18T03:00:00Z").signed_in("admin").await;
    let points = times(&admin.get_ok("/api/admin/market-data/TSLA").await);
    assert_eq!(points.len(), 391);
    assert_eq!(points[0], at("2026-01-16T14:30:00Z"), "Friday 9:30 AM New York");
}

#[tokio::test]
async fn an_unknown_symbol_is_a_404_problem_and_the_call_needs_console_access() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let problem = assert_problem(
        &admin.get("/api/admin/market-data/ZZZZ").await,
        StatusCode::NOT_FOUND,
    );
    assert!(
        problem.to_string().contains("There is no symbol ZZZZ."),
        "{problem}"
    );
    assert_problem(
        &app.anonymous().get("/api/admin/market-data/SPY").await,
        StatusCode::UNAUTHORIZED,
    );
    let customer = app.signed_in("customer").await;
    assert_problem(
        &customer.get("/api/admin/market-data/SPY").await,
        StatusCode::FORBIDDEN,
    );
}
