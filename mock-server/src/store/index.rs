//! One maintained index for the large collections (transfers, trades and
//! orders), so that a listing answers a filtered, sorted page of a million
//! records without scanning or sorting them per request.
//!
//! Records are grouped into buckets by their bucket key: the low-cardinality
//! fields the listing filters on, as a struct with named fields (a transfer's
//! status, type and watchlists; a trade's side, origin and status; an order's
//! status, type and action). Each bucket keeps its members ordered by creation
//! time and by amount. A query picks the buckets its filters allow, counts
//! matches by binary search on the creation time (so date ranges cost nothing
//! extra), and merges the chosen buckets in the requested order only as far as
//! the requested page.
//!
//! An index is built once per collection, on first use, and is shared by every
//! session cloned from that world. The API never changes these collections;
//! anything that does must build a new collection and a new index (see
//! [`super::World::replace_transfers`]).

use std::{
    cmp::Ordering,
    collections::{BinaryHeap, HashMap},
    hash::Hash,
};

use chrono::{DateTime, Utc};

/// What the index needs of a record.
pub trait Indexed {
    /// The bucket: the record's filterable fields, by name.
    type Key: Copy + Eq + Hash;
    /// The record's bucket.
    fn key(&self) -> Self::Key;
    /// When the record was created; the default order and the date filters use it.
    fn created(&self) -> DateTime<Utc>;
    /// The amount in cents, for the amount order.
    fn amount(&self) -> i64;
    /// The id, which breaks ties.
    fn id(&self) -> u64;
}

/// How a page is ordered; ties are broken by id.
#[derive(Debug, Clone, Copy)]
pub enum IndexOrder<K> {
    /// By creation time.
    Created,
    /// By amount.
    Amount,
    /// By a field of the bucket key (its rank), then creation time: a
    /// transfer listing sorted by status or by type.
    Field(fn(&K) -> u8),
}

/// The date range a query keeps: from `start` (included) to `end` (excluded).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Span {
    /// The earliest creation time included.
    pub start: Option<DateTime<Utc>>,
    /// The first creation time after the range.
    pub end: Option<DateTime<Utc>>,
}

impl Span {
    fn contains(self, instant: DateTime<Utc>) -> bool {
        self.start.is_none_or(|start| instant >= start) && self.end.is_none_or(|end| instant < end)
    }
}

/// The members of one bucket, as positions in the collection.
#[derive(Debug)]
struct Bucket<K> {
    key: K,
    /// Ascending by (created, id).
    by_created: Vec<u32>,
    /// Ascending by (amount, id).
    by_amount: Vec<u32>,
}

/// The index of one collection.
#[derive(Debug)]
pub struct Index<K> {
    /// Every non-empty bucket.
    buckets: Vec<Bucket<K>>,
}

impl<K> Default for Index<K> {
    fn default() -> Self {
        Index { buckets: Vec::new() }
    }
}

