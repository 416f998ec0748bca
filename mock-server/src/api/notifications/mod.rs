//! Notifications (spec 7): the notification screen's list and its
//! create/edit dialog, and the header's notification and message feeds.

pub mod create;
pub mod delete;
pub mod feeds;
pub mod get;
pub mod list;
pub mod selectables;
pub mod update;
pub mod validate;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The notification operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, create::create))
        .routes(routes!(selectables::selectables))
        .routes(routes!(get::get, update::update, delete::delete))
        .routes(routes!(feeds::notifications))
        .routes(routes!(feeds::messages))
}
