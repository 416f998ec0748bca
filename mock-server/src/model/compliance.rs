//! Compliance lists: affiliations and the negative settled cash report.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The stock type of an affiliation, numbered as spec 3's stock type filter
/// numbers it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum StockType {
    /// The customer is an officer, director or 10% holder of a publicly traded company.
    PubliclyTradedCompany = 2,
    /// The customer works for a FINRA member firm or exchange.
    MemberFirm = 4,
}

impl Numbered for StockType {
    const NAMES: &'static [(Self, &'static str)] = &[
        (StockType::PubliclyTradedCompany, "Publicly Traded Company"),
        (StockType::MemberFirm, "Member Firm"),
    ];
}

/// The stock type filter of the affiliations listing (spec 3), whose 0 means
/// every stock type.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum StockTypeFilter {
    /// Every stock type.
    All = 0,
    /// Publicly traded companies only.
    PubliclyTradedCompany = 2,
    /// Member firms only.
    MemberFirm = 4,
}

impl Numbered for StockTypeFilter {
    const NAMES: &'static [(Self, &'static str)] = &[
        (StockTypeFilter::All, "All"),
        (StockTypeFilter::PubliclyTradedCompany, "Publicly Traded Company"),
        (StockTypeFilter::MemberFirm, "Member Firm"),
    ];
}

/// A customer's declared affiliation, reviewed by compliance.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Affiliation {
    /// Stable identifier.
    pub affiliation_id: u64,
    /// The affiliated customer.
    pub user_id: u64,
    /// Their full name.
    pub full_name: String,
    /// Publicly traded company or member firm.
    pub stock_type: StockType,
    /// The company or firm.
    pub company_name: String,
    /// The company's ticker, for publicly traded companies.
    pub ticker: Option<String>,
    /// The customer's role there.
    pub position: String,
    /// Whether compliance has approved the declaration.
    pub approved: bool,
    /// When it was declared.
    pub created: DateTime<Utc>,
}

/// One row of the negative settled cash report: an account whose settled cash went below zero on a day.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct NegativeSettledCash {
    /// Stable identifier.
    pub report_id: u64,
    /// The trading account.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// The owner's full name.
    pub full_name: String,
    /// The report day; the report sorts by it, newest first (spec 9's `Data desc`).
    pub date: DateTime<Utc>,
    /// Settled cash that day, in USD (negative).
    pub settled_cash: f64,
    /// Unsettled cash that day, in USD.
    pub unsettled_cash: f64,
    /// How many consecutive days the account has been negative.
    #[schema(format = Int64, minimum = 0, maximum = 4_294_967_295_u32)]
    pub days_negative: u32,
}
