//! The HTTP, contract and world tests, as one test binary.
//!
//! Each file beside this one is a module here rather than a binary of its
//! own: linking the server into twenty test binaries cost more than
//! compiling the tests. Run one file's tests with
//! `cargo test -p mock-server --test all <file>::`. A new file joins with a
//! `#[path]` line below; `every_test_file_is_in_this_binary` fails until it does.

#![allow(clippy::panic, reason = "a test fails loudly")]
#![allow(
    clippy::duplicate_mod,
    reason = "each file declares `mod common;` so it also reads on its own; the helpers are small"
)]

#[path = "account_me.rs"]
mod account_me;
#[path = "auth_token.rs"]
mod auth_token;
#[path = "authorization_matrix.rs"]
mod authorization_matrix;
#[path = "compression.rs"]
mod compression;
#[path = "conformance.rs"]
mod conformance;
#[path = "contract.rs"]
mod contract;
#[path = "control_plane.rs"]
mod control_plane;
#[path = "control_plane_origin.rs"]
mod control_plane_origin;
#[path = "create_flows.rs"]
mod create_flows;
#[path = "display_text.rs"]
mod display_text;
#[path = "document_agrees.rs"]
mod document_agrees;
#[path = "headers.rs"]
mod headers;
#[path = "impersonation.rs"]
mod impersonation;
#[path = "index.rs"]
mod index;
#[path = "lists.rs"]
mod lists;
#[path = "live_invariants.rs"]
mod live_invariants;
#[path = "market_data.rs"]
mod market_data;
#[path = "module_graph.rs"]
mod module_graph;
#[path = "money.rs"]
mod money;
#[path = "money_api.rs"]
mod money_api;
#[path = "no_server_errors.rs"]
mod no_server_errors;
#[path = "notifications.rs"]
mod notifications;
#[path = "plain_words.rs"]
mod plain_words;
#[path = "refusals.rs"]
mod refusals;
#[path = "reports.rs"]
mod reports;
#[path = "roles.rs"]
mod roles;
#[path = "scale_out.rs"]
mod scale_out;
#[path = "scenarios.rs"]
mod scenarios;
#[path = "sentences.rs"]
mod sentences;
#[path = "server.rs"]
mod server;
#[path = "session_cap.rs"]
mod session_cap;
#[path = "sign_ups.rs"]
mod sign_ups;
#[path = "slow_clients.rs"]
mod slow_clients;
#[path = "smartfolio_images.rs"]
mod smartfolio_images;
#[path = "strategy_weights.rs"]
mod strategy_weights;
#[path = "swagger.rs"]
mod swagger;
#[path = "symbols.rs"]
mod symbols;
#[path = "token_lifetime.rs"]
mod token_lifetime;
#[path = "trading_accounts.rs"]
mod trading_accounts;
#[path = "users.rs"]
mod users;
#[path = "world_invariants.rs"]
mod world_invariants;
#[path = "world_people.rs"]
mod world_people;
#[path = "world_snapshots.rs"]
mod world_snapshots;

#[test]
fn every_test_file_is_in_this_binary() {
    let declared: std::collections::BTreeSet<String> = include_str!("all.rs")
        .lines()
        .filter_map(|line| line.strip_prefix("#[path = \"")?.strip_suffix("\"]"))
        .map(str::to_owned)
        .collect();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let files: std::collections::BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()))
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".rs") && name != "all.rs")
        .collect();
    assert_eq!(
        declared, files,
        "every tests/*.rs must be a module of tests/all.rs: add `#[path = \"<file>.rs\"] mod <file>;`"
    );
}
