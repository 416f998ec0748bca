//! Transfers (cash movements) and the ACH watchlist (spec sections 3 and 4).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Deserializer, Serialize, Serializer, ser::SerializeSeq};
use utoipa::ToSchema;

/// What a transfer moves where (spec 3; the spec's `All` is a filter value,
/// not a record's type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TransferType {
    /// ACH pull from the customer's bank into the trading account.
    BankDeposit,
    /// ACH push from the trading account to the customer's bank.
    BankWithdraw,
    /// Cash from the trading account into a smartfolio.
    SmartfolioInvest,
    /// Cash from a smartfolio back to the trading account.
    SmartfolioWithdraw,
    /// Cash arriving from another broker (account transfer).
    FromBroker,
}

impl TransferType {
    /// Every transfer type, in spec order.
    pub const ALL: [TransferType; 5] = [
        TransferType::BankDeposit,
        TransferType::BankWithdraw,
        TransferType::SmartfolioInvest,
        TransferType::SmartfolioWithdraw,
        TransferType::FromBroker,
    ];

    /// The direction of the movement: money in is INVEST, money out is WITHDRAW.
    pub fn kind(self) -> CashMovementKind {
        match self {
            TransferType::BankDeposit | TransferType::SmartfolioInvest | TransferType::FromBroker => {
                CashMovementKind::Invest
            }
            TransferType::BankWithdraw | TransferType::SmartfolioWithdraw => CashMovementKind::Withdraw,
        }
    }

    /// Whether the movement goes through a bank account.
    pub fn uses_bank(self) -> bool {
        matches!(self, TransferType::BankDeposit | TransferType::BankWithdraw)
    }

    /// `+1` when the trading account's cash grows, `-1` when it shrinks.
    /// Investing in a smartfolio moves cash out of the account's cash.
    pub fn cash_sign(self) -> i64 {
        match self {
            TransferType::BankDeposit | TransferType::SmartfolioWithdraw | TransferType::FromBroker => 1,
            TransferType::BankWithdraw | TransferType::SmartfolioInvest => -1,
        }
    }
}

/// Where a transfer stands: the spec 3 set (Complete, Pending, Error,
/// Rejected, Completed) plus the spec 4 preset states (OnHold, Skipped, Cancelled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum TransferStatus {
    /// Settled (the newer spelling).
    Complete,
    /// Sent, not settled yet.
    Pending,
    /// Failed in processing.
    Error,
    /// Refused by the bank or by a reviewer.
    Rejected,
    /// Settled (the older spelling some records carry).
    Completed,
    /// Held for review before processing.
    OnHold,
    /// Passed over by the batch (e.g. a duplicate).
    Skipped,
    /// Withdrawn before processing.
    Cancelled,
}

impl TransferStatus {
    /// Every status, in spec order.
    pub const ALL: [TransferStatus; 8] = [
        TransferStatus::Complete,
        TransferStatus::Pending,
        TransferStatus::Error,
        TransferStatus::Rejected,
        TransferStatus::Completed,
        TransferStatus::OnHold,
        TransferStatus::Skipped,
        TransferStatus::Cancelled,
    ];
    /// The "processed" preset of spec 4.
    pub const PROCESSED: [TransferStatus; 3] = [
        TransferStatus::Complete,
        TransferStatus::Rejected,
        TransferStatus::Cancelled,
    ];
    /// The "unprocessed" preset of spec 4.
    pub const UNPROCESSED: [TransferStatus; 2] = [TransferStatus::OnHold, TransferStatus::Skipped];

    /// Whether the money has moved (both spellings of done): only these count in balances.
    pub fn is_settled(self) -> bool {
        matches!(self, TransferStatus::Complete | TransferStatus::Completed)
    }
}

/// The direction of a cash movement (spec 3: INVEST, WITHDRAW; `All` is a filter value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum CashMovementKind {
    /// Money into the account or a smartfolio.
    #[serde(rename = "INVEST")]
    Invest,
    /// Money out of the account or a smartfolio.
    #[serde(rename = "WITHDRAW")]
    Withdraw,
}

/// The reasons an ACH withdrawal is watched (spec 3 account list presets,
/// spec 4 ACH withdrawal watch preset).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum AchWatchlistType {
    /// The trading account was opened within the last 90 days.
    AccountsWithin90Days,
    /// The customer has linked more than one bank account.
    MultipleBanks,
    /// The trading account has never traded.
    NoTrades,
}

impl AchWatchlistType {
    /// Every watchlist type, in spec order.
    pub const ALL: [AchWatchlistType; 3] = [
        AchWatchlistType::AccountsWithin90Days,
        AchWatchlistType::MultipleBanks,
        AchWatchlistType::NoTrades,
    ];

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A set of [`AchWatchlistType`]s in one byte; on the wire, an array of
/// their names in spec order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct WatchlistTypes(u8);

impl WatchlistTypes {
    /// The empty set.
    pub const NONE: WatchlistTypes = WatchlistTypes(0);

    /// This set with `kind` added.
    #[must_use]
    pub fn with(self, kind: AchWatchlistType) -> Self {
        WatchlistTypes(self.0 | kind.bit())
    }

