//! `GET /api/Account/permission-groups`: the permissions grouped by area
//! (spec 6 says such a list exists; its path is ours).

use crate::{
    extract::Json,
    model::{Claim, Permission, PermissionGroup, RoleData},
};

/// The groups, in menu order, and the claims of each.
const GROUPS: [(&str, &str, &[Claim]); 9] = [
    ("console", "Console", &[Claim::PageAccess]),
    (
        "roles",
        "Roles",
        &[Claim::ClaimsView, Claim::ClaimsManage, Claim::ClaimsAssign],
    ),
    ("users", "User accounts", &[Claim::UsersView, Claim::UsersManage]),
    (
        "accounts",
        "Trading and bank accounts",
        &[
            Claim::TradingAccountViewList,
            Claim::TradingAccountViewDetails,
            Claim::BankAccountViewList,
            Claim::BankAccountViewDetails,
        ],
    ),
    (
        "transfers",
        "Cash movement",
        &[Claim::TransferViewList, Claim::TransferViewDetails],
    ),
    (
        "trading",
        "Trades and orders",
        &[
            Claim::TradeViewList,
            Claim::TradeViewDetails,
            Claim::OrdersViewList,
        ],
    ),
    (
        "compliance",
        "Compliance",
        &[
            Claim::ComplianceViewList,
            Claim::ComplianceViewRestrictedPermissions,
        ],
    ),
    ("operations", "Operations", &[Claim::OperationViewList]),
    (
        "reconciliation",
        "Reconciliation",
        &[Claim::ReconciliationReportViewList],
    ),
];

/// List the permission groups.
///
/// Every permission appears in exactly one group.
#[utoipa::path(
    get,
    path = "/api/Account/permission-groups",
    operation_id = "listPermissionGroups",
    tag = crate::openapi::tags::ROLES,
    security(("bearer" = ["claims.view"])),
    responses(
        (status = OK, description = "The permission groups", body = RoleData<Vec<PermissionGroup>>),
    )
)]
pub async fn permission_groups() -> Json<RoleData<Vec<PermissionGroup>>> {
    let groups: Vec<PermissionGroup> = GROUPS
        .iter()
        .map(|(key, name, claims)| PermissionGroup {
            key: (*key).to_owned(),
            name: (*name).to_owned(),
            permissions: claims.iter().copied().map(Permission::from).collect(),
        })
        .collect();
    let total = groups.len() as u64;
    Json(RoleData::success(groups, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_claim_is_in_exactly_one_group() {
        for claim in Claim::ALL {
            let homes = GROUPS
                .iter()
                .filter(|(_, _, claims)| claims.contains(&claim))
                .count();
            assert_eq!(homes, 1, "{claim:?}");
        }
    }
}
