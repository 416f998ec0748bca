//! A maintained index for the large read-only collections (trades and
//! orders): records grouped into buckets by their low-cardinality filter
//! fields, each bucket ordered by creation time and by amount. A query
//! counts by binary search on time and pages by merging the chosen buckets
//! only as far as the requested page; it never scans or sorts the whole
//! collection. (Transfers have their own richer index, `transfer_index`.)

use std::collections::{BinaryHeap, HashMap};

use chrono::{DateTime, Utc};

/// What the index needs of a record.
pub trait Indexable {
    /// The bucket: the record's filterable fields packed into a number.
    fn bucket(&self) -> u32;
    /// When the record was created; the default order and the date filters use it.
    fn created(&self) -> DateTime<Utc>;
    /// The amount, for the amount order.
    fn amount(&self) -> i64;
    /// The id, which breaks ties.
    fn id(&self) -> u64;
}

/// How a page is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordOrder {
    /// By creation time, then id.
    Created,
    /// By amount, then id.
    Amount,
}

/// The members of one bucket, as positions in the collection.
#[derive(Debug, Default)]
struct Bucket {
    key: u32,
    by_created: Vec<u32>,
    by_amount: Vec<u32>,
}

/// The index of one collection.
#[derive(Debug, Default)]
pub struct RecordIndex {
    buckets: Vec<Bucket>,
}

fn position(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

impl RecordIndex {
    /// Builds the index over `records` (at most 4 billion of them).
    pub fn build<T: Indexable>(records: &[T]) -> Self {
        let mut groups: HashMap<u32, Vec<u32>> = HashMap::new();
        for (index, record) in records.iter().enumerate() {
            groups.entry(record.bucket()).or_default().push(position(index));
        }
        let at = |p: &u32| &records[*p as usize];
        let mut buckets: Vec<Bucket> = groups
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
        buckets.sort_by_key(|bucket| bucket.key);
        RecordIndex { buckets }
    }

    fn created_range<T: Indexable>(
        bucket: &Bucket,
        records: &[T],
        start: Option<DateTime<Utc>>,
        end: Option<DateTime<Utc>>,
    ) -> (usize, usize) {
        let created = |p: &u32| records[*p as usize].created();
        let lo = start.map_or(0, |s| bucket.by_created.partition_point(|p| created(p) < s));
        let hi = end.map_or(bucket.by_created.len(), |e| {
            bucket.by_created.partition_point(|p| created(p) < e)
        });
        (lo, hi.max(lo))
    }

    /// How many records lie in the allowed buckets and the date range.
    pub fn count<T: Indexable>(
        &self,
        records: &[T],
        allowed: impl Fn(u32) -> bool,
        start: Option<DateTime<Utc>>,
        end: Option<DateTime<Utc>>,
    ) -> usize {
        self.buckets
            .iter()
            .filter(|bucket| allowed(bucket.key))
            .map(|bucket| {
                let (lo, hi) = Self::created_range(bucket, records, start, end);
                hi - lo
            })
            .sum()
    }

    /// One page of the allowed records in the date range, in `order`.
    #[expect(
        clippy::too_many_arguments,
        reason = "a query has this many parts; a struct would only rename them"
    )]
    pub fn page<'r, T: Indexable>(
        &self,
        records: &'r [T],
        allowed: impl Fn(u32) -> bool,
        start: Option<DateTime<Utc>>,
        end: Option<DateTime<Utc>>,
        order: RecordOrder,
        descending: bool,
        offset: usize,
        limit: usize,
    ) -> Vec<&'r T> {
        let runs: Vec<&[u32]> = self
            .buckets
            .iter()
            .filter(|bucket| allowed(bucket.key))
            .map(|bucket| match order {
                RecordOrder::Created => {
                    let (lo, hi) = Self::created_range(bucket, records, start, end);
                    &bucket.by_created[lo..hi]
                }
                RecordOrder::Amount => bucket.by_amount.as_slice(),
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
        // The max-heap pops the largest packed key: (primary, id) for
        // descending pages, its negation for ascending ones.
        let signed = |record: &T| -> i128 {
            let primary = match order {
                RecordOrder::Created => record.created().timestamp_nanos_opt().unwrap_or(i64::MAX),
                RecordOrder::Amount => record.amount(),
            };
            let packed = (i128::from(primary) << 64) | i128::from(record.id());
            if descending { packed } else { -packed }
        };
        let mut heap = BinaryHeap::new();
        for run in 0..runs.len() {
            if let Some(record) = member(run, 0) {
                heap.push((signed(record), run));
            }
        }
        let in_range = |record: &T| {
            start.is_none_or(|s| record.created() >= s) && end.is_none_or(|e| record.created() < e)
        };
        let mut page = Vec::with_capacity(limit.min(10_000));
        let mut skipped = 0;
        while let Some((_, run)) = heap.pop() {
            let Some(record) = member(run, next[run]) else {
                continue;
            };
            next[run] += 1;
            if let Some(following) = member(run, next[run]) {
                heap.push((signed(following), run));
            }
            if order == RecordOrder::Amount && !in_range(record) {
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
