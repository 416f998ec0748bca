//! The four reconciliation reports, with their spec 9 default sorts: trades
//! by date (`Data desc`), positions by `Source desc`, balances by `Name asc`,
//! onboarding statuses newest first.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, parse_bool, parse_list, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{
        AccountBalanceReconciliation, Listing, OnboardingStatus, OnboardingStatusReconciliation,
        PositionReconciliation, Problem, ReconciliationSource, TradeReconciliation,
    },
};

/// The filters every report shares.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ReportFilters {
    /// Text in the account number, name or symbol.
    pub search: Option<String>,
    /// `true`: only breaks; `false`: only matching rows.
    #[param(value_type = Option<bool>)]
    pub is_break: Option<String>,
}

/// The trade report's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TradeColumn {
    /// The report day (the default, newest first; spec 9's `Data`).
    Date,
    /// Account number.
    AccountNumber,
    /// Symbol.
    Symbol,
}

impl SortColumn for TradeColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Date", TradeColumn::Date),
        ("Data", TradeColumn::Date),
        ("AccountNumber", TradeColumn::AccountNumber),
        ("Symbol", TradeColumn::Symbol),
    ];
}

/// The trade reconciliation report.
#[utoipa::path(
    get,
    path = "/api/admin/reconciliation/trades",
    operation_id = "listTradeReconciliation",
    tag = crate::openapi::tags::RECONCILIATION,
    params(PageQuery<TradeColumn>, ReportFilters, DateRangeQuery),
    security(("bearer" = ["reconciliation.report.viewList"])),
    responses(
        (status = OK, description = "One page of the report", body = Listing<TradeReconciliation>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn trades(
    session: Session,
    Query(page): Query<PageQuery<TradeColumn>>,
    Query(filters): Query<ReportFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<TradeReconciliation>>, ApiError> {
    let paging = page.check((TradeColumn::Date, SortDir::Desc))?;
    let is_break = parse_bool("isBreak", filters.is_break.as_deref())?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .trade_reconciliation
        .iter()
        .filter(|r| is_break.is_none_or(|b| r.is_break == b))
        .filter(|r| range.contains(r.date))
        .filter(|r| matches_text(search.as_deref(), &[&r.account_number, &r.symbol]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.trade_reconciliation.len(),
        matches,
        |a, b| {
            match paging.sort {
                TradeColumn::Date => a.date.cmp(&b.date),
                TradeColumn::AccountNumber => a.account_number.cmp(&b.account_number),
                TradeColumn::Symbol => a.symbol.cmp(&b.symbol),
            }
            .then(a.row_id.cmp(&b.row_id))
        },
    )?))
}

/// The position report's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionColumn {
    /// The reporting side (the default, descending; spec 9).
    Source,
    /// Account number.
    AccountNumber,
    /// Symbol.
    Symbol,
}

impl SortColumn for PositionColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Source", PositionColumn::Source),
        ("AccountNumber", PositionColumn::AccountNumber),
        ("Symbol", PositionColumn::Symbol),
    ];
}

/// The position report's own filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct SourceFilter {
    /// `Broker` or `Platform`.
    #[param(value_type = Option<ReconciliationSource>)]
    pub source: Option<String>,
}

/// The position reconciliation report: each position as each side reports it.
#[utoipa::path(
    get,
    path = "/api/admin/reconciliation/positions",
    operation_id = "listPositionReconciliation",
    tag = crate::openapi::tags::RECONCILIATION,
    params(PageQuery<PositionColumn>, ReportFilters, SourceFilter),
    security(("bearer" = ["reconciliation.report.viewList"])),
    responses(
        (status = OK, description = "One page of the report", body = Listing<PositionReconciliation>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn positions(
    session: Session,
    Query(page): Query<PageQuery<PositionColumn>>,
    Query(filters): Query<ReportFilters>,
    Query(source): Query<SourceFilter>,
) -> Result<Json<Listing<PositionReconciliation>>, ApiError> {
    let paging = page.check((PositionColumn::Source, SortDir::Desc))?;
    let is_break = parse_bool("isBreak", filters.is_break.as_deref())?;
    let sources: Vec<ReconciliationSource> = parse_list("source", source.source.as_deref())?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .position_reconciliation
        .iter()
        .filter(|r| is_break.is_none_or(|b| r.is_break == b))
        .filter(|r| sources.is_empty() || sources.contains(&r.source))
        .filter(|r| matches_text(search.as_deref(), &[&r.account_number, &r.symbol]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.position_reconciliation.len(),
        matches,
        |a, b| {
            match paging.sort {
                PositionColumn::Source => a.source.cmp(&b.source),
                PositionColumn::AccountNumber => a.account_number.cmp(&b.account_number),
                PositionColumn::Symbol => a.symbol.cmp(&b.symbol),
            }
            .then(a.row_id.cmp(&b.row_id))
        },
    )?))
}

/// The balance report's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BalanceColumn {
    /// Owner's name (the default, ascending; spec 9).
    Name,
    /// Account number.
    AccountNumber,
    /// Platform minus broker.
    Difference,
}

