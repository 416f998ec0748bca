//! `GET /api/v1/SymbolStrategy`: the symbol strategies (spec 7).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{matches_text, needle},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Problem, StrategyName, SymbolStrategy},
};

/// The query the console sends.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StrategyQuery {
    /// `true` for active strategies only (what the console asks), `false` for inactive ones; absent for all (an empty value is refused).
    #[serde(rename = "IsActive")]
    #[param(rename = "IsActive", value_type = Option<bool>, example = true)]
    pub is_active: Option<String>,
    /// Only this strategy (spec 3 numbering: 1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil); the price symbol strategy listing's filter.
    #[serde(rename = "strategyId")]
    #[param(rename = "strategyId", value_type = Option<StrategyName>, example = 3)]
    pub strategy_id: Option<String>,
    /// Text in the symbol, case-insensitively; blank means no search.
    pub search: Option<String>,
}

/// List symbol strategies.
///
/// Sorted by strategy, then symbol. `strategyId` and `search` narrow the
/// list as the console's price symbol strategy listing filters it.
#[utoipa::path(
    get,
    path = "/api/v1/SymbolStrategy",
    operation_id = "listSymbolStrategies",
    tag = crate::openapi::tags::SYMBOLS,
    params(StrategyQuery),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The strategies", body = Vec<SymbolStrategy>),
        (status = BAD_REQUEST, description = "`IsActive` is not true or false (an empty value included), or `strategyId` is not a strategy", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn strategies(
    session: Session,
    Query(query): Query<StrategyQuery>,
) -> Result<Json<Vec<SymbolStrategy>>, ApiError> {
    // An empty `IsActive=` is not a boolean either: refused, never read as "all".
    let wanted = match query.is_active.as_deref().map(str::trim) {
        None => None,
        Some(text) if text.eq_ignore_ascii_case("true") => Some(true),
        Some(text) if text.eq_ignore_ascii_case("false") => Some(false),
        Some("") => {
            return Err(ApiError::invalid_field(
                "IsActive",
                "is empty: give true or false, or leave it out for all strategies",
            ));
        }
        Some(text) => {
            return Err(ApiError::invalid_field(
                "IsActive",
                format!("`{text}` is not true or false"),
            ));
        }
    };
    let strategy = parse_strategy(query.strategy_id.as_deref())?;
    let search = needle(query.search.as_deref());
    let world = session.world();
    let mut found: Vec<SymbolStrategy> = world
        .symbol_strategies
        .iter()
        .filter(|row| wanted.is_none_or(|active| row.is_active == active))
        .filter(|row| strategy.is_none_or(|id| row.strategy_id == id))
        .filter(|row| matches_text(search.as_deref(), &[&row.symbol]))
        .cloned()
        .collect();
    found.sort_by(|a, b| {
        a.strategy_id
            .cmp(&b.strategy_id)
            .then_with(|| a.symbol.cmp(&b.symbol))
    });
    Ok(Json(found))
}

/// A strategy number of spec 3; empty means no filter.
pub fn parse_strategy(text: Option<&str>) -> Result<Option<StrategyName>, ApiError> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    StrategyName::ALL
        .into_iter()
        .find(|name| (*name as u8).to_string() == text)
        .map(Some)
        .ok_or_else(|| {
            ApiError::invalid_field(
                "strategyId",
                format!("`{text}` is not a strategy; use 1, 3, 4, 5 or 6"),
            )
        })
}
