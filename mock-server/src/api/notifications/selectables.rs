//! `GET /api/v2/Notification/selectables`: the form's options (spec 7).

use crate::{extract::Json, fixtures::catalog::notification_selectables, model::NotificationSelectables};

/// The notification form's options.
///
/// Action types, target audience types, route types, colour types and icon
/// types; the create and update calls accept only these values.
#[utoipa::path(
    get,
    path = "/api/v2/Notification/selectables",
    operation_id = "getNotificationSelectables",
    tag = crate::openapi::tags::NOTIFICATIONS,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The options", body = NotificationSelectables),
    )
)]
pub async fn selectables() -> Json<NotificationSelectables> {
    Json(notification_selectables())
}
