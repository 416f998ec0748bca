//! What an operation demands of its caller, declared once in its
//! `#[utoipa::path]` `security` attribute and read back by one parser
//! ([`Requirement::of`]) that both the guard and the document use.
//!
//! From that one declaration the document derives the rest
//! ([`SecuredOperations`]): the sign-in alternative (the OAuth2 password flow
//! Swagger UI's Authorize button uses), `x-required-claim` and its sentence,
//! and the standard 401 and 403 problem responses, so no operation repeats them.

use std::collections::BTreeMap;

use utoipa::{
    Modify,
    openapi::{
        OpenApi, RefOr,
        path::Operation,
        response::Response,
        security::{Flow, OAuth2, Password, Scopes, SecurityRequirement, SecurityScheme},
    },
};

use super::{BEARER_SCHEME, LOGIN_SCOPES, SIGN_IN_SCHEME};
use crate::{error::ApiError, model::Claim};

/// What an operation demands of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requirement {
    /// Anyone may call it (the token endpoint, the version file).
    Public,
    /// A valid access token, and the claim if one is named.
    Token(Option<Claim>),
}

impl Requirement {
    /// Parses an operation's `security` entry: none (or an empty list) means
    /// public; otherwise every alternative names the bearer or the sign-in
    /// scheme with the same list, empty for any token or holding the one
    /// claim (spec 6) the operation needs.
    pub fn of(operation: &Operation) -> Result<Requirement, String> {
        let Some(security) = &operation.security else {
            return Ok(Requirement::Public);
        };
        let mut claims: Option<Vec<String>> = None;
        for alternative in security {
            let entry: BTreeMap<String, Vec<String>> = serde_json::to_value(alternative)
                .and_then(serde_json::from_value)
                .map_err(|error| error.to_string())?;
            for (scheme, list) in entry {
                if scheme != BEARER_SCHEME && scheme != SIGN_IN_SCHEME {
                    return Err(format!(
                        "security names `{scheme}`; use the `{BEARER_SCHEME}` scheme"
                    ));
                }
                match &claims {
                    Some(seen) if *seen != list => {
                        return Err("every security alternative must name the same claim".to_owned());
                    }
                    _ => claims = Some(list),
                }
            }
        }
        match claims.as_deref() {
            None => Ok(Requirement::Public),
            Some([]) => Ok(Requirement::Token(None)),
            Some([name]) => Claim::parse(name)
                .map(|claim| Requirement::Token(Some(claim)))
                .ok_or_else(|| format!("`{name}` is not a claim")),
            Some(_) => Err("name at most one claim".to_owned()),
        }
    }

    /// The claim's name for `x-required-claim` (none when any token, or no token, will do).
    pub fn claim_name(self) -> Option<&'static str> {
        match self {
            Requirement::Token(Some(claim)) => Some(claim.as_str()),
            _ => None,
        }
    }

    /// The sentence that ends the operation's description.
    fn sentence(self) -> String {
        match self {
            Requirement::Public => "**Required claim:** none; no token needed.".to_owned(),
            Requirement::Token(None) => "**Required claim:** none; any valid access token.".to_owned(),
            Requirement::Token(Some(claim)) => format!("**Required claim:** `{}`.", claim.as_str()),
        }
    }

    /// The security entry as the document states it: the bearer scheme (a
    /// token at hand) or the sign-in flow, with the same claim either way.
    fn security(self) -> Option<Vec<SecurityRequirement>> {
        let Requirement::Token(claim) = self else {
            return None;
        };
        let claims: Vec<&str> = claim.map(Claim::as_str).into_iter().collect();
        Some(vec![
            SecurityRequirement::new(BEARER_SCHEME, claims.clone()),
            SecurityRequirement::new(SIGN_IN_SCHEME, claims),
        ])
    }
}

/// The document's pass over every operation's security requirement: the
/// sign-in alternative, `x-required-claim` with its sentence, and the 401 and
/// 403 responses (an operation that declares its own keeps it).
pub struct SecuredOperations;

