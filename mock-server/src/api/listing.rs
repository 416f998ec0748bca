//! The one query convention of every listing: `page`, `pageSize`, `sort` and
//! `dir`, answered in the spec's envelopes.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};

use crate::{
    error::ApiError,
    model::{Listing, Symbol},
    store::index::{Index, IndexOrder, Indexed, Span},
};

/// The most records one page may hold, `All` included. Above it, `All` is
/// refused with a 400 that asks for narrower filters.
pub const MAX_PAGE_SIZE: usize = 10_000;

/// The page size when none is asked for (spec 9).
pub const DEFAULT_PAGE_SIZE: usize = 25;

/// The largest page number: the top of the document's `int32` range.
pub const MAX_PAGE: u64 = i32::MAX as u64;

/// The largest id a filter takes: the top of the document's `int64` range.
pub const MAX_ID: u64 = i64::MAX as u64;

/// What `pageSize` takes, as the document states it: a number from 1 to
/// 10000 without leading zeros, or `All` (in any case).
/// Empty means the default, as for every optional text parameter.
pub const PAGE_SIZE_PATTERN: &str = "^([1-9][0-9]{0,3}|10000|[Aa][Ll][Ll])?$";

/// A whole number as the document's integers are written: decimal digits
/// only (no sign, space or leading zero), within `max`.
pub fn whole_number(text: &str, max: u64) -> Option<u64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let canonical = text == "0" || !text.starts_with('0');
    (digits && canonical)
        .then(|| text.parse::<u64>().ok())
        .flatten()
        .filter(|n| *n <= max)
}

/// The schema of `pageSize` ([`PAGE_SIZE_PATTERN`]).
pub fn page_size_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(PAGE_SIZE_PATTERN))
        .build()
}

/// The schema of a page number: 1 to [`MAX_PAGE`].
pub fn page_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int32,
        )))
        .minimum(Some(1))
        .maximum(Some(MAX_PAGE as i64))
        .build()
}

/// The schema of an id filter: 0 to [`MAX_ID`].
pub fn id_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(0))
        .maximum(Some(MAX_ID as i64))
        .build()
}

/// The empty text, which an optional text parameter may be sent as to mean
/// that it is absent (the console leaves such parameters out).
fn empty_text() -> utoipa::openapi::ObjectBuilder {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .max_length(Some(0))
}

/// What `startDate` and `endDate` take: a day (`YYYY-MM-DD`) or an RFC 3339
/// instant (or nothing: no bound).
pub fn date_schema() -> utoipa::openapi::Schema {
    use utoipa::openapi::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type};
    let of = |format| {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(format)))
    };
    OneOfBuilder::new()
        .item(of(KnownFormat::Date))
        .item(of(KnownFormat::DateTime))
        .item(empty_text())
        .build()
        .into()
}

/// What a day parameter takes: `YYYY-MM-DD` (or nothing: the default).
pub fn day_schema() -> utoipa::openapi::Schema {
    use utoipa::openapi::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type};
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date))),
        )
        .item(empty_text())
        .build()
        .into()
}

