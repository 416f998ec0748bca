//! The suite's calls: built with [`Call`], sent through a [`Probe`], which
//! checks every exchange against the contract and keeps the departures for
//! the check it belongs to.

use std::sync::Mutex;

use axum::{
    body::Bytes,
    http::{HeaderMap, Method, Request, header},
};
use http_body_util::Full;
use serde_json::Value;

use crate::{
    contract::{Contract, Exchange},
    upstream::Upstream,
};

/// One request to the server under test.
#[derive(Debug, Clone)]
pub struct Call {
    method: Method,
    path: String,
    token: Option<String>,
    session: Option<String>,
    headers: Vec<(String, String)>,
    body: Option<(&'static str, Vec<u8>)>,
}

impl Call {
    /// A request; `path` includes the query.
    pub fn new(method: Method, path: impl Into<String>) -> Self {
        Call {
            method,
            path: path.into(),
            token: None,
            session: None,
            headers: Vec::new(),
            body: None,
        }
    }

    /// A GET.
    pub fn get(path: impl Into<String>) -> Self {
        Call::new(Method::GET, path)
    }

    /// With a bearer token (and the `access-token` header the console sends).
    #[must_use]
    pub fn token(mut self, token: Option<&str>) -> Self {
        self.token = token.map(str::to_owned);
        self
    }

    /// In a mock session (`X-Mock-Session`).
    #[must_use]
    pub fn session(mut self, session: Option<&str>) -> Self {
        self.session = session.map(str::to_owned);
        self
    }

    /// With a header.
    #[must_use]
    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.to_owned(), value.to_owned()));
        self
    }

    /// With a JSON body.
    #[must_use]
    pub fn json(mut self, body: &Value) -> Self {
        self.body = Some(("application/json", serde_json::to_vec(body).unwrap_or_default()));
        self
    }

    /// With a body of any media type, as is.
    #[must_use]
    pub fn body(mut self, media: &'static str, bytes: &[u8]) -> Self {
        self.body = Some((media, bytes.to_vec()));
        self
    }

    /// With a form-encoded body.
    #[must_use]
    pub fn form(mut self, fields: &[(&str, &str)]) -> Self {
        let body = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(fields)
            .finish();
        self.body = Some(("application/x-www-form-urlencoded", body.into_bytes()));
        self
    }

    /// `METHOD path`, for messages.
    pub fn describe(&self) -> String {
        format!("{} {}", self.method, self.path)
    }
}

/// An answer of the server under test.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The status.
    pub status: u16,
    /// The headers.
    pub headers: HeaderMap,
    /// The body.
    pub body: Bytes,
    /// `METHOD path` of the call, for messages.
    pub call: String,
}

impl Answer {
    /// The body as JSON.
    ///
    /// # Errors
    ///
    /// When it is not JSON.
    pub fn json(&self) -> Result<Value, String> {
        serde_json::from_slice(&self.body)
            .map_err(|error| format!("{}: the answer is not JSON: {error}", self.call))
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// A header's value, or empty.
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
    }

    /// Fails unless the status is `status`.
    ///
    /// # Errors
    ///
    /// When it is another.
    pub fn expect(&self, status: u16) -> Result<&Self, String> {
        if self.status == status {
            Ok(self)
        } else {
            Err(format!(
                "{} answered {}, expected {status}: {}",
                self.call,
                self.status,
                cut(&self.text())
            ))
        }
    }

    /// Fails unless the status is `status`; then the JSON body.
    ///
    /// # Errors
    ///
    /// When it is another, or the body is not JSON.
    pub fn expect_json(&self, status: u16) -> Result<Value, String> {
        self.expect(status)?.json()
    }
}

/// A long text cut to a readable length.
pub fn cut(text: &str) -> String {
    if text.chars().count() > 300 {
        format!("{}…", text.chars().take(300).collect::<String>())
    } else {
        text.to_owned()
    }
}

/// The suite's way to the server: every exchange is checked against the
/// contract, and its departures are kept for the check that made it.
#[derive(Debug)]
pub struct Probe<'a> {
    upstream: &'a Upstream,
    contract: &'a Contract,
    departures: Mutex<Vec<String>>,
}

impl<'a> Probe<'a> {
    /// A probe with no departures yet.
    pub fn new(upstream: &'a Upstream, contract: &'a Contract) -> Self {
        Probe {
            upstream,
            contract,
            departures: Mutex::new(Vec::new()),
        }
    }

    /// The contract.
    pub fn contract(&self) -> &Contract {
        self.contract
    }

    /// The departures seen so far, each as `METHOD path -> status [rule] detail`.
    pub fn departures(&self) -> Vec<String> {
        self.departures
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// Sends a call and checks the exchange.
    ///
    /// # Errors
    ///
    /// When no answer comes.
    pub async fn send(&self, call: Call) -> Result<Answer, String> {
        let mut request = Request::builder()
            .method(call.method.clone())
            .uri(call.path.as_str());
        if let Some(token) = &call.token {
            request = request
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header("access-token", token.as_str());
        }
        if let Some(session) = &call.session {
            request = request.header("x-mock-session", session.as_str());
        }
        for (name, value) in &call.headers {
            request = request.header(name.as_str(), value.as_str());
        }
        let body = match &call.body {
            Some((media, bytes)) => {
                request = request.header(header::CONTENT_TYPE, *media);
                Bytes::from(bytes.clone())
            }
            None => Bytes::new(),
        };
        let request = request
            .body(Full::new(body.clone()))
            .map_err(|error| format!("{}: not a request: {error}", call.describe()))?;
        let request_headers = request.headers().clone();
        let answer = self
            .upstream
            .fetch(request)
            .await
            .map_err(|error| format!("{}: {error}", call.describe()))?;
        let (parts, answer_body) = answer.into_parts();
        let (path, query) = match call.path.split_once('?') {
            Some((path, query)) => (path, Some(query)),
            None => (call.path.as_str(), None),
        };
        let exchange = Exchange {
            method: call.method.as_str(),
            path,
            query,
            request_headers: &request_headers,
            request_body: &body,
            status: parts.status.as_u16(),
            response_headers: &parts.headers,
            response_body: &answer_body,
        };
        let found = self.contract.check(&exchange);
        if !found.is_empty() {
            let mut departures = self
                .departures
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            for departure in found {
                departures.push(format!(
                    "{} -> {} [{}] {}",
                    call.describe(),
                    exchange.status,
                    departure.rule,
                    departure.detail
                ));
            }
        }
        Ok(Answer {
            status: parts.status.as_u16(),
            headers: parts.headers,
            body: answer_body,
            call: call.describe(),
        })
    }
}