impl Modify for SecuredOperations {
    fn modify(&self, api: &mut OpenApi) {
        let components = api.components.get_or_insert_with(Default::default);
        components.add_security_scheme(SIGN_IN_SCHEME, sign_in_scheme());
        for operation in api
            .paths
            .paths
            .values_mut()
            .flat_map(crate::openapi::operations::operations_mut)
        {
            // A malformed entry is left as it is: the guard refuses to start on it.
            let Ok(requirement) = Requirement::of(operation) else {
                continue;
            };
            operation.security = requirement.security();
            let claim = requirement
                .claim_name()
                .map(|name| serde_json::Value::String(name.to_owned()));
            operation
                .extensions
                .get_or_insert_with(Default::default)
                .insert("x-required-claim".to_owned(), claim.unwrap_or_default());
            let sentence = requirement.sentence();
            operation.description = Some(match operation.description.take() {
                Some(description) => format!("{description}\n\n{sentence}"),
                None => sentence,
            });
            let Requirement::Token(claim) = requirement else {
                continue;
            };
            let responses = &mut operation.responses.responses;
            responses.entry("401".to_owned()).or_insert_with(|| {
                RefOr::T(ApiError::Unauthenticated.documented("No token, or the token is not valid"))
            });
            if let Some(claim) = claim {
                responses
                    .entry("403".to_owned())
                    .or_insert_with(|| RefOr::T(forbidden(claim)));
            }
        }
    }
}

/// The standard 403 of an operation that requires `claim`.
fn forbidden(claim: Claim) -> Response {
    ApiError::Forbidden(claim).documented(format!("The caller lacks `{}`", claim.as_str()))
}

/// The OAuth2 password flow at `POST /connect/token`: what Swagger UI's
/// Authorize button signs in with (its page pre-fills the console's client id
/// and scopes).
fn sign_in_scheme() -> SecurityScheme {
    let described = |scope: &str| match scope {
        "openid" => "Who you are (OpenID Connect)",
        "email" => "Your email address",
        "phone" => "Your phone number",
        "profile" => "Your name",
        "offline_access" => "A refresh token, to stay signed in",
        "roles" => "Your roles, which give your claims",
        _ => "The back-office API",
    };
    let scopes = Scopes::from_iter(LOGIN_SCOPES.map(|scope| (scope, described(scope))));
    SecurityScheme::OAuth2(OAuth2::with_description(
        [Flow::Password(Password::new("/connect/token", scopes))],
        format!(
            "Sign in with a demo account (`admin`, `analyst`, `compliance` or `customer`, password \
             `password`) as the console does: client id `{}`, the scopes ticked. The requirement's \
             list names the claim (spec 6) the operation needs, as for `{BEARER_SCHEME}`.",
            super::CLIENT_ID
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn operation(security: Option<Vec<SecurityRequirement>>) -> Operation {
        let mut operation = Operation::new();
        operation.security = security;
        operation
    }

    #[test]
    fn one_parser_reads_every_form_of_the_entry() {
        assert_eq!(Requirement::of(&operation(None)), Ok(Requirement::Public));
        let token = operation(Some(vec![SecurityRequirement::new(
            BEARER_SCHEME,
            Vec::<String>::new(),
        )]));
        assert_eq!(Requirement::of(&token), Ok(Requirement::Token(None)));
        let claim = operation(Some(vec![
            SecurityRequirement::new(BEARER_SCHEME, ["users.view"]),
            SecurityRequirement::new(SIGN_IN_SCHEME, ["users.view"]),
        ]));
        assert_eq!(
            Requirement::of(&claim),
            Ok(Requirement::Token(Some(Claim::UsersView)))
        );
        assert_eq!(
            Requirement::of(&operation(Requirement::Token(Some(Claim::UsersView)).security())),
            Ok(Requirement::Token(Some(Claim::UsersView)))
        );
    }

    #[test]
    fn inconsistent_entries_are_refused() {
        let unknown = operation(Some(vec![SecurityRequirement::new(BEARER_SCHEME, ["nope"])]));
        assert!(Requirement::of(&unknown).is_err());
        let two = operation(Some(vec![SecurityRequirement::new(
            BEARER_SCHEME,
            ["users.view", "pageAccess"],
        )]));
        assert!(Requirement::of(&two).is_err());
        let differ = operation(Some(vec![
            SecurityRequirement::new(BEARER_SCHEME, ["users.view"]),
            SecurityRequirement::new(SIGN_IN_SCHEME, ["pageAccess"]),
        ]));
        assert!(Requirement::of(&differ).is_err());
        let other = operation(Some(vec![SecurityRequirement::new(
            "apiKey",
            Vec::<String>::new(),
        )]));
        assert!(Requirement::of(&other).is_err());
    }
}
