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

/// An OAuth error answer (RFC 6749 section 5.2).
pub fn oauth(error: OAuthErrorCode, description: impl Into<String>) -> OAuthError {
    OAuthError {
        error,
        error_description: description.into(),
    }
}

/// An error raised in front of the token endpoint (the session layer, a
/// fault rule, an `X-Mock-Status` header), answered in the endpoint's own
/// format (RFC 6749 section 5.2) so OAuth clients read it like any token
/// error: `temporarily_unavailable` for 429 and 503 (with `Retry-After`),
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
    let retry_after = error
        .clone()
        .into_response()
        .headers()
        .get(header::RETRY_AFTER)
        .cloned();
    let mut response = (status, axum::Json(oauth(code, error.to_string()))).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    if let Some(retry_after) = retry_after {
        headers.insert(header::RETRY_AFTER, retry_after);
    }
    response
}
