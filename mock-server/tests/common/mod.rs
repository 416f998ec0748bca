//! The one client of the HTTP tests: [`TestApp`] (the service around a
//! world, and a mock session) and its [`Client`] (a bearer token), with the
//! answers they read and the form fields the console sends; and, for what
//! only a real connection shows, [`RealServer`] (the binary on a port).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]
#![allow(dead_code, reason = "each test binary uses a different subset")]

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    sync::LazyLock,
    time::{Duration, Instant},
};

use axum::{
    Router,
    body::Body,
    http::{Request, StatusCode, header},
    response::Response,
};
use http_body_util::BodyExt;
use mock_server::{AppState, Clock, Config, fixtures, store::World};
use serde_json::Value;
use tower::ServiceExt;

/// A small world at the fixture epoch, so every test sees the same records.
///
/// Each call is a state of its own (its own sessions, clock, keys and refresh
/// tokens) around its own copy of one world, generated once per test binary:
/// generating it for each of the ~130 tests that want it was a large part of
/// their CPU. A copy is a world like any other (`World` is copy-on-write, as
/// every mock session's copy of the seed world is), so what one test writes
/// no other test sees, whatever their order.
pub fn small_world() -> AppState {
    static SMALL_WORLD: LazyLock<World> = LazyLock::new(|| {
        let config = small_config();
        fixtures::generate(config.seed, config.scale, fixtures::fixture_epoch())
    });
    AppState::with_world(
        small_config(),
        Clock::starting_at(fixtures::fixture_epoch()),
        SMALL_WORLD.clone(),
    )
}

/// The options of [`small_world`].
fn small_config() -> Config {
    Config {
        scale: fixtures::Scale::Customers(60),
        ..Config::default()
    }
}

/// The service around a fresh small world, for one test: the one way the
/// HTTP tests call it (`fn app() -> Router` and tower's `oneshot`).
///
/// ```ignore
/// let admin = TestApp::new().signed_in("admin").await;
/// let page = admin.get_ok("/api/admin/transfers?pageSize=5").await;
/// let created = admin.post_json("/api/admin/roles", &json!({ ... })).await;
/// let isolated = TestApp::new().in_session("s1").signed_in("analyst").await;
/// let refused = app.send(Request::post("/__mock/reset").header("origin", "https://evil.example")...).await;
/// ```
#[derive(Clone)]
pub struct TestApp {
    /// The service.
    pub router: Router,
    /// The `X-Mock-Session` every call carries, if any.
    pub session: Option<String>,
}

impl Default for TestApp {
    fn default() -> Self {
        TestApp::new()
    }
}

impl TestApp {
    /// A fresh small world at the fixture epoch.
    pub fn new() -> Self {
        TestApp::with_state(small_world())
    }

    /// The service around a state built otherwise (another scale, token
    /// lifetime, clock or session cap).
    pub fn with_state(state: AppState) -> Self {
        TestApp::of(mock_server::app(state))
    }

    /// An app built otherwise.
    pub fn of(router: Router) -> Self {
        TestApp {
            router,
            session: None,
        }
    }

    /// The same app, every call in the mock session `id`.
    #[must_use]
    pub fn in_session(&self, id: &str) -> Self {
        TestApp {
            router: self.router.clone(),
            session: Some(id.to_owned()),
        }
    }

    /// Sends a request as it is, adding this app's `X-Mock-Session` when it
    /// has one and the request none.
    pub async fn send(&self, mut request: Request<Body>) -> Answer {
        if let Some(session) = &self.session
            && !request.headers().contains_key("x-mock-session")
        {
            request
                .headers_mut()
                .insert("x-mock-session", session.parse().unwrap());
        }
        let response: Response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes().to_vec();
        Answer {
            status,
            headers,
            body,
        }
    }

    /// Posts form fields to the token endpoint.
    pub async fn token(&self, fields: &[(&str, &str)]) -> Answer {
        let request = Request::post("/connect/token")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(form(fields)))
            .unwrap();
        self.send(request).await
    }

    /// Signs in as a demo account (password `password`); the whole token answer.
    pub async fn sign_in(&self, user_name: &str) -> Value {
        let answer = self.token(&login_fields(user_name, "password")).await;
        assert_eq!(answer.status, StatusCode::OK, "{user_name}: {}", answer.text());
        answer.json()
    }

    /// Signs in as a demo account; its access token.
    pub async fn access_token(&self, user_name: &str) -> String {
        self.sign_in(user_name).await["access_token"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    /// Signs in as a demo account; a client carrying its token.
    pub async fn signed_in(&self, user_name: &str) -> Client {
        let token = self.access_token(user_name).await;
        self.bearer(&token)
    }

    /// A client carrying `token` (an impersonation token, an expired one...).
    pub fn bearer(&self, token: &str) -> Client {
        Client {
            app: self.clone(),
            token: Some(token.to_owned()),
        }
    }

    /// A client without a token: the 401s, the control plane, public files.
    pub fn anonymous(&self) -> Client {
        Client {
            app: self.clone(),
            token: None,
        }
    }
}

/// A client of a [`TestApp`]: every call carries its bearer token and the
/// app's session.
#[derive(Clone)]
pub struct Client {
    /// The app and session it calls.
    pub app: TestApp,
    /// Its access token, if signed in.
    pub token: Option<String>,
}

impl Client {
    /// The same client, its calls in the mock session `id` (the token stays valid there).
    #[must_use]
    pub fn in_session(&self, id: &str) -> Client {
        Client {
            app: self.app.in_session(id),
            token: self.token.clone(),
        }
    }

    /// A request carrying the token (and, when sent, the session), to add
    /// headers to before [`Client::send`].
    pub fn request(&self, method: &str, uri: &str) -> axum::http::request::Builder {
        let request = Request::builder().method(method).uri(uri);
        match &self.token {
            Some(token) => request.header(header::AUTHORIZATION, format!("Bearer {token}")),
            None => request,
        }
    }

    /// Sends a request made with [`Client::request`].
    pub async fn send(&self, request: Request<Body>) -> Answer {
        self.app.send(request).await
    }

    /// Any call, with an optional JSON body.
    pub async fn call(&self, method: &str, uri: &str, body: Option<&Value>) -> Answer {
        let request = self.request(method, uri);
        let request = match body {
            Some(body) => request
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(serde_json::to_vec(body).unwrap())),
            None => request.body(Body::empty()),
        };
        self.send(request.unwrap()).await
    }

    /// A GET.
    pub async fn get(&self, uri: &str) -> Answer {
        self.call("GET", uri, None).await
    }

    /// A GET that must answer 200; its JSON body.
    pub async fn get_ok(&self, uri: &str) -> Value {
        let answer = self.get(uri).await;
        assert_eq!(answer.status, StatusCode::OK, "{uri}: {}", answer.text());
        answer.json()
    }

    /// A POST of a JSON body.
    pub async fn post_json(&self, uri: &str, body: &Value) -> Answer {
        self.call("POST", uri, Some(body)).await
    }

    /// A PUT of a JSON body.
    pub async fn put_json(&self, uri: &str, body: &Value) -> Answer {
        self.call("PUT", uri, Some(body)).await
    }

    /// A DELETE.
    pub async fn delete(&self, uri: &str) -> Answer {
        self.call("DELETE", uri, None).await
    }
}

