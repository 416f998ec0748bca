//! The trading account detail route: the account with its balance, its
//! history and its positions.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::listing::list_or_all;
use crate::{
    api::{
        listing::{DateRangeQuery, PageQuery, SortColumn, SortDir, parse_symbol, respond},
        records::by_id,
    },
    error::ApiError,
    extract::{Json, Path, Query},
    mock::Session,
    model::{
        AccountHistoryEntry, Balance, BankAccount, Listing, Position, PositionState, Problem, TradingAccount,
        TransactionKind,
    },
    store::World,
};

/// A trading account with its balance and bank accounts.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TradingAccountDetails {
    /// The account.
    pub account: TradingAccount,
    /// Its balance.
    pub balance: Option<Balance>,
    /// Its linked bank accounts.
    pub bank_accounts: Vec<BankAccount>,
}

fn account(world: &World, id: u64) -> Result<&TradingAccount, ApiError> {
    by_id(
        &world.trading_accounts,
        id,
        |a| a.trading_account_id,
        "trading account",
    )
}

/// Get a trading account's details.
#[utoipa::path(
    get,
    path = "/api/admin/trading-accounts/{tradingAccountId}",
    operation_id = "getTradingAccount",
    tag = crate::openapi::tags::TRADING_ACCOUNTS,
    params(("tradingAccountId" = u64, Path, description = "The trading account's id", example = 100000)),
    security(("bearer" = ["tradingAccount.viewDetails"])),
    responses(
        (status = OK, description = "The account", body = TradingAccountDetails),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such trading account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn details(session: Session, Path(id): Path<u64>) -> Result<Json<TradingAccountDetails>, ApiError> {
    let world = session.world();
    let account = account(&world, id)?.clone();
    Ok(Json(TradingAccountDetails {
        balance: world
            .balances
            .iter()
            .find(|b| b.trading_account_id == id)
            .cloned(),
        bank_accounts: world
            .bank_accounts
            .iter()
            .filter(|b| b.trading_account_id == id)
            .cloned()
            .collect(),
        account,
    }))
}

/// The history sorts by date only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Created;

impl SortColumn for Created {
    const COLUMNS: &'static [(&'static str, Self)] = &[("Created", Created)];
}

/// The history's filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct HistoryFilters {
    /// Transaction kinds, comma-separated, as spelt in spec 3 (`Buy,Sell,Dividend Paid`).
    #[param(value_type = Option<TransactionKindListOrAll>, inline, example = json!(["Deposit"]))]
    pub kind: Option<String>,
}

/// A trading account's history (the History tab), newest first.
#[utoipa::path(
    get,
    path = "/api/admin/trading-accounts/{tradingAccountId}/history",
    operation_id = "listTradingAccountHistory",
    tag = crate::openapi::tags::TRADING_ACCOUNTS,
    params(("tradingAccountId" = u64, Path, description = "The trading account's id", example = 100000), PageQuery<Created>, HistoryFilters, DateRangeQuery),
    security(("bearer" = ["tradingAccount.viewDetails"])),
    responses(
        (status = OK, description = "One page of the history", body = Listing<AccountHistoryEntry>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such trading account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn history(
    session: Session,
    Path(id): Path<u64>,
    Query(page): Query<PageQuery<Created>>,
    Query(filters): Query<HistoryFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<AccountHistoryEntry>>, ApiError> {
    let paging = page.check((Created, SortDir::Desc))?;
    let kinds: Vec<TransactionKind> = list_or_all("kind", filters.kind.as_deref())?;
    let range = range.check()?;
    let world = session.world();
    account(&world, id)?;
    let own: Vec<&AccountHistoryEntry> = world
        .account_history
        .iter()
        .filter(|e| e.trading_account_id == id)
        .collect();
    let total = own.len();
    let matches = own
        .into_iter()
        .filter(|e| kinds.is_empty() || kinds.contains(&e.kind))
        .filter(|e| range.contains(e.created))
        .collect();
    Ok(Json(respond(&paging, total, matches, |a, b| {
        a.created
            .cmp(&b.created)
            .then(a.transaction_id.cmp(&b.transaction_id))
    })?))
}

/// Positions sort by market value or symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionColumn {
    /// Market value (the default, largest first).
    MarketValue,
    /// Symbol.
    Symbol,
    /// When opened.
    Opened,
}

impl SortColumn for PositionColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("MarketValue", PositionColumn::MarketValue),
        ("Symbol", PositionColumn::Symbol),
        ("Opened", PositionColumn::Opened),
    ];
}

/// The positions' filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct PositionFilters {
    /// Open, Close or All.
    #[param(value_type = Option<PositionStateListOrAll>, inline, example = json!(["Open"]))]
    pub state: Option<String>,
    /// A ticker.
    #[param(value_type = Option<crate::api::listing::SymbolParameter>, inline)]
    pub symbol: Option<String>,
}

/// A trading account's positions (the Positions tab).
#[utoipa::path(
    get,
    path = "/api/admin/trading-accounts/{tradingAccountId}/positions",
    operation_id = "listTradingAccountPositions",
    tag = crate::openapi::tags::TRADING_ACCOUNTS,
    params(("tradingAccountId" = u64, Path, description = "The trading account's id", example = 100000), PageQuery<PositionColumn>, PositionFilters),
    security(("bearer" = ["tradingAccount.viewDetails"])),
    responses(
        (status = OK, description = "One page of positions", body = Listing<Position>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such trading account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn positions(
    session: Session,
    Path(id): Path<u64>,
    Query(page): Query<PageQuery<PositionColumn>>,
    Query(filters): Query<PositionFilters>,
) -> Result<Json<Listing<Position>>, ApiError> {
    let paging = page.check((PositionColumn::MarketValue, SortDir::Desc))?;
    let states: Vec<PositionState> = list_or_all("state", filters.state.as_deref())?;
    let symbol = parse_symbol(filters.symbol.as_deref())?;
    let world = session.world();
    account(&world, id)?;
    let own: Vec<&Position> = world
        .positions
        .iter()
        .filter(|p| p.trading_account_id == id)
        .collect();
    let total = own.len();
    let matches = own
        .into_iter()
        .filter(|p| states.is_empty() || states.contains(&p.state))
        .filter(|p| symbol.is_none_or(|s| p.symbol == s))
        .collect();
    Ok(Json(respond(&paging, total, matches, |a, b| {
        match paging.sort {
            PositionColumn::MarketValue => a.market_value.cmp(&b.market_value),
            PositionColumn::Symbol => a.symbol.as_str().cmp(b.symbol.as_str()),
            PositionColumn::Opened => a.opened.cmp(&b.opened),
        }
        .then(a.position_id.cmp(&b.position_id))
    })?))
}

crate::api::listing::parameter_schemas! {
    /// A list of TransactionKind values or `All`, comma-separated.
    TransactionKindListOrAll = crate::api::listing::list_or_all_of::<crate::model::TransactionKind>();
    /// A list of PositionState values or `All`, comma-separated.
    PositionStateListOrAll = crate::api::listing::list_or_all_of::<crate::model::PositionState>();
}