/// The wire values of an enumeration, read from its schema.
pub fn enum_values<T: utoipa::PartialSchema>() -> Vec<String> {
    use utoipa::openapi::{RefOr, Schema};
    match T::schema() {
        RefOr::T(Schema::Object(object)) => (object.enum_values.iter().flatten())
            .map(|value| match value {
                serde_json::Value::String(text) => text.clone(),
                other => other.to_string(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A string schema whose pattern takes a comma-separated list of `values`
/// (no spaces, no empty items), or nothing at all (no filter).
pub fn list_schema(values: &[String]) -> utoipa::openapi::Object {
    let escape = |value: &String| {
        value
            .chars()
            .flat_map(|c| {
                let special = "\\.+*?()|[]{}^$".contains(c);
                special.then_some('\\').into_iter().chain(std::iter::once(c))
            })
            .collect::<String>()
    };
    let one = values.iter().map(escape).collect::<Vec<_>>().join("|");
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(format!("^(({one})(,({one}))*)?$")))
        .build()
}

/// The schema of a filter taking a comma-separated list of `T`'s values.
pub fn list_of<T: utoipa::PartialSchema>() -> utoipa::openapi::Object {
    list_schema(&enum_values::<T>())
}

/// The schema of a filter taking a comma-separated list of `T`'s values or `All`.
pub fn list_or_all_of<T: utoipa::PartialSchema>() -> utoipa::openapi::Object {
    let mut values = enum_values::<T>();
    values.push("All".to_owned());
    list_schema(&values)
}

/// Paging and sorting parameters, shared by every listing.
///
/// They arrive as text and are checked here, so that each bad value gets a
/// 400 problem naming its field rather than a generic parse failure.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct PageQuery {
    /// The 1-based page number; past the last page the page is empty.
    #[param(schema_with = page_schema, example = 1)]
    pub page: Option<String>,
    /// Records per page: a number from 1 to 10000 (the console offers 10, 25
    /// and 50), or `All` for every match (at most 10000). Default 25.
    #[param(schema_with = page_size_schema, example = "25")]
    pub page_size: Option<String>,
    /// The column to sort by; each listing documents its sortable columns
    /// (the document lists them per operation: [`SortColumns`]).
    pub sort: Option<String>,
    /// `asc` or `desc`.
    #[param(value_type = Option<SortDir>)]
    pub dir: Option<String>,
}

/// The names of a listing's sortable columns.
fn names<C: SortColumn>() -> Vec<&'static str> {
    C::COLUMNS.iter().map(|(name, _)| *name).collect()
}

/// The sortable columns of every listing, by operation id.
fn sort_columns() -> Vec<(&'static str, Vec<&'static str>)> {
    use crate::api::{
        bank_accounts, compliance, operations, orders, reconciliation, smartfolios, trades, trading_accounts,
        transfers, users,
    };
    vec![
        ("listBankAccounts", names::<bank_accounts::list::Column>()),
        ("listAffiliations", names::<compliance::affiliations::Column>()),
        (
            "listNegativeSettledCash",
            names::<compliance::negative_settled_cash::Column>(),
        ),
        (
            "listComplianceRestrictedAccounts",
            names::<compliance::restricted::AccountColumn>(),
        ),
        (
            "listRestrictions",
            names::<compliance::restricted::AccountColumn>(),
        ),
        (
            "listRestrictedPermissions",
            names::<compliance::restricted::PermissionColumn>(),
        ),
        ("listCrmRequests", names::<operations::crm_requests::Column>()),
        (
            "listRestoreRequests",
            names::<operations::restore_requests::Column>(),
        ),
        ("listOrders", names::<orders::list::Column>()),
        ("listOrderTransfers", names::<orders::list::Column>()),
        ("listFixOrders", names::<orders::messages::ByTime>()),
        ("listExecutionReports", names::<orders::messages::ByTime>()),
        (
            "listTradeReconciliation",
            names::<reconciliation::reports::TradeColumn>(),
        ),
        (
            "listPositionReconciliation",
            names::<reconciliation::reports::PositionColumn>(),
        ),
        (
            "listAccountBalanceReconciliation",
            names::<reconciliation::reports::BalanceColumn>(),
        ),
        (
            "listOnboardingStatusReconciliation",
            names::<reconciliation::reports::OnboardingColumn>(),
        ),
        (
            "listSmartfolioPositions",
            names::<smartfolios::positions::Column>(),
        ),
        ("listTrades", names::<trades::list::Column>()),
        (
            "listTradingAccountHistory",
            names::<trading_accounts::details::Created>(),
        ),
        (
            "listTradingAccountPositions",
            names::<trading_accounts::details::PositionColumn>(),
        ),
        ("listTradingAccounts", names::<trading_accounts::list::Column>()),
        ("listTransfers", names::<transfers::list::Column>()),
        ("listAchWatchlist", names::<transfers::list::Column>()),
        ("listUsers", names::<users::list::Column>()),
        ("listUserAuditTrail", names::<users::tabs::AuditColumn>()),
        ("listUserIdentityAuditTrail", names::<users::tabs::AuditColumn>()),
        ("listUserIdentityDocuments", names::<users::tabs::StartDate>()),
        ("listUserOnboardingDocuments", names::<users::tabs::Created>()),
        ("listUserBrokerDocuments", names::<users::tabs::Created>()),
    ]
}

/// Writes each listing's sortable columns into the document as the enum of
/// its `sort` parameter (the one [`PageQuery`] declares for every listing).
pub struct SortColumns;

impl utoipa::Modify for SortColumns {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ObjectBuilder, RefOr, Type};
        let table = sort_columns();
        for operation in api
            .paths
            .paths
            .values_mut()
            .flat_map(crate::auth::guard::operations_mut)
        {
            let Some(columns) = (operation.operation_id.as_deref())
                .and_then(|id| table.iter().find(|(operation, _)| *operation == id))
                .map(|(_, columns)| columns)
            else {
                continue;
            };
            for parameter in operation.parameters.iter_mut().flatten() {
                if let RefOr::T(parameter) = parameter
                    && parameter.name == "sort"
                {
                    let schema = ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(columns.iter().copied()))
                        .build();
                    parameter.schema = Some(schema.into());
                }
            }
        }
    }
}

