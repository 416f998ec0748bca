//! Roles and the permissions they grant (spec sections 3 and 6).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Claim;

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
