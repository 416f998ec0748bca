//! Typed models of every entity the console shows, one file per domain area.
//!
//! These types are the single source of truth of the contract: they derive
//! `serde` for the wire format and `utoipa::ToSchema` for the OpenAPI document,
//! from which `openapi/schema.d.ts` is generated for the console. Field names
//! and enumeration values are spelt exactly as the specification spells them,
//! which is why some entities are PascalCase (`TradingAccountId`, `FullName`)
//! and others camelCase (`access_token`, `totalMatch`).

pub mod assets;
pub mod auth;
pub mod claims;
pub mod compliance;
pub mod customers;
pub mod ids;
pub mod images;
pub mod listing;
pub mod market;
pub mod meta;
pub mod notifications;
pub mod numbered;
pub mod operations;
pub mod problem;
pub mod profile;
pub mod reconciliation;
pub mod restrictions;
pub mod roles;
pub mod smartfolios;
pub mod staff;
pub mod text;
pub mod trading_accounts;
// Money: bank accounts, transfers, trades, orders, ledger.
pub mod amounts;
pub mod bank_accounts;
pub mod ledger;
pub mod orders;
pub mod trades;
pub mod transfers;

pub use assets::Asset;
pub use auth::{OAuthError, OAuthErrorCode, TokenRequest, TokenResponse};
pub use claims::Claim;
pub use compliance::{Affiliation, NegativeSettledCash, StockType, StockTypeFilter};
pub use customers::{
    CreateUserPayload, Customer, MembershipLevel, OnboardingStatus, ResendConfirmationAnswer,
    ResendConfirmationPayload, UserDetails, valid_email, valid_phone, valid_user_name,
};
pub use listing::{AggregateListing, Listing, OrderListing, OrderPage};
pub use market::{
    DashboardFigures, MarketDataSeries, OnboardingCount, SeriesPoint, SignUpBucket, SignUpInterval,
    SignUpReport,
};
pub use meta::Meta;
pub use notifications::{
    ActionType, Feed, FeedItem, Notification, NotificationList, NotificationPayload, NotificationSelectables,
    NotificationType, Selectable,
};
pub use numbered::Numbered;
pub use operations::{CrmRequest, RestoreRequest, RestoreRequestPayload, RestoreStatus};
pub use problem::Problem;
pub use profile::{
    ActivityCode, Address, AnnualIncome, AuditEntry, AuditEvent, BrokerDocument, BrokerDocumentCategory,
    CustomerDocument, CustomerProfile, Employment, EmploymentStatus, FinancialProfile, IdentityDocument,
    IdentityDocumentType, InvestmentExperience, InvestmentObjective, LiquidNetWorth, NetWorth, Relationship,
    TrustedContact,
};
pub use reconciliation::{
    AccountBalanceReconciliation, OnboardingStatusReconciliation, PositionReconciliation,
    ReconciliationSource, TradeReconciliation, UserAssetReportRow,
};
pub use restrictions::{
    AccountPermission, AccountPermissionId, RestrictedAccount, RestrictedPermission, SelectiveRestriction,
    SelectiveRestrictionPayload,
};
pub use roles::{
    ADMINISTRATOR, CUSTOMER_ROLE, Permission, PermissionGroup, PermissionValue, Role, RoleData, RoleOutcome,
    RolePayload, RoleUser, UserRolesPayload,
};
pub use smartfolios::{
    AggressivenessLabel, MembershipType, OverridePayload, Smartfolio, SmartfolioCategory, SmartfolioOverride,
    SmartfolioPayload, SmartfolioPosition, SmartfolioPositionListing, StrategyName, StrategySymbolWeight,
    StrategyWeightsPayload, SymbolStrategy,
};
pub use staff::{Impersonator, SignedInUser, StaffUser};
pub use trading_accounts::{AccountType, OpenTradingAccountPayload, TradingAccount};
// Money: bank accounts, transfers, trades, orders, ledger.
pub use amounts::{BankName, ClOrdId, Last4, RoutingNumber, Symbol, Venue};
pub use bank_accounts::{
    BankAccount, BankAccountKind, BankMatchStatus, BankReviewFilter, BankReviewState, ManualOverrideCode,
    StatementStatus,
};
pub use ledger::{AccountHistoryEntry, Balance, BalanceBreak, HistoryEvent, TransactionKind};
pub use orders::{
    ExecType, ExecutionReport, Fill, FixOrdStatus, FixOrder, FixSide, HoldState, Order, OrderAction,
    OrderAggregateByAccount, OrderAggregateByAction, OrderAggregateBySymbol, OrderBucket, OrderLifecycle,
    OrderPreset, OrderStatus, OrderStatusText, OrderType, SubmissionStatus, aggregate,
};
pub use trades::{Position, PositionState, Trade, TradeBucket, TradeOrigin, TradeSide, TradeStatus};
pub use transfers::{
    AchWatchlistType, CashMovementKind, CreateTransferPayload, Transfer, TransferBucket, TransferPreset,
    TransferStatus, TransferType, WatchlistTypes,
};

/// Every numbered enumeration of the contract. A new one joins here; the
/// contract tests fail while an integer enumeration of the document has no
/// names.
pub fn namings() -> Vec<numbered::Naming> {
    vec![
        numbered::Naming::of::<AccountType>(),
        numbered::Naming::of::<MembershipLevel>(),
        numbered::Naming::of::<StrategyName>(),
        numbered::Naming::of::<AccountPermission>(),
        numbered::Naming::of::<AccountPermissionId>(),
        numbered::Naming::of::<IdentityDocumentType>(),
        numbered::Naming::of::<StatementStatus>(),
        numbered::Naming::of::<ActivityCode>(),
        numbered::Naming::of::<OrderLifecycle>(),
        numbered::Naming::of::<StockType>(),
        numbered::Naming::of::<StockTypeFilter>(),
    ]
}