/// A sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SortDir {
    /// Smallest first.
    Asc,
    /// Largest first.
    Desc,
}

/// How many records a page holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageSize {
    /// A fixed count.
    Count(usize),
    /// Every match.
    All,
}

/// A listing's sortable columns, by the names the API accepts.
pub trait SortColumn: Copy + 'static {
    /// Each column's wire name and value.
    const COLUMNS: &'static [(&'static str, Self)];
}

/// The checked paging and sorting of one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging<C> {
    /// 1-based page number.
    pub page: usize,
    /// Records per page.
    pub page_size: PageSize,
    /// The sort column.
    pub sort: C,
    /// The sort direction.
    pub dir: SortDir,
}

impl PageQuery {
    /// Checks the parameters against a listing's columns and default sort.
    pub fn check<C: SortColumn>(&self, default_sort: (C, SortDir)) -> Result<Paging<C>, ApiError> {
        let page = match self.page.as_deref() {
            None => 1,
            Some(text) => whole_number(text, MAX_PAGE)
                .filter(|page| *page >= 1)
                .map(|page| page as usize)
                .ok_or_else(|| {
                    ApiError::invalid_field(
                        "page",
                        format!("`{text}` is not a page number; pages run from 1 to {MAX_PAGE}"),
                    )
                })?,
        };
        let page_size = match self.page_size.as_deref() {
            None | Some("") => PageSize::Count(DEFAULT_PAGE_SIZE),
            Some(text) if text.eq_ignore_ascii_case("all") => PageSize::All,
            Some(text) => whole_number(text, MAX_PAGE_SIZE as u64)
                .filter(|size| *size >= 1)
                .map(|size| PageSize::Count(size as usize))
                .ok_or_else(|| {
                    ApiError::invalid_field(
                        "pageSize",
                        format!(
                            "`{text}` is not a page size; use a number from 1 to {MAX_PAGE_SIZE}, or All"
                        ),
                    )
                })?,
        };
        let sort = match self.sort.as_deref() {
            None => default_sort.0,
            Some(text) => C::COLUMNS
                .iter()
                .find(|(name, _)| *name == text)
                .map(|(_, column)| *column)
                .ok_or_else(|| {
                    let allowed: Vec<&str> = C::COLUMNS.iter().map(|(name, _)| *name).collect();
                    ApiError::invalid_field(
                        "sort",
                        format!(
                            "`{text}` is not a sortable column; use one of {}",
                            allowed.join(", ")
                        ),
                    )
                })?,
        };
        let dir = match self.dir.as_deref() {
            None if self.sort.is_none() => default_sort.1,
            None => SortDir::Asc,
            Some("asc") => SortDir::Asc,
            Some("desc") => SortDir::Desc,
            Some(text) => {
                return Err(ApiError::invalid_field(
                    "dir",
                    format!("`{text}` is not a direction; use asc or desc"),
                ));
            }
        };
        Ok(Paging {
            page,
            page_size,
            sort,
            dir,
        })
    }
}

impl<C> Paging<C> {
    /// The offset and length of the requested page among `total_match`
    /// ordered matches; `All` above the cap is a 400 like everywhere.
    pub fn window(&self, total_match: usize) -> Result<(usize, usize), ApiError> {
        match self.page_size {
            PageSize::Count(size) => Ok(((self.page - 1).saturating_mul(size), size)),
            PageSize::All if total_match > MAX_PAGE_SIZE => Err(ApiError::invalid_field(
                "pageSize",
                format!(
                    "All would return {total_match} records, more than the limit of {MAX_PAGE_SIZE}; narrow the filters or page through them"
                ),
            )),
            PageSize::All => Ok((0, MAX_PAGE_SIZE)),
        }
    }

