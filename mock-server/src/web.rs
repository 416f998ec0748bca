//! Serving the built console at `/`, with the single-page-app fallback, and
//! the built Storybook at `/storybook/`.

use std::path::Path;

use crate::headers;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware,
    response::{Html, IntoResponse, Redirect, Response},
    routing::get,
};
use base64::{Engine, engine::general_purpose::STANDARD};
use sha2::{Digest, Sha256};
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
    // The build writes a brotli and a gzip copy beside each text file
    // (`ui/vite-plugins.ts`); each answer is the smallest the browser accepts,
    // at no cost per request.
    let index = ServeFile::new(dir.join("index.html"))
        .precompressed_br()
        .precompressed_gzip();
    // Vite fingerprints everything under assets/, so those may be cached for
    // good; everything else (index.html above all) must be revalidated so a
    // new build is picked up.
    let assets = Router::new()
        .fallback_service(precompressed(ServeDir::new(dir.join("assets"))))
        .layer(middleware::map_response(cache_assets))
        .layer(middleware::from_fn(no_source_maps));
    Router::new()
        .nest("/assets", assets)
        .fallback_service(precompressed(ServeDir::new(dir)).fallback(index))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        // The same URL answers differently by Accept-Encoding: caches must keep them apart.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::VARY,
            HeaderValue::from_static("accept-encoding"),
        ))
}

/// Serves `file.br` or `file.gz` in place of `file` when the browser accepts
/// that encoding and the build wrote it.
fn precompressed<F>(files: ServeDir<F>) -> ServeDir<F> {
    files.precompressed_br().precompressed_gzip()
}

/// Source maps stay with `make dev`: `make start`'s build writes none, and
/// any left in the directory are not published (they hold the source).
async fn no_source_maps(request: Request, next: middleware::Next) -> Response {
    if request.uri().path().ends_with(".map") {
        return StatusCode::NOT_FOUND.into_response();
    }
    next.run(request).await
}

/// A fingerprinted asset is cached for a year; a missing one (a 404, say
/// from a stale page asking for the previous build's file) must not be, or
/// the browser would keep the failure for a year too.
async fn cache_assets(mut response: Response) -> Response {
    let policy = if response.status().is_success() {
        "public, max-age=31536000, immutable"
    } else {
        "no-store"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    response
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
        .layer(middleware::map_response(storybook_policy))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

/// The most a Storybook page may weigh for its policy to be worked out (its
/// pages are a few kilobytes).
const STORYBOOK_PAGE_LIMIT: usize = 4 * 1024 * 1024;

/// Storybook's built pages carry a few inline scripts of its own (its
/// configuration globals, the manager's addon imports). Rather than allow
/// inline script, each page's policy names exactly the scripts it holds by
/// their hash, worked out per answer so a rebuild needs no restart.
async fn storybook_policy(response: Response) -> Response {
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"));
    if !is_html {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(page) = axum::body::to_bytes(body, STORYBOOK_PAGE_LIMIT).await else {
        return (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the Storybook page could not be read",
        )
            .into_response();
    };
    let hashes = inline_script_hashes(&String::from_utf8_lossy(&page));
    if let Ok(policy) = HeaderValue::from_str(&headers::storybook_policy(&hashes)) {
        parts.headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    Response::from_parts(parts, axum::body::Body::from(page))
}

/// The CSP source expression (`'sha256-…'`) of every inline `<script>` of an
/// HTML page: the exact text between its tags, as the browser hashes it.
fn inline_script_hashes(html: &str) -> Vec<String> {
    let mut hashes = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let Some(open_end) = after.find('>') else { break };
        let attributes = &after["<script".len()..open_end];
        let content = &after[open_end + 1..];
        let Some(close) = content.find("</script") else {
            break;
        };
        let script = &content[..close];
        if !attributes.contains("src=") && !script.is_empty() {
            let digest = Sha256::digest(script.as_bytes());
            hashes.push(format!("'sha256-{}'", STANDARD.encode(digest)));
        }
        rest = &content[close..];
    }
    hashes
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_inline_scripts_are_hashed() {
        let page = "<html><head><script type=\"module\" src=\"./a.js\"></script>\
                    <script>window.CONFIG_TYPE = 'PRODUCTION';</script></head>\
                    <body><script type=\"module\">import './b.js';</script></body></html>";
        let hashes = inline_script_hashes(page);
        assert_eq!(hashes.len(), 2);
        let expected = STANDARD.encode(Sha256::digest(b"window.CONFIG_TYPE = 'PRODUCTION';"));
        assert_eq!(hashes[0], format!("'sha256-{expected}'"));
    }
}
