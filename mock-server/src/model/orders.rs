//! Orders, the FIX messages and executions behind them, and the aggregate
//! views of the orders pages (spec sections 2, 3 and 4).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The order type (spec 3 filter: All, Market, Limit; `All` is a filter value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum OrderType {
    /// At the market price.
    Market,
    /// At the limit price or better.
    Limit,
}

/// What the order does (spec 3: Buy, Sell, Invest, Withdraw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, Serialize, ToSchema)]
pub enum OrderAction {
    /// Buy shares.
    Buy,
    /// Sell shares.
    Sell,
    /// Put cash into a smartfolio (bought in its core symbol).
    Invest,
    /// Take cash out of a smartfolio (sold from its core symbol).
    Withdraw,
}

impl OrderAction {
    /// Every action, in spec order.
    pub const ALL: [OrderAction; 4] = [
        OrderAction::Buy,
        OrderAction::Sell,
        OrderAction::Invest,
        OrderAction::Withdraw,
    ];

    /// Whether the order buys (Buy, Invest) rather than sells (Sell, Withdraw).
    pub fn buys(self) -> bool {
        matches!(self, OrderAction::Buy | OrderAction::Invest)
    }
}

/// The order status filter set of spec 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum OrderStatus {
    /// Fully executed.
    Complete,
    /// Waiting for the market to open.
    OnOpen,
    /// Held before submission.
    OnHold,
    /// Sent to the broker, not executed yet.
    Submitted,
    /// Queued for sending.
    Enqueued,
    /// Refused by the broker.
    Rejected,
    /// Cancelled.
    Cancelled,
    /// Passed over (deleted or replaced).
    Skipped,
    /// Submitted, in a state outside the named ones (partial fills, cancels in flight).
    SubmittedOther,
    /// Not submitted, in a state outside the named ones (errors before sending).
    UnsubmittedOther,
}

impl OrderStatus {
    /// Every status, in spec order.
    pub const ALL: [OrderStatus; 10] = [
        OrderStatus::Complete,
        OrderStatus::OnOpen,
        OrderStatus::OnHold,
        OrderStatus::Submitted,
        OrderStatus::Enqueued,
        OrderStatus::Rejected,
        OrderStatus::Cancelled,
        OrderStatus::Skipped,
        OrderStatus::SubmittedOther,
        OrderStatus::UnsubmittedOther,
    ];
    /// The "Submitted" preset of spec 4.
    pub const SUBMITTED: [OrderStatus; 4] = [
        OrderStatus::Complete,
        OrderStatus::Rejected,
        OrderStatus::Cancelled,
        OrderStatus::SubmittedOther,
    ];
    /// The "Unsubmitted" preset of spec 4.
    pub const UNSUBMITTED: [OrderStatus; 2] = [OrderStatus::OnOpen, OrderStatus::UnsubmittedOther];
}

/// The hold state of an order (spec 4: none, On Open, On Hold, Cancelled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum HoldState {
    /// Not held.
    #[serde(rename = "none")]
    None,
    /// Held until the market opens.
    #[serde(rename = "On Open")]
    OnOpen,
    /// Held by operations.
    #[serde(rename = "On Hold")]
    OnHold,
    /// The hold ended in a cancellation.
    Cancelled,
}

/// The text status set of spec 4 (complete, cancelled, skipped, sending,
/// rejected, on open, NotSent_UnknownReason).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum OrderStatusText {
    /// complete.
    #[serde(rename = "complete")]
    Complete,
    /// cancelled.
    #[serde(rename = "cancelled")]
    Cancelled,
    /// skipped.
    #[serde(rename = "skipped")]
    Skipped,
    /// sending.
    #[serde(rename = "sending")]
    Sending,
    /// rejected.
    #[serde(rename = "rejected")]
    Rejected,
    /// on open.
    #[serde(rename = "on open")]
    OnOpen,
    /// NotSent_UnknownReason.
    #[serde(rename = "NotSent_UnknownReason")]
    NotSentUnknownReason,
}

/// The further status set of spec 4: how the submission to the broker went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SubmissionStatus {
    /// The broker accepted and answered.
    Success,
    /// Sent, no answer yet.
    Submitted,
    /// Being sent.
    Sending,
    /// The broker's callback arrived and is being processed.
    CallbackReceived,
    /// A time-in-force override was applied.
    DurationOverride,
    /// Sending failed.
    SubmissionError,
    /// The broker answered with an error code.
    ErrorCode,
}

