//! The conformance suite and the validating proxy, against this server on a
//! real port and against a deliberately broken upstream: a small server that
//! forwards to it but renames the transfers listing's `data` field and
//! ignores the trades listing's `status` filter.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use std::future::pending;

use axum::{
    Router,
    body::{Body, Bytes},
    extract::{Request, State},
    http::{StatusCode, header},
    response::Response,
};
use http_body_util::{BodyExt, Full};
use mock_server::{
    conformance::{self, Credentials, Report, Settings},
    contract::Contract,
    proxy::{self, Proxy},
    serve::{Limits, serve},
    upstream::Upstream,
};
use serde_json::{Value, json};

/// Serves `app` on a free loopback port; its base URL.
async fn on_a_port(app: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(serve(listener, app, Limits::default(), pending()));
    base
}

/// The tests' small world on a port.
async fn mock_server() -> String {
    on_a_port(mock_server::app(common::small_world())).await
}

/// A validating proxy in front of `upstream`.
async fn proxy_to(upstream: &str) -> (String, Proxy) {
    let proxy = Proxy::new(
        Contract::reference().unwrap(),
        proxy::Settings {
            upstream: Upstream::new(upstream).unwrap(),
            rewrite_host: false,
        },
    );
    (on_a_port(proxy::router(proxy.clone())).await, proxy)
}

/// The mock server's demo accounts and clients, as `make conformance`
/// passes them for a mock server (README).
fn settings(base: &str) -> Settings {
    let account = |user: &str| Credentials {
        user: user.to_owned(),
        password: "password".to_owned(),
    };
    Settings {
        base_url: base.to_owned(),
        account: "backoffice".to_owned(),
        client_id: mock_server::auth::CLIENT_ID.to_owned(),
        scope: mock_server::auth::LOGIN_SCOPES.join(" "),
        admin: account("admin"),
        limited: Some(account("analyst")),
        customer: Some(account("customer")),
        exchange: Some((
            Credentials {
                user: mock_server::auth::PROXY_CLIENT_ID.to_owned(),
                password: mock_server::auth::PROXY_CLIENT_SECRET.to_owned(),
            },
            mock_server::auth::API_SCOPE.to_owned(),
        )),
        session_prefix: "conformance".to_owned(),
        verbose: false,
    }
}

/// The upstream that breaks the contract in two ways, forwarding the rest.
async fn broken_upstream(real: &str) -> String {
    let upstream = Upstream::new(real).unwrap();
    let app = Router::new().fallback(break_contract).with_state(upstream);
    on_a_port(app).await
}

async fn break_contract(State(upstream): State<Upstream>, request: Request) -> Response {
    let (mut parts, body) = request.into_parts();
    let path = parts.uri.path().to_owned();
    // The trades listing ignores its status filter.
    if path == "/api/admin/trades"
        && let Some(query) = parts.uri.query()
    {
        let kept: Vec<&str> = query.split('&').filter(|p| !p.starts_with("status=")).collect();
        parts.uri = format!("{path}?{}", kept.join("&")).parse().unwrap();
    }
    let body = body.collect().await.unwrap().to_bytes();
    let answer = upstream
        .fetch(axum::http::Request::from_parts(parts, Full::new(body)))
        .await
        .unwrap();
    let (mut parts, body) = answer.into_parts();
    // The transfers listing calls its records `records`.
    let body = if path == "/api/admin/transfers" && parts.status == StatusCode::OK {
        let mut listing: Value = serde_json::from_slice(&body).unwrap();
        let records = listing["data"].take();
        listing.as_object_mut().unwrap().remove("data");
        listing["records"] = records;
        let renamed = serde_json::to_vec(&listing).unwrap();
        parts.headers.remove(header::CONTENT_LENGTH);
        Bytes::from(renamed)
    } else {
        body
    };
    Response::from_parts(parts, Body::from(body))
}

fn shown(report: &Report) -> String {
    report.to_string()
}

#[tokio::test]
async fn the_suite_passes_against_this_server() {
    let base = mock_server().await;
    let report = conformance::run(&settings(&base)).await.unwrap();
    assert_eq!(report.failed(), 0, "{}", shown(&report));
    assert!(report.passed() > 500, "{}", shown(&report));
    // Only the two filters no page can show are skipped, each with its reason.
    let skipped: Vec<&String> = report
        .results
        .iter()
        .filter(|(_, outcome)| matches!(outcome, conformance::Outcome::Skipped(_)))
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        skipped,
        [
            "listing listBankAccounts: filter review",
            "listing listUserBrokerDocuments: filter visible"
        ],
        "{}",
        shown(&report)
    );
    let text = report.to_string();
    let last = text.lines().last().unwrap();
    assert_eq!(last, format!("{} passed, 0 failed, 2 skipped", report.passed()));
    assert!(
        text.contains("skipped  listing listBankAccounts: filter review: a page cannot show it"),
        "{text}"
    );
}

