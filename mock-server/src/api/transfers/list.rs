//! `GET /api/admin/transfers`: the Cash Movement listing.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, MAX_PAGE_SIZE, PageQuery, PageSize, SortColumn, SortDir, list_or_all, parse_id,
        respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{AchWatchlistType, CashMovementKind, Listing, Problem, Transfer, TransferStatus, TransferType},
    store::transfer_index::{IndexedFilter, TransferOrder, compare},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When requested (the default, newest first; spec 9).
    Created,
    /// Amount.
    Amount,
    /// Status.
    Status,
    /// Transfer type.
    TransferType,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", Column::Created),
        ("Amount", Column::Amount),
        ("Status", Column::Status),
        ("TransferType", Column::TransferType),
    ];
}

/// A named status preset of spec 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum TransferPreset {
    /// Complete, Rejected and Cancelled.
    Processed,
    /// OnHold and Skipped.
    Unprocessed,
    /// The ACH withdrawal watch: Pending bank withdrawals on the AccountsWithin90Days, MultipleBanks or NoTrades watchlists.
    AchWithdrawalWatch,
}

/// The listing's filters. `All` in a list filter means no filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Transfer types, comma-separated (BankDeposit, BankWithdraw, SmartfolioInvest, SmartfolioWithdraw, FromBroker; All).
    #[param(example = "BankWithdraw")]
    pub transfer_type: Option<String>,
    /// Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed, OnHold, Skipped, Cancelled).
    #[param(example = "Pending")]
    pub status: Option<String>,
    /// INVEST, WITHDRAW or All.
    #[param(example = "WITHDRAW")]
    pub kind: Option<String>,
    /// `processed`, `unprocessed` or `achWithdrawalWatch` (spec 4); combined with the other filters.
    #[param(value_type = Option<TransferPreset>)]
    pub preset: Option<String>,
    /// ACH watchlist types, comma-separated; a transfer matches when it is on any of them.
    #[param(example = "MultipleBanks")]
    pub watchlist_type: Option<String>,
    /// Only this trading account's transfers.
    #[param(value_type = Option<u64>)]
    pub trading_account_id: Option<String>,
    /// Only this user's transfers.
    #[param(value_type = Option<u64>)]
    pub user_id: Option<String>,
}

/// The checked filters, as one predicate.
pub struct TransferFilter {
    types: Vec<TransferType>,
    statuses: Vec<TransferStatus>,
    kinds: Vec<CashMovementKind>,
    preset: Option<TransferPreset>,
    watchlists: Vec<AchWatchlistType>,
    account: Option<u64>,
    user: Option<u64>,
    range: crate::api::listing::DateRange,
}

