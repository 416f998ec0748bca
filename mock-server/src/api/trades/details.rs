//! `GET /api/admin/trades/{tradeId}`: a trade's details.

use crate::{
    api::records::by_id,
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Problem, Trade},
};

/// Get a trade.
#[utoipa::path(
    get,
    path = "/api/admin/trades/{tradeId}",
    operation_id = "getTrade",
    tag = crate::openapi::tags::TRADES,
    params(("tradeId" = u64, Path, description = "The trade's id", example = 1600000)),
    security(("bearer" = ["Trade.viewDetails"])),
    responses(
        (status = OK, description = "The trade", body = Trade),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such trade", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn details(session: Session, Path(trade_id): Path<u64>) -> Result<Json<Trade>, ApiError> {
    let world = session.world();
    by_id(&world.trades, trade_id, |t| t.trade_id, "trade")
        .cloned()
        .map(Json)
}
