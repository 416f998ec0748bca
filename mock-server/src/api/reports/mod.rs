//! Reports: the user and asset report download (spec 7) and the sign-ups
//! report of the Marketing Authentication page.

pub mod sign_ups;
pub mod user_asset;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The report operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(user_asset::user_asset_report))
        .routes(routes!(sign_ups::sign_up_report))
}
