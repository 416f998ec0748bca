//! Trades: the listing and trade details. Designed calls.

pub mod details;
pub mod list;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The trade operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(details::details))
}
