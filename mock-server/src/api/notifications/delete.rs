//! `DELETE /api/v2/Notification/{id}`: delete a notification (spec 7).

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    error::ApiError,
    extract::Path,
    mock::{JournalNote, Session},
    model::Problem,
};

/// Delete a notification.
#[utoipa::path(
    delete,
    path = "/api/v2/Notification/{id}",
    operation_id = "deleteNotification",
    tag = crate::openapi::tags::NOTIFICATIONS,
    params(("id" = u64, Path, description = "The notificationMasterId", example = 2)),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = NO_CONTENT, description = "The notification was deleted"),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such notification", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn delete(
    session: Session,
    Path(id): Path<u64>,
) -> Result<(StatusCode, Extension<JournalNote>), ApiError> {
    let mut world = session.world_mut();
    if !world.notifications.iter().any(|n| n.notification_master_id == id) {
        return Err(ApiError::NotFound(format!("There is no notification {id}.")));
    }
    Arc::make_mut(&mut world.notifications).retain(|n| n.notification_master_id != id);
    Ok((
        StatusCode::NO_CONTENT,
        Extension(JournalNote::detail(format!("deleted notification {id}"))),
    ))
}