    /// Records per page for envelopes that report a page count; `All` is one
    /// page holding `total` records.
    pub fn size_for(&self, total: u64) -> u64 {
        match self.page_size {
            PageSize::Count(size) => size as u64,
            PageSize::All => total.max(1),
        }
    }

    /// Orders `records` with `compare` (ascending), applying the direction.
    pub fn sort_by<T>(&self, records: &mut [T], compare: impl Fn(&T, &T) -> Ordering) {
        match self.dir {
            SortDir::Asc => records.sort_by(|a, b| compare(a, b)),
            SortDir::Desc => records.sort_by(|a, b| compare(b, a)),
        }
    }

    /// The records of the requested page of `matches` (already sorted).
    pub fn page_of<T: Clone>(&self, matches: &[T]) -> Result<Vec<T>, ApiError> {
        let size = match self.page_size {
            PageSize::Count(size) => size,
            PageSize::All if matches.len() > MAX_PAGE_SIZE => {
                return Err(ApiError::invalid_field(
                    "pageSize",
                    format!(
                        "All would return {} records, more than the limit of {MAX_PAGE_SIZE}; narrow the filters or page through them",
                        matches.len()
                    ),
                ));
            }
            PageSize::All => return Ok(matches.to_vec()),
        };
        let start = (self.page - 1).saturating_mul(size);
        Ok(matches.iter().skip(start).take(size).cloned().collect())
    }
}

/// Filters every listing with dates accepts: `startDate` and `endDate`,
/// inclusive, as `YYYY-MM-DD` (a whole day, UTC) or RFC 3339 instants.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct DateRangeQuery {
    /// The first day (or instant) to include.
    #[param(schema_with = date_schema, example = "2026-01-01")]
    pub start_date: Option<String>,
    /// The last day (or instant) to include; not before `startDate`.
    #[param(schema_with = date_schema, example = "2026-01-15")]
    pub end_date: Option<String>,
}

/// A checked date range: `start <= t < end`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DateRange {
    /// The earliest instant included.
    pub start: Option<DateTime<Utc>>,
    /// The first instant after the range.
    pub end: Option<DateTime<Utc>>,
}

impl DateRange {
    /// Whether `instant` is in the range.
    pub fn contains(&self, instant: DateTime<Utc>) -> bool {
        self.start.is_none_or(|start| instant >= start) && self.end.is_none_or(|end| instant < end)
    }
}

/// Parses a date parameter: a day gives its first instant, or the instant
/// after it when `end` is set; an RFC 3339 instant is taken as is.
fn parse_date(field: &str, text: &str, end: bool) -> Result<DateTime<Utc>, ApiError> {
    let text = text.trim();
    if let Ok(day) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        let day = if end { day.succ_opt().unwrap_or(day) } else { day };
        return Ok(day.and_time(NaiveTime::MIN).and_utc());
    }
    DateTime::parse_from_rfc3339(text)
        .map(|instant| {
            let instant = instant.with_timezone(&Utc);
            if end {
                instant + chrono::Duration::nanoseconds(1)
            } else {
                instant
            }
        })
        .map_err(|_| {
            ApiError::invalid_field(
                field,
                format!("`{text}` is not a date; use YYYY-MM-DD or RFC 3339"),
            )
        })
}

impl DateRangeQuery {
    /// Checks the dates: each well-formed, and the start not after the end.
    pub fn check(&self) -> Result<DateRange, ApiError> {
        let present = |value: &Option<String>| {
            value
                .as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
        };
        let start = present(&self.start_date)
            .map(|t| parse_date("startDate", &t, false))
            .transpose()?;
        let end = present(&self.end_date)
            .map(|t| parse_date("endDate", &t, true))
            .transpose()?;
        if let (Some(start), Some(end)) = (start, end)
            && start >= end
        {
            return Err(ApiError::invalid_field(
                "endDate",
                "End Date is Before Start Date!",
            ));
        }
        Ok(DateRange { start, end })
    }
}

/// The lower-cased search text, or `None` when there is nothing to search
/// for. Matching is literal, so no text is refused (docs/spec-deviations.md).
pub fn needle(search: Option<&str>) -> Option<String> {
    search
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(str::to_lowercase)
}

/// Whether any of `fields` contains the needle, case-insensitively.
pub fn matches_text(needle: Option<&str>, fields: &[&str]) -> bool {
    needle.is_none_or(|needle| fields.iter().any(|field| field.to_lowercase().contains(needle)))
}