/// The numeric order lifecycle of spec 4 (0 New ... 20 Replaced), numbered as the spec numbers it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum OrderLifecycle {
    /// New.
    New = 0,
    /// Queued.
    Queued = 1,
    /// Pending.
    Pending = 2,
    /// Submitted.
    Submitted = 3,
    /// Accepted.
    Accepted = 4,
    /// Executed.
    Executed = 5,
    /// PartialFill.
    PartialFill = 6,
    /// Filled.
    Filled = 7,
    /// Hold.
    Hold = 8,
    /// Cancelled.
    Cancelled = 9,
    /// Deleted.
    Deleted = 10,
    /// Error.
    Error = 11,
    /// Rejected.
    Rejected = 12,
    /// Assigning.
    Assigning = 13,
    /// PartialFillCancelled.
    PartialFillCancelled = 14,
    /// PartialFillRejected.
    PartialFillRejected = 15,
    /// AutomaticCancelling.
    AutomaticCancelling = 16,
    /// UserCancelling.
    UserCancelling = 17,
    /// TimeInForceCancelling.
    TimeInForceCancelling = 18,
    /// CancelReplacing.
    CancelReplacing = 19,
    /// Replaced.
    Replaced = 20,
}

/// Everything an order's place in the lifecycle implies about its other statuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LifecycleStatuses {
    /// The filter status.
    pub status: OrderStatus,
    /// The hold state.
    pub hold_state: HoldState,
    /// The text status.
    pub status_text: OrderStatusText,
    /// The submission status; none before anything was sent.
    pub submission_status: Option<SubmissionStatus>,
    /// Whether the order reached the broker (and so has a FIX message).
    pub sent: bool,
    /// How much of the quantity executed: none, part or all.
    pub fill: Fill,
}

/// How much of an order executed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    /// Nothing.
    None,
    /// Part of the quantity.
    Partial,
    /// All of it.
    Full,
}

impl OrderLifecycle {
    /// Every lifecycle value, 0 to 20.
    pub const ALL: [OrderLifecycle; 21] = super::numbered::values(Self::NAMES);

    /// The statuses this lifecycle value implies. The spec shows no mapping
    /// between its status sets; this one is recorded in docs/spec-deviations.md.
    pub fn statuses(self) -> LifecycleStatuses {
        use OrderLifecycle as L;
        use OrderStatus as S;
        use OrderStatusText as T;
        use SubmissionStatus as U;
        let (status, hold_state, status_text, submission_status, sent, fill) = match self {
            L::New => (S::OnOpen, HoldState::OnOpen, T::OnOpen, None, false, Fill::None),
            L::Queued => (
                S::Enqueued,
                HoldState::None,
                T::Sending,
                Some(U::Sending),
                false,
                Fill::None,
            ),
            L::Assigning => (
                S::Enqueued,
                HoldState::None,
                T::Sending,
                Some(U::Sending),
                false,
                Fill::None,
            ),
            L::Pending => (
                S::Submitted,
                HoldState::None,
                T::Sending,
                Some(U::Submitted),
                true,
                Fill::None,
            ),
            L::Submitted => (
                S::Submitted,
                HoldState::None,
                T::Sending,
                Some(U::Submitted),
                true,
                Fill::None,
            ),
            L::Accepted => (
                S::Submitted,
                HoldState::None,
                T::Sending,
                Some(U::CallbackReceived),
                true,
                Fill::None,
            ),
            L::Executed | L::Filled => (
                S::Complete,
                HoldState::None,
                T::Complete,
                Some(U::Success),
                true,
                Fill::Full,
            ),
            L::PartialFill => (
                S::SubmittedOther,
                HoldState::None,
                T::Sending,
                Some(U::CallbackReceived),
                true,
                Fill::Partial,
            ),
            L::Hold => (
                S::OnHold,
                HoldState::OnHold,
                T::OnOpen,
                Some(U::DurationOverride),
                false,
                Fill::None,
            ),
            L::Cancelled => (
                S::Cancelled,
                HoldState::Cancelled,
                T::Cancelled,
                Some(U::Success),
                true,
                Fill::None,
            ),
            L::PartialFillCancelled => (
                S::Cancelled,
                HoldState::Cancelled,
                T::Cancelled,
                Some(U::Success),
                true,
                Fill::Partial,
            ),
            L::Deleted => (S::Skipped, HoldState::None, T::Skipped, None, false, Fill::None),
            L::Replaced => (
                S::Skipped,
                HoldState::None,
                T::Skipped,
                Some(U::Success),
                true,
                Fill::None,
            ),
            L::Error => (
                S::UnsubmittedOther,
                HoldState::None,
                T::NotSentUnknownReason,
                Some(U::SubmissionError),
                false,
                Fill::None,
            ),
            L::Rejected => (
                S::Rejected,
                HoldState::None,
                T::Rejected,
                Some(U::ErrorCode),
                true,
                Fill::None,
            ),
            L::PartialFillRejected => (
                S::Rejected,
                HoldState::None,
                T::Rejected,
                Some(U::ErrorCode),
                true,
                Fill::Partial,
            ),
            L::AutomaticCancelling | L::UserCancelling | L::CancelReplacing => (
                S::SubmittedOther,
                HoldState::None,
                T::Sending,
                Some(U::Submitted),
                true,
                Fill::None,
            ),
            L::TimeInForceCancelling => (
                S::SubmittedOther,
                HoldState::None,
                T::Sending,
                Some(U::DurationOverride),
                true,
                Fill::None,
            ),
        };
        LifecycleStatuses {
            status,
            hold_state,
            status_text,
            submission_status,
            sent,
            fill,
        }
    }
}

