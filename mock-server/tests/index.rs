//! The one index (`store::index`) answers exactly what a scan and a full
//! sort would: the same count and the same page, for any filter, order and
//! page, over the transfers (by their status, type and watchlists) and over
//! the orders (by any set of buckets).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::sync::OnceLock;

use chrono::Duration;
use std::cmp::Ordering;

use chrono::{DateTime, Utc};
use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
    model::{AchWatchlistType, Transfer, TransferBucket, TransferStatus, TransferType},
    store::{
        World,
        index::{Index, IndexOrder, Indexed, Span},
    },
};
use proptest::prelude::*;

fn world() -> &'static World {
    static WORLD: OnceLock<World> = OnceLock::new();
    WORLD.get_or_init(|| fixtures::generate(7, Scale::Customers(300), fixture_epoch()))
}

fn subset<T: Clone + std::fmt::Debug>(all: &'static [T]) -> impl Strategy<Value = Vec<T>> {
    prop::sample::subsequence(all.to_vec(), 0..=all.len().min(3))
}

/// What the transfers listing may ask of the index.
#[derive(Debug, Clone)]
struct Filter {
    statuses: Vec<TransferStatus>,
    types: Vec<TransferType>,
    any_watchlist: Vec<AchWatchlistType>,
    watched: bool,
    start: Option<DateTime<Utc>>,
    end: Option<DateTime<Utc>>,
}

impl Filter {
    fn allows(&self, key: &TransferBucket) -> bool {
        (self.statuses.is_empty() || self.statuses.contains(&key.status))
            && (self.types.is_empty() || self.types.contains(&key.transfer_type))
            && (self.any_watchlist.is_empty()
                || self.any_watchlist.iter().any(|w| key.watchlists.contains(*w)))
            && (!self.watched || !key.watchlists.is_empty())
    }

    /// The scan's test, from the transfer's own fields.
    fn matches(&self, t: &Transfer) -> bool {
        (self.statuses.is_empty() || self.statuses.contains(&t.status))
            && (self.types.is_empty() || self.types.contains(&t.transfer_type))
            && (self.any_watchlist.is_empty()
                || self.any_watchlist.iter().any(|w| t.watchlist_types.contains(*w)))
            && (!self.watched || !t.watchlist_types.is_empty())
            && self.start.is_none_or(|s| t.created >= s)
            && self.end.is_none_or(|e| t.created < e)
    }
}

/// The listing's orders: created, amount, status, type.
#[derive(Debug, Clone, Copy)]
enum TransferOrder {
    Created,
    Amount,
    Status,
    TransferType,
}

impl TransferOrder {
    fn index_order(self) -> IndexOrder<TransferBucket> {
        match self {
            TransferOrder::Created => IndexOrder::Created,
            TransferOrder::Amount => IndexOrder::Amount,
            TransferOrder::Status => IndexOrder::Field(|key| key.status as u8),
            TransferOrder::TransferType => IndexOrder::Field(|key| key.transfer_type as u8),
        }
    }

    /// The full sort's comparison (ascending; ties by id).
    fn compare(self, a: &Transfer, b: &Transfer) -> Ordering {
        match self {
            TransferOrder::Created => a.created.cmp(&b.created),
            TransferOrder::Amount => a.amount.cmp(&b.amount),
            TransferOrder::Status => (a.status as u8)
                .cmp(&(b.status as u8))
                .then(a.created.cmp(&b.created)),
            TransferOrder::TransferType => (a.transfer_type as u8)
                .cmp(&(b.transfer_type as u8))
                .then(a.created.cmp(&b.created)),
        }
        .then(a.transfer_id.cmp(&b.transfer_id))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_transfer_index_agrees_with_a_scan(
        statuses in subset(&TransferStatus::ALL),
        types in subset(&TransferType::ALL),
        any_watchlist in subset(&AchWatchlistType::ALL),
        watched in any::<bool>(),
        start_days in prop::option::of(0i64..120),
        span_days in prop::option::of(0i64..60),
        order in prop::sample::select(vec![TransferOrder::Created, TransferOrder::Amount, TransferOrder::Status, TransferOrder::TransferType]),
        descending in any::<bool>(),
        offset in 0usize..300,
        limit in 1usize..60,
    ) {
        let world = world();
        let now = fixture_epoch();
        let start = start_days.map(|d| now - Duration::days(d));
        let end = match (start, span_days) {
            (Some(s), Some(span)) => Some(s + Duration::days(span)),
            (None, Some(span)) => Some(now - Duration::days(span)),
            _ => None,
        };
        let filter = Filter { statuses, types, any_watchlist, watched, start, end };
        let index = Index::build(&world.transfers);
        let mut expected: Vec<&Transfer> = world.transfers.iter().filter(|t| filter.matches(t)).collect();
        expected.sort_by(|a, b| if descending { order.compare(b, a) } else { order.compare(a, b) });
        let allowed = |key: &TransferBucket| filter.allows(key);
        let span = Span { start, end };
        prop_assert_eq!(index.count(&world.transfers, allowed, span), expected.len());
        let page = index.page(&world.transfers, allowed, span, order.index_order(), descending, offset, limit);
        let wanted: Vec<&Transfer> = expected.into_iter().skip(offset).take(limit).collect();
        let ids = |page: &[&Transfer]| page.iter().map(|t| t.transfer_id).collect::<Vec<_>>();
        prop_assert_eq!(ids(&page), ids(&wanted));
    }
}

mod records {
    use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};

    use mock_server::model::{Order, OrderBucket};

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// The orders' index (the trades' is the same code) agrees with a scan too.
        #[test]
        fn the_order_index_agrees_with_a_scan(
            allowed_buckets in prop::collection::vec(any::<bool>(), 256),
            start_days in prop::option::of(0i64..120),
            span_days in prop::option::of(0i64..60),
            by_amount in any::<bool>(),
            descending in any::<bool>(),
            offset in 0usize..300,
            limit in 1usize..60,
        ) {
            let world = world();
            let now = fixture_epoch();
            let start = start_days.map(|d| now - Duration::days(d));
            let end = start.zip(span_days).map(|(s, span)| s + Duration::days(span));
            // A pseudo-random subset of the buckets (a fixed hash of each).
            let hasher = BuildHasherDefault::<DefaultHasher>::default();
            let allowed = |key: &OrderBucket| allowed_buckets[(hasher.hash_one(key) % 256) as usize];
            let order = if by_amount { IndexOrder::Amount } else { IndexOrder::Created };
            let orders: &[Order] = &world.orders;
            let index = Index::build(orders);
            let mut expected: Vec<&Order> = orders
                .iter()
                .filter(|o| allowed(&o.key()))
                .filter(|o| start.is_none_or(|s| o.created() >= s) && end.is_none_or(|e| o.created() < e))
                .collect();
            let key = |o: &Order| if by_amount { (o.amount(), o.id()) } else { (o.created().timestamp_nanos_opt().unwrap(), o.id()) };
            expected.sort_by_key(|o| key(o));
            if descending {
                expected.reverse();
            }
            let span = Span { start, end };
            prop_assert_eq!(index.count(orders, allowed, span), expected.len());
            let page = index.page(orders, allowed, span, order, descending, offset, limit);
            let ids = |page: &[&Order]| page.iter().map(|o| o.order_id).collect::<Vec<_>>();
            let wanted: Vec<&Order> = expected.into_iter().skip(offset).take(limit).collect();
            prop_assert_eq!(ids(&page), ids(&wanted));
        }
    }
}
