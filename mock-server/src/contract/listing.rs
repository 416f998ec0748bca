//! A listing's rules (`x-listing`, written by `api::listing_rules`) and the
//! checks of one page against them: the page size honoured, the order as
//! asked, every filter and the listing's scope kept, the counts consistent.

use std::cmp::Ordering;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde_json::Value;

use super::schema::{Validator, short};

pub use crate::api::listing_rules::EXTENSION;

/// The largest page `All` may return (the reference refuses more with a 400).
pub const MAX_PAGE_SIZE: u64 = 10_000;

/// How a condition compares a record's field with the asked values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    /// The field is one of the values.
    OneOf,
    /// The field is a list sharing a value with the values.
    AnyOf,
    /// The field is the value.
    Equals,
    /// Some field contains the text, ignoring case.
    Contains,
    /// The field is at or after the instant (a day: its start).
    From,
    /// The field is at or before the instant (a day: its end).
    Until,
}

impl Match {
    fn parse(text: &str) -> Result<Self, String> {
        Ok(match text {
            "oneOf" => Match::OneOf,
            "anyOf" => Match::AnyOf,
            "equals" => Match::Equals,
            "contains" => Match::Contains,
            "from" => Match::From,
            "until" => Match::Until,
            other => return Err(format!("`{other}` is not a kind of match")),
        })
    }

    /// Its name in `x-listing`.
    pub fn name(self) -> &'static str {
        match self {
            Match::OneOf => "oneOf",
            Match::AnyOf => "anyOf",
            Match::Equals => "equals",
            Match::Contains => "contains",
            Match::From => "from",
            Match::Until => "until",
        }
    }
}

/// A condition on a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    /// How it compares.
    pub kind: Match,
    /// The fields it reads (one, or several for `contains`).
    pub fields: Vec<String>,
    /// The values it compares with (for a filter: what the request asks).
    pub values: Vec<String>,
}

/// What a filter parameter does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filter {
    /// A condition on the asked value; values in `all` mean no filter.
    Field {
        /// How it compares.
        kind: Match,
        /// The fields it reads.
        fields: Vec<String>,
        /// The values that mean no filter.
        all: Vec<String>,
    },
    /// Named presets, each a list of conditions.
    Presets(Vec<(String, Vec<Condition>)>),
}

/// The sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Smallest first.
    Asc,
    /// Largest first.
    Desc,
}

impl Direction {
    fn parse(text: &str) -> Option<Self> {
        match text {
            "asc" => Some(Direction::Asc),
            "desc" => Some(Direction::Desc),
            _ => None,
        }
    }

    /// `asc` or `desc`.
    pub fn name(self) -> &'static str {
        match self {
            Direction::Asc => "asc",
            Direction::Desc => "desc",
        }
    }
}

/// A listing's rules, as `x-listing` states them.
#[derive(Debug, Clone)]
pub struct ListingRules {
    /// Pointer to the page's records.
    pub rows: String,
    /// Pointer to the count of every match.
    pub matched: Option<String>,
    /// Pointer to the count before filtering.
    pub total: Option<String>,
    /// Pointer to the page's record count.
    pub count: Option<String>,
    /// Pointer to the page count.
    pub pages: Option<String>,
    /// Whether `page` and `pageSize` apply.
    pub paged: bool,
    /// The page size when none is asked: a count, or `None` for every
    /// match (`"All"`); unknown when absent.
    pub default_page_size: Option<Option<u64>>,
    /// Each sort column and the field it orders by.
    pub sort: Vec<(String, String)>,
    /// The field and direction when no sort is asked.
    pub default_sort: Option<(String, Direction)>,
    /// Each filter parameter.
    pub filters: Vec<(String, Filter)>,
    /// Conditions every record meets.
    pub scope: Vec<Condition>,
    /// Filters a page cannot show to be kept, and why.
    pub unchecked: Vec<(String, String)>,
}

