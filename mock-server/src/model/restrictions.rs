//! Restrictions: restricted accounts, the eight per-account permissions
//! (spec 3) and selective user restrictions (spec 6).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The eight per-account permissions of spec 3, numbered by their
/// `PermissionId` (Cash Deposit 2 to Smartfolio Sell 9); `AccountPermissionId`
/// is the other numbering, one lower.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum AccountPermission {
    /// Cash Deposit (PermissionId 2, AccountPermissionId 1).
    CashDeposit = 2,
    /// Cash Withdrawal (3/2).
    CashWithdrawal = 3,
    /// Stock Buy (4/3).
    StockBuy = 4,
    /// Stock Sell (5/4).
    StockSell = 5,
    /// Smartfolio Invest (6/5).
    SmartfolioInvest = 6,
    /// Smartfolio Withdraw (7/6).
    SmartfolioWithdraw = 7,
    /// Smartfolio Buy (8/7).
    SmartfolioBuy = 8,
    /// Smartfolio Sell (9/8).
    SmartfolioSell = 9,
}

impl AccountPermission {
    /// Every permission, in spec order.
    pub const ALL: [AccountPermission; 8] = super::numbered::values(Self::NAMES);

    /// The `PermissionId` of spec 3.
    pub fn permission_id(self) -> u8 {
        self as u8
    }

    /// The `AccountPermissionId` of spec 3.
    pub fn account_permission_id(self) -> AccountPermissionId {
        AccountPermissionId(self)
    }
}

impl Numbered for AccountPermission {
    const NAMES: &'static [(Self, &'static str)] = &[
        (AccountPermission::CashDeposit, "Cash Deposit"),
        (AccountPermission::CashWithdrawal, "Cash Withdrawal"),
        (AccountPermission::StockBuy, "Stock Buy"),
        (AccountPermission::StockSell, "Stock Sell"),
        (AccountPermission::SmartfolioInvest, "Smartfolio Invest"),
        (AccountPermission::SmartfolioWithdraw, "Smartfolio Withdraw"),
        (AccountPermission::SmartfolioBuy, "Smartfolio Buy"),
        (AccountPermission::SmartfolioSell, "Smartfolio Sell"),
    ];
}

/// The eight per-account permissions of spec 3 in their other numbering, the
/// `AccountPermissionId` (Cash Deposit 1 to Smartfolio Sell 8): one lower
/// than the `PermissionId` of [`AccountPermission`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AccountPermissionId(pub AccountPermission);

impl AccountPermissionId {
    /// The number on the wire.
    pub fn number(self) -> u8 {
        self.0 as u8 - 1
    }
}

impl Serialize for AccountPermissionId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.number())
    }
}

impl<'de> Deserialize<'de> for AccountPermissionId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let number = u8::deserialize(deserializer)?;
        AccountPermission::ALL
            .into_iter()
            .map(AccountPermissionId)
            .find(|id| id.number() == number)
            .ok_or_else(|| {
                serde::de::Error::custom(format!("{number} is not an AccountPermissionId (1 to 8)"))
            })
    }
}

impl utoipa::PartialSchema for AccountPermissionId {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::Integer)
            .description(Some(
                "The eight per-account permissions of spec 3 in their other numbering, the \
                 `AccountPermissionId`: one lower than the `PermissionId` of `AccountPermission`.",
            ))
            .enum_values(Some(
                AccountPermission::ALL.map(|p| AccountPermissionId(p).number()),
            ))
            .into()
    }
}

impl ToSchema for AccountPermissionId {}

impl Numbered for AccountPermissionId {
    const NAMES: &'static [(Self, &'static str)] = &{
        let names = AccountPermission::NAMES;
        let mut ids = [(AccountPermissionId(AccountPermission::CashDeposit), ""); 8];
        let mut at = 0;
        while at < ids.len() {
            ids[at] = (AccountPermissionId(names[at].0), names[at].1);
            at += 1;
        }
        ids
    };

    fn varname(self) -> String {
        self.0.varname()
    }
}

/// A trading account under restriction (the restrictions listing and the
/// compliance Restricted Accounts list).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct RestrictedAccount {
    /// Stable identifier of the restriction.
    pub restricted_account_id: u64,
    /// The restricted trading account.
    pub trading_account_id: u64,
    /// Its account number, carried so the listing needs no join.
    pub account_number: String,
    /// The owner.
    pub user_id: u64,
    /// The owner's full name.
    pub full_name: String,
    /// Why the account is restricted.
    pub reason: String,
    /// The staff member who restricted it.
    pub restricted_by: String,
    /// When; the listing sorts newest first.
    pub created: DateTime<Utc>,
}

/// One per-account permission setting (the Restricted Permissions list; default sort AccountNumber asc).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct RestrictedPermission {
    /// The trading account the setting belongs to.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// The owner's full name.
    pub full_name: String,
    /// The permission's `PermissionId` (spec 3).
    pub permission_id: AccountPermission,
    /// The permission's `AccountPermissionId` (spec 3).
    pub account_permission_id: AccountPermissionId,
    /// The permission's name as spec 3 spells it.
    pub permission_name: String,
    /// Whether the permission is currently allowed (false: restricted).
    pub is_allowed: bool,
    /// When the setting last changed.
    pub updated: DateTime<Utc>,
}

/// A selective restriction on one customer (the user details Restrictions tab).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectiveRestriction {
    /// Stable identifier; removal addresses it.
    pub restriction_id: u64,
    /// The restricted customer.
    pub user_id: u64,
    /// What the customer may not do.
    pub permission: AccountPermission,
    /// Why.
    pub reason: String,
    /// The staff member who added it.
    pub created_by: String,
    /// When it was added; sub-tables sort newest first.
    pub created: DateTime<Utc>,
}

/// The body of `POST /api/admin/users/{userId}/restrictions`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"permission": 3, "reason": "Returned ACH deposit"}))]
pub struct SelectiveRestrictionPayload {
    /// What the customer may no longer do (`PermissionId`, spec 3).
    pub permission: AccountPermission,
    /// Why (1 to 200 characters).
    pub reason: String,
}
