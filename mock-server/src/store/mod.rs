//! The in-memory world the API serves, and the lookups over it.
//!
//! # Copy on write
//!
//! Every collection sits behind its own `Arc`, so cloning a [`World`] (which
//! is how an isolated session world starts) copies a handful of pointers. A
//! mutation calls `Arc::make_mut` on the one collection it changes, which
//! copies that collection only, and only the first time in that world. The
//! large collections (transfers, trades, orders) are read-only in the API, so
//! a session never pays for copying them.

use std::{collections::BTreeSet, sync::Arc};

use crate::model::{Claim, Customer, Impersonator, Role, SignedInUser, StaffUser, TradingAccount};
// Money: bank accounts, transfers, trades, orders, ledger.
use crate::model::{
    AccountHistoryEntry, Balance, BalanceBreak, BankAccount, ExecutionReport, FixOrder, Order, Position,
    Trade, Transfer,
};

/// Every record the server knows, generated from a seed and then mutated by
/// the API.
#[derive(Debug, Clone, Default)]
pub struct World {
    /// Roles, each granting a set of claims.
    pub roles: Arc<Vec<Role>>,
    /// Staff members who may sign in, the demo accounts first.
    pub staff: Arc<Vec<StaffUser>>,
    /// Platform customers.
    pub customers: Arc<Vec<Customer>>,
    /// Trading accounts, each owned by a customer.
    pub trading_accounts: Arc<Vec<TradingAccount>>,
    // Money: bank accounts, transfers, trades, orders, ledger. Each collection
    // is in trading-account order (ascending `TradingAccountId`).
    /// Bank accounts, each linked to a trading account.
    pub bank_accounts: Arc<Vec<BankAccount>>,
    /// Transfers (cash movements) of the trading accounts.
    pub transfers: Arc<Vec<Transfer>>,
    /// Trades of the trading accounts.
    pub trades: Arc<Vec<Trade>>,
    /// Positions, following from the booked trades.
    pub positions: Arc<Vec<Position>>,
    /// Orders of the trading accounts.
    pub orders: Arc<Vec<Order>>,
    /// FIX messages of the orders that reached the broker.
    pub fix_orders: Arc<Vec<FixOrder>>,
    /// Execution reports of the orders that (partly) executed.
    pub executions: Arc<Vec<ExecutionReport>>,
    /// Account history: the cash ledger of every trading account.
    pub account_history: Arc<Vec<AccountHistoryEntry>>,
    /// One balance per trading account, in the same order.
    pub balances: Arc<Vec<Balance>>,
    /// The deliberate differences between balances and their ledgers.
    pub balance_breaks: Arc<Vec<BalanceBreak>>,
}

impl World {
    // Money: the size of the world, for the benchmark and the start-up log.
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

    /// The staff member with this sign-in name, compared case-insensitively as
    /// identity providers do.
    pub fn staff_by_user_name(&self, user_name: &str) -> Option<&StaffUser> {
        self.staff
            .iter()
            .find(|user| user.user_name.eq_ignore_ascii_case(user_name))
    }

    /// The staff member with this identifier.
    pub fn staff_by_id(&self, id: u64) -> Option<&StaffUser> {
        self.staff.iter().find(|user| user.id == id)
    }

    /// The customer with this identifier.
    pub fn customer_by_id(&self, id: u64) -> Option<&Customer> {
        self.customers.iter().find(|customer| customer.user_id == id)
    }

    /// The customer with this sign-in name, compared case-insensitively.
    pub fn customer_by_user_name(&self, user_name: &str) -> Option<&Customer> {
        self.customers
            .iter()
            .find(|customer| customer.user_name.eq_ignore_ascii_case(user_name))
    }

    // Money: one trading account's records, found by binary search (every
    // money collection is in ascending `TradingAccountId` order).
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

    /// The union of the claims of the user's roles, in spec order.
    pub fn claims_of(&self, user: &StaffUser) -> Vec<Claim> {
        let granted: BTreeSet<Claim> = self
            .roles
            .iter()
            .filter(|role| user.roles.iter().any(|name| name == &role.name))
            .flat_map(Role::claims)
            .collect();
        Claim::ALL
            .into_iter()
            .filter(|claim| granted.contains(claim))
            .collect()
    }

    /// The user as `GET /api/account/users/me/{account}` presents them.
    pub fn signed_in_user(&self, user: &StaffUser) -> SignedInUser {
        SignedInUser {
            id: user.id,
            user_name: user.user_name.clone(),
            first_name: user.first_name.clone(),
            full_name: user.full_name(),
            email: user.email.clone(),
            roles: user.roles.clone(),
            claims: self.claims_of(user),
            impersonator: None,
        }
    }

    /// The impersonated customer as `GET /api/account/users/me/{account}`
    /// presents them to the staff member acting as them.
    pub fn impersonated_user(&self, customer: &Customer, staff: &StaffUser) -> SignedInUser {
        SignedInUser {
            id: customer.user_id,
            user_name: customer.user_name.clone(),
            first_name: customer.first_name.clone(),
            full_name: format!("{} {}", customer.first_name, customer.last_name),
            email: customer.email.clone(),
            roles: Vec::new(),
            claims: self.claims_of(staff),
            impersonator: Some(Impersonator {
                user_name: staff.user_name.clone(),
                full_name: staff.full_name(),
            }),
        }
    }
}

// Money: the run of `records` (sorted by `key`) whose key is `id`.
fn of_account<T>(records: &[T], id: u64, key: impl Fn(&T) -> u64) -> &[T] {
    let start = records.partition_point(|record| key(record) < id);
    let end = start + records[start..].partition_point(|record| key(record) == id);
    &records[start..end]
}
