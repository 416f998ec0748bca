//! User accounts: the platform's customers (spec 2's User Accounts screens
//! and the user details tabs). Designed calls; the spec does not show them.

pub mod create;
pub mod details;
pub mod list;
pub mod resend;
pub mod restrictions;
pub mod tabs;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{error::ApiError, model::Customer, state::AppState, store::World};

/// The user account operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list, create::create))
        .routes(routes!(resend::resend))
        .routes(routes!(details::details))
        .routes(routes!(tabs::audit_trail))
        .routes(routes!(tabs::identity_audit_trail))
        .routes(routes!(tabs::identity_documents))
        .routes(routes!(tabs::onboarding_documents))
        .routes(routes!(tabs::broker_documents))
        .routes(routes!(tabs::affiliations))
        .routes(routes!(restrictions::list, restrictions::add))
        .routes(routes!(restrictions::remove))
}

/// The customer a path names, or a 404.
pub fn customer(world: &World, user_id: u64) -> Result<&Customer, ApiError> {
    world
        .customer_by_id(user_id)
        .ok_or_else(|| ApiError::NotFound(format!("There is no user {user_id}.")))
}
