//! A maintained index over the transfers, so that the Cash Movement listing
//! answers a filtered, sorted page of a million transfers without scanning
//! or sorting them per request.
//!
//! Transfers are grouped into buckets by the low-cardinality fields the
//! listing filters on (status, type, ACH watchlist types); each bucket keeps
//! its members ordered by creation time and by amount. A query picks the
//! buckets its filters allow, counts matches by binary search on the
//! creation time (so date ranges cost nothing extra), and merges the chosen
//! buckets in the requested order only as far as the requested page.
//!
//! The index is built once per transfers collection, on first use, and is
//! shared by every session cloned from that world. The API never changes
//! transfers; anything that does must build a new collection and a new
//! index (see [`super::World::replace_transfers`]).

use std::{
    cmp::{Ordering, Reverse},
    collections::{BinaryHeap, HashMap},
};

use chrono::{DateTime, Utc};

use crate::model::{AchWatchlistType, Transfer, TransferStatus, TransferType};

/// How a page is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransferOrder {
    /// By creation time.
    Created,
    /// By amount.
    Amount,
    /// By status, then creation time.
    Status,
    /// By transfer type, then creation time.
    TransferType,
}

/// What a query may filter on through the index.
#[derive(Debug, Clone, Default)]
pub struct IndexedFilter {
    /// Allowed statuses; empty means all.
    pub statuses: Vec<TransferStatus>,
    /// Allowed types; empty means all.
    pub types: Vec<TransferType>,
    /// The transfer must be on at least one of these watchlists; empty means no condition.
    pub any_watchlist: Vec<AchWatchlistType>,
    /// The transfer must be on some watchlist.
    pub watched: bool,
    /// The earliest creation time included.
    pub start: Option<DateTime<Utc>>,
    /// The first creation time after the range.
    pub end: Option<DateTime<Utc>>,
}

/// The members of one bucket, as positions in the transfers collection.
#[derive(Debug, Default)]
struct Bucket {
    /// The bucket's status, type and watchlist bits.
    key: (u8, u8, u8),
    /// Ascending by (created, id).
    by_created: Vec<u32>,
    /// Ascending by (amount, id).
    by_amount: Vec<u32>,
}

/// The index.
#[derive(Debug, Default)]
pub struct TransferIndex {
    /// Every non-empty bucket.
    buckets: Vec<Bucket>,
}

fn watch_bits(transfer: &Transfer) -> u8 {
    AchWatchlistType::ALL
        .iter()
        .enumerate()
        .filter(|(_, kind)| transfer.watchlist_types.contains(**kind))
        .fold(0, |bits, (place, _)| bits | 1 << place)
}

