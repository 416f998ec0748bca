//! The in-memory world the API serves, and the lookups over it.
//!
//! # Copy on write
//!
//! Every collection sits behind its own `Arc`, so cloning a [`World`] (which
//! is how an isolated session world starts) copies a handful of pointers. A
//! mutation calls `Arc::make_mut` on the one collection it changes, which
//! copies that collection only, and only the first time in that world. The
//! large collections (transfers, trades, orders) are read-only in the API but
//! for a manual transfer (the cash movement create page), so a session rarely
//! pays for copying them.

pub mod index;

use index::Index;
use std::{
    collections::{BTreeMap, BTreeSet},
    sync::{Arc, OnceLock},
};

use chrono::{DateTime, Utc};

use crate::model::{
    AccountBalanceReconciliation, Affiliation, Asset, CUSTOMER_ROLE, Claim, CrmRequest, Customer,
    CustomerProfile, DashboardFigures, Impersonator, NegativeSettledCash, Notification, OnboardingCount,
    OnboardingStatus, OnboardingStatusReconciliation, PositionReconciliation, RestoreRequest,
    RestrictedAccount, RestrictedPermission, Role, SelectiveRestriction, SignedInUser, Smartfolio,
    SmartfolioOverride, SmartfolioPosition, StaffUser, SymbolStrategy, TradeReconciliation, TradingAccount,
};
// Money: bank accounts, transfers, trades, orders, ledger.
use crate::model::{
    AccountHistoryEntry, Balance, BalanceBreak, BankAccount, ExecutionReport, FixOrder, Order, OrderBucket,
    Position, Trade, TradeBucket, Transfer, TransferBucket,
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
    /// The roles staff gave customers in the Manage Users dialog, by customer
    /// id. A customer absent here holds only [`CUSTOMER_ROLE`], as every
    /// customer does on signing up; keeping the exceptions only means a
    /// session never copies a list as long as the customers.
    pub customer_roles: Arc<BTreeMap<u64, Vec<String>>>,
    /// Platform customers.
    pub customers: Arc<Vec<Customer>>,
    /// Trading accounts, each owned by a customer.
    pub trading_accounts: Arc<Vec<TradingAccount>>,
    /// The seed the world was generated from; customer details derive from it on demand.
    pub seed: u64,
    /// The clock reading the world was generated at; dates are offsets from it.
    pub generated_at: DateTime<Utc>,
    /// Restricted trading accounts.
    pub restricted_accounts: Arc<Vec<RestrictedAccount>>,
    /// The eight permission settings of each restricted account.
    pub restricted_permissions: Arc<Vec<RestrictedPermission>>,
    /// Selective restrictions on customers.
    pub selective_restrictions: Arc<Vec<SelectiveRestriction>>,
    /// Declared affiliations, for compliance review.
    pub affiliations: Arc<Vec<Affiliation>>,
    /// The negative settled cash report's rows.
    pub negative_settled_cash: Arc<Vec<NegativeSettledCash>>,
    /// The CRM provider request log.
    pub crm_requests: Arc<Vec<CrmRequest>>,
    /// Point-in-time restore requests.
    pub restore_requests: Arc<Vec<RestoreRequest>>,
    /// The trade reconciliation report.
    pub trade_reconciliation: Arc<Vec<TradeReconciliation>>,
    /// The position reconciliation report.
    pub position_reconciliation: Arc<Vec<PositionReconciliation>>,
    /// The account balance reconciliation report.
    pub balance_reconciliation: Arc<Vec<AccountBalanceReconciliation>>,
    /// The onboarding status reconciliation report.
    pub onboarding_reconciliation: Arc<Vec<OnboardingStatusReconciliation>>,
    /// The asset universe of the Symbols screen.
    pub assets: Arc<Vec<Asset>>,
    /// In-app and push notifications.
    pub notifications: Arc<Vec<Notification>>,
    /// The smartfolio designer list.
    pub smartfolios: Arc<Vec<Smartfolio>>,
    /// Symbol strategies.
    pub symbol_strategies: Arc<Vec<SymbolStrategy>>,
    /// Smartfolio holdings in trading accounts.
    pub smartfolio_positions: Arc<Vec<SmartfolioPosition>>,
    /// Manual smartfolio weight overrides.
    pub smartfolio_overrides: Arc<Vec<SmartfolioOverride>>,
    // Money: bank accounts, transfers, trades, orders, ledger. Each collection
    // is in trading-account order (ascending `TradingAccountId`).
    /// Bank accounts, each linked to a trading account.
    pub bank_accounts: Arc<Vec<BankAccount>>,
    /// Transfers (cash movements) of the trading accounts.
    pub transfers: Arc<Vec<Transfer>>,
    /// The indexes of `trades` and `orders`, built on first use and shared
    /// like the transfers' (both are read-only in the API).
    pub trade_index: Arc<OnceLock<Index<TradeBucket>>>,
    /// See `trade_index`.
    pub order_index: Arc<OnceLock<Index<OrderBucket>>>,
    /// The index of `transfers`, built on first use and shared by every
    /// session cloned from this world (transfers are read-only in the API).
    pub transfer_index: Arc<OnceLock<Index<TransferBucket>>>,
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

    /// The role names a customer holds: those staff gave them, or else
    /// [`CUSTOMER_ROLE`] alone.
    pub fn customer_roles_of(&self, user_id: u64) -> Vec<String> {
        self.customer_roles
            .get(&user_id)
            .cloned()
            .unwrap_or_else(|| vec![CUSTOMER_ROLE.to_owned()])
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

    /// A customer's details (the user details tabs), derived from the seed on demand.
    pub fn customer_profile(&self, user_id: u64) -> Option<CustomerProfile> {
        let customer = self.customer_by_id(user_id)?;
        let accounts: Vec<u64> = self
            .trading_accounts
            .iter()
            .filter(|account| account.user_id == user_id)
            .map(|account| account.trading_account_id)
            .collect();
        Some(crate::fixtures::profiles::profile(
            self.seed,
            customer,
            &accounts,
            self.generated_at,
        ))
    }

    /// The dashboard's figures, as of `now`.
    pub fn dashboard(&self, now: DateTime<Utc>) -> DashboardFigures {
        let month_ago = now - chrono::Duration::days(30);
        DashboardFigures {
            customers: self.customers.len() as u64,
            onboarded_customers: self
                .customers
                .iter()
                .filter(|c| {
                    matches!(
                        c.onboarding_status,
                        OnboardingStatus::OnboardingComplete | OnboardingStatus::Invested
                    )
                })
                .count() as u64,
            new_customers_30_days: self.customers.iter().filter(|c| c.created >= month_ago).count() as u64,
            trading_accounts: self.trading_accounts.len() as u64,
            total_cash: (self.trading_accounts.iter().map(|a| a.cash_balance).sum::<f64>() * 100.0).round()
                / 100.0,
            pending_transfers: self.count_transfers(false) as u64,
            ach_withdrawal_watch: self.count_transfers(true) as u64,
            negative_settled_cash: self.negative_settled_cash.len() as u64,
            onboarding: OnboardingStatus::ALL
                .into_iter()
                .map(|status| OnboardingCount {
                    status,
                    customers: self
                        .customers
                        .iter()
                        .filter(|c| c.onboarding_status == status)
                        .count() as u64,
                })
                .collect(),
            as_of: now,
        }
    }

    /// Pending transfers, or (`watched`) the ACH withdrawal watch's: pending
    /// bank withdrawals on some watchlist, as the Cash Movement preset counts them.
    fn count_transfers(&self, watched: bool) -> usize {
        use crate::model::{TransferStatus, TransferType};
        let allowed = |key: &TransferBucket| {
            key.status == TransferStatus::Pending
                && (!watched
                    || (key.transfer_type == TransferType::BankWithdraw && !key.watchlists.is_empty()))
        };
        self.transfer_index()
            .count(&self.transfers, allowed, index::Span::default())
    }

    /// The transfers' index, built on first use.
    pub fn transfer_index(&self) -> &Index<TransferBucket> {
        self.transfer_index.get_or_init(|| Index::build(&self.transfers))
    }

    /// The trades' index, built on first use.
    pub fn trade_index(&self) -> &Index<TradeBucket> {
        self.trade_index.get_or_init(|| Index::build(&self.trades))
    }

    /// The orders' index, built on first use.
    pub fn order_index(&self) -> &Index<OrderBucket> {
        self.order_index.get_or_init(|| Index::build(&self.orders))
    }

    /// Replaces the transfers and drops their index, which no longer matches.
    pub fn replace_transfers(&mut self, transfers: Vec<Transfer>) {
        self.transfers = Arc::new(transfers);
        self.transfer_index = Arc::default();
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
    /// presents them to the staff member acting as them: with no claims, since
    /// an impersonation token acts as the customer (`auth::impersonation`).
    pub fn impersonated_user(&self, customer: &Customer, staff: &StaffUser) -> SignedInUser {
        SignedInUser {
            id: customer.user_id,
            user_name: customer.user_name.clone(),
            first_name: customer.first_name.clone(),
            full_name: format!("{} {}", customer.first_name, customer.last_name),
            email: customer.email.clone(),
            roles: Vec::new(),
            claims: Vec::new(),
            impersonator: Some(Impersonator {
                user_name: staff.user_name.clone(),
                full_name: staff.full_name(),
            }),
        }
    }
}
