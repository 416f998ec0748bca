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

use super::{ACCESS_TOKEN_HEADER, impersonation};
use crate::{
    error::ApiError,
    mock::{JournalNote, Session},
    model::Claim,
    state::AppState,
};

pub use super::requirement::Requirement;

/// Who makes a call, put in the request's extensions by the guard and taken
/// out by handlers with this extractor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    /// The staff member's id: the token's `sub`, or for an impersonation
    /// token its `act` (the staff member acting).
    pub user_id: u64,
    /// The staff member's sign-in name, which the journal records as the actor.
    pub user_name: String,
    /// The claims the call is authorised by: the staff member's at the time of
    /// the call (roles can change mid-session), or none at all for an
    /// impersonation token, which acts as the customer (see [`super::impersonation`]).
    pub claims: Vec<Claim>,
    /// The customer an impersonation token acts as (its `sub`).
    pub impersonating: Option<Impersonated>,
}

/// The customer an impersonation token acts as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Impersonated {
    /// The customer's id.
    pub user_id: u64,
    /// The customer's sign-in name, which the journal records as the subject.
    pub user_name: String,
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

/// A documented query parameter: its name, and whether it may be sent empty.
type QueryParameter = (String, bool);

/// The guard's state: the app state and each operation's requirement, read
/// from the OpenAPI document.
#[derive(Debug, Clone)]
pub struct Guard {
    state: AppState,
    requirements: Arc<HashMap<(Method, String), Requirement>>,
    /// Each operation's documented query parameters, and whether each may be
    /// sent empty: any other is refused, and so is an empty value the
    /// parameter's schema does not take.
    queries: Arc<HashMap<(Method, String), Vec<QueryParameter>>>,
}

impl Guard {
    /// Reads every operation's requirement from its `security` entry
    /// ([`Requirement::of`]).
    pub fn new(state: AppState, api: &OpenApi) -> Result<Self, String> {
        let mut requirements = HashMap::new();
        let mut queries = HashMap::new();
        for (path, item) in &api.paths.paths {
            for (method, operation) in crate::openapi::operations::operations(item) {
                let requirement =
                    Requirement::of(operation).map_err(|error| format!("{method} {path}: {error}"))?;
                requirements.insert((method.clone(), path.clone()), requirement);
                let names = (operation.parameters.iter().flatten())
                    .filter_map(|parameter| match parameter {
                        utoipa::openapi::RefOr::T(parameter)
                            if parameter.parameter_in == utoipa::openapi::path::ParameterIn::Query =>
                        {
                            Some((parameter.name.clone(), takes_empty(parameter.schema.as_ref())))
                        }
                        _ => None,
                    })
                    .collect();
                queries.insert((method, path.clone()), names);
            }
        }
        Ok(Guard {
            state,
            requirements: Arc::new(requirements),
            queries: Arc::new(queries),
        })
    }

    /// Refuses query parameters that the operation does not document (a
    /// misspelt or unsupported filter would otherwise be ignored silently and
    /// answer every record), naming them and the ones it takes.
    pub fn check_query(&self, method: &Method, path: &str, uri: &axum::http::Uri) -> Result<(), ApiError> {
        let Some(declared) = self.queries.get(&(method.clone(), path.to_owned())) else {
            return Ok(());
        };
        if uri.query().is_none_or(str::is_empty) {
            return Ok(());
        }
        let received = axum::extract::Query::<Vec<(String, String)>>::try_from_uri(uri)
            .map_err(|_| ApiError::bad_request("The query string is not valid URL-encoded text."))?;
        let mut errors = crate::error::FieldErrors::default();
        let names: Vec<&str> = declared.iter().map(|(name, _)| name.as_str()).collect();
        let takes = if names.is_empty() {
            "this operation takes no query parameters".to_owned()
        } else {
            format!("this operation takes {}", names.join(", "))
        };
        for (name, value) in &received.0 {
            match declared.iter().find(|(known, _)| known == name) {
                None => errors.add(
                    name,
                    format!("`{name}` is not a query parameter of this operation; {takes}"),
                ),
                Some((_, false)) if value.is_empty() => {
                    errors.add(
                        name,
                        "is empty: give a value the document allows, or leave the parameter out",
                    );
                }
                Some(_) => {}
            }
        }
        errors.into_result()
    }

    /// The requirement of one operation, if it is in the document.
    pub fn requirement(&self, method: &Method, path: &str) -> Option<Requirement> {
        self.requirements.get(&(method.clone(), path.to_owned())).copied()
    }
}

