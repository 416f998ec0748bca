//! Platform customers: the people whose accounts the staff review, and the
//! enumerations of their profile (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// A customer of the investing platform, as the User Accounts listing shows them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct Customer {
    /// Stable identifier; trading accounts, documents and audit entries point at it.
    pub user_id: u64,
    /// The customer's sign-in name.
    pub user_name: String,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Contact address; the resend-confirmation screen sends to it.
    pub email: String,
    /// Whether the customer has confirmed their email; unconfirmed ones can be sent a new confirmation.
    pub email_confirmed: bool,
    /// Contact phone number, in international format.
    pub phone: String,
    /// Country of residence (ISO 3166-1 alpha-2), for compliance review.
    pub country: String,
    /// The subscription level, which limits smartfolio strategies.
    pub membership_level: MembershipLevel,
    /// How far through onboarding the customer is.
    pub onboarding_status: OnboardingStatus,
    /// Whether the customer may sign in to the app; staff can deactivate accounts.
    pub active: bool,
    /// When the customer signed up; the listing's default sort is newest first.
    pub created: DateTime<Utc>,
}

/// The membership levels of spec section 3, numbered as the spec numbers them.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum MembershipLevel {
    /// Free.
    Free = 1,
    /// Lite.
    Lite = 2,
    /// Advanced.
    Advanced = 3,
    /// Pro.
    Pro = 4,
}

impl MembershipLevel {
    /// Every level, in spec order.
    pub const ALL: [MembershipLevel; 4] = super::numbered::values(Self::NAMES);
}

impl Numbered for MembershipLevel {
    const NAMES: &'static [(Self, &'static str)] = &[
        (MembershipLevel::Free, "Free"),
        (MembershipLevel::Lite, "Lite"),
        (MembershipLevel::Advanced, "Advanced"),
        (MembershipLevel::Pro, "Pro"),
    ];
}

/// The onboarding statuses of spec section 3, spelt as the spec spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, Serialize, ToSchema)]
pub enum OnboardingStatus {
    /// Unknown.
    Unknown,
    /// Waiting for the broker to verify the customer's identity.
    #[serde(rename = "Waiting Broker Verify")]
    WaitingBrokerVerify,
    /// The broker refused to verify the customer.
    #[serde(rename = "Broker Verify Failed")]
    BrokerVerifyFailed,
    /// A broker account must be opened.
    #[serde(rename = "Broker Account Required")]
    BrokerAccountRequired,
    /// Linking a bank account failed.
    #[serde(rename = "Bank Account Failed")]
    BankAccountFailed,
    /// A linked bank account awaits verification.
    #[serde(rename = "Bank Account Pending")]
    BankAccountPending,
    /// The account must be funded (product-named in the original source).
    #[serde(rename = "Funding Required")]
    FundingRequired,
    /// A first deposit is on its way (product-named in the original source).
    #[serde(rename = "Funding Pending")]
    FundingPending,
    /// Onboarding is complete.
    #[serde(rename = "Onboarding Complete")]
    OnboardingComplete,
    /// The customer has invested.
    Invested,
}

impl OnboardingStatus {
    /// Every status, in spec order.
    pub const ALL: [OnboardingStatus; 10] = [
        OnboardingStatus::Unknown,
        OnboardingStatus::WaitingBrokerVerify,
        OnboardingStatus::BrokerVerifyFailed,
        OnboardingStatus::BrokerAccountRequired,
        OnboardingStatus::BankAccountFailed,
        OnboardingStatus::BankAccountPending,
        OnboardingStatus::FundingRequired,
        OnboardingStatus::FundingPending,
        OnboardingStatus::OnboardingComplete,
        OnboardingStatus::Invested,
    ];
}

