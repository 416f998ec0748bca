//! `GET /api/admin/trades`: the Trades listing.

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
    model::{Listing, Problem, Trade, TradeBucket, TradeOrigin, TradeSide, TradeStatus},
    store::index::IndexOrder,
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When executed (the default, newest first; spec 9).
    CreatedDate,
    /// Amount.
    Amount,
    /// Symbol.
    Symbol,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("CreatedDate", Column::CreatedDate),
        ("Amount", Column::Amount),
        ("Symbol", Column::Symbol),
    ];
}

/// The listing's filters. `All` means no filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// BUY, SELL or All.
    #[param(value_type = Option<TradeSideListOrAll>, inline, example = json!(["BUY"]))]
    pub side: Option<String>,
    /// Manual, Smartfolio or All.
    #[param(value_type = Option<TradeOriginListOrAll>, inline, example = json!(["Manual"]))]
    pub origin: Option<String>,
    /// Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed).
    #[param(value_type = Option<TradeStatusListOrAll>, inline, example = json!(["Complete", "Completed"]))]
    pub status: Option<String>,
    /// A ticker.
    #[param(value_type = Option<crate::api::listing::SymbolParameter>, inline, example = "AAPL")]
    pub symbol: Option<String>,
    /// Only this trading account's trades.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub trading_account_id: Option<String>,
    /// Only this user's trades (the user details Trades tab).
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub user_id: Option<String>,
}

/// List trades.
///
/// Newest first by default (`CreatedDate desc`, spec 9).
#[utoipa::path(
    get,
    path = "/api/admin/trades",
    operation_id = "listTrades",
    tag = crate::openapi::tags::TRADES,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["Trade.viewList"])),
    responses(
        (status = OK, description = "One page of trades", body = Listing<Trade>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Trade>>, ApiError> {
    let paging = page.check((Column::CreatedDate, SortDir::Desc))?;
    let sides: Vec<TradeSide> = list_or_all("side", filters.side.as_deref())?;
    let origins: Vec<TradeOrigin> = list_or_all("origin", filters.origin.as_deref())?;
    let statuses: Vec<TradeStatus> = list_or_all("status", filters.status.as_deref())?;
    let symbol = parse_symbol(filters.symbol.as_deref())?;
    let account = parse_id("tradingAccountId", filters.trading_account_id.as_deref())?;
    let user = parse_id("userId", filters.user_id.as_deref())?;
    let range = range.check()?;
    let world = session.world();
    let order = match paging.sort {
        Column::CreatedDate => Some(IndexOrder::Created),
        Column::Amount => Some(IndexOrder::Amount),
        Column::Symbol => None,
    };
    if let (Some(order), None, None, None) = (order, symbol, account, user) {
        // The index answers side, origin, status and dates without a scan.
        let allowed = |key: &TradeBucket| {
            (sides.is_empty() || sides.contains(&key.side))
                && (origins.is_empty() || origins.contains(&key.origin))
                && (statuses.is_empty() || statuses.contains(&key.status))
        };
        let index = world.trade_index();
        let total = world.trades.len();
        return Ok(Json(indexed_page(
            index,
            &world.trades,
            allowed,
            &range,
            order,
            &paging,
            total,
        )?));
    }
    let matches = world
        .trades
        .iter()
        .filter(|t| sides.is_empty() || sides.contains(&t.side))
        .filter(|t| origins.is_empty() || origins.contains(&t.origin))
        .filter(|t| statuses.is_empty() || statuses.contains(&t.status))
        .filter(|t| symbol.is_none_or(|s| t.symbol == s))
        .filter(|t| account.is_none_or(|id| t.trading_account_id == id))
        .filter(|t| user.is_none_or(|id| t.user_id == id))
        .filter(|t| range.contains(t.created_date))
        .collect();
    Ok(Json(respond(&paging, world.trades.len(), matches, |a, b| {
        match paging.sort {
            Column::CreatedDate => a.created_date.cmp(&b.created_date),
            Column::Amount => a.amount.cmp(&b.amount),
            Column::Symbol => a.symbol.as_str().cmp(b.symbol.as_str()),
        }
        .then(a.trade_id.cmp(&b.trade_id))
    })?))
}

crate::api::listing::parameter_schemas! {
    /// A list of TradeSide values or `All`, comma-separated.
    TradeSideListOrAll = crate::api::listing::list_or_all_of::<crate::model::TradeSide>();
    /// A list of TradeOrigin values or `All`, comma-separated.
    TradeOriginListOrAll = crate::api::listing::list_or_all_of::<crate::model::TradeOrigin>();
    /// A list of TradeStatus values or `All`, comma-separated.
    TradeStatusListOrAll = crate::api::listing::list_or_all_of::<crate::model::TradeStatus>();
}
