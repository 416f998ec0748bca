//! Operations: the CRM provider request log and point-in-time restore requests.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One call the platform made to its CRM provider (the Infusionsoft API request log).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct CrmRequest {
    /// Stable identifier.
    pub crm_request_id: u64,
    /// The customer the call was about.
    pub user_id: u64,
    /// The HTTP method used.
    pub method: String,
    /// The provider endpoint called.
    pub endpoint: String,
    /// The provider's HTTP status, 100 to 599.
    #[schema(minimum = 100, maximum = 599)]
    pub status_code: u16,
    /// Whether the call succeeded.
    pub success: bool,
    /// How long the call took, in milliseconds.
    #[schema(format = Int64, minimum = 0, maximum = 4_294_967_295_u32)]
    pub duration_ms: u32,
    /// The request body sent (JSON text).
    pub request_body: String,
    /// The response body received (JSON text), or the error.
    pub response_body: String,
    /// When the call was made; the log sorts newest first (spec 9).
    pub created: DateTime<Utc>,
}

/// Where a restore request is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum RestoreStatus {
    /// Waiting to be picked up.
    Pending,
    /// Being restored.
    Running,
    /// Restored.
    Complete,
    /// The restore failed.
    Failed,
}

/// A request to restore a customer's data to a point in time.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct RestoreRequest {
    /// Stable identifier.
    pub restore_request_id: u64,
    /// The customer whose data is restored.
    pub user_id: u64,
    /// The instant to restore to (never in the future).
    pub point_in_time: DateTime<Utc>,
    /// Why the restore is needed.
    pub reason: String,
    /// Where the request is.
    pub status: RestoreStatus,
    /// The staff member who asked.
    pub requested_by: String,
    /// When it was asked; the list sorts newest first.
    pub created: DateTime<Utc>,
}

/// The body of `POST /api/admin/operations/restore-requests`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"UserId": 10001, "PointInTime": "2026-01-14T09:00:00Z", "Reason": "Customer deleted their watchlists by mistake"}))]
pub struct RestoreRequestPayload {
    /// The customer whose data to restore.
    #[serde(deserialize_with = "super::ids::int64")]
    pub user_id: u64,
    /// The instant to restore to: in the past, and within the 35 days backups are kept.
    pub point_in_time: DateTime<Utc>,
    /// Why (1 to 500 characters of display text).
    #[schema(inline)]
    pub reason: super::text::Line<500>,
}
