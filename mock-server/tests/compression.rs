//! What crosses the wire (issue 26): the console's files as the build
//! compressed them (brotli or gzip, as the browser accepts), and the API's
//! answers compressed on the fly, each marked `Vary: Accept-Encoding`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::{
    io::Read,
    path::{Path, PathBuf},
};

use axum::{
    body::Body,
    http::{StatusCode, header},
};
use common::{Answer, Client, TestApp};
use mock_server::{AppState, Clock, Config, fixtures};

const SCRIPT: &str = "console.log('the console');";

/// A built console with precompressed copies, as `vite build` writes it; removed on drop.
struct BuiltConsole(PathBuf);

impl BuiltConsole {
    fn new(label: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("mock-server-compression-{}-{label}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        let page = "<!doctype html><div id=\"root\"></div>";
        std::fs::write(dir.join("index.html"), page).unwrap();
        std::fs::write(dir.join("index.html.br"), "index as brotli").unwrap();
        std::fs::write(dir.join("assets/app-1234.js"), SCRIPT).unwrap();
        // What the server sends is the file the build wrote, byte for byte.
        std::fs::write(dir.join("assets/app-1234.js.br"), "app as brotli").unwrap();
        std::fs::write(dir.join("assets/app-1234.js.gz"), "app as gzip").unwrap();
        std::fs::write(dir.join("assets/font-1234.woff2"), "wOF2").unwrap();
        BuiltConsole(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    fn app(&self) -> TestApp {
        let config = Config {
            scale: fixtures::Scale::Customers(20),
            ui_dir: Some(self.0.clone()),
            ..Config::default()
        };
        TestApp::with_state(AppState::new(
            config,
            Clock::starting_at(fixtures::fixture_epoch()),
        ))
    }
}

impl Drop for BuiltConsole {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// GET `uri` as `client`, accepting the encodings `accept` names (none: no header).
async fn fetch(client: &Client, uri: &str, accept: Option<&str>) -> Answer {
    let mut request = client.request("GET", uri);
    if let Some(accept) = accept {
        request = request.header(header::ACCEPT_ENCODING, accept);
    }
    client.send(request.body(Body::empty()).unwrap()).await
}

#[tokio::test]
async fn a_script_comes_as_the_build_compressed_it_in_the_best_encoding_the_browser_takes() {
    let console = BuiltConsole::new("script");
    let app = console.app().anonymous();
    let cases = [
        (Some("gzip, deflate, br, zstd"), "br", "app as brotli"),
        (Some("gzip"), "gzip", "app as gzip"),
        (None, "", SCRIPT),
        (Some("identity"), "", SCRIPT),
    ];
    for (accept, encoding, body) in cases {
        let answer = fetch(&app, "/assets/app-1234.js", accept).await;
        assert_eq!(answer.status, StatusCode::OK, "{accept:?}");
        assert_eq!(answer.header("content-encoding"), encoding, "{accept:?}");
        assert_eq!(answer.text(), body, "{accept:?}");
        assert!(
            answer.header("content-type").starts_with("text/javascript"),
            "{accept:?}"
        );
        assert_eq!(answer.header("vary"), "accept-encoding", "{accept:?}");
        assert!(answer.header("cache-control").contains("immutable"), "{accept:?}");
    }
    // A font is compressed by its own format: sent as it is.
    let font = fetch(&app, "/assets/font-1234.woff2", Some("gzip, br")).await;
    assert_eq!(font.status, StatusCode::OK);
    assert_eq!(font.header("content-encoding"), "");
    assert_eq!(font.text(), "wOF2");
    assert!(console.path().join("index.html").is_file());
}

#[tokio::test]
async fn a_deep_link_loads_the_page_compressed_and_revalidated() {
    let console = BuiltConsole::new("page");
    let app = console.app().anonymous();
    let answer = fetch(&app, "/app/tradingAccounts/listing", Some("br, gzip")).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.header("content-encoding"), "br");
    assert_eq!(answer.text(), "index as brotli");
    assert_eq!(answer.header("cache-control"), "no-cache");
    assert_eq!(answer.header("vary"), "accept-encoding");
    // The build wrote no gzip copy of this page: gzip-only browsers get it as it is.
    let plain = fetch(&app, "/signin", Some("gzip")).await;
    assert_eq!(plain.header("content-encoding"), "");
    assert!(plain.text().contains("id=\"root\""));
}

fn gunzip(bytes: &[u8]) -> String {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_string(&mut text)
        .unwrap();
    text
}

#[tokio::test]
async fn a_listing_is_gzipped_on_the_fly_and_reads_the_same() {
    let console = BuiltConsole::new("api");
    let app = console.app().anonymous();
    let admin = app.app.signed_in("admin").await;
    let uri = "/api/admin/transfers?page=1&pageSize=50";
    let plain = fetch(&admin, uri, None).await;
    assert_eq!(plain.status, StatusCode::OK);
    assert_eq!(plain.header("content-encoding"), "");
    let zipped = fetch(&admin, uri, Some("gzip, deflate, br, zstd")).await;
    assert_eq!(zipped.status, StatusCode::OK);
    assert_eq!(zipped.header("content-encoding"), "gzip");
    assert_eq!(zipped.header("vary"), "accept-encoding");
    assert!(
        zipped.body.len() * 3 < plain.body.len(),
        "{} bytes gzipped of {}",
        zipped.body.len(),
        plain.body.len()
    );
    assert_eq!(gunzip(&zipped.body), plain.text());
    // Errors too are problem documents, whatever the encoding.
    let refused = fetch(&app, uri, Some("gzip")).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    assert!(
        refused
            .header("content-type")
            .starts_with("application/problem+json")
    );
}

#[tokio::test]
async fn the_document_is_gzipped_too() {
    let console = BuiltConsole::new("document");
    let app = console.app().anonymous();
    let answer = fetch(&app, "/api-docs/openapi.json", Some("gzip")).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.header("content-encoding"), "gzip");
    assert!(gunzip(&answer.body).contains("\"/connect/token\""));
}
