//! A customer's details: the tabs of the user details screen (spec 2) and the
//! enumerations behind them (spec 3).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// Everything the user details screen shows about one customer besides
/// money: profile, employment, finances, trusted contact, documents and trails.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerProfile {
    /// The customer these details belong to.
    pub user_id: u64,
    /// Date of birth, for identity checks.
    pub date_of_birth: NaiveDate,
    /// Postal address.
    pub address: Address,
    /// Employment tab.
    pub employment: Employment,
    /// Financial tab: the bands the customer chose at onboarding.
    pub financial: FinancialProfile,
    /// Trusted contact tab; customers may decline to name one.
    pub trusted_contact: Option<TrustedContact>,
    /// Identity documents tab; default sort StartDate desc (spec 9).
    pub identity_documents: Vec<IdentityDocument>,
    /// Identity audit trail tab; its default filter is category 9 (spec 9).
    pub identity_audit_trail: Vec<AuditEntry>,
    /// Audit trail tab: everything that happened on the account.
    pub audit_trail: Vec<AuditEntry>,
    /// Onboarding documents the customer uploaded.
    pub onboarding_documents: Vec<CustomerDocument>,
    /// Statements and confirmations from the broker; default sort date desc (spec 9).
    pub broker_documents: Vec<BrokerDocument>,
}

/// A postal address.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Address {
    /// Street and number.
    pub street: String,
    /// City.
    pub city: String,
    /// State, province or region.
    pub region: String,
    /// Postal code.
    pub postal_code: String,
    /// ISO 3166-1 alpha-2 country code.
    pub country: String,
}

/// The employment statuses of spec 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum EmploymentStatus {
    /// Employed.
    Employed,
    /// Retired.
    Retired,
    /// Self-employed.
    SelfEmployed,
    /// Unemployed.
    Unemployed,
    /// Student.
    Student,
    /// Other.
    Other,
}

impl EmploymentStatus {
    /// Every status, in spec order.
    pub const ALL: [EmploymentStatus; 6] = [
        EmploymentStatus::Employed,
        EmploymentStatus::Retired,
        EmploymentStatus::SelfEmployed,
        EmploymentStatus::Unemployed,
        EmploymentStatus::Student,
        EmploymentStatus::Other,
    ];
}

/// The employment tab.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Employment {
    /// Employment status.
    pub status: EmploymentStatus,
    /// The employer, for the employed (`None` otherwise).
    pub employer: Option<String>,
    /// The job title, for the employed and self-employed.
    pub position: Option<String>,
    /// Whether the customer works for a broker-dealer or exchange (an affiliation to review).
    pub works_for_member_firm: bool,
}

/// Annual income bands (spec 3: six, below 25000 to above 125000 USD).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum AnnualIncome {
    /// Below 25,000 USD.
    #[serde(rename = "Below25000")]
    Below25k,
    /// 25,000 to 50,000 USD.
    #[serde(rename = "25000To50000")]
    From25kTo50k,
    /// 50,000 to 75,000 USD.
    #[serde(rename = "50000To75000")]
    From50kTo75k,
    /// 75,000 to 100,000 USD.
    #[serde(rename = "75000To100000")]
    From75kTo100k,
    /// 100,000 to 125,000 USD.
    #[serde(rename = "100000To125000")]
    From100kTo125k,
    /// Above 125,000 USD.
    #[serde(rename = "Above125000")]
    Above125k,
}

/// Net worth bands (spec 3: seven, up to above 3,000,000 USD).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum NetWorth {
    /// Below 50,000 USD.
    #[serde(rename = "Below50000")]
    Below50k,
    /// 50,000 to 100,000 USD.
    #[serde(rename = "50000To100000")]
    From50kTo100k,
    /// 100,000 to 250,000 USD.
    #[serde(rename = "100000To250000")]
    From100kTo250k,
    /// 250,000 to 500,000 USD.
    #[serde(rename = "250000To500000")]
    From250kTo500k,
    /// 500,000 to 1,000,000 USD.
    #[serde(rename = "500000To1000000")]
    From500kTo1m,
    /// 1,000,000 to 3,000,000 USD.
    #[serde(rename = "1000000To3000000")]
    From1mTo3m,
    /// Above 3,000,000 USD.
    #[serde(rename = "Above3000000")]
    Above3m,
}

