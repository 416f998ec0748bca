//! The API's one error type, answered as `application/problem+json`.
//!
//! Every failure of every operation goes through [`ApiError`], including the
//! rejections of axum's extractors (see [`crate::extract`]), so a malformed
//! query or body gets the same envelope as a business rule violation and the
//! console can always show the `error` text.

use std::collections::BTreeMap;

use axum::{
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

use utoipa::openapi::{self, Content, Ref, RefOr};

use crate::{
    describe,
    model::{Claim, Problem},
};

/// The media type of RFC 9457 problem documents.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// Why an API call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApiError {
    /// No bearer token came with a call that needs one.
    #[error("Sign in to use this operation: no bearer token was sent.")]
    Unauthenticated,
    /// The bearer token is malformed, forged, expired or revoked.
    #[error("The access token is not valid: {0}")]
    InvalidToken(String),
    /// The caller is signed in but lacks the claim the operation requires.
    #[error("This operation requires the claim {}.", .0.as_str())]
    Forbidden(Claim),
    /// An impersonation token asked for something only staff may do: it acts
    /// as the customer and carries none of the staff member's claims.
    #[error(
        "This impersonation token acts as the customer {customer} and carries no staff claims: \
         this operation requires the claim {} and is not a read of {customer}'s own records. \
         Return to your own session to use it.",
        .claim.as_str()
    )]
    Impersonating {
        /// The claim the operation requires.
        claim: Claim,
        /// The customer the token acts as.
        customer: String,
    },
    /// A control-plane request from another web site (see `mock::origin`).
    #[error(
        "The mock control plane refuses cross-site requests: {0}. Call it from a test runner or \
         tool on this machine (see docs/mock-control-plane.md)."
    )]
    CrossSite(String),
    /// The request's parameters or body are not acceptable.
    #[error("{detail}")]
    BadRequest {
        /// What is wrong, in a sentence.
        detail: String,
        /// The offending fields and their messages.
        errors: BTreeMap<String, Vec<String>>,
    },
    /// The addressed record or route does not exist.
    #[error("{0}")]
    NotFound(String),
    /// The request conflicts with the current state (a duplicate name, say).
    #[error("{0}")]
    Conflict(String),
    /// The operation exists, but not for this method.
    #[error("{0}")]
    MethodNotAllowed(String),
    /// The control plane cannot open another session.
    #[error(
        "Too many mock sessions: at most {max} besides the default, all of them in use. \
         Reuse a session id, reset one, or wait: sessions unused for {idle_seconds} s are dropped, \
         the next in {retry_after} s."
    )]
    TooManySessions {
        /// The cap (`--max-sessions`).
        max: usize,
        /// The idle expiry (`--session-idle`), in seconds.
        idle_seconds: u64,
        /// Seconds until the next session goes idle and makes room (`Retry-After`).
        retry_after: u64,
    },
    /// A failure asked for by a fault rule or the `X-Mock-Status` header.
    #[error("This failure (status {0}) was injected by the mock control plane.")]
    Injected(u16),
    /// The body is larger than the server accepts.
    #[error("The request body is too large.")]
    PayloadTooLarge,
    /// The request's address is longer than the server reads.
    #[error(
        "The request's address is too long: at most 65534 characters. Send fewer or shorter query \
         parameters."
    )]
    UriTooLong,
    /// The request's headers are too many or too large.
    #[error(
        "The request's headers are too many or too large: at most 100 headers, and about 400 KB \
         for the request line and headers together."
    )]
    HeadersTooLarge,
    /// Another refusal of the HTTP layer or the static files, by its status.
    #[error("The request cannot be served as sent ({}).", StatusCode::from_u16(*.0).ok().and_then(|s| s.canonical_reason()).unwrap_or("refused"))]
    Refused(u16),
    /// The body did not arrive within `--body-timeout` of being read.
    #[error(
        "The request body did not arrive within {0} s; send it in full, promptly. The connection is closed."
    )]
    RequestTimeout(u64),
    /// A bug: logged in full, answered without detail.
    #[error("The server could not complete the request.")]
    Internal(String),
}

/// The most fields one 400 names.
pub const MAX_FIELDS: usize = 20;

/// The field problems of one request body, gathered so that one 400 names every field at fault
/// (the console shows each under its field), not just the first one checked.
#[derive(Debug, Default)]
pub struct FieldErrors(BTreeMap<String, Vec<String>>);