impl TransferFilter {
    /// Checks every filter parameter.
    pub fn new(filters: &Filters, range: &DateRangeQuery) -> Result<Self, ApiError> {
        let preset = match filters.preset.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(
                serde_json::from_value(serde_json::Value::String(text.to_owned())).map_err(|_| {
                    ApiError::invalid_field(
                        "preset",
                        format!("`{text}` is not processed, unprocessed or achWithdrawalWatch"),
                    )
                })?,
            ),
        };
        Ok(TransferFilter {
            types: list_or_all("transferType", filters.transfer_type.as_deref())?,
            statuses: list_or_all("status", filters.status.as_deref())?,
            kinds: list_or_all("kind", filters.kind.as_deref())?,
            preset,
            watchlists: list_or_all("watchlistType", filters.watchlist_type.as_deref())?,
            account: parse_id("tradingAccountId", filters.trading_account_id.as_deref())?,
            user: parse_id("userId", filters.user_id.as_deref())?,
            range: range.check()?,
        })
    }

    /// The same filter for the index, or `None` when it needs a scan (an
    /// account or user filter) — or `Some(None)` when nothing can match.
    pub fn indexed(&self) -> Option<Option<IndexedFilter>> {
        if self.account.is_some() || self.user.is_some() {
            return None;
        }
        let statuses: Vec<TransferStatus> = TransferStatus::ALL
            .into_iter()
            .filter(|s| self.statuses.is_empty() || self.statuses.contains(s))
            .filter(|s| match self.preset {
                None => true,
                Some(TransferPreset::Processed) => TransferStatus::PROCESSED.contains(s),
                Some(TransferPreset::Unprocessed) => TransferStatus::UNPROCESSED.contains(s),
                Some(TransferPreset::AchWithdrawalWatch) => *s == TransferStatus::Pending,
            })
            .collect();
        let types: Vec<TransferType> = TransferType::ALL
            .into_iter()
            .filter(|t| self.types.is_empty() || self.types.contains(t))
            .filter(|t| self.kinds.is_empty() || self.kinds.contains(&t.kind()))
            .filter(|t| {
                self.preset != Some(TransferPreset::AchWithdrawalWatch) || *t == TransferType::BankWithdraw
            })
            .collect();
        if statuses.is_empty() || types.is_empty() {
            return Some(None);
        }
        Some(Some(IndexedFilter {
            statuses: if statuses.len() == TransferStatus::ALL.len() {
                Vec::new()
            } else {
                statuses
            },
            types: if types.len() == TransferType::ALL.len() {
                Vec::new()
            } else {
                types
            },
            any_watchlist: self.watchlists.clone(),
            watched: self.preset == Some(TransferPreset::AchWithdrawalWatch),
            start: self.range.start,
            end: self.range.end,
        }))
    }

    /// Whether a transfer passes every filter.
    pub fn matches(&self, t: &Transfer) -> bool {
        let preset = match self.preset {
            None => true,
            Some(TransferPreset::Processed) => TransferStatus::PROCESSED.contains(&t.status),
            Some(TransferPreset::Unprocessed) => TransferStatus::UNPROCESSED.contains(&t.status),
            Some(TransferPreset::AchWithdrawalWatch) => {
                t.status == TransferStatus::Pending
                    && t.transfer_type == TransferType::BankWithdraw
                    && !t.watchlist_types.is_empty()
            }
        };
        preset
            && (self.types.is_empty() || self.types.contains(&t.transfer_type))
            && (self.statuses.is_empty() || self.statuses.contains(&t.status))
            && (self.kinds.is_empty() || self.kinds.contains(&t.kind))
            && (self.watchlists.is_empty() || self.watchlists.iter().any(|w| t.watchlist_types.contains(*w)))
            && self.account.is_none_or(|id| t.trading_account_id == id)
            && self.user.is_none_or(|id| t.user_id == id)
            && self.range.contains(t.created)
    }
}

/// List transfers (cash movements).
///
/// Newest first by default (spec 9). The presets of spec 4: `processed`
/// (Complete, Rejected, Cancelled), `unprocessed` (OnHold, Skipped) and
/// `achWithdrawalWatch` (Pending BankWithdraw on the AccountsWithin90Days,
/// MultipleBanks or NoTrades watchlists).
#[utoipa::path(
    get,
    path = "/api/admin/transfers",
    operation_id = "listTransfers",
    tag = crate::openapi::tags::TRANSFERS,
    params(PageQuery, Filters, DateRangeQuery),
    security(("bearer" = ["transfer.viewList"])),
    responses(
        (status = OK, description = "One page of transfers", body = Listing<Transfer>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Transfer>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let filter = TransferFilter::new(&filters, &range)?;
    let order = paging.sort.order();
    let world = session.world();
    let total = world.transfers.len();
    match filter.indexed() {
        // Nothing can match: contradictory filters.
        Some(None) => Ok(Json(respond(&paging, total, Vec::new(), |a: &Transfer, b| {
            compare(order, a, b)
        })?)),
        Some(Some(indexed)) => {
            let index = world.transfer_index();
            let total_match = index.count(&world.transfers, &indexed);
            let (offset, limit) = match paging.page_size {
                PageSize::Count(size) => ((paging.page - 1).saturating_mul(size), size),
                PageSize::All if total_match > MAX_PAGE_SIZE => {
                    return Err(ApiError::invalid_field(
                        "pageSize",
                        format!(
                            "All would return {total_match} records, more than the limit of {MAX_PAGE_SIZE}; narrow the filters or page through them"
                        ),
                    ));
                }
                PageSize::All => (0, MAX_PAGE_SIZE),
            };
            let descending = paging.dir == SortDir::Desc;
            let data = index
                .page(&world.transfers, &indexed, order, descending, offset, limit)
                .into_iter()
                .cloned()
                .collect();
            Ok(Json(Listing {
                data,
                total_match: total_match as u64,
                total: total as u64,
            }))
        }
        None => {
            let matches = world.transfers.iter().filter(|t| filter.matches(t)).collect();
            Ok(Json(respond(&paging, total, matches, |a, b| {
                compare(order, a, b)
            })?))
        }
    }
}

impl Column {
    /// The index's ordering of this column.
    pub fn order(self) -> TransferOrder {
        match self {
            Column::Created => TransferOrder::Created,
            Column::Amount => TransferOrder::Amount,
            Column::Status => TransferOrder::Status,
            Column::TransferType => TransferOrder::TransferType,
        }
    }
}