/// Liquid net worth bands (spec 3: seven, up to above 1,000,000 USD).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum LiquidNetWorth {
    /// Below 25,000 USD.
    #[serde(rename = "Below25000")]
    Below25k,
    /// 25,000 to 50,000 USD.
    #[serde(rename = "25000To50000")]
    From25kTo50k,
    /// 50,000 to 100,000 USD.
    #[serde(rename = "50000To100000")]
    From50kTo100k,
    /// 100,000 to 250,000 USD.
    #[serde(rename = "100000To250000")]
    From100kTo250k,
    /// 250,000 to 500,000 USD.
    #[serde(rename = "250000To500000")]
    From250kTo500k,
    /// 500,000 to 1,000,000 USD.
    #[serde(rename = "500000To1000000")]
    From500kTo1m,
    /// Above 1,000,000 USD.
    #[serde(rename = "Above1000000")]
    Above1m,
}

/// Investment objectives (spec 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum InvestmentObjective {
    /// Aggressive, higher risk.
    #[serde(rename = "Aggressive Higher Risk")]
    AggressiveHigherRisk,
    /// Capital appreciation.
    #[serde(rename = "Capital Appreciation")]
    CapitalAppreciation,
    /// Capital preservation.
    #[serde(rename = "Capital Preservation")]
    CapitalPreservation,
}

/// Investment experience (spec 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum InvestmentExperience {
    /// Under one year.
    UnderOne,
    /// One to five years.
    OneToFive,
    /// Six to ten years.
    SixToTen,
    /// Over ten years.
    OverTen,
}

/// The financial tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FinancialProfile {
    /// Annual income band.
    pub annual_income: AnnualIncome,
    /// Net worth band.
    pub net_worth: NetWorth,
    /// Liquid net worth band.
    pub liquid_net_worth: LiquidNetWorth,
    /// What the customer invests for.
    pub investment_objective: InvestmentObjective,
    /// How long the customer has invested.
    pub investment_experience: InvestmentExperience,
}

/// How a trusted contact relates to the customer: a closed set, which the
/// console shows by its label in the reader's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum Relationship {
    /// Husband, wife or partner.
    Spouse,
    /// Mother or father.
    Parent,
    /// Brother or sister.
    Sibling,
    /// Son or daughter.
    Child,
    /// A friend.
    Friend,
    /// The customer's attorney.
    Attorney,
}

/// The trusted contact tab: someone the broker may call about the account.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrustedContact {
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// How they relate to the customer.
    pub relationship: Relationship,
    /// Phone number.
    pub phone: String,
    /// Email address.
    pub email: String,
}

/// Identity document types (spec 3 numbering).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum IdentityDocumentType {
    /// Not Required.
    NotRequired = 0,
    /// Required/Not Provided.
    RequiredNotProvided = 1,
    /// Driver's License.
    DriversLicense = 2,
    /// Passport.
    Passport = 3,
}

impl Numbered for IdentityDocumentType {
    const NAMES: &'static [(Self, &'static str)] = &[
        (IdentityDocumentType::NotRequired, "Not Required"),
        (IdentityDocumentType::RequiredNotProvided, "Required/Not Provided"),
        (IdentityDocumentType::DriversLicense, "Driver's License"),
        (IdentityDocumentType::Passport, "Passport"),
    ];
}

/// An identity document on file.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct IdentityDocument {
    /// Stable identifier.
    pub identity_document_id: u64,
    /// The customer it identifies.
    pub user_id: u64,
    /// The kind of document.
    pub document_type: IdentityDocumentType,
    /// The document's number, masked but for the last four characters.
    pub document_number: String,
    /// The issuing country (ISO 3166-1 alpha-2).
    pub issuing_country: String,
    /// When the document became valid; the tab's default sort is newest first.
    pub start_date: DateTime<Utc>,
    /// When it expires; `None` for documents that do not.
    pub expiry_date: Option<DateTime<Utc>>,
    /// Whether the broker accepted it.
    pub verified: bool,
}

/// The activity codes of audit entries (spec 3 numbering).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum ActivityCode {
    /// unknown.
    Unknown = 0,
    /// bank account transfer.
    BankAccountTransfer = 1,
    /// completed bank account transfer.
    CompletedBankAccountTransfer = 2,
    /// trade.
    Trade = 3,
    /// completed trade.
    CompletedTrade = 4,
    /// smartfolio transfer.
    SmartfolioTransfer = 5,
    /// completed smartfolio transfer.
    CompletedSmartfolioTransfer = 6,
    /// cash change.
    CashChange = 7,
    /// pending smartfolio transfer.
    PendingSmartfolioTransfer = 8,
    /// admin page.
    AdminPage = 9,
    /// identity verification.
    IdentityVerification = 10,
    /// broker cash movement.
    BrokerCashMovement = 11,
}

impl ActivityCode {
    /// Every code, in spec order.
    pub const ALL: [ActivityCode; 12] = super::numbered::values(Self::NAMES);
}