impl FieldErrors {
    /// Records a sentence under a field (the payload's own spelling of its name).
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0
            .entry(describe::shorten_name(field))
            .or_default()
            .push(message.into());
    }

    /// Records the sentence when the condition does not hold.
    pub fn check(&mut self, ok: bool, field: &str, message: impl Into<String>) {
        if !ok {
            self.add(field, message);
        }
    }

    /// Whether every field passed so far.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok` when nothing was recorded, else the 400 of [`FieldErrors::into_error`].
    pub fn into_result(self) -> Result<(), ApiError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(self.into_error())
        }
    }

    /// The 400 naming every field; its detail has each field's first sentence.
    /// A request with very many bad fields (a query of thousands of unknown
    /// parameters) gets the first [`MAX_FIELDS`] of them named, not an
    /// answer that grows with the request.
    pub fn into_error(mut self) -> ApiError {
        let more = self.0.len().saturating_sub(MAX_FIELDS);
        if more > 0 {
            let kept: Vec<String> = self.0.keys().take(MAX_FIELDS).cloned().collect();
            self.0.retain(|field, _| kept.contains(field));
        }
        let mut detail = self
            .0
            .iter()
            .map(|(field, messages)| format!("{field}: {}", messages[0]))
            .collect::<Vec<_>>()
            .join(" ");
        if more > 0 {
            detail.push_str(&format!(" (and {more} more fields at fault)"));
        }
        ApiError::BadRequest {
            detail,
            errors: self.0,
        }
    }
}

impl ApiError {
    /// A 400 with one sentence and no field list.
    pub fn bad_request(detail: impl Into<String>) -> Self {
        ApiError::BadRequest {
            detail: detail.into(),
            errors: BTreeMap::new(),
        }
    }

    /// A 400 naming the field at fault.
    pub fn invalid_field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let field = describe::shorten_name(field);
        ApiError::BadRequest {
            detail: format!("{field}: {message}"),
            errors: BTreeMap::from([(field, vec![message])]),
        }
    }

    /// How the OpenAPI document shows this error: an `application/problem+json`
    /// response with this error's problem as its example.
    pub fn documented(&self, description: impl Into<String>) -> openapi::Response {
        let mut content = Content::new(Some(RefOr::Ref(Ref::from_schema_name("Problem"))));
        content.example = serde_json::to_value(self.problem()).ok();
        let mut response = openapi::Response::new(description);
        response
            .content
            .insert(PROBLEM_JSON.to_owned(), RefOr::T(content));
        response
    }

    /// The HTTP status of this error.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Unauthenticated | ApiError::InvalidToken(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) | ApiError::Impersonating { .. } | ApiError::CrossSite(_) => {
                StatusCode::FORBIDDEN
            }
            ApiError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::TooManySessions { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Injected(status) => {
                StatusCode::from_u16(*status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
            }
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::RequestTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::UriTooLong => StatusCode::URI_TOO_LONG,
            ApiError::HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::Refused(status) => StatusCode::from_u16(*status).unwrap_or(StatusCode::BAD_REQUEST),
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The problem document of this error. Whatever a message quotes of the
    /// request (`` `value` ``) is cut short ([`describe::shorten_quoted`]):
    /// an answer never echoes a huge value back.
    pub fn problem(&self) -> Problem {
        let status = self.status();
        let detail = describe::shorten_quoted(&self.to_string());
        Problem {
            kind: "about:blank".to_owned(),
            title: status.canonical_reason().unwrap_or("Error").to_owned(),
            status: status.as_u16(),
            error: detail.clone(),
            detail,
            errors: match self {
                ApiError::BadRequest { errors, .. } => errors
                    .iter()
                    .map(|(field, messages)| {
                        let messages = messages.iter().map(|m| describe::shorten_quoted(m)).collect();
                        (describe::shorten_name(field), messages)
                    })
                    .collect(),
                _ => BTreeMap::new(),
            },
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(cause) = &self {
            tracing::error!(%cause, "request failed");
        }
        let body = serde_json::to_vec(&self.problem()).unwrap_or_default();
        let mut response = (self.status(), body).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
        // RFC 6750 section 3: a 401 names the scheme, and why the token failed.
        let challenge = match &self {
            ApiError::Unauthenticated => Some("Bearer realm=\"brokerage\""),
            ApiError::InvalidToken(_) => Some("Bearer realm=\"brokerage\", error=\"invalid_token\""),
            ApiError::Forbidden(_) | ApiError::Impersonating { .. } => {
                Some("Bearer realm=\"brokerage\", error=\"insufficient_scope\"")
            }
            _ => None,
        };
        if let Some(challenge) = challenge {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static(challenge));
        }
        // RFC 9110 section 10.2.3: a 429 says when to come back.
        let retry_after = match &self {
            ApiError::TooManySessions { retry_after, .. } => Some((*retry_after).max(1)),
            ApiError::Injected(429 | 503) => Some(1),
            _ => None,
        };
        if let Some(seconds) = retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        // RFC 9110 section 15.5.9: the rest of the body will not be read.
        if matches!(self, ApiError::RequestTimeout(_)) {
            headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_carry_the_spec_error_text() {
        let problem = ApiError::Forbidden(Claim::UsersView).problem();
        assert_eq!(problem.status, 403);
        assert_eq!(problem.title, "Forbidden");
        assert_eq!(problem.error, "This operation requires the claim users.view.");
        assert_eq!(problem.detail, problem.error);
    }

    #[test]
    fn field_errors_name_the_field() {
        let problem = ApiError::invalid_field("pageSize", "must be 1 to 1000 or All").problem();
        assert_eq!(problem.errors["pageSize"], vec!["must be 1 to 1000 or All"]);
        assert_eq!(problem.detail, "pageSize: must be 1 to 1000 or All");
    }
}
