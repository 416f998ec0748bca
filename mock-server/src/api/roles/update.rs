//! `POST /api/account/role/{roleName}`: update a role (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{Problem, Role, RoleOutcome, RolePayload},
};

/// Update a role, addressed by its name.
///
/// The console locks the name in its dialog, so `Name` normally repeats the
/// path; a different, free `Name` renames the role (and its members keep it),
/// except for the built-in `administrator` and `customer` roles.
/// Success is `Message: Success` with the updated role in `Data`.
#[utoipa::path(
    post,
    path = "/api/account/role/{roleName}",
    operation_id = "updateRole",
    tag = crate::openapi::tags::ROLES,
    params(("roleName" = String, Path, description = "The role's name (its id also works)", example = "operations analyst")),
    request_body = RolePayload,
    security(("bearer" = ["claims.manage"])),
    responses(
        (status = OK, description = "The role was updated", body = RoleOutcome<Role>),
        (status = BAD_REQUEST, description = "A field is missing, too long or not a permission", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such role", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The new name belongs to another role, or the role is built in and cannot be renamed", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update(
    session: Session,
    Path(role_name): Path<String>,
    Json(payload): Json<RolePayload>,
) -> Result<(Extension<JournalNote>, Json<RoleOutcome<Role>>), ApiError> {
    let (name, description, permissions) = super::shared::checked(&payload)?;
    let mut world = session.world_mut();
    let current = super::shared::find_role(&world, &role_name)?.clone();
    if name != current.name && super::shared::BUILT_IN.contains(&current.name.as_str()) {
        return Err(ApiError::Conflict(format!(
            "The {} role cannot be renamed.",
            current.name
        )));
    }
    if world
        .roles
        .iter()
        .any(|role| role.id != current.id && role.name.eq_ignore_ascii_case(&name))
    {
        return Err(ApiError::Conflict(format!(
            "A role named `{name}` already exists."
        )));
    }
    let updated = Role {
        id: current.id,
        name,
        description,
        permissions,
    };
    if let Some(slot) = Arc::make_mut(&mut world.roles)
        .iter_mut()
        .find(|role| role.id == current.id)
    {
        *slot = updated.clone();
    }
    if updated.name != current.name {
        for user in Arc::make_mut(&mut world.staff).iter_mut() {
            for role in user.roles.iter_mut().filter(|role| **role == current.name) {
                role.clone_from(&updated.name);
            }
        }
        for roles in Arc::make_mut(&mut world.customer_roles).values_mut() {
            for role in roles.iter_mut().filter(|role| **role == current.name) {
                role.clone_from(&updated.name);
            }
        }
    }
    let note = JournalNote::detail(format!("updated role {}", updated.name));
    Ok((Extension(note), Json(RoleOutcome::success(updated))))
}
