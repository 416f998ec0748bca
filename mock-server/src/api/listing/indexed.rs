//! One page of an indexed collection (transfers, trades, orders).

use super::{
    filters::DateRange,
    paging::{Paging, SortDir},
};
use crate::{
    error::ApiError,
    model::Listing,
    store::index::{Index, IndexOrder, Indexed, Span},
};

/// One page of an indexed collection (transfers, trades, orders): the index
/// counts the matches in the allowed buckets and the date range and merges
/// the buckets only as far as the page, so nothing is scanned or sorted.
pub fn indexed_page<T: Indexed + Clone, C>(
    index: &Index<T::Key>,
    records: &[T],
    allowed: impl Fn(&T::Key) -> bool,
    range: &DateRange,
    order: IndexOrder<T::Key>,
    paging: &Paging<C>,
    total: usize,
) -> Result<Listing<T>, ApiError> {
    let span = Span {
        start: range.start,
        end: range.end,
    };
    let total_match = index.count(records, &allowed, span);
    let (offset, limit) = paging.window(total_match)?;
    let descending = paging.dir == SortDir::Desc;
    let data = index
        .page(records, &allowed, span, order, descending, offset, limit)
        .into_iter()
        .cloned()
        .collect();
    Ok(Listing {
        data,
        total_match: total_match as u64,
        total: total as u64,
    })
}