impl OrderLifecycle {
    /// Whether the order is still working: the part not executed yet may
    /// still execute (waiting, sent, partly filled, or a cancel in flight).
    /// A finished order (filled, cancelled, rejected, deleted, replaced, in
    /// error) executes nothing more.
    pub fn is_open(self) -> bool {
        use OrderLifecycle as L;
        matches!(
            self,
            L::New
                | L::Queued
                | L::Pending
                | L::Submitted
                | L::Accepted
                | L::PartialFill
                | L::Hold
                | L::Assigning
                | L::AutomaticCancelling
                | L::UserCancelling
                | L::TimeInForceCancelling
                | L::CancelReplacing
        )
    }

    /// The broker's latest FIX status (tag 39) for an order that reached it.
    pub fn fix_status(self) -> FixOrdStatus {
        use OrderLifecycle as L;
        match self {
            L::Pending => FixOrdStatus::PendingNew,
            L::PartialFill => FixOrdStatus::PartiallyFilled,
            L::Executed | L::Filled => FixOrdStatus::Filled,
            L::Cancelled | L::PartialFillCancelled => FixOrdStatus::Canceled,
            L::Replaced => FixOrdStatus::Replaced,
            L::Rejected | L::PartialFillRejected => FixOrdStatus::Rejected,
            L::AutomaticCancelling | L::UserCancelling | L::TimeInForceCancelling | L::CancelReplacing => {
                FixOrdStatus::PendingCancel
            }
            _ => FixOrdStatus::New,
        }
    }
}

impl Numbered for OrderLifecycle {
    const NAMES: &'static [(Self, &'static str)] = &[
        (OrderLifecycle::New, "New"),
        (OrderLifecycle::Queued, "Queued"),
        (OrderLifecycle::Pending, "Pending"),
        (OrderLifecycle::Submitted, "Submitted"),
        (OrderLifecycle::Accepted, "Accepted"),
        (OrderLifecycle::Executed, "Executed"),
        (OrderLifecycle::PartialFill, "PartialFill"),
        (OrderLifecycle::Filled, "Filled"),
        (OrderLifecycle::Hold, "Hold"),
        (OrderLifecycle::Cancelled, "Cancelled"),
        (OrderLifecycle::Deleted, "Deleted"),
        (OrderLifecycle::Error, "Error"),
        (OrderLifecycle::Rejected, "Rejected"),
        (OrderLifecycle::Assigning, "Assigning"),
        (OrderLifecycle::PartialFillCancelled, "PartialFillCancelled"),
        (OrderLifecycle::PartialFillRejected, "PartialFillRejected"),
        (OrderLifecycle::AutomaticCancelling, "AutomaticCancelling"),
        (OrderLifecycle::UserCancelling, "UserCancelling"),
        (OrderLifecycle::TimeInForceCancelling, "TimeInForceCancelling"),
        (OrderLifecycle::CancelReplacing, "CancelReplacing"),
        (OrderLifecycle::Replaced, "Replaced"),
    ];
}