fn position(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

impl TransferIndex {
    /// Builds the index over `transfers` (at most 4 billion of them).
    pub fn build(transfers: &[Transfer]) -> Self {
        let mut groups: HashMap<(u8, u8, u8), Vec<u32>> = HashMap::new();
        for (index, transfer) in transfers.iter().enumerate() {
            let key = (
                transfer.status as u8,
                transfer.transfer_type as u8,
                watch_bits(transfer),
            );
            groups.entry(key).or_default().push(position(index));
        }
        let mut buckets: Vec<Bucket> = groups
            .into_iter()
            .map(|(key, members)| {
                let at = |p: &u32| &transfers[*p as usize];
                let mut by_created = members.clone();
                by_created.sort_unstable_by(|a, b| {
                    let (a, b) = (at(a), at(b));
                    a.created.cmp(&b.created).then(a.transfer_id.cmp(&b.transfer_id))
                });
                let mut by_amount = members;
                by_amount.sort_unstable_by(|a, b| {
                    let (a, b) = (at(a), at(b));
                    a.amount.cmp(&b.amount).then(a.transfer_id.cmp(&b.transfer_id))
                });
                Bucket {
                    key,
                    by_created,
                    by_amount,
                }
            })
            .collect();
        buckets.sort_by_key(|bucket| bucket.key);
        TransferIndex { buckets }
    }

    fn chosen<'a>(&'a self, filter: &'a IndexedFilter) -> impl Iterator<Item = &'a Bucket> + 'a {
        let wanted_watch: u8 = filter
            .any_watchlist
            .iter()
            .map(|kind| 1 << AchWatchlistType::ALL.iter().position(|k| k == kind).unwrap_or(0))
            .fold(0, |bits, bit| bits | bit);
        self.buckets.iter().filter(move |bucket| {
            let (status, kind, watch) = bucket.key;
            (filter.statuses.is_empty() || filter.statuses.iter().any(|s| *s as u8 == status))
                && (filter.types.is_empty() || filter.types.iter().any(|t| *t as u8 == kind))
                && (wanted_watch == 0 || watch & wanted_watch != 0)
                && (!filter.watched || watch != 0)
        })
    }

    /// The range of a bucket's creation-ordered members inside the date range.
    fn created_range(bucket: &Bucket, transfers: &[Transfer], filter: &IndexedFilter) -> (usize, usize) {
        let created = |p: &u32| transfers[*p as usize].created;
        let lo = filter.start.map_or(0, |start| {
            bucket.by_created.partition_point(|p| created(p) < start)
        });
        let hi = filter.end.map_or(bucket.by_created.len(), |end| {
            bucket.by_created.partition_point(|p| created(p) < end)
        });
        (lo, hi.max(lo))
    }

    /// How many transfers pass the filter.
    pub fn count(&self, transfers: &[Transfer], filter: &IndexedFilter) -> usize {
        self.chosen(filter)
            .map(|bucket| {
                let (lo, hi) = Self::created_range(bucket, transfers, filter);
                hi - lo
            })
            .sum()
    }

    /// The transfers of one page: skip `offset` matches in the order, take `limit`.
    pub fn page<'t>(
        &self,
        transfers: &'t [Transfer],
        filter: &IndexedFilter,
        order: TransferOrder,
        descending: bool,
        offset: usize,
        limit: usize,
    ) -> Vec<&'t Transfer> {
        // Each chosen bucket contributes a run of members in order; a heap
        // merges the runs' heads.
        struct Run<'b> {
            members: &'b [u32],
            next: usize,
        }
        let in_range = |t: &Transfer| {
            filter.start.is_none_or(|s| t.created >= s) && filter.end.is_none_or(|e| t.created < e)
        };
        let mut runs: Vec<Run> = self
            .chosen(filter)
            .map(|bucket| match order {
                TransferOrder::Amount => Run {
                    members: &bucket.by_amount,
                    next: 0,
                },
                _ => {
                    let (lo, hi) = Self::created_range(bucket, transfers, filter);
                    Run {
                        members: &bucket.by_created[lo..hi],
                        next: 0,
                    }
                }
            })
            .collect();
        let member = |run: &Run, at: usize| -> Option<&'t Transfer> {
            let len = run.members.len();
            (at < len).then(|| {
                let place = if descending { len - 1 - at } else { at };
                &transfers[run.members[place] as usize]
            })
        };
        // The merge key, ascending; descending pages pop the largest first.
        let key = |t: &Transfer| -> (i64, i64, i64, u64) {
            let created = t.created.timestamp_nanos_opt().unwrap_or(i64::MAX);
            match order {
                TransferOrder::Created => (created, 0, 0, t.transfer_id),
                TransferOrder::Amount => (t.amount, 0, 0, t.transfer_id),
                TransferOrder::Status => (i64::from(t.status as u8), created, 0, t.transfer_id),
                TransferOrder::TransferType => (i64::from(t.transfer_type as u8), created, 0, t.transfer_id),
            }
        };
        #[derive(PartialEq, Eq, PartialOrd, Ord)]
        struct Head((i64, i64, i64, u64), usize);
        let mut ascending_heap: BinaryHeap<Reverse<Head>> = BinaryHeap::new();
        let mut descending_heap: BinaryHeap<Head> = BinaryHeap::new();
        for (index, run) in runs.iter().enumerate() {
            if let Some(t) = member(run, 0) {
                if descending {
                    descending_heap.push(Head(key(t), index));
                } else {
                    ascending_heap.push(Reverse(Head(key(t), index)));
                }
            }
        }
        let mut page = Vec::with_capacity(limit.min(10_000));
        let mut skipped = 0;
        loop {
            let popped = if descending {
                descending_heap.pop()
            } else {
                ascending_heap.pop().map(|Reverse(head)| head)
            };
            let Some(Head(_, index)) = popped else { break };
            let run = &mut runs[index];
            let Some(transfer) = member(run, run.next) else {
                continue;
            };
            run.next += 1;
            if let Some(following) = member(run, run.next) {
                if descending {
                    descending_heap.push(Head(key(following), index));
                } else {
                    ascending_heap.push(Reverse(Head(key(following), index)));
                }
            }
            // Amount runs are not cut to the date range; check it here.
            if order == TransferOrder::Amount && !in_range(transfer) {
                continue;
            }
            if skipped < offset {
                skipped += 1;
                continue;
            }
            page.push(transfer);
            if page.len() == limit {
                break;
            }
        }
        page
    }
}

/// The ordering the index implements, for the unindexed path to match.
pub fn compare(order: TransferOrder, a: &Transfer, b: &Transfer) -> Ordering {
    match order {
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
