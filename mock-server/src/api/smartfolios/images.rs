//! `GET /images/smartfolios/{smartfolioId}/{image}`: a smartfolio's card or
//! banner image, drawn by the server (`fixtures::images`).

use axum::{
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};

use crate::{
    error::ApiError,
    extract::Path,
    fixtures::images::svg,
    mock::Session,
    model::{Problem, images::ImageKind},
};

/// A smartfolio's card or banner image.
///
/// An SVG drawn from the seed and the smartfolio's id, served from the
/// console's own origin so that its policy (`img-src 'self'`) shows it. An
/// `<img>` cannot send a bearer token, so it needs none; it holds no personal
/// data. The smartfolios' `imageUrl` and `bannerImageUrl` name these addresses.
#[utoipa::path(
    get,
    path = "/images/smartfolios/{smartfolioId}/{image}",
    operation_id = "getSmartfolioImage",
    tag = crate::openapi::tags::SMARTFOLIOS,
    params(
        ("smartfolioId" = u64, Path, description = "The smartfolio's id", example = 1),
        ("image" = String, Path, description = "`card.svg` (640 by 240) or `banner.svg` (1280 by 320)", pattern = r"^(card|banner)\.svg$", example = "card.svg"),
    ),
    responses(
        (status = OK, description = "The image", content_type = "image/svg+xml", body = String),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such smartfolio, or no such image of it", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn image(session: Session, Path((id, file)): Path<(u64, String)>) -> Result<Response, ApiError> {
    let Some(kind) = ImageKind::of_file(&file) else {
        return Err(ApiError::NotFound(format!(
            "A smartfolio has card.svg and banner.svg, not {file}."
        )));
    };
    let world = session.world();
    if !world.smartfolios.iter().any(|s| s.smartfolio_id == id) {
        return Err(ApiError::NotFound(format!("There is no smartfolio {id}.")));
    }
    let mut response = svg(world.seed, id, kind).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/svg+xml"));
    // The same picture for the same seed and id, in every session.
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    // Opened on its own, the drawing may load nothing.
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
    );
    Ok(response)
}