/// Whether a query parameter's schema takes the empty text: a plain string
/// does, as do the patterns and alternatives written to (`)?$`, `maxLength: 0`)
/// and lists that may hold no item; numbers, booleans, formats and enumerations do not.
fn takes_empty(schema: Option<&utoipa::openapi::RefOr<utoipa::openapi::Schema>>) -> bool {
    use utoipa::openapi::{RefOr, Schema, Type, schema::SchemaType};
    match schema {
        None => true,
        Some(RefOr::Ref(_)) => false,
        Some(RefOr::T(Schema::OneOf(one_of))) => one_of.items.iter().any(|item| takes_empty(Some(item))),
        Some(RefOr::T(Schema::Object(object))) => {
            let string = matches!(object.schema_type, SchemaType::Type(Type::String));
            let pattern_ok = object
                .pattern
                .as_deref()
                .is_none_or(|pattern| pattern.ends_with(")?$") || pattern == "^$");
            string
                && object.enum_values.is_none()
                && (object.format.is_none() || object.max_length == Some(0))
                && object.min_length.is_none_or(|min| min == 0)
                && pattern_ok
        }
        // A comma-separated list (style form, explode false): the empty text is no item, no filter.
        Some(RefOr::T(Schema::Array(array))) => array.min_items.is_none_or(|min| min == 0),
        Some(RefOr::T(_)) => false,
    }
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
        Some(Requirement::Public) => match guard.check_query(&method, path, request.uri()) {
            Ok(()) => next.run(request).await,
            // The token endpoint answers its errors in the OAuth format.
            Err(error) if path == "/connect/token" => super::oauth_error::error_response(&error),
            Err(error) => error.into_response(),
        },
        Some(Requirement::Token(claim)) => {
            let Some(session) = request.extensions().get::<Session>().cloned() else {
                return ApiError::Internal("the session layer did not run".into()).into_response();
            };
            match authenticate(&guard.state, &session, request.headers()) {
                Ok(caller) => {
                    let note = JournalNote {
                        actor: Some(caller.user_name.clone()),
                        subject: caller.impersonating.as_ref().map(|c| c.user_name.clone()),
                        ..JournalNote::default()
                    };
                    let verdict = permit(&session, &caller, claim, &method, path, request.uri().path())
                        .and_then(|()| guard.check_query(&method, path, request.uri()));
                    let mut response = match verdict {
                        Err(error) => error.into_response(),
                        Ok(()) => {
                            request.extensions_mut().insert(caller);
                            next.run(request).await
                        }
                    };
                    let extensions = response.extensions_mut();
                    match extensions.get_mut::<JournalNote>() {
                        Some(existing) => {
                            existing.actor = note.actor;
                            existing.subject = note.subject;
                        }
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

/// Whether an authenticated caller may run an operation that requires
/// `claim`: a staff token needs the claim; an impersonation token holds none,
/// and may only read its own customer's records (see [`super::impersonation`]).
fn permit(
    session: &Session,
    caller: &Caller,
    claim: Option<Claim>,
    method: &Method,
    template: &str,
    path: &str,
) -> Result<(), ApiError> {
    let Some(claim) = claim else { return Ok(()) };
    let Some(customer) = &caller.impersonating else {
        return if caller.claims.contains(&claim) {
            Ok(())
        } else {
            Err(ApiError::Forbidden(claim))
        };
    };
    let own = impersonation::owner_parameter(method, template).is_some_and(|parameter| {
        impersonation::owns(&session.world(), customer.user_id, template, path, parameter)
    });
    if own {
        Ok(())
    } else {
        Err(ApiError::Impersonating {
            claim,
            customer: customer.user_name.clone(),
        })
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
        .verify(token, super::jwt::Moment::at(session.token_now()))
        .map_err(|error| ApiError::InvalidToken(error.to_string()))?;
    // A replayed refresh token revokes its chain: the access tokens issued on
    // it too, not only the refresh tokens (RFC 6819 section 5.2.2.3).
    if let Some(chain) = &claims.sid
        && state.refresh_tokens.is_revoked(chain)
    {
        return Err(ApiError::InvalidToken(
            "it was revoked: a refresh token of its sign-in was used twice (a replay); sign in again".into(),
        ));
    }
    let world = session.world();
    let staff_id = match &claims.act {
        Some(actor) => actor.sub.parse().ok(),
        None => claims.sub.parse().ok(),
    };
    let user = staff_id
        .and_then(|id| world.staff_by_id(id))
        .ok_or_else(|| ApiError::InvalidToken("the token's user no longer exists".into()))?;
    let impersonating = match &claims.act {
        None => None,
        Some(_) => {
            let customer = claims
                .sub
                .parse()
                .ok()
                .and_then(|id| world.customer_by_id(id))
                .ok_or_else(|| ApiError::InvalidToken("the impersonated customer no longer exists".into()))?;
            Some(Impersonated {
                user_id: customer.user_id,
                user_name: customer.user_name.clone(),
            })
        }
    };
    Ok(Caller {
        user_id: user.id,
        user_name: user.user_name.clone(),
        // A customer holds no staff claims: the staff member lends none.
        claims: if impersonating.is_some() {
            Vec::new()
        } else {
            world.claims_of(user)
        },
        impersonating,
    })
}
