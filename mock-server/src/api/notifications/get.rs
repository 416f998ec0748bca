//! `GET /api/v2/Notification/{id}`: one notification, for the edit dialog (spec 7).

use crate::{
    api::records::by_id,
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Notification, Problem},
};

/// Get a notification.
#[utoipa::path(
    get,
    path = "/api/v2/Notification/{id}",
    operation_id = "getNotification",
    tag = crate::openapi::tags::NOTIFICATIONS,
    params(("id" = u64, Path, description = "The notificationMasterId", example = 1)),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The notification", body = Notification),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such notification", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn get(session: Session, Path(id): Path<u64>) -> Result<Json<Notification>, ApiError> {
    let world = session.world();
    by_id(
        &world.notifications,
        id,
        |n| n.notification_master_id,
        "notification",
    )
    .cloned()
    .map(Json)
}
