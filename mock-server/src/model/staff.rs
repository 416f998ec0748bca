//! Staff members who sign in to the console (spec sections 3 and 4).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Claim;

/// A member of the platform's staff, as the server stores them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct StaffUser {
    /// Stable identifier; the subject of the access tokens issued to this user.
    pub id: u64,
    /// The sign-in name, without any environment prefix.
    pub user_name: String,
    /// Given name; the sidebar shows it for users who are not administrators.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Contact address.
    pub email: String,
    /// Names of the roles assigned; claims follow from them.
    pub roles: Vec<String>,
    /// When the account was created.
    pub created: DateTime<Utc>,
}

impl StaffUser {
    /// Given and family name, as administrators see it in the sidebar.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}

/// The signed-in user, as `GET /api/account/users/me/{account}` answers it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({
    "Id": 1,
    "UserName": "admin",
    "FirstName": "Ada",
    "FullName": "Ada Lovelace",
    "Email": "admin@brokerage.example",
    "Roles": ["administrator"],
    "Claims": ["pageAccess", "claims.view", "users.view"]
}))]
pub struct SignedInUser {
    /// The staff member's identifier (with an impersonation token, the customer's `UserId`).
    pub id: u64,
    /// The sign-in name.
    pub user_name: String,
    /// Given name, shown in the sidebar for non-administrators.
    pub first_name: String,
    /// Given and family name, shown in the sidebar for administrators.
    pub full_name: String,
    /// Contact address, shown in the user menu.
    pub email: String,
    /// The assigned role names; `administrator` makes the sidebar show `FullName`.
    pub roles: Vec<String>,
    /// The permission claims (spec section 6); without `pageAccess` the console refuses sign-in.
    /// With an impersonation token, none: the token acts as the customer, who
    /// holds no staff claims, and reads only the customer's own records.
    pub claims: Vec<Claim>,
    /// Present only with an impersonation token: the staff member acting as
    /// this user, so the console can show its banner and offer the way back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impersonator: Option<Impersonator>,
}

/// The staff member behind an impersonation token.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"UserName": "admin", "FullName": "Ada Lovelace"}))]
pub struct Impersonator {
    /// The staff member's sign-in name.
    pub user_name: String,
    /// Their given and family name, for the impersonation banner.
    pub full_name: String,
}
