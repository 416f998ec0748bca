//! `mock-server proxy`: a validating proxy in front of any server that
//! implements the document (the real backend, or this mock server).
//!
//! Every request is forwarded unchanged, headers and body included
//! (`X-Mock-Session` and the `/__mock` control plane too), and every answer
//! comes back unchanged, so the console, Storybook and Swagger UI work
//! through it. Each exchange with an operation of the document is checked
//! against the contract ([`crate::contract`]): the request's parameters and
//! body, the answer's status, content type and schema, and the reference's
//! rules one exchange shows (401 without a token, 403 naming the claim,
//! problem documents, a listing's page size, order and filters). Each
//! departure is kept, never mended: `GET /__proxy/violations` lists them,
//! `DELETE /__proxy/violations` clears them, and each is logged in one line.
//!
//! Two liberties, both for the checks: an API call's `Accept-Encoding` is
//! sent as `identity` (a compressed answer could not be read), and hop-by-hop
//! headers (`Connection`, `Transfer-Encoding`, ...) belong to each connection,
//! as RFC 9110 section 7.6.1 has it. `Host` is the client's, unless
//! `--rewrite-host` asks for the upstream's (a backend behind virtual hosts).

pub mod violations;

use std::sync::Arc;

use axum::{
    Json, Router,
    body::{Body, Bytes},
    extract::{Request, State},
    http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{any, get},
};
use http_body_util::{BodyExt, Full, Limited};

use crate::{
    contract::{Contract, Exchange, Lookup},
    error::ApiError,
    upstream::{Upstream, UpstreamError},
};

pub use violations::{Violation, Violations};

/// The largest request body the proxy reads (and so can check); larger is
/// a 413 from the proxy. The reference takes 256 KiB at most.
pub const MAX_REQUEST_BODY: usize = 16 * 1024 * 1024;

/// The largest API answer the proxy reads to check; a larger one is passed
/// on unchecked, and that is logged. `pageSize=All` of 10000 records is
/// a few MiB.
pub const MAX_CHECKED_ANSWER: usize = 64 * 1024 * 1024;

/// What the proxy is configured with.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The server the requests go to.
    pub upstream: Upstream,
    /// Send the upstream's `host:port` as `Host` instead of the client's.
    pub rewrite_host: bool,
}

/// What every request of the proxy shares.
#[derive(Debug, Clone)]
pub struct Proxy {
    /// The contract answers are checked against.
    pub contract: Arc<Contract>,
    /// The upstream and how to reach it.
    pub settings: Arc<Settings>,
    /// The departures seen so far.
    pub violations: Arc<Violations>,
}

impl Proxy {
    /// A proxy to `settings.upstream` checking against `contract`.
    pub fn new(contract: Contract, settings: Settings) -> Self {
        Proxy {
            contract: Arc::new(contract),
            settings: Arc::new(settings),
            violations: Arc::new(Violations::default()),
        }
    }
}

/// The proxy's own routes under `/__proxy/`, and everything else forwarded.
pub fn router(proxy: Proxy) -> Router {
    Router::new()
        .route(
            "/__proxy/violations",
            get(list_violations).delete(clear_violations),
        )
        .route("/__proxy/{*rest}", any(not_found))
        .route("/__proxy", any(not_found))
        .fallback(forward)
        .with_state(proxy)
}

/// `GET /__proxy/violations`: every violation kept, oldest first, as a JSON
/// array; `X-Violations-Dropped` counts those past the cap.
async fn list_violations(State(proxy): State<Proxy>) -> Response {
    let mut response = Json(proxy.violations.list()).into_response();
    response
        .headers_mut()
        .insert("x-violations-dropped", proxy.violations.dropped().into());
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    response
}

/// `DELETE /__proxy/violations`: forgets them (204).
async fn clear_violations(State(proxy): State<Proxy>) -> StatusCode {
    proxy.violations.clear();
    StatusCode::NO_CONTENT
}

async fn not_found(request: Request) -> ApiError {
    ApiError::NotFound(format!(
        "The proxy has no {} {}; its own paths are GET and DELETE /__proxy/violations (docs/proxy.md).",
        request.method(),
        request.uri().path()
    ))
}

/// Headers that belong to one connection, not to the message (RFC 9110
/// section 7.6.1), and the ones its `Connection` header names.
fn strip_hop_by_hop(headers: &mut HeaderMap) {
    let named: Vec<HeaderName> = headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|name| HeaderName::from_bytes(name.trim().as_bytes()).ok())
        .collect();
    for name in named {
        headers.remove(name);
    }
    for name in [
        "connection",
        "keep-alive",
        "proxy-connection",
        "proxy-authenticate",
        "proxy-authorization",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
    ] {
        headers.remove(name);
    }
}

