//! `GET /api/admin/smartfolios/positions`: smartfolio holdings.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{PageQuery, SortColumn, SortDir, matches_text, needle, respond},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Problem, SmartfolioPositionListing},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When valued (the default, newest first).
    Updated,
    /// Amount invested.
    Invested,
    /// Current value.
    MarketValue,
    /// Account number.
    AccountNumber,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Updated", Column::Updated),
        ("Invested", Column::Invested),
        ("MarketValue", Column::MarketValue),
        ("AccountNumber", Column::AccountNumber),
    ];
}

/// The listing's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Text in the account number.
    pub search: Option<String>,
    /// Only holdings of this smartfolio.
    #[param(value_type = Option<u64>, example = 3)]
    pub smartfolio_id: Option<String>,
}

/// List smartfolio holdings.
///
/// Newest valuation first by default; the answer adds the totals invested and
/// held of every matching holding.
#[utoipa::path(
    get,
    path = "/api/admin/smartfolios/positions",
    operation_id = "listSmartfolioPositions",
    tag = crate::openapi::tags::SMARTFOLIOS,
    params(PageQuery<Column>, Filters),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "One page of holdings, with the totals of every match", body = SmartfolioPositionListing),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
) -> Result<Json<SmartfolioPositionListing>, ApiError> {
    let paging = page.check((Column::Updated, SortDir::Desc))?;
    let smartfolio = crate::api::listing::parse_id("smartfolioId", filters.smartfolio_id.as_deref())?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches: Vec<_> = world
        .smartfolio_positions
        .iter()
        .filter(|p| smartfolio.is_none_or(|id| p.smartfolio_id == id))
        .filter(|p| matches_text(search.as_deref(), &[&p.account_number]))
        .collect();
    // The totals cover every match, so the screen's figures do not change with the page.
    let total_invested = cents(matches.iter().map(|p| p.invested).sum());
    let total_market_value = cents(matches.iter().map(|p| p.market_value).sum());
    let page = respond(&paging, world.smartfolio_positions.len(), matches, |a, b| {
        match paging.sort {
            Column::Updated => a.updated.cmp(&b.updated),
            Column::Invested => a.invested.total_cmp(&b.invested),
            Column::MarketValue => a.market_value.total_cmp(&b.market_value),
            Column::AccountNumber => a.account_number.cmp(&b.account_number),
        }
        .then(a.smartfolio_position_id.cmp(&b.smartfolio_position_id))
    })?;
    Ok(Json(SmartfolioPositionListing {
        data: page.data,
        total_match: page.total_match,
        total: page.total,
        total_invested,
        total_market_value,
    }))
}

/// A sum of dollar amounts rounded to the cent (adding floats leaves binary noise).
fn cents(amount: f64) -> f64 {
    (amount * 100.0).round() / 100.0
}
