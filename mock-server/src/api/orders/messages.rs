//! The Fix Orders and Execution Reports tabs.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::api::listing::parse_id;
use crate::{
    api::listing::{DateRangeQuery, PageQuery, SortColumn, SortDir, parse_symbol, respond},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{ExecutionReport, FixOrder, OrderListing, Problem},
};

/// Both tabs sort by time only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByTime;

impl SortColumn for ByTime {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("CreatedDate", ByTime),
        ("TransactTime", ByTime),
        ("ExecutedAt", ByTime),
    ];
}

/// The tabs' filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// A ticker.
    #[param(schema_with = crate::api::listing::symbol_schema, example = "AAPL")]
    pub symbol: Option<String>,
    /// Only messages of this order.
    #[param(schema_with = crate::api::listing::id_schema)]
    pub order_id: Option<String>,
}

/// Fix Orders: the FIX messages sent for orders, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/fix",
    operation_id = "listFixOrders",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of FIX orders", body = OrderListing<FixOrder>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn fix_orders(
    session: Session,
    Query(page): Query<PageQuery>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<FixOrder>>, ApiError> {
    let paging = page.check((ByTime, SortDir::Desc))?;
    let symbol = parse_symbol(filters.symbol.as_deref())?;
    let order = parse_id("orderId", filters.order_id.as_deref())?;
    let range = range.check()?;
    let world = session.world();
    let matches = world
        .fix_orders
        .iter()
        .filter(|f| symbol.is_none_or(|s| f.symbol == s))
        .filter(|f| order.is_none_or(|id| f.order_id == id))
        .filter(|f| range.contains(f.transact_time))
        .collect();
    let listing = respond(&paging, world.fix_orders.len(), matches, |a, b| {
        a.transact_time
            .cmp(&b.transact_time)
            .then(a.fix_order_id.cmp(&b.fix_order_id))
    })?;
    let size = paging.size_for(listing.total_match);
    Ok(Json(OrderListing::from_listing(listing, size)))
}

/// Execution Reports: fills and partial fills, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/executions",
    operation_id = "listExecutionReports",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of execution reports", body = OrderListing<ExecutionReport>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn executions(
    session: Session,
    Query(page): Query<PageQuery>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<ExecutionReport>>, ApiError> {
    let paging = page.check((ByTime, SortDir::Desc))?;
    let symbol = parse_symbol(filters.symbol.as_deref())?;
    let order = parse_id("orderId", filters.order_id.as_deref())?;
    let range = range.check()?;
    let world = session.world();
    let matches = world
        .executions
        .iter()
        .filter(|e| symbol.is_none_or(|s| e.symbol == s))
        .filter(|e| order.is_none_or(|id| e.order_id == id))
        .filter(|e| range.contains(e.executed_at))
        .collect();
    let listing = respond(&paging, world.executions.len(), matches, |a, b| {
        a.executed_at
            .cmp(&b.executed_at)
            .then(a.execution_id.cmp(&b.execution_id))
    })?;
    let size = paging.size_for(listing.total_match);
    Ok(Json(OrderListing::from_listing(listing, size)))
}
