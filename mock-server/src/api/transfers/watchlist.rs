//! `GET /api/admin/compliance/ach-watchlist`: the compliance ACH watchlist.

use crate::{
    api::listing::{DateRangeQuery, PageQuery, SortDir, indexed_page, respond},
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{Listing, Problem, Transfer, TransferBucket},
    store::index::Span,
};

use super::list::{Column, Filters, TransferFilter};

/// The ACH watchlist: transfers on any watchlist.
///
/// Every transfer whose account is on the AccountsWithin90Days, MultipleBanks
/// or NoTrades watchlist, newest first, with the transfer filters (the watch
/// preset `achWithdrawalWatch` narrows it to pending bank withdrawals).
#[utoipa::path(
    get,
    path = "/api/admin/compliance/ach-watchlist",
    operation_id = "listAchWatchlist",
    tag = crate::openapi::tags::COMPLIANCE,
    params(PageQuery<Column>, Filters, DateRangeQuery),
    security(("bearer" = ["compliance.viewList"])),
    responses(
        (status = OK, description = "One page of watched transfers", body = Listing<Transfer>),
        (status = BAD_REQUEST, description = "A paging, sorting or filter parameter is not valid", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    session: Session,
    Query(page): Query<PageQuery<Column>>,
    Query(filters): Query<Filters>,
    Query(range): Query<DateRangeQuery>,
) -> Result<Json<Listing<Transfer>>, ApiError> {
    let paging = page.check((Column::Created, SortDir::Desc))?;
    let filter = TransferFilter::new(&filters, &range)?;
    let world = session.world();
    let on_a_watchlist = |key: &TransferBucket| !key.watchlists.is_empty();
    if filter.indexable() {
        let index = world.transfer_index();
        let total = index.count(&world.transfers, on_a_watchlist, Span::default());
        let allowed = |key: &TransferBucket| on_a_watchlist(key) && filter.allows(key);
        let listing = indexed_page(
            index,
            &world.transfers,
            allowed,
            filter.range(),
            paging.sort.order(),
            &paging,
            total,
        )?;
        return Ok(Json(listing));
    }
    let watched: Vec<&Transfer> = world
        .transfers
        .iter()
        .filter(|t| !t.watchlist_types.is_empty())
        .collect();
    let total = watched.len();
    let matches = watched.into_iter().filter(|t| filter.matches(t)).collect();
    Ok(Json(respond(&paging, total, matches, |a, b| {
        paging.sort.compare(a, b)
    })?))
}
