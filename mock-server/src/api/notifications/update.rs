//! `PUT /api/v2/Notification/{id}`: update a notification (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::{Json, Path},
    fixtures::catalog::notification_selectables,
    mock::{JournalNote, Session},
    model::{Notification, NotificationPayload, Problem},
};

/// Update a notification.
///
/// The body is the create payload plus `notificationMasterId`, which must
/// match the path. The same rules as creation apply, except that the start
/// date may be in the past (the notification may already be showing).
#[utoipa::path(
    put,
    path = "/api/v2/Notification/{id}",
    operation_id = "updateNotification",
    tag = crate::openapi::tags::NOTIFICATIONS,
    params(("id" = u64, Path, description = "The notificationMasterId", example = 1)),
    request_body = NotificationPayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The notification was updated", body = Notification),
        (status = BAD_REQUEST, description = "A field breaks a rule of spec 5, or the ids differ", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such notification", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update(
    session: Session,
    Path(id): Path<u64>,
    Json(payload): Json<NotificationPayload>,
) -> Result<(Extension<JournalNote>, Json<Notification>), ApiError> {
    if payload
        .notification_master_id
        .is_some_and(|body_id| body_id != id)
    {
        return Err(ApiError::invalid_field(
            "notificationMasterId",
            format!("must be {id}, the id in the path"),
        ));
    }
    let now = session.now();
    let mut world = session.world_mut();
    let Some(created) = world
        .notifications
        .iter()
        .find(|n| n.notification_master_id == id)
        .map(|n| n.created_date)
    else {
        return Err(ApiError::NotFound(format!("There is no notification {id}.")));
    };
    let notification =
        super::validate::notification(&payload, id, created, now, false, &notification_selectables())?;
    if let Some(slot) = Arc::make_mut(&mut world.notifications)
        .iter_mut()
        .find(|n| n.notification_master_id == id)
    {
        *slot = notification.clone();
    }
    let note = JournalNote::detail(format!("updated notification {id}"));
    Ok((Extension(note), Json(notification)))
}
