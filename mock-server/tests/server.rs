//! The real server on a port: the console with its SPA fallback, Swagger UI,
//! the document, the version file and unknown API paths.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::path::Path;

use axum::http::StatusCode;
use mock_server::{AppState, Clock, Config, fixtures};

struct Served {
    base: String,
}

async fn serve(ui_dir: Option<&Path>) -> Served {
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        ui_dir: ui_dir.map(Path::to_path_buf),
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(config, Clock::default()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Served { base }
}

/// A minimal HTTP/1.1 GET over a raw socket, so the test needs no client crate.
async fn fetch(base: &str, path: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, head.to_lowercase(), body.to_owned())
}

fn built_console() -> tempdir::TempDir {
    let dir = tempdir::TempDir::new();
    std::fs::create_dir_all(dir.path().join("assets")).unwrap();
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><div id=\"root\"></div>",
    )
    .unwrap();
    std::fs::write(dir.path().join("assets/app-1234.js"), "console.log(1)").unwrap();
    dir
}

#[tokio::test]
async fn deep_links_load_the_console_and_assets_are_cached_for_good() {
    let ui = built_console();
    let server = serve(Some(ui.path())).await;
    for path in ["/", "/signin", "/app/tradingAccounts/listing"] {
        let (status, head, body) = fetch(&server.base, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(body.contains("id=\"root\""), "{path}");
        assert!(head.contains("cache-control: no-cache"), "{path}: {head}");
    }
    let (status, head, _) = fetch(&server.base, "/assets/app-1234.js").await;
    assert_eq!(status, 200);
    assert!(head.contains("immutable"), "{head}");
}

#[tokio::test]
async fn swagger_ui_the_document_and_the_version_are_served() {
    let server = serve(None).await;
    let (status, _, body) = fetch(&server.base, "/swagger-ui/").await;
    assert_eq!(status, 200);
    assert!(body.contains("swagger"), "{body}");
    let (status, head, body) = fetch(&server.base, "/api-docs/openapi.json").await;
    assert_eq!(status, 200);
    assert!(head.contains("application/json"));
    assert!(body.contains("\"/connect/token\""));
    let (status, _, body) = fetch(&server.base, "/meta.json").await;
    assert_eq!(status, 200);
    assert_eq!(body, r#"{"version":"0.1.90"}"#);
}

#[tokio::test]
async fn unknown_api_paths_are_404_problems_and_a_missing_console_explains_itself() {
    let server = serve(None).await;
    let (status, head, body) = fetch(&server.base, "/api/nothing/here").await;
    assert_eq!(status, StatusCode::NOT_FOUND.as_u16());
    assert!(head.contains("application/problem+json"));
    assert!(body.contains("GET /api/nothing/here"));
    let (status, _, body) = fetch(&server.base, "/app/tradingAccounts/listing").await;
    assert_eq!(status, 404);
    assert!(body.contains("make start"), "{body}");
}

/// A temporary directory removed on drop, to keep the test crate dependency-free.
mod tempdir {
    use std::path::{Path, PathBuf};

    pub struct TempDir(PathBuf);

    impl TempDir {
        pub fn new() -> Self {
            Self::labelled("ui")
        }

        /// A second directory of the same test needs another label.
        pub fn labelled(label: &str) -> Self {
            let unique = format!(
                "mock-server-test-{}-{:?}-{label}",
                std::process::id(),
                std::thread::current().id()
            );
            let path = std::env::temp_dir().join(unique.replace(['(', ')'], ""));
            let _ = std::fs::remove_dir_all(&path);
            std::fs::create_dir_all(&path).unwrap();
            TempDir(path)
        }

        pub fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

async fn serve_storybook(dir: Option<&Path>) -> Served {
    let ui = built_console();
    let config = Config {
        scale: fixtures::Scale::Customers(10),
        ui_dir: Some(ui.path().to_path_buf()),
        storybook_dir: dir.map(Path::to_path_buf),
        ..Config::default()
    };
    let app = mock_server::app(AppState::new(config, Clock::default()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    // The console's directory must outlive the server: keep it with the task.
    tokio::spawn(async move {
        let _ui = ui;
        axum::serve(listener, app).await.unwrap();
    });
    Served { base }
}

#[tokio::test]
async fn the_built_storybook_is_served_at_slash_storybook() {
    let storybook = tempdir::TempDir::labelled("storybook");
    std::fs::write(storybook.path().join("index.html"), "<title>Storybook</title>").unwrap();
    std::fs::write(
        storybook.path().join("iframe.html"),
        "<div id=\"storybook-root\"></div>",
    )
    .unwrap();
    std::fs::write(storybook.path().join("index.json"), "{\"v\":5,\"entries\":{}}").unwrap();
    let server = serve_storybook(Some(storybook.path())).await;

    let (status, head, _) = fetch(&server.base, "/storybook").await;
    assert_eq!(status, 308, "{head}");
    assert!(head.contains("location: /storybook/"), "{head}");
    let (status, head, body) = fetch(&server.base, "/storybook/").await;
    assert_eq!(status, 200);
    assert!(body.contains("<title>Storybook</title>"), "{body}");
    assert!(head.contains("cache-control: no-cache"), "{head}");
    let (status, _, body) = fetch(&server.base, "/storybook/iframe.html").await;
    assert_eq!(status, 200);
    assert!(body.contains("storybook-root"));
    // A missing file is a 404, not the console's single-page fallback.
    let (status, _, body) = fetch(&server.base, "/storybook/no-such-file.js").await;
    assert_eq!(status, 404);
    assert!(!body.contains("id=\"root\""), "{body}");
    // The console is still at the root.
    let (status, _, body) = fetch(&server.base, "/app/tradingAccounts/listing").await;
    assert_eq!(status, 200);
    assert!(body.contains("id=\"root\""));
}

#[tokio::test]
async fn without_a_storybook_build_slash_storybook_says_how_to_make_one() {
    let server = serve_storybook(None).await;
    for path in ["/storybook/", "/storybook/iframe.html"] {
        let (status, head, body) = fetch(&server.base, path).await;
        assert_eq!(status, 404, "{path}");
        assert!(head.contains("text/html"), "{head}");
        assert!(body.contains("Storybook is not built"), "{path}: {body}");
        assert!(body.contains("make start"), "{body}");
    }
}
