//! `GET /api/v1/Asset/{id}`: one asset, for the edit dialog (spec 7).

use crate::{
    api::records::by_id,
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Asset, Problem},
};

/// Get an asset.
#[utoipa::path(
    get,
    path = "/api/v1/Asset/{id}",
    operation_id = "getAsset",
    tag = crate::openapi::tags::SYMBOLS,
    params(("id" = u64, Path, description = "The asset's id", example = 1)),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The asset", body = Asset),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such asset", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn get_asset(session: Session, Path(id): Path<u64>) -> Result<Json<Asset>, ApiError> {
    let world = session.world();
    by_id(&world.assets, id, |asset| asset.id, "asset")
        .cloned()
        .map(Json)
}
