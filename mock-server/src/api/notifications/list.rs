//! `GET /api/v2/Notification`: the notification list (spec 7).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::MAX_PAGE_SIZE,
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{NotificationList, Problem},
};

/// Optional paging: without it, every notification.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct NotificationPaging {
    /// The 1-based page.
    #[param(value_type = Option<crate::api::listing::PageParameter>, inline)]
    pub page: Option<String>,
    /// Notifications per page: 1 to 10000; the screen starts at 10 (spec 9).
    #[param(value_type = Option<NotificationPageSize>, inline, example = "10")]
    pub page_size: Option<String>,
}

crate::api::listing::parameter_schemas! {
    /// `pageSize` here: a number from 1 to 10000, written without leading zeros.
    NotificationPageSize = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some("^([1-9][0-9]{0,3}|10000)?$"))
        .build();
}

fn number(field: &str, value: Option<&str>, max: usize) -> Result<Option<usize>, ApiError> {
    value
        .filter(|text| !text.is_empty())
        .map(|text| {
            crate::api::listing::whole_number(text, max as u64)
                .map(|n| n as usize)
                .filter(|n| *n >= 1)
                .ok_or_else(|| {
                    ApiError::invalid_field(field, format!("`{text}` must be a number from 1 to {max}"))
                })
        })
        .transpose()
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
    let page = number(
        "page",
        paging.page.as_deref(),
        crate::api::listing::MAX_PAGE as usize,
    )?
    .unwrap_or(1);
    let size = match paging.page_size.as_deref().map(str::trim) {
        Some(all) if all.eq_ignore_ascii_case("all") => MAX_PAGE_SIZE,
        other => number("pageSize", other, MAX_PAGE_SIZE)?.unwrap_or(MAX_PAGE_SIZE),
    };
    let world = session.world();
    let mut all: Vec<_> = world.notifications.iter().collect();
    all.sort_by(|a, b| {
        b.created_date
            .cmp(&a.created_date)
            .then(b.notification_master_id.cmp(&a.notification_master_id))
    });
    let data = all
        .iter()
        .skip((page - 1).saturating_mul(size))
        .take(size)
        .map(|n| (*n).clone())
        .collect();
    Ok(Json(NotificationList {
        data,
        total_count: all.len() as u64,
    }))
}
