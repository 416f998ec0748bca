/**
 * GENERATED from openapi/openapi.json (openapi/generate.ts): do not edit.
 * Regenerate with `make gen`; openapi/schema.test.ts fails while this file is stale.
 */

import type { components } from './schema';

/**
 * The eight per-account permissions of spec 3, numbered by their
 * `PermissionId` (Cash Deposit 2 to Smartfolio Sell 9); `AccountPermissionId`
 * is the other numbering, one lower.
 *
 * 2 Cash Deposit, 3 Cash Withdrawal, 4 Stock Buy, 5 Stock Sell, 6 Smartfolio Invest, 7 Smartfolio Withdraw, 8 Smartfolio Buy, 9 Smartfolio Sell.
 */
export const AccountPermission = {
  /** Cash Deposit */
  CashDeposit: 2,
  /** Cash Withdrawal */
  CashWithdrawal: 3,
  /** Stock Buy */
  StockBuy: 4,
  /** Stock Sell */
  StockSell: 5,
  /** Smartfolio Invest */
  SmartfolioInvest: 6,
  /** Smartfolio Withdraw */
  SmartfolioWithdraw: 7,
  /** Smartfolio Buy */
  SmartfolioBuy: 8,
  /** Smartfolio Sell */
  SmartfolioSell: 9,
} as const;
export type AccountPermission = components["schemas"]["AccountPermission"];

/** The name of each value of `AccountPermission` as the spec spells it. */
export const accountPermissionLabels: Readonly<Record<AccountPermission, string>> = {
  2: "Cash Deposit",
  3: "Cash Withdrawal",
  4: "Stock Buy",
  5: "Stock Sell",
  6: "Smartfolio Invest",
  7: "Smartfolio Withdraw",
  8: "Smartfolio Buy",
  9: "Smartfolio Sell",
};

