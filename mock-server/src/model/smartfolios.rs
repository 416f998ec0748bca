//! Smartfolios: the designer list, symbol strategies, positions and overrides (spec 3).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};
use utoipa::ToSchema;

use super::numbered::Numbered;

/// The strategy names of spec 3, numbered as the spec numbers them (there is no 2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ToSchema,
)]
#[repr(u8)]
pub enum StrategyName {
    /// 4Q Rotate.
    FourQRotate = 1,
    /// SPY+.
    SpyPlus = 3,
    /// unknown.
    Unknown = 4,
    /// SPY I.
    SpyI = 5,
    /// Red Oil.
    RedOil = 6,
}

impl StrategyName {
    /// Every strategy, in spec order.
    pub const ALL: [StrategyName; 5] = super::numbered::values(Self::NAMES);
}

impl Numbered for StrategyName {
    const NAMES: &'static [(Self, &'static str)] = &[
        (StrategyName::FourQRotate, "4Q Rotate"),
        (StrategyName::SpyPlus, "SPY+"),
        (StrategyName::Unknown, "unknown"),
        (StrategyName::SpyI, "SPY I"),
        (StrategyName::RedOil, "Red Oil"),
    ];
}

/// A symbol's strategy, from `GET /api/v1/SymbolStrategy?IsActive=true` (spec 7).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SymbolStrategy {
    /// Stable identifier.
    pub symbol_strategy_id: u64,
    /// The ticker the strategy trades.
    pub symbol: String,
    /// The strategy's number (spec 3).
    pub strategy_id: StrategyName,
    /// The strategy's name as spec 3 spells it.
    pub strategy_name: String,
    /// Whether it is in use; the console asks for active ones.
    pub is_active: bool,
    /// The target weight of the symbol in the strategy, 0 to 1: the active
    /// symbols' weights of one strategy add up to 1 (100 %), and an inactive
    /// symbol weighs 0.
    pub weight: f64,
    /// When it was last changed.
    pub updated: DateTime<Utc>,
}

/// How far a strategy's active weights may be from a whole (1, that is
/// 100 %) and still count as adding up to it: a millionth, room for decimals
/// such as three thirds.
pub const WEIGHT_TOLERANCE: f64 = 1e-6;

/// Whether weights add up to 100 % (see [`WEIGHT_TOLERANCE`]).
pub fn is_whole(sum: f64) -> bool {
    (sum - 1.0).abs() <= WEIGHT_TOLERANCE
}

/// One symbol of a strategy, as `PUT /api/v1/SymbolStrategy/{strategyId}` sets it.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StrategySymbolWeight {
    /// The ticker; must be an asset.
    #[schema(schema_with = super::assets::asset_symbol_schema)]
    pub symbol: String,
    /// Its target weight, 0 to 1; an inactive symbol's must be 0.
    #[schema(minimum = 0, maximum = 1)]
    pub weight: f64,
    /// Whether the strategy trades it.
    pub is_active: bool,
}

/// The body of `PUT /api/v1/SymbolStrategy/{strategyId}`: every symbol the
/// strategy trades, with its weight. The active weights must add up to 100 %.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"symbols": [
    {"symbol": "SPY", "weight": 0.6, "isActive": true},
    {"symbol": "QQQ", "weight": 0.4, "isActive": true},
    {"symbol": "TLT", "weight": 0, "isActive": false}
]}))]
pub struct StrategyWeightsPayload {
    /// The strategy's symbols (1 to 40, each once); any it has today and
    /// this list leaves out are removed from it.
    #[schema(min_items = 1, max_items = 40)]
    pub symbols: Vec<StrategySymbolWeight>,
}

/// The aggressiveness labels of spec 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum AggressivenessLabel {
    /// Conservative.
    Conservative,
    /// Conservative+.
    #[serde(rename = "Conservative+")]
    ConservativePlus,
    /// Moderate.
    Moderate,
    /// Moderate+.
    #[serde(rename = "Moderate+")]
    ModeratePlus,
    /// Aggressive.
    Aggressive,
    /// Aggressive+.
    #[serde(rename = "Aggressive+")]
    AggressivePlus,
}

