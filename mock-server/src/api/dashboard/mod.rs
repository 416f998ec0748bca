//! The dashboard and the market data chart (spec 2's stock dashboard chart).

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    error::ApiError,
    extract::{Json, Path},
    fixtures::market::market_series,
    mock::Session,
    model::{DashboardFigures, MarketDataSeries, Problem},
    state::AppState,
};

/// The dashboard operations.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dashboard))
        .routes(routes!(market_data))
}

/// The dashboard's headline figures, as of the session's clock.
#[utoipa::path(
    get,
    path = "/api/admin/dashboard",
    operation_id = "getDashboard",
    tag = crate::openapi::tags::DASHBOARD,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The figures", body = DashboardFigures),
    )
)]
pub async fn dashboard(session: Session) -> Json<DashboardFigures> {
    let now = session.now();
    Json(session.world().dashboard(now))
}

/// A symbol's intraday series in its exchange's hours: the latest session
/// that has opened (9:30 AM to 4:00 PM New York time, weekdays), one point a
/// minute to now or to its close, with the previous session's close
/// (docs/spec-deviations.md, K5).
#[utoipa::path(
    get,
    path = "/api/admin/market-data/{symbol}",
    operation_id = "getMarketData",
    tag = crate::openapi::tags::DASHBOARD,
    params(("symbol" = String, Path, description = "A symbol of the asset list", example = "SPY")),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The series", body = MarketDataSeries),
        (status = NOT_FOUND, description = "The symbol is not in the asset list", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn market_data(
    session: Session,
    Path(symbol): Path<String>,
) -> Result<Json<MarketDataSeries>, ApiError> {
    let symbol = symbol.trim().to_uppercase();
    let world = session.world();
    if !world.assets.iter().any(|a| a.symbol == symbol) {
        return Err(ApiError::NotFound(format!("There is no symbol {symbol}.")));
    }
    Ok(Json(market_series(world.seed, &symbol, session.now())))
}
