//! The one query convention of every listing: `page`, `pageSize`, `sort` and
//! `dir`, typed filters, answered in the spec's envelopes.
//!
//! - [`schema`]: the shapes the document gives the parameters, and the
//!   reading of its integers;
//! - [`paging`]: paging and sorting, and the page of sorted matches;
//! - [`filters`]: dates and text, lists, ids, yes/no and symbols;
//! - [`indexed`]: one page of an indexed collection.

pub mod filters;
pub mod indexed;
pub mod paging;
pub mod schema;

pub use filters::{
    DateRange, DateRangeQuery, list_or_all, matches_text, needle, parse_bool, parse_id, parse_list,
    parse_one, parse_symbol,
};
pub use indexed::indexed_page;
pub use paging::{
    DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZE_PATTERN, PageQuery, PageSize, Paging, SortColumn,
    SortDir, check_page, check_page_size, page_parameters, page_schema, page_size_schema, respond,
};
pub(crate) use schema::parameter_schemas;
pub use schema::{
    DateParameter, DayParameter, IdParameter, MAX_ID, SymbolParameter, date_schema, day_schema, id_schema,
    list_of, list_or_all_of, list_schema, symbol_schema, whole_number,
};
