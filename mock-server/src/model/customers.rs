//! Platform customers: the people whose accounts the staff review.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A customer of the investing platform.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Customer {
    /// Stable identifier; trading accounts point at it.
    pub user_id: u64,
    /// The customer's sign-in name.
    pub user_name: String,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Contact address.
    pub email: String,
    /// When the customer signed up.
    pub created: DateTime<Utc>,
}
