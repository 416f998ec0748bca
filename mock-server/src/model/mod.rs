//! Typed models of every entity the console shows, one file per domain area.
//!
//! These types are the single source of truth of the contract: they derive
//! `serde` for the wire format and `utoipa::ToSchema` for the OpenAPI document,
//! from which `openapi/schema.d.ts` is generated for the console. Field names
//! and enumeration values are spelt exactly as the specification spells them,
//! which is why some entities are PascalCase (`TradingAccountId`, `FullName`)
//! and others camelCase (`access_token`, `totalMatch`).

pub mod auth;
pub mod claims;
pub mod customers;
pub mod listing;
pub mod meta;
pub mod problem;
pub mod roles;
pub mod staff;
pub mod trading_accounts;

pub use auth::{OAuthError, OAuthErrorCode, TokenRequest, TokenResponse};
pub use claims::Claim;
pub use customers::Customer;
pub use listing::Listing;
pub use meta::Meta;
pub use problem::Problem;
pub use roles::{
    ADMINISTRATOR, Permission, PermissionGroup, PermissionValue, Role, RoleData, RoleOutcome, RolePayload,
    RoleUser, UserRolesPayload,
};
pub use staff::{Impersonator, SignedInUser, StaffUser};
pub use trading_accounts::{AccountType, TradingAccount};
