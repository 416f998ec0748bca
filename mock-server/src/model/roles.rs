//! Roles and the permissions they grant (spec sections 3 and 6).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Claim;

/// The role whose members see their full name in the sidebar (spec section 6).
pub const ADMINISTRATOR: &str = "administrator";

/// The role every platform customer holds from signing up; it grants no
/// console claims.
pub const CUSTOMER_ROLE: &str = "customer";

/// One permission as the roles screen lists it: the claim and a readable name.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Permission {
    /// The claim this permission grants.
    pub value: Claim,
    /// A readable name, shown as a chip on the roles table.
    pub name: String,
}

impl From<Claim> for Permission {
    fn from(claim: Claim) -> Self {
        Permission {
            value: claim,
            name: claim.display_name().to_owned(),
        }
    }
}

/// A named set of permissions assigned to staff users.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Role {
    /// Stable identifier; the delete call addresses roles by it.
    pub id: u64,
    /// The unique role name; the update call addresses roles by it, so it is locked in Update mode.
    pub name: String,
    /// What the role is for, shown on the roles table.
    pub description: String,
    /// The permissions the role grants; a user's claims are the union over their roles.
    pub permissions: Vec<Permission>,
}

impl Role {
    /// The claims this role grants.
    pub fn claims(&self) -> impl Iterator<Item = Claim> + '_ {
        self.permissions.iter().map(|permission| permission.value)
    }
}

/// One permission in a create or update payload: only its claim travels.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"Value": "users.view"}))]
pub struct PermissionValue {
    /// The claim to grant (spec 6).
    pub value: Claim,
}

/// The body of `POST /api/account/role` and `POST /api/account/role/{roleName}` (spec 3).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({
    "Name": "support",
    "Description": "Answers customers' questions about their accounts",
    "Permissions": [{"Value": "pageAccess"}, {"Value": "users.view"}]
}))]
pub struct RolePayload {
    /// The role's unique name (1 to 64 characters); on update it must name the role or a free name.
    pub name: String,
    /// What the role is for (1 to 256 characters).
    pub description: String,
    /// The claims the role grants; repeats are ignored.
    #[serde(default)]
    pub permissions: Vec<PermissionValue>,
}

/// A group of related permissions, for the role dialog's transfer lists.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PermissionGroup {
    /// A stable key for the group.
    pub key: String,
    /// The group's readable name.
    pub name: String,
    /// The permissions in the group, in spec 6 order.
    pub permissions: Vec<Permission>,
}

/// A user as the Manage Users dialog's lists show them: a staff member, or
/// a platform customer (roles apply to both; a customer's show on their
/// Assigned Roles tab).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "id": 1, "userName": "admin", "fullName": "Ada Lovelace",
    "email": "admin@brokerage.example", "roles": ["administrator"], "customer": false
}))]
pub struct RoleUser {
    /// The user's id (staff from 1, customers from 10000); role assignment addresses them by it.
    pub id: u64,
    /// The sign-in name the search matches.
    pub user_name: String,
    /// Given and family name.
    pub full_name: String,
    /// Contact address.
    pub email: String,
    /// The roles assigned now.
    pub roles: Vec<String>,
    /// Whether this is a platform customer rather than a staff member, so the
    /// dialog can tell the two apart.
    pub customer: bool,
}

/// The body of `POST /api/account/user/role/{userId}`: the user's roles after the call.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"Roles": ["operations analyst", "compliance officer"]}))]
pub struct UserRolesPayload {
    /// Role names; every one must exist. An empty list removes every role.
    pub roles: Vec<String>,
}

/// The answer of the roles screen's reads: a status, `Message` and `data` (spec 7).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
pub struct RoleData<T> {
    /// 200 on success; the console reads it before taking `data`.
    pub status: u16,
    /// `Success`.
    #[serde(rename = "Message")]
    pub message: String,
    /// The records asked for.
    pub data: T,
    /// How many records there are in all (the page may hold fewer).
    #[serde(rename = "totalCount")]
    pub total_count: u64,
}

/// The answer of the roles screen's writes and of the user search: `Message`
/// is `Success`, and `Data` holds the record touched or found (spec 7).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct RoleOutcome<T> {
    /// `Success`; failures are problem documents whose `error` the console shows.
    pub message: String,
    /// The record created, updated, deleted or found.
    pub data: T,
}

/// The `Message` of every successful role call.
pub const SUCCESS: &str = "Success";

impl<T> RoleData<T> {
    /// A successful read.
    pub fn success(data: T, total_count: u64) -> Self {
        RoleData {
            status: 200,
            message: SUCCESS.to_owned(),
            data,
            total_count,
        }
    }
}

impl<T> RoleOutcome<T> {
    /// A successful write or search.
    pub fn success(data: T) -> Self {
        RoleOutcome {
            message: SUCCESS.to_owned(),
            data,
        }
    }
}
