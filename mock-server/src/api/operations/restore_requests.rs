//! `GET` and `POST /api/admin/operations/restore-requests`: the point-in-time
//! restore request form and its list.

use std::sync::Arc;

use axum::{Extension, http::StatusCode};
use chrono::Duration;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::{PageQuery, SortColumn, SortDir, parse_list, respond},
    auth::Caller,
    error::ApiError,
    extract::{Json, Query},
    mock::{JournalNote, Session},
    model::text::Checked,
    model::{Listing, Problem, RestoreRequest, RestoreRequestPayload, RestoreStatus},
};

/// How far back backups reach.
pub const RETENTION_DAYS: i64 = 35;

/// The sortable columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// When asked (the default, newest first).
    Created,
    /// The instant to restore to.
    PointInTime,
}

impl SortColumn for Column {
    const COLUMNS: &'static [(&'static str, Self)] =
        &[("Created", Column::Created), ("PointInTime", Column::PointInTime)];
}

/// The list's filters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct Filters {
    /// Statuses, comma-separated: Pending, Running, Complete, Failed.
    #[param(value_type = Option<RestoreStatusList>, inline, example = json!(["Pending", "Running"]))]
    pub status: Option<String>,
}

/// List restore requests.
#[utoipa::path(
    get,
    path = "/api/admin/operations/restore-requests",
    operation_id = "listRestoreRequests",
    tag = crate::openapi::tags::OPERATIONS,
    params(PageQuery<Column>, Filters),
    security(("bearer" = ["operation.viewList"])),
    responses(
        (status = OK, description = "One page of restore requests", body = Listing<RestoreRequest>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
) -> Result<Json<Listing<RestoreRequest>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let statuses: Vec<RestoreStatus> = parse_list("status", filters.status.as_deref())?;
    let world = session.world();
    let matches = world
        .restore_requests
        .iter()
        .filter(|r| statuses.is_empty() || statuses.contains(&r.status))
        .collect();
    Ok(Json(respond(
        &paging,
        world.restore_requests.len(),
        matches,
        |a, b| {
            match paging.sort {
                Column::Created => a.created.cmp(&b.created),
                Column::PointInTime => a.point_in_time.cmp(&b.point_in_time),
            }
            .then(a.restore_request_id.cmp(&b.restore_request_id))
        },
    )?))
}

/// Request a point-in-time restore of a customer's data.
///
/// The instant must be in the past and within the 35 days backups are kept;
/// the request starts Pending and names the caller.
#[utoipa::path(
    post,
    path = "/api/admin/operations/restore-requests",
    operation_id = "createRestoreRequest",
    tag = crate::openapi::tags::OPERATIONS,
    request_body = RestoreRequestPayload,
    security(("bearer" = ["operation.viewList"])),
    responses(
        (status = CREATED, description = "The request was made", body = RestoreRequest),
        (status = BAD_REQUEST, description = "The instant is in the future or too old, the reason is missing, or the user unknown", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    session: Session,
    caller: Caller,
    Json(payload): Json<RestoreRequestPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<RestoreRequest>), ApiError> {
    let now = session.now();
    let reason = payload
        .reason
        .checked()
        .map_err(|message| ApiError::invalid_field("Reason", message))?;
    if payload.point_in_time > now {
        return Err(ApiError::invalid_field(
            "PointInTime",
            "The point in time cannot be in the future.",
        ));
    }
    if payload.point_in_time < now - Duration::days(RETENTION_DAYS) {
        return Err(ApiError::invalid_field(
            "PointInTime",
            format!("Backups are kept for {RETENTION_DAYS} days; choose a later point in time."),
        ));
    }
    let mut world = session.world_mut();
    if world.customer_by_id(payload.user_id).is_none() {
        return Err(ApiError::invalid_field(
            "UserId",
            format!("There is no user {}.", payload.user_id),
        ));
    }
    let request = RestoreRequest {
        restore_request_id: world
            .restore_requests
            .iter()
            .map(|r| r.restore_request_id)
            .max()
            .unwrap_or(0)
            + 1,
        user_id: payload.user_id,
        point_in_time: payload.point_in_time,
        reason,
        status: RestoreStatus::Pending,
        requested_by: caller.user_name,
        created: now,
    };
    Arc::make_mut(&mut world.restore_requests).push(request.clone());
    let note = JournalNote::detail(format!(
        "requested restore {} for user {}",
        request.restore_request_id, request.user_id
    ));
    Ok((StatusCode::CREATED, Extension(note), Json(request)))
}

crate::api::listing::parameter_schemas! {
    /// A list of RestoreStatus values, comma-separated.
    RestoreStatusList = crate::api::listing::list_of::<crate::model::RestoreStatus>();
}
