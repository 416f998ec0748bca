//! `GET /api/v1/Asset/search`: the Symbols screen's search (spec 7).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    api::listing::needle,
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Asset, Problem},
};

/// The search's query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AssetSearch {
    /// Text the symbol or name contains, case-insensitively; empty lists every asset.
    #[serde(rename = "searchTerm")]
    #[param(rename = "searchTerm", example = "app")]
    pub search_term: Option<String>,
}

/// Search assets.
///
/// Matches symbol or name; exact symbol matches first, then by symbol. The
/// screen pages the answer itself (spec 9), so every match is returned.
#[utoipa::path(
    get,
    path = "/api/v1/Asset/search",
    operation_id = "searchAssets",
    tag = crate::openapi::tags::SYMBOLS,
    params(AssetSearch),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The matching assets", body = Vec<Asset>),
        (status = BAD_REQUEST, description = "The term is longer than 100 characters", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn search_assets(
    session: Session,
    Query(query): Query<AssetSearch>,
) -> Result<Json<Vec<Asset>>, ApiError> {
    let term = needle(query.search_term.as_deref());
    if term.as_deref().is_some_and(|t| t.chars().count() > 100) {
        return Err(ApiError::invalid_field(
            "searchTerm",
            "must be at most 100 characters",
        ));
    }
    let world = session.world();
    let mut found: Vec<Asset> = world
        .assets
        .iter()
        .filter(|asset| {
            term.as_deref().is_none_or(|term| {
                asset.symbol.to_lowercase().contains(term) || asset.name.to_lowercase().contains(term)
            })
        })
        .cloned()
        .collect();
    let exact = |asset: &Asset| term.as_deref() != Some(asset.symbol.to_lowercase().as_str());
    found.sort_by(|a, b| exact(a).cmp(&exact(b)).then_with(|| a.symbol.cmp(&b.symbol)));
    Ok(Json(found))
}
