//! The orders pages' seven tabs: All Orders, All Transfers, Aggregate
//! Accounts, Aggregate Symbols, Aggregate Actions, Fix Orders and Execution
//! Reports. Order listings answer the spec's `Data.Items` envelope; the
//! aggregates answer `Data`. Every tab needs `Orders.viewList` (spec 6).

pub mod aggregates;
pub mod list;
pub mod messages;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The order operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::orders))
        .routes(routes!(list::transfers))
        .routes(routes!(aggregates::by_account))
        .routes(routes!(aggregates::by_symbol))
        .routes(routes!(aggregates::by_action))
        .routes(routes!(messages::fix_orders))
        .routes(routes!(messages::executions))
}
