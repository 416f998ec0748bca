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
// Money: the lookups over the money collections.
mod money;

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
