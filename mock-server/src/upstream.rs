//! An HTTP client to another server at a base URL: the validating proxy's
//! upstream, and the server the conformance suite checks.

use std::time::Duration;

use axum::{
    body::Bytes,
    http::{Request, Response, Uri, uri::PathAndQuery},
};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper_util::{
    client::legacy::{Client, connect::HttpConnector},
    rt::TokioExecutor,
};

/// The longest a server may take to answer one request before the client
/// gives up (spec 7's request timeout is 800 s; a check should not wait so long).
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(120);

/// A server at a base URL (`http://host:port`, optionally with a path
/// prefix that every request path is appended to).
#[derive(Debug, Clone)]
pub struct Upstream {
    /// `http`.
    scheme: axum::http::uri::Scheme,
    /// `host:port`.
    authority: axum::http::uri::Authority,
    /// The path prefix, without a trailing `/` (often empty).
    prefix: String,
    client: Client<HttpConnector, Full<Bytes>>,
}

/// Why a request did not get an answer.
#[derive(Debug, thiserror::Error)]
pub enum UpstreamError {
    /// The base URL is not one this client can call.
    #[error("`{0}` is not a base URL this client can call: {1}")]
    BadUrl(String, String),
    /// The connection failed, or the answer was cut off.
    #[error("{0}")]
    Failed(String),
    /// No answer within [`ANSWER_TIMEOUT`].
    #[error("no answer within {} s", ANSWER_TIMEOUT.as_secs())]
    TimedOut,
}

impl Upstream {
    /// A client to the server at `base` (`http://127.0.0.1:8080`).
    ///
    /// # Errors
    ///
    /// When `base` is not an absolute `http` URL. (`https` needs a TLS
    /// client, which this build leaves out: put a TLS-terminating proxy in
    /// front, see docs/proxy.md.)
    pub fn new(base: &str) -> Result<Self, UpstreamError> {
        let bad = |why: &str| UpstreamError::BadUrl(base.to_owned(), why.to_owned());
        let uri: Uri = base.trim().parse().map_err(|_| bad("not a URL"))?;
        let scheme = uri
            .scheme()
            .cloned()
            .ok_or_else(|| bad("it has no scheme (http://)"))?;
        if scheme != axum::http::uri::Scheme::HTTP {
            return Err(bad(
                "only http:// is supported; reach an https server through a TLS-terminating proxy (docs/proxy.md)",
            ));
        }
        let authority = uri.authority().cloned().ok_or_else(|| bad("it has no host"))?;
        if uri.query().is_some() {
            return Err(bad("a base URL takes no query"));
        }
        let prefix = uri.path().trim_end_matches('/').to_owned();
        let mut connector = HttpConnector::new();
        connector.set_nodelay(true);
        connector.set_connect_timeout(Some(Duration::from_secs(10)));
        let client = Client::builder(TokioExecutor::new())
            .pool_idle_timeout(Duration::from_secs(30))
            .build(connector);
        Ok(Upstream {
            scheme,
            authority,
            prefix,
            client,
        })
    }

    /// The base URL, as given (without a trailing `/`).
    pub fn base(&self) -> String {
        format!("{}://{}{}", self.scheme, self.authority, self.prefix)
    }

    /// `host:port`, for a `Host` header.
    pub fn authority(&self) -> &str {
        self.authority.as_str()
    }

    /// The absolute URI of a path and query on this server.
    ///
    /// # Errors
    ///
    /// When the result is not a URI.
    pub fn uri(&self, path_and_query: &str) -> Result<Uri, UpstreamError> {
        let path_and_query: PathAndQuery = format!("{}{path_and_query}", self.prefix)
            .parse()
            .map_err(|_| UpstreamError::Failed(format!("`{path_and_query}` is not a path")))?;
        Uri::builder()
            .scheme(self.scheme.clone())
            .authority(self.authority.clone())
            .path_and_query(path_and_query)
            .build()
            .map_err(|error| UpstreamError::Failed(error.to_string()))
    }

    /// Sends a request (its URI is made absolute on this server) and returns
    /// the answer's head, its body still streaming.
    ///
    /// # Errors
    ///
    /// When no answer comes.
    pub async fn send(&self, mut request: Request<Full<Bytes>>) -> Result<Response<Incoming>, UpstreamError> {
        let path_and_query = request
            .uri()
            .path_and_query()
            .map_or_else(|| "/".to_owned(), |pq| pq.as_str().to_owned());
        *request.uri_mut() = self.uri(&path_and_query)?;
        match tokio::time::timeout(ANSWER_TIMEOUT, self.client.request(request)).await {
            Err(_) => Err(UpstreamError::TimedOut),
            Ok(Err(error)) => Err(UpstreamError::Failed(describe(&error))),
            Ok(Ok(response)) => Ok(response),
        }
    }

    /// Sends a request and reads the whole answer.
    ///
    /// # Errors
    ///
    /// When no answer comes, or it is cut off.
    pub async fn fetch(&self, request: Request<Full<Bytes>>) -> Result<Response<Bytes>, UpstreamError> {
        let response = self.send(request).await?;
        let (parts, body) = response.into_parts();
        let body = match tokio::time::timeout(ANSWER_TIMEOUT, body.collect()).await {
            Err(_) => return Err(UpstreamError::TimedOut),
            Ok(Err(error)) => return Err(UpstreamError::Failed(format!("the answer was cut off: {error}"))),
            Ok(Ok(collected)) => collected.to_bytes(),
        };
        Ok(Response::from_parts(parts, body))
    }
}

/// An error with its causes, which say what actually failed ("connection refused").
fn describe(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
