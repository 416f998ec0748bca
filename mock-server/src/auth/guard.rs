//! The guard in front of every operation: authenticates the bearer token and
//! checks the claim the operation's OpenAPI entry requires.

use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{FromRequestParts, MatchedPath, Request, State},
    http::{HeaderMap, Method, header, request::Parts},
    middleware::Next,
    response::{IntoResponse, Response},
};
use utoipa::openapi::OpenApi;

use super::{ACCESS_TOKEN_HEADER, BEARER_SCHEME};
use crate::{
    error::ApiError,
    mock::{JournalNote, Session},
    model::Claim,
    state::AppState,
};

/// What an operation demands of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requirement {
    /// Anyone may call it (the token endpoint, the version file).
    Public,
    /// A valid access token, and the claim if one is named.
    Token(Option<Claim>),
}

/// The signed-in staff member making a call, put in the request's extensions
/// by the guard and taken out by handlers with this extractor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    /// The staff member's id.
    pub user_id: u64,
    /// Their sign-in name.
    pub user_name: String,
    /// Their claims at the time of the call (roles can change mid-session).
    pub claims: Vec<Claim>,
    /// The customer the staff member is impersonating, if the token is an
    /// impersonation token. The call is still authorised by the staff
    /// member's claims, and journalled under their name.
    pub impersonating: Option<u64>,
}

impl<S: Send + Sync> FromRequestParts<S> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<Caller>()
            .cloned()
            .ok_or(ApiError::Unauthenticated)
    }
}

/// The guard's state: the app state and each operation's requirement, read
/// from the OpenAPI document.
#[derive(Debug, Clone)]
pub struct Guard {
    state: AppState,
    requirements: Arc<HashMap<(Method, String), Requirement>>,
}

impl Guard {
    /// Reads every operation's requirement from its `security` entry: none
    /// means public; the bearer scheme with an empty list means a token; a
    /// claim in the list means that claim too.
    pub fn new(state: AppState, api: &OpenApi) -> Result<Self, String> {
        let mut requirements = HashMap::new();
        for (path, item) in &api.paths.paths {
            for (method, operation) in operations(item) {
                let requirement = match &operation.security {
                    None => Requirement::Public,
                    Some(security) => {
                        let value = serde_json::to_value(security).map_err(|e| e.to_string())?;
                        let scopes = value
                            .get(0)
                            .and_then(|first| first.get(BEARER_SCHEME))
                            .and_then(|scopes| scopes.as_array())
                            .ok_or_else(|| {
                                format!("{method} {path}: security must name the `{BEARER_SCHEME}` scheme")
                            })?;
                        match scopes.as_slice() {
                            [] => Requirement::Token(None),
                            [claim] => {
                                let name = claim.as_str().unwrap_or_default();
                                let claim = Claim::parse(name)
                                    .ok_or_else(|| format!("{method} {path}: `{name}` is not a claim"))?;
                                Requirement::Token(Some(claim))
                            }
                            _ => return Err(format!("{method} {path}: name at most one claim")),
                        }
                    }
                };
                requirements.insert((method, path.clone()), requirement);
            }
        }
        Ok(Guard {
            state,
            requirements: Arc::new(requirements),
        })
    }

    /// The requirement of one operation, if it is in the document.
    pub fn requirement(&self, method: &Method, path: &str) -> Option<Requirement> {
        self.requirements.get(&(method.clone(), path.to_owned())).copied()
    }
}

/// The operations of a path item with their methods.
pub fn operations(
    item: &utoipa::openapi::PathItem,
) -> impl Iterator<Item = (Method, &utoipa::openapi::path::Operation)> {
    [
        (Method::GET, &item.get),
        (Method::PUT, &item.put),
        (Method::POST, &item.post),
        (Method::DELETE, &item.delete),
        (Method::PATCH, &item.patch),
        (Method::HEAD, &item.head),
        (Method::OPTIONS, &item.options),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.as_ref().map(|operation| (method, operation)))
}

