//! Market data series and the dashboard's figures.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One point of a chart series (spec 3: pairs of time and value).
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Serialize, ToSchema)]
pub struct SeriesPoint {
    /// When.
    pub time: DateTime<Utc>,
    /// The price at that minute, USD.
    pub value: f64,
}

/// A symbol's intraday price series in its exchange's hours, one point a minute.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketDataSeries {
    /// The ticker.
    pub symbol: String,
    /// The exchange's time zone (IANA), whose hours the session keeps: `America/New_York`.
    pub time_zone: String,
    /// When the session of the series opened: 9:30 AM in the exchange's zone, as an instant.
    pub session_open: DateTime<Utc>,
    /// When that session closes (or closed): 4:00 PM in the exchange's zone.
    pub session_close: DateTime<Utc>,
    /// The last price of the session before (the previous day's close).
    pub previous_close: f64,
    /// The points from the open to now (or to the close, the closing print
    /// included), oldest first; a session that has closed holds all 391.
    pub points: Vec<SeriesPoint>,
}

/// The dashboard's headline figures.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardFigures {
    /// Customers in all.
    pub customers: u64,
    /// Customers who finished onboarding.
    pub onboarded_customers: u64,
    /// Customers who signed up in the last 30 days.
    pub new_customers_30_days: u64,
    /// Trading accounts in all.
    pub trading_accounts: u64,
    /// Settled cash over every account, USD.
    pub total_cash: f64,
    /// Transfers waiting to be processed (status `Pending`): the Cash Movement
    /// listing with `status=Pending` counts the same.
    pub pending_transfers: u64,
    /// Transfers on the ACH withdrawal watch (spec 4's preset): the Cash
    /// Movement listing with `preset=achWithdrawalWatch` counts the same.
    pub ach_withdrawal_watch: u64,
    /// Rows of the negative settled cash report.
    pub negative_settled_cash: u64,
    /// Customers per onboarding status, every status in spec order (zero included).
    pub onboarding: Vec<OnboardingCount>,
    /// When the figures were computed.
    pub as_of: DateTime<Utc>,
}

/// How many customers stand at one onboarding status.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnboardingCount {
    /// The status, as spelt in spec 3.
    pub status: super::OnboardingStatus,
    /// Customers at that status; the User Accounts listing with `onboardingStatus` counts the same.
    pub customers: u64,
}

/// The buckets of the sign-ups report: a day, an ISO week (Monday first) or a calendar month.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum SignUpInterval {
    /// One bucket a day.
    Day,
    /// One bucket a week, from Monday.
    Week,
    /// One bucket a calendar month.
    Month,
}

/// Sign-ups and how far they went, in one day or week (the Marketing
/// Authentication page: docs/spec-deviations.md).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUpBucket {
    /// The bucket's first day (UTC); a week starts on Monday, a month on its first.
    pub start: NaiveDate,
    /// Customers who signed up in the bucket.
    pub sign_ups: u64,
    /// Of those, how many confirmed their email (they can sign in).
    pub email_confirmed: u64,
    /// Of those, how many finished onboarding (Onboarding Complete or Invested).
    pub onboarded: u64,
}

/// The sign-ups report: customers who signed up between two days, bucketed.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUpReport {
    /// The bucket size.
    pub interval: SignUpInterval,
    /// The first day counted (UTC).
    pub from: NaiveDate,
    /// The last day counted (UTC), included.
    pub to: NaiveDate,
    /// Every bucket from `from` to `to`, oldest first, empty ones included.
    pub buckets: Vec<SignUpBucket>,
}
