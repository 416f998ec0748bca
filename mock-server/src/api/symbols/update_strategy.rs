//! `PUT /api/v1/SymbolStrategy/{strategyId}`: set a strategy's symbols and weights.

use std::{collections::HashSet, sync::Arc};

use axum::Extension;

use super::strategies::parse_strategy;
use crate::{
    error::{ApiError, FieldErrors},
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{Numbered, Problem, StrategyName, StrategyWeightsPayload, SymbolStrategy, smartfolios::is_whole},
};

/// Set a strategy's symbols and weights.
///
/// The body lists every symbol the strategy trades, each with its weight and
/// whether it is active; a symbol it has today and the list leaves out is
/// removed. The active symbols' weights must add up to 100 % (1, to the
/// millionth) and an inactive symbol weighs 0: an edit that breaks either is
/// refused with a 400 naming the field, and nothing changes (the weights are
/// never rescaled behind the editor's back). The answer is the strategy's
/// symbols as stored, by symbol.
#[utoipa::path(
    put,
    path = "/api/v1/SymbolStrategy/{strategyId}",
    operation_id = "updateSymbolStrategy",
    tag = crate::openapi::tags::SYMBOLS,
    params(("strategyId" = StrategyName, Path, description = "The strategy (spec 3 numbering: 1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil)", example = 3)),
    request_body = StrategyWeightsPayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The strategy's symbols as stored", body = Vec<SymbolStrategy>),
        (status = BAD_REQUEST, description = "The strategy is not one of spec 3, a symbol is not an asset or is listed twice, an inactive symbol has a weight, or the active weights do not add up to 100 %; `errors` names each", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update_strategy(
    session: Session,
    Path(strategy): Path<String>,
    Json(payload): Json<StrategyWeightsPayload>,
) -> Result<(Extension<JournalNote>, Json<Vec<SymbolStrategy>>), ApiError> {
    let Some(strategy) = parse_strategy(Some(&strategy))? else {
        return Err(ApiError::invalid_field(
            "strategyId",
            "is empty: use 1, 3, 4, 5 or 6",
        ));
    };
    let now = session.now();
    let mut world = session.world_mut();
    let mut errors = FieldErrors::default();
    let count = payload.symbols.len();
    errors.check(
        (1..=40).contains(&count),
        "symbols",
        format!("List 1 to 40 symbols; the list has {count}."),
    );
    let mut seen = HashSet::new();
    let mut active = 0.0;
    for (place, row) in payload.symbols.iter().enumerate() {
        let symbol = row.symbol.trim().to_uppercase();
        let field = |name: &str| format!("symbols[{place}].{name}");
        if !world.assets.iter().any(|a| a.symbol == symbol) {
            errors.add(&field("symbol"), format!("`{symbol}` is not in the asset list."));
        } else if !seen.insert(symbol.clone()) {
            errors.add(
                &field("symbol"),
                format!("{symbol} is listed twice; list each symbol once."),
            );
        }
        if !(row.weight.is_finite() && (0.0..=1.0).contains(&row.weight)) {
            errors.add(&field("weight"), "Use a weight from 0 to 1.");
        } else if !row.is_active && row.weight != 0.0 {
            errors.add(
                &field("weight"),
                "An inactive symbol weighs nothing: set its weight to 0, or make it active.",
            );
        } else if row.is_active {
            active += row.weight;
        }
    }
    if errors.is_empty() && !is_whole(active) {
        errors.add(
            "symbols",
            format!(
                "The active symbols' weights add up to {} %; they must add up to 100 %.",
                (active * 10_000.0).round() / 100.0
            ),
        );
    }
    errors.into_result()?;
    let base = u64::from(strategy as u8) * 100;
    let rows = Arc::make_mut(&mut world.symbol_strategies);
    let before: Vec<SymbolStrategy> = rows
        .iter()
        .filter(|r| r.strategy_id == strategy)
        .cloned()
        .collect();
    rows.retain(|r| r.strategy_id != strategy);
    let mut taken: HashSet<u64> = before
        .iter()
        .filter(|old| seen.contains(&old.symbol))
        .map(|old| old.symbol_strategy_id)
        .collect();
    let mut stored = Vec::with_capacity(count);
    for row in &payload.symbols {
        let symbol = row.symbol.trim().to_uppercase();
        let old = before.iter().find(|old| old.symbol == symbol);
        let id = old.map_or_else(
            || {
                let id = (base..base + 100)
                    .find(|id| !taken.contains(id))
                    .unwrap_or(base + 99);
                taken.insert(id);
                id
            },
            |old| old.symbol_strategy_id,
        );
        let unchanged = old.is_some_and(|old| old.weight == row.weight && old.is_active == row.is_active);
        stored.push(SymbolStrategy {
            symbol_strategy_id: id,
            symbol,
            strategy_id: strategy,
            strategy_name: strategy.label().to_owned(),
            is_active: row.is_active,
            weight: row.weight,
            updated: match old {
                Some(old) if unchanged => old.updated,
                _ => now,
            },
        });
    }
    rows.extend(stored.iter().cloned());
    rows.sort_by_key(|r| r.symbol_strategy_id);
    stored.sort_by(|a, b| a.symbol.cmp(&b.symbol));
    let note = JournalNote::detail(format!("set the weights of strategy {}", strategy.label()));
    Ok((Extension(note), Json(stored)))
}
