//! `POST /connect/token`: the password, refresh-token and token-exchange
//! (impersonation) grants (spec 7, RFC 6749, RFC 8693).

use axum::{
    extract::{State, rejection::FormRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use base64::{Engine, engine::general_purpose::STANDARD};

use super::{
    ACCESS_TOKEN_TYPE, API_SCOPE, CLIENT_ID, DEMO_PASSWORD, IMPERSONATION_STYLE, LOGIN_SCOPES,
    PROXY_CLIENT_ID, PROXY_CLIENT_SECRET, TOKEN_EXCHANGE_GRANT,
    jwt::{AccessClaims, Actor, ISSUER, Moment, random_id},
    oauth_error::oauth,
    refresh::{RefreshGrant, RefreshTokens},
};
use crate::{
    mock::{JournalNote, Session, model::JournalKind},
    model::{Claim, OAuthError, OAuthErrorCode, TokenRequest, TokenResponse},
    state::AppState,
};

/// Issue tokens: sign in, refresh, or impersonate.
///
/// Grants:
/// - `password`: `username`, `password`, `client_id` (the console's fixed
///   mobile client id, `brokerage.mobile`) and `scope`. Every demo account's
///   password is `password`.
/// - `refresh_token`: `refresh_token`, `client_id` and `scope`. Refresh tokens
///   rotate: each is good once; presenting a used one revokes its whole chain.
/// - `urn:ietf:params:oauth:grant-type:token-exchange` (impersonation, RFC
///   8693): `client_id` `brokerage.proxy` with `client_secret`
///   `brokerage-proxy-secret`, `scope` `brokerage.api`, `subject_token` (the
///   staff member's access token), `subject_token_type`
///   `urn:ietf:params:oauth:token-type:access_token`, `exchange_style`
///   `impersonation` and `UserName` (the customer). Only staff with
///   `pageAccess` may impersonate, and only customers can be impersonated.
///   The issued token names the customer in `sub` and the staff member in
///   `act`, and acts as the customer: it carries none of the staff member's
///   claims, reads the signed-in user (the customer) and the customer's own
///   records (`GET` operations on their `{userId}` or `{tradingAccountId}`,
///   marked `x-impersonation` in this document), and gets 403 everywhere
///   else. Its refresh chain belongs to the console's client, so the
///   console's ordinary refresh keeps the impersonation going.
///
/// The client may also authenticate with HTTP Basic (RFC 6749 section
/// 2.3.1: `Authorization: Basic base64(client_id:client_secret)`, an empty
/// secret for the console's public client), which is what Swagger UI's
/// Authorize button sends by default; the body's `client_id` then may be
/// left out, and must agree if given.
///
/// Errors follow RFC 6749 section 5.2, and every answer carries
/// `Cache-Control: no-store`.
#[utoipa::path(
    post,
    path = "/connect/token",
    operation_id = "issueToken",
    tag = crate::openapi::tags::AUTH,
    request_body(content((TokenRequest = "application/x-www-form-urlencoded", examples(
        ("password" = (summary = "Sign in (password grant)",
            description = "What the console sends at sign-in: a demo account, the console's client id and its scopes.",
            value = json!({
                "grant_type": "password",
                "username": "admin",
                "password": "password",
                "client_id": "brokerage.mobile",
                "scope": "openid email phone profile offline_access roles brokerage.api"
            }))),
        ("refresh_token" = (summary = "Refresh (refresh-token grant)",
            description = "Trades the refresh token of the last answer for a new pair; each refresh token is good once.",
            value = json!({
                "grant_type": "refresh_token",
                "refresh_token": "rt_4f1c2d9a8b7e6f50",
                "client_id": "brokerage.mobile",
                "scope": "openid email phone profile offline_access roles brokerage.api"
            }))),
        ("token_exchange" = (summary = "Impersonate a customer (RFC 8693 token exchange)",
            description = "The proxy client trades a staff member's access token (`subject_token`) for one that acts as the customer `UserName`.",
            value = json!({
                "grant_type": "urn:ietf:params:oauth:grant-type:token-exchange",
                "client_id": "brokerage.proxy",
                "client_secret": "brokerage-proxy-secret",
                "scope": "brokerage.api",
                "subject_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2ln",
                "subject_token_type": "urn:ietf:params:oauth:token-type:access_token",
                "exchange_style": "impersonation",
                "UserName": "user10000"
            }))),
    )))),
    responses(
        (status = OK, description = "Tokens issued", body = TokenResponse),
        (status = BAD_REQUEST, description = "`invalid_request`, `invalid_grant`, `invalid_scope` or `unsupported_grant_type`", body = OAuthError,
            example = json!({"error": "invalid_grant", "error_description": "The username or password is incorrect."})),
        (status = UNAUTHORIZED, description = "`invalid_client`: the client id (or the proxy client's secret) is wrong", body = OAuthError,
            example = json!({"error": "invalid_client", "error_description": "The client `brokerage.web` is not known."})),
    )
)]
pub async fn token(
    State(state): State<AppState>,
    session: Session,
    headers: HeaderMap,
    form: Result<axum::Form<TokenRequest>, FormRejection>,
) -> Response {
    if let Err(rejection) = &form
        && let Some(timed_out) = crate::extract::timed_out(rejection)
    {
        return super::oauth_error::error_response(&timed_out);
    }
    let mut note = JournalNote {
        kind: Some(JournalKind::Token),
        ..JournalNote::default()
    };
    let result = match form {
        Ok(axum::Form(request)) => with_basic_client(request, &headers)
            .and_then(|request| issue(&state, &session, &request, &mut note)),
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
    response.extensions_mut().insert(note);
    response
}

/// The request with the client credentials of an `Authorization: Basic`
/// header (RFC 6749 section 2.3.1) filled in. Credentials given both ways
/// must agree. Another scheme (a bearer token some clients send everywhere)
/// plays no part in issuing tokens, so it is ignored.
fn with_basic_client(mut request: TokenRequest, headers: &HeaderMap) -> Result<TokenRequest, OAuthError> {
    let Some(authorization) = headers.get(header::AUTHORIZATION) else {
        return Ok(request);
    };
    let invalid = |why: &str| {
        oauth(
            OAuthErrorCode::InvalidClient,
            format!("The Authorization header is not HTTP Basic client authentication: {why}."),
        )
    };
    let text = authorization.to_str().map_err(|_| invalid("it is not text"))?;
    let encoded = match text.split_once(' ') {
        Some((scheme, encoded)) if scheme.eq_ignore_ascii_case("basic") => encoded.trim(),
        _ => return Ok(request),
    };
    let decoded = STANDARD
        .decode(encoded)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .ok_or_else(|| invalid("the credentials are not base64-encoded text"))?;
    let (client_id, secret) = decoded.split_once(':').unwrap_or((decoded.as_str(), ""));
    for (field, given, from_header) in [
        ("client_id", &mut request.client_id, client_id),
        ("client_secret", &mut request.client_secret, secret),
    ] {
        if from_header.is_empty() {
            continue;
        }
        match given.as_deref().map(str::trim).filter(|value| !value.is_empty()) {
            Some(body) if body != from_header => {
                return Err(oauth(
                    OAuthErrorCode::InvalidRequest,
                    format!("The `{field}` of the body and of the Authorization header differ."),
                ));
            }
            _ => *given = Some(from_header.to_owned()),
        }
    }
    Ok(request)
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

fn issue(
    state: &AppState,
    session: &Session,
    request: &TokenRequest,
    note: &mut JournalNote,
) -> Result<TokenResponse, OAuthError> {
    let grant_type = required(&request.grant_type, "grant_type")?;
    note.detail = Some(grant_type.to_owned());
    match grant_type {
        "password" => password_grant(state, session, request, note),
        "refresh_token" => refresh_grant(state, session, request, note),
        TOKEN_EXCHANGE_GRANT => exchange_grant(state, session, request, note),
        other => Err(oauth(
            OAuthErrorCode::UnsupportedGrantType,
            format!(
                "The grant type `{other}` is not supported; use `password`, `refresh_token` or \
                 `{TOKEN_EXCHANGE_GRANT}`."
            ),
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

fn password_grant(
    state: &AppState,
    session: &Session,
    request: &TokenRequest,
    note: &mut JournalNote,
) -> Result<TokenResponse, OAuthError> {
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
        let world = session.world();
        let user = world
            .staff_by_user_name(user_name)
            .filter(|_| password == DEMO_PASSWORD)
            .ok_or_else(|| {
                oauth(
                    OAuthErrorCode::InvalidGrant,
                    "The username or password is incorrect.",
                )
            })?;
        note.actor = Some(user.user_name.clone());
        user.id
    };
    let grant = RefreshGrant {
        user_id,
        scope,
        client_id: CLIENT_ID.to_owned(),
        family: RefreshTokens::new_family(),
        impersonated: None,
    };
    tokens_for(state, session, grant)
}

fn refresh_grant(
    state: &AppState,
    session: &Session,
    request: &TokenRequest,
    note: &mut JournalNote,
) -> Result<TokenResponse, OAuthError> {
    let refresh_token = required(&request.refresh_token, "refresh_token")?;
    check_client(request)?;
    let grant = state
        .refresh_tokens
        .redeem(refresh_token, Moment::at(session.token_now()))
        .map_err(|error| oauth(OAuthErrorCode::InvalidGrant, format!("{error}.")))?;
    note.actor = session
        .world()
        .staff_by_id(grant.user_id)
        .map(|user| user.user_name.clone());
    tokens_for(state, session, grant)
}

/// RFC 8693: trades a staff member's access token for one that acts as a customer.
fn exchange_grant(
    state: &AppState,
    session: &Session,
    request: &TokenRequest,
    note: &mut JournalNote,
) -> Result<TokenResponse, OAuthError> {
    let client_id = required(&request.client_id, "client_id")?;
    let subject_token = required(&request.subject_token, "subject_token")?;
    let subject_token_type = required(&request.subject_token_type, "subject_token_type")?;
    let customer_name = required(&request.impersonated_user_name, "UserName")?;
    if subject_token_type != ACCESS_TOKEN_TYPE {
        return Err(oauth(
            OAuthErrorCode::InvalidRequest,
            format!("The `subject_token_type` must be `{ACCESS_TOKEN_TYPE}`."),
        ));
    }
    if let Some(style) = request.exchange_style.as_deref()
        && style != IMPERSONATION_STYLE
    {
        return Err(oauth(
            OAuthErrorCode::InvalidRequest,
            format!("The `exchange_style` `{style}` is not supported; use `{IMPERSONATION_STYLE}`."),
        ));
    }
    if client_id != PROXY_CLIENT_ID || request.client_secret.as_deref() != Some(PROXY_CLIENT_SECRET) {
        return Err(oauth(
            OAuthErrorCode::InvalidClient,
            format!("Impersonation needs the proxy client `{PROXY_CLIENT_ID}` and its secret."),
        ));
    }
    let scope = request.scope.as_deref().unwrap_or(API_SCOPE).trim();
    if let Some(unknown) = scope.split_whitespace().find(|scope| *scope != API_SCOPE) {
        return Err(oauth(
            OAuthErrorCode::InvalidScope,
            format!("The scope `{unknown}` is not available to impersonation; use `{API_SCOPE}`."),
        ));
    }
    let caller = super::guard::caller_of_token(state, session, subject_token).map_err(|error| {
        oauth(
            OAuthErrorCode::InvalidGrant,
            format!("The subject token is not valid: {error}"),
        )
    })?;
    note.actor = Some(caller.user_name.clone());
    if caller.impersonating.is_some() {
        return Err(oauth(
            OAuthErrorCode::InvalidGrant,
            "The subject token is already an impersonation token; return to the staff session first.",
        ));
    }
    if !caller.claims.contains(&Claim::PageAccess) {
        return Err(oauth(
            OAuthErrorCode::InvalidGrant,
            format!("{} lacks pageAccess and may not impersonate.", caller.user_name),
        ));
    }
    let (customer_id, customer_name) = {
        let world = session.world();
        if world.staff_by_user_name(customer_name).is_some() {
            return Err(oauth(
                OAuthErrorCode::InvalidGrant,
                format!("{customer_name} is a staff account; only customers can be impersonated."),
            ));
        }
        world
            .customer_by_user_name(customer_name)
            .map(|customer| (customer.user_id, customer.user_name.clone()))
            .ok_or_else(|| {
                oauth(
                    OAuthErrorCode::InvalidGrant,
                    format!("There is no customer with the user name {customer_name}."),
                )
            })?
    };
    note.kind = Some(JournalKind::Impersonation);
    note.detail = Some(format!("{} impersonates {customer_name}", caller.user_name));
    note.subject = Some(customer_name);
    let grant = RefreshGrant {
        user_id: caller.user_id,
        scope: scope.to_owned(),
        // The console refreshes with its own client id (spec 7), so the chain is issued to it.
        client_id: CLIENT_ID.to_owned(),
        family: RefreshTokens::new_family(),
        impersonated: Some(customer_id),
    };
    let mut tokens = tokens_for(state, session, grant)?;
    tokens.issued_token_type = Some(ACCESS_TOKEN_TYPE.to_owned());
    Ok(tokens)
}

/// A fresh access token and the next refresh token of the chain, for the
/// chain's staff member (and impersonated customer), who must still exist.
fn tokens_for(state: &AppState, session: &Session, grant: RefreshGrant) -> Result<TokenResponse, OAuthError> {
    let now = Moment::at(session.token_now());
    let ttl = state.config.token_ttl.as_secs();
    let lifetime = i64::try_from(ttl).unwrap_or(i64::MAX);
    let (sub, name, act) = {
        let world = session.world();
        let gone = || oauth(OAuthErrorCode::InvalidGrant, "The user no longer exists.");
        let staff = world.staff_by_id(grant.user_id).ok_or_else(gone)?;
        match grant.impersonated {
            None => (staff.id.to_string(), staff.user_name.clone(), None),
            Some(customer_id) => {
                let customer = world.customer_by_id(customer_id).ok_or_else(gone)?;
                let actor = Actor {
                    sub: staff.id.to_string(),
                    name: staff.user_name.clone(),
                };
                (
                    customer.user_id.to_string(),
                    customer.user_name.clone(),
                    Some(actor),
                )
            }
        }
    };
    let claims = AccessClaims {
        iss: ISSUER.to_owned(),
        sub,
        name,
        iat: now.session,
        exp: now.plus(lifetime).session,
        rexp: now.plus(lifetime).real,
        jti: random_id(""),
        scope: grant.scope.clone(),
        client_id: grant.client_id.clone(),
        act,
        sid: Some(grant.family.clone()),
    };
    let access_token = state.signer.sign(&claims);
    let scope = grant.scope.clone();
    let refresh_token = state.refresh_tokens.issue(grant, now);
    Ok(TokenResponse {
        access_token,
        refresh_token,
        expires_in: ttl,
        token_type: "Bearer".to_owned(),
        scope,
        issued_token_type: None,
    })
}
