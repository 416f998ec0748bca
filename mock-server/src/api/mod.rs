//! The API routes, assembled in one place and grouped by who uses them.
//!
//! One module per area of the specification; one file per operation, with
//! its parameters and answer types beside the handler.

pub mod account;
pub mod bank_accounts;
pub mod compliance;
pub mod dashboard;
pub mod listing;
pub mod listing_rules;
pub mod meta;
pub mod notifications;
pub mod operations;
pub mod orders;
pub mod reconciliation;
pub mod records;
pub mod reports;
pub mod roles;
pub mod smartfolios;
pub mod symbols;
pub mod trades;
pub mod trading_accounts;
pub mod transfers;
pub mod users;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{auth, mock, state::AppState};

/// Every documented operation (the document's frame is added by the crate
/// root: [`crate::openapi::ApiDoc`]).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        // Signing in: the console's sign-in screen and its session.
        .routes(routes!(auth::token::token))
        .routes(routes!(account::me::me))
        // The console's version check.
        .routes(routes!(meta::meta))
        // Listings and details, one area at a time.
        .merge(trading_accounts::router())
        .merge(bank_accounts::router())
        .merge(transfers::router())
        .merge(trades::router())
        .merge(orders::router())
        // User accounts and their details tabs.
        .merge(users::router())
        // Compliance lists and restrictions, operations, reconciliation.
        .merge(compliance::router())
        .merge(operations::router())
        .merge(reconciliation::router())
        // Smartfolios, the dashboard and market data.
        .merge(smartfolios::router())
        .merge(dashboard::router())
        // Role administration (Manage Roles and its Manage Users dialog).
        .merge(roles::router())
        // The always-shown screens: symbols, notifications, the report.
        .merge(symbols::router())
        .merge(notifications::router())
        .merge(reports::router())
        // The control plane, for tests and demos.
        .merge(mock::api::router())
}
