//! `GET /api/admin/bank-accounts`: the Bank Accounts listing.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, list_or_all, matches_text, needle, parse_id, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{BankAccount, BankMatchStatus, BankReviewFilter, Listing, Problem, StatementStatus},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When linked (the default, newest first; spec 9).
    Created,
    /// The bank's name.
    BankName,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] =
        &[("Created", Column::Created), ("BankName", Column::BankName)];
}

/// The listing's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// The review filter of spec 3: All, NeedsReview, PendingUser, Rejected or Passed.
    #[param(value_type = Option<BankReviewFilter>, example = "NeedsReview")]
    pub review: Option<String>,
    /// Match statuses, comma-separated (approved, pending, failed, error, rejected, verified).
    #[param(value_type = Option<BankMatchStatusListOrAll>, inline, example = json!(["pending"]))]
    pub match_status: Option<String>,
    /// Statement statuses, comma-separated numbers (0 to 5, spec 3).
    #[param(value_type = Option<StatementStatusListOrAll>, inline, example = json!([2]))]
    pub statement_status: Option<String>,
    /// Text in the bank's name or the routing number.
    pub search: Option<String>,
    /// Only this trading account's bank accounts.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub trading_account_id: Option<String>,
    /// Only this user's bank accounts (the user details Bank Account tab).
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub user_id: Option<String>,
}

/// List bank accounts.
///
/// Newest first by default. The review filter's meaning is in
/// docs/spec-deviations.md (M2).
#[utoipa::path(
    get,
    path = "/api/admin/bank-accounts",
    operation_id = "listBankAccounts",
    tag = crate::openapi::tags::BANK_ACCOUNTS,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["bankAccount.viewList"])),
    responses(
        (status = OK, description = "One page of bank accounts", body = Listing<BankAccount>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<BankAccount>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let review = match filters.review.as_deref().map(str::trim) {
        None | Some("") => BankReviewFilter::All,
        Some(text) => serde_json::from_value(serde_json::Value::String(text.to_owned())).map_err(|_| {
            ApiError::invalid_field(
                "review",
                format!("`{text}` is not All, NeedsReview, PendingUser, Rejected or Passed"),
            )
        })?,
    };
    let matches_status: Vec<BankMatchStatus> = list_or_all("matchStatus", filters.match_status.as_deref())?;
    let statements: Vec<StatementStatus> =
        list_or_all("statementStatus", filters.statement_status.as_deref())?;
    let account = parse_id("tradingAccountId", filters.trading_account_id.as_deref())?;
    let user = parse_id("userId", filters.user_id.as_deref())?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .bank_accounts
        .iter()
        .filter(|b| review.matches(b))
        .filter(|b| matches_status.is_empty() || matches_status.contains(&b.match_status))
        .filter(|b| statements.is_empty() || statements.contains(&b.statement_status))
        .filter(|b| account.is_none_or(|id| b.trading_account_id == id))
        .filter(|b| user.is_none_or(|id| b.user_id == id))
        .filter(|b| range.contains(b.created))
        .filter(|b| {
            matches_text(
                search.as_deref(),
                &[b.bank_name.as_str(), b.routing_number.as_str()],
            )
        })
        .collect();
    Ok(Json(respond(
        &paging,
        world.bank_accounts.len(),
        matches,
        |a, b| {
            match paging.sort {
                Column::Created => a.created.cmp(&b.created),
                Column::BankName => a.bank_name.as_str().cmp(b.bank_name.as_str()),
            }
            .then(a.bank_account_id.cmp(&b.bank_account_id))
        },
    )?))
}

crate::api::listing::parameter_schemas! {
    /// A list of BankMatchStatus values or `All`, comma-separated.
    BankMatchStatusListOrAll = crate::api::listing::list_or_all_of::<crate::model::BankMatchStatus>();
    /// A list of StatementStatus values or `All`, comma-separated.
    StatementStatusListOrAll = crate::api::listing::list_or_all_of::<crate::model::StatementStatus>();
}
