//! Account history (the cash ledger), balances, and the reconciliation breaks
//! between them (spec sections 2 and 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The transaction kinds of spec 3, spelt as the spec spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TransactionKind {
    /// The fee charged when a deposit is returned by the bank.
    #[serde(rename = "ACH RETURN FEE")]
    AchReturnFee,
    /// A credit adjustment.
    #[serde(rename = "CR")]
    Cr,
    /// A debit adjustment.
    #[serde(rename = "CD")]
    Cd,
    /// Cash out: a bank withdrawal or a smartfolio withdrawal.
    Withdraw,
    /// A deposit returned by the bank.
    #[serde(rename = "ACH RETURN")]
    AchReturn,
    /// Cash journalled between accounts, e.g. from another broker.
    #[serde(rename = "Cash Journal")]
    CashJournal,
    /// The reversal of an earlier entry.
    Reverse,
    /// Shares bought.
    Buy,
    /// Interest credited on cash.
    #[serde(rename = "Interest Paid")]
    InterestPaid,
    /// Cash moved into a smartfolio.
    Invest,
    /// Shares sold.
    Sell,
    /// A bank deposit.
    Deposit,
    /// A dividend credited.
    #[serde(rename = "Dividend Paid")]
    DividendPaid,
}

impl TransactionKind {
    /// Every kind, in spec order.
    pub const ALL: [TransactionKind; 13] = [
        TransactionKind::AchReturnFee,
        TransactionKind::Cr,
        TransactionKind::Cd,
        TransactionKind::Withdraw,
        TransactionKind::AchReturn,
        TransactionKind::CashJournal,
        TransactionKind::Reverse,
        TransactionKind::Buy,
        TransactionKind::InterestPaid,
        TransactionKind::Invest,
        TransactionKind::Sell,
        TransactionKind::Deposit,
        TransactionKind::DividendPaid,
    ];
}

/// What a history entry books, as the account statement names it. The API
/// sends the kind and its values (the entry's amount, a trade's symbol and
/// quantity), never a sentence: the console writes the line in the reader's
/// language, with the numbers in the reader's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum HistoryEvent {
    /// A bank deposit by ACH.
    AchDeposit,
    /// A bank withdrawal by ACH.
    AchWithdrawal,
    /// Cash moved into a smartfolio.
    SmartfolioInvestment,
    /// Cash taken out of a smartfolio.
    SmartfolioWithdrawal,
    /// Cash journalled in from another broker.
    CashFromBroker,
    /// Shares bought: the entry names the symbol and the quantity.
    SharesBought,
    /// Shares sold: the entry names the symbol and the quantity.
    SharesSold,
    /// Interest credited on cash.
    InterestOnCash,
    /// A dividend credited.
    Dividend,
    /// A credit adjustment.
    CreditAdjustment,
    /// A debit adjustment.
    DebitAdjustment,
    /// The reversal of an earlier credit.
    CreditReversal,
    /// A deposit the bank returned.
    DepositReturned,
    /// The fee charged for a returned deposit.
    ReturnedDepositFee,
    /// Cash journalled between accounts.
    CashJournal,
}

/// One entry of a trading account's history: a signed cash movement.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct AccountHistoryEntry {
    /// Stable identifier: the trading account's id times 64 plus the entry's place.
    pub transaction_id: u64,
    /// The trading account whose cash moved.
    pub trading_account_id: u64,
    /// The customer who owns the account.
    pub user_id: u64,
    /// What kind of movement it was.
    pub kind: TransactionKind,
    /// The signed amount in USD: positive adds cash, negative takes it.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    /// The settled transfer this entry books, if it books one.
    #[schema(value_type = Option<u64>, minimum = 1)]
    pub transfer_id: Option<std::num::NonZeroU64>,
    /// The booked trade this entry books, if it books one.
    #[schema(value_type = Option<u64>, minimum = 1)]
    pub trade_id: Option<std::num::NonZeroU64>,
    /// What the entry books; with `Amount`, `Symbol` and `Quantity` it is the
    /// statement line, which the console writes in the reader's language.
    pub event: HistoryEvent,
    /// The ticker, for a trade's entry (`SharesBought`, `SharesSold`); otherwise null.
    #[schema(value_type = Option<String>, example = "SPY")]
    pub symbol: Option<super::amounts::Symbol>,
    /// The shares traded, for a trade's entry; otherwise null.
    #[serde(default, with = "super::amounts::optional_shares")]
    #[schema(value_type = Option<f64>, example = 2.5)]
    pub quantity: Option<i64>,
    /// When the movement was booked; the tab's default sort is newest first.
    pub created: DateTime<Utc>,
}

/// The balances of a trading account, as the broker reports them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Balance {
    /// The trading account.
    pub trading_account_id: u64,
    /// The customer who owns it.
    pub user_id: u64,
    /// The cash the broker reports, in USD: the sum of the account's history,
    /// except for a recorded break (see `ReconciliationBreak`).
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub cash_balance: i64,
    /// The part of the history older than two days (T+2), in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub settled_cash: i64,
    /// The value of the open positions at their last prices, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub market_value: i64,
    /// Cash plus market value, in USD (the user and asset report's Total Net Liquidity).
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub total_net_liquidity: i64,
    /// Whether the reported cash differs from the history: a deliberate break
    /// for the account balance reconciliation report to find.
    pub reconciliation_break: bool,
    /// When the broker reported these figures.
    pub as_of: DateTime<Utc>,
}

/// A deliberate difference between a reported balance and the movements
/// behind it, listed so the reconciliation report and tests know them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct BalanceBreak {
    /// The trading account whose balance is off.
    pub trading_account_id: u64,
    /// The cash the history adds up to, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub expected_cash: i64,
    /// The cash the broker reports, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub reported_cash: i64,
    /// Reported minus expected, in USD.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub difference: i64,
}
