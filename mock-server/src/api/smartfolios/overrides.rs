//! Smartfolio weight overrides: list, create, update, delete.

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    auth::Caller,
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::text::Checked,
    model::{OverridePayload, Problem, SmartfolioOverride},
    store::World,
};

/// Checks a payload against the world: the smartfolio and symbol exist, the weight is 0 to 1.
fn check(world: &World, payload: &OverridePayload) -> Result<(String, String), ApiError> {
    if !world
        .smartfolios
        .iter()
        .any(|s| s.smartfolio_id == payload.smartfolio_id)
    {
        return Err(ApiError::invalid_field(
            "smartfolioId",
            format!("There is no smartfolio {}.", payload.smartfolio_id),
        ));
    }
    let symbol = payload.symbol.to_uppercase();
    if !world.assets.iter().any(|a| a.symbol == symbol) {
        return Err(ApiError::invalid_field(
            "symbol",
            format!("`{symbol}` is not in the asset list."),
        ));
    }
    if !(0.0..=1.0).contains(&payload.weight) {
        return Err(ApiError::invalid_field("weight", "Use a weight from 0 to 1."));
    }
    let reason = payload
        .reason
        .checked()
        .map_err(|message| ApiError::invalid_field("reason", message))?;
    Ok((symbol, reason))
}

/// List overrides, newest first.
#[utoipa::path(
    get,
    path = "/api/admin/smartfolios/overrides",
    operation_id = "listSmartfolioOverrides",
    tag = crate::openapi::tags::SMARTFOLIOS,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The overrides", body = Vec<SmartfolioOverride>),
    )
)]
pub async fn list(session: Session) -> Json<Vec<SmartfolioOverride>> {
    let mut all = session.world().smartfolio_overrides.to_vec();
    all.sort_by(|a, b| b.created.cmp(&a.created).then(a.override_id.cmp(&b.override_id)));
    Json(all)
}

/// Override a symbol's weight in a smartfolio.
///
/// One override per smartfolio and symbol: a second is a conflict (update the first).
#[utoipa::path(
    post,
    path = "/api/admin/smartfolios/overrides",
    operation_id = "createSmartfolioOverride",
    tag = crate::openapi::tags::SMARTFOLIOS,
    request_body = OverridePayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = CREATED, description = "The override was created", body = SmartfolioOverride),
        (status = BAD_REQUEST, description = "The smartfolio or symbol is unknown, or the weight out of range", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The symbol is already overridden in that smartfolio", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    session: Session,
    caller: Caller,
    Json(payload): Json<OverridePayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<SmartfolioOverride>), ApiError> {
    let now = session.now();
    let mut world = session.world_mut();
    let (symbol, reason) = check(&world, &payload)?;
    if world
        .smartfolio_overrides
        .iter()
        .any(|o| o.smartfolio_id == payload.smartfolio_id && o.symbol == symbol)
    {
        return Err(ApiError::Conflict(format!(
            "{symbol} is already overridden in smartfolio {}.",
            payload.smartfolio_id
        )));
    }
    let created = SmartfolioOverride {
        override_id: world
            .smartfolio_overrides
            .iter()
            .map(|o| o.override_id)
            .max()
            .unwrap_or(0)
            + 1,
        smartfolio_id: payload.smartfolio_id,
        symbol,
        weight: payload.weight,
        reason,
        created_by: caller.user_name,
        created: now,
    };
    Arc::make_mut(&mut world.smartfolio_overrides).push(created.clone());
    let note = JournalNote::detail(format!("created override {}", created.override_id));
    Ok((StatusCode::CREATED, Extension(note), Json(created)))
}

/// Change an override.
#[utoipa::path(
    put,
    path = "/api/admin/smartfolios/overrides/{overrideId}",
    operation_id = "updateSmartfolioOverride",
    tag = crate::openapi::tags::SMARTFOLIOS,
    params(("overrideId" = u64, Path, description = "The override's id", example = 1)),
    request_body = OverridePayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The override was updated", body = SmartfolioOverride),
        (status = BAD_REQUEST, description = "The smartfolio or symbol is unknown, or the weight out of range", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such override", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "Another override has that smartfolio and symbol", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update(
    session: Session,
    Path(id): Path<u64>,
    Json(payload): Json<OverridePayload>,
) -> Result<(Extension<JournalNote>, Json<SmartfolioOverride>), ApiError> {
    let mut world = session.world_mut();
    let (symbol, reason) = check(&world, &payload)?;
    if world
        .smartfolio_overrides
        .iter()
        .any(|o| o.override_id != id && o.smartfolio_id == payload.smartfolio_id && o.symbol == symbol)
    {
        return Err(ApiError::Conflict(format!(
            "{symbol} is already overridden in smartfolio {}.",
            payload.smartfolio_id
        )));
    }
    let Some(slot) = Arc::make_mut(&mut world.smartfolio_overrides)
        .iter_mut()
        .find(|o| o.override_id == id)
    else {
        return Err(ApiError::NotFound(format!("There is no override {id}.")));
    };
    slot.smartfolio_id = payload.smartfolio_id;
    slot.symbol = symbol;
    slot.weight = payload.weight;
    slot.reason = reason;
    let updated = slot.clone();
    Ok((
        Extension(JournalNote::detail(format!("updated override {id}"))),
        Json(updated),
    ))
}

/// Remove an override.
#[utoipa::path(
    delete,
    path = "/api/admin/smartfolios/overrides/{overrideId}",
    operation_id = "deleteSmartfolioOverride",
    tag = crate::openapi::tags::SMARTFOLIOS,
    params(("overrideId" = u64, Path, description = "The override's id", example = 2)),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = NO_CONTENT, description = "The override was removed"),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such override", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn delete(
    session: Session,
    Path(id): Path<u64>,
) -> Result<(StatusCode, Extension<JournalNote>), ApiError> {
    let mut world = session.world_mut();
    if !world.smartfolio_overrides.iter().any(|o| o.override_id == id) {
        return Err(ApiError::NotFound(format!("There is no override {id}.")));
    }
    Arc::make_mut(&mut world.smartfolio_overrides).retain(|o| o.override_id != id);
    Ok((
        StatusCode::NO_CONTENT,
        Extension(JournalNote::detail(format!("deleted override {id}"))),
    ))
}
