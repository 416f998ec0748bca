//! Cash movement: the transfers listing with its presets, transfer details,
//! and the compliance ACH watchlist. Designed calls.

pub mod create;
pub mod details;
pub mod list;
pub mod watchlist;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The transfer operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, create::create))
        .routes(routes!(details::details))
        .routes(routes!(watchlist::list))
}
