//! Reconciliation reports: trades, positions, account balances and
//! onboarding statuses compared with the broker's records. Designed calls;
//! each needs `reconciliation.report.viewList` (spec 6).

pub mod reports;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The reconciliation operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(reports::trades))
        .routes(routes!(reports::positions))
        .routes(routes!(reports::account_balances))
        .routes(routes!(reports::onboarding_statuses))
}
