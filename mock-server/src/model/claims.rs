//! The permission claims of spec section 6.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A permission claim carried by a signed-in staff member (spec section 6).
///
/// The spelling, including the inconsistent capitals of `Trade.*` and
/// `Orders.*`, is the product's own and must not be normalised: the console
/// compares these strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
pub enum Claim {
    /// Required to enter the console at all.
    #[serde(rename = "pageAccess")]
    PageAccess,
    /// The Manage Roles page and its menu entry.
    #[serde(rename = "claims.view")]
    ClaimsView,
    /// Adding, editing and deleting roles.
    #[serde(rename = "claims.manage")]
    ClaimsManage,
    /// The Manage Users dialog of the roles page.
    #[serde(rename = "claims.assign")]
    ClaimsAssign,
    /// The User Accounts listing and its menu entry.
    #[serde(rename = "users.view")]
    UsersView,
    /// Creating users and resending confirmation emails.
    #[serde(rename = "users.manage")]
    UsersManage,
    /// The Trading Accounts menu entry and listing.
    #[serde(rename = "tradingAccount.viewList")]
    TradingAccountViewList,
    /// The trading account detail route.
    #[serde(rename = "tradingAccount.viewDetails")]
    TradingAccountViewDetails,
    /// The Bank Accounts menu entry and listing.
    #[serde(rename = "bankAccount.viewList")]
    BankAccountViewList,
    /// The bank account detail route.
    #[serde(rename = "bankAccount.viewDetails")]
    BankAccountViewDetails,
    /// The Cash Movement menu entry and listing.
    #[serde(rename = "transfer.viewList")]
    TransferViewList,
    /// The transfer detail route.
    #[serde(rename = "transfer.viewDetails")]
    TransferViewDetails,
    /// The Trades listing.
    #[serde(rename = "Trade.viewList")]
    TradeViewList,
    /// The trade detail route.
    #[serde(rename = "Trade.viewDetails")]
    TradeViewDetails,
    /// The Orders pages.
    #[serde(rename = "Orders.viewList")]
    OrdersViewList,
    /// The Restrictions menu entry and the Restricted Permissions link in Compliance.
    #[serde(rename = "compliance.viewRestrictedPermissions")]
    ComplianceViewRestrictedPermissions,
    /// The Compliance group.
    #[serde(rename = "compliance.viewList")]
    ComplianceViewList,
    /// The Operations group.
    #[serde(rename = "operation.viewList")]
    OperationViewList,
    /// The Reconciliation reports group.
    #[serde(rename = "reconciliation.report.viewList")]
    ReconciliationReportViewList,
}

impl Claim {
    /// Every claim, in the order of the spec 6 table.
    pub const ALL: [Claim; 19] = [
        Claim::PageAccess,
        Claim::ClaimsView,
        Claim::ClaimsManage,
        Claim::ClaimsAssign,
        Claim::UsersView,
        Claim::UsersManage,
        Claim::TradingAccountViewList,
        Claim::TradingAccountViewDetails,
        Claim::BankAccountViewList,
        Claim::BankAccountViewDetails,
        Claim::TransferViewList,
        Claim::TransferViewDetails,
        Claim::TradeViewList,
        Claim::TradeViewDetails,
        Claim::OrdersViewList,
        Claim::ComplianceViewRestrictedPermissions,
        Claim::ComplianceViewList,
        Claim::OperationViewList,
        Claim::ReconciliationReportViewList,
    ];

    /// The claim string exactly as it travels on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Claim::PageAccess => "pageAccess",
            Claim::ClaimsView => "claims.view",
            Claim::ClaimsManage => "claims.manage",
            Claim::ClaimsAssign => "claims.assign",
            Claim::UsersView => "users.view",
            Claim::UsersManage => "users.manage",
            Claim::TradingAccountViewList => "tradingAccount.viewList",
            Claim::TradingAccountViewDetails => "tradingAccount.viewDetails",
            Claim::BankAccountViewList => "bankAccount.viewList",
            Claim::BankAccountViewDetails => "bankAccount.viewDetails",
            Claim::TransferViewList => "transfer.viewList",
            Claim::TransferViewDetails => "transfer.viewDetails",
            Claim::TradeViewList => "Trade.viewList",
            Claim::TradeViewDetails => "Trade.viewDetails",
            Claim::OrdersViewList => "Orders.viewList",
            Claim::ComplianceViewRestrictedPermissions => "compliance.viewRestrictedPermissions",
            Claim::ComplianceViewList => "compliance.viewList",
            Claim::OperationViewList => "operation.viewList",
            Claim::ReconciliationReportViewList => "reconciliation.report.viewList",
        }
    }

    /// Parses a wire string; `None` for anything that is not a claim of spec 6.
    pub fn parse(value: &str) -> Option<Claim> {
        Claim::ALL.into_iter().find(|claim| claim.as_str() == value)
    }

    /// A human name for the permission, as the roles screen lists it.
    pub fn display_name(self) -> &'static str {
        match self {
            Claim::PageAccess => "Console access",
            Claim::ClaimsView => "View roles",
            Claim::ClaimsManage => "Manage roles",
            Claim::ClaimsAssign => "Assign roles to users",
            Claim::UsersView => "View user accounts",
            Claim::UsersManage => "Manage user accounts",
            Claim::TradingAccountViewList => "View trading accounts",
            Claim::TradingAccountViewDetails => "View trading account details",
            Claim::BankAccountViewList => "View bank accounts",
            Claim::BankAccountViewDetails => "View bank account details",
            Claim::TransferViewList => "View transfers",
            Claim::TransferViewDetails => "View transfer details",
            Claim::TradeViewList => "View trades",
            Claim::TradeViewDetails => "View trade details",
            Claim::OrdersViewList => "View orders",
            Claim::ComplianceViewRestrictedPermissions => "View restricted permissions",
            Claim::ComplianceViewList => "View compliance lists",
            Claim::OperationViewList => "View operations",
            Claim::ReconciliationReportViewList => "View reconciliation reports",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_strings_round_trip_through_serde() {
        for claim in Claim::ALL {
            let json = serde_json::to_string(&claim).unwrap();
            assert_eq!(json, format!("\"{}\"", claim.as_str()));
            assert_eq!(Claim::parse(claim.as_str()), Some(claim));
        }
        assert_eq!(Claim::parse("trade.viewList"), None, "claims are case-sensitive");
    }
}
