//! Operations: the CRM provider request log and point-in-time restore
//! requests. Designed calls; both need `operation.viewList`, the only
//! claim of the Operations group (spec 6).

pub mod crm_requests;
pub mod restore_requests;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The operations operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(crm_requests::list))
        .routes(routes!(restore_requests::list, restore_requests::create))
}
