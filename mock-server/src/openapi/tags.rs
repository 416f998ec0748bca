//! The document's tag names, shared by its frame and the handlers.
//!
//! A module of their own, depending on nothing: every handler names its tag,
//! so the tags must not pull the document's assembly (which names every
//! handler) in after them.

/// Signing in and tokens.
pub const AUTH: &str = "auth";
/// The signed-in account.
pub const ACCOUNT: &str = "account";
/// Trading accounts.
pub const TRADING_ACCOUNTS: &str = "tradingAccounts";
/// Roles, permissions and role assignment.
pub const ROLES: &str = "roles";
/// User accounts (customers) and their details tabs.
pub const USERS: &str = "users";
/// Bank accounts.
pub const BANK_ACCOUNTS: &str = "bankAccounts";
/// Transfers (cash movement).
pub const TRANSFERS: &str = "transfers";
/// Trades.
pub const TRADES: &str = "trades";
/// Orders and their tabs.
pub const ORDERS: &str = "orders";
/// Compliance lists and restrictions.
pub const COMPLIANCE: &str = "compliance";
/// The Operations group.
pub const OPERATIONS: &str = "operations";
/// Reconciliation reports.
pub const RECONCILIATION: &str = "reconciliation";
/// Smartfolios.
pub const SMARTFOLIOS: &str = "smartfolios";
/// The dashboard and market data.
pub const DASHBOARD: &str = "dashboard";
/// Assets and symbol strategies.
pub const SYMBOLS: &str = "symbols";
/// Notifications and the header's feeds.
pub const NOTIFICATIONS: &str = "notifications";
/// Report downloads.
pub const REPORTS: &str = "reports";
/// The version file.
pub const META: &str = "meta";
/// The mock server's control plane.
pub const MOCK: &str = "mock";
