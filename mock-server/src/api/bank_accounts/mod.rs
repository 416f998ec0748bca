//! Bank accounts: the listing with the review filter of spec 3, details, and
//! the reviewer's actions (review state and manual override). Designed calls.

pub mod details;
pub mod list;
pub mod review;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The bank account operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(details::details))
        .routes(routes!(review::review))
        .routes(routes!(review::manual_override))
}
