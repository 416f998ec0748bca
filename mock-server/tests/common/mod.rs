//! Helpers shared by the HTTP tests: a small world, requests, sign-in.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]
#![allow(dead_code, reason = "each test binary uses a different subset")]

use axum::{
    Router,
    body::Body,
    http::{Request, StatusCode, header},
    response::Response,
};
use http_body_util::BodyExt;
use mock_server::{AppState, Clock, Config, fixtures};
use serde_json::Value;
use tower::ServiceExt;

/// A small world at the fixture epoch, so every test sees the same records.
pub fn state() -> AppState {
    let config = Config {
        scale: fixtures::Scale::Customers(60),
        ..Config::default()
    };
    AppState::new(config, Clock::starting_at(fixtures::fixture_epoch()))
}

/// The whole service around a fresh small world.
pub fn app() -> Router {
    mock_server::app(state())
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

pub async fn send(app: &Router, request: Request<Body>) -> Answer {
    let response: Response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.into_body().collect().await.unwrap().to_bytes().to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

pub async fn get(app: &Router, uri: &str, token: Option<&str>) -> Answer {
    let mut request = Request::get(uri);
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    send(app, request.body(Body::empty()).unwrap()).await
}

pub async fn post_form(app: &Router, uri: &str, fields: &[(&str, &str)]) -> Answer {
    let body = serde_urlencoded_string(fields);
    let request = Request::post(uri)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(body))
        .unwrap();
    send(app, request).await
}

fn serde_urlencoded_string(fields: &[(&str, &str)]) -> String {
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

/// The password-grant fields the console sends (spec 7).
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

/// Signs in and returns the access token.
pub async fn sign_in(app: &Router, username: &str) -> String {
    let answer = post_form(app, "/connect/token", &login_fields(username, "password")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()["access_token"].as_str().unwrap().to_owned()
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

/// Any call: method, path, optional bearer token, optional `X-Mock-Session`,
/// optional JSON body.
pub async fn call(
    app: &Router,
    method: &str,
    uri: &str,
    token: Option<&str>,
    session: Option<&str>,
    body: Option<&Value>,
) -> Answer {
    let mut request = Request::builder().method(method).uri(uri);
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    if let Some(session) = session {
        request = request.header("x-mock-session", session);
    }
    let body = match body {
        Some(body) => {
            request = request.header(header::CONTENT_TYPE, "application/json");
            Body::from(serde_json::to_vec(body).unwrap())
        }
        None => Body::empty(),
    };
    send(app, request.body(body).unwrap()).await
}

/// Posts form fields to the token endpoint in a session.
pub async fn token_in(app: &Router, session: &str, fields: &[(&str, &str)]) -> Answer {
    let request = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("x-mock-session", session)
        .body(Body::from(serde_urlencoded_string(fields)))
        .unwrap();
    send(app, request).await
}

/// Signs in within a session and returns the whole token answer.
pub async fn sign_in_to(app: &Router, session: &str, username: &str) -> Value {
    let answer = token_in(app, session, &login_fields(username, "password")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

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

/// A GET as `token` that must answer 200; its JSON body.
pub async fn get_ok(app: &Router, token: &str, uri: &str) -> Value {
    let answer = call(app, "GET", uri, Some(token), None, None).await;
    assert_eq!(answer.status, StatusCode::OK, "{uri}: {}", answer.text());
    answer.json()
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

/// The service around a fresh small world, for one test: the one way the
/// HTTP tests call it (`fn app() -> Router` and tower's `oneshot`).
///
/// ```ignore
/// let admin = TestApp::new().signed_in("admin").await;
/// let page = admin.get_ok("/api/admin/transfers?pageSize=5").await;
/// let created = admin.post_json("/api/admin/roles", &json!({ ... })).await;
/// let isolated = TestApp::new().in_session("s1").signed_in("analyst").await;
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
        TestApp::of(app())
    }

    /// An app built otherwise (another scale, token lifetime or clock).
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

    /// Signs in as a demo account (password `password`), in this app's session.
    pub async fn signed_in(&self, user_name: &str) -> Client {
        let answer = match &self.session {
            Some(session) => token_in(&self.router, session, &login_fields(user_name, "password")).await,
            None => {
                post_form(
                    &self.router,
                    "/connect/token",
                    &login_fields(user_name, "password"),
                )
                .await
            }
        };
        assert_eq!(answer.status, StatusCode::OK, "{user_name}: {}", answer.text());
        Client {
            app: self.clone(),
            token: Some(answer.json()["access_token"].as_str().unwrap().to_owned()),
        }
    }

    /// A client without a token, for the 401s.
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
    /// The service, for the free helpers above.
    pub fn router(&self) -> &Router {
        &self.app.router
    }

    /// The same client, its calls in the mock session `id` (the token stays valid there).
    #[must_use]
    pub fn in_session(&self, id: &str) -> Client {
        Client {
            app: self.app.in_session(id),
            token: self.token.clone(),
        }
    }

    /// Any call, with an optional JSON body.
    pub async fn call(&self, method: &str, uri: &str, body: Option<&Value>) -> Answer {
        call(
            &self.app.router,
            method,
            uri,
            self.token.as_deref(),
            self.app.session.as_deref(),
            body,
        )
        .await
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
