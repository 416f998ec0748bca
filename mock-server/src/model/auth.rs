//! The token endpoint's wire types (spec section 7, RFC 6749, RFC 8693).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The form-encoded body of `POST /connect/token`.
///
/// One struct carries the fields of every grant the console uses, because the
/// endpoint dispatches on `grant_type` and reports a missing field per grant
/// as `invalid_request` rather than as a deserialisation failure.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
pub struct TokenRequest {
    /// `password` at sign-in, `refresh_token` on refresh,
    /// `urn:ietf:params:oauth:grant-type:token-exchange` for impersonation.
    pub grant_type: Option<String>,
    /// The client: the console sends the fixed mobile client id.
    pub client_id: Option<String>,
    /// The client secret of the proxy client (impersonation only).
    pub client_secret: Option<String>,
    /// Space-separated scopes; the console asks for `openid email phone profile offline_access roles` and the API scope.
    pub scope: Option<String>,
    /// The staff member's username, with any environment prefix already stripped (password grant).
    pub username: Option<String>,
    /// The staff member's password (password grant).
    pub password: Option<String>,
    /// The refresh token being exchanged (refresh grant).
    pub refresh_token: Option<String>,
    /// The customer to impersonate (token exchange; spelt as the console sends it).
    #[serde(rename = "UserName")]
    pub impersonated_user_name: Option<String>,
    /// The staff member's current access token (token exchange).
    pub subject_token: Option<String>,
    /// Always `urn:ietf:params:oauth:token-type:access_token` (token exchange).
    pub subject_token_type: Option<String>,
    /// The exchange style; the console sends `impersonation` (token exchange).
    pub exchange_style: Option<String>,
}

/// A successful answer of `POST /connect/token`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[schema(example = json!({
    "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2ln",
    "refresh_token": "rt_4f1c2d9a8b7e6f50",
    "expires_in": 3600,
    "token_type": "Bearer",
    "scope": "openid email phone profile offline_access roles brokerage.api"
}))]
pub struct TokenResponse {
    /// The bearer token every API call carries, in `Authorization` and in the `access-token` header.
    pub access_token: String,
    /// The token the console trades for a new pair when the access token expires.
    pub refresh_token: String,
    /// Seconds until `access_token` expires.
    pub expires_in: u64,
    /// Always `Bearer`.
    pub token_type: String,
    /// The scopes granted, space-separated.
    pub scope: String,
    /// The token exchange only (RFC 8693 section 2.2.1): the type of the
    /// issued token, `urn:ietf:params:oauth:token-type:access_token`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issued_token_type: Option<String>,
}

/// The error codes of RFC 6749 section 5.2 that the token endpoint answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OAuthErrorCode {
    /// A required field is missing or malformed.
    InvalidRequest,
    /// The client id or secret is wrong.
    InvalidClient,
    /// The username and password, refresh token or subject token are not valid.
    InvalidGrant,
    /// The `grant_type` is not one this server issues tokens for.
    UnsupportedGrantType,
    /// A scope was asked for that the client may not have.
    InvalidScope,
    /// The server cannot issue tokens now (no session can be opened, or a
    /// fault rule says so); `Retry-After` says when to try again. RFC 6749
    /// defines it for the authorization endpoint; token clients read it too.
    TemporarilyUnavailable,
    /// The server failed (here: only when a fault rule says so).
    ServerError,
}

impl OAuthErrorCode {
    /// The HTTP status RFC 6749 gives the code.
    pub fn status(self) -> u16 {
        match self {
            OAuthErrorCode::InvalidClient => 401,
            _ => 400,
        }
    }
}

/// The error body of `POST /connect/token` (RFC 6749 section 5.2).
///
/// The console shows `error_description` when present, otherwise `error`
/// (spec section 8: "when no access token is returned, the error field is shown").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[schema(example = json!({
    "error": "invalid_grant",
    "error_description": "The username or password is incorrect."
}))]
pub struct OAuthError {
    /// The RFC 6749 error code.
    pub error: OAuthErrorCode,
    /// A sentence for the person signing in.
    pub error_description: String,
}
