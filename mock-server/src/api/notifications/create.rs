//! `POST /api/v2/Notification`: create a notification (spec 7).

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    error::ApiError,
    extract::Json,
    fixtures::catalog::notification_selectables,
    mock::{JournalNote, Session},
    model::{Notification, NotificationPayload, Problem},
};

/// Create a notification.
///
/// The fields are checked in the order of spec 5; a failure names every
/// offending field in `errors`, and `detail` names the first.
#[utoipa::path(
    post,
    path = "/api/v2/Notification",
    operation_id = "createNotification",
    tag = crate::openapi::tags::NOTIFICATIONS,
    request_body = NotificationPayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = CREATED, description = "The notification was created", body = Notification),
        (status = BAD_REQUEST, description = "A field breaks a rule of spec 5", body = Problem, content_type = "application/problem+json",
            example = json!({"type": "about:blank", "title": "Bad Request", "status": 400,
                "detail": "title: This field is required", "error": "title: This field is required",
                "errors": {"title": ["This field is required"]}})),
    )
)]
pub async fn create(
    session: Session,
    Json(payload): Json<NotificationPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<Notification>), ApiError> {
    let now = session.now();
    let mut world = session.world_mut();
    let id = world
        .notifications
        .iter()
        .map(|n| n.notification_master_id)
        .max()
        .unwrap_or(0)
        + 1;
    let notification =
        super::validate::notification(&payload, id, now, now, true, &notification_selectables())?;
    Arc::make_mut(&mut world.notifications).push(notification.clone());
    let note = JournalNote::detail(format!("created notification {id}"));
    Ok((StatusCode::CREATED, Extension(note), Json(notification)))
}
