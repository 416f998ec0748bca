//! The listing envelopes of spec section 3.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The generic listing envelope (spec section 3: `data`, `totalMatch`, `total`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Listing<T> {
    /// The records of the requested page, in the requested order.
    pub data: Vec<T>,
    /// How many records match the filters, across all pages.
    pub total_match: u64,
    /// How many records exist before filtering.
    pub total: u64,
}

/// The order listings' envelope (spec 3: `Data` with `Items`, `Count`,
/// `TotalCount`, `MatchedCount` and `TotalPages`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OrderListing<T> {
    /// The page.
    pub data: OrderPage<T>,
}

/// One page of an order listing.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct OrderPage<T> {
    /// The records of the page, in the requested order.
    pub items: Vec<T>,
    /// How many records the page holds.
    pub count: u64,
    /// How many records exist before filtering.
    pub total_count: u64,
    /// How many records match the filters.
    pub matched_count: u64,
    /// How many pages the matches fill at this page size.
    pub total_pages: u64,
}

/// The aggregate order views' envelope (spec 3: `Data`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct AggregateListing<T> {
    /// Every group, largest first.
    pub data: Vec<T>,
}

impl<T> OrderListing<T> {
    /// The order envelope of a generic listing at a page size.
    pub fn from_listing(listing: Listing<T>, page_size: u64) -> Self {
        let matched = listing.total_match;
        OrderListing {
            data: OrderPage {
                count: listing.data.len() as u64,
                items: listing.data,
                total_count: listing.total,
                matched_count: matched,
                total_pages: if page_size == 0 {
                    0
                } else {
                    matched.div_ceil(page_size)
                },
            },
        }
    }
}
