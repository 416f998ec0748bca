//! `PUT /api/v1/Asset`: edit an asset's flags (spec 7).

use std::sync::Arc;

use axum::Extension;

use crate::{
    error::ApiError,
    extract::Json,
    mock::{JournalNote, Session},
    model::{Asset, Problem},
};

/// Update an asset.
///
/// The body is the whole asset, addressed by its `id`. Its symbol and CUSIP
/// identify it and cannot change; an asset cannot be both blacklisted and
/// whitelisted. The answer is the asset as stored.
#[utoipa::path(
    put,
    path = "/api/v1/Asset",
    operation_id = "updateAsset",
    tag = crate::openapi::tags::SYMBOLS,
    request_body(content = Asset, example = json!({
        "id": 1, "symbol": "AAPL", "name": "Apple Inc.", "cusiP_NUMBER": "037833100", "type": "Stock",
        "isFractionable": true, "isEnabled": true, "isBlacklist": false, "isWhitelist": true, "IsSmartfolioDisabled": false
    })),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The asset was updated", body = Asset),
        (status = BAD_REQUEST, description = "The body is not an asset, or changes its symbol or CUSIP, or both lists it", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such asset", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update_asset(
    session: Session,
    Json(asset): Json<Asset>,
) -> Result<(Extension<JournalNote>, Json<Asset>), ApiError> {
    if asset.is_blacklist && asset.is_whitelist {
        return Err(ApiError::invalid_field(
            "isWhitelist",
            "An asset cannot be on the blacklist and the whitelist at once.",
        ));
    }
    if asset.name.trim().is_empty() {
        return Err(ApiError::invalid_field("name", "The name is required."));
    }
    let mut world = session.world_mut();
    let Some(stored) = world.assets.iter().find(|stored| stored.id == asset.id) else {
        return Err(ApiError::NotFound(format!("There is no asset {}.", asset.id)));
    };
    if stored.symbol != asset.symbol || stored.cusip_number != asset.cusip_number {
        return Err(ApiError::invalid_field(
            "symbol",
            format!(
                "Asset {} is {}; its symbol and CUSIP cannot change.",
                stored.id, stored.symbol
            ),
        ));
    }
    let updated = Asset {
        name: asset.name.trim().to_owned(),
        ..asset
    };
    if let Some(slot) = Arc::make_mut(&mut world.assets)
        .iter_mut()
        .find(|stored| stored.id == updated.id)
    {
        *slot = updated.clone();
    }
    let note = JournalNote::detail(format!("updated asset {}", updated.symbol));
    Ok((Extension(note), Json(updated)))
}
