//! Symbols and strategies (spec 7): the Symbols screen's asset search and
//! edit, and the smartfolio screen's symbol strategies (and their weights). Documented calls of
//! the original product, so their paths keep its spelling.

pub mod get_asset;
pub mod search_assets;
pub mod strategies;
pub mod update_asset;
pub mod update_strategy;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The symbol operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(strategies::strategies))
        .routes(routes!(update_strategy::update_strategy))
        .routes(routes!(search_assets::search_assets))
        .routes(routes!(get_asset::get_asset))
        .routes(routes!(update_asset::update_asset))
}