impl AggressivenessLabel {
    /// The label of an aggressiveness from 0 to 10.
    pub fn of(aggressiveness: u8) -> Self {
        match aggressiveness {
            0 | 1 => AggressivenessLabel::Conservative,
            2 | 3 => AggressivenessLabel::ConservativePlus,
            4 | 5 => AggressivenessLabel::Moderate,
            6 | 7 => AggressivenessLabel::ModeratePlus,
            8 | 9 => AggressivenessLabel::Aggressive,
            _ => AggressivenessLabel::AggressivePlus,
        }
    }
}

/// The membership types of smartfolios (spec 3), spelt as the spec spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum MembershipType {
    /// Unknown (id 0).
    Unknown,
    /// Free_Legacy (id 1).
    #[serde(rename = "Free_Legacy")]
    FreeLegacy,
    /// Lite_Legacy (id 2).
    #[serde(rename = "Lite_Legacy")]
    LiteLegacy,
    /// Advanced_Legacy (id 3).
    #[serde(rename = "Advanced_Legacy")]
    AdvancedLegacy,
    /// Pro_Legacy (id 4).
    #[serde(rename = "Pro_Legacy")]
    ProLegacy,
}

impl MembershipType {
    /// Every type, by id.
    pub const ALL: [MembershipType; 5] = [
        MembershipType::Unknown,
        MembershipType::FreeLegacy,
        MembershipType::LiteLegacy,
        MembershipType::AdvancedLegacy,
        MembershipType::ProLegacy,
    ];
}

/// A smartfolio's category (spec 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum SmartfolioCategory {
    /// A regular smartfolio.
    Regular,
    /// A core strategy.
    Core,
}

/// A smartfolio as the designer list shows it (spec 3).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Smartfolio {
    /// Stable identifier.
    pub smartfolio_id: u64,
    /// Whether customers can invest in it.
    pub active: bool,
    /// Whether it is a core strategy.
    pub is_core_strategy: bool,
    /// The benchmark or lead symbol.
    pub symbol: String,
    /// When it started trading.
    pub start_time: DateTime<Utc>,
    /// The least a customer may invest, USD (the sample is 500, spec 9).
    pub minimum_invested: f64,
    /// The title.
    pub title: String,
    /// The description.
    pub description: String,
    /// Whether its factsheet can be downloaded.
    pub perform_download: bool,
    /// Risk, 0 to 10 (spec 9).
    #[schema(minimum = 0, maximum = 10)]
    pub aggressiveness: u8,
    /// The label of that risk (spec 3).
    pub aggressiveness_label: AggressivenessLabel,
    /// The membership type id, 0 to 4.
    #[schema(minimum = 0, maximum = 4)]
    pub membership_type_id: u8,
    /// The membership type needed to invest.
    pub membership_type: MembershipType,
    /// The name marketing uses.
    pub marketing_name: String,
    /// Card image: the address of an image this server draws and serves
    /// (`/images/smartfolios/{id}/card.svg`), so the console's policy of
    /// same-origin images shows it.
    pub image_url: String,
    /// Banner image: likewise (`/images/smartfolios/{id}/banner.svg`).
    pub banner_image_url: String,
    /// Regular or Core.
    pub category: SmartfolioCategory,
}

/// A holding of a smartfolio in a customer's trading account.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmartfolioPosition {
    /// Stable identifier.
    pub smartfolio_position_id: u64,
    /// The smartfolio held.
    pub smartfolio_id: u64,
    /// The trading account holding it.
    pub trading_account_id: u64,
    /// Its account number.
    pub account_number: String,
    /// The amount invested, USD.
    pub invested: f64,
    /// The current value, USD.
    pub market_value: f64,
    /// When it was last valued.
    pub updated: DateTime<Utc>,
}

