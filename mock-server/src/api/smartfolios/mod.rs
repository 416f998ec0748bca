//! Smartfolios: the designer list and its edit form, holdings, and manual
//! weight overrides. Always shown in the menu (spec 6), so every staff
//! member with `pageAccess` may use them.

pub mod designer;
pub mod images;
pub mod overrides;
pub mod positions;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The smartfolio operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(designer::list))
        .routes(routes!(designer::update))
        .routes(routes!(images::image))
        .routes(routes!(positions::list))
        .routes(routes!(overrides::list, overrides::create))
        .routes(routes!(overrides::update, overrides::delete))
}

/// Whether a text is an http(s) address.
pub fn is_url(value: &str) -> bool {
    (value.starts_with("https://") || value.starts_with("http://"))
        && value.len() > 10
        && !value.contains(' ')
}
