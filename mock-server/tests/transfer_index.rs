//! The transfers' index answers exactly what a scan and a full sort would:
//! the same count and the same page, for any filter, order and page.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::sync::OnceLock;

use chrono::Duration;
use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
    model::{AchWatchlistType, Transfer, TransferStatus, TransferType},
    store::{
        World,
        transfer_index::{IndexedFilter, TransferIndex, TransferOrder, compare},
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

fn matches(filter: &IndexedFilter, t: &Transfer) -> bool {
    (filter.statuses.is_empty() || filter.statuses.contains(&t.status))
        && (filter.types.is_empty() || filter.types.contains(&t.transfer_type))
        && (filter.any_watchlist.is_empty()
            || filter
                .any_watchlist
                .iter()
                .any(|w| t.watchlist_types.contains(*w)))
        && (!filter.watched || !t.watchlist_types.is_empty())
        && filter.start.is_none_or(|s| t.created >= s)
        && filter.end.is_none_or(|e| t.created < e)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_index_agrees_with_a_scan(
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
        let filter = IndexedFilter { statuses, types, any_watchlist, watched, start, end };
        let index = TransferIndex::build(&world.transfers);
        let mut expected: Vec<&Transfer> = world.transfers.iter().filter(|t| matches(&filter, t)).collect();
        expected.sort_by(|a, b| if descending { compare(order, b, a) } else { compare(order, a, b) });
        prop_assert_eq!(index.count(&world.transfers, &filter), expected.len());
        let page = index.page(&world.transfers, &filter, order, descending, offset, limit);
        let wanted: Vec<&Transfer> = expected.into_iter().skip(offset).take(limit).collect();
        let ids = |page: &[&Transfer]| page.iter().map(|t| t.transfer_id).collect::<Vec<_>>();
        prop_assert_eq!(ids(&page), ids(&wanted));
    }
}

mod records {
    use mock_server::{
        model::Order,
        store::record_index::{Indexable, RecordIndex, RecordOrder},
    };

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// The trades' and orders' index agrees with a scan too.
        #[test]
        fn the_record_index_agrees_with_a_scan(
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
            // A pseudo-random subset of the buckets.
            let allowed = |key: u32| allowed_buckets[(key.wrapping_mul(2_654_435_761) >> 24) as usize];
            let order = if by_amount { RecordOrder::Amount } else { RecordOrder::Created };
            let orders: &[Order] = &world.orders;
            let index = RecordIndex::build(orders);
            let mut expected: Vec<&Order> = orders
                .iter()
                .filter(|o| allowed(o.bucket()))
                .filter(|o| start.is_none_or(|s| o.created() >= s) && end.is_none_or(|e| o.created() < e))
                .collect();
            let key = |o: &Order| if by_amount { (o.amount(), o.id()) } else { (o.created().timestamp_nanos_opt().unwrap(), o.id()) };
            expected.sort_by_key(|o| key(o));
            if descending {
                expected.reverse();
            }
            prop_assert_eq!(index.count(orders, allowed, start, end), expected.len());
            let page = index.page(orders, allowed, start, end, order, descending, offset, limit);
            let ids = |page: &[&Order]| page.iter().map(|o| o.order_id).collect::<Vec<_>>();
            let wanted: Vec<&Order> = expected.into_iter().skip(offset).take(limit).collect();
            prop_assert_eq!(ids(&page), ids(&wanted));
        }
    }
}