/// One page of smartfolio holdings, with the totals of every holding the filters match.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmartfolioPositionListing {
    /// The holdings of the requested page, in the requested order.
    pub data: Vec<SmartfolioPosition>,
    /// How many holdings match the filters, across all pages.
    pub total_match: u64,
    /// How many holdings exist before filtering.
    pub total: u64,
    /// The amount invested in every matching holding, USD (not just this page's).
    pub total_invested: f64,
    /// The current value of every matching holding, USD (not just this page's).
    pub total_market_value: f64,
}

/// A manual override of a symbol's weight in a smartfolio.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmartfolioOverride {
    /// Stable identifier; update and delete address it.
    pub override_id: u64,
    /// The smartfolio overridden.
    pub smartfolio_id: u64,
    /// The symbol whose weight is overridden.
    pub symbol: String,
    /// The weight to use instead, 0 to 1.
    pub weight: f64,
    /// Why.
    pub reason: String,
    /// The staff member who set it.
    pub created_by: String,
    /// When.
    pub created: DateTime<Utc>,
}

/// The body of `PUT /api/admin/smartfolios/{smartfolioId}` (the designer's edit form).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "title": "Core Growth", "description": "A rules-based portfolio benchmarked to SPY.",
    "marketingName": "Core Growth Smartfolio", "symbol": "SPY", "active": true, "isCoreStrategy": true,
    "minimumInvested": 500.0, "aggressiveness": 6, "membershipTypeId": 1, "performDownload": true,
    "category": "Core", "imageUrl": "/images/smartfolios/1/card.svg",
    "bannerImageUrl": "/images/smartfolios/1/banner.svg"
}))]
pub struct SmartfolioPayload {
    /// The title (1 to 80 characters of display text).
    #[schema(inline)]
    pub title: super::text::Line<80>,
    /// The description (1 to 1000 characters of display text; line breaks allowed).
    #[schema(inline)]
    pub description: super::text::Block<1000>,
    /// The name marketing uses (1 to 80 characters of display text).
    #[schema(inline)]
    pub marketing_name: super::text::Line<80>,
    /// The benchmark symbol; must be an asset.
    #[schema(schema_with = super::assets::asset_symbol_schema)]
    pub symbol: String,
    /// Whether customers can invest.
    pub active: bool,
    /// Whether it is a core strategy.
    pub is_core_strategy: bool,
    /// The least a customer may invest, USD (more than 0).
    #[schema(exclusive_minimum = 0)]
    pub minimum_invested: f64,
    /// Risk, 0 to 10; the label follows from it.
    #[schema(minimum = 0, maximum = 10)]
    pub aggressiveness: u8,
    /// The membership type id, 0 to 4.
    #[schema(minimum = 0, maximum = 4)]
    pub membership_type_id: u8,
    /// Whether its factsheet can be downloaded.
    pub perform_download: bool,
    /// Regular or Core.
    pub category: SmartfolioCategory,
    /// Card image: one of this server's smartfolio images
    /// (`/images/smartfolios/{id}/card.svg` or `banner.svg` of an existing
    /// smartfolio). An address on another origin is refused: the console's
    /// policy (`img-src 'self'`) would never show it.
    #[schema(inline)]
    pub image_url: super::images::ImageUrl,
    /// Banner image: one of this server's smartfolio images, as `imageUrl`.
    #[schema(inline)]
    pub banner_image_url: super::images::ImageUrl,
}

/// The body of `POST` and `PUT /api/admin/smartfolios/overrides`.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"smartfolioId": 3, "symbol": "NVDA", "weight": 0.05, "reason": "Earnings blackout"}))]
pub struct OverridePayload {
    /// The smartfolio to override.
    #[serde(deserialize_with = "super::ids::int64")]
    pub smartfolio_id: u64,
    /// The symbol whose weight to set; must be an asset.
    #[schema(schema_with = super::assets::asset_symbol_schema)]
    pub symbol: String,
    /// The weight, 0 to 1.
    #[schema(minimum = 0, maximum = 1)]
    pub weight: f64,
    /// Why (1 to 200 characters of display text).
    #[schema(inline)]
    pub reason: super::text::Line<200>,
}
