//! `GET /api/admin/operations/crm-requests`: the CRM provider request log.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, parse_bool, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{CrmRequest, Listing, Problem},
};

/// The methods a CRM call is made with (the `method` filter's values).
pub const CRM_METHODS: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

crate::api::listing::parameter_schemas! {
    /// The `method` filter: one of [`CRM_METHODS`], in any case.
    CrmMethod = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(crate::model::text::any_case_pattern(CRM_METHODS, true)))
        .build();
}

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When (the default, newest first; spec 9).
    Created,
    /// The provider's status.
    StatusCode,
    /// How long it took.
    DurationMs,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", Column::Created),
        ("StatusCode", Column::StatusCode),
        ("DurationMs", Column::DurationMs),
    ];
}

/// The log's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Text in the endpoint or the bodies.
    pub search: Option<String>,
    /// `true`: successful calls; `false`: failed ones.
    #[param(value_type = Option<bool>)]
    pub success: Option<String>,
    /// Only calls with this HTTP method.
    #[param(value_type = Option<CrmMethod>, inline, example = "POST")]
    pub method: Option<String>,
    /// Only calls about this user.
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub user_id: Option<String>,
}

/// List CRM provider requests.
#[utoipa::path(
    get,
    path = "/api/admin/operations/crm-requests",
    operation_id = "listCrmRequests",
    tag = crate::openapi::tags::OPERATIONS,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["operation.viewList"])),
    responses(
        (status = OK, description = "One page of the log", body = Listing<CrmRequest>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<CrmRequest>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let success = parse_bool("success", filters.success.as_deref())?;
    let method = filters
        .method
        .as_deref()
        .filter(|m| !m.is_empty())
        .map(str::to_uppercase);
    if let Some(m) = &method
        && !CRM_METHODS.contains(&m.as_str())
    {
        return Err(ApiError::invalid_field(
            "method",
            format!("`{m}` is not an HTTP method"),
        ));
    }
    let user_id = crate::api::listing::parse_id("userId", filters.user_id.as_deref())?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .crm_requests
        .iter()
        .filter(|r| success.is_none_or(|s| r.success == s))
        .filter(|r| method.as_deref().is_none_or(|m| r.method == m))
        .filter(|r| user_id.is_none_or(|id| r.user_id == id))
        .filter(|r| range.contains(r.created))
        .filter(|r| {
            matches_text(
                search.as_deref(),
                &[&r.endpoint, &r.request_body, &r.response_body],
            )
        })
        .collect();
    Ok(Json(respond(
        &paging,
        world.crm_requests.len(),
        matches,
        |a, b| {
            match paging.sort {
                Column::Created => a.created.cmp(&b.created),
                Column::StatusCode => a.status_code.cmp(&b.status_code),
                Column::DurationMs => a.duration_ms.cmp(&b.duration_ms),
            }
            .then(a.crm_request_id.cmp(&b.crm_request_id))
        },
    )?))
}