/// The body of `POST /api/admin/users` (the Create New User screen).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({
    "FirstName": "Grace", "LastName": "Kelly", "Email": "grace.kelly@mail.example",
    "UserName": "gracekelly", "Phone": "+1 212 555 0101", "MembershipLevel": 2
}))]
pub struct CreateUserPayload {
    /// Given name (1 to 50 characters of display text).
    #[schema(inline)]
    pub first_name: super::text::Line<50>,
    /// Family name (1 to 50 characters of display text).
    #[schema(inline)]
    pub last_name: super::text::Line<50>,
    /// Email address (at most 254 characters); unique among customers.
    #[schema(schema_with = email_schema)]
    pub email: String,
    /// Sign-in name (3 to 32 letters, digits, `.`, `_` or `-`); unique.
    /// Absent or empty: derived from the email, made unique with a number.
    #[serde(default)]
    #[schema(schema_with = user_name_schema)]
    pub user_name: Option<String>,
    /// Phone number (at most 20 digits, spaces, `+`, `-`, parentheses), optional.
    #[serde(default)]
    #[schema(schema_with = phone_schema)]
    pub phone: Option<String>,
    /// The membership level to start at; Free when absent.
    #[serde(default)]
    pub membership_level: Option<MembershipLevel>,
}

/// The body of `POST /api/admin/users/resend-confirmation`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"Email": "user10011@mail.example"}))]
pub struct ResendConfirmationPayload {
    /// The email address the user signed up with (not blank).
    #[schema(pattern = "\\S")]
    pub email: String,
}

/// The answer of a resent confirmation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct ResendConfirmationAnswer {
    /// `Success`.
    pub message: String,
    /// Where the email went.
    pub email: String,
    /// When it was sent.
    pub sent: DateTime<Utc>,
}

/// A user's details: the account, its profile tabs and its trading accounts.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDetails {
    /// The account, as the listing shows it.
    pub user: Customer,
    /// The profile tabs.
    pub profile: super::CustomerProfile,
    /// The user's trading accounts.
    pub trading_accounts: Vec<super::TradingAccount>,
    /// The user's smartfolio holdings (the smartfolio info tab).
    pub smartfolio_positions: Vec<super::SmartfolioPosition>,
}

/// An email address as the document's pattern has it: one `@`, a local
/// part, a domain with a dot inside it, no spaces and none of the characters
/// display text may not hold.
pub fn valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    let fine = |c: char| super::text::allowed(c, false) && !c.is_whitespace() && c != '@';
    email.chars().count() <= 254
        && !local.is_empty()
        && local.chars().all(fine)
        && domain.chars().all(fine)
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
}

/// A sign-in name: 3 to 32 letters, digits, dots, underscores or hyphens.
pub fn valid_user_name(name: &str) -> bool {
    (3..=32).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// A phone number: at most 20 digits, spaces, `+`, `-` and parentheses.
pub fn valid_phone(phone: &str) -> bool {
    phone.chars().count() <= 20 && phone.chars().all(|c| c.is_ascii_digit() || " +-()".contains(c))
}

fn string_field(description: &str, pattern: String, max: usize, nullable: bool) -> utoipa::openapi::Object {
    use utoipa::openapi::{ObjectBuilder, Type, schema::SchemaType};
    let kind = if nullable {
        SchemaType::from_iter([Type::String, Type::Null])
    } else {
        SchemaType::Type(Type::String)
    };
    ObjectBuilder::new()
        .schema_type(kind)
        .description(Some(description))
        .max_length(Some(max))
        .pattern(Some(pattern))
        .build()
}

fn email_schema() -> utoipa::openapi::Object {
    let n = super::text::NEVER;
    string_field(
        "Email address (at most 254 characters); unique among customers.",
        format!(r"^[^@\s{n}]+@[^@\s.{n}][^@\s{n}]*\.[^@\s{n}]*[^@\s.{n}]$"),
        254,
        false,
    )
}

fn user_name_schema() -> utoipa::openapi::Object {
    string_field(
        "Sign-in name (3 to 32 letters, digits, `.`, `_` or `-`); unique. Absent or empty: derived \
         from the email, made unique with a number.",
        r"^$|^[A-Za-z0-9._-]{3,32}$".to_owned(),
        32,
        true,
    )
}

fn phone_schema() -> utoipa::openapi::Object {
    string_field(
        "Phone number (at most 20 digits, spaces, `+`, `-`, parentheses), optional.",
        r"^[0-9 +()-]{0,20}$".to_owned(),
        20,
        true,
    )
}
