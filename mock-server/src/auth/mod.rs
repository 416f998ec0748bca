//! Authentication and authorisation: the token endpoint, signed access tokens
//! and the guard that enforces each operation's claim.
//!
//! The claim an operation needs is declared once, in its `#[utoipa::path]`
//! `security` attribute. [`guard::Guard`] reads those declarations back out of
//! the OpenAPI document, so what the document promises is exactly what the
//! server enforces.

pub mod guard;
pub mod jwt;
pub mod refresh;
pub mod token;

pub use guard::{Caller, Guard};
pub use jwt::TokenSigner;

/// The client id the console sends on sign-in and refresh (spec 7: "a fixed mobile client id").
pub const CLIENT_ID: &str = "brokerage.mobile";

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

/// The second header that carries the access token (spec 7).
pub const ACCESS_TOKEN_HEADER: &str = "access-token";
