//! The user details tabs that are tables: paged, sorted and filtered like
//! every listing (`page`, `pageSize`, `sort`, `dir`), newest first by default
//! (spec 9: `created desc` for user sub-tables, `StartDate desc` for identity
//! documents, `date desc` for broker documents).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{DateRangeQuery, PageQuery, SortColumn, SortDir, parse_bool, parse_list, respond},
    error::ApiError,
    extract::{Json, Path, Query},
    mock::Session,
    model::{
        ActivityCode, Affiliation, AuditEntry, BrokerDocument, BrokerDocumentCategory, CustomerDocument,
        CustomerProfile, IdentityDocument, Listing, Problem, Role, RoleData,
    },
};

/// Audit entries: by date or by activity code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuditColumn {
    /// When (the default, newest first).
    Created,
    /// The activity code.
    ActivityCode,
}

impl SortColumn for AuditColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", AuditColumn::Created),
        ("ActivityCode", AuditColumn::ActivityCode),
    ];
}

/// Identity documents sort by `StartDate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartDate;

impl SortColumn for StartDate {
    const COLUMNS: &'static [(&'static str, Self)] = &[("StartDate", StartDate)];
}

/// Documents sort by their date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Created;

impl SortColumn for Created {
    const COLUMNS: &'static [(&'static str, Self)] = &[("Created", Created), ("date", Created)];
}

/// The audit trail filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AuditFilters {
    /// Activity codes, comma-separated numbers (spec 3); the identity trail's screen defaults to 9.
    #[param(value_type = Option<ActivityCodeList>, inline, example = json!([9]))]
    pub activity_code: Option<String>,
}

/// The filters of both document tabs.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct DocumentFilters {
    /// `true`: visible to the customer; `false`: hidden. Every broker
    /// document is visible, so there `false` matches none (the console offers
    /// the filter on every document tab, spec 3).
    #[param(value_type = Option<bool>)]
    pub visible: Option<String>,
    /// `true`: the file is stored; `false`: missing.
    #[param(value_type = Option<bool>)]
    pub available: Option<String>,
}

impl DocumentFilters {
    /// Checks the filters, and answers whether a document that is (or is
    /// not) visible and available passes them.
    fn check(&self) -> Result<impl Fn(bool, bool) -> bool, ApiError> {
        let visible = parse_bool("visible", self.visible.as_deref())?;
        let available = parse_bool("available", self.available.as_deref())?;
        Ok(move |is_visible: bool, is_available: bool| {
            visible.is_none_or(|v| is_visible == v) && available.is_none_or(|a| is_available == a)
        })
    }
}

/// The broker documents' category filter.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct CategoryFilter {
    /// `Statements`, `Confirmations` or both, comma-separated.
    #[param(value_type = Option<BrokerDocumentCategoryList>, inline)]
    pub category: Option<String>,
}

fn profile(session: &Session, user_id: u64) -> Result<CustomerProfile, ApiError> {
    session
        .world()
        .customer_profile(user_id)
        .ok_or_else(|| crate::api::records::missing("user", user_id))
}

fn audit(
    entries: &[AuditEntry],
    page: &PageQuery<AuditColumn>,
    filters: &AuditFilters,
    range: &DateRangeQuery,
) -> Result<Listing<AuditEntry>, ApiError> {
    let paging = page.check((AuditColumn::Created, SortDir::Desc))?;
    let codes: Vec<ActivityCode> = parse_list("activityCode", filters.activity_code.as_deref())?;
    let range = range.check()?;
    let matches = entries
        .iter()
        .filter(|e| codes.is_empty() || codes.contains(&e.activity_code))
        .filter(|e| range.contains(e.created))
        .collect();
    respond(&paging, entries.len(), matches, |a, b| {
        match paging.sort {
            AuditColumn::Created => a.created.cmp(&b.created),
            AuditColumn::ActivityCode => a.activity_code.cmp(&b.activity_code),
        }
        .then(a.audit_id.cmp(&b.audit_id))
    })
}

/// A user's audit trail.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/audit-trail",
    operation_id = "listUserAuditTrail",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000), PageQuery<AuditColumn>, AuditFilters, DateRangeQuery),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of the audit trail", body = Listing<AuditEntry>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn audit_trail(
    session: Session,
    Path(user_id): Path<u64>,
    Query(page): Query<PageQuery<AuditColumn>>,
    Query(filters): Query<AuditFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<AuditEntry>>, ApiError> {
    Ok(Json(audit(
        &profile(&session, user_id)?.audit_trail,
        &page,
        &filters,
        &range,
    )?))
}

/// A user's identity audit trail (the screen filters on category 9 by default, spec 9).
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/identity-audit-trail",
    operation_id = "listUserIdentityAuditTrail",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000), PageQuery<AuditColumn>, AuditFilters, DateRangeQuery),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of the identity audit trail", body = Listing<AuditEntry>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn identity_audit_trail(
    session: Session,
    Path(user_id): Path<u64>,
    Query(page): Query<PageQuery<AuditColumn>>,
    Query(filters): Query<AuditFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<AuditEntry>>, ApiError> {
    Ok(Json(audit(
        &profile(&session, user_id)?.identity_audit_trail,
        &page,
        &filters,
        &range,
    )?))
}

