//! `GET /api/account/users/search?searchTerm=`: the Manage Users dialog's
//! user search. Spec 7 shows it as `GET {token}?searchTerm=`, an unresolved
//! placeholder; this is its real path (docs/spec-deviations.md).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Problem, RoleOutcome, RoleUser},
};

/// The most users one search returns (spec 9).
pub const MAX_RESULTS: usize = 10;

/// The search's query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Text the user name must contain, case-insensitively; surrounding spaces are ignored.
    #[serde(rename = "searchTerm")]
    #[param(rename = "searchTerm", example = "ada")]
    pub search_term: Option<String>,
}

/// Search staff members by user name.
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
        (status = OK, description = "Up to ten matching users", body = RoleOutcome<Vec<RoleUser>>),
        (status = BAD_REQUEST, description = "The term is longer than 100 characters", body = Problem, content_type = "application/problem+json"),
        (status = UNAUTHORIZED, description = "No token, or the token is not valid", body = Problem, content_type = "application/problem+json"),
        (status = FORBIDDEN, description = "The caller lacks `claims.assign`", body = Problem, content_type = "application/problem+json"),
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
    let mut found: Vec<RoleUser> = world
        .staff
        .iter()
        .filter(|user| user.user_name.to_lowercase().contains(&term))
        .map(super::role_user)
        .collect();
    found.sort_by(|a, b| a.user_name.cmp(&b.user_name));
    found.truncate(MAX_RESULTS);
    Ok(Json(RoleOutcome::success(found)))
}
