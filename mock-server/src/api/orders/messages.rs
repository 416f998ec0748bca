//! The Fix Orders and Execution Reports tabs.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{DateRangeQuery, PageQuery, SortColumn, SortDir, parse_id, parse_symbol, respond},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{ExecutionReport, FixOrder, OrderListing, Problem, Symbol},
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
    #[param(value_type = Option<crate::api::listing::SymbolParameter>, inline, example = "AAPL")]
    pub symbol: Option<String>,
    /// Only messages of this order.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub order_id: Option<String>,
}

/// Fix Orders: the FIX messages sent for orders, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/fix",
    operation_id = "listFixOrders",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery<ByTime>, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of FIX orders", body = OrderListing<FixOrder>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn fix_orders(
    session: Session,
    Query(page): Query<PageQuery<ByTime>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<FixOrder>>, ApiError> {
    messages(&session.world().fix_orders, &page, &filters, &range)
}

/// Execution Reports: fills and partial fills, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/executions",
    operation_id = "listExecutionReports",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery<ByTime>, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of execution reports", body = OrderListing<ExecutionReport>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn executions(
    session: Session,
    Query(page): Query<PageQuery<ByTime>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<ExecutionReport>>, ApiError> {
    messages(&session.world().executions, &page, &filters, &range)
}

/// What the two tabs list: a message of an order, at a time.
trait Message: Clone {
    fn id(&self) -> u64;
    fn order_id(&self) -> u64;
    fn symbol(&self) -> Symbol;
    fn at(&self) -> DateTime<Utc>;
}

impl Message for FixOrder {
    fn id(&self) -> u64 {
        self.fix_order_id
    }
    fn order_id(&self) -> u64 {
        self.order_id
    }
    fn symbol(&self) -> Symbol {
        self.symbol
    }
    fn at(&self) -> DateTime<Utc> {
        self.transact_time
    }
}

impl Message for ExecutionReport {
    fn id(&self) -> u64 {
        self.execution_id
    }
    fn order_id(&self) -> u64 {
        self.order_id
    }
    fn symbol(&self) -> Symbol {
        self.symbol
    }
    fn at(&self) -> DateTime<Utc> {
        self.executed_at
    }
}

/// One page of either tab's messages, newest first by default.
fn messages<T: Message>(
    records: &[T],
    page: &PageQuery<ByTime>,
    filters: &Filters,
    range: &DateRangeQuery,
) -> Result<Json<OrderListing<T>>, ApiError> {
    let paging = page.check((ByTime, SortDir::Desc))?;
    let symbol = parse_symbol(filters.symbol.as_deref())?;
    let order = parse_id("orderId", filters.order_id.as_deref())?;
    let range = range.check()?;
    let matches = records
        .iter()
        .filter(|m| symbol.is_none_or(|s| m.symbol() == s))
        .filter(|m| order.is_none_or(|id| m.order_id() == id))
        .filter(|m| range.contains(m.at()))
        .collect();
    let listing = respond(&paging, records.len(), matches, |a, b| {
        a.at().cmp(&b.at()).then(a.id().cmp(&b.id()))
    })?;
    let size = paging.size_for(listing.total_match);
    Ok(Json(OrderListing::from_listing(listing, size)))
}
