//! The version file the console polls (spec sections 4 and 7).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The body of `GET /meta.json`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[schema(example = json!({ "version": "0.1.90" }))]
pub struct Meta {
    /// The deployed console version; the console compares it, dotted part by
    /// dotted part, with the version it is running to advise a refresh.
    pub version: String,
}
