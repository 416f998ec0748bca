//! `GET /api/Account/roles/{pageIndex}/{pageSize}`: the roles table (spec 7).

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Problem, Role, RoleData},
};

/// List the roles.
///
/// The console sends `-1/-1`, meaning every role; a 1-based page and a size
/// of 1 to 1000 also work. Roles come newest first (spec 9), each with its
/// permissions as the table's chips.
#[utoipa::path(
    get,
    path = "/api/Account/roles/{pageIndex}/{pageSize}",
    operation_id = "listRoles",
    tag = crate::openapi::tags::ROLES,
    params(
        ("pageIndex" = i64, Path, description = "-1 for every role, or a 1-based page", example = -1),
        ("pageSize" = i64, Path, description = "-1 for every role, or 1 to 1000", example = -1),
    ),
    security(("bearer" = ["claims.view"])),
    responses(
        (status = OK, description = "The roles", body = RoleData<Vec<Role>>),
        (status = BAD_REQUEST, description = "The page segments are not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Path((page_index, page_size)): Path<(String, String)>,
) -> Result<Json<RoleData<Vec<Role>>>, ApiError> {
    let world = session.world();
    let mut roles: Vec<Role> = world.roles.to_vec();
    // Newest first: ids grow with creation.
    roles.sort_by_key(|role| std::cmp::Reverse(role.id));
    let total = roles.len() as u64;
    Ok(Json(RoleData::success(
        super::shared::segment_page(&roles, &page_index, &page_size)?,
        total,
    )))
}
