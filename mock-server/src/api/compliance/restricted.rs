//! Restricted accounts (the Restrictions screen and the compliance list) and
//! restricted permissions.
//!
//! Spec 2 gives the restrictions route two claims: the route guard uses
//! `transfer.viewList`, the menu `compliance.viewRestrictedPermissions`. The
//! Restrictions screen's call requires `compliance.viewRestrictedPermissions`
//! (restrictions are compliance data; see docs/spec-deviations.md); the
//! Compliance group's Restricted Accounts list requires `compliance.viewList`
//! like the rest of that group.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, parse_bool, parse_list, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{AccountPermission, Listing, Problem, RestrictedAccount, RestrictedPermission},
};

/// The restricted accounts' sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountColumn {
    /// When restricted (the default, newest first).
    Created,
    /// Account number.
    AccountNumber,
    /// Owner's name.
    FullName,
}

impl SortColumn for AccountColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", AccountColumn::Created),
        ("AccountNumber", AccountColumn::AccountNumber),
        ("FullName", AccountColumn::FullName),
    ];
}

/// The restricted accounts' filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AccountFilters {
    /// Text in the account number, owner's name or reason.
    pub search: Option<String>,
}

fn restricted_accounts(
    session: &Session,
    page: &PageQuery<AccountColumn>,
    filters: &AccountFilters,
    range: &DateRangeQuery,
) -> Result<Listing<RestrictedAccount>, ApiError> {
    let paging = page.check((AccountColumn::Created, SortDir::Desc))?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .restricted_accounts
        .iter()
        .filter(|r| range.contains(r.created))
        .filter(|r| matches_text(search.as_deref(), &[&r.account_number, &r.full_name, &r.reason]))
        .collect();
    respond(&paging, world.restricted_accounts.len(), matches, |a, b| {
        match paging.sort {
            AccountColumn::Created => a.created.cmp(&b.created),
            AccountColumn::AccountNumber => a.account_number.cmp(&b.account_number),
            AccountColumn::FullName => a.full_name.cmp(&b.full_name),
        }
        .then(a.restricted_account_id.cmp(&b.restricted_account_id))
    })
}

/// List restricted accounts (the Restrictions screen).
#[utoipa::path(
    get,
    path = "/api/admin/restrictions/accounts",
    operation_id = "listRestrictions",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<AccountColumn>, AccountFilters, DateRangeQuery),
    security(("bearer" = ["compliance.viewRestrictedPermissions"])),
    responses(
        (status = OK, description = "One page of restricted accounts", body = Listing<RestrictedAccount>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn restrictions_listing(
    session: Session,
    Query(page): Query<PageQuery<AccountColumn>>,
    Query(filters): Query<AccountFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<RestrictedAccount>>, ApiError> {
    Ok(Json(restricted_accounts(&session, &page, &filters, &range)?))
}

/// List restricted accounts (the Compliance group's list).
#[utoipa::path(
    get,
    path = "/api/admin/compliance/restricted-accounts",
    operation_id = "listComplianceRestrictedAccounts",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<AccountColumn>, AccountFilters, DateRangeQuery),
    security(("bearer" = ["compliance.viewList"])),
    responses(
        (status = OK, description = "One page of restricted accounts", body = Listing<RestrictedAccount>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn compliance_restricted_accounts(
    session: Session,
    Query(page): Query<PageQuery<AccountColumn>>,
    Query(filters): Query<AccountFilters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<RestrictedAccount>>, ApiError> {
    Ok(Json(restricted_accounts(&session, &page, &filters, &range)?))
}

/// The restricted permissions' sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PermissionColumn {
    /// Account number (the default, ascending; spec 9).
    AccountNumber,
    /// The permission's id.
    PermissionId,
    /// When the setting changed.
    Updated,
}

impl SortColumn for PermissionColumn {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("AccountNumber", PermissionColumn::AccountNumber),
        ("PermissionId", PermissionColumn::PermissionId),
        ("Updated", PermissionColumn::Updated),
    ];
}

/// The restricted permissions' filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct PermissionFilters {
    /// Text in the account number or owner's name.
    pub search: Option<String>,
    /// `PermissionId`s, comma-separated (2 to 9, spec 3).
    #[param(value_type = Option<AccountPermissionList>, inline, example = json!([3, 4]))]
    pub permission_id: Option<String>,
    /// `true`: allowed settings; `false`: denied ones.
    #[param(value_type = Option<bool>)]
    pub is_allowed: Option<String>,
}

/// List the per-account permission settings of restricted accounts.
///
/// The eight permissions of spec 3 for each restricted account, by account
/// number by default (spec 9).
#[utoipa::path(
    get,
    path = "/api/admin/compliance/restricted-permissions",
    operation_id = "listRestrictedPermissions",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<PermissionColumn>, PermissionFilters),
    security(("bearer" = ["compliance.viewRestrictedPermissions"])),
    responses(
        (status = OK, description = "One page of permission settings", body = Listing<RestrictedPermission>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn restricted_permissions(
    session: Session,
    Query(page): Query<PageQuery<PermissionColumn>>,
    Query(filters): Query<PermissionFilters>,
) -> Result<Json<Listing<RestrictedPermission>>, ApiError> {
    let paging = page.check((PermissionColumn::AccountNumber, SortDir::Asc))?;
    let permissions: Vec<AccountPermission> = parse_list("permissionId", filters.permission_id.as_deref())?;
    let allowed = parse_bool("isAllowed", filters.is_allowed.as_deref())?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches = world
        .restricted_permissions
        .iter()
        .filter(|p| permissions.is_empty() || permissions.contains(&p.permission_id))
        .filter(|p| allowed.is_none_or(|a| p.is_allowed == a))
        .filter(|p| matches_text(search.as_deref(), &[&p.account_number, &p.full_name]))
        .collect();
    Ok(Json(respond(
        &paging,
        world.restricted_permissions.len(),
        matches,
        |a, b| {
            match paging.sort {
                PermissionColumn::AccountNumber => a.account_number.cmp(&b.account_number),
                PermissionColumn::PermissionId => a.permission_id.cmp(&b.permission_id),
                PermissionColumn::Updated => a.updated.cmp(&b.updated),
            }
            .then(a.trading_account_id.cmp(&b.trading_account_id))
            .then(a.permission_id.cmp(&b.permission_id))
        },
    )?))
}

crate::api::listing::parameter_schemas! {
    /// A list of AccountPermission values, comma-separated.
    AccountPermissionList = crate::api::listing::list_of::<crate::model::AccountPermission>();
}
