//! `GET /api/admin/transfers`: the Cash Movement listing.

use serde::Deserialize;
use utoipa::IntoParams;

use std::cmp::Ordering;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, indexed_page, list_or_all, parse_id, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{
        AchWatchlistType, CashMovementKind, Listing, Problem, Transfer, TransferBucket, TransferPreset,
        TransferStatus, TransferType,
    },
    store::index::{IndexOrder, Indexed},
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

/// The listing's filters. `All` in a list filter means no filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Transfer types, comma-separated (BankDeposit, BankWithdraw, SmartfolioInvest, SmartfolioWithdraw, FromBroker; All).
    #[param(value_type = Option<TransferTypeListOrAll>, inline, example = json!(["BankWithdraw"]))]
    pub transfer_type: Option<String>,
    /// Statuses, comma-separated (Complete, Pending, Error, Rejected, Completed, OnHold, Skipped, Cancelled).
    #[param(value_type = Option<TransferStatusListOrAll>, inline, example = json!(["Pending"]))]
    pub status: Option<String>,
    /// INVEST, WITHDRAW or All.
    #[param(value_type = Option<CashMovementKindListOrAll>, inline, example = json!(["WITHDRAW"]))]
    pub kind: Option<String>,
    /// `processed`, `unprocessed` or `achWithdrawalWatch` (spec 4); combined with the other filters.
    #[param(value_type = Option<TransferPreset>)]
    pub preset: Option<String>,
    /// ACH watchlist types, comma-separated; a transfer matches when it is on any of them.
    #[param(value_type = Option<AchWatchlistTypeListOrAll>, inline, example = json!(["MultipleBanks"]))]
    pub watchlist_type: Option<String>,
    /// Only this trading account's transfers.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub trading_account_id: Option<String>,
    /// Only this user's transfers.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
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

    /// The checked date range.
    pub fn range(&self) -> &crate::api::listing::DateRange {
        &self.range
    }

    /// Whether the index can answer: an account or user filter needs a scan.
    pub fn indexable(&self) -> bool {
        self.account.is_none() && self.user.is_none()
    }

    /// Whether a bucket (status, type, watchlists) passes the filters that
    /// the index answers: every one but the account, user and dates.
    pub fn allows(&self, key: &TransferBucket) -> bool {
        let preset = match self.preset {
            None => true,
            Some(TransferPreset::Processed) => TransferStatus::PROCESSED.contains(&key.status),
            Some(TransferPreset::Unprocessed) => TransferStatus::UNPROCESSED.contains(&key.status),
            Some(TransferPreset::AchWithdrawalWatch) => {
                key.status == TransferStatus::Pending
                    && key.transfer_type == TransferType::BankWithdraw
                    && !key.watchlists.is_empty()
            }
        };
        preset
            && (self.types.is_empty() || self.types.contains(&key.transfer_type))
            && (self.statuses.is_empty() || self.statuses.contains(&key.status))
            && (self.kinds.is_empty() || self.kinds.contains(&key.transfer_type.kind()))
            && (self.watchlists.is_empty() || self.watchlists.iter().any(|w| key.watchlists.contains(*w)))
    }

    /// Whether a transfer passes every filter.
    pub fn matches(&self, t: &Transfer) -> bool {
        self.allows(&t.key())
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
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["transfer.viewList"])),
    responses(
        (status = OK, description = "One page of transfers", body = Listing<Transfer>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Transfer>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let filter = TransferFilter::new(&filters, &range)?;
    let world = session.world();
    let total = world.transfers.len();
    if filter.indexable() {
        let index = world.transfer_index();
        let allowed = |key: &TransferBucket| filter.allows(key);
        let listing = indexed_page(
            index,
            &world.transfers,
            allowed,
            filter.range(),
            paging.sort.order(),
            &paging,
            total,
        )?;
        return Ok(Json(listing));
    }
    let matches = world.transfers.iter().filter(|t| filter.matches(t)).collect();
    Ok(Json(respond(&paging, total, matches, |a, b| {
        paging.sort.compare(a, b)
    })?))
}

impl Column {
    /// The index's ordering of this column.
    pub fn order(self) -> IndexOrder<TransferBucket> {
        match self {
            Column::Created => IndexOrder::Created,
            Column::Amount => IndexOrder::Amount,
            Column::Status => IndexOrder::Field(|key| key.status as u8),
            Column::TransferType => IndexOrder::Field(|key| key.transfer_type as u8),
        }
    }

    /// The same ordering for a scan (ascending; ties broken by id).
    pub fn compare(self, a: &Transfer, b: &Transfer) -> Ordering {
        match self {
            Column::Created => a.created.cmp(&b.created),
            Column::Amount => a.amount.cmp(&b.amount),
            Column::Status => (a.status as u8)
                .cmp(&(b.status as u8))
                .then(a.created.cmp(&b.created)),
            Column::TransferType => (a.transfer_type as u8)
                .cmp(&(b.transfer_type as u8))
                .then(a.created.cmp(&b.created)),
        }
        .then(a.transfer_id.cmp(&b.transfer_id))
    }
}

crate::api::listing::parameter_schemas! {
    /// A list of TransferType values or `All`, comma-separated.
    TransferTypeListOrAll = crate::api::listing::list_or_all_of::<crate::model::TransferType>();
    /// A list of TransferStatus values or `All`, comma-separated.
    TransferStatusListOrAll = crate::api::listing::list_or_all_of::<crate::model::TransferStatus>();
    /// A list of CashMovementKind values or `All`, comma-separated.
    CashMovementKindListOrAll = crate::api::listing::list_or_all_of::<crate::model::CashMovementKind>();
    /// A list of AchWatchlistType values or `All`, comma-separated.
    AchWatchlistTypeListOrAll = crate::api::listing::list_or_all_of::<crate::model::AchWatchlistType>();
}