impl SortColumn for BalanceColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Name", BalanceColumn::Name),
        ("AccountNumber", BalanceColumn::AccountNumber),
        ("Difference", BalanceColumn::Difference),
    ];
}

/// The account balance reconciliation report.
#[utoipa::path(
    get,
    path = "/api/admin/reconciliation/account-balances",
    operation_id = "listAccountBalanceReconciliation",
    tag = crate::openapi::tags::RECONCILIATION,
    params(PageQuery<BalanceColumn>, ReportFilters),
    security(("bearer" = ["reconciliation.report.viewList"])),
    responses(
        (status = OK, description = "One page of the report", body = Listing<AccountBalanceReconciliation>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn account_balances(
    session: Session,
    Query(page): Query<PageQuery<BalanceColumn>>,
    Query(filters): Query<ReportFilters>,
) -> Result<Json<Listing<AccountBalanceReconciliation>>, ApiError> {
    let paging = page.check((BalanceColumn::Name, SortDir::Asc))?;
    let is_break = parse_bool("isBreak", filters.is_break.as_deref())?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .balance_reconciliation
        .iter()
        .filter(|r| is_break.is_none_or(|b| r.is_break == b))
        .filter(|r| matches_text(search.as_deref(), &[&r.account_number, &r.name]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.balance_reconciliation.len(),
        matches,
        |a, b| {
            match paging.sort {
                BalanceColumn::Name => a.name.cmp(&b.name),
                BalanceColumn::AccountNumber => a.account_number.cmp(&b.account_number),
                BalanceColumn::Difference => a.difference.total_cmp(&b.difference),
            }
            .then(a.row_id.cmp(&b.row_id))
        },
    )?))
}

/// The onboarding report's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnboardingColumn {
    /// When compared (the default, newest first).
    Created,
    /// Customer's name.
    FullName,
    /// The platform's status.
    PlatformStatus,
}

impl SortColumn for OnboardingColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", OnboardingColumn::Created),
        ("FullName", OnboardingColumn::FullName),
        ("PlatformStatus", OnboardingColumn::PlatformStatus),
    ];
}

/// The onboarding report's own filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct StatusFilter {
    /// Platform onboarding statuses, comma-separated, as spelt.
    #[param(value_type = Option<OnboardingStatusList>, inline, example = json!(["Invested"]))]
    pub platform_status: Option<String>,
}

/// The onboarding status reconciliation report.
#[utoipa::path(
    get,
    path = "/api/admin/reconciliation/onboarding-statuses",
    operation_id = "listOnboardingStatusReconciliation",
    tag = crate::openapi::tags::RECONCILIATION,
    params(PageQuery<OnboardingColumn>, ReportFilters, StatusFilter),
    security(("bearer" = ["reconciliation.report.viewList"])),
    responses(
        (status = OK, description = "One page of the report", body = Listing<OnboardingStatusReconciliation>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn onboarding_statuses(
    session: Session,
    Query(page): Query<PageQuery<OnboardingColumn>>,
    Query(filters): Query<ReportFilters>,
    Query(status): Query<StatusFilter>,
) -> Result<Json<Listing<OnboardingStatusReconciliation>>, ApiError> {
    let paging = page.check((OnboardingColumn::Created, SortDir::Desc))?;
    let is_break = parse_bool("isBreak", filters.is_break.as_deref())?;
    let statuses: Vec<OnboardingStatus> = parse_list("platformStatus", status.platform_status.as_deref())?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .onboarding_reconciliation
        .iter()
        .filter(|r| is_break.is_none_or(|b| r.is_break == b))
        .filter(|r| statuses.is_empty() || statuses.contains(&r.platform_status))
        .filter(|r| matches_text(search.as_deref(), &[&r.full_name, &r.broker_status]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.onboarding_reconciliation.len(),
        matches,
        |a, b| {
            match paging.sort {
                OnboardingColumn::Created => a.created.cmp(&b.created),
                OnboardingColumn::FullName => a.full_name.cmp(&b.full_name),
                OnboardingColumn::PlatformStatus => a.platform_status.cmp(&b.platform_status),
            }
            .then(a.row_id.cmp(&b.row_id))
        },
    )?))
}

crate::api::listing::parameter_schemas! {
    /// A list of OnboardingStatus values, comma-separated.
    OnboardingStatusList = crate::api::listing::list_of::<crate::model::OnboardingStatus>();
}
