//! The listing envelopes of spec section 3.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Listing<T> {
    /// The records of the requested page, in the requested order.
    pub data: Vec<T>,
    /// How many records match the filters, across all pages.
    pub total_match: u64,
    /// How many records exist before filtering.
    pub total: u64,
}
