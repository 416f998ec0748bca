//! Trades and the positions that follow from them (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The side of a trade (spec 3: BUY, SELL; `All` is a filter value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TradeSide {
    /// Shares bought: cash goes down, the position grows.
    #[serde(rename = "BUY")]
    Buy,
    /// Shares sold: cash goes up, the position shrinks.
    #[serde(rename = "SELL")]
    Sell,
}

/// Who started a trade (spec 3: Manual, Smartfolio; `All` is a filter value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TradeOrigin {
    /// The customer traded by hand.
    Manual,
    /// A smartfolio rebalance traded for the customer.
    Smartfolio,
}

/// Where a trade stands (spec 3: Complete, Pending, Error, Rejected, Completed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TradeStatus {
    /// Executed and booked (the newer spelling).
    Complete,
    /// Sent, not executed yet.
    Pending,
    /// Failed in processing.
    Error,
    /// Refused by the broker.
    Rejected,
    /// Executed and booked (the older spelling some records carry).
    Completed,
}

impl TradeStatus {
    /// Every status, in spec order.
    pub const ALL: [TradeStatus; 5] = [
        TradeStatus::Complete,
        TradeStatus::Pending,
        TradeStatus::Error,
        TradeStatus::Rejected,
        TradeStatus::Completed,
    ];

    /// Whether the trade was booked: only these count in positions and balances.
    pub fn is_booked(self) -> bool {
        matches!(self, TradeStatus::Complete | TradeStatus::Completed)
    }
}

/// A trade in one symbol for one trading account.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Trade {
    /// Stable identifier (spec 3), used by the detail route.
    pub trade_id: u64,
    /// The trading account that traded.
    pub trading_account_id: u64,
    /// The customer who owns the account, so listings filter by customer without a join.
    pub user_id: u64,
    /// The order this trade books: a booked trade is exactly what the order's
    /// executions add up to (quantity and amount), at the last execution's time.
    pub order_id: u64,
    /// The ticker traded; joins the symbols (assets) by ticker.
    pub symbol: super::amounts::Symbol,
    /// BUY or SELL.
    pub side: TradeSide,
    /// Manual or Smartfolio.
    pub origin: TradeOrigin,
    /// Where the trade stands.
    pub status: TradeStatus,
    /// Shares traded (fractional shares allowed, to the thousandth).
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub quantity: i64,
    /// The price per share in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    /// Quantity times price in USD, rounded to the cent: what moves in cash,
    /// and what the order's executions add up to.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    /// When the trade was booked (a booked trade: its order's last execution)
    /// or placed (one not booked); the listing's default sort is newest first.
    pub created_date: DateTime<Utc>,
}

/// Whether a position is still held (spec 3: Open, Close; `All` is a filter value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum PositionState {
    /// Shares are held.
    Open,
    /// Everything bought was sold.
    Close,
}

/// The holding of one symbol in one trading account, following from its booked trades.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Position {
    /// Stable identifier: the trading account's id times 64 plus the symbol's place in the universe.
    pub position_id: u64,
    /// The trading account that holds it.
    pub trading_account_id: u64,
    /// The customer who owns the account.
    pub user_id: u64,
    /// The ticker held.
    pub symbol: super::amounts::Symbol,
    /// Open while shares are held, Close once all were sold.
    pub state: PositionState,
    /// Shares held: booked buys minus booked sells.
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub quantity: i64,
    /// The average price paid per share held, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub average_cost: i64,
    /// The last price of the symbol, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub last_price: i64,
    /// Quantity times last price, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub market_value: i64,
    /// Proceeds of sales minus the cost of the shares sold, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub realized_profit: i64,
    /// The first booked trade.
    pub opened: DateTime<Utc>,
    /// The last booked trade.
    pub updated: DateTime<Utc>,
}

/// A trade's bucket in the listing's index: its low-cardinality filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TradeBucket {
    /// BUY or SELL.
    pub side: TradeSide,
    /// Manual or Smartfolio.
    pub origin: TradeOrigin,
    /// The trade's status.
    pub status: TradeStatus,
}

impl crate::store::index::Indexed for Trade {
    type Key = TradeBucket;

    fn key(&self) -> TradeBucket {
        TradeBucket {
            side: self.side,
            origin: self.origin,
            status: self.status,
        }
    }

    fn created(&self) -> DateTime<Utc> {
        self.created_date
    }

    fn amount(&self) -> i64 {
        self.amount
    }

    fn id(&self) -> u64 {
        self.trade_id
    }
}
