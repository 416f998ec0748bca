//! Assets (symbols) and the Symbols screen's flags (spec 3).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A tradable asset. Field names are spelt as spec 3 spells them, odd
/// capitals included (`cusiP_NUMBER`, `IsSmartfolioDisabled`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
pub struct Asset {
    /// Stable identifier; `GET /api/v1/Asset/{id}` addresses it.
    #[serde(deserialize_with = "super::ids::int64")]
    pub id: u64,
    /// The ticker.
    pub symbol: String,
    /// The company or fund name (not blank).
    #[schema(pattern = "\\S")]
    pub name: String,
    /// The nine-character CUSIP.
    #[serde(rename = "cusiP_NUMBER")]
    pub cusip_number: String,
    /// Stock, ETF or ADR.
    #[serde(rename = "type")]
    pub kind: String,
    /// Whether fractional shares may be bought.
    #[serde(rename = "isFractionable")]
    pub is_fractionable: bool,
    /// Whether it can be traded at all.
    #[serde(rename = "isEnabled")]
    pub is_enabled: bool,
    /// Blacklisted: never offered.
    #[serde(rename = "isBlacklist")]
    pub is_blacklist: bool,
    /// Whitelisted: always offered.
    #[serde(rename = "isWhitelist")]
    pub is_whitelist: bool,
    /// Excluded from smartfolios.
    #[serde(rename = "IsSmartfolioDisabled")]
    pub is_smartfolio_disabled: bool,
}

/// The schema of a field naming an asset: its symbol, in any case.
pub fn asset_symbol_schema() -> utoipa::openapi::Object {
    let symbols = crate::fixtures::tables::SYMBOLS
        .iter()
        .map(|(symbol, ..)| *symbol);
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(super::text::any_case_pattern(symbols, false)))
        .build()
}