/** Every value of `AccountPermission`, in the document's order. */
export const accountPermissionValues: readonly AccountPermission[] = [2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The eight per-account permissions of spec 3 in their other numbering, the `AccountPermissionId`: one lower than the `PermissionId` of `AccountPermission`.
 *
 * 1 Cash Deposit, 2 Cash Withdrawal, 3 Stock Buy, 4 Stock Sell, 5 Smartfolio Invest, 6 Smartfolio Withdraw, 7 Smartfolio Buy, 8 Smartfolio Sell.
 */
export const AccountPermissionId = {
  /** Cash Deposit */
  CashDeposit: 1,
  /** Cash Withdrawal */
  CashWithdrawal: 2,
  /** Stock Buy */
  StockBuy: 3,
  /** Stock Sell */
  StockSell: 4,
  /** Smartfolio Invest */
  SmartfolioInvest: 5,
  /** Smartfolio Withdraw */
  SmartfolioWithdraw: 6,
  /** Smartfolio Buy */
  SmartfolioBuy: 7,
  /** Smartfolio Sell */
  SmartfolioSell: 8,
} as const;
export type AccountPermissionId = components["schemas"]["AccountPermissionId"];

/** The name of each value of `AccountPermissionId` as the spec spells it. */
export const accountPermissionIdLabels: Readonly<Record<AccountPermissionId, string>> = {
  1: "Cash Deposit",
  2: "Cash Withdrawal",
  3: "Stock Buy",
  4: "Stock Sell",
  5: "Smartfolio Invest",
  6: "Smartfolio Withdraw",
  7: "Smartfolio Buy",
  8: "Smartfolio Sell",
};

/** Every value of `AccountPermissionId`, in the document's order. */
export const accountPermissionIdValues: readonly AccountPermissionId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The account types of spec section 3, numbered as the spec numbers them.
 *
 * 0 Unknown, 1 Individual Cash, 2 Individual Margin, 3 Joint Cash, 4 Joint Margin, 5 Traditional IRA, 6 Roth IRA, 7 Self Employed (SEP) IRA, 8 Inherited IRA, 9 Self Directed, 10 Trust, 11 Corporate, 12 Simple IRA, 13 401K, 14 CESA, 15 HSA, 16 Beneficiary IRA.
 */
export const AccountType = {
  /** Unknown */
  Unknown: 0,
  /** Individual Cash */
  IndividualCash: 1,
  /** Individual Margin */
  IndividualMargin: 2,
  /** Joint Cash */
  JointCash: 3,
  /** Joint Margin */
  JointMargin: 4,
  /** Traditional IRA */
  TraditionalIra: 5,
  /** Roth IRA */
  RothIra: 6,
  /** Self Employed (SEP) IRA */
  SepIra: 7,
  /** Inherited IRA */
  InheritedIra: 8,
  /** Self Directed */
  SelfDirected: 9,
  /** Trust */
  Trust: 10,
  /** Corporate */
  Corporate: 11,
  /** Simple IRA */
  SimpleIra: 12,
  /** 401K */
  FourOhOneK: 13,
  /** CESA */
  Cesa: 14,
  /** HSA */
  Hsa: 15,
  /** Beneficiary IRA */
  BeneficiaryIra: 16,
} as const;
export type AccountType = components["schemas"]["AccountType"];

/** The name of each value of `AccountType` as the spec spells it. */
export const accountTypeLabels: Readonly<Record<AccountType, string>> = {
  0: "Unknown",
  1: "Individual Cash",
  2: "Individual Margin",
  3: "Joint Cash",
  4: "Joint Margin",
  5: "Traditional IRA",
  6: "Roth IRA",
  7: "Self Employed (SEP) IRA",
  8: "Inherited IRA",
  9: "Self Directed",
  10: "Trust",
  11: "Corporate",
  12: "Simple IRA",
  13: "401K",
  14: "CESA",
  15: "HSA",
  16: "Beneficiary IRA",
};

/** Every value of `AccountType`, in the document's order. */
export const accountTypeValues: readonly AccountType[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

/**
 * The reasons an ACH withdrawal is watched (spec 3 account list presets,
 * spec 4 ACH withdrawal watch preset).
 */
export type AchWatchlistType = components["schemas"]["AchWatchlistType"];

/** Every value of `AchWatchlistType`, in the document's order. */
export const achWatchlistTypeValues: readonly AchWatchlistType[] = ["AccountsWithin90Days", "MultipleBanks", "NoTrades"];

/** The action types of spec 3, spelt as the spec spells them. */
export type ActionType = components["schemas"]["ActionType"];

/** Every value of `ActionType`, in the document's order. */
export const actionTypeValues: readonly ActionType[] = ["routeInternally", "routeExternally", "halfScreenTextModal", "fullScreenHtmlModal"];

/**
 * The activity codes of audit entries (spec 3 numbering).
 *
 * 0 unknown, 1 bank account transfer, 2 completed bank account transfer, 3 trade, 4 completed trade, 5 smartfolio transfer, 6 completed smartfolio transfer, 7 cash change, 8 pending smartfolio transfer, 9 admin page, 10 identity verification, 11 broker cash movement.
 */
export const ActivityCode = {
  /** unknown */
  Unknown: 0,
  /** bank account transfer */
  BankAccountTransfer: 1,
  /** completed bank account transfer */
  CompletedBankAccountTransfer: 2,
  /** trade */
  Trade: 3,
  /** completed trade */
  CompletedTrade: 4,
  /** smartfolio transfer */
  SmartfolioTransfer: 5,
  /** completed smartfolio transfer */
  CompletedSmartfolioTransfer: 6,
  /** cash change */
  CashChange: 7,
  /** pending smartfolio transfer */
  PendingSmartfolioTransfer: 8,
  /** admin page */
  AdminPage: 9,
  /** identity verification */
  IdentityVerification: 10,
  /** broker cash movement */
  BrokerCashMovement: 11,
} as const;
export type ActivityCode = components["schemas"]["ActivityCode"];

/** The name of each value of `ActivityCode` as the spec spells it. */
export const activityCodeLabels: Readonly<Record<ActivityCode, string>> = {
  0: "unknown",
  1: "bank account transfer",
  2: "completed bank account transfer",
  3: "trade",
  4: "completed trade",
  5: "smartfolio transfer",
  6: "completed smartfolio transfer",
  7: "cash change",
  8: "pending smartfolio transfer",
  9: "admin page",
  10: "identity verification",
  11: "broker cash movement",
};

/** Every value of `ActivityCode`, in the document's order. */
export const activityCodeValues: readonly ActivityCode[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** The aggressiveness labels of spec 3. */
export type AggressivenessLabel = components["schemas"]["AggressivenessLabel"];

/** Every value of `AggressivenessLabel`, in the document's order. */
export const aggressivenessLabelValues: readonly AggressivenessLabel[] = ["Conservative", "Conservative+", "Moderate", "Moderate+", "Aggressive", "Aggressive+"];

/** Annual income bands (spec 3: six, below 25000 to above 125000 USD). */
export type AnnualIncome = components["schemas"]["AnnualIncome"];

/** Every value of `AnnualIncome`, in the document's order. */
export const annualIncomeValues: readonly AnnualIncome[] = ["Below25000", "25000To50000", "50000To75000", "75000To100000", "100000To125000", "Above125000"];

/**
 * What an audit entry records. The API sends the kind and its values
 * (`amount`, `symbol`, `quantity`), never a sentence: the console writes it
 * in the reader's language, with the numbers in the reader's format.
 */
export type AuditEvent = components["schemas"]["AuditEvent"];

/** Every value of `AuditEvent`, in the document's order. */
export const auditEventValues: readonly AuditEvent[] = ["ActivityRecorded", "BankTransferRequested", "BankTransferCompleted", "TradeOrderPlaced", "TradeExecuted", "SmartfolioTransferRequested", "SmartfolioTransferCompleted", "SmartfolioTransferPending", "CashBalanceChanged", "ProfileViewed", "IdentityVerificationSubmitted", "IdentityVerified", "IdentityDocumentRejected", "BrokerCashMovement"];

/** Whether the bank account is a checking or a savings account. */
export type BankAccountKind = components["schemas"]["BankAccountKind"];

/** Every value of `BankAccountKind`, in the document's order. */
export const bankAccountKindValues: readonly BankAccountKind[] = ["Checking", "Savings"];

/**
 * The outcome of matching the bank account's owner to the customer (spec 3,
 * spelt in lower case as the spec spells it).
 */
export type BankMatchStatus = components["schemas"]["BankMatchStatus"];

/** Every value of `BankMatchStatus`, in the document's order. */
export const bankMatchStatusValues: readonly BankMatchStatus[] = ["approved", "pending", "failed", "error", "rejected", "verified"];

/** A bank's name, one of the banks the mock knows. */
export type BankName = components["schemas"]["BankName"];

/** Every value of `BankName`, in the document's order. */
export const bankNameValues: readonly BankName[] = ["Ally Bank", "Bank of America", "Capital One", "Charles Schwab Bank", "Chase", "Citibank", "Navy Federal Credit Union", "PNC Bank", "TD Bank", "Truist", "U.S. Bank", "Wells Fargo"];

/**
 * The review filter of the bank accounts listing (spec 3: All, NeedsReview,
 * PendingUser, Rejected, Passed); each value below says which accounts it
 * selects.
 */
export type BankReviewFilter = components["schemas"]["BankReviewFilter"];

/** Every value of `BankReviewFilter`, in the document's order. */
export const bankReviewFilterValues: readonly BankReviewFilter[] = ["All", "NeedsReview", "PendingUser", "Rejected", "Passed"];

/** The automatic review state of a bank account (spec 3: Failed, Passed, Reviewing, and the empty string for an account not reviewed yet). */
export type BankReviewState = components["schemas"]["BankReviewState"];

/** Every value of `BankReviewState`, in the document's order. */
export const bankReviewStateValues: readonly BankReviewState[] = ["", "Failed", "Passed", "Reviewing"];

/** Broker document categories (spec 3's filter: All, Statements, Confirmations). */
export type BrokerDocumentCategory = components["schemas"]["BrokerDocumentCategory"];

/** Every value of `BrokerDocumentCategory`, in the document's order. */
export const brokerDocumentCategoryValues: readonly BrokerDocumentCategory[] = ["Statements", "Confirmations"];

/** The direction of a cash movement (spec 3: INVEST, WITHDRAW; `All` is a filter value). */
export type CashMovementKind = components["schemas"]["CashMovementKind"];

/** Every value of `CashMovementKind`, in the document's order. */
export const cashMovementKindValues: readonly CashMovementKind[] = ["INVEST", "WITHDRAW"];

/**
 * A permission claim carried by a signed-in staff member (spec section 6).
 *
 * The spelling, including the inconsistent capitals of `Trade.*` and
 * `Orders.*`, is the product's own and must not be normalised: the console
 * compares these strings.
 */
export type Claim = components["schemas"]["Claim"];

/** Every value of `Claim`, in the document's order. */
export const claimValues: readonly Claim[] = ["pageAccess", "claims.view", "claims.manage", "claims.assign", "users.view", "users.manage", "tradingAccount.viewList", "tradingAccount.viewDetails", "bankAccount.viewList", "bankAccount.viewDetails", "transfer.viewList", "transfer.viewDetails", "Trade.viewList", "Trade.viewDetails", "Orders.viewList", "compliance.viewRestrictedPermissions", "compliance.viewList", "operation.viewList", "reconciliation.report.viewList"];

/** The employment statuses of spec 3. */
export type EmploymentStatus = components["schemas"]["EmploymentStatus"];

/** Every value of `EmploymentStatus`, in the document's order. */
export const employmentStatusValues: readonly EmploymentStatus[] = ["Employed", "Retired", "SelfEmployed", "Unemployed", "Student", "Other"];

/** Whether an execution completed its order. */
export type ExecType = components["schemas"]["ExecType"];

/** Every value of `ExecType`, in the document's order. */
export const execTypeValues: readonly ExecType[] = ["PartialFill", "Fill"];

/** The FIX OrdStatus (tag 39) of the broker's latest answer. */
export type FixOrdStatus = components["schemas"]["FixOrdStatus"];

/** Every value of `FixOrdStatus`, in the document's order. */
export const fixOrdStatusValues: readonly FixOrdStatus[] = ["0", "1", "2", "4", "5", "6", "8", "A"];

/** The FIX side codes of a New Order Single. */
export type FixSide = components["schemas"]["FixSide"];

/** Every value of `FixSide`, in the document's order. */
export const fixSideValues: readonly FixSide[] = ["1", "2"];

/**
 * What a history entry books, as the account statement names it. The API
 * sends the kind and its values (the entry's amount, a trade's symbol and
 * quantity), never a sentence: the console writes the line in the reader's
 * language, with the numbers in the reader's format.
 */
export type HistoryEvent = components["schemas"]["HistoryEvent"];

/** Every value of `HistoryEvent`, in the document's order. */
export const historyEventValues: readonly HistoryEvent[] = ["AchDeposit", "AchWithdrawal", "SmartfolioInvestment", "SmartfolioWithdrawal", "CashFromBroker", "SharesBought", "SharesSold", "InterestOnCash", "Dividend", "CreditAdjustment", "DebitAdjustment", "CreditReversal", "DepositReturned", "ReturnedDepositFee", "CashJournal"];

/** The hold state of an order (spec 4: none, On Open, On Hold, Cancelled). */
export type HoldState = components["schemas"]["HoldState"];

/** Every value of `HoldState`, in the document's order. */
export const holdStateValues: readonly HoldState[] = ["none", "On Open", "On Hold", "Cancelled"];

/**
 * Identity document types (spec 3 numbering).
 *
 * 0 Not Required, 1 Required/Not Provided, 2 Driver's License, 3 Passport.
 */
export const IdentityDocumentType = {
  /** Not Required */
  NotRequired: 0,
  /** Required/Not Provided */
  RequiredNotProvided: 1,
  /** Driver's License */
  DriversLicense: 2,
  /** Passport */
  Passport: 3,
} as const;
export type IdentityDocumentType = components["schemas"]["IdentityDocumentType"];

/** The name of each value of `IdentityDocumentType` as the spec spells it. */
export const identityDocumentTypeLabels: Readonly<Record<IdentityDocumentType, string>> = {
  0: "Not Required",
  1: "Required/Not Provided",
  2: "Driver's License",
  3: "Passport",
};

/** Every value of `IdentityDocumentType`, in the document's order. */
export const identityDocumentTypeValues: readonly IdentityDocumentType[] = [0, 1, 2, 3];

/** Investment experience (spec 3). */
export type InvestmentExperience = components["schemas"]["InvestmentExperience"];

/** Every value of `InvestmentExperience`, in the document's order. */
export const investmentExperienceValues: readonly InvestmentExperience[] = ["UnderOne", "OneToFive", "SixToTen", "OverTen"];

/** Investment objectives (spec 3). */
export type InvestmentObjective = components["schemas"]["InvestmentObjective"];

/** Every value of `InvestmentObjective`, in the document's order. */
export const investmentObjectiveValues: readonly InvestmentObjective[] = ["Aggressive Higher Risk", "Capital Appreciation", "Capital Preservation"];

/** What one journal entry records. */
export type JournalKind = components["schemas"]["JournalKind"];

/** Every value of `JournalKind`, in the document's order. */
export const journalKindValues: readonly JournalKind[] = ["request", "mutation", "token", "impersonation"];

/** Liquid net worth bands (spec 3: seven, up to above 1,000,000 USD). */
export type LiquidNetWorth = components["schemas"]["LiquidNetWorth"];

/** Every value of `LiquidNetWorth`, in the document's order. */
export const liquidNetWorthValues: readonly LiquidNetWorth[] = ["Below25000", "25000To50000", "50000To100000", "100000To250000", "250000To500000", "500000To1000000", "Above1000000"];

/**
 * A reviewer's manual override of the review (spec 3: F Manual Fail, P
 * Manual Pass, R Needs Further Review).
 */
export type ManualOverrideCode = components["schemas"]["ManualOverrideCode"];

/** Every value of `ManualOverrideCode`, in the document's order. */
export const manualOverrideCodeValues: readonly ManualOverrideCode[] = ["F", "P", "R"];

/**
 * The membership levels of spec section 3, numbered as the spec numbers them.
 *
 * 1 Free, 2 Lite, 3 Advanced, 4 Pro.
 */
export const MembershipLevel = {
  /** Free */
  Free: 1,
  /** Lite */
  Lite: 2,
  /** Advanced */
  Advanced: 3,
  /** Pro */
  Pro: 4,
} as const;
export type MembershipLevel = components["schemas"]["MembershipLevel"];

/** The name of each value of `MembershipLevel` as the spec spells it. */
export const membershipLevelLabels: Readonly<Record<MembershipLevel, string>> = {
  1: "Free",
  2: "Lite",
  3: "Advanced",
  4: "Pro",
};

/** Every value of `MembershipLevel`, in the document's order. */
export const membershipLevelValues: readonly MembershipLevel[] = [1, 2, 3, 4];

/** The membership types of smartfolios (spec 3), spelt as the spec spells them. */
export type MembershipType = components["schemas"]["MembershipType"];

/** Every value of `MembershipType`, in the document's order. */
export const membershipTypeValues: readonly MembershipType[] = ["Unknown", "Free_Legacy", "Lite_Legacy", "Advanced_Legacy", "Pro_Legacy"];

/** Net worth bands (spec 3: seven, up to above 3,000,000 USD). */
export type NetWorth = components["schemas"]["NetWorth"];

/** Every value of `NetWorth`, in the document's order. */
export const netWorthValues: readonly NetWorth[] = ["Below50000", "50000To100000", "100000To250000", "250000To500000", "500000To1000000", "1000000To3000000", "Above3000000"];

/** How a notification is delivered (spec 3). */
export type NotificationType = components["schemas"]["NotificationType"];

/** Every value of `NotificationType`, in the document's order. */
export const notificationTypeValues: readonly NotificationType[] = ["Both", "Push", "InApp", "NotSet"];

/** The error codes of RFC 6749 section 5.2 that the token endpoint answers. */
export type OAuthErrorCode = components["schemas"]["OAuthErrorCode"];

/** Every value of `OAuthErrorCode`, in the document's order. */
export const oAuthErrorCodeValues: readonly OAuthErrorCode[] = ["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type", "invalid_scope", "temporarily_unavailable", "server_error"];

/** The onboarding statuses of spec section 3, spelt as the spec spells them. */
export type OnboardingStatus = components["schemas"]["OnboardingStatus"];

/** Every value of `OnboardingStatus`, in the document's order. */
export const onboardingStatusValues: readonly OnboardingStatus[] = ["Unknown", "Waiting Broker Verify", "Broker Verify Failed", "Broker Account Required", "Bank Account Failed", "Bank Account Pending", "Funding Required", "Funding Pending", "Onboarding Complete", "Invested"];

/** What the order does (spec 3: Buy, Sell, Invest, Withdraw). */
export type OrderAction = components["schemas"]["OrderAction"];

/** Every value of `OrderAction`, in the document's order. */
export const orderActionValues: readonly OrderAction[] = ["Buy", "Sell", "Invest", "Withdraw"];

/**
 * The numeric order lifecycle of spec 4 (0 New ... 20 Replaced), numbered as the spec numbers it.
 *
 * 0 New, 1 Queued, 2 Pending, 3 Submitted, 4 Accepted, 5 Executed, 6 PartialFill, 7 Filled, 8 Hold, 9 Cancelled, 10 Deleted, 11 Error, 12 Rejected, 13 Assigning, 14 PartialFillCancelled, 15 PartialFillRejected, 16 AutomaticCancelling, 17 UserCancelling, 18 TimeInForceCancelling, 19 CancelReplacing, 20 Replaced.
 */
export const OrderLifecycle = {
  /** New */
  New: 0,
  /** Queued */
  Queued: 1,
  /** Pending */
  Pending: 2,
  /** Submitted */
  Submitted: 3,
  /** Accepted */
  Accepted: 4,
  /** Executed */
  Executed: 5,
  /** PartialFill */
  PartialFill: 6,
  /** Filled */
  Filled: 7,
  /** Hold */
  Hold: 8,
  /** Cancelled */
  Cancelled: 9,
  /** Deleted */
  Deleted: 10,
  /** Error */
  Error: 11,
  /** Rejected */
  Rejected: 12,
  /** Assigning */
  Assigning: 13,
  /** PartialFillCancelled */
  PartialFillCancelled: 14,
  /** PartialFillRejected */
  PartialFillRejected: 15,
  /** AutomaticCancelling */
  AutomaticCancelling: 16,
  /** UserCancelling */
  UserCancelling: 17,
  /** TimeInForceCancelling */
  TimeInForceCancelling: 18,
  /** CancelReplacing */
  CancelReplacing: 19,
  /** Replaced */
  Replaced: 20,
} as const;
export type OrderLifecycle = components["schemas"]["OrderLifecycle"];

/** The name of each value of `OrderLifecycle` as the spec spells it. */
export const orderLifecycleLabels: Readonly<Record<OrderLifecycle, string>> = {
  0: "New",
  1: "Queued",
  2: "Pending",
  3: "Submitted",
  4: "Accepted",
  5: "Executed",
  6: "PartialFill",
  7: "Filled",
  8: "Hold",
  9: "Cancelled",
  10: "Deleted",
  11: "Error",
  12: "Rejected",
  13: "Assigning",
  14: "PartialFillCancelled",
  15: "PartialFillRejected",
  16: "AutomaticCancelling",
  17: "UserCancelling",
  18: "TimeInForceCancelling",
  19: "CancelReplacing",
  20: "Replaced",
};

/** Every value of `OrderLifecycle`, in the document's order. */
export const orderLifecycleValues: readonly OrderLifecycle[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/** A named status preset of spec 4. */
export type OrderPreset = components["schemas"]["OrderPreset"];

/** Every value of `OrderPreset`, in the document's order. */
export const orderPresetValues: readonly OrderPreset[] = ["submitted", "unsubmitted"];

/** The order status filter set of spec 4. */
export type OrderStatus = components["schemas"]["OrderStatus"];

/** Every value of `OrderStatus`, in the document's order. */
export const orderStatusValues: readonly OrderStatus[] = ["Complete", "OnOpen", "OnHold", "Submitted", "Enqueued", "Rejected", "Cancelled", "Skipped", "SubmittedOther", "UnsubmittedOther"];

/**
 * The text status set of spec 4 (complete, cancelled, skipped, sending,
 * rejected, on open, NotSent_UnknownReason).
 */
export type OrderStatusText = components["schemas"]["OrderStatusText"];

/** Every value of `OrderStatusText`, in the document's order. */
export const orderStatusTextValues: readonly OrderStatusText[] = ["complete", "cancelled", "skipped", "sending", "rejected", "on open", "NotSent_UnknownReason"];

/** The order type (spec 3 filter: All, Market, Limit; `All` is a filter value). */
export type OrderType = components["schemas"]["OrderType"];

/** Every value of `OrderType`, in the document's order. */
export const orderTypeValues: readonly OrderType[] = ["Market", "Limit"];

/** Whether a position is still held (spec 3: Open, Close; `All` is a filter value). */
export type PositionState = components["schemas"]["PositionState"];

/** Every value of `PositionState`, in the document's order. */
export const positionStateValues: readonly PositionState[] = ["Open", "Close"];

/** Which side of a comparison a position row comes from (spec 9: positions sort by `Source` desc). */
export type ReconciliationSource = components["schemas"]["ReconciliationSource"];

/** Every value of `ReconciliationSource`, in the document's order. */
export const reconciliationSourceValues: readonly ReconciliationSource[] = ["Broker", "Platform"];

/**
 * How a trusted contact relates to the customer: a closed set, which the
 * console shows by its label in the reader's language.
 */
export type Relationship = components["schemas"]["Relationship"];

/** Every value of `Relationship`, in the document's order. */
export const relationshipValues: readonly Relationship[] = ["Spouse", "Parent", "Sibling", "Child", "Friend", "Attorney"];

/** Where a restore request is. */
export type RestoreStatus = components["schemas"]["RestoreStatus"];

/** Every value of `RestoreStatus`, in the document's order. */
export const restoreStatusValues: readonly RestoreStatus[] = ["Pending", "Running", "Complete", "Failed"];

/** A bank's ABA routing number (nine digits), one of the banks the mock knows. */
export type RoutingNumber = components["schemas"]["RoutingNumber"];

/** Every value of `RoutingNumber`, in the document's order. */
export const routingNumberValues: readonly RoutingNumber[] = ["021000021", "021000089", "026009593", "031101266", "043000096", "056073502", "061000104", "091000022", "121000248", "121202211", "124003116", "256074974"];

/**
 * The named scenarios, shared with Storybook's and the offline console's
 * MSW handler sets: the six general ones, then one for every text of spec
 * section 8 that a failing or empty call puts on screen, each failing (or
 * emptying) one call precisely so the rest of the screen keeps working.
 * `GET /__mock/scenarios` says where each shows and what it shows.
 */
export type Scenario = components["schemas"]["Scenario"];

/** Every value of `Scenario`, in the document's order. */
export const scenarioValues: readonly Scenario[] = ["default", "empty", "errors", "slow", "loading", "offline", "notificationListFailed", "notificationDropdownFailed", "notificationCreateFailed", "notificationUpdateFailed", "notificationDeleteFailed", "notificationFetchFailed", "symbolStrategiesFailed", "assetSearchFailed", "assetFetchFailed", "assetUpdateFailed", "userAssetReportFailed", "roleUsersUpdateFailed", "signInRefused", "notFoundPage", "serverErrorPage", "noUsers", "noData", "noAssets", "assetsLoading"];

/** The buckets of the sign-ups report: a day, an ISO week (Monday first) or a calendar month. */
export type SignUpInterval = components["schemas"]["SignUpInterval"];

/** Every value of `SignUpInterval`, in the document's order. */
export const signUpIntervalValues: readonly SignUpInterval[] = ["day", "week", "month"];

/** A smartfolio's category (spec 3). */
export type SmartfolioCategory = components["schemas"]["SmartfolioCategory"];

/** Every value of `SmartfolioCategory`, in the document's order. */
export const smartfolioCategoryValues: readonly SmartfolioCategory[] = ["Regular", "Core"];

/** A sort direction. */
export type SortDir = components["schemas"]["SortDir"];

/** Every value of `SortDir`, in the document's order. */
export const sortDirValues: readonly SortDir[] = ["asc", "desc"];

/**
 * Where the bank statement the review may ask for stands (spec 3, numbered
 * as the spec numbers it).
 *
 * 0 Unknown, 1 Statement Not Required, 2 Statement Required, 3 Statement Received, 4 Rejected, 5 Passed.
 */
export const StatementStatus = {
  /** Unknown */
  Unknown: 0,
  /** Statement Not Required */
  StatementNotRequired: 1,
  /** Statement Required */
  StatementRequired: 2,
  /** Statement Received */
  StatementReceived: 3,
  /** Rejected */
  Rejected: 4,
  /** Passed */
  Passed: 5,
} as const;
export type StatementStatus = components["schemas"]["StatementStatus"];

/** The name of each value of `StatementStatus` as the spec spells it. */
export const statementStatusLabels: Readonly<Record<StatementStatus, string>> = {
  0: "Unknown",
  1: "Statement Not Required",
  2: "Statement Required",
  3: "Statement Received",
  4: "Rejected",
  5: "Passed",
};

/** Every value of `StatementStatus`, in the document's order. */
export const statementStatusValues: readonly StatementStatus[] = [0, 1, 2, 3, 4, 5];

/**
 * The stock type of an affiliation, numbered as spec 3's stock type filter
 * numbers it.
 *
 * 2 Publicly Traded Company, 4 Member Firm.
 */
export const StockType = {
  /** Publicly Traded Company */
  PubliclyTradedCompany: 2,
  /** Member Firm */
  MemberFirm: 4,
} as const;
export type StockType = components["schemas"]["StockType"];

/** The name of each value of `StockType` as the spec spells it. */
export const stockTypeLabels: Readonly<Record<StockType, string>> = {
  2: "Publicly Traded Company",
  4: "Member Firm",
};

/** Every value of `StockType`, in the document's order. */
export const stockTypeValues: readonly StockType[] = [2, 4];

/**
 * The stock type filter of the affiliations listing (spec 3), whose 0 means
 * every stock type.
 *
 * 0 All, 2 Publicly Traded Company, 4 Member Firm.
 */
export const StockTypeFilter = {
  /** All */
  All: 0,
  /** Publicly Traded Company */
  PubliclyTradedCompany: 2,
  /** Member Firm */
  MemberFirm: 4,
} as const;
export type StockTypeFilter = components["schemas"]["StockTypeFilter"];

/** The name of each value of `StockTypeFilter` as the spec spells it. */
export const stockTypeFilterLabels: Readonly<Record<StockTypeFilter, string>> = {
  0: "All",
  2: "Publicly Traded Company",
  4: "Member Firm",
};

/** Every value of `StockTypeFilter`, in the document's order. */
export const stockTypeFilterValues: readonly StockTypeFilter[] = [0, 2, 4];

/**
 * The strategy names of spec 3, numbered as the spec numbers them (there is no 2).
 *
 * 1 4Q Rotate, 3 SPY+, 4 unknown, 5 SPY I, 6 Red Oil.
 */
export const StrategyName = {
  /** 4Q Rotate */
  FourQRotate: 1,
  /** SPY+ */
  SpyPlus: 3,
  /** unknown */
  Unknown: 4,
  /** SPY I */
  SpyI: 5,
  /** Red Oil */
  RedOil: 6,
} as const;
export type StrategyName = components["schemas"]["StrategyName"];

/** The name of each value of `StrategyName` as the spec spells it. */
export const strategyNameLabels: Readonly<Record<StrategyName, string>> = {
  1: "4Q Rotate",
  3: "SPY+",
  4: "unknown",
  5: "SPY I",
  6: "Red Oil",
};

/** Every value of `StrategyName`, in the document's order. */
export const strategyNameValues: readonly StrategyName[] = [1, 3, 4, 5, 6];

/** The further status set of spec 4: how the submission to the broker went. */
export type SubmissionStatus = components["schemas"]["SubmissionStatus"];

/** Every value of `SubmissionStatus`, in the document's order. */
export const submissionStatusValues: readonly SubmissionStatus[] = ["success", "submitted", "sending", "callback_received", "duration_override", "submission_error", "error_code"];

/** A ticker of the symbol universe, exactly as the assets spell it; joins the assets by ticker. */
export type Ticker = components["schemas"]["Ticker"];

/** Every value of `Ticker`, in the document's order. */
export const tickerValues: readonly Ticker[] = ["AAPL", "AGG", "AMD", "AMZN", "BA", "BAC", "BRK.B", "CVX", "DIS", "F", "GLD", "GOOGL", "INTC", "IWM", "JNJ", "JPM", "KO", "MCD", "META", "MSFT", "NFLX", "NKE", "NVDA", "PEP", "PG", "PLTR", "QQQ", "SBUX", "SPY", "T", "TLT", "TSLA", "V", "VNQ", "VOO", "VTI", "VZ", "WMT", "XLE", "XOM"];

/** Who started a trade (spec 3: Manual, Smartfolio; `All` is a filter value). */
export type TradeOrigin = components["schemas"]["TradeOrigin"];

/** Every value of `TradeOrigin`, in the document's order. */
export const tradeOriginValues: readonly TradeOrigin[] = ["Manual", "Smartfolio"];

/** The side of a trade (spec 3: BUY, SELL; `All` is a filter value). */
export type TradeSide = components["schemas"]["TradeSide"];

/** Every value of `TradeSide`, in the document's order. */
export const tradeSideValues: readonly TradeSide[] = ["BUY", "SELL"];

/** Where a trade stands (spec 3: Complete, Pending, Error, Rejected, Completed). */
export type TradeStatus = components["schemas"]["TradeStatus"];

/** Every value of `TradeStatus`, in the document's order. */
export const tradeStatusValues: readonly TradeStatus[] = ["Complete", "Pending", "Error", "Rejected", "Completed"];

/** The transaction kinds of spec 3, spelt as the spec spells them. */
export type TransactionKind = components["schemas"]["TransactionKind"];

/** Every value of `TransactionKind`, in the document's order. */
export const transactionKindValues: readonly TransactionKind[] = ["ACH RETURN FEE", "CR", "CD", "Withdraw", "ACH RETURN", "Cash Journal", "Reverse", "Buy", "Interest Paid", "Invest", "Sell", "Deposit", "Dividend Paid"];

/** A named status preset of spec 4. */
export type TransferPreset = components["schemas"]["TransferPreset"];

/** Every value of `TransferPreset`, in the document's order. */
export const transferPresetValues: readonly TransferPreset[] = ["processed", "unprocessed", "achWithdrawalWatch"];

/**
 * Where a transfer stands: the spec 3 set (Complete, Pending, Error,
 * Rejected, Completed) plus the spec 4 preset states (OnHold, Skipped, Cancelled).
 */
export type TransferStatus = components["schemas"]["TransferStatus"];

/** Every value of `TransferStatus`, in the document's order. */
export const transferStatusValues: readonly TransferStatus[] = ["Complete", "Pending", "Error", "Rejected", "Completed", "OnHold", "Skipped", "Cancelled"];

/**
 * What a transfer moves where (spec 3; the spec's `All` is a filter value,
 * not a record's type).
 */
export type TransferType = components["schemas"]["TransferType"];

/** Every value of `TransferType`, in the document's order. */
export const transferTypeValues: readonly TransferType[] = ["BankDeposit", "BankWithdraw", "SmartfolioInvest", "SmartfolioWithdraw", "FromBroker"];

/** A market centre that executes orders. */
export type Venue = components["schemas"]["Venue"];

/** Every value of `Venue`, in the document's order. */
export const venueValues: readonly Venue[] = ["ARCA", "BATS", "EDGX", "IEX", "NASDAQ", "NYSE"];
