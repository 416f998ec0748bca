//! The sign-ups report of the Marketing Authentication page and the
//! dashboard's figures that link to filtered listings.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};
use serde_json::Value;

fn sum(buckets: &[Value], field: &str) -> u64 {
    buckets.iter().map(|b| b[field].as_u64().unwrap()).sum()
}

#[tokio::test]
async fn sign_ups_are_bucketed_by_day_and_week_over_the_whole_world() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let users = app
        .bearer(&token)
        .get_ok("/api/admin/users?pageSize=All&sort=Created&dir=asc")
        .await;
    let created: Vec<String> = users["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["Created"].as_str().unwrap()[..10].to_owned())
        .collect();
    let (first, last) = (created.first().unwrap(), created.last().unwrap());

    // A day bucket for each of the last 366 days that hold sign-ups.
    let year_start = (chrono::NaiveDate::parse_from_str(last, "%Y-%m-%d").unwrap()
        - chrono::Duration::days(365))
    .format("%Y-%m-%d")
    .to_string();
    let in_year: Vec<&String> = created
        .iter()
        .filter(|c| c.as_str() >= year_start.as_str())
        .collect();
    let days = app
        .bearer(&token)
        .get_ok(&format!(
            "/api/admin/reports/sign-ups?from={year_start}&to={last}&interval=day"
        ))
        .await;
    let buckets = days["buckets"].as_array().unwrap();
    assert_eq!(days["interval"], "day");
    assert_eq!(buckets.len(), 366);
    assert_eq!(buckets.first().unwrap()["start"], year_start.as_str());
    assert_eq!(buckets.last().unwrap()["start"], last.as_str());
    assert_eq!(
        sum(buckets, "signUps"),
        in_year.len() as u64,
        "every customer, once"
    );
    for bucket in buckets {
        let day = bucket["start"].as_str().unwrap();
        let expected = in_year.iter().filter(|c| c.as_str() == day).count() as u64;
        assert_eq!(bucket["signUps"], expected, "{day}");
        assert!(bucket["emailConfirmed"].as_u64() <= bucket["signUps"].as_u64());
        assert!(bucket["onboarded"].as_u64() <= bucket["signUps"].as_u64());
    }

    let months = app
        .bearer(&token)
        .get_ok(&format!(
            "/api/admin/reports/sign-ups?from={first}&to={last}&interval=month"
        ))
        .await;
    let monthly = months["buckets"].as_array().unwrap();
    assert_eq!(sum(monthly, "signUps"), created.len() as u64);
    for bucket in monthly {
        let start = bucket["start"].as_str().unwrap();
        assert!(start.ends_with("-01"), "{start}");
        let expected = created.iter().filter(|c| c[..7] == start[..7]).count() as u64;
        assert_eq!(bucket["signUps"], expected, "{start}");
    }

    let weeks = app
        .bearer(&token)
        .get_ok(&format!(
            "/api/admin/reports/sign-ups?from={first}&to={last}&interval=week"
        ))
        .await;
    let weekly = weeks["buckets"].as_array().unwrap();
    assert_eq!(sum(weekly, "signUps"), created.len() as u64);
    assert_eq!(sum(weekly, "onboarded"), sum(monthly, "onboarded"));
    for bucket in weekly {
        let start = chrono::NaiveDate::parse_from_str(bucket["start"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        assert_eq!(chrono::Datelike::weekday(&start), chrono::Weekday::Mon);
    }
}

#[tokio::test]
async fn the_default_range_is_the_last_thirty_days() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let report = app.bearer(&token).get_ok("/api/admin/reports/sign-ups").await;
    assert_eq!(report["interval"], "day");
    assert_eq!(report["buckets"].as_array().unwrap().len(), 30);
    let weeks = app
        .bearer(&token)
        .get_ok("/api/admin/reports/sign-ups?interval=week")
        .await;
    assert_eq!(weeks["buckets"].as_array().unwrap().len(), 12);
    let months = app
        .bearer(&token)
        .get_ok("/api/admin/reports/sign-ups?interval=month")
        .await;
    assert_eq!(months["buckets"].as_array().unwrap().len(), 12);
}

#[tokio::test]
async fn bad_input_is_a_field_level_400_and_the_claim_is_checked() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    for (query, field) in [
        ("from=yesterday", "from"),
        ("to=2026-13-01", "to"),
        ("from=2026-02-01&to=2026-01-01", "to"),
        ("interval=year", "interval"),
        ("from=2020-01-01&to=2026-01-01&interval=day", "from"),
    ] {
        let body = assert_problem(
            &app.bearer(&token)
                .get(&format!("/api/admin/reports/sign-ups?{query}"))
                .await,
            StatusCode::BAD_REQUEST,
        );
        assert!(body["errors"][field].is_array(), "{query}: {body}");
    }
    assert_problem(
        &app.anonymous().get("/api/admin/reports/sign-ups").await,
        StatusCode::UNAUTHORIZED,
    );
    let customer = app.access_token("customer").await;
    assert_problem(
        &app.bearer(&customer).get("/api/admin/reports/sign-ups").await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn dashboard_figures_match_the_listings_they_link_to() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let figures = app.bearer(&token).get_ok("/api/admin/dashboard").await;
    let total = |listing: Value| listing["totalMatch"].as_u64().unwrap();
    assert_eq!(
        figures["pendingTransfers"].as_u64().unwrap(),
        total(
            app.bearer(&token)
                .get_ok("/api/admin/transfers?status=Pending&pageSize=10")
                .await
        )
    );
    assert_eq!(
        figures["achWithdrawalWatch"].as_u64().unwrap(),
        total(
            app.bearer(&token)
                .get_ok("/api/admin/transfers?preset=achWithdrawalWatch&pageSize=10")
                .await
        )
    );
    assert_eq!(
        figures["negativeSettledCash"].as_u64().unwrap(),
        total(
            app.bearer(&token)
                .get_ok("/api/admin/compliance/negative-settled-cash?pageSize=10")
                .await
        )
    );
    let onboarding = figures["onboarding"].as_array().unwrap();
    assert_eq!(onboarding.len(), 10, "every status, zero included");
    for row in onboarding {
        let status = row["status"].as_str().unwrap().replace(' ', "%20");
        assert_eq!(
            row["customers"].as_u64().unwrap(),
            total(
                app.bearer(&token)
                    .get_ok(&format!("/api/admin/users?onboardingStatus={status}&pageSize=10"))
                    .await
            ),
            "{status}"
        );
    }
    assert_eq!(
        sum(onboarding, "customers"),
        figures["customers"].as_u64().unwrap()
    );
}
