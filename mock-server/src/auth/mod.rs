//! Authentication and authorisation: the token endpoint, signed access tokens
//! and the guard that enforces each operation's claim.
//!
//! The claim an operation needs is declared once, in its `#[utoipa::path]`
//! `security` attribute. One parser ([`requirement::Requirement::of`]) reads
//! it back out of the OpenAPI document for both [`guard::Guard`] and the
//! document's own derived parts, so what the document promises is exactly
//! what the server enforces.

pub mod guard;
pub mod impersonation;
pub mod jwt;
pub mod oauth_error;
pub mod refresh;
pub mod requirement;
pub mod token;

pub use guard::{Caller, Guard, Impersonated};
pub use jwt::TokenSigner;

/// The client id the console sends on sign-in and refresh (spec 7: "a fixed mobile client id").
pub const CLIENT_ID: &str = "brokerage.mobile";

/// The proxy client that may exchange a staff token for an impersonation token (spec 7).
pub const PROXY_CLIENT_ID: &str = "brokerage.proxy";

/// The proxy client's secret; the mock's is public, documented in the README.
pub const PROXY_CLIENT_SECRET: &str = "brokerage-proxy-secret";

/// The grant type of the token exchange (RFC 8693 section 2.1).
pub const TOKEN_EXCHANGE_GRANT: &str = "urn:ietf:params:oauth:grant-type:token-exchange";

/// The token type of an access token (RFC 8693 section 3).
pub const ACCESS_TOKEN_TYPE: &str = "urn:ietf:params:oauth:token-type:access_token";

/// The exchange style the console sends for impersonation (spec 7).
pub const IMPERSONATION_STYLE: &str = "impersonation";

/// The product API scope the console asks for besides the OpenID ones.
pub const API_SCOPE: &str = "brokerage.api";

/// The scopes the console asks for at sign-in and refresh (spec 7).
pub const LOGIN_SCOPES: [&str; 7] = [
    "openid",
    "email",
    "phone",
    "profile",
    "offline_access",
    "roles",
    API_SCOPE,
];

/// The password of every demo account (DESIGN.md).
pub const DEMO_PASSWORD: &str = "password";

/// The name of the security scheme in the OpenAPI document.
pub const BEARER_SCHEME: &str = "bearer";

/// The name of the OAuth2 password-flow scheme at `/connect/token`, which
/// the document offers beside [`BEARER_SCHEME`] so Swagger UI can sign in.
pub const SIGN_IN_SCHEME: &str = "signIn";

/// The second header that carries the access token (spec 7).
pub const ACCESS_TOKEN_HEADER: &str = "access-token";
