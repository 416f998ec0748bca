//! Trading accounts and their types (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The account types of spec section 3, numbered as the spec numbers them.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum AccountType {
    /// Unknown.
    Unknown = 0,
    /// Individual Cash.
    IndividualCash = 1,
    /// Individual Margin.
    IndividualMargin = 2,
    /// Joint Cash.
    JointCash = 3,
    /// Joint Margin.
    JointMargin = 4,
    /// Traditional IRA.
    TraditionalIra = 5,
    /// Roth IRA.
    RothIra = 6,
    /// Self Employed (SEP) IRA.
    SepIra = 7,
    /// Inherited IRA.
    InheritedIra = 8,
    /// Self Directed.
    SelfDirected = 9,
    /// Trust.
    Trust = 10,
    /// Corporate.
    Corporate = 11,
    /// Simple IRA.
    SimpleIra = 12,
    /// 401K.
    FourOhOneK = 13,
    /// CESA.
    Cesa = 14,
    /// HSA.
    Hsa = 15,
    /// Beneficiary IRA.
    BeneficiaryIra = 16,
}

impl AccountType {
    /// Every account type, in spec order.
    pub const ALL: [AccountType; 17] = super::numbered::values(Self::NAMES);
}

impl Numbered for AccountType {
    const NAMES: &'static [(Self, &'static str)] = &[
        (AccountType::Unknown, "Unknown"),
        (AccountType::IndividualCash, "Individual Cash"),
        (AccountType::IndividualMargin, "Individual Margin"),
        (AccountType::JointCash, "Joint Cash"),
        (AccountType::JointMargin, "Joint Margin"),
        (AccountType::TraditionalIra, "Traditional IRA"),
        (AccountType::RothIra, "Roth IRA"),
        (AccountType::SepIra, "Self Employed (SEP) IRA"),
        (AccountType::InheritedIra, "Inherited IRA"),
        (AccountType::SelfDirected, "Self Directed"),
        (AccountType::Trust, "Trust"),
        (AccountType::Corporate, "Corporate"),
        (AccountType::SimpleIra, "Simple IRA"),
        (AccountType::FourOhOneK, "401K"),
        (AccountType::Cesa, "CESA"),
        (AccountType::Hsa, "HSA"),
        (AccountType::BeneficiaryIra, "Beneficiary IRA"),
    ];
}

/// A brokerage account held by a customer.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct TradingAccount {
    /// Stable identifier (spec section 3), used by the detail route.
    pub trading_account_id: u64,
    /// The broker's account number, as staff quote it on the phone.
    pub account_number: String,
    /// The account type (spec section 3 numbering).
    pub account_type: AccountType,
    /// The owning customer.
    pub user_id: u64,
    /// The owner's full name, carried so the listing needs no join.
    pub full_name: String,
    /// The owner's email, carried so the listing can be searched by it.
    pub email: String,
    /// Settled cash in USD.
    pub cash_balance: f64,
    /// When the account was opened; the listing's default sort is newest first.
    pub created: DateTime<Utc>,
}

/// The body of `POST /api/admin/trading-accounts` (the Add account screen).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"UserId": 10000, "AccountType": 6}))]
pub struct OpenTradingAccountPayload {
    /// The customer who will own the account.
    #[schema(minimum = 1)]
    #[serde(deserialize_with = "super::ids::int64")]
    pub user_id: u64,
    /// The account type (spec section 3 numbering); Unknown (0) cannot be chosen.
    pub account_type: AccountType,
}
