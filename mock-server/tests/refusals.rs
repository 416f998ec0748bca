//! Every refusal looks like every other error: a problem document
//! (`application/problem+json` with the spec's `error` text) carrying the
//! security headers, whoever refuses: a handler, the static files, or the
//! HTTP layer before the service runs (an over-long address, too many or too
//! large headers, a malformed request line, a body that does not arrive).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::io::Write;

use axum::{body::Body, http::StatusCode};
use serde_json::Value;

use common::{Answer, RealServer, TestApp, assert_problem};

/// The security headers every answer carries.
fn assert_secured(headers: &[(String, String)], what: &str) {
    let has = |name: &str| {
        headers
            .iter()
            .any(|(header, _)| header.eq_ignore_ascii_case(name))
    };
    for name in [
        "x-content-type-options",
        "referrer-policy",
        "content-security-policy",
        "x-frame-options",
    ] {
        assert!(has(name), "{what}: no {name} in {headers:?}");
    }
}

fn headers_of(answer: &Answer) -> Vec<(String, String)> {
    answer
        .headers
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_str().unwrap_or_default().to_owned()))
        .collect()
}

/// A built console to serve, so its static files answer as in `make start`.
fn with_console() -> (TestApp, tempfile_dir::Dir) {
    let dir = tempfile_dir::Dir::new("refusals-console");
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><title>console</title>",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("assets")).unwrap();
    std::fs::write(dir.path().join("assets/app.js"), "console.log(1)").unwrap();
    let config = mock_server::Config {
        scale: mock_server::fixtures::Scale::Customers(10),
        ui_dir: Some(dir.path().to_owned()),
        ..mock_server::Config::default()
    };
    let state = mock_server::AppState::new(
        config,
        mock_server::Clock::starting_at(mock_server::fixtures::fixture_epoch()),
    );
    (TestApp::with_state(state), dir)
}

/// A temporary directory, removed when dropped.
mod tempfile_dir {
    pub struct Dir(std::path::PathBuf);

    impl Dir {
        pub fn new(name: &str) -> Dir {
            let path = std::env::temp_dir().join(format!(
                "{name}-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            std::fs::create_dir_all(&path).unwrap_or_else(|error| panic!("{error}"));
            Dir(path)
        }

        pub fn path(&self) -> &std::path::Path {
            &self.0
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[tokio::test]
async fn the_static_files_refuse_in_problems_too() {
    let (app, _dir) = with_console();
    for (method, uri, status) in [
        ("DELETE", "/", StatusCode::METHOD_NOT_ALLOWED),
        ("POST", "/app/dashboard/listing", StatusCode::METHOD_NOT_ALLOWED),
        ("PUT", "/assets/app.js", StatusCode::METHOD_NOT_ALLOWED),
        ("GET", "/assets/app.js.map", StatusCode::NOT_FOUND),
        ("GET", "/assets/missing.js", StatusCode::NOT_FOUND),
    ] {
        let answer = app.anonymous().call(method, uri, None).await;
        let problem = assert_problem(&answer, status);
        assert!(
            problem["error"].as_str().unwrap().contains(uri),
            "{method} {uri}: {problem}"
        );
        assert_secured(&headers_of(&answer), &format!("{method} {uri}"));
    }
    // A 405 still says which methods the address takes.
    let answer = app.anonymous().call("DELETE", "/", None).await;
    assert!(answer.header("allow").contains("GET"), "{:?}", answer.headers);
}

#[tokio::test]
async fn a_body_too_large_is_a_problem() {
    let admin = TestApp::new().in_session("large").signed_in("admin").await;
    let body = format!("{{\"title\": \"{}\"}}", "x".repeat(mock_server::BODY_LIMIT + 10));
    let request = admin
        .request("POST", "/api/v2/Notification")
        .header("content-type", "application/json")
        .body(Body::from(body))
        .unwrap();
    let answer = admin.send(request).await;
    assert_problem(&answer, StatusCode::PAYLOAD_TOO_LARGE);
    assert_secured(&headers_of(&answer), "413");
}

/// An answer read off a socket: status, headers, body.
fn parse(answer: &str) -> (u16, Vec<(String, String)>, String) {
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((answer, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|line| line.split_once(": "))
        .map(|(name, value)| (name.to_ascii_lowercase(), value.to_owned()))
        .collect();
    (status, headers, body.to_owned())
}

/// Refusals hyper makes before the service runs, read off a real connection.
#[test]
fn refusals_before_the_service_runs_are_problems_too() {
    let server = RealServer::start(&[]);
    let long_uri = format!(
        "GET /api/admin/users?search={} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "a".repeat(70_000)
    );
    let many_headers = format!(
        "GET /meta.json HTTP/1.1\r\nHost: 127.0.0.1\r\n{}\r\n",
        (0..150)
            .map(|i| format!("X-Header-{i}: x\r\n"))
            .collect::<String>()
    );
    let malformed = "GET /meta.json HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n".to_owned();
    for (request, status) in [(long_uri, 414), (many_headers, 431), (malformed, 400)] {
        let answer = server.exchange(request.as_bytes());
        let (got, headers, body) = parse(&answer);
        let what = format!("{status}: {answer:.200}");
        assert_eq!(got, status, "{what}");
        assert!(
            headers
                .iter()
                .any(|(name, value)| name == "content-type" && value == "application/problem+json"),
            "{what}"
        );
        assert_secured(&headers, &what);
        let problem: Value = serde_json::from_str(&body).unwrap_or_else(|error| panic!("{what}: {error}"));
        assert_eq!(problem["status"], status, "{what}");
        assert!(problem["error"].as_str().is_some_and(|e| !e.is_empty()), "{what}");
    }
    // The server is still there for the next client.
    assert_eq!(server.get("/meta.json").as_deref(), Some("HTTP/1.1 200 OK"));
}

/// A body that does not arrive in time is answered 408, as a problem.
#[test]
fn a_body_that_does_not_arrive_is_a_408_problem() {
    let server = RealServer::start(&["--body-timeout", "1s"]);
    let mut stream = server.connect();
    stream
        .write_all(
            b"PUT /__mock/rules HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        )
        .unwrap();
    let mut answer = Vec::new();
    let _ = std::io::Read::read_to_end(&mut stream, &mut answer);
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (status, headers, body) = parse(&answer);
    assert_eq!(status, 408, "{answer}");
    assert_secured(&headers, "408");
    let problem: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(problem["status"], 408, "{answer}");
}
