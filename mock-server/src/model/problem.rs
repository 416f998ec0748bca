//! The one error envelope of every API operation (RFC 9457).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An `application/problem+json` body (RFC 9457) that also carries the
/// product's `error` text, which the console shows on a non-200 status
/// (spec section 8).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "about:blank",
    "title": "Forbidden",
    "status": 403,
    "detail": "This operation requires the claim users.view.",
    "error": "This operation requires the claim users.view."
}))]
pub struct Problem {
    /// A URI naming the kind of problem; `about:blank` when the status says it all.
    #[serde(rename = "type")]
    pub kind: String,
    /// The status's short, fixed summary.
    pub title: String,
    /// The HTTP status, repeated so the body stands alone.
    pub status: u16,
    /// What went wrong with this request, in a sentence.
    pub detail: String,
    /// The text the console shows (spec section 8); the same sentence as `detail`.
    pub error: String,
    /// For invalid input: the offending fields, each with its messages.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub errors: BTreeMap<String, Vec<String>>,
}
