//! `POST /api/account/role`: create a role (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::Json,
    mock::{JournalNote, Session},
    model::{Problem, Role, RoleOutcome, RolePayload},
};

/// Create a role.
///
/// The name must be free (compared case-insensitively) and both name and
/// description non-empty; unknown permission values are refused. Success is
/// `Message: Success` with the new role in `Data`.
#[utoipa::path(
    post,
    path = "/api/account/role",
    operation_id = "createRole",
    tag = crate::openapi::tags::ROLES,
    request_body = RolePayload,
    security(("bearer" = ["claims.manage"])),
    responses(
        (status = OK, description = "The role was created", body = RoleOutcome<Role>,
            example = json!({"Message": "Success", "Data": {"id": 5, "name": "support",
                "description": "Answers customers' questions", "permissions": [{"value": "pageAccess", "name": "Console access"}]}})),
        (status = BAD_REQUEST, description = "A field is missing, too long or not a permission", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "A role of that name exists", body = Problem, content_type = "application/problem+json",
            example = json!({"type": "about:blank", "title": "Conflict", "status": 409,
                "detail": "A role named `support` already exists.", "error": "A role named `support` already exists."})),
    )
)]
pub async fn create(
    session: Session,
    Json(payload): Json<RolePayload>,
) -> Result<(Extension<JournalNote>, Json<RoleOutcome<Role>>), ApiError> {
    let (name, description, permissions) = super::shared::checked(&payload)?;
    let mut world = session.world_mut();
    if world
        .roles
        .iter()
        .any(|role| role.name.eq_ignore_ascii_case(&name))
    {
        return Err(ApiError::Conflict(format!(
            "A role named `{name}` already exists."
        )));
    }
    let role = Role {
        id: world.roles.iter().map(|role| role.id).max().unwrap_or(0) + 1,
        name,
        description,
        permissions,
    };
    Arc::make_mut(&mut world.roles).push(role.clone());
    let note = JournalNote::detail(format!("created role {}", role.name));
    Ok((Extension(note), Json(RoleOutcome::success(role))))
}
