//! The filters of the listings: date ranges, search text, lists of
//! enumeration values, ids, yes/no and symbols, each a 400 naming its field
//! when it is malformed.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use serde::de::DeserializeOwned;
use utoipa::PartialSchema;

use super::schema::{MAX_ID, enum_values, whole_number};
use crate::{error::ApiError, model::Symbol};

/// Filters every listing with dates accepts: `startDate` and `endDate`,
/// inclusive, as `YYYY-MM-DD` (a whole day, UTC) or RFC 3339 instants.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct DateRangeQuery {
    /// The first day (or instant) to include.
    #[param(value_type = Option<super::schema::DateParameter>, inline, example = "2026-01-01")]
    pub start_date: Option<String>,
    /// The last day (or instant) to include; not before `startDate`.
    #[param(value_type = Option<super::schema::DateParameter>, inline, example = "2026-01-15")]
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
/// (`Pending,OnHold`); empty means no filter. A value not of the enumeration
/// is a 400 listing those it has.
pub fn parse_list<T: DeserializeOwned + PartialSchema>(
    field: &str,
    text: Option<&str>,
) -> Result<Vec<T>, ApiError> {
    let Some(text) = text.filter(|t| !t.is_empty()) else {
        return Ok(Vec::new());
    };
    text.split(',').map(|item| parse_value(field, item)).collect()
}

/// One enumeration value (numbered ones as their number), or a 400 listing them.
pub fn parse_one<T: DeserializeOwned + PartialSchema>(
    field: &str,
    text: Option<&str>,
) -> Result<Option<T>, ApiError> {
    text.filter(|t| !t.is_empty())
        .map(|item| parse_value(field, item))
        .transpose()
}

fn parse_value<T: DeserializeOwned + PartialSchema>(field: &str, item: &str) -> Result<T, ApiError> {
    // Numbered enumerations travel as numbers, named ones as strings.
    let value = item.parse::<u64>().map_or_else(
        |_| serde_json::Value::String(item.to_owned()),
        serde_json::Value::from,
    );
    serde_json::from_value(value).map_err(|_| {
        ApiError::invalid_field(
            field,
            format!(
                "expected one of {}; got {}",
                enum_values::<T>().join(", "),
                crate::describe::quote(item)
            ),
        )
    })
}

/// A list filter where `All` means no filter.
pub fn list_or_all<T: DeserializeOwned + PartialSchema>(
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

/// A ticker filter: a symbol of the universe, or a 400.
pub fn parse_symbol(text: Option<&str>) -> Result<Option<Symbol>, ApiError> {
    text.filter(|t| !t.is_empty())
        .map(|t| {
            Symbol::find(&t.to_uppercase())
                .ok_or_else(|| ApiError::invalid_field("symbol", format!("`{t}` is not a traded symbol")))
        })
        .transpose()
}
