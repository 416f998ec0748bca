//! `DELETE /api/account/role/{roleId}`: delete a role (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{Problem, Role, RoleOutcome},
};

/// Delete a role, addressed by its id or its name.
///
/// Spec 7 addresses the role by id; spec 4 says the console deletes by name.
/// Both work (see docs/spec-deviations.md), and OpenAPI allows one parameter
/// name per path, so it is documented as `roleName`. Members (staff and
/// customers) lose the role.
/// The built-in roles cannot be deleted: without `administrator` everyone
/// would be locked out of role administration, and every customer holds
/// `customer`.
#[utoipa::path(
    delete,
    path = "/api/account/role/{roleName}",
    operation_id = "deleteRole",
    tag = crate::openapi::tags::ROLES,
    params(("roleName" = String, Path, description = "The role's id (spec 7's `roleId`) or its name", example = "3")),
    security(("bearer" = ["claims.manage"])),
    responses(
        (status = OK, description = "The role was deleted; `Data` is the deleted role", body = RoleOutcome<Role>),
        (status = NOT_FOUND, description = "There is no such role", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The administrator and customer roles cannot be deleted", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn delete(
    session: Session,
    Path(role_id): Path<String>,
) -> Result<(Extension<JournalNote>, Json<RoleOutcome<Role>>), ApiError> {
    let mut world = session.world_mut();
    let role = super::shared::find_role(&world, &role_id)?.clone();
    if super::shared::BUILT_IN.contains(&role.name.as_str()) {
        return Err(ApiError::Conflict(format!(
            "The {} role cannot be deleted.",
            role.name
        )));
    }
    Arc::make_mut(&mut world.roles).retain(|other| other.id != role.id);
    for user in Arc::make_mut(&mut world.staff).iter_mut() {
        user.roles.retain(|name| *name != role.name);
    }
    if world
        .customer_roles
        .values()
        .any(|roles| roles.contains(&role.name))
    {
        for roles in Arc::make_mut(&mut world.customer_roles).values_mut() {
            roles.retain(|name| *name != role.name);
        }
    }
    let note = JournalNote::detail(format!("deleted role {}", role.name));
    Ok((Extension(note), Json(RoleOutcome::success(role))))
}
