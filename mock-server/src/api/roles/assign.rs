//! `POST /api/account/user/role/{userId}`: set a staff member's roles (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{Problem, RoleOutcome, RoleUser, UserRolesPayload},
};

/// Set the roles a user holds: a staff member, or a customer.
///
/// The body lists the roles the user has after the call (each must exist);
/// the answer is `Message: Success` with the user in `Data`. A customer's
/// roles show on their Assigned Roles tab; they grant no sign-in to the
/// console, which is for staff. The caller cannot take the `administrator`
/// role from themselves, so an administrator is never locked out by a slip.
#[utoipa::path(
    post,
    path = "/api/account/user/role/{userId}",
    operation_id = "assignUserRoles",
    tag = crate::openapi::tags::ROLES,
    params(("userId" = u64, Path, description = "The staff member's or customer's id", example = 2)),
    request_body = UserRolesPayload,
    security(("bearer" = ["claims.assign"])),
    responses(
        (status = OK, description = "The roles were set", body = RoleOutcome<RoleUser>),
        (status = BAD_REQUEST, description = "A role does not exist, or the id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The caller would remove their own administrator role", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn assign(
    session: Session,
    caller: crate::auth::Caller,
    Path(user_id): Path<u64>,
    Json(payload): Json<UserRolesPayload>,
) -> Result<(Extension<JournalNote>, Json<RoleOutcome<RoleUser>>), ApiError> {
    let mut world = session.world_mut();
    let mut roles: Vec<String> = Vec::new();
    for asked in &payload.roles {
        let role = world
            .roles
            .iter()
            .find(|role| role.name.eq_ignore_ascii_case(asked.trim()))
            .ok_or_else(|| ApiError::invalid_field("Roles", format!("There is no role `{asked}`.")))?;
        if !roles.contains(&role.name) {
            roles.push(role.name.clone());
        }
    }
    if world.staff_by_id(user_id).is_none() {
        let Some(customer) = world.customer_by_id(user_id) else {
            return Err(ApiError::NotFound(format!("There is no user {user_id}.")));
        };
        let user_name = customer.user_name.clone();
        Arc::make_mut(&mut world.customer_roles).insert(user_id, roles);
        let customer = world
            .customer_by_id(user_id)
            .ok_or_else(|| ApiError::NotFound(format!("There is no user {user_id}.")))?;
        let answer = super::shared::customer_user(&world, customer);
        let note = JournalNote::detail(format!("set the roles of {user_name}"));
        return Ok((Extension(note), Json(RoleOutcome::success(answer))));
    }
    let user = world
        .staff_by_id(user_id)
        .ok_or_else(|| ApiError::NotFound(format!("There is no user {user_id}.")))?;
    let admin = crate::model::ADMINISTRATOR;
    if user_id == caller.user_id && user.roles.iter().any(|r| r == admin) && !roles.iter().any(|r| r == admin)
    {
        return Err(ApiError::Conflict(
            "You cannot remove your own administrator role.".to_owned(),
        ));
    }
    let staff = Arc::make_mut(&mut world.staff);
    let Some(user) = staff.iter_mut().find(|user| user.id == user_id) else {
        return Err(ApiError::NotFound(format!("There is no user {user_id}.")));
    };
    user.roles = roles;
    let answer = super::shared::role_user(user);
    let note = JournalNote::detail(format!("set the roles of {}", answer.user_name));
    Ok((Extension(note), Json(RoleOutcome::success(answer))))
}
