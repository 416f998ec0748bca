//! Paging and sorting: `page`, `pageSize`, `sort` and `dir`, checked once for
//! every listing, and the page of matches answered in the spec's envelope.
//! Each listing names its sortable columns by its own [`SortColumn`] type,
//! and the document lists them from there ([`PageQuery`]).

use std::{cmp::Ordering, marker::PhantomData};

use serde::{Deserialize, Serialize};
use utoipa::{
    IntoParams, ToSchema,
    openapi::{
        ObjectBuilder, Ref, RefOr, Required, Type,
        path::{Parameter, ParameterBuilder, ParameterIn},
    },
};

use super::schema::whole_number;
use crate::{error::ApiError, model::Listing};

/// The most records one page may hold, `All` included. Above it, `All` is
/// refused with a 400 that asks for narrower filters.
pub const MAX_PAGE_SIZE: usize = 10_000;

/// The page size when none is asked for (spec 9).
pub const DEFAULT_PAGE_SIZE: usize = 25;

/// The largest page number: the top of the document's `int32` range.
pub const MAX_PAGE: u64 = i32::MAX as u64;

/// What `pageSize` takes, as the document states it: a number from 1 to
/// 10000 without leading zeros, or `All` (in any case).
/// Empty means the default, as for every optional text parameter.
pub const PAGE_SIZE_PATTERN: &str = "^([1-9][0-9]{0,3}|10000|[Aa][Ll][Ll])?$";

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

/// Paging and sorting parameters of a listing whose sortable columns are `C`.
///
/// They arrive as text and are checked here ([`PageQuery::check`]), so that
/// each bad value gets a 400 problem naming its field rather than a generic
/// parse failure. The document lists `C`'s columns as the values of `sort`,
/// so a listing states its columns once, in its own [`SortColumn`] type.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", bound = "")]
pub struct PageQuery<C> {
    /// The 1-based page number.
    pub page: Option<String>,
    /// Records per page, or `All`.
    pub page_size: Option<String>,
    /// The column to sort by.
    pub sort: Option<String>,
    /// `asc` or `desc`.
    pub dir: Option<String>,
    #[serde(skip)]
    columns: PhantomData<C>,
}

impl<C> Default for PageQuery<C> {
    fn default() -> Self {
        PageQuery {
            page: None,
            page_size: None,
            sort: None,
            dir: None,
            columns: PhantomData,
        }
    }
}

/// A query parameter of the paging convention, optional, described.
fn parameter(
    parameter_in: &impl Fn() -> Option<ParameterIn>,
    name: &str,
    description: String,
    schema: RefOr<utoipa::openapi::Schema>,
) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(parameter_in().unwrap_or(ParameterIn::Query))
        .required(Required::False)
        .description(Some(description))
        .schema(Some(schema))
        .build()
}

/// `page` and `pageSize` as the document states them, the page limit
/// included; `default` says what a missing `pageSize` means.
pub fn page_parameters(parameter_in: &impl Fn() -> Option<ParameterIn>, default: &str) -> Vec<Parameter> {
    vec![
        parameter(
            parameter_in,
            "page",
            "The 1-based page number; past the last page the page is empty.".to_owned(),
            page_schema().into(),
        ),
        parameter(
            parameter_in,
            "pageSize",
            format!(
                "Records per page: a number from 1 to {MAX_PAGE_SIZE} (the console offers 10, 25 and 50), \
                 or `All` for every match. Default: {default}. No page holds more than {MAX_PAGE_SIZE} \
                 records: `All` is refused with a 400 when more records than that match; narrow the \
                 filters or page through them."
            ),
            page_size_schema().into(),
        ),
    ]
}

/// The page asked for: 1 to [`MAX_PAGE`], 1 when absent.
pub fn check_page(text: Option<&str>) -> Result<usize, ApiError> {
    match text {
        None => Ok(1),
        Some(text) => whole_number(text, MAX_PAGE)
            .filter(|page| *page >= 1)
            .map(|page| page as usize)
            .ok_or_else(|| {
                ApiError::invalid_field(
                    "page",
                    format!("`{text}` is not a page number; pages run from 1 to {MAX_PAGE}"),
                )
            }),
    }
}

/// The page size asked for: 1 to [`MAX_PAGE_SIZE`] or `All`; `default` when absent.
pub fn check_page_size(text: Option<&str>, default: PageSize) -> Result<PageSize, ApiError> {
    match text {
        None | Some("") => Ok(default),
        Some(text) if text.eq_ignore_ascii_case("all") => Ok(PageSize::All),
        Some(text) => whole_number(text, MAX_PAGE_SIZE as u64)
            .filter(|size| *size >= 1)
            .map(|size| PageSize::Count(size as usize))
            .ok_or_else(|| {
                ApiError::invalid_field(
                    "pageSize",
                    format!("`{text}` is not a page size; use a number from 1 to {MAX_PAGE_SIZE}, or All"),
                )
            }),
    }
}

impl<C: SortColumn> IntoParams for PageQuery<C> {
    fn into_params(parameter_in: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let columns = C::COLUMNS.iter().map(|(name, _)| *name);
        let mut parameters = page_parameters(&parameter_in, &DEFAULT_PAGE_SIZE.to_string());
        parameters.push(parameter(
            &parameter_in,
            "sort",
            "The column to sort by, one of the values listed; another is a 400 naming them.".to_owned(),
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(columns))
                .build()
                .into(),
        ));
        parameters.push(parameter(
            &parameter_in,
            "dir",
            "`asc` or `desc`; without `sort`, the listing's default order.".to_owned(),
            RefOr::Ref(Ref::from_schema_name("SortDir")),
        ));
        parameters
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

impl<C: SortColumn> PageQuery<C> {
    /// Checks the parameters against a listing's columns and default sort.
    pub fn check(&self, default_sort: (C, SortDir)) -> Result<Paging<C>, ApiError> {
        let page = check_page(self.page.as_deref())?;
        let page_size = check_page_size(self.page_size.as_deref(), PageSize::Count(DEFAULT_PAGE_SIZE))?;
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

    fn query(page: &str, size: &str, sort: &str, dir: &str) -> PageQuery<Column> {
        let some = |s: &str| (!s.is_empty()).then(|| s.to_owned());
        PageQuery {
            page: some(page),
            page_size: some(size),
            sort: some(sort),
            dir: some(dir),
            columns: PhantomData,
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

    /// Each listing's `sort` lists its own columns, and its `pageSize` states
    /// the limit that `All` is refused above.
    #[test]
    fn every_listing_documents_its_sort_columns_and_page_limit() {
        let api = serde_json::to_value(crate::openapi()).unwrap();
        let mut listings = 0;
        for (path, item) in api["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                let parameters = operation["parameters"].as_array().cloned().unwrap_or_default();
                let named = |name: &str| parameters.iter().find(|parameter| parameter["name"] == name);
                let Some(sort) = named("sort") else { continue };
                let values = sort["schema"]["enum"].as_array();
                assert!(
                    values.is_some_and(|v| !v.is_empty()),
                    "{method} {path}: sort has no enum"
                );
                let size = named("pageSize").map(|size| size["description"].as_str().unwrap_or_default());
                assert!(
                    size.is_some_and(
                        |size| size.contains(&MAX_PAGE_SIZE.to_string()) && size.contains("`All` is refused")
                    ),
                    "{method} {path}: pageSize does not state the limit: {size:?}"
                );
                listings += 1;
            }
        }
        assert!(listings >= 29, "{listings} listings");
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
