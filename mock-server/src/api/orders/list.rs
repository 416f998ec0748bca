//! `GET /api/admin/orders` and `GET /api/admin/orders/transfers`: the All
//! Orders and All Transfers tabs.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, indexed_page, list_or_all, parse_id, parse_symbol,
        respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{
        Order, OrderAction, OrderBucket, OrderListing, OrderPreset, OrderStatus, OrderType, Problem, Symbol,
    },
    store::{
        World,
        index::{IndexOrder, Span},
    },
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When placed (the default, newest first; spec 9).
    CreatedDate,
    /// Amount.
    Amount,
    /// Symbol.
    Symbol,
    /// The numeric lifecycle status.
    OrderStatusId,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("CreatedDate", Column::CreatedDate),
        ("Amount", Column::Amount),
        ("Symbol", Column::Symbol),
        ("OrderStatusId", Column::OrderStatusId),
    ];
}

/// The order filters. `All` means no filter. The console sends today's date
/// range by default (spec 9); without dates every order matches.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Statuses of the filter set, comma-separated (Complete, OnOpen, OnHold, Submitted, Enqueued, Rejected, Cancelled, Skipped, SubmittedOther, UnsubmittedOther).
    #[param(value_type = Option<OrderStatusListOrAll>, inline, example = json!(["Complete"]))]
    pub status: Option<String>,
    /// `submitted` or `unsubmitted` (spec 4).
    #[param(value_type = Option<OrderPreset>)]
    pub preset: Option<String>,
    /// Market, Limit or All.
    #[param(value_type = Option<OrderTypeListOrAll>, inline, example = json!(["Market"]))]
    pub order_type: Option<String>,
    /// Actions, comma-separated (Buy, Sell, Invest, Withdraw; All).
    #[param(value_type = Option<OrderActionListOrAll>, inline, example = json!(["Buy"]))]
    pub action: Option<String>,
    /// A ticker.
    #[param(value_type = Option<crate::api::listing::SymbolParameter>, inline, example = "AAPL")]
    pub symbol: Option<String>,
    /// Only this trading account's orders.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub trading_account_id: Option<String>,
}

/// The checked order filters, as one predicate.
pub struct OrderFilter {
    statuses: Vec<OrderStatus>,
    preset: Option<OrderPreset>,
    types: Vec<OrderType>,
    actions: Vec<OrderAction>,
    symbol: Option<Symbol>,
    account: Option<u64>,
    range: crate::api::listing::DateRange,
}

impl OrderFilter {
    /// Checks every filter parameter.
    pub fn new(filters: &Filters, range: &DateRangeQuery) -> Result<Self, ApiError> {
        let preset = match filters.preset.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(
                serde_json::from_value(serde_json::Value::String(text.to_owned())).map_err(|_| {
                    ApiError::invalid_field("preset", format!("`{text}` is not submitted or unsubmitted"))
                })?,
            ),
        };
        Ok(OrderFilter {
            statuses: list_or_all("status", filters.status.as_deref())?,
            preset,
            types: list_or_all("orderType", filters.order_type.as_deref())?,
            actions: list_or_all("action", filters.action.as_deref())?,
            symbol: parse_symbol(filters.symbol.as_deref())?,
            account: parse_id("tradingAccountId", filters.trading_account_id.as_deref())?,
            range: range.check()?,
        })
    }

    /// Whether an order passes every filter.
    pub fn matches(&self, o: &Order) -> bool {
        let preset = match self.preset {
            None => true,
            Some(OrderPreset::Submitted) => OrderStatus::SUBMITTED.contains(&o.status),
            Some(OrderPreset::Unsubmitted) => OrderStatus::UNSUBMITTED.contains(&o.status),
        };
        preset
            && (self.statuses.is_empty() || self.statuses.contains(&o.status))
            && (self.types.is_empty() || self.types.contains(&o.order_type))
            && (self.actions.is_empty() || self.actions.contains(&o.action))
            && self.symbol.is_none_or(|s| o.symbol == s)
            && self.account.is_none_or(|id| o.trading_account_id == id)
            && self.range.contains(o.created_date)
    }
}

