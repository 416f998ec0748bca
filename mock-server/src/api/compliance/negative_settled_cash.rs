//! `GET /api/admin/compliance/negative-settled-cash`: the negative settled cash report.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, respond},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Listing, NegativeSettledCash, Problem},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The report day (the default, newest first; spec 9 spells it `Data`).
    Date,
    /// Settled cash.
    SettledCash,
    /// Account number.
    AccountNumber,
    /// Consecutive days negative.
    DaysNegative,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Date", Column::Date),
        ("Data", Column::Date),
        ("SettledCash", Column::SettledCash),
        ("AccountNumber", Column::AccountNumber),
        ("DaysNegative", Column::DaysNegative),
    ];
}

/// The report's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Text in the account number or owner's name.
    pub search: Option<String>,
}

/// The negative settled cash report.
///
/// One row per account and day its settled cash was below zero; newest day
/// first by default (`Date`; spec 9's `Data` is accepted as its alias).
#[utoipa::path(
    get,
    path = "/api/admin/compliance/negative-settled-cash",
    operation_id = "listNegativeSettledCash",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["compliance.viewList"])),
    responses(
        (status = OK, description = "One page of the report", body = Listing<NegativeSettledCash>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<NegativeSettledCash>>, ApiError> {
    let paging = page.check((Column::Date, SortDir::Desc))?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .negative_settled_cash
        .iter()
        .filter(|r| range.contains(r.date))
        .filter(|r| matches_text(search.as_deref(), &[&r.account_number, &r.full_name]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.negative_settled_cash.len(),
        matches,
        |a, b| {
            match paging.sort {
                Column::Date => a.date.cmp(&b.date),
                Column::SettledCash => a.settled_cash.total_cmp(&b.settled_cash),
                Column::AccountNumber => a.account_number.cmp(&b.account_number),
                Column::DaysNegative => a.days_negative.cmp(&b.days_negative),
            }
            .then(a.report_id.cmp(&b.report_id))
        },
    )?))
}