/// An order placed for a trading account.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Order {
    /// Stable identifier; executions and FIX messages point at it.
    pub order_id: u64,
    /// The trading account the order is for.
    pub trading_account_id: u64,
    /// The customer who owns the account.
    pub user_id: u64,
    /// The ticker ordered; joins the symbols (assets) by ticker.
    pub symbol: super::amounts::Symbol,
    /// Market or Limit.
    pub order_type: OrderType,
    /// Buy, Sell, Invest or Withdraw.
    pub action: OrderAction,
    /// The filter status (spec 4), following from the lifecycle.
    pub status: OrderStatus,
    /// The hold state (spec 4), following from the lifecycle.
    pub hold_state: HoldState,
    /// The numeric lifecycle value 0-20 (spec 4).
    pub order_status_id: OrderLifecycle,
    /// The text status (spec 4), following from the lifecycle.
    pub status_text: OrderStatusText,
    /// How the submission went (spec 4's further set); none before anything was sent.
    pub submission_status: Option<SubmissionStatus>,
    /// Shares ordered.
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub quantity: i64,
    /// Shares executed so far: the sum of the order's executions.
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub filled_quantity: i64,
    /// The limit price of a Limit order, in USD; none for Market orders.
    #[serde(default, with = "super::amounts::optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub limit_price: Option<i64>,
    /// The average execution price in USD; none while nothing executed.
    #[serde(default, with = "super::amounts::optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub average_price: Option<i64>,
    /// The estimated value (quantity times the reference price) in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    /// When the order was placed; the orders pages filter on it (default: today) and sort by it.
    pub created_date: DateTime<Utc>,
    /// When the order last changed state.
    pub updated_date: DateTime<Utc>,
}

/// The FIX side codes of a New Order Single.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum FixSide {
    /// FIX Side 1, buy.
    #[serde(rename = "1")]
    Buy,
    /// FIX Side 2, sell.
    #[serde(rename = "2")]
    Sell,
}

/// The FIX OrdStatus (tag 39) of the broker's latest answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum FixOrdStatus {
    /// 0 New.
    #[serde(rename = "0")]
    New,
    /// 1 Partially filled.
    #[serde(rename = "1")]
    PartiallyFilled,
    /// 2 Filled.
    #[serde(rename = "2")]
    Filled,
    /// 4 Canceled.
    #[serde(rename = "4")]
    Canceled,
    /// 5 Replaced.
    #[serde(rename = "5")]
    Replaced,
    /// 6 Pending cancel.
    #[serde(rename = "6")]
    PendingCancel,
    /// 8 Rejected.
    #[serde(rename = "8")]
    Rejected,
    /// A Pending new.
    #[serde(rename = "A")]
    PendingNew,
}

/// The FIX New Order Single sent to the broker for an order that reached it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct FixOrder {
    /// Stable identifier: equal to the order's id (one message per order).
    pub fix_order_id: u64,
    /// The order sent.
    pub order_id: u64,
    /// The trading account of the order.
    pub trading_account_id: u64,
    /// The client order id (FIX tag 11) quoted to the broker.
    pub cl_ord_id: super::amounts::ClOrdId,
    /// The ticker (FIX tag 55).
    pub symbol: super::amounts::Symbol,
    /// The side (FIX tag 54).
    pub side: FixSide,
    /// The quantity (FIX tag 38).
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub order_qty: i64,
    /// The order type (FIX tag 40, as the console names it).
    pub ord_type: OrderType,
    /// The limit price (FIX tag 44), if any.
    #[serde(default, with = "super::amounts::optional_cents")]
    #[schema(value_type = Option<f64>)]
    pub price: Option<i64>,
    /// The broker's latest status (FIX tag 39).
    pub ord_status: FixOrdStatus,
    /// When the message was sent (FIX tag 60).
    pub transact_time: DateTime<Utc>,
}

/// Whether an execution completed its order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum ExecType {
    /// The order still has quantity open after this execution.
    PartialFill,
    /// This execution completed the order.
    Fill,
}

/// An execution report: part or all of an order executed at one price.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct ExecutionReport {
    /// Stable identifier: the order's id times 4 plus the execution's place.
    pub execution_id: u64,
    /// The order executed.
    pub order_id: u64,
    /// The trading account of the order.
    pub trading_account_id: u64,
    /// The ticker executed.
    pub symbol: super::amounts::Symbol,
    /// The order's action.
    pub action: OrderAction,
    /// Fill or PartialFill.
    pub exec_type: ExecType,
    /// Shares executed in this report.
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub last_qty: i64,
    /// The execution price in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub last_price: i64,
    /// The market centre that executed.
    pub venue: super::amounts::Venue,
    /// When it executed.
    pub executed_at: DateTime<Utc>,
}

