//! `GET /api/account/users/search?searchTerm=`: the Manage Users dialog's
//! user search. Spec 7 shows it as `GET {token}?searchTerm=`, an unresolved
//! placeholder; this is its real path (docs/spec-deviations.md).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Customer, Problem, RoleOutcome, RoleUser, StaffUser},
};

/// The most users one search returns (spec 9).
pub const MAX_RESULTS: usize = 10;

/// A match, before it is turned into a [`RoleUser`].
enum Found<'w> {
    Staff(&'w StaffUser),
    Customer(&'w Customer),
}

/// The search's query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Text the user name must contain, case-insensitively; surrounding spaces are ignored.
    #[serde(rename = "searchTerm")]
    #[param(rename = "searchTerm", example = "ada")]
    pub search_term: Option<String>,
}

/// Search users (staff members and customers) by user name.
///
/// At most 10, from offset 0, sorted by user name. An empty term matches
/// everyone (so the dialog can show its first ten).
#[utoipa::path(
    get,
    path = "/api/account/users/search",
    operation_id = "searchUsers",
    tag = crate::openapi::tags::ROLES,
    params(SearchQuery),
    security(("bearer" = ["claims.assign"])),
    responses(
        (status = OK, description = "Up to ten matching users, staff and customers", body = RoleOutcome<Vec<RoleUser>>),
        (status = BAD_REQUEST, description = "The term is longer than 100 characters", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn search_users(
    session: Session,
    Query(query): Query<SearchQuery>,
) -> Result<Json<RoleOutcome<Vec<RoleUser>>>, ApiError> {
    let term = query
        .search_term
        .as_deref()
        .unwrap_or_default()
        .trim()
        .to_lowercase();
    if term.chars().count() > 100 {
        return Err(ApiError::invalid_field(
            "searchTerm",
            "must be at most 100 characters",
        ));
    }
    let world = session.world();
    let matches = |name: &str| name.to_lowercase().contains(&term);
    // Names only, so a term that matches every customer builds ten users, not all.
    let mut found: Vec<(&str, Found)> = world
        .staff
        .iter()
        .filter(|user| matches(&user.user_name))
        .map(|user| (user.user_name.as_str(), Found::Staff(user)))
        .chain(
            world
                .customers
                .iter()
                .filter(|customer| matches(&customer.user_name))
                .map(|customer| (customer.user_name.as_str(), Found::Customer(customer))),
        )
        .collect();
    if found.len() > MAX_RESULTS {
        found.select_nth_unstable_by(MAX_RESULTS - 1, |a, b| a.0.cmp(b.0));
        found.truncate(MAX_RESULTS);
    }
    found.sort_by(|a, b| a.0.cmp(b.0));
    let users = found
        .into_iter()
        .map(|(_, user)| match user {
            Found::Staff(staff) => super::shared::role_user(staff),
            Found::Customer(customer) => super::shared::customer_user(&world, customer),
        })
        .collect();
    Ok(Json(RoleOutcome::success(users)))
}
