//! Serving the built console at `/`, with the single-page-app fallback.

use std::path::Path;

use axum::{
    Router,
    http::{HeaderValue, StatusCode, header},
    response::{Html, IntoResponse},
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

/// The built console in `dir`: files as they are, and `index.html` for every
/// other path, so a deep link such as `/app/tradingAccounts/listing` loads
/// the app and its router takes over.
pub fn console(dir: Option<&Path>) -> Router {
    let Some(dir) = dir.filter(|dir| dir.join("index.html").is_file()) else {
        let missing = dir.map(|dir| dir.display().to_string());
        return Router::new().fallback(move || not_built(missing.clone()));
    };
    let index = ServeFile::new(dir.join("index.html"));
    // Vite fingerprints everything under assets/, so those may be cached for
    // good; everything else (index.html above all) must be revalidated so a
    // new build is picked up.
    let assets = Router::new()
        .fallback_service(ServeDir::new(dir.join("assets")))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        ));
    Router::new()
        .nest("/assets", assets)
        .fallback_service(ServeDir::new(dir).fallback(index))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

async fn not_built(dir: Option<String>) -> impl IntoResponse {
    let looked = dir.map_or_else(
        || "no --ui-dir was given".to_owned(),
        |dir| format!("nothing was built in {dir}"),
    );
    (
        StatusCode::NOT_FOUND,
        Html(format!(
            "<!doctype html><html lang=\"en\"><head><title>Console not built</title></head><body>\
             <h1>The console is not built</h1><p>The mock server is running, but {looked}. \
             Run <code>make start</code>, which builds the console and serves it here.</p>\
             <p>The API is documented at <a href=\"/swagger-ui/\">/swagger-ui/</a>.</p></body></html>"
        )),
    )
}