impl Numbered for ActivityCode {
    const NAMES: &'static [(Self, &'static str)] = &[
        (ActivityCode::Unknown, "unknown"),
        (ActivityCode::BankAccountTransfer, "bank account transfer"),
        (
            ActivityCode::CompletedBankAccountTransfer,
            "completed bank account transfer",
        ),
        (ActivityCode::Trade, "trade"),
        (ActivityCode::CompletedTrade, "completed trade"),
        (ActivityCode::SmartfolioTransfer, "smartfolio transfer"),
        (
            ActivityCode::CompletedSmartfolioTransfer,
            "completed smartfolio transfer",
        ),
        (ActivityCode::CashChange, "cash change"),
        (
            ActivityCode::PendingSmartfolioTransfer,
            "pending smartfolio transfer",
        ),
        (ActivityCode::AdminPage, "admin page"),
        (ActivityCode::IdentityVerification, "identity verification"),
        (ActivityCode::BrokerCashMovement, "broker cash movement"),
    ];
}

/// What an audit entry records. The API sends the kind and its values
/// (`amount`, `symbol`, `quantity`), never a sentence: the console writes it
/// in the reader's language, with the numbers in the reader's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum AuditEvent {
    /// Activity of no particular kind (activity code 0).
    ActivityRecorded,
    /// A bank transfer was requested: names the amount.
    BankTransferRequested,
    /// A bank transfer completed: names the amount.
    BankTransferCompleted,
    /// A trade order was placed: names the symbol and the quantity.
    TradeOrderPlaced,
    /// A trade was executed: names the symbol and the quantity.
    TradeExecuted,
    /// A smartfolio transfer was requested: names the amount.
    SmartfolioTransferRequested,
    /// A smartfolio transfer completed: names the amount.
    SmartfolioTransferCompleted,
    /// A smartfolio transfer is pending: names the amount.
    SmartfolioTransferPending,
    /// The cash balance changed: names the amount.
    CashBalanceChanged,
    /// Staff viewed the profile in the back-office console.
    ProfileViewed,
    /// The customer submitted identity verification.
    IdentityVerificationSubmitted,
    /// The broker verified the customer's identity.
    IdentityVerified,
    /// An identity document was rejected.
    IdentityDocumentRejected,
    /// The broker moved cash: names the amount.
    BrokerCashMovement,
}

/// One entry of an audit trail or identity audit trail.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// Stable identifier.
    pub audit_id: u64,
    /// The customer the entry is about.
    pub user_id: u64,
    /// What kind of activity (the identity trail filters on it; default 9).
    pub activity_code: ActivityCode,
    /// What happened; with `amount`, `symbol` and `quantity` it is the
    /// sentence, which the console writes in the reader's language.
    pub event: AuditEvent,
    /// The amount in USD the event names (transfers, cash changes); otherwise null.
    #[serde(default, with = "super::amounts::optional_cents")]
    #[schema(value_type = Option<f64>, example = 1979.35)]
    pub amount: Option<i64>,
    /// The ticker the event names (trades); otherwise null.
    #[schema(value_type = Option<String>, example = "SPY")]
    pub symbol: Option<super::amounts::Symbol>,
    /// The shares the event names (trades); otherwise null.
    #[serde(default, with = "super::amounts::optional_shares")]
    #[schema(value_type = Option<f64>, example = 10)]
    pub quantity: Option<i64>,
    /// Who did it: the customer's user name, a staff user name, or `system`.
    pub actor: String,
    /// When; the tables sort newest first.
    pub created: DateTime<Utc>,
}

/// Document visibility and availability filters apply to these (spec 3).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerDocument {
    /// Stable identifier.
    pub document_id: u64,
    /// The customer who uploaded it.
    pub user_id: u64,
    /// What it is (proof of address, W-9, ...).
    pub title: String,
    /// The file name as uploaded.
    pub file_name: String,
    /// Whether the customer can see it in the app (the visible/invisible filter).
    pub visible: bool,
    /// Whether the file is stored (the available/missing filter).
    pub available: bool,
    /// When it was uploaded.
    pub created: DateTime<Utc>,
}

/// Broker document categories (spec 3's filter: All, Statements, Confirmations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum BrokerDocumentCategory {
    /// Monthly account statements.
    Statements,
    /// Trade confirmations.
    Confirmations,
}

/// A statement or confirmation from the broker.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BrokerDocument {
    /// Stable identifier.
    pub document_id: u64,
    /// The customer it belongs to.
    pub user_id: u64,
    /// The trading account it is about.
    pub trading_account_id: u64,
    /// Statement or confirmation.
    pub category: BrokerDocumentCategory,
    /// The broker that issued it.
    pub broker: String,
    /// The document's date; the tab's default sort is newest first.
    pub date: DateTime<Utc>,
    /// Whether the file is stored (the available/missing filter).
    pub available: bool,
}
