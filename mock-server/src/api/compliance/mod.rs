//! Compliance lists and restrictions: affiliations, the negative settled
//! cash report, restricted accounts and restricted permissions. Designed
//! calls; the spec shows the screens, not their calls.

pub mod affiliations;
pub mod negative_settled_cash;
pub mod restricted;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The compliance and restriction operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(affiliations::list))
        .routes(routes!(negative_settled_cash::list))
        .routes(routes!(restricted::compliance_restricted_accounts))
        .routes(routes!(restricted::restrictions_listing))
        .routes(routes!(restricted::restricted_permissions))
}
