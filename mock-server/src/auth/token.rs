//! `POST /connect/token`: the password and refresh-token grants (spec 7,
//! RFC 6749).

use axum::{
    extract::{State, rejection::FormRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

use super::{
    CLIENT_ID, DEMO_PASSWORD, LOGIN_SCOPES,
    jwt::{AccessClaims, ISSUER, random_id},
    refresh::{RefreshGrant, RefreshTokens},
};
use crate::{
    model::{OAuthError, OAuthErrorCode, TokenRequest, TokenResponse},
    state::AppState,
};

/// Issue tokens: sign in, or refresh.
///
/// Grants:
/// - `password`: `username`, `password`, `client_id` (the console's fixed
///   mobile client id, `brokerage.mobile`) and `scope`. Every demo account's
///   password is `password`.
/// - `refresh_token`: `refresh_token`, `client_id` and `scope`. Refresh tokens
///   rotate: each is good once; presenting a used one revokes its whole chain.
///
/// Errors follow RFC 6749 section 5.2, and every answer carries
/// `Cache-Control: no-store`.
#[utoipa::path(
    post,
    path = "/connect/token",
    operation_id = "issueToken",
    tag = crate::openapi::tags::AUTH,
    request_body(content = TokenRequest, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = OK, description = "Tokens issued", body = TokenResponse),
        (status = BAD_REQUEST, description = "`invalid_request`, `invalid_grant`, `invalid_scope` or `unsupported_grant_type`", body = OAuthError),
        (status = UNAUTHORIZED, description = "`invalid_client`: the client id is not the console's", body = OAuthError),
    )
)]
pub async fn token(
    State(state): State<AppState>,
    form: Result<axum::Form<TokenRequest>, FormRejection>,
) -> Response {
    let result = match form {
        Ok(axum::Form(request)) => issue(&state, &request),
        Err(rejection) => Err(oauth(
            OAuthErrorCode::InvalidRequest,
            format!("The request must be form-encoded: {}", rejection.body_text()),
        )),
    };
    let mut response = match result {
        Ok(tokens) => (StatusCode::OK, axum::Json(tokens)).into_response(),
        Err(error) => {
            let status = StatusCode::from_u16(error.error.status()).unwrap_or(StatusCode::BAD_REQUEST);
            let mut response = (status, axum::Json(&error)).into_response();
            if status == StatusCode::UNAUTHORIZED {
                response.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Basic realm=\"brokerage\""),
                );
            }
            response
        }
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    response
}

fn oauth(error: OAuthErrorCode, description: impl Into<String>) -> OAuthError {
    OAuthError {
        error,
        error_description: description.into(),
    }
}

fn required<'a>(value: &'a Option<String>, name: &str) -> Result<&'a str, OAuthError> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|value| !value.is_empty())
        .ok_or_else(|| {
            oauth(
                OAuthErrorCode::InvalidRequest,
                format!("The `{name}` field is required."),
            )
        })
}

fn issue(state: &AppState, request: &TokenRequest) -> Result<TokenResponse, OAuthError> {
    let grant_type = required(&request.grant_type, "grant_type")?;
    match grant_type {
        "password" => password_grant(state, request),
        "refresh_token" => refresh_grant(state, request),
        other => Err(oauth(
            OAuthErrorCode::UnsupportedGrantType,
            format!("The grant type `{other}` is not supported; use `password` or `refresh_token`."),
        )),
    }
}

fn check_client(request: &TokenRequest) -> Result<(), OAuthError> {
    let client_id = required(&request.client_id, "client_id")?;
    if client_id != CLIENT_ID {
        return Err(oauth(
            OAuthErrorCode::InvalidClient,
            format!("The client `{client_id}` is not known."),
        ));
    }
    Ok(())
}

/// The granted scopes: those asked for, which must all be ones the console may have.
fn granted_scope(request: &TokenRequest) -> Result<String, OAuthError> {
    let asked = request.scope.as_deref().unwrap_or_default();
    let asked: Vec<&str> = asked.split_whitespace().collect();
    if let Some(unknown) = asked.iter().find(|scope| !LOGIN_SCOPES.contains(scope)) {
        return Err(oauth(
            OAuthErrorCode::InvalidScope,
            format!("The scope `{unknown}` is not available to this client."),
        ));
    }
    Ok(if asked.is_empty() {
        LOGIN_SCOPES.join(" ")
    } else {
        asked.join(" ")
    })
}

fn password_grant(state: &AppState, request: &TokenRequest) -> Result<TokenResponse, OAuthError> {
    let user_name = required(&request.username, "username")?;
    let password = request.password.as_deref().unwrap_or_default();
    if password.is_empty() {
        return Err(oauth(
            OAuthErrorCode::InvalidRequest,
            "The `password` field is required.",
        ));
    }
    check_client(request)?;
    let scope = granted_scope(request)?;
    let user_id = {
        let world = state.world();
        let user = world
            .staff_by_user_name(user_name)
            .filter(|_| password == DEMO_PASSWORD)
            .ok_or_else(|| {
                oauth(
                    OAuthErrorCode::InvalidGrant,
                    "The username or password is incorrect.",
                )
            })?;
        user.id
    };
    let grant = RefreshGrant {
        user_id,
        scope,
        client_id: CLIENT_ID.to_owned(),
        family: RefreshTokens::new_family(),
    };
    Ok(tokens_for(state, grant))
}

fn refresh_grant(state: &AppState, request: &TokenRequest) -> Result<TokenResponse, OAuthError> {
    let refresh_token = required(&request.refresh_token, "refresh_token")?;
    check_client(request)?;
    let now = state.clock.now().timestamp();
    let grant = state
        .refresh_tokens
        .redeem(refresh_token, now)
        .map_err(|error| oauth(OAuthErrorCode::InvalidGrant, format!("{error}.")))?;
    if state.world().staff_by_id(grant.user_id).is_none() {
        return Err(oauth(OAuthErrorCode::InvalidGrant, "The user no longer exists."));
    }
    Ok(tokens_for(state, grant))
}

/// A fresh access token and the next refresh token of the chain.
fn tokens_for(state: &AppState, grant: RefreshGrant) -> TokenResponse {
    let now = state.clock.now().timestamp();
    let ttl = state.config.token_ttl.as_secs();
    let name = state
        .world()
        .staff_by_id(grant.user_id)
        .map(|user| user.user_name.clone())
        .unwrap_or_default();
    let claims = AccessClaims {
        iss: ISSUER.to_owned(),
        sub: grant.user_id.to_string(),
        name,
        iat: now,
        exp: now.saturating_add(i64::try_from(ttl).unwrap_or(i64::MAX)),
        jti: random_id(""),
        scope: grant.scope.clone(),
        client_id: grant.client_id.clone(),
    };
    let access_token = state.signer.sign(&claims);
    let scope = grant.scope.clone();
    let refresh_token = state.refresh_tokens.issue(grant, now);
    TokenResponse {
        access_token,
        refresh_token,
        expires_in: ttl,
        token_type: "Bearer".to_owned(),
        scope,
    }
}
