//! History and audit-trail entries travel as a kind and its values (amount,
//! symbol, quantity), never as an English sentence: the console writes the
//! sentence in the reader's language (issue 30, item 4).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use serde_json::Value;

use common::{TestApp, assert_problem, impersonation_fields, rows};

const HISTORY: &str = "/api/admin/trading-accounts/100000/history?pageSize=All";
const AUDIT: &str = "/api/admin/users/10000/audit-trail?pageSize=All";
const IDENTITY_AUDIT: &str = "/api/admin/users/10000/identity-audit-trail?pageSize=All";

fn text(value: &Value) -> &str {
    value.as_str().unwrap_or_else(|| panic!("not a string: {value}"))
}

#[tokio::test]
async fn a_history_entry_names_its_event_and_a_trade_its_symbol_and_quantity() {
    let admin = TestApp::new().signed_in("admin").await;
    let history = admin.get_ok(HISTORY).await;
    let entries = rows(&history);
    assert!(!entries.is_empty());
    let mut trades = 0;
    for entry in entries {
        assert!(entry.get("Description").is_none(), "no sentence: {entry}");
        let event = text(&entry["Event"]);
        match entry["TradeId"].as_u64() {
            Some(trade_id) => {
                trades += 1;
                let trade = admin.get_ok(&format!("/api/admin/trades/{trade_id}")).await;
                assert_eq!(entry["Symbol"], trade["Symbol"], "{entry}");
                assert_eq!(entry["Quantity"], trade["Quantity"], "{entry}");
                let expected = if trade["Side"] == "BUY" {
                    "SharesBought"
                } else {
                    "SharesSold"
                };
                assert_eq!(event, expected, "{entry}");
            }
            None => {
                assert!(
                    entry["Symbol"].is_null() && entry["Quantity"].is_null(),
                    "{entry}"
                );
                assert!(!matches!(event, "SharesBought" | "SharesSold"), "{entry}");
            }
        }
        if entry["TransferId"].is_u64() {
            let expected = match text(&entry["Kind"]) {
                "Deposit" => vec!["AchDeposit"],
                "Withdraw" => vec!["AchWithdrawal", "SmartfolioWithdrawal"],
                "Invest" => vec!["SmartfolioInvestment"],
                "Cash Journal" => vec!["CashFromBroker"],
                other => panic!("a transfer booked as {other}"),
            };
            assert!(expected.contains(&event), "{entry}");
        }
    }
    assert!(trades > 0, "account 100000 has booked trades");
}

#[tokio::test]
async fn an_audit_entry_names_its_event_and_the_values_it_speaks_of() {
    let admin = TestApp::new().signed_in("admin").await;
    let mut seen = std::collections::BTreeSet::new();
    for user in 10000..10012 {
        for path in ["audit-trail", "identity-audit-trail"] {
            let trail = admin
                .get_ok(&format!("/api/admin/users/{user}/{path}?pageSize=All"))
                .await;
            for entry in rows(&trail) {
                assert!(entry.get("description").is_none(), "no sentence: {entry}");
                let event = text(&entry["event"]);
                let code = entry["activityCode"].as_u64().unwrap();
                let (codes, amount, trade): (&[u64], bool, bool) = match event {
                    "ActivityRecorded" => (&[0], false, false),
                    "BankTransferRequested" => (&[1], true, false),
                    "BankTransferCompleted" => (&[2], true, false),
                    "TradeOrderPlaced" => (&[3], false, true),
                    "TradeExecuted" => (&[4], false, true),
                    "SmartfolioTransferRequested" => (&[5], true, false),
                    "SmartfolioTransferCompleted" => (&[6], true, false),
                    "CashBalanceChanged" => (&[7], true, false),
                    "SmartfolioTransferPending" => (&[8], true, false),
                    "ProfileViewed" => (&[9], false, false),
                    "IdentityVerificationSubmitted" | "IdentityVerified" | "IdentityDocumentRejected" => {
                        (&[10], false, false)
                    }
                    "BrokerCashMovement" => (&[11], true, false),
                    other => panic!("unknown event {other}"),
                };
                assert!(codes.contains(&code), "{entry}");
                assert_eq!(
                    entry["amount"].as_f64().is_some_and(|a| a > 0.0),
                    amount,
                    "{entry}"
                );
                assert!(entry["amount"].is_null() != amount, "{entry}");
                assert_eq!(entry["symbol"].is_string(), trade, "{entry}");
                assert_eq!(
                    entry["quantity"].as_f64().is_some_and(|q| q > 0.0),
                    trade,
                    "{entry}"
                );
                seen.insert(event.to_owned());
            }
        }
    }
    assert!(seen.len() >= 10, "a dozen customers show most events: {seen:?}");
}

#[tokio::test]
async fn the_two_listings_refuse_callers_without_their_claims_and_bad_filters() {
    let app = TestApp::new();
    for path in [HISTORY, AUDIT, IDENTITY_AUDIT] {
        assert_problem(&app.anonymous().get(path).await, StatusCode::UNAUTHORIZED);
    }
    // The history needs tradingAccount.viewDetails, which the compliance officer lacks.
    let compliance = app.signed_in("compliance").await;
    assert_problem(&compliance.get(HISTORY).await, StatusCode::FORBIDDEN);
    // The audit trails need users.view, which an impersonation token never carries.
    let admin = app.signed_in("admin").await;
    let staff_token = app.access_token("admin").await;
    let exchange = app.token(&impersonation_fields(&staff_token, "user10003")).await;
    assert_eq!(exchange.status, StatusCode::OK, "{}", exchange.text());
    let customer = app.bearer(text(&exchange.json()["access_token"]));
    for path in [AUDIT, IDENTITY_AUDIT] {
        assert_problem(&customer.get(path).await, StatusCode::FORBIDDEN);
    }
    for path in [
        "/api/admin/trading-accounts/100000/history?kind=Shares%20bought",
        "/api/admin/users/10000/audit-trail?activityCode=12",
        "/api/admin/users/10000/identity-audit-trail?event=ProfileViewed",
    ] {
        assert_problem(&admin.get(path).await, StatusCode::BAD_REQUEST);
    }
}
