//! Trading accounts and their types (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

/// The account types of spec section 3, numbered as the spec numbers them.
///
/// 0 Unknown, 1 Individual Cash, 2 Individual Margin, 3 Joint Cash, 4 Joint Margin,
/// 5 Traditional IRA, 6 Roth IRA, 7 Self Employed (SEP) IRA, 8 Inherited IRA,
/// 9 Self Directed, 10 Trust, 11 Corporate, 12 Simple IRA, 13 401K, 14 CESA,
/// 15 HSA, 16 Beneficiary IRA.
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
    pub const ALL: [AccountType; 17] = [
        AccountType::Unknown,
        AccountType::IndividualCash,
        AccountType::IndividualMargin,
        AccountType::JointCash,
        AccountType::JointMargin,
        AccountType::TraditionalIra,
        AccountType::RothIra,
        AccountType::SepIra,
        AccountType::InheritedIra,
        AccountType::SelfDirected,
        AccountType::Trust,
        AccountType::Corporate,
        AccountType::SimpleIra,
        AccountType::FourOhOneK,
        AccountType::Cesa,
        AccountType::Hsa,
        AccountType::BeneficiaryIra,
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
