//! Role administration (spec 6 and 7): the Manage Roles screen and its
//! Manage Users dialog.
//!
//! These are documented calls of the original product, so their paths keep
//! its spelling (`/api/Account/roles`, `/api/account/role`) and their answers
//! its envelopes: reads answer `status` + `Message` + `data`, writes and the
//! user search answer `Message: Success` + `Data`. Failures are problem
//! documents whose `error` the console shows.

pub mod assign;
pub mod create;
pub mod delete;
pub mod list;
pub mod permission_groups;
pub mod permissions;
pub mod search_users;
pub mod shared;
pub mod update;
pub mod users_in_role;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The role operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(permissions::permissions))
        .routes(routes!(permission_groups::permission_groups))
        .routes(routes!(create::create))
        .routes(routes!(update::update, delete::delete))
        .routes(routes!(users_in_role::users_in_role))
        .routes(routes!(search_users::search_users))
        .routes(routes!(assign::assign))
}