#[tokio::test]
async fn the_suite_fails_against_a_broken_upstream_and_names_what_broke() {
    let broken = broken_upstream(&mock_server().await).await;
    let report = conformance::run(&settings(&broken)).await.unwrap();
    let failures = report.failures();
    assert!(report.failed() > 0 && report.passed() > 500, "{}", shown(&report));
    let renamed = failures
        .iter()
        .find(|(name, _)| *name == "listing listTransfers: every record at once")
        .unwrap_or_else(|| panic!("{}", shown(&report)));
    assert!(
        renamed.1.contains("[response.schema]") && renamed.1.contains("the required field `data` is missing"),
        "{}",
        renamed.1
    );
    assert!(renamed.1.contains("[listing.envelope]"), "{}", renamed.1);
    let ignored = failures
        .iter()
        .find(|(name, _)| name.starts_with("listing listTrades: status="))
        .unwrap_or_else(|| panic!("{}", shown(&report)));
    assert!(ignored.1.contains("[listing.filter]"), "{}", ignored.1);
    // Nothing else broke: the listings of other records, the tokens and the claims pass.
    assert!(
        failures.iter().all(|(name, _)| name.contains("listTransfers")
            || name.contains("listTrades")
            || name.starts_with("discovery:")
            || name.starts_with("errors:")),
        "{}",
        shown(&report)
    );
    assert!(
        report
            .to_string()
            .lines()
            .last()
            .unwrap()
            .contains(&format!("{} failed", report.failed())),
        "{}",
        shown(&report)
    );
}

#[tokio::test]
async fn the_command_counts_on_its_last_line_and_fails_when_a_check_does() {
    // A server that signs nobody in: the suite stops at its first check.
    let refusing = on_a_port(Router::new().fallback(|| async { StatusCode::SERVICE_UNAVAILABLE })).await;
    let output = conformance_command()
        .args(["conformance", "--base-url", &refusing])
        .env("CONFORMANCE_ACCOUNT", "backoffice")
        .env("CONFORMANCE_CLIENT_ID", "brokerage.mobile")
        .env("CONFORMANCE_SCOPE", "openid brokerage.api")
        .env("CONFORMANCE_ADMIN_USER", "admin")
        .env("CONFORMANCE_ADMIN_PASSWORD", "password")
        .output()
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "{stdout}");
    assert_eq!(
        stdout.trim_end().lines().last(),
        Some("0 passed, 1 failed"),
        "{stdout}"
    );
    assert!(stdout.contains("admin cannot sign in"), "{stdout}");
    // Without the credentials it says which are missing (`--help` names their variables).
    let output = conformance_command()
        .args(["conformance", "--base-url", &refusing])
        .env_remove("CONFORMANCE_ADMIN_USER")
        .output()
        .await
        .unwrap();
    assert!(!output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("--admin-user"),
        "{output:?}"
    );
}

