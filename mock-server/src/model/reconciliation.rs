//! Reconciliation reports: the platform's records compared with the broker's.
//! A row whose two sides differ is a break, which is what the reports are for.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Which side of a comparison a position row comes from (spec 9: positions sort by `Source` desc).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, Serialize, ToSchema)]
pub enum ReconciliationSource {
    /// The broker's records.
    Broker,
    /// The platform's records.
    Platform,
}

/// A trade compared with the broker's confirmation.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct TradeReconciliation {
    /// Stable identifier of the row.
    pub row_id: u64,
    /// The report day; default sort newest first (spec 9's `Data desc`).
    pub date: DateTime<Utc>,
    /// The trading account.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// The symbol traded.
    pub symbol: String,
    /// BUY or SELL.
    pub side: String,
    /// Shares on the platform's side.
    pub platform_quantity: f64,
    /// Shares on the broker's side.
    pub broker_quantity: f64,
    /// Price per share on the platform's side.
    pub platform_price: f64,
    /// Price per share on the broker's side.
    pub broker_price: f64,
    /// Whether the two sides differ.
    pub is_break: bool,
}

/// A position as one side reports it.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct PositionReconciliation {
    /// Stable identifier of the row.
    pub row_id: u64,
    /// Which side reports it.
    pub source: ReconciliationSource,
    /// The trading account.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// The symbol held.
    pub symbol: String,
    /// Shares held according to this side.
    pub quantity: f64,
    /// Shares held according to the other side.
    pub other_quantity: f64,
    /// Whether the two sides differ.
    pub is_break: bool,
}

/// An account's cash compared with the broker's.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct AccountBalanceReconciliation {
    /// Stable identifier of the row.
    pub row_id: u64,
    /// The owner's full name; the report sorts by it (spec 9: `Name asc`).
    pub name: String,
    /// The trading account.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// Cash on the platform's books, USD.
    pub platform_balance: f64,
    /// Cash on the broker's books, USD.
    pub broker_balance: f64,
    /// Platform minus broker.
    pub difference: f64,
    /// Whether the two sides differ.
    pub is_break: bool,
}

/// A customer's onboarding status compared with the broker's account status.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OnboardingStatusReconciliation {
    /// Stable identifier of the row.
    pub row_id: u64,
    /// The customer.
    pub user_id: u64,
    /// Their full name.
    pub full_name: String,
    /// The platform's onboarding status.
    pub platform_status: super::OnboardingStatus,
    /// The broker's account status, in its own words.
    pub broker_status: String,
    /// Whether the two disagree.
    pub is_break: bool,
    /// When the comparison ran.
    pub created: DateTime<Utc>,
}

/// One row of the user and asset report (spec 3), as the report's text lines carry it.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
pub struct UserAssetReportRow {
    /// Row number.
    #[serde(rename = "S.No")]
    pub serial_number: u64,
    /// Given name.
    #[serde(rename = "First Name")]
    pub first_name: String,
    /// Family name.
    #[serde(rename = "Last Name")]
    pub last_name: String,
    /// Email.
    #[serde(rename = "Email")]
    pub email: String,
    /// When the customer started.
    #[serde(rename = "Start Date")]
    pub start_date: DateTime<Utc>,
    /// Cash plus market value of every account, USD.
    #[serde(rename = "Total Net Liquidity")]
    pub total_net_liquidity: f64,
}