/// An answer, with its body read.
pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }
}

/// Asserts a problem+json answer and returns its body.
pub fn assert_problem(answer: &Answer, status: StatusCode) -> Value {
    assert_eq!(answer.status, status, "{}", answer.text());
    assert_eq!(answer.header("content-type"), "application/problem+json");
    let body = answer.json();
    assert_eq!(body["status"], status.as_u16());
    assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
    body
}

/// The records of a listing: `data` of the generic envelope, `Data.Items`
/// of the orders' and `Data` of the aggregates'.
pub fn rows(listing: &Value) -> &Vec<Value> {
    [&listing["data"], &listing["Data"]["Items"], &listing["Data"]]
        .into_iter()
        .find_map(Value::as_array)
        .unwrap_or_else(|| panic!("not a listing: {listing}"))
}

/// One field of every record of a listing.
pub fn column<'a>(listing: &'a Value, field: &str) -> Vec<&'a Value> {
    rows(listing).iter().map(|row| &row[field]).collect()
}

/// The password-grant fields the console sends (spec 7), built as the
/// conformance suite builds them.
pub fn login_fields<'a>(username: &'a str, password: &'a str) -> Vec<(&'a str, &'a str)> {
    mock_server::conformance::forms::password_grant(
        username,
        password,
        mock_server::auth::CLIENT_ID,
        LOGIN_SCOPE,
    )
}

/// The scopes the console asks for, as the form sends them.
const LOGIN_SCOPE: &str = "openid email phone profile offline_access roles brokerage.api";

/// The token-exchange fields the console sends to impersonate (spec 7).
pub fn impersonation_fields<'a>(subject_token: &'a str, user_name: &'a str) -> Vec<(&'a str, &'a str)> {
    mock_server::conformance::forms::token_exchange(
        subject_token,
        user_name,
        mock_server::auth::PROXY_CLIENT_ID,
        mock_server::auth::PROXY_CLIENT_SECRET,
        mock_server::auth::API_SCOPE,
    )
}

/// Form fields, URL-encoded.
pub fn form(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            b' ' => "+".to_owned(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The `mock-server` binary on a port of its own, for what only a real
/// connection shows (slow clients, refusals made before the service runs);
/// stopped (and reaped) when dropped.
pub struct RealServer {
    /// The process.
    pub child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
}

impl RealServer {
    /// Starts the binary on a free port with short limits (and `extra`
    /// arguments), and waits until it answers.
    pub fn start(extra: &[&str]) -> RealServer {
        // A free port: bind, note it, let go (the binary binds it a moment later).
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_mock-server"))
            .args(["serve", "--port", &port.to_string(), "--scale", "10"])
            .args([
                "--header-timeout",
                "1s",
                "--idle-timeout",
                "2s",
                "--shutdown-grace",
                "2s",
            ])
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let server = RealServer { child, port };
        let started = Instant::now();
        while server.get("/meta.json").is_none() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "the server did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        server
    }

    /// A raw connection, reads timing out after 15 s.
    pub fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
        stream
    }

    /// A whole GET, answered: the status line, or None if the connection failed.
    pub fn get(&self, path: &str) -> Option<String> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).ok()?;
        stream.set_read_timeout(Some(Duration::from_secs(15))).ok()?;
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        .ok()?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer).ok()?;
        answer.lines().next().map(str::to_owned)
    }

    /// How many file descriptors the server process holds.
    pub fn open_files(&self) -> usize {
        std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))
            .unwrap()
            .count()
    }
}

impl Drop for RealServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl RealServer {
    /// Sends `request` as it is and reads the whole answer (the connection
    /// is closed after it, or reads time out).
    pub fn exchange(&self, request: &[u8]) -> String {
        let mut stream = self.connect();
        let _ = stream.write_all(request);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    }
}
