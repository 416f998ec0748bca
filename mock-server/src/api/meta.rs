//! `GET /meta.json`: the deployed version (spec 4 and 7).

use axum::{
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};

use crate::model::Meta;

/// The deployed version.
///
/// The console polls it to advise a refresh when a newer version is
/// deployed (spec 4). It is never cached.
#[utoipa::path(
    get,
    path = "/meta.json",
    operation_id = "getMeta",
    tag = crate::openapi::tags::META,
    responses((status = OK, description = "The deployed version", body = Meta))
)]
pub async fn meta() -> Response {
    let mut response = axum::Json(Meta {
        version: env!("CARGO_PKG_VERSION").to_owned(),
    })
    .into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
