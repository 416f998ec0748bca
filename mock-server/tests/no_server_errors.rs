//! However malformed, no request gives a 5xx: every GET operation of the
//! document, with arbitrary values for its documented query parameters.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use common::TestApp;

use std::sync::OnceLock;

use mock_server::{AppState, Clock, Config, fixtures};
use proptest::prelude::*;

/// One small world for every case (building the world, the router and its
/// document was most of the test's CPU): the cases only GET, which changes
/// nothing another case reads.
fn app() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| {
        let config = Config {
            scale: fixtures::Scale::Customers(30),
            ..Config::default()
        };
        TestApp::with_state(AppState::new(
            config,
            Clock::starting_at(fixtures::fixture_epoch()),
        ))
    })
}

/// Every GET operation: its concrete path (path parameters from their
/// examples) and the names of its query parameters. Read from the document
/// once: the cases vary only the values.
fn get_operations() -> &'static [(String, Vec<String>)] {
    static OPERATIONS: OnceLock<Vec<(String, Vec<String>)>> = OnceLock::new();
    OPERATIONS.get_or_init(read_get_operations)
}

fn read_get_operations() -> Vec<(String, Vec<String>)> {
    let doc = serde_json::to_value(mock_server::openapi()).unwrap();
    let mut found = Vec::new();
    for (template, item) in doc["paths"].as_object().unwrap() {
        let Some(operation) = item.get("get") else {
            continue;
        };
        let mut uri = template.clone();
        let mut query = Vec::new();
        for parameter in operation["parameters"].as_array().into_iter().flatten() {
            let name = parameter["name"].as_str().unwrap().to_owned();
            match parameter["in"].as_str() {
                Some("path") => {
                    let example = &parameter["example"];
                    let value = example
                        .as_str()
                        .map_or_else(|| example.to_string(), str::to_owned);
                    uri = uri.replace(&format!("{{{name}}}"), &value.replace(' ', "%20"));
                }
                Some("query") => query.push(name),
                _ => {}
            }
        }
        found.push((uri, query));
    }
    found
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Values worth trying: edges of numbers, dates, lists, and arbitrary text.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("All".to_owned()),
        Just("-1".to_owned()),
        Just("0".to_owned()),
        Just("18446744073709551616".to_owned()),
        Just("9999999999".to_owned()),
        Just("2026-02-30".to_owned()),
        Just("2026-01-15T15:30:00Z".to_owned()),
        Just("true".to_owned()),
        Just(",,,".to_owned()),
        Just("/i".to_owned()),
        "[a-zA-Z0-9 ,.:%-]{0,12}",
        any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn no_query_string_gives_a_server_error(values in prop::collection::vec(value(), 12), raw in "[ -~]{0,40}") {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let app = app();
            let token = app.access_token("admin").await;
            for (uri, names) in get_operations() {
                let query: Vec<String> = names
                    .iter()
                    .zip(values.iter().cycle())
                    .map(|(name, value)| format!("{name}={}", encode(value)))
                    .collect();
                let full = format!("{uri}?{}", query.join("&"));
                let answer = app.bearer(&token).get(&full).await;
                prop_assert!(!answer.status.is_server_error(), "{full}: {} {}", answer.status, answer.text());
                // A raw, unencoded tail must not break anything either.
                let tail = raw.replace(['#', ' '], "");
                if let Ok(request) = axum::http::Request::get(format!("{uri}?{tail}"))
                    .header("authorization", format!("Bearer {token}"))
                    .body(axum::body::Body::empty())
                {
                    let answer = app.send(request).await;
                    prop_assert!(!answer.status.is_server_error(), "{uri}?{tail}: {}", answer.text());
                }
            }
            Ok(())
        })?;
    }
}