/// One call, straight or through the proxy: its status, headers and body.
async fn fetch(
    base: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, axum::http::HeaderMap, Bytes) {
    let upstream = Upstream::new(base).unwrap();
    let mut request = axum::http::Request::builder().method(method).uri(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let answer = upstream
        .fetch(request.body(Full::new(Bytes::from(body.to_owned()))).unwrap())
        .await
        .unwrap();
    (
        answer.status().as_u16(),
        answer.headers().clone(),
        answer.into_body(),
    )
}

async fn violations(proxy: &str) -> Value {
    let (status, _, body) = fetch(proxy, "GET", "/__proxy/violations", &[], "").await;
    assert_eq!(status, 200);
    serde_json::from_slice(&body).unwrap()
}

#[tokio::test]
async fn the_proxy_forwards_everything_unchanged_and_finds_no_departure_of_this_server() {
    let direct = mock_server().await;
    let (proxied, _) = proxy_to(&direct).await;
    let (_, _, tokens) = fetch(
        &direct,
        "POST",
        "/connect/token",
        &[("content-type", "application/x-www-form-urlencoded")],
        "grant_type=password&username=admin&password=password&client_id=brokerage.mobile",
    )
    .await;
    let token: Value = serde_json::from_slice(&tokens).unwrap();
    let bearer = format!("Bearer {}", token["access_token"].as_str().unwrap());
    let auth = [("authorization", bearer.as_str())];
    for (path, headers) in [
        ("/meta.json", &[][..]),
        ("/api-docs/openapi.json", &[][..]),
        ("/swagger-ui/", &[][..]),
        (
            "/api/admin/transfers?status=Pending&sort=Amount&dir=desc&pageSize=7&page=2",
            &auth[..],
        ),
        ("/api/admin/orders?preset=submitted&pageSize=All", &auth[..]),
        ("/api/admin/orders/aggregate/symbols", &auth[..]),
        ("/api/account/users/me/backoffice", &auth[..]),
        ("/api/admin/users?search=zz&pageSize=3", &auth[..]),
        ("/api/admin/transfers", &[][..]),
        ("/api/admin/transfers?colour=red", &auth[..]),
        ("/api/admin/no-such-listing", &auth[..]),
    ] {
        let straight = fetch(&direct, "GET", path, headers, "").await;
        let through = fetch(&proxied, "GET", path, headers, "").await;
        assert_eq!(straight.0, through.0, "{path}");
        assert_eq!(straight.2, through.2, "{path}");
        for name in [
            "content-type",
            "www-authenticate",
            "cache-control",
            "content-security-policy",
        ] {
            assert_eq!(straight.1.get(name), through.1.get(name), "{path}: {name}");
        }
    }
    // Writes in a session, and the control plane, go through with their header.
    let session = [
        ("x-mock-session", "through-the-proxy"),
        ("authorization", bearer.as_str()),
        ("content-type", "application/json"),
    ];
    let role = json!({ "Name": "proxied", "Description": "Made through the proxy", "Permissions": [{ "Value": "pageAccess" }] });
    let (status, _, _) = fetch(&proxied, "POST", "/api/account/role", &session, &role.to_string()).await;
    assert_eq!(status, 200);
    let (_, _, roles) = fetch(&direct, "GET", "/api/Account/roles/-1/-1", &session, "").await;
    assert!(String::from_utf8_lossy(&roles).contains("\"proxied\""));
    let (_, _, shared) = fetch(&direct, "GET", "/api/Account/roles/-1/-1", &auth, "").await;
    assert!(!String::from_utf8_lossy(&shared).contains("\"proxied\""));
    let (status, _, info) = fetch(&proxied, "GET", "/__mock/session", &session[..1], "").await;
    assert_eq!(status, 200);
    assert_eq!(
        serde_json::from_slice::<Value>(&info).unwrap()["id"],
        "through-the-proxy"
    );
    // The session's world document (with the role above) passes the document's schema, out and back.
    let (status, _, world) = fetch(&proxied, "GET", "/__mock/world", &session[..1], "").await;
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&world).contains("\"proxied\""));
    let (status, _, _) = fetch(
        &proxied,
        "PUT",
        "/__mock/world",
        &[session[0], session[2]],
        &String::from_utf8_lossy(&world),
    )
    .await;
    assert_eq!(status, 204);
    // An injected failure is asked for: passed on, and not a violation.
    // So is an answer a rule writes in full (the `serverErrorPage` scenario's `{}` dashboard).
    let rules = json!({ "rules": [
        { "pathPattern": "/api/admin/trades", "status": 503, "times": 1 },
        { "pathPattern": "/api/admin/dashboard", "body": {}, "times": 1 }
    ] });
    let (status, _, _) = fetch(
        &proxied,
        "PUT",
        "/__mock/rules",
        &[session[0], session[2]],
        &rules.to_string(),
    )
    .await;
    assert_eq!(status, 200);
    let (status, headers, _) = fetch(&proxied, "GET", "/api/admin/trades", &session[..2], "").await;
    assert_eq!(status, 503);
    assert_eq!(headers.get("x-mock-fault").unwrap(), "injected");
    let (status, headers, body) = fetch(&proxied, "GET", "/api/admin/dashboard", &session[..2], "").await;
    assert_eq!((status, body.as_ref()), (200, b"{}".as_ref()));
    assert_eq!(headers.get("x-mock-fault").unwrap(), "injected");
    assert_eq!(violations(&proxied).await, json!([]));
}

