//! User accounts: the platform's customers (spec 2's User Accounts screens
//! and the user details tabs). Designed calls; the spec does not show them.

pub mod create;
pub mod details;
pub mod list;
pub mod resend;
pub mod restrictions;
pub mod tabs;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

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
        .routes(routes!(tabs::roles))
        .routes(routes!(restrictions::list, restrictions::add))
        .routes(routes!(restrictions::remove))
}
