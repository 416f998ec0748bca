//! A user's selective restrictions (spec 6; the Restrictions tab): list, add, remove.

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    auth::Caller,
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{Numbered, Problem, SelectiveRestriction, SelectiveRestrictionPayload, text::Checked},
};

/// List a user's selective restrictions, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}/restrictions",
    operation_id = "listUserRestrictions",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10034)),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "The restrictions", body = Vec<SelectiveRestriction>),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Path(user_id): Path<u64>,
) -> Result<Json<Vec<SelectiveRestriction>>, ApiError> {
    let world = session.world();
    crate::api::records::customer(&world, user_id)?;
    let mut found: Vec<SelectiveRestriction> = world
        .selective_restrictions
        .iter()
        .filter(|r| r.user_id == user_id)
        .cloned()
        .collect();
    found.sort_by(|a, b| {
        b.created
            .cmp(&a.created)
            .then(a.restriction_id.cmp(&b.restriction_id))
    });
    Ok(Json(found))
}

/// Restrict one thing a user may do.
///
/// One restriction per permission: restricting it again is a conflict.
#[utoipa::path(
    post,
    path = "/api/admin/users/{userId}/restrictions",
    operation_id = "addUserRestriction",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10001)),
    request_body = SelectiveRestrictionPayload,
    security(("bearer" = ["users.manage"])),
    responses(
        (status = CREATED, description = "The restriction was added", body = SelectiveRestriction),
        (status = BAD_REQUEST, description = "The reason is missing or too long, or the permission unknown", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The permission is already restricted", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn add(
    session: Session,
    caller: Caller,
    Path(user_id): Path<u64>,
    Json(payload): Json<SelectiveRestrictionPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<SelectiveRestriction>), ApiError> {
    let reason = payload
        .reason
        .checked()
        .map_err(|message| ApiError::invalid_field("reason", message))?;
    let now = session.now();
    let mut world = session.world_mut();
    crate::api::records::customer(&world, user_id)?;
    if world
        .selective_restrictions
        .iter()
        .any(|r| r.user_id == user_id && r.permission == payload.permission)
    {
        return Err(ApiError::Conflict(format!(
            "{} is already restricted for user {user_id}.",
            payload.permission.label()
        )));
    }
    let restriction = SelectiveRestriction {
        restriction_id: world
            .selective_restrictions
            .iter()
            .map(|r| r.restriction_id)
            .max()
            .unwrap_or(0)
            .max(user_id * 10 + 9)
            + 1,
        user_id,
        permission: payload.permission,
        reason,
        created_by: caller.user_name,
        created: now,
    };
    Arc::make_mut(&mut world.selective_restrictions).push(restriction.clone());
    let note = JournalNote::detail(format!(
        "restricted {} for user {user_id}",
        payload.permission.label()
    ));
    Ok((StatusCode::CREATED, Extension(note), Json(restriction)))
}

/// Lift a selective restriction.
#[utoipa::path(
    delete,
    path = "/api/admin/users/{userId}/restrictions/{restrictionId}",
    operation_id = "removeUserRestriction",
    tag = crate::openapi::tags::USERS,
    params(
        ("userId" = u64, Path, description = "The user's id", example = 10039),
        ("restrictionId" = u64, Path, description = "The restriction's id", example = 100390),
    ),
    security(("bearer" = ["users.manage"])),
    responses(
        (status = NO_CONTENT, description = "The restriction was lifted"),
        (status = BAD_REQUEST, description = "An id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "The user has no such restriction", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn remove(
    session: Session,
    Path((user_id, restriction_id)): Path<(u64, u64)>,
) -> Result<(StatusCode, Extension<JournalNote>), ApiError> {
    let mut world = session.world_mut();
    let exists = world
        .selective_restrictions
        .iter()
        .any(|r| r.user_id == user_id && r.restriction_id == restriction_id);
    if !exists {
        return Err(ApiError::NotFound(format!(
            "User {user_id} has no restriction {restriction_id}."
        )));
    }
    Arc::make_mut(&mut world.selective_restrictions).retain(|r| r.restriction_id != restriction_id);
    Ok((
        StatusCode::NO_CONTENT,
        Extension(JournalNote::detail(format!(
            "lifted restriction {restriction_id} of user {user_id}"
        ))),
    ))
}
