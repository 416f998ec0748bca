//! Platform customers: the people whose accounts the staff review, and the
//! enumerations of their profile (spec section 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

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
    pub const ALL: [MembershipLevel; 4] = [
        MembershipLevel::Free,
        MembershipLevel::Lite,
        MembershipLevel::Advanced,
        MembershipLevel::Pro,
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