/// A comma-separated list of enumeration values as the API spells them
/// (`Pending,OnHold`); empty means no filter.
pub fn parse_list<T: serde::de::DeserializeOwned>(
    field: &str,
    text: Option<&str>,
) -> Result<Vec<T>, ApiError> {
    let Some(text) = text.filter(|t| !t.is_empty()) else {
        return Ok(Vec::new());
    };
    text.split(',')
        .map(|item| {
            // Numbered enumerations travel as numbers, named ones as strings.
            let value = item.parse::<u64>().map_or_else(
                |_| serde_json::Value::String(item.to_owned()),
                serde_json::Value::from,
            );
            serde_json::from_value(value).map_err(|_| {
                ApiError::invalid_field(field, format!("`{item}` is not one of the allowed values"))
            })
        })
        .collect()
}

/// A list filter where `All` means no filter.
pub fn list_or_all<T: serde::de::DeserializeOwned>(
    field: &str,
    text: Option<&str>,
) -> Result<Vec<T>, ApiError> {
    let text = text.map(|t| {
        t.split(',')
            .filter(|item| *item != "All")
            .collect::<Vec<_>>()
            .join(",")
    });
    parse_list(field, text.as_deref())
}

/// An id filter.
pub fn parse_id(field: &str, text: Option<&str>) -> Result<Option<u64>, ApiError> {
    text.map(|t| {
        whole_number(t, MAX_ID).ok_or_else(|| {
            ApiError::invalid_field(
                field,
                format!("`{t}` is not an id: ids are whole numbers from 0 to {MAX_ID}"),
            )
        })
    })
    .transpose()
}

/// `true` or `false`; empty means no filter.
pub fn parse_bool(field: &str, text: Option<&str>) -> Result<Option<bool>, ApiError> {
    match text {
        None => Ok(None),
        Some("true") => Ok(Some(true)),
        Some("false") => Ok(Some(false)),
        Some(t) => Err(ApiError::invalid_field(
            field,
            format!("`{t}` is not true or false"),
        )),
    }
}

/// Sorts the matches (only as far as the requested page needs), pages them
/// and wraps them in the generic envelope. `compare` must be a total order
/// (break ties by id) so that pages never overlap.
pub fn respond<T: Clone, C>(
    paging: &Paging<C>,
    total: usize,
    mut matches: Vec<&T>,
    compare: impl Fn(&T, &T) -> Ordering,
) -> Result<Listing<T>, ApiError> {
    let total_match = matches.len();
    let ordered = |a: &&T, b: &&T| match paging.dir {
        SortDir::Asc => compare(a, b),
        SortDir::Desc => compare(b, a),
    };
    let wanted = match paging.page_size {
        PageSize::Count(size) => paging.page.saturating_mul(size),
        PageSize::All => usize::MAX,
    };
    // Only the pages up to the requested one need ordering: select them
    // first (linear time), then sort just that prefix.
    if wanted < matches.len() {
        matches.select_nth_unstable_by(wanted, ordered);
        matches.truncate(wanted);
    }
    matches.sort_by(ordered);
    let data = paging.page_of(&matches)?.into_iter().cloned().collect();
    Ok(Listing {
        data,
        total_match: total_match as u64,
        total: total as u64,
    })
}