/// One row of the Aggregate Accounts view: a trading account's orders summed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OrderAggregateByAccount {
    /// The trading account.
    pub trading_account_id: u64,
    /// How many orders it placed.
    pub order_count: u64,
    /// How many of them buy (Buy, Invest).
    pub buy_count: u64,
    /// How many of them sell (Sell, Withdraw).
    pub sell_count: u64,
    /// The summed order amounts in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub total_amount: i64,
}

/// One row of the Aggregate Symbols view: a symbol's orders summed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OrderAggregateBySymbol {
    /// The ticker.
    pub symbol: super::amounts::Symbol,
    /// How many orders name it.
    pub order_count: u64,
    /// Shares bought (Buy, Invest) minus shares sold (Sell, Withdraw).
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub net_quantity: i64,
    /// The summed order amounts in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub total_amount: i64,
}

/// One row of the Aggregate Actions view: the orders of one action summed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OrderAggregateByAction {
    /// The action.
    pub action: OrderAction,
    /// How many orders carry it.
    pub order_count: u64,
    /// The summed quantities.
    #[serde(with = "super::amounts::shares")]
    #[schema(value_type = f64)]
    pub total_quantity: i64,
    /// The summed order amounts in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub total_amount: i64,
}

/// The three aggregate views, computed from a set of orders (e.g. one page's filter).
pub fn aggregate<'a>(
    orders: impl IntoIterator<Item = &'a Order>,
) -> (
    Vec<OrderAggregateByAccount>,
    Vec<OrderAggregateBySymbol>,
    Vec<OrderAggregateByAction>,
) {
    use std::collections::BTreeMap;
    let mut by_account: BTreeMap<u64, OrderAggregateByAccount> = BTreeMap::new();
    let mut by_symbol: BTreeMap<super::amounts::Symbol, OrderAggregateBySymbol> = BTreeMap::new();
    let mut by_action: BTreeMap<OrderAction, OrderAggregateByAction> = BTreeMap::new();
    for order in orders {
        let account = by_account
            .entry(order.trading_account_id)
            .or_insert_with(|| OrderAggregateByAccount {
                trading_account_id: order.trading_account_id,
                order_count: 0,
                buy_count: 0,
                sell_count: 0,
                total_amount: 0,
            });
        account.order_count += 1;
        if order.action.buys() {
            account.buy_count += 1;
        } else {
            account.sell_count += 1;
        }
        account.total_amount += order.amount;
        let symbol = by_symbol
            .entry(order.symbol)
            .or_insert_with(|| OrderAggregateBySymbol {
                symbol: order.symbol,
                order_count: 0,
                net_quantity: 0,
                total_amount: 0,
            });
        symbol.order_count += 1;
        symbol.net_quantity += if order.action.buys() {
            order.quantity
        } else {
            -order.quantity
        };
        symbol.total_amount += order.amount;
        let action = by_action
            .entry(order.action)
            .or_insert_with(|| OrderAggregateByAction {
                action: order.action,
                order_count: 0,
                total_quantity: 0,
                total_amount: 0,
            });
        action.order_count += 1;
        action.total_quantity += order.quantity;
        action.total_amount += order.amount;
    }
    (
        by_account.into_values().collect(),
        by_symbol.into_values().collect(),
        by_action.into_values().collect(),
    )
}

/// A named status preset of spec 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum OrderPreset {
    /// Complete, Rejected, Cancelled and SubmittedOther.
    Submitted,
    /// OnOpen and UnsubmittedOther.
    Unsubmitted,
}

/// An order's bucket in the orders tabs' index: their low-cardinality filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OrderBucket {
    /// The filter-set status.
    pub status: OrderStatus,
    /// Market or Limit.
    pub order_type: OrderType,
    /// Buy, Sell, Invest or Withdraw.
    pub action: OrderAction,
}

impl crate::store::index::Indexed for Order {
    type Key = OrderBucket;

    fn key(&self) -> OrderBucket {
        OrderBucket {
            status: self.status,
            order_type: self.order_type,
            action: self.action,
        }
    }

    fn created(&self) -> DateTime<Utc> {
        self.created_date
    }

    fn amount(&self) -> i64 {
        self.amount
    }

    fn id(&self) -> u64 {
        self.order_id
    }
}
