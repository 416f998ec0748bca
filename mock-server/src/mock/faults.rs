//! The layer in front of every API call: picks the caller's session, applies
//! its latency and fault rules (and the `X-Mock-Delay` / `X-Mock-Status`
//! headers), and journals the answer.

use std::time::{Duration, Instant};

use axum::{
    body::Body,
    extract::{Request, State},
    http::{HeaderMap, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};
use rand::RngExt;

use super::{
    model::{FaultRule, JournalEntry, JournalKind, JournalNote},
    session::{DEFAULT_SESSION, SESSION_HEADER, Session},
};
use crate::{error::ApiError, state::AppState};

/// Delays a request by this many milliseconds (`300`) or by a uniform draw
/// from a range (`300-900`).
pub const DELAY_HEADER: &str = "x-mock-delay";

/// Answers a request with this error status (400 to 599) instead of running it.
pub const STATUS_HEADER: &str = "x-mock-status";

/// Marks an answer a fault rule or `X-Mock-Status` made up (`injected`), so
/// that a validating proxy (`crate::contract`) does not take it for the
/// server's own.
pub const FAULT_HEADER: &str = "x-mock-fault";

/// The longest delay a rule or header may ask for.
pub const MAX_DELAY_MS: u64 = 60_000;

/// Checks a rule before it is stored, so a bad one is a 400 now rather than a surprise later.
pub fn check_rule(rule: &FaultRule, index: usize) -> Result<(), ApiError> {
    let field = |name: &str| format!("rules[{index}].{name}");
    if rule.path_pattern.trim().is_empty() || !rule.path_pattern.starts_with('/') {
        return Err(ApiError::invalid_field(
            &field("pathPattern"),
            "must start with `/`, e.g. `/api/*`",
        ));
    }
    if let Some(method) = &rule.method
        && Method::from_bytes(method.as_bytes()).is_err()
    {
        return Err(ApiError::invalid_field(
            &field("method"),
            format!("`{method}` is not an HTTP method"),
        ));
    }
    if rule.delay_ms.is_some_and(|ms| ms > MAX_DELAY_MS)
        || rule.delay_max_ms.is_some_and(|ms| ms > MAX_DELAY_MS)
    {
        return Err(ApiError::invalid_field(
            &field("delayMs"),
            format!("delays are at most {MAX_DELAY_MS} ms"),
        ));
    }
    if let (Some(low), Some(high)) = (rule.delay_ms, rule.delay_max_ms)
        && high < low
    {
        return Err(ApiError::invalid_field(
            &field("delayMaxMs"),
            "must not be below delayMs",
        ));
    }
    if rule.delay_max_ms.is_some() && rule.delay_ms.is_none() {
        return Err(ApiError::invalid_field(&field("delayMaxMs"), "needs delayMs"));
    }
    if let Some(status) = rule.status {
        if rule.body.is_some() && !(200..=599).contains(&status) {
            return Err(ApiError::invalid_field(
                &field("status"),
                "with a body, must be 200 to 599",
            ));
        }
        if rule.body.is_none() && !(400..=599).contains(&status) {
            return Err(ApiError::invalid_field(
                &field("status"),
                "must be an error status, 400 to 599 (a body of your own may come with any status from 200)",
            ));
        }
    }
    if rule.body.is_some() && rule.drop {
        return Err(ApiError::invalid_field(
            &field("body"),
            "a dropped connection answers no body: give body or drop, not both",
        ));
    }
    if rule
        .times
        .is_some_and(|times| times == 0 || i32::try_from(times).is_err())
    {
        return Err(ApiError::invalid_field(
            &field("times"),
            format!("must be 1 to {}, or absent for always", i32::MAX),
        ));
    }
    if rule.delay_ms.is_none() && rule.status.is_none() && rule.body.is_none() && !rule.drop {
        return Err(ApiError::invalid_field(
            &field("pathPattern"),
            "the rule does nothing: give delayMs, status, body or drop",
        ));
    }
    Ok(())
}

/// The per-request fault headers, read into a rule.
fn header_rule(headers: &HeaderMap) -> Result<Option<FaultRule>, ApiError> {
    let text = |name: &str| {
        headers
            .get(name)
            .map(|value| value.to_str().unwrap_or("?").trim().to_owned())
    };
    let delay = text(DELAY_HEADER);
    let status = text(STATUS_HEADER);
    if delay.is_none() && status.is_none() {
        return Ok(None);
    }
    let bad_delay = || {
        ApiError::invalid_field(
            "X-Mock-Delay",
            format!("use milliseconds (`300`) or a range (`300-900`), at most {MAX_DELAY_MS}"),
        )
    };
    let (delay_ms, delay_max_ms) = match delay.as_deref() {
        None => (None, None),
        Some(text) => match text.split_once('-') {
            Some((low, high)) => (
                Some(low.trim().parse::<u64>().map_err(|_| bad_delay())?),
                Some(high.trim().parse::<u64>().map_err(|_| bad_delay())?),
            ),
            None => (Some(text.parse::<u64>().map_err(|_| bad_delay())?), None),
        },
    };
    let status = match status.as_deref() {
        None => None,
        Some(text) => Some(
            text.parse::<u16>()
                .ok()
                .filter(|s| (400..=599).contains(s))
                .ok_or_else(|| {
                    ApiError::invalid_field("X-Mock-Status", "use an error status from 400 to 599")
                })?,
        ),
    };
    let rule = FaultRule {
        path_pattern: "/*".to_owned(),
        method: None,
        delay_ms,
        delay_max_ms,
        status,
        body: None,
        drop: false,
        times: None,
    };
    check_rule(&rule, 0).map_err(|_| bad_delay())?;
    Ok(Some(rule))
}

/// A response whose body fails at once, so the connection is cut without a
/// complete answer, as a network failure would.
/// `response`, marked as made up by the control plane ([`FAULT_HEADER`]): an error status or a
/// body a rule wrote in full, which need not fit the document (the `serverErrorPage` scenario's
/// `{}` dashboard).
fn injected(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(FAULT_HEADER, axum::http::HeaderValue::from_static("injected"));
    response
}

fn dropped() -> Response {
    let failing = futures_util::stream::once(async {
        Err::<axum::body::Bytes, std::io::Error>(std::io::Error::new(
            std::io::ErrorKind::ConnectionAborted,
            "connection dropped by a mock fault rule",
        ))
    });
    Body::from_stream(failing).into_response()
}

/// Whether a method only reads.
fn is_read(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Why a write without a session is refused under `--require-session-for-writes`:
/// behind a load balancer such a write would change the default world of
/// whichever replica answered, and the replicas would drift apart.
fn default_world_is_read_only() -> ApiError {
    ApiError::invalid_field(
        "X-Mock-Session",
        "this server is one of several replicas behind a load balancer, where the shared default \
         world is read-only: send `X-Mock-Session: <id>` (1 to 64 letters, digits, `-`, `_` or `.`) \
         with calls that change state, sign-in included, so they reach the replica that keeps your \
         session (docs/scale-out.md)",
    )
}

/// The middleware.
pub async fn layer(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let started = Instant::now();
    if request.uri().path().starts_with("/__mock")
        && let Err(error) = super::origin::check(
            request.method(),
            request.headers(),
            &state.config.control_plane_hosts,
        )
    {
        return error.into_response();
    }
    let session_id = request
        .headers()
        .get(SESSION_HEADER)
        .map(|value| value.to_str().unwrap_or("\u{fffd}").trim().to_owned());
    // The token endpoint answers its own errors in the OAuth format.
    let token_endpoint = request.uri().path() == "/connect/token";
    let refuse = |error: ApiError| {
        if token_endpoint {
            crate::auth::oauth_error::error_response(&error)
        } else {
            error.into_response()
        }
    };
    let session = match state.sessions.get_or_open(session_id.as_deref()) {
        Ok(session) => session,
        Err(error) => return refuse(error),
    };
    let method = request.method().clone();
    if state.config.require_session_for_writes && session.id == DEFAULT_SESSION && !is_read(&method) {
        return default_world_is_read_only().into_response();
    }
    request.extensions_mut().insert(Session(session.clone()));
    let path = request.uri().path().to_owned();
    let path_and_query = request
        .uri()
        .path_and_query()
        .map_or_else(|| path.clone(), |pq| pq.as_str().to_owned());
    if path.starts_with("/__mock") {
        return next.run(request).await;
    }

    let rule = match header_rule(request.headers()) {
        Ok(Some(rule)) => Some(rule),
        Ok(None) => session.take_rule(method.as_str(), &path),
        Err(error) => return refuse(error),
    };
    let response = match rule {
        None => next.run(request).await,
        Some(rule) => {
            if let Some(low) = rule.delay_ms {
                let ms = match rule.delay_max_ms {
                    Some(high) if high > low => rand::rng().random_range(low..=high),
                    _ => low,
                };
                tokio::time::sleep(Duration::from_millis(ms)).await;
            }
            if rule.drop {
                dropped()
            } else if let Some(body) = rule.body {
                let status = rule
                    .status
                    .and_then(|status| axum::http::StatusCode::from_u16(status).ok())
                    .unwrap_or(axum::http::StatusCode::OK);
                injected((status, axum::Json(body)).into_response())
            } else if let Some(status) = rule.status {
                injected(refuse(ApiError::Injected(status)))
            } else {
                next.run(request).await
            }
        }
    };

    let note = response
        .extensions()
        .get::<JournalNote>()
        .cloned()
        .unwrap_or_default();
    let status = response.status();
    let kind = note.kind.unwrap_or({
        if path == "/connect/token" {
            JournalKind::Token
        } else if status.is_success() && !is_read(&method) {
            JournalKind::Mutation
        } else {
            JournalKind::Request
        }
    });
    session.record(JournalEntry {
        sequence: 0,
        at: session.now(),
        method: method.to_string(),
        path: path_and_query,
        status: status.as_u16(),
        kind,
        actor: note.actor,
        subject: note.subject,
        detail: note.detail,
        duration_ms: u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX),
    });
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The document states the relation of a rule's `status` and `body` as the server checks it:
    /// for every status around the bounds, with and without a body, the schema and
    /// [`check_rule`] agree.
    #[test]
    fn the_document_states_which_status_a_rule_may_answer() {
        let contract = crate::contract::Contract::reference().expect("the document reads");
        let rule_schema = serde_json::json!({"$ref": "#/components/schemas/FaultRule"});
        for status in [
            None,
            Some(199),
            Some(200),
            Some(302),
            Some(399),
            Some(400),
            Some(503),
            Some(599),
        ] {
            for body in [None, Some(serde_json::json!({"unexpected": true}))] {
                let rule = FaultRule {
                    path_pattern: "/api/*".to_owned(),
                    method: None,
                    delay_ms: Some(10),
                    delay_max_ms: None,
                    status,
                    body: body.clone(),
                    drop: false,
                    times: None,
                };
                let value = serde_json::to_value(&rule).expect("a rule is JSON");
                let documented = contract.validator().validate(&rule_schema, &value);
                assert_eq!(
                    documented.is_empty(),
                    check_rule(&rule, 0).is_ok(),
                    "status {status:?}, body {body:?}: the document says {documented:?}"
                );
            }
        }
    }

    #[test]
    fn delay_headers_are_checked() {
        let mut headers = HeaderMap::new();
        headers.insert(DELAY_HEADER, "300-900".parse().unwrap());
        let rule = header_rule(&headers).unwrap().unwrap();
        assert_eq!((rule.delay_ms, rule.delay_max_ms), (Some(300), Some(900)));
        headers.insert(DELAY_HEADER, "soon".parse().unwrap());
        assert!(header_rule(&headers).is_err());
        headers.insert(DELAY_HEADER, "900-300".parse().unwrap());
        assert!(header_rule(&headers).is_err());
        let mut headers = HeaderMap::new();
        headers.insert(STATUS_HEADER, "200".parse().unwrap());
        assert!(header_rule(&headers).is_err());
    }
}
