//! The token endpoint's errors, in its own format (RFC 6749 section 5.2):
//! what the endpoint answers, and what the layers in front of it answer in
//! its name.

use axum::{
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};

use crate::{
    error::ApiError,
    model::{OAuthError, OAuthErrorCode},
};

/// An OAuth error answer (RFC 6749 section 5.2); what it quotes of the
/// request is cut short, as in every problem.
pub fn oauth(error: OAuthErrorCode, description: impl Into<String>) -> OAuthError {
    OAuthError {
        error,
        error_description: crate::describe::shorten_quoted(&description.into()),
    }
}

/// An error raised in front of the token endpoint (the session layer, a
/// fault rule, an `X-Mock-Status` header), answered in the endpoint's own
/// format (RFC 6749 section 5.2) so OAuth clients read it like any token
/// error: `temporarily_unavailable` for 429 and 503 (with `Retry-After`),
/// `invalid_request` for a body that did not arrive in time (408, closing),
/// `server_error` for other 5xx, `invalid_client` for 401, `invalid_request`
/// for the rest.
pub fn error_response(error: &ApiError) -> Response {
    let status = error.status();
    let code = match status.as_u16() {
        401 => OAuthErrorCode::InvalidClient,
        429 | 503 => OAuthErrorCode::TemporarilyUnavailable,
        500..=599 => OAuthErrorCode::ServerError,
        _ => OAuthErrorCode::InvalidRequest,
    };
    // When to come back, and whether the connection ends, as the problem says.
    let problem = error.clone().into_response();
    let mut response = (status, axum::Json(oauth(code, error.to_string()))).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    for name in [header::RETRY_AFTER, header::CONNECTION] {
        if let Some(value) = problem.headers().get(&name) {
            headers.insert(name, value.clone());
        }
    }
    response
}
