//! `GET /api/admin/compliance/affiliations`: declared affiliations to review.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, parse_bool, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Affiliation, Listing, Problem, StockType, StockTypeFilter},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When declared (the default, newest first).
    Created,
    /// The customer's name.
    FullName,
    /// The company.
    CompanyName,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", Column::Created),
        ("FullName", Column::FullName),
        ("CompanyName", Column::CompanyName),
    ];
}

/// The listing's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Text in the name, company, ticker or position.
    pub search: Option<String>,
    /// The stock type filter of spec 3.
    #[param(value_type = Option<StockTypeFilter>, example = 2)]
    pub stock_type: Option<String>,
    /// `true`: approved; `false`: awaiting approval.
    #[param(value_type = Option<bool>)]
    pub approved: Option<String>,
}

/// List affiliations.
///
/// Newest first by default; the screen pages by 10 (spec 9).
#[utoipa::path(
    get,
    path = "/api/admin/compliance/affiliations",
    operation_id = "listAffiliations",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["compliance.viewList"])),
    responses(
        (status = OK, description = "One page of affiliations", body = Listing<Affiliation>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Affiliation>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let stock_type = match filters.stock_type.as_deref().map(str::trim) {
        None | Some("" | "0") => None,
        Some("2") => Some(StockType::PubliclyTradedCompany),
        Some("4") => Some(StockType::MemberFirm),
        Some(other) => {
            return Err(ApiError::invalid_field(
                "stockType",
                format!("`{other}` is not 0, 2 or 4"),
            ));
        }
    };
    let approved = parse_bool("approved", filters.approved.as_deref())?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .affiliations
        .iter()
        .filter(|a| stock_type.is_none_or(|t| a.stock_type == t))
        .filter(|a| approved.is_none_or(|v| a.approved == v))
        .filter(|a| range.contains(a.created))
        .filter(|a| {
            matches_text(
                search.as_deref(),
                &[
                    &a.full_name,
                    &a.company_name,
                    a.ticker.as_deref().unwrap_or_default(),
                    &a.position,
                ],
            )
        })
        .collect();
    Ok(Json(respond(
        &paging,
        world.affiliations.len(),
        matches,
        |a, b| {
            match paging.sort {
                Column::Created => a.created.cmp(&b.created),
                Column::FullName => a.full_name.cmp(&b.full_name),
                Column::CompanyName => a.company_name.cmp(&b.company_name),
            }
            .then(a.affiliation_id.cmp(&b.affiliation_id))
        },
    )?))
}
