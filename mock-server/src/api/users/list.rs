//! `GET /api/admin/users`: the User Accounts listing.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{
        DateRangeQuery, PageQuery, SortColumn, SortDir, matches_text, needle, parse_bool, parse_list, respond,
    },
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Customer, Listing, MembershipLevel, OnboardingStatus, Problem},
};

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// Sign-up time (the default, newest first).
    Created,
    /// User name.
    UserName,
    /// Given name.
    FirstName,
    /// Family name.
    LastName,
    /// Email.
    Email,
    /// Membership level.
    MembershipLevel,
    /// Onboarding status.
    OnboardingStatus,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] = &[
        ("Created", Column::Created),
        ("UserName", Column::UserName),
        ("FirstName", Column::FirstName),
        ("LastName", Column::LastName),
        ("Email", Column::Email),
        ("MembershipLevel", Column::MembershipLevel),
        ("OnboardingStatus", Column::OnboardingStatus),
    ];
}

/// The listing's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Text in the user name, names, email or phone, case-insensitively.
    pub search: Option<String>,
    /// Onboarding statuses, comma-separated, as spelt (`Invested,Funding Pending`).
    #[param(value_type = Option<OnboardingStatusList>, inline, example = json!(["Invested"]))]
    pub onboarding_status: Option<String>,
    /// Membership levels, comma-separated numbers (1 Free, 2 Lite, 3 Advanced, 4 Pro).
    #[param(value_type = Option<MembershipLevelList>, inline, example = json!([4]))]
    pub membership_level: Option<String>,
    /// `true` for active users, `false` for deactivated ones.
    #[param(value_type = Option<bool>)]
    pub active: Option<String>,
    /// `true` for users who confirmed their email, `false` for those who have not.
    #[param(value_type = Option<bool>)]
    pub email_confirmed: Option<String>,
}

/// List user accounts.
///
/// Newest first by default (spec 9). Sortable by `Created`, `UserName`,
/// `FirstName`, `LastName`, `Email`, `MembershipLevel`, `OnboardingStatus`;
/// `startDate`/`endDate` filter on the sign-up date.
#[utoipa::path(
    get,
    path = "/api/admin/users",
    operation_id = "listUsers",
    tag = crate::openapi::tags::USERS,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "One page of users", body = Listing<Customer>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Customer>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let statuses: Vec<OnboardingStatus> =
        parse_list("onboardingStatus", filters.onboarding_status.as_deref())?;
    let levels: Vec<MembershipLevel> = parse_list("membershipLevel", filters.membership_level.as_deref())?;
    let active = parse_bool("active", filters.active.as_deref())?;
    let confirmed = parse_bool("emailConfirmed", filters.email_confirmed.as_deref())?;
    let range = range.check()?;
    let search = needle(filters.search.as_deref());
    let world = session.world();
    let matches: Vec<&Customer> = world
        .customers
        .iter()
        .filter(|c| statuses.is_empty() || statuses.contains(&c.onboarding_status))
        .filter(|c| levels.is_empty() || levels.contains(&c.membership_level))
        .filter(|c| active.is_none_or(|a| c.active == a))
        .filter(|c| confirmed.is_none_or(|e| c.email_confirmed == e))
        .filter(|c| range.contains(c.created))
        .filter(|c| {
            matches_text(
                search.as_deref(),
                &[&c.user_name, &c.first_name, &c.last_name, &c.email, &c.phone],
            )
        })
        .collect();
    let listing = respond(&paging, world.customers.len(), matches, |a, b| {
        match paging.sort {
            Column::Created => a.created.cmp(&b.created),
            Column::UserName => a.user_name.cmp(&b.user_name),
            Column::FirstName => a.first_name.cmp(&b.first_name),
            Column::LastName => a.last_name.cmp(&b.last_name),
            Column::Email => a.email.cmp(&b.email),
            Column::MembershipLevel => a.membership_level.cmp(&b.membership_level),
            Column::OnboardingStatus => a.onboarding_status.cmp(&b.onboarding_status),
        }
        .then(a.user_id.cmp(&b.user_id))
    })?;
    Ok(Json(listing))
}

crate::api::listing::parameter_schemas! {
    /// A list of OnboardingStatus values, comma-separated.
    OnboardingStatusList = crate::api::listing::list_of::<crate::model::OnboardingStatus>();
    /// A list of MembershipLevel values, comma-separated.
    MembershipLevelList = crate::api::listing::list_of::<crate::model::MembershipLevel>();
}
