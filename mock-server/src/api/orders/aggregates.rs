//! The Aggregate Accounts, Aggregate Symbols and Aggregate Actions tabs: the
//! filtered orders summed by trading account, symbol and action.

use crate::{
    api::listing::{DateRangeQuery, MAX_PAGE_SIZE},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{
        AggregateListing, OrderAggregateByAccount, OrderAggregateByAction, OrderAggregateBySymbol, Problem,
        aggregate,
    },
};

use super::list::{Filters, OrderFilter};

/// The Aggregate Accounts, Symbols and Actions views, in that order.
type Views = (
    Vec<OrderAggregateByAccount>,
    Vec<OrderAggregateBySymbol>,
    Vec<OrderAggregateByAction>,
);

/// The three views over the orders that pass the filters.
fn views(session: &Session, filters: &Filters, range: &DateRangeQuery) -> Result<Views, ApiError> {
    let filter = OrderFilter::new(filters, range)?;
    let world = session.world();
    Ok(aggregate(world.orders.iter().filter(|o| filter.matches(o))))
}

/// Aggregate Accounts: per trading account, most orders first.
///
/// At most 10000 accounts (the busiest); narrow the dates for the rest.
#[utoipa::path(
    get,
    path = "/api/admin/orders/aggregate/accounts",
    operation_id = "aggregateOrdersByAccount",
    tag = crate::openapi::tags::ORDERS,
    params(Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "The groups", body = AggregateListing<OrderAggregateByAccount>),
        (status = BAD_REQUEST, description = "A filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn by_account(
    session: Session,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<AggregateListing<OrderAggregateByAccount>>, ApiError> {
    let (mut data, _, _) = views(&session, &filters, &range)?;
    data.sort_by(|a, b| {
        b.order_count
            .cmp(&a.order_count)
            .then(a.trading_account_id.cmp(&b.trading_account_id))
    });
    data.truncate(MAX_PAGE_SIZE);
    Ok(Json(AggregateListing { data }))
}

/// Aggregate Symbols: per symbol, most orders first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/aggregate/symbols",
    operation_id = "aggregateOrdersBySymbol",
    tag = crate::openapi::tags::ORDERS,
    params(Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "The groups", body = AggregateListing<OrderAggregateBySymbol>),
        (status = BAD_REQUEST, description = "A filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn by_symbol(
    session: Session,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<AggregateListing<OrderAggregateBySymbol>>, ApiError> {
    let (_, mut data, _) = views(&session, &filters, &range)?;
    data.sort_by(|a, b| {
        b.order_count
            .cmp(&a.order_count)
            .then(a.symbol.as_str().cmp(b.symbol.as_str()))
    });
    Ok(Json(AggregateListing { data }))
}

/// Aggregate Actions: per action (Buy, Sell, Invest, Withdraw), most orders first.
#[utoipa::path(
    get,
    path = "/api/admin/orders/aggregate/actions",
    operation_id = "aggregateOrdersByAction",
    tag = crate::openapi::tags::ORDERS,
    params(Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "The groups", body = AggregateListing<OrderAggregateByAction>),
        (status = BAD_REQUEST, description = "A filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn by_action(
    session: Session,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<AggregateListing<OrderAggregateByAction>>, ApiError> {
    let (_, _, mut data) = views(&session, &filters, &range)?;
    data.sort_by(|a, b| b.order_count.cmp(&a.order_count).then(a.action.cmp(&b.action)));
    Ok(Json(AggregateListing { data }))
}
