//! Trading accounts: the console's landing listing and the account detail
//! route with its tabs.

pub mod details;
pub mod list;
pub mod open;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The trading account operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, open::open))
        .routes(routes!(details::details))
        .routes(routes!(details::history))
        .routes(routes!(details::positions))
}
