//! `GET /api/v2/Notification`: the notification list (spec 7).

use serde::Deserialize;
use utoipa::{
    IntoParams,
    openapi::path::{Parameter, ParameterIn},
};

use crate::{
    api::listing::{PageSize, Paging, SortDir, check_page, check_page_size, page_parameters},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{NotificationList, Problem},
};

/// Optional paging: without it, every notification.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationPaging {
    /// The 1-based page.
    pub page: Option<String>,
    /// Notifications per page, or `All`; the screen starts at 10 (spec 9).
    pub page_size: Option<String>,
}

impl IntoParams for NotificationPaging {
    fn into_params(parameter_in: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        page_parameters(
            &parameter_in,
            "every notification (the screen asks for 10, spec 9)",
        )
    }
}

/// List notifications, newest first.
///
/// The original console reversed the server's order itself and ignored
/// paging (spec 4); here the server sorts newest first and pages when asked.
#[utoipa::path(
    get,
    path = "/api/v2/Notification",
    operation_id = "listNotifications",
    tag = crate::openapi::tags::NOTIFICATIONS,
    params(NotificationPaging),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The notifications", body = NotificationList),
        (status = BAD_REQUEST, description = "A paging parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(paging): Query<NotificationPaging>,
) -> Result<Json<NotificationList>, ApiError> {
    let paging = Paging {
        page: check_page(paging.page.as_deref())?,
        page_size: check_page_size(paging.page_size.as_deref(), PageSize::All)?,
        sort: (),
        dir: SortDir::Desc,
    };
    let world = session.world();
    let mut all: Vec<_> = world.notifications.iter().collect();
    all.sort_by(|a, b| {
        b.created_date
            .cmp(&a.created_date)
            .then(b.notification_master_id.cmp(&a.notification_master_id))
    });
    let data = paging.page_of(&all)?.into_iter().cloned().collect();
    Ok(Json(NotificationList {
        data,
        total_count: all.len() as u64,
    }))
}