impl OrderFilter {
    /// Whether an index bucket (status, type, action) can hold matches.
    fn allows(&self, key: &OrderBucket, only_transfers: bool) -> bool {
        let preset = match self.preset {
            None => true,
            Some(OrderPreset::Submitted) => OrderStatus::SUBMITTED.contains(&key.status),
            Some(OrderPreset::Unsubmitted) => OrderStatus::UNSUBMITTED.contains(&key.status),
        };
        preset
            && (self.statuses.is_empty() || self.statuses.contains(&key.status))
            && (self.types.is_empty() || self.types.contains(&key.order_type))
            && (self.actions.is_empty() || self.actions.contains(&key.action))
            && (!only_transfers || is_transfer(key.action))
    }
}

/// Whether an action moves money into or out of a smartfolio (the All Transfers tab).
fn is_transfer(action: OrderAction) -> bool {
    matches!(action, OrderAction::Invest | OrderAction::Withdraw)
}

fn page(
    world: &World,
    page: &PageQuery<Column>,
    filter: &OrderFilter,
    only_transfers: bool,
) -> Result<OrderListing<Order>, ApiError> {
    let paging = page.check((Column::CreatedDate, SortDir::Desc))?;
    let order = match paging.sort {
        Column::CreatedDate => Some(IndexOrder::Created),
        Column::Amount => Some(IndexOrder::Amount),
        Column::Symbol | Column::OrderStatusId => None,
    };
    if let (Some(order), None, None) = (order, filter.symbol, filter.account) {
        // The index answers status, type, action, presets and dates without a scan.
        let index = world.order_index();
        let total = if only_transfers {
            index.count(&world.orders, |key| is_transfer(key.action), Span::default())
        } else {
            world.orders.len()
        };
        let allowed = |key: &OrderBucket| filter.allows(key, only_transfers);
        let listing = indexed_page(
            index,
            &world.orders,
            allowed,
            &filter.range,
            order,
            &paging,
            total,
        )?;
        let size = paging.size_for(listing.total_match);
        return Ok(OrderListing::from_listing(listing, size));
    }
    let only = |o: &Order| !only_transfers || is_transfer(o.action);
    let scope: Vec<&Order> = world.orders.iter().filter(|o| only(o)).collect();
    let total = scope.len();
    let matches = scope.into_iter().filter(|o| filter.matches(o)).collect();
    let listing = respond(&paging, total, matches, |a, b| {
        match paging.sort {
            Column::CreatedDate => a.created_date.cmp(&b.created_date),
            Column::Amount => a.amount.cmp(&b.amount),
            Column::Symbol => a.symbol.as_str().cmp(b.symbol.as_str()),
            Column::OrderStatusId => (a.order_status_id as u8).cmp(&(b.order_status_id as u8)),
        }
        .then(a.order_id.cmp(&b.order_id))
    })?;
    let size = paging.size_for(listing.total_match);
    Ok(OrderListing::from_listing(listing, size))
}

/// All Orders.
///
/// Newest first by default (`CreatedDate desc`); the presets of spec 4:
/// `submitted` (Complete, Rejected, Cancelled, SubmittedOther) and
/// `unsubmitted` (OnOpen, UnsubmittedOther).
#[utoipa::path(
    get,
    path = "/api/admin/orders",
    operation_id = "listOrders",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of orders", body = OrderListing<Order>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn orders(
    session: Session,
    Query(paging): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<Order>>, ApiError> {
    let filter = OrderFilter::new(&filters, &range)?;
    Ok(Json(page(&session.world(), &paging, &filter, false)?))
}

/// All Transfers: the orders that move money into or out of smartfolios
/// (actions Invest and Withdraw), with the same filters.
#[utoipa::path(
    get,
    path = "/api/admin/orders/transfers",
    operation_id = "listOrderTransfers",
    tag = crate::openapi::tags::ORDERS,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["Orders.viewList"])),
    responses(
        (status = OK, description = "One page of transfer orders", body = OrderListing<Order>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn transfers(
    session: Session,
    Query(paging): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<OrderListing<Order>>, ApiError> {
    let filter = OrderFilter::new(&filters, &range)?;
    Ok(Json(page(&session.world(), &paging, &filter, true)?))
}

crate::api::listing::parameter_schemas! {
    /// A list of OrderStatus values or `All`, comma-separated.
    OrderStatusListOrAll = crate::api::listing::list_or_all_of::<crate::model::OrderStatus>();
    /// A list of OrderType values or `All`, comma-separated.
    OrderTypeListOrAll = crate::api::listing::list_or_all_of::<crate::model::OrderType>();
    /// A list of OrderAction values or `All`, comma-separated.
    OrderActionListOrAll = crate::api::listing::list_or_all_of::<crate::model::OrderAction>();
}
