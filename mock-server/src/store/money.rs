//! Lookups over the money collections (bank accounts, transfers, trades,
//! positions, orders, account history, balances).
//!
//! Every money collection is generated in ascending `TradingAccountId` order,
//! so one account's records are a contiguous run, found by binary search.

use super::World;
use crate::model::{AccountHistoryEntry, Balance, BankAccount, Order, Position, Trade, Transfer};

impl World {
    /// How many records the world holds, over every collection.
    pub fn record_count(&self) -> usize {
        self.roles.len()
            + self.staff.len()
            + self.customers.len()
            + self.trading_accounts.len()
            + self.bank_accounts.len()
            + self.transfers.len()
            + self.trades.len()
            + self.positions.len()
            + self.orders.len()
            + self.fix_orders.len()
            + self.executions.len()
            + self.account_history.len()
            + self.balances.len()
            + self.balance_breaks.len()
    }

    /// The bank accounts of trading account `id`.
    pub fn bank_accounts_of(&self, id: u64) -> &[BankAccount] {
        of_account(&self.bank_accounts, id, |record| record.trading_account_id)
    }

    /// The transfers of trading account `id`, oldest first.
    pub fn transfers_of(&self, id: u64) -> &[Transfer] {
        of_account(&self.transfers, id, |record| record.trading_account_id)
    }

    /// The trades of trading account `id`, oldest first.
    pub fn trades_of(&self, id: u64) -> &[Trade] {
        of_account(&self.trades, id, |record| record.trading_account_id)
    }

    /// The positions of trading account `id`, in symbol-universe order.
    pub fn positions_of(&self, id: u64) -> &[Position] {
        of_account(&self.positions, id, |record| record.trading_account_id)
    }

    /// The orders of trading account `id`.
    pub fn orders_of(&self, id: u64) -> &[Order] {
        of_account(&self.orders, id, |record| record.trading_account_id)
    }

    /// The account history of trading account `id`, oldest first.
    pub fn account_history_of(&self, id: u64) -> &[AccountHistoryEntry] {
        of_account(&self.account_history, id, |record| record.trading_account_id)
    }

    /// The balance of trading account `id`.
    pub fn balance_of(&self, id: u64) -> Option<&Balance> {
        of_account(&self.balances, id, |record| record.trading_account_id).first()
    }
}

/// The run of `records` (sorted by `key`) whose key is `id`.
fn of_account<T>(records: &[T], id: u64, key: impl Fn(&T) -> u64) -> &[T] {
    let start = records.partition_point(|record| key(record) < id);
    let end = start + records[start..].partition_point(|record| key(record) == id);
    &records[start..end]
}
