//! Trading accounts: the console's landing listing.

pub mod list;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The trading account operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list::list))
}
