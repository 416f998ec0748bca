//! `GET /api/Account/permissions`: every permission a role can grant (spec 7).

use crate::{
    extract::Json,
    model::{Claim, Permission, RoleData},
};

/// List the permissions.
///
/// One per claim of spec 6, in the spec's order, each with a readable name
/// for the role dialog's transfer lists.
#[utoipa::path(
    get,
    path = "/api/Account/permissions",
    operation_id = "listPermissions",
    tag = crate::openapi::tags::ROLES,
    security(("bearer" = ["claims.view"])),
    responses(
        (status = OK, description = "The permissions", body = RoleData<Vec<Permission>>),
    )
)]
pub async fn permissions() -> Json<RoleData<Vec<Permission>>> {
    let all: Vec<Permission> = Claim::ALL.into_iter().map(Permission::from).collect();
    let total = all.len() as u64;
    Json(RoleData::success(all, total))
}