/// A user's identity documents, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/identity-documents",
    operation_id = "listUserIdentityDocuments",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000), PageQuery<StartDate>),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of identity documents", body = Listing<IdentityDocument>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn identity_documents(
    session: Session,
    Path(user_id): Path<u64>,
    Query(page): Query<PageQuery<StartDate>>,
) -> Result<Json<Listing<IdentityDocument>>, ApiError> {
    let paging = page.check((StartDate, SortDir::Desc))?;
    let documents = profile(&session, user_id)?.identity_documents;
    let listing = respond(&paging, documents.len(), documents.iter().collect(), |a, b| {
        a.start_date
            .cmp(&b.start_date)
            .then(a.identity_document_id.cmp(&b.identity_document_id))
    })?;
    Ok(Json(listing))
}

/// A user's onboarding documents, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/onboarding-documents",
    operation_id = "listUserOnboardingDocuments",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000), PageQuery<Created>, DocumentFilters),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of onboarding documents", body = Listing<CustomerDocument>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn onboarding_documents(
    session: Session,
    Path(user_id): Path<u64>,
    Query(page): Query<PageQuery<Created>>,
    Query(filters): Query<DocumentFilters>,
) -> Result<Json<Listing<CustomerDocument>>, ApiError> {
    let paging = page.check((Created, SortDir::Desc))?;
    let passes = filters.check()?;
    let documents = profile(&session, user_id)?.onboarding_documents;
    let matches = documents
        .iter()
        .filter(|d| passes(d.visible, d.available))
        .collect();
    let listing = respond(&paging, documents.len(), matches, |a, b| {
        a.created.cmp(&b.created).then(a.document_id.cmp(&b.document_id))
    })?;
    Ok(Json(listing))
}

/// A user's broker documents (statements and confirmations), newest first.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/broker-documents",
    operation_id = "listUserBrokerDocuments",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000), PageQuery<Created>, DocumentFilters, CategoryFilter, DateRangeQuery),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of broker documents", body = Listing<BrokerDocument>),
        (status = BAD_REQUEST, description = "A parameter is not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn broker_documents(
    session: Session,
    Path(user_id): Path<u64>,
    Query(page): Query<PageQuery<Created>>,
    Query(filters): Query<DocumentFilters>,
    Query(category): Query<CategoryFilter>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<BrokerDocument>>, ApiError> {
    let paging = page.check((Created, SortDir::Desc))?;
    let passes = filters.check()?;
    let categories: Vec<BrokerDocumentCategory> = parse_list("category", category.category.as_deref())?;
    let range = range.check()?;
    let documents = profile(&session, user_id)?.broker_documents;
    let matches = documents
        .iter()
        .filter(|d| passes(true, d.available))
        .filter(|d| categories.is_empty() || categories.contains(&d.category))
        .filter(|d| range.contains(d.date))
        .collect();
    let listing = respond(&paging, documents.len(), matches, |a, b| {
        a.date.cmp(&b.date).then(a.document_id.cmp(&b.document_id))
    })?;
    Ok(Json(listing))
}

/// A user's declared affiliations (the User Affiliations tab).
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/affiliations",
    operation_id = "listUserAffiliations",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000)),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "The affiliations", body = Vec<Affiliation>),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn affiliations(
    session: Session,
    Path(user_id): Path<u64>,
) -> Result<Json<Vec<Affiliation>>, ApiError> {
    let world = session.world();
    crate::api::records::customer(&world, user_id)?;
    Ok(Json(
        world
            .affiliations
            .iter()
            .filter(|a| a.user_id == user_id)
            .cloned()
            .collect(),
    ))
}

/// A user's assigned roles (the Roles tab).
///
/// Every customer holds the `customer` role, which grants no console claims,
/// until staff change their roles in the Manage Users dialog; the answer
/// uses the roles screen's envelope.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/roles",
    operation_id = "listUserRoles",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000)),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "The user's roles", body = RoleData<Vec<Role>>),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn roles(
    session: Session,
    Path(user_id): Path<u64>,
) -> Result<Json<RoleData<Vec<Role>>>, ApiError> {
    let world = session.world();
    crate::api::records::customer(&world, user_id)?;
    let held = world.customer_roles_of(user_id);
    let roles: Vec<Role> = world
        .roles
        .iter()
        .filter(|r| held.contains(&r.name))
        .cloned()
        .collect();
    let total = roles.len() as u64;
    Ok(Json(RoleData::success(roles, total)))
}

crate::api::listing::parameter_schemas! {
    /// A list of ActivityCode values, comma-separated.
    ActivityCodeList = crate::api::listing::list_of::<crate::model::ActivityCode>();
    /// A list of BrokerDocumentCategory values, comma-separated.
    BrokerDocumentCategoryList = crate::api::listing::list_of::<BrokerDocumentCategory>();
}