fn position(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

/// A record's place in the merge: its order's fields, then its id.
type MergeKey = (i64, i64, u64);

/// The head of one bucket's run in the merge. The heap pops the greatest
/// head, so an ascending page reverses the comparison.
#[derive(PartialEq, Eq)]
struct Head {
    key: MergeKey,
    run: usize,
    descending: bool,
}

impl Ord for Head {
    fn cmp(&self, other: &Self) -> Ordering {
        let order = self.key.cmp(&other.key).then(self.run.cmp(&other.run));
        if self.descending { order } else { order.reverse() }
    }
}

impl PartialOrd for Head {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<K: Copy + Eq + Hash> Index<K> {
    /// Builds the index over `records` (at most 4 billion of them).
    pub fn build<T: Indexed<Key = K>>(records: &[T]) -> Self {
        let mut groups: HashMap<K, Vec<u32>> = HashMap::new();
        for (index, record) in records.iter().enumerate() {
            groups.entry(record.key()).or_default().push(position(index));
        }
        let at = |p: &u32| &records[*p as usize];
        let buckets = groups
            .into_iter()
            .map(|(key, members)| {
                let mut by_created = members.clone();
                by_created.sort_unstable_by_key(|p| (at(p).created(), at(p).id()));
                let mut by_amount = members;
                by_amount.sort_unstable_by_key(|p| (at(p).amount(), at(p).id()));
                Bucket {
                    key,
                    by_created,
                    by_amount,
                }
            })
            .collect();
        Index { buckets }
    }

    /// The range of a bucket's creation-ordered members inside the span.
    fn created_range<T: Indexed<Key = K>>(bucket: &Bucket<K>, records: &[T], span: Span) -> (usize, usize) {
        let created = |p: &u32| records[*p as usize].created();
        let lo = span.start.map_or(0, |start| {
            bucket.by_created.partition_point(|p| created(p) < start)
        });
        let hi = span.end.map_or(bucket.by_created.len(), |end| {
            bucket.by_created.partition_point(|p| created(p) < end)
        });
        (lo, hi.max(lo))
    }

    /// How many records lie in the allowed buckets and the span.
    pub fn count<T: Indexed<Key = K>>(
        &self,
        records: &[T],
        allowed: impl Fn(&K) -> bool,
        span: Span,
    ) -> usize {
        self.buckets
            .iter()
            .filter(|bucket| allowed(&bucket.key))
            .map(|bucket| {
                let (lo, hi) = Self::created_range(bucket, records, span);
                hi - lo
            })
            .sum()
    }

    /// One page of the allowed records in the span, in `order`: skips
    /// `offset` matches and takes `limit`.
    #[expect(
        clippy::too_many_arguments,
        reason = "a query has this many parts; a struct would only rename them"
    )]
    pub fn page<'r, T: Indexed<Key = K>>(
        &self,
        records: &'r [T],
        allowed: impl Fn(&K) -> bool,
        span: Span,
        order: IndexOrder<K>,
        descending: bool,
        offset: usize,
        limit: usize,
    ) -> Vec<&'r T> {
        // Each chosen bucket contributes a run of members in order; a heap
        // merges the runs' heads. Amount runs are not cut to the span.
        let runs: Vec<&[u32]> = self
            .buckets
            .iter()
            .filter(|bucket| allowed(&bucket.key))
            .map(|bucket| match order {
                IndexOrder::Amount => bucket.by_amount.as_slice(),
                IndexOrder::Created | IndexOrder::Field(_) => {
                    let (lo, hi) = Self::created_range(bucket, records, span);
                    &bucket.by_created[lo..hi]
                }
            })
            .collect();
        let mut next = vec![0usize; runs.len()];
        let member = |run: usize, at: usize| -> Option<&'r T> {
            let members = runs[run];
            (at < members.len()).then(|| {
                let place = if descending { members.len() - 1 - at } else { at };
                &records[members[place] as usize]
            })
        };
        let merge_key = |record: &T| -> MergeKey {
            let created = record.created().timestamp_nanos_opt().unwrap_or(i64::MAX);
            match order {
                IndexOrder::Created => (created, 0, record.id()),
                IndexOrder::Amount => (record.amount(), 0, record.id()),
                IndexOrder::Field(rank) => (i64::from(rank(&record.key())), created, record.id()),
            }
        };
        let head = |record: &T, run: usize| Head {
            key: merge_key(record),
            run,
            descending,
        };
        let mut heap: BinaryHeap<Head> = (0..runs.len())
            .filter_map(|run| member(run, 0).map(|record| head(record, run)))
            .collect();
        let mut page = Vec::with_capacity(limit.min(10_000));
        let mut skipped = 0;
        while let Some(Head { run, .. }) = heap.pop() {
            let Some(record) = member(run, next[run]) else {
                continue;
            };
            next[run] += 1;
            if let Some(following) = member(run, next[run]) {
                heap.push(head(following, run));
            }
            if matches!(order, IndexOrder::Amount) && !span.contains(record.created()) {
                continue;
            }
            if skipped < offset {
                skipped += 1;
                continue;
            }
            page.push(record);
            if page.len() == limit {
                break;
            }
        }
        page
    }
}