#[tokio::test]
async fn the_proxy_records_each_departure_of_a_broken_upstream_and_clears_them() {
    let broken = broken_upstream(&mock_server().await).await;
    let (proxied, _) = proxy_to(&broken).await;
    let (_, _, tokens) = fetch(
        &proxied,
        "POST",
        "/connect/token",
        &[("content-type", "application/x-www-form-urlencoded")],
        "grant_type=password&username=admin&password=password&client_id=brokerage.mobile",
    )
    .await;
    let token: Value = serde_json::from_slice(&tokens).unwrap();
    let bearer = format!("Bearer {}", token["access_token"].as_str().unwrap());
    let auth = [("authorization", bearer.as_str())];
    let (status, _, body) = fetch(&proxied, "GET", "/api/admin/transfers?pageSize=5", &auth, "").await;
    assert_eq!(status, 200, "answers pass through unmended");
    assert!(String::from_utf8_lossy(&body).contains("\"records\""));
    fetch(
        &proxied,
        "GET",
        "/api/admin/trades?status=Pending&pageSize=All",
        &auth,
        "",
    )
    .await;
    fetch(&proxied, "GET", "/api/admin/trades?pageSize=5", &auth, "").await;
    let found = violations(&proxied).await;
    let found = found.as_array().unwrap();
    let rules: Vec<&str> = found.iter().map(|v| v["rule"].as_str().unwrap()).collect();
    assert_eq!(
        rules,
        ["response.schema", "listing.envelope", "listing.filter"],
        "{found:#?}"
    );
    let first = &found[0];
    assert_eq!(first["method"], "GET");
    assert_eq!(first["path"], "/api/admin/transfers?pageSize=5");
    assert_eq!(first["status"], 200);
    assert!(
        first["detail"]
            .as_str()
            .unwrap()
            .contains("the required field `data` is missing"),
        "{first}"
    );
    assert!(chrono::DateTime::parse_from_rfc3339(first["at"].as_str().unwrap()).is_ok());
    assert!(
        found[2]["detail"]
            .as_str()
            .unwrap()
            .starts_with("status=Pending asked, but record"),
        "{}",
        found[2]
    );
    let (status, _, _) = fetch(&proxied, "DELETE", "/__proxy/violations", &[], "").await;
    assert_eq!(status, 204);
    assert_eq!(violations(&proxied).await, json!([]));
    let (status, headers, body) = fetch(&proxied, "GET", "/__proxy/nothing", &[], "").await;
    assert_eq!(status, 404);
    assert_eq!(
        headers.get(header::CONTENT_TYPE).unwrap(),
        "application/problem+json"
    );
    assert!(String::from_utf8_lossy(&body).contains("/__proxy/violations"));
}

#[tokio::test]
async fn the_proxy_answers_502_when_the_upstream_is_down() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let closed = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    let (proxied, proxy) = proxy_to(&closed).await;
    let (status, headers, body) = fetch(&proxied, "GET", "/api/admin/transfers", &[], "").await;
    assert_eq!(status, 502);
    assert_eq!(
        headers.get(header::CONTENT_TYPE).unwrap(),
        "application/problem+json"
    );
    assert!(
        String::from_utf8_lossy(&body).contains(&closed),
        "{}",
        String::from_utf8_lossy(&body)
    );
    assert!(proxy.violations.list().is_empty(), "no exchange, no violation");
}

/// A connection the upstream closes without an answer (the `offline` scenario, a `drop` rule) is
/// closed for the client too, as without the proxy: the console then says the server cannot be
/// reached, not that it failed. A 502 is for an upstream the proxy cannot connect to.
#[tokio::test]
async fn the_proxy_drops_the_connection_the_upstream_drops() {
    let direct = mock_server().await;
    let (proxied, proxy) = proxy_to(&direct).await;
    let session = [
        ("x-mock-session", "dropping"),
        ("content-type", "application/json"),
    ];
    let rules = json!({ "rules": [{ "pathPattern": "/api/*", "drop": true }] });
    let (status, _, _) = fetch(&proxied, "PUT", "/__mock/rules", &session, &rules.to_string()).await;
    assert_eq!(status, 200);
    for base in [&direct, &proxied] {
        let request = axum::http::Request::builder()
            .uri("/api/admin/transfers")
            .header("x-mock-session", "dropping")
            .body(Full::new(Bytes::new()))
            .unwrap();
        let answer = Upstream::new(base).unwrap().fetch(request).await;
        assert!(
            answer.is_err(),
            "{base}: the connection is dropped, not answered: {:?}",
            answer.map(|answer| answer.status())
        );
    }
    assert!(proxy.violations.list().is_empty(), "no answer, no violation");
}

/// The `mock-server` command without the `CONFORMANCE_*` settings of the
/// caller's environment (`make` exports the demo accounts' for `make
/// conformance`): each test gives exactly the settings it means.
fn conformance_command() -> tokio::process::Command {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_mock-server"));
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("CONFORMANCE_") {
            command.env_remove(name);
        }
    }
    command
}
