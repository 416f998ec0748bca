//! The control plane refuses requests from other web sites: it needs no
//! token, so a page anywhere could otherwise reset or rewire a world.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::{
    body::Body,
    http::{Request, StatusCode},
};
use serde_json::json;

use common::{TestApp, assert_problem};

/// What a malicious page's `fetch('http://127.0.0.1:8080/__mock/reset', {method: 'POST', mode: 'no-cors', body: 'x'})` sends.
fn cross_site_reset() -> Request<Body> {
    Request::post("/__mock/reset")
        .header("host", "127.0.0.1:8080")
        .header("origin", "https://evil.example")
        .header("sec-fetch-site", "cross-site")
        .header("content-type", "text/plain;charset=UTF-8")
        .header("content-length", "1")
        .body(Body::from("x"))
        .unwrap()
}

#[tokio::test]
async fn a_cross_site_reset_is_refused_and_changes_nothing() {
    let app = TestApp::new();
    // The default world has a rule that a reset would clear.
    let rules = json!({"rules": [{"pathPattern": "/api/admin/dashboard", "status": 503}]});
    let set = app.anonymous().call("PUT", "/__mock/rules", Some(&rules)).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());

    let refused = app.send(cross_site_reset()).await;
    let problem = assert_problem(&refused, StatusCode::FORBIDDEN);
    assert!(
        problem["error"].as_str().unwrap().contains("cross-site"),
        "{problem}"
    );

    // Without Sec-Fetch-Site (older browsers), the foreign Origin alone is refused.
    let request = Request::post("/__mock/reset")
        .header("host", "127.0.0.1:8080")
        .header("origin", "https://evil.example")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::FORBIDDEN);

    // A DNS-rebinding page: its own name, its own origin, on our address.
    let request = Request::post("/__mock/reset")
        .header("host", "evil.example:8080")
        .header("origin", "http://evil.example:8080")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::FORBIDDEN);

    // A plain-text body, the kind a page can send without a preflight.
    let request = Request::put("/__mock/scenario")
        .header("host", "127.0.0.1:8080")
        .header("content-type", "text/plain")
        .header("content-length", "22")
        .body(Body::from(r#"{"scenario":"errors"}"#))
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::FORBIDDEN);

    let rules = app.anonymous().get("/__mock/rules").await;
    assert_eq!(
        rules.json()["rules"].as_array().unwrap().len(),
        1,
        "nothing was reset"
    );
}

#[tokio::test]
async fn tools_and_the_console_itself_reach_it() {
    let app = TestApp::new();
    // A test runner: no Origin, no Sec-Fetch-Site.
    assert_eq!(
        app.in_session("t")
            .anonymous()
            .call("POST", "/__mock/reset", None)
            .await
            .status,
        StatusCode::NO_CONTENT
    );
    // The console in the browser, from this server's own origin.
    let request = Request::put("/__mock/clock")
        .header("host", "localhost:8080")
        .header("origin", "http://localhost:8080")
        .header("sec-fetch-site", "same-origin")
        .header("content-type", "application/json")
        .body(Body::from(r#"{"advanceSeconds": 60}"#))
        .unwrap();
    let answer = app.send(request).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
}

/// The probe of issue 25: a reset carrying only a foreign `Referer` (a page
/// whose browser sends no `Origin` on a simple POST, or a tool copying one)
/// reset the session. A foreign Referer, or `Sec-Fetch-Site: cross-site`,
/// is refused like a foreign Origin, on every control-plane call.
#[tokio::test]
async fn a_foreign_referer_or_cross_site_mark_is_refused() {
    let app = TestApp::new();
    let rules = json!({"rules": [{"pathPattern": "/api/admin/dashboard", "status": 503}]});
    let set = app.anonymous().call("PUT", "/__mock/rules", Some(&rules)).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());

    for referer in [
        "http://evil.example/steal",
        "https://127.0.0.1.evil.example:8080/",
        "http://127.0.0.1:9999/another-server-on-this-machine",
        "not a url",
    ] {
        let request = Request::post("/__mock/reset")
            .header("host", "127.0.0.1:8080")
            .header("referer", referer)
            .body(Body::empty())
            .unwrap();
        let problem = assert_problem(&app.send(request).await, StatusCode::FORBIDDEN);
        assert!(
            problem["error"].as_str().unwrap().contains("Referer"),
            "{referer}: {problem}"
        );
    }
    for method in ["GET", "POST"] {
        let uri = if method == "GET" {
            "/__mock/journal"
        } else {
            "/__mock/reset"
        };
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .header("host", "127.0.0.1:8080")
            .header("sec-fetch-site", "cross-site")
            .body(Body::empty())
            .unwrap();
        assert_problem(&app.send(request).await, StatusCode::FORBIDDEN);
    }
    let rules = app.anonymous().get("/__mock/rules").await;
    assert_eq!(
        rules.json()["rules"].as_array().unwrap().len(),
        1,
        "nothing was reset"
    );

    // This server's own pages may refer to it.
    let request = Request::post("/__mock/reset")
        .header("host", "127.0.0.1:8080")
        .header("referer", "http://127.0.0.1:8080/app/dashboard/listing")
        .header("x-mock-session", "own")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::NO_CONTENT);
}
