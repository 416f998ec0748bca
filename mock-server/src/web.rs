//! Serving the built console at `/`, with the single-page-app fallback, and
//! the built Storybook at `/storybook/`.

use std::path::Path;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    response::{Html, IntoResponse, Redirect},
    routing::get,
};
use tower::ServiceExt;
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

/// The built Storybook in `dir` at `/storybook/`, so a designer opens it from
/// the same origin as the console and Swagger UI. Its files are served as they
/// are (revalidated, since a rebuild keeps some names); without a build,
/// `/storybook/` says how to make one.
pub fn storybook(dir: Option<&Path>) -> Router {
    let router = Router::new().route("/storybook", get(|| async { Redirect::permanent("/storybook/") }));
    let Some(dir) = dir.filter(|dir| dir.join("index.html").is_file()) else {
        let missing = dir.map(|dir| dir.display().to_string());
        let page = move || storybook_not_built(missing.clone());
        return router
            .route("/storybook/", get(page.clone()))
            .route("/storybook/{*rest}", get(page));
    };
    // The files by their path below /storybook/ (its pages load them by relative paths).
    let files = ServeDir::new(dir)
        .append_index_html_on_directories(true)
        .map_request(|mut request: Request| {
            let path = request.uri().path();
            let inner = path.strip_prefix("/storybook").unwrap_or(path);
            let inner = match request.uri().query() {
                Some(query) => format!("{inner}?{query}"),
                None => inner.to_owned(),
            };
            if let Ok(uri) = inner.parse() {
                *request.uri_mut() = uri;
            }
            request
        });
    router
        .route_service("/storybook/", files.clone())
        .route_service("/storybook/{*rest}", files)
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

async fn storybook_not_built(dir: Option<String>) -> impl IntoResponse {
    let looked = dir.map_or_else(
        || "no --storybook-dir was given".to_owned(),
        |dir| format!("nothing was built in {dir}"),
    );
    (
        StatusCode::NOT_FOUND,
        Html(format!(
            "<!doctype html><html lang=\"en\"><head><title>Storybook not built</title></head><body>\
             <h1>Storybook is not built</h1><p>The mock server is running, but {looked}. \
             Run <code>make start</code> (or <code>make storybook-build</code>), which builds it for \
             this address.</p><p>The console is at <a href=\"/\">/</a>, the API at \
             <a href=\"/swagger-ui/\">/swagger-ui/</a>.</p></body></html>"
        )),
    )
}
