//! `GET /api/admin/trading-accounts`: the trading accounts listing.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{PageQuery, SortColumn, SortDir, parse_one},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{AccountType, Listing, Problem, TradingAccount},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// Opening date (the default, newest first).
    Created,
    /// Account number.
    AccountNumber,
    /// Owner's name.
    FullName,
    /// Account type number.
    AccountType,
    /// Settled cash.
    CashBalance,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", Column::Created),
        ("AccountNumber", Column::AccountNumber),
        ("FullName", Column::FullName),
        ("AccountType", Column::AccountType),
        ("CashBalance", Column::CashBalance),
    ];
}

/// The listing's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Filters {
    /// Matches account number, owner name or email, case-insensitively.
    pub search: Option<String>,
    /// Only accounts of this type (spec 3 numbering).
    #[serde(rename = "accountType")]
    #[param(rename = "accountType", value_type = Option<AccountType>)]
    pub account_type: Option<String>,
}

/// List trading accounts.
///
/// Newest first by default. Sortable by `Created`, `AccountNumber`,
/// `FullName`, `AccountType` and `CashBalance`.
#[utoipa::path(
    get,
    path = "/api/admin/trading-accounts",
    operation_id = "listTradingAccounts",
    tag = crate::openapi::tags::TRADING_ACCOUNTS,
    params(PageQuery<Column>, Filters),
    security(("bearer" = ["tradingAccount.viewList"])),
    responses(
        (status = OK, description = "One page of trading accounts", body = Listing<TradingAccount>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
) -> Result<Json<Listing<TradingAccount>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let account_type: Option<AccountType> = parse_one("accountType", filters.account_type.as_deref())?;
    let needle = filters
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_lowercase);

    let world = session.world();
    let mut matches: Vec<&TradingAccount> = world
        .trading_accounts
        .iter()
        .filter(|account| account_type.is_none_or(|kind| account.account_type == kind))
        .filter(|account| {
            needle.as_deref().is_none_or(|needle| {
                account.account_number.to_lowercase().contains(needle)
                    || account.full_name.to_lowercase().contains(needle)
                    || account.email.to_lowercase().contains(needle)
            })
        })
        .collect();
    paging.sort_by(&mut matches, |a, b| {
        let by_column = match paging.sort {
            Column::Created => a.created.cmp(&b.created),
            Column::AccountNumber => a.account_number.cmp(&b.account_number),
            Column::FullName => a.full_name.cmp(&b.full_name),
            Column::AccountType => a.account_type.cmp(&b.account_type),
            Column::CashBalance => a.cash_balance.total_cmp(&b.cash_balance),
        };
        // The id breaks ties, so paging is stable.
        by_column.then(a.trading_account_id.cmp(&b.trading_account_id))
    });
    let data = paging.page_of(&matches)?.into_iter().cloned().collect();
    Ok(Json(Listing {
        data,
        total_match: matches.len() as u64,
        total: world.trading_accounts.len() as u64,
    }))
}