/// The middleware: enforces the matched operation's requirement.
pub async fn authorize(
    State(guard): State<Guard>,
    matched: Option<MatchedPath>,
    mut request: Request,
    next: Next,
) -> Response {
    let path = matched.as_ref().map(MatchedPath::as_str).unwrap_or_default();
    // HEAD is answered by the GET handler.
    let method = if request.method() == Method::HEAD {
        Method::GET
    } else {
        request.method().clone()
    };
    let requirement = guard.requirement(&method, path);
    match requirement {
        Some(Requirement::Public) => next.run(request).await,
        Some(Requirement::Token(claim)) => {
            let Some(session) = request.extensions().get::<Session>().cloned() else {
                return ApiError::Internal("the session layer did not run".into()).into_response();
            };
            match authenticate(&guard.state, &session, request.headers()) {
                Ok(caller) => {
                    let note = JournalNote {
                        actor: Some(caller.user_name.clone()),
                        ..JournalNote::default()
                    };
                    let mut response = match claim.filter(|claim| !caller.claims.contains(claim)) {
                        Some(claim) => ApiError::Forbidden(claim).into_response(),
                        None => {
                            request.extensions_mut().insert(caller);
                            next.run(request).await
                        }
                    };
                    let extensions = response.extensions_mut();
                    match extensions.get_mut::<JournalNote>() {
                        Some(existing) => existing.actor = note.actor,
                        None => {
                            extensions.insert(note);
                        }
                    }
                    response
                }
                Err(error) => error.into_response(),
            }
        }
        None => ApiError::Internal(format!("{method} {path} has no documented requirement")).into_response(),
    }
}

/// The bearer token of a request, checked against the `access-token` header.
pub fn bearer_token(headers: &HeaderMap) -> Result<&str, ApiError> {
    let authorization = headers
        .get(header::AUTHORIZATION)
        .ok_or(ApiError::Unauthenticated)?
        .to_str()
        .map_err(|_| ApiError::InvalidToken("the Authorization header is not text".into()))?;
    let token = match authorization.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") => token.trim(),
        _ => {
            return Err(ApiError::InvalidToken(
                "the Authorization header must be `Bearer <token>`".into(),
            ));
        }
    };
    if let Some(echo) = headers.get(ACCESS_TOKEN_HEADER)
        && echo.to_str().ok().map(str::trim) != Some(token)
    {
        return Err(ApiError::InvalidToken(format!(
            "the {ACCESS_TOKEN_HEADER} header does not carry the bearer token"
        )));
    }
    Ok(token)
}

/// The caller named by the request's bearer token, in the caller's session
/// (whose clock decides expiry and whose world holds the staff).
pub fn authenticate(state: &AppState, session: &Session, headers: &HeaderMap) -> Result<Caller, ApiError> {
    let token = bearer_token(headers)?;
    caller_of_token(state, session, token)
}

/// The caller a token names, if it is valid now.
pub fn caller_of_token(state: &AppState, session: &Session, token: &str) -> Result<Caller, ApiError> {
    let claims = state
        .signer
        .verify(token, session.now().timestamp())
        .map_err(|error| ApiError::InvalidToken(error.to_string()))?;
    let world = session.world();
    let (staff_id, impersonating) = match &claims.act {
        Some(actor) => (actor.sub.parse().ok(), claims.sub.parse().ok()),
        None => (claims.sub.parse().ok(), None),
    };
    let user = staff_id
        .and_then(|id| world.staff_by_id(id))
        .ok_or_else(|| ApiError::InvalidToken("the token's user no longer exists".into()))?;
    if let Some(customer) = impersonating
        && world.customer_by_id(customer).is_none()
    {
        return Err(ApiError::InvalidToken(
            "the impersonated customer no longer exists".into(),
        ));
    }
    Ok(Caller {
        user_id: user.id,
        user_name: user.user_name.clone(),
        claims: world.claims_of(user),
        impersonating,
    })
}
