//! Market data series and the dashboard's figures.

use chrono::{DateTime, Utc};
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

/// A symbol's intraday price series, one point a minute.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketDataSeries {
    /// The ticker.
    pub symbol: String,
    /// The previous day's close, from the last 150 points of a 395-minute window (spec 9).
    pub previous_close: f64,
    /// The points, oldest first.
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
    /// When the figures were computed.
    pub as_of: DateTime<Utc>,
}