    /// Whether `kind` is in the set.
    pub fn contains(self, kind: AchWatchlistType) -> bool {
        self.0 & kind.bit() != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The members, in spec order.
    pub fn iter(self) -> impl Iterator<Item = AchWatchlistType> {
        AchWatchlistType::ALL
            .into_iter()
            .filter(move |kind| self.contains(*kind))
    }
}

impl Serialize for WatchlistTypes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(None)?;
        for kind in self.iter() {
            seq.serialize_element(&kind)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for WatchlistTypes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let kinds = Vec::<AchWatchlistType>::deserialize(deserializer)?;
        Ok(kinds.into_iter().fold(WatchlistTypes::NONE, WatchlistTypes::with))
    }
}

/// A cash movement of a trading account.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Transfer {
    /// Stable identifier (spec 3), used by the detail route.
    pub transfer_id: u64,
    /// The trading account whose cash moves.
    pub trading_account_id: u64,
    /// The customer who owns the account, so listings filter by customer without a join.
    pub user_id: u64,
    /// The bank account of an ACH movement; none for smartfolio and broker movements.
    #[schema(value_type = Option<u64>, minimum = 1)]
    pub bank_account_id: Option<std::num::NonZeroU64>,
    /// What moves where.
    #[serde(rename = "Type")]
    pub transfer_type: TransferType,
    /// INVEST or WITHDRAW, following from the type.
    pub kind: CashMovementKind,
    /// Where the transfer stands.
    pub status: TransferStatus,
    /// The amount in USD, always positive; the type gives the direction.
    #[serde(with = "super::amounts::cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    /// The watchlist reasons the account carries (spec 4's ACH withdrawal watch filters on them).
    #[schema(value_type = Vec<AchWatchlistType>)]
    pub watchlist_types: WatchlistTypes,
    /// When the customer asked for the movement; the listing's default sort is newest first.
    pub created: DateTime<Utc>,
    /// When the movement was processed (settled, rejected, failed or cancelled); none while open.
    pub processed: Option<DateTime<Utc>>,
}

/// The body of `POST /api/admin/transfers` (the cash movement create page):
/// a manual transfer, recorded as Pending.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({
    "TradingAccountId": 100000, "Type": "FromBroker", "Kind": "INVEST", "Amount": 250.5, "Date": "2026-01-15"
}))]
pub struct CreateTransferPayload {
    /// The trading account whose cash moves.
    #[schema(minimum = 1)]
    #[serde(deserialize_with = "super::ids::int64")]
    pub trading_account_id: u64,
    /// What moves where. Bank movements go through the account's first linked bank account.
    #[serde(rename = "Type")]
    pub transfer_type: TransferType,
    /// INVEST or WITHDRAW; it must be the type's direction (money in is INVEST).
    pub kind: CashMovementKind,
    /// The amount in USD: more than 0, at most 1000000, whole cents.
    #[schema(minimum = 0.01, maximum = 1_000_000)]
    pub amount: f64,
    /// The day the customer asked for the movement: not after today (one day
    /// of slack for time zones ahead of UTC), not before the account was
    /// opened. Today (or that slack day) records the current time; an
    /// earlier day records noon UTC of it, or the opening, if the account
    /// opened that afternoon.
    pub date: chrono::NaiveDate,
}

/// A named status preset of spec 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum TransferPreset {
    /// Complete, Rejected and Cancelled.
    Processed,
    /// OnHold and Skipped.
    Unprocessed,
    /// The ACH withdrawal watch: Pending bank withdrawals on the AccountsWithin90Days, MultipleBanks or NoTrades watchlists.
    AchWithdrawalWatch,
}

/// A transfer's bucket in the Cash Movement listing's index: its
/// low-cardinality filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TransferBucket {
    /// The transfer's status.
    pub status: TransferStatus,
    /// The transfer's type.
    pub transfer_type: TransferType,
    /// The ACH watchlists it is on.
    pub watchlists: WatchlistTypes,
}

impl crate::store::index::Indexed for Transfer {
    type Key = TransferBucket;

    fn key(&self) -> TransferBucket {
        TransferBucket {
            status: self.status,
            transfer_type: self.transfer_type,
            watchlists: self.watchlist_types,
        }
    }

    fn created(&self) -> DateTime<Utc> {
        self.created
    }

    fn amount(&self) -> i64 {
        self.amount
    }

    fn id(&self) -> u64 {
        self.transfer_id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watchlist_types_travel_as_names_in_spec_order() {
        let set = WatchlistTypes::NONE
            .with(AchWatchlistType::NoTrades)
            .with(AchWatchlistType::AccountsWithin90Days);
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["AccountsWithin90Days","NoTrades"]"#);
        assert_eq!(serde_json::from_str::<WatchlistTypes>(&json).unwrap(), set);
        assert!(!set.contains(AchWatchlistType::MultipleBanks));
        assert_eq!(serde_json::to_string(&WatchlistTypes::NONE).unwrap(), "[]");
    }
}