/// A pattern taking any of `values` in any case (`aapl`, `AAPL`), and the
/// empty text too when `empty` is set; JSON Schema's patterns have no
/// case-insensitive flag, so each letter is written as a class (`[Aa]`).
pub fn any_case_pattern<'a>(values: impl IntoIterator<Item = &'a str>, empty: bool) -> String {
    let one = values
        .into_iter()
        .map(|value| {
            value
                .chars()
                .map(|c| match c {
                    c if c.is_ascii_alphabetic() => {
                        format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase())
                    }
                    c if "\\.+*?()|[]{}^$".contains(c) => format!("\\{c}"),
                    c => c.to_string(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|");
    format!("^({one}){}$", if empty { "?" } else { "" })
}

/// The schema of a ticker filter: a symbol of the universe, in any case.
pub fn symbol_schema() -> utoipa::openapi::Object {
    let symbols = (0..=usize::from(u8::MAX)).map_while(crate::fixtures::tables::ticker_symbol);
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(any_case_pattern(symbols, true)))
        .build()
}

/// A ticker filter: a symbol of the universe, or a 400.
pub fn parse_symbol(text: Option<&str>) -> Result<Option<Symbol>, ApiError> {
    text.filter(|t| !t.is_empty())
        .map(|t| {
            Symbol::find(&t.to_uppercase())
                .ok_or_else(|| ApiError::invalid_field("symbol", format!("`{t}` is not a traded symbol")))
        })
        .transpose()
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Column {
        Created,
        Name,
    }

    impl SortColumn for Column {
        const COLUMNS: &'static [(&'static str, Self)] =
            &[("Created", Column::Created), ("Name", Column::Name)];
    }

    fn query(page: &str, size: &str, sort: &str, dir: &str) -> PageQuery {
        let some = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        PageQuery {
            page: some(page),
            page_size: some(size),
            sort: some(sort),
            dir: some(dir),
        }
    }

    #[test]
    fn defaults_apply_when_nothing_is_asked() {
        let paging = query("", "", "", "")
            .check((Column::Created, SortDir::Desc))
            .unwrap();
        assert_eq!(
            paging,
            Paging {
                page: 1,
                page_size: PageSize::Count(25),
                sort: Column::Created,
                dir: SortDir::Desc
            }
        );
    }

    #[test]
    fn names_are_case_insensitive_and_all_is_accepted() {
        let paging = query("3", "all", "Name", "desc")
            .check((Column::Created, SortDir::Desc))
            .unwrap();
        assert_eq!(
            paging,
            Paging {
                page: 3,
                page_size: PageSize::All,
                sort: Column::Name,
                dir: SortDir::Desc
            }
        );
    }

    #[test]
    fn bad_values_name_their_field() {
        let default = (Column::Created, SortDir::Desc);
        for (q, field) in [
            (query("0", "", "", ""), "page"),
            (query("x", "", "", ""), "page"),
            (query("", "10001", "", ""), "pageSize"),
            (query("", "-1", "", ""), "pageSize"),
            (query("", "", "Balance", ""), "sort"),
            (query("", "", "", "up"), "dir"),
        ] {
            let problem = q.check(default).unwrap_err().problem();
            assert!(problem.errors.contains_key(field), "{field}: {problem:?}");
        }
        let problem = query("", "", "Balance", "").check(default).unwrap_err().problem();
        assert!(problem.detail.contains("Created, Name"), "{}", problem.detail);
    }

    #[test]
    fn every_sort_parameter_lists_its_columns() {
        let api = serde_json::to_value(crate::openapi()).unwrap();
        let mut checked = 0;
        for (path, item) in api["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                for parameter in operation["parameters"].as_array().into_iter().flatten() {
                    if parameter["name"] == "sort" {
                        let values = parameter["schema"]["enum"].as_array();
                        assert!(
                            values.is_some_and(|v| !v.is_empty()),
                            "{method} {path}: sort has no enum"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, sort_columns().len());
    }

    #[test]
    fn any_case_patterns_spell_each_letter_both_ways() {
        assert_eq!(
            any_case_pattern(["BRK.B", "T"], false),
            "^([Bb][Rr][Kk]\\.[Bb]|[Tt])$"
        );
        assert_eq!(any_case_pattern(["GET"], true), "^([Gg][Ee][Tt])?$");
    }

    #[test]
    fn whole_numbers_are_digits_only_and_bounded() {
        assert_eq!(whole_number("25", 100), Some(25));
        assert_eq!(whole_number("0", 100), Some(0));
        for bad in [
            "",
            "+1",
            " 1",
            "01",
            "1.0",
            "-1",
            "101",
            "99999999999999999999999",
        ] {
            assert_eq!(whole_number(bad, 100), None, "{bad:?}");
        }
    }

    #[test]
    fn pages_slice_and_go_empty_past_the_end() {
        let records: Vec<u32> = (0..30).collect();
        let paging = |page, size| Paging {
            page,
            page_size: size,
            sort: Column::Name,
            dir: SortDir::Asc,
        };
        assert_eq!(
            paging(2, PageSize::Count(25)).page_of(&records).unwrap(),
            (25..30).collect::<Vec<_>>()
        );
        assert!(
            paging(3, PageSize::Count(25))
                .page_of(&records)
                .unwrap()
                .is_empty()
        );
        assert_eq!(paging(1, PageSize::All).page_of(&records).unwrap().len(), 30);
        let many: Vec<u32> = (0..(MAX_PAGE_SIZE as u32 + 1)).collect();
        assert!(paging(1, PageSize::All).page_of(&many).is_err());
    }
}
