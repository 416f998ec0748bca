//! `GET /api/account/role/{role}/user/{pageIndex}/{pageSize}`: the members of
//! a role (spec 7).

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Problem, RoleData, RoleUser},
};

/// List the staff members who hold a role.
///
/// The console sends `-1/-1`, meaning every member. Sorted by user name.
#[utoipa::path(
    get,
    path = "/api/account/role/{role}/user/{pageIndex}/{pageSize}",
    operation_id = "listUsersInRole",
    tag = crate::openapi::tags::ROLES,
    params(
        ("role" = String, Path, description = "The role's name (its id also works)", example = "administrator"),
        ("pageIndex" = i64, Path, description = "-1 for every member, or a 1-based page", example = -1),
        ("pageSize" = i64, Path, description = "-1 for every member, or 1 to 1000", example = -1),
    ),
    security(("bearer" = ["claims.assign"])),
    responses(
        (status = OK, description = "The role's members", body = RoleData<Vec<RoleUser>>),
        (status = BAD_REQUEST, description = "The page segments are not valid", body = Problem, content_type = "application/problem+json"),
        (status = UNAUTHORIZED, description = "No token, or the token is not valid", body = Problem, content_type = "application/problem+json"),
        (status = FORBIDDEN, description = "The caller lacks `claims.assign`", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such role", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn users_in_role(
    session: Session,
    Path((role, page_index, page_size)): Path<(String, String, String)>,
) -> Result<Json<RoleData<Vec<RoleUser>>>, ApiError> {
    let world = session.world();
    let role = super::find_role(&world, &role)?;
    let mut members: Vec<RoleUser> = world
        .staff
        .iter()
        .filter(|user| user.roles.contains(&role.name))
        .map(super::role_user)
        .collect();
    members.sort_by(|a, b| a.user_name.cmp(&b.user_name));
    let total = members.len() as u64;
    Ok(Json(RoleData::success(
        super::segment_page(&members, &page_index, &page_size)?,
        total,
    )))
}