/// Forwards one request and checks the exchange.
async fn forward(State(proxy): State<Proxy>, request: Request) -> Response {
    let (mut parts, body) = request.into_parts();
    let path = parts.uri.path().to_owned();
    let query = parts.uri.query().map(str::to_owned);
    let checked = !matches!(proxy.contract.find(parts.method.as_str(), &path), Lookup::Outside);
    let request_body = match Limited::new(body, MAX_REQUEST_BODY).collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(error) => {
            let too_large = error.is::<http_body_util::LengthLimitError>();
            return if too_large {
                ApiError::PayloadTooLarge.into_response()
            } else {
                tracing::warn!(%error, "proxy: the request body could not be read");
                StatusCode::BAD_REQUEST.into_response()
            };
        }
    };
    let request_headers = parts.headers.clone();
    strip_hop_by_hop(&mut parts.headers);
    if checked {
        parts
            .headers
            .insert(header::ACCEPT_ENCODING, HeaderValue::from_static("identity"));
    }
    if proxy.settings.rewrite_host
        && let Ok(host) = HeaderValue::from_str(proxy.settings.upstream.authority())
    {
        parts.headers.insert(header::HOST, host);
    }
    let upstream_request = axum::http::Request::from_parts(parts.clone(), Full::new(request_body.clone()));
    let answer = match proxy.settings.upstream.send(upstream_request).await {
        Ok(answer) => answer,
        Err(error) => return unreachable_upstream(&proxy, &error),
    };
    let (mut answer_parts, answer_body) = answer.into_parts();
    strip_hop_by_hop(&mut answer_parts.headers);
    if !checked {
        return Response::from_parts(answer_parts, Body::new(answer_body));
    }
    let answer_bytes = match Limited::new(answer_body, MAX_CHECKED_ANSWER).collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(error) => {
            // The upstream cut the answer off (or it is too large to check):
            // the client sees the same cut, as it would without the proxy.
            tracing::warn!(method = %parts.method, %path, %error, "proxy: the answer was cut off");
            return Response::from_parts(answer_parts, cut_off());
        }
    };
    let exchange = Exchange {
        method: parts.method.as_str(),
        path: &path,
        query: query.as_deref(),
        request_headers: &request_headers,
        request_body: &request_body,
        status: answer_parts.status.as_u16(),
        response_headers: &answer_parts.headers,
        response_body: &answer_bytes,
    };
    let departures = proxy.contract.check(&exchange);
    if !departures.is_empty() {
        let shown = match &query {
            Some(query) => format!("{path}?{query}"),
            None => path.clone(),
        };
        proxy
            .violations
            .record(parts.method.as_str(), &shown, exchange.status, departures);
    }
    Response::from_parts(answer_parts, Body::from(answer_bytes))
}

/// A body that fails at once: the client's connection is cut without a
/// complete answer, as the upstream's was.
fn cut_off() -> Body {
    Body::from_stream(futures_util::stream::once(async {
        Err::<Bytes, std::io::Error>(std::io::Error::new(
            std::io::ErrorKind::ConnectionAborted,
            "the upstream cut the answer off",
        ))
    }))
}

/// The upstream did not answer: a 502 problem, logged (not a violation: no
/// exchange happened).
fn unreachable_upstream(proxy: &Proxy, error: &UpstreamError) -> Response {
    let base = proxy.settings.upstream.base();
    tracing::error!(upstream = %base, %error, "proxy: the upstream did not answer");
    let problem = crate::model::Problem {
        kind: "about:blank".to_owned(),
        title: "Bad Gateway".to_owned(),
        status: 502,
        detail: format!("The proxy could not reach {base}: {error}."),
        error: format!("The proxy could not reach {base}: {error}."),
        errors: Default::default(),
    };
    let body = serde_json::to_vec(&problem).unwrap_or_default();
    (
        StatusCode::BAD_GATEWAY,
        [(header::CONTENT_TYPE, crate::error::PROBLEM_JSON)],
        body,
    )
        .into_response()
}

/// Serves the proxy on `listener` until `shutdown`, checking against
/// `document` (a file holding an OpenAPI document) or, without one, this
/// server's own.
///
/// # Errors
///
/// When the document cannot be read.
pub async fn run(
    listener: tokio::net::TcpListener,
    settings: Settings,
    document: Option<&std::path::Path>,
    shutdown: impl std::future::Future<Output = ()>,
) -> Result<(), String> {
    let contract = match document {
        None => Contract::reference()?,
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
            let document = serde_json::from_str(&text)
                .map_err(|error| format!("{} is not JSON: {error}", path.display()))?;
            Contract::from_document(document)?
        }
    };
    let address = listener
        .local_addr()
        .map_err(|error| format!("cannot read the listening address: {error}"))?;
    tracing::info!(
        "proxy at http://{address}/ forwarding to {}; violations at http://{address}/__proxy/violations",
        settings.upstream.base()
    );
    let app = router(Proxy::new(contract, settings));
    crate::serve::serve(listener, app, crate::serve::Limits::default(), shutdown).await;
    Ok(())
}