fn text_list(value: Option<&Value>) -> Vec<String> {
    value
        .and_then(Value::as_array)
        .map(|items| {
            items
                .iter()
                .map(|item| match item {
                    Value::String(text) => text.clone(),
                    other => other.to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn fields_of(rule: &Value) -> Result<Vec<String>, String> {
    match (rule.get("field").and_then(Value::as_str), rule.get("fields")) {
        (Some(field), _) => Ok(vec![field.to_owned()]),
        (None, Some(fields)) => Ok(text_list(Some(fields))),
        (None, None) => Err(format!("{rule} names no field")),
    }
}

fn condition(rule: &Value) -> Result<Condition, String> {
    Ok(Condition {
        kind: Match::parse(rule.get("match").and_then(Value::as_str).unwrap_or_default())?,
        fields: fields_of(rule)?,
        values: text_list(rule.get("values")),
    })
}

impl ListingRules {
    /// Reads `x-listing`.
    ///
    /// # Errors
    ///
    /// When a part is missing or of the wrong kind.
    pub fn parse(rules: &Value) -> Result<Self, String> {
        let pointer = |key: &str| rules.get(key).and_then(Value::as_str).map(str::to_owned);
        let rows = pointer("rows").ok_or("`rows` is missing")?;
        let sort = rules
            .get("sort")
            .and_then(Value::as_object)
            .map(|sort| {
                sort.iter()
                    .map(|(column, field)| (column.clone(), field.as_str().unwrap_or_default().to_owned()))
                    .collect()
            })
            .unwrap_or_default();
        let default_sort = match rules.get("defaultSort") {
            Some(default) => Some((
                default
                    .get("field")
                    .and_then(Value::as_str)
                    .ok_or("`defaultSort` names no field")?
                    .to_owned(),
                default
                    .get("dir")
                    .and_then(Value::as_str)
                    .and_then(Direction::parse)
                    .ok_or("`defaultSort` has no direction")?,
            )),
            None => None,
        };
        let mut filters = Vec::new();
        for (name, rule) in rules
            .get("filters")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            let filter = if rule.get("match").and_then(Value::as_str) == Some("preset") {
                let mut presets = Vec::new();
                for (preset, conditions) in rule
                    .get("presets")
                    .and_then(Value::as_object)
                    .ok_or_else(|| format!("{name}: no presets"))?
                {
                    let conditions = conditions
                        .as_array()
                        .ok_or_else(|| format!("{name}.{preset}: not a list"))?
                        .iter()
                        .map(condition)
                        .collect::<Result<Vec<_>, _>>()?;
                    presets.push((preset.clone(), conditions));
                }
                Filter::Presets(presets)
            } else {
                Filter::Field {
                    kind: Match::parse(rule.get("match").and_then(Value::as_str).unwrap_or_default())
                        .map_err(|error| format!("{name}: {error}"))?,
                    fields: fields_of(rule).map_err(|error| format!("{name}: {error}"))?,
                    all: text_list(rule.get("all")),
                }
            };
            filters.push((name.clone(), filter));
        }
        let scope = rules
            .get("scope")
            .and_then(Value::as_array)
            .map(|scope| scope.iter().map(condition).collect::<Result<Vec<_>, _>>())
            .transpose()?
            .unwrap_or_default();
        let unchecked = rules
            .get("unchecked")
            .and_then(Value::as_object)
            .map(|unchecked| {
                unchecked
                    .iter()
                    .map(|(name, why)| (name.clone(), why.as_str().unwrap_or_default().to_owned()))
                    .collect()
            })
            .unwrap_or_default();
        Ok(ListingRules {
            rows,
            matched: pointer("matched"),
            total: pointer("total"),
            count: pointer("count"),
            pages: pointer("pages"),
            paged: rules.get("paged").and_then(Value::as_bool).unwrap_or(false),
            default_page_size: match rules.get("defaultPageSize") {
                Some(Value::String(all)) if all.eq_ignore_ascii_case("all") => Some(None),
                Some(size) => size.as_u64().map(Some),
                None => None,
            },
            sort,
            default_sort,
            filters,
            scope,
            unchecked,
        })
    }

    /// The page's records.
    pub fn rows<'a>(&self, body: &'a Value) -> Option<&'a Vec<Value>> {
        body.pointer(&self.rows).and_then(Value::as_array)
    }

    /// The count of every match.
    pub fn matched(&self, body: &Value) -> Option<u64> {
        self.matched
            .as_deref()
            .and_then(|p| body.pointer(p))
            .and_then(Value::as_u64)
    }

    /// The count before filtering.
    pub fn total(&self, body: &Value) -> Option<u64> {
        self.total
            .as_deref()
            .and_then(|p| body.pointer(p))
            .and_then(Value::as_u64)
    }

    /// The field a sort column orders by.
    pub fn sort_field(&self, column: &str) -> Option<&str> {
        self.sort
            .iter()
            .find(|(name, _)| name == column)
            .map(|(_, field)| field.as_str())
    }

    /// The field and direction a request asks for: `sort` and `dir`, `asc`
    /// when `sort` comes alone, the default sort when neither does.
    pub fn asked_sort(&self, parameter: &dyn Fn(&str) -> Option<String>) -> Option<(String, Direction)> {
        let dir = parameter("dir").and_then(|dir| Direction::parse(&dir));
        match parameter("sort").filter(|sort| !sort.is_empty()) {
            Some(column) => Some((
                self.sort_field(&column)?.to_owned(),
                dir.unwrap_or(Direction::Asc),
            )),
            None => {
                let (field, default) = self.default_sort.clone()?;
                Some((field, dir.unwrap_or(default)))
            }
        }
    }

    /// The conditions a request's filters put on every record (beside the
    /// scope), each with the parameter that asked for it.
    pub fn asked_conditions(&self, parameter: &dyn Fn(&str) -> Option<String>) -> Vec<(String, Condition)> {
        let mut conditions = Vec::new();
        for (name, filter) in &self.filters {
            let Some(value) = parameter(name) else { continue };
            let value = value.trim().to_owned();
            if value.is_empty() {
                continue;
            }
            let asked = format!("{name}={value}");
            match filter {
                Filter::Presets(presets) => {
                    if let Some((_, preset)) = presets.iter().find(|(preset, _)| *preset == value) {
                        conditions.extend(preset.iter().map(|c| (asked.clone(), c.clone())));
                    }
                }
                Filter::Field { kind, fields, all } => {
                    let values: Vec<String> = match kind {
                        Match::OneOf | Match::AnyOf => value
                            .split(',')
                            .filter(|item| !all.iter().any(|a| a == item))
                            .map(str::to_owned)
                            .collect(),
                        _ if all.contains(&value) => Vec::new(),
                        _ => vec![value.clone()],
                    };
                    if !values.is_empty() {
                        conditions.push((
                            asked,
                            Condition {
                                kind: *kind,
                                fields: fields.clone(),
                                values,
                            },
                        ));
                    }
                }
            }
        }
        conditions
    }

    /// The departures of one answered page from the rules, each as (rule,
    /// detail): `listing.envelope`, `listing.page-size`, `listing.counts`,
    /// `listing.sort`, `listing.filter` and `listing.scope`.
    pub fn check(
        &self,
        validator: &Validator,
        row_schema: Option<&Value>,
        parameter: &dyn Fn(&str) -> Option<String>,
        body: &Value,
    ) -> Vec<(&'static str, String)> {
        let mut departures = Vec::new();
        let Some(rows) = self.rows(body) else {
            departures.push((
                "listing.envelope",
                format!("the answer has no list of records at `{}`", self.rows),
            ));
            return departures;
        };
        let matched = self.matched(body);
        let total = self.total(body);
        if let (Some(matched), Some(total)) = (matched, total)
            && matched > total
        {
            departures.push((
                "listing.counts",
                format!("{matched} records match, more than the {total} there are"),
            ));
        }
        if self.paged {
            self.check_page_size(parameter, rows.len() as u64, matched, body, &mut departures);
        }
        let kinds = |field: &str| FieldKind::of(validator, row_schema, field);
        if let Some((field, dir)) = self.asked_sort(parameter) {
            let kind = kinds(&field);
            for (index, pair) in rows.windows(2).enumerate() {
                let (a, b) = (&pair[0][field.as_str()], &pair[1][field.as_str()]);
                let Some(order) = kind.compare(a, b) else { continue };
                let wrong = match dir {
                    Direction::Asc => order == Ordering::Greater,
                    Direction::Desc => order == Ordering::Less,
                };
                if wrong {
                    departures.push((
                        "listing.sort",
                        format!(
                            "records {} and {} are out of order for {field} {}: {} before {}",
                            index + 1,
                            index + 2,
                            dir.name(),
                            short(a),
                            short(b)
                        ),
                    ));
                    break;
                }
            }
        }
        for (asked, condition) in self.asked_conditions(parameter) {
            if let Some(detail) = first_miss(&condition, rows, &kinds) {
                departures.push(("listing.filter", format!("{asked} asked, but {detail}")));
            }
        }
        for condition in &self.scope {
            if let Some(detail) = first_miss(condition, rows, &kinds) {
                departures.push((
                    "listing.scope",
                    format!("every record should qualify, but {detail}"),
                ));
            }
        }
        departures
    }

    fn check_page_size(
        &self,
        parameter: &dyn Fn(&str) -> Option<String>,
        rows: u64,
        matched: Option<u64>,
        body: &Value,
        departures: &mut Vec<(&'static str, String)>,
    ) {
        let page = parameter("page")
            .and_then(|page| page.parse::<u64>().ok())
            .unwrap_or(1)
            .max(1);
        let asked = parameter("pageSize").filter(|size| !size.is_empty());
        let size = match asked.as_deref() {
            Some(all) if all.eq_ignore_ascii_case("all") => None,
            Some(number) => match number.parse::<u64>() {
                Ok(size) => Some(size),
                Err(_) => return,
            },
            None => match self.default_page_size {
                Some(size) => size,
                None => return,
            },
        };
        let shown = asked.map_or_else(|| "the default page size".to_owned(), |s| format!("pageSize={s}"));
        match (size, matched) {
            (Some(size), Some(matched)) => {
                let expected = matched.saturating_sub((page - 1).saturating_mul(size)).min(size);
                if rows != expected {
                    departures.push((
                        "listing.page-size",
                        format!(
                            "page {page} with {shown} of {matched} matches should hold {expected} records, not {rows}"
                        ),
                    ));
                }
            }
            (Some(size), None) if rows > size => departures.push((
                "listing.page-size",
                format!("{shown} asked, but the page holds {rows} records"),
            )),
            (None, Some(matched)) if page == 1 && matched <= MAX_PAGE_SIZE && rows != matched => {
                departures.push((
                    "listing.page-size",
                    format!("pageSize=All of {matched} matches should hold them all, not {rows}"),
                ));
            }
            _ => {}
        }
        if let Some(count) = self
            .count
            .as_deref()
            .and_then(|p| body.pointer(p))
            .and_then(Value::as_u64)
            && count != rows
        {
            departures.push((
                "listing.counts",
                format!("the page says it holds {count} records, but it holds {rows}"),
            ));
        }
        if let (Some(pages), Some(matched)) = (
            self.pages
                .as_deref()
                .and_then(|p| body.pointer(p))
                .and_then(Value::as_u64),
            matched,
        ) {
            let per_page = size.unwrap_or(matched).max(1);
            let expected = matched.div_ceil(per_page);
            if pages != expected {
                departures.push((
                    "listing.counts",
                    format!("{matched} matches at {per_page} a page make {expected} pages, not {pages}"),
                ));
            }
        }
    }
}

/// The first record that misses a condition, described.
fn first_miss(condition: &Condition, rows: &[Value], kinds: &dyn Fn(&str) -> FieldKind) -> Option<String> {
    rows.iter().enumerate().find_map(|(index, row)| {
        (!condition.holds(row, kinds)).then(|| {
            let shown: Vec<String> = condition
                .fields
                .iter()
                .map(|field| format!("{field} {}", short(&row[field.as_str()])))
                .collect();
            format!(
                "record {} has {} (wanted {} {})",
                index + 1,
                shown.join(", "),
                condition.kind.name(),
                condition.values.join(",")
            )
        })
    })
}

/// A field's value as text, to compare with a parameter's.
fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

fn same_text(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b) || a.to_lowercase() == b.to_lowercase()
}

/// An instant or a day (`YYYY-MM-DD`, its first instant in UTC).
pub fn instant(text: &str) -> Option<DateTime<Utc>> {
    let text = text.trim();
    if let Ok(day) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        return Some(day.and_hms_opt(0, 0, 0)?.and_utc());
    }
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

fn is_day(text: &str) -> bool {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").is_ok()
}

impl Condition {
    /// Whether a record meets the condition.
    pub fn holds(&self, row: &Value, kinds: &dyn Fn(&str) -> FieldKind) -> bool {
        let field = |name: &String| &row[name.as_str()];
        match self.kind {
            Match::OneOf | Match::Equals => self.fields.iter().all(|name| {
                text_of(field(name)).is_some_and(|text| self.values.iter().any(|v| same_text(v, &text)))
            }),
            Match::AnyOf => self.fields.iter().all(|name| {
                field(name).as_array().is_some_and(|items| {
                    items
                        .iter()
                        .filter_map(text_of)
                        .any(|text| self.values.iter().any(|v| same_text(v, &text)))
                })
            }),
            Match::Contains => {
                let needle = self
                    .values
                    .first()
                    .map(|v| v.trim().to_lowercase())
                    .unwrap_or_default();
                self.fields.iter().any(|name| {
                    field(name)
                        .as_str()
                        .is_some_and(|text| text.to_lowercase().contains(&needle))
                })
            }
            Match::From | Match::Until => {
                let Some(bound) = self.values.first() else {
                    return true;
                };
                let Some(at) = instant(bound) else { return true };
                self.fields.iter().all(|name| {
                    let Some(value) = field(name).as_str().and_then(instant) else {
                        // A record without the date is outside any range.
                        return kinds(name) != FieldKind::Time;
                    };
                    match self.kind {
                        Match::From => value >= at,
                        _ if is_day(bound) => value < at + Duration::days(1),
                        _ => value <= at,
                    }
                })
            }
        }
    }
}

/// How a field's values compare, from its schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldKind {
    /// Numbers, numbered enumerations.
    Number,
    /// A named enumeration, in the order its schema lists the names.
    Named(Vec<String>),
    /// Instants and days.
    Time,
    /// `false` before `true`.
    Flag,
    /// Other text, by code point.
    Text,
    /// Not known: compared by JSON kind as best it can.
    Unknown,
}

impl FieldKind {
    /// The kind of `field` of records of `row_schema`.
    pub fn of(validator: &Validator, row_schema: Option<&Value>, field: &str) -> FieldKind {
        let Some(row) = row_schema.map(|schema| validator.resolve(schema)) else {
            return FieldKind::Unknown;
        };
        let Some(schema) = row.get("properties").and_then(|p| p.get(field)) else {
            return FieldKind::Unknown;
        };
        let schema = validator.resolve(schema);
        let schema = match schema.get("oneOf").and_then(Value::as_array) {
            // `oneOf: [null, X]`: the non-null shape.
            Some(shapes) => shapes
                .iter()
                .map(|shape| validator.resolve(shape))
                .find(|shape| shape.get("type").and_then(Value::as_str) != Some("null"))
                .unwrap_or(schema),
            None => schema,
        };
        if let Some(names) = schema.get("enum").and_then(Value::as_array) {
            return if names.iter().all(Value::is_number) {
                FieldKind::Number
            } else {
                FieldKind::Named(text_list(Some(&Value::Array(names.clone()))))
            };
        }
        let types: Vec<String> = match schema.get("type") {
            Some(Value::String(one)) => vec![one.clone()],
            other => text_list(other),
        }
        .into_iter()
        .filter(|t| t != "null")
        .collect();
        let format = schema.get("format").and_then(Value::as_str);
        match types.first().map(String::as_str) {
            Some("integer" | "number") => FieldKind::Number,
            Some("boolean") => FieldKind::Flag,
            Some("string") if matches!(format, Some("date-time" | "date")) => FieldKind::Time,
            Some("string") => FieldKind::Text,
            _ => FieldKind::Unknown,
        }
    }

    /// How two values of the field compare; `None` when either is missing
    /// or they cannot be compared.
    pub fn compare(&self, a: &Value, b: &Value) -> Option<Ordering> {
        match self {
            FieldKind::Number => a.as_f64()?.partial_cmp(&b.as_f64()?),
            FieldKind::Named(names) => {
                let at = |v: &Value| names.iter().position(|name| Some(name.as_str()) == v.as_str());
                Some(at(a)?.cmp(&at(b)?))
            }
            FieldKind::Time => Some(instant(a.as_str()?)?.cmp(&instant(b.as_str()?)?)),
            FieldKind::Flag => Some(a.as_bool()?.cmp(&b.as_bool()?)),
            FieldKind::Text => Some(a.as_str()?.cmp(b.as_str()?)),
            FieldKind::Unknown => match (a, b) {
                (Value::Number(_), Value::Number(_)) => a.as_f64()?.partial_cmp(&b.as_f64()?),
                (Value::String(x), Value::String(y)) => Some(x.cmp(y)),
                _ => None,
            },
        }
    }
}

/// The schema of the records of a listing: the `rows` pointer followed
/// through the answer's schema (`/Data/Items`: `Data`'s `Items`' items).
pub fn row_schema<'a>(validator: &'a Validator, answer: &'a Value, rows: &str) -> Option<&'a Value> {
    let mut schema = validator.resolve(answer);
    for part in rows.split('/').skip(1) {
        schema = validator.resolve(schema.get("properties")?.get(part)?);
    }
    Some(validator.resolve(schema.get("items")?))
}
