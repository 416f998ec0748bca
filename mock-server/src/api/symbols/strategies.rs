//! `GET /api/v1/SymbolStrategy`: the symbol strategies (spec 7).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Problem, SymbolStrategy},
};

/// The query the console sends.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StrategyQuery {
    /// `true` for active strategies only (what the console asks), `false` for inactive ones; absent for all (an empty value is refused).
    #[serde(rename = "IsActive")]
    #[param(rename = "IsActive", value_type = Option<bool>, example = true)]
    pub is_active: Option<String>,
}

/// List symbol strategies.
///
/// Sorted by strategy, then symbol.
#[utoipa::path(
    get,
    path = "/api/v1/SymbolStrategy",
    operation_id = "listSymbolStrategies",
    tag = crate::openapi::tags::SYMBOLS,
    params(StrategyQuery),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The strategies", body = Vec<SymbolStrategy>),
        (status = BAD_REQUEST, description = "`IsActive` is not true or false (an empty value included)", body = Problem, content_type = "application/problem+json"),
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
    let world = session.world();
    let mut found: Vec<SymbolStrategy> = world
        .symbol_strategies
        .iter()
        .filter(|strategy| wanted.is_none_or(|active| strategy.is_active == active))
        .cloned()
        .collect();
    found.sort_by(|a, b| {
        a.strategy_id
            .cmp(&b.strategy_id)
            .then_with(|| a.symbol.cmp(&b.symbol))
    });
    Ok(Json(found))
}
