//! Bank accounts linked to trading accounts, and their review (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The automatic review state of a bank account (spec 3: Failed, Passed,
/// Reviewing, and empty for an account not reviewed yet). Its schema is
/// written by hand: utoipa drops the empty name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub enum BankReviewState {
    /// Not reviewed yet: the empty value of spec 3.
    #[serde(rename = "")]
    Empty,
    /// The automatic checks failed.
    Failed,
    /// The automatic checks passed.
    Passed,
    /// The checks are still running or wait for a reviewer.
    Reviewing,
}

impl utoipa::PartialSchema for BankReviewState {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .description(Some(
                "The automatic review state of a bank account (spec 3: Failed, Passed, Reviewing, and \
                 the empty string for an account not reviewed yet).",
            ))
            .enum_values(Some(["", "Failed", "Passed", "Reviewing"]))
            .into()
    }
}

impl ToSchema for BankReviewState {}

impl BankReviewState {
    /// Every review state, in spec order with the empty one first.
    pub const ALL: [BankReviewState; 4] = [
        BankReviewState::Empty,
        BankReviewState::Failed,
        BankReviewState::Passed,
        BankReviewState::Reviewing,
    ];
}

/// A reviewer's manual override of the review (spec 3: F Manual Fail, P
/// Manual Pass, R Needs Further Review).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum ManualOverrideCode {
    /// Manual Fail: a reviewer rejected the account whatever the checks said.
    F,
    /// Manual Pass: a reviewer accepted the account whatever the checks said.
    P,
    /// Needs Further Review: a reviewer parked the account for a second look.
    R,
}

impl ManualOverrideCode {
    /// Every override code, in spec order.
    pub const ALL: [ManualOverrideCode; 3] = [
        ManualOverrideCode::F,
        ManualOverrideCode::P,
        ManualOverrideCode::R,
    ];

    /// The meaning the console shows next to the code (spec 3).
    pub fn meaning(self) -> &'static str {
        match self {
            ManualOverrideCode::F => "Manual Fail",
            ManualOverrideCode::P => "Manual Pass",
            ManualOverrideCode::R => "Needs Further Review",
        }
    }
}

/// Where the bank statement the review may ask for stands (spec 3, numbered
/// as the spec numbers it).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum StatementStatus {
    /// Unknown.
    Unknown = 0,
    /// Statement Not Required.
    StatementNotRequired = 1,
    /// Statement Required: the customer has yet to upload one.
    StatementRequired = 2,
    /// Statement Received: waiting for a reviewer.
    StatementReceived = 3,
    /// Rejected.
    Rejected = 4,
    /// Passed.
    Passed = 5,
}

impl StatementStatus {
    /// Every statement status, in spec order.
    pub const ALL: [StatementStatus; 6] = super::numbered::values(Self::NAMES);
}

impl Numbered for StatementStatus {
    const NAMES: &'static [(Self, &'static str)] = &[
        (StatementStatus::Unknown, "Unknown"),
        (StatementStatus::StatementNotRequired, "Statement Not Required"),
        (StatementStatus::StatementRequired, "Statement Required"),
        (StatementStatus::StatementReceived, "Statement Received"),
        (StatementStatus::Rejected, "Rejected"),
        (StatementStatus::Passed, "Passed"),
    ];
}

/// The outcome of matching the bank account's owner to the customer (spec 3,
/// spelt in lower case as the spec spells it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BankMatchStatus {
    /// The owner matched and the account may move money.
    Approved,
    /// The match has not answered yet.
    Pending,
    /// The owner did not match.
    Failed,
    /// The matching service failed.
    Error,
    /// A reviewer rejected the match.
    Rejected,
    /// The account was verified by micro-deposits.
    Verified,
}

impl BankMatchStatus {
    /// Every match status, in spec order.
    pub const ALL: [BankMatchStatus; 6] = [
        BankMatchStatus::Approved,
        BankMatchStatus::Pending,
        BankMatchStatus::Failed,
        BankMatchStatus::Error,
        BankMatchStatus::Rejected,
        BankMatchStatus::Verified,
    ];
}

/// The review filter of the bank accounts listing (spec 3: All, NeedsReview,
/// PendingUser, Rejected, Passed); each value below says which accounts it
/// selects.
// (`BankReviewFilter::matches` selects them: a doc link here would reach the
// document's readers as rustdoc syntax.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum BankReviewFilter {
    /// Every account.
    All,
    /// A reviewer has to act: the review is running, the checks failed with no
    /// override yet, the statement arrived, or a reviewer asked for a second look (R).
    NeedsReview,
    /// Waiting for the customer: a statement is required but not received.
    PendingUser,
    /// Refused: manual fail (F), or a failed review or rejected statement with no pass override.
    Rejected,
    /// Accepted: manual pass (P), or a passed review with no other override.
    Passed,
}

impl BankReviewFilter {
    /// Every filter value, in spec order.
    pub const ALL: [BankReviewFilter; 5] = [
        BankReviewFilter::All,
        BankReviewFilter::NeedsReview,
        BankReviewFilter::PendingUser,
        BankReviewFilter::Rejected,
        BankReviewFilter::Passed,
    ];

    /// Whether `account` is listed under this filter value.
    pub fn matches(self, account: &BankAccount) -> bool {
        use BankReviewState as S;
        use ManualOverrideCode as O;
        use StatementStatus as St;
        let state = account.review_state;
        let statement = account.statement_status;
        match (self, account.manual_override) {
            (BankReviewFilter::All, _) => true,
            (BankReviewFilter::NeedsReview, Some(O::R)) => true,
            (BankReviewFilter::NeedsReview, None) => {
                state == S::Reviewing
                    || (state == S::Failed && statement != St::Rejected)
                    || statement == St::StatementReceived
            }
            (BankReviewFilter::PendingUser, None | Some(O::R)) => statement == St::StatementRequired,
            (BankReviewFilter::Rejected, Some(O::F)) => true,
            (BankReviewFilter::Rejected, None) => statement == St::Rejected,
            (BankReviewFilter::Passed, Some(O::P)) => true,
            (BankReviewFilter::Passed, None) => state == S::Passed && statement != St::Rejected,
            _ => false,
        }
    }
}

/// Whether the bank account is a checking or a savings account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum BankAccountKind {
    /// A checking account.
    Checking,
    /// A savings account.
    Savings,
}

/// A customer's bank account, linked to one trading account for ACH transfers.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct BankAccount {
    /// Stable identifier (spec 3), used by the detail route and by transfers.
    pub bank_account_id: u64,
    /// The trading account the bank account funds.
    pub trading_account_id: u64,
    /// The customer who owns both accounts.
    pub user_id: u64,
    /// The bank's name, shown in the listing.
    pub bank_name: super::amounts::BankName,
    /// The bank's ABA routing number (nine digits).
    pub routing_number: super::amounts::RoutingNumber,
    /// The last four digits of the account number: the console never shows more.
    pub account_number_last4: super::amounts::Last4,
    /// Checking or savings.
    pub account_kind: BankAccountKind,
    /// The automatic review state; empty until the review starts.
    pub review_state: BankReviewState,
    /// A reviewer's override of the review, if any.
    pub manual_override: Option<ManualOverrideCode>,
    /// Where the bank statement stands.
    pub statement_status: StatementStatus,
    /// The owner-match outcome.
    pub match_status: BankMatchStatus,
    /// Whether the account may still be used; closed links stay for history.
    pub is_active: bool,
    /// When the customer linked the account; the listing's default sort is newest first.
    pub created: DateTime<Utc>,
}
