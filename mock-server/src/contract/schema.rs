//! A JSON Schema validator for the dialect the document is written in
//! (OpenAPI 3.1: JSON Schema 2020-12 as utoipa writes it): `$ref` into the
//! document, `type` (one or a list), `enum`, `const`, `format` (`int32`,
//! `int64`, `date`, `date-time`, `uri`), the numeric and length bounds,
//! `pattern`, `prefixItems`, `items`, `properties`, `required`, `additionalProperties`,
//! `propertyNames`, `oneOf`, `anyOf`, `allOf` and `not`. Annotations
//! (`description`, `example`, `x-*`) are ignored.
//!
//! It is written here rather than taken from a crate: the document uses a
//! small part of JSON Schema, and the proxy checks every answer with it, so
//! it should be quick and its messages plain.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate};
use regex::Regex;
use serde_json::Value;

/// The most departures one value reports: the first few say what is wrong.
const MAX_ERRORS: usize = 5;

/// How deep `$ref`s may nest before a schema is taken to be cyclic.
const MAX_DEPTH: usize = 64;

/// Validates values against the schemas of one document.
#[derive(Debug)]
pub struct Validator {
    /// The whole document, for `$ref`.
    document: Value,
    /// Every `pattern` of the document, compiled once.
    patterns: HashMap<String, Regex>,
}

impl Validator {
    /// A validator over `document`; patterns that do not compile are
    /// reported by [`Validator::check_patterns`] and match nothing.
    pub fn new(document: Value) -> Self {
        let mut patterns = HashMap::new();
        collect_patterns(&document, &mut patterns);
        Validator { document, patterns }
    }

    /// The document.
    pub fn document(&self) -> &Value {
        &self.document
    }

    /// The patterns of the document that are not regular expressions.
    pub fn check_patterns(&self) -> Vec<String> {
        let mut all = HashMap::new();
        collect_all_patterns(&self.document, &mut all);
        all.into_keys()
            .filter(|pattern| !self.patterns.contains_key(pattern))
            .collect()
    }

    /// Follows `$ref`s to the schema they name.
    pub fn resolve<'a>(&'a self, mut schema: &'a Value) -> &'a Value {
        for _ in 0..MAX_DEPTH {
            match schema.get("$ref").and_then(Value::as_str) {
                Some(reference) => match self.pointer(reference) {
                    Some(target) => schema = target,
                    None => return schema,
                },
                None => return schema,
            }
        }
        schema
    }

    fn pointer(&self, reference: &str) -> Option<&Value> {
        self.document.pointer(reference.strip_prefix('#')?)
    }

    /// The departures of `value` from `schema`, each as "where: what".
    pub fn validate(&self, schema: &Value, value: &Value) -> Vec<String> {
        self.departures(schema, value)
            .into_iter()
            .map(|departure| format!("{}: {}", place(&departure.at), departure.what))
            .collect()
    }

    /// The departures of `value` from `schema`, each with where it is, for a caller that names
    /// the place in its own terms.
    pub fn departures(&self, schema: &Value, value: &Value) -> Vec<Departure> {
        let mut errors = Vec::new();
        self.check(schema, value, "", 0, &mut errors);
        errors
    }

    /// Whether `value` fits `schema`.
    pub fn fits(&self, schema: &Value, value: &Value) -> bool {
        let mut errors = Vec::new();
        self.check(schema, value, "", 0, &mut errors);
        errors.is_empty()
    }

    fn check(&self, schema: &Value, value: &Value, at: &str, depth: usize, errors: &mut Vec<Departure>) {
        if errors.len() >= MAX_ERRORS || depth > MAX_DEPTH {
            return;
        }
        let Some(schema) = schema.as_object() else {
            if schema == &Value::Bool(false) {
                errors.push(departure(at, "no value is allowed here".to_owned()));
            }
            return;
        };
        if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
            match self.pointer(reference) {
                Some(target) => self.check(target, value, at, depth + 1, errors),
                None => errors.push(departure(at, format!("the document has no schema {reference}"))),
            }
        }
        if let Some(types) = schema.get("type") {
            let allowed: Vec<&str> = match types {
                Value::String(one) => vec![one.as_str()],
                Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            if !allowed.is_empty() && !allowed.iter().any(|kind| is_type(value, kind)) {
                errors.push(departure(
                    at,
                    format!("expected {}, found {}", allowed.join(" or "), describe(value)),
                ));
                return;
            }
        }
        if let Some(values) = schema.get("enum").and_then(Value::as_array)
            && !values.iter().any(|allowed| same(allowed, value))
        {
            errors.push(departure(
                at,
                format!(
                    "{} is not one of {}",
                    short(value),
                    values.iter().map(short).collect::<Vec<_>>().join(", ")
                ),
            ));
        }
        if let Some(constant) = schema.get("const")
            && !same(constant, value)
        {
            errors.push(departure(
                at,
                format!("{} is not {}", short(value), short(constant)),
            ));
        }
        match value {
            Value::Number(_) => self.check_number(schema, value, at, errors),
            Value::String(text) => self.check_text(schema, text, at, errors),
            Value::Array(items) => {
                // `prefixItems` for the first items, `items` for the rest (2020-12).
                let prefix = schema.get("prefixItems").and_then(Value::as_array);
                for (index, item) in items.iter().enumerate() {
                    let item_schema = prefix
                        .and_then(|prefix| prefix.get(index))
                        .or_else(|| schema.get("items"));
                    if let Some(item_schema) = item_schema {
                        self.check(item_schema, item, &format!("{at}/{index}"), depth + 1, errors);
                    }
                }
                let bound = |key: &str| schema.get(key).and_then(Value::as_u64);
                if bound("minItems").is_some_and(|min| (items.len() as u64) < min) {
                    errors.push(departure(at, format!("too few items ({})", items.len())));
                }
                if bound("maxItems").is_some_and(|max| (items.len() as u64) > max) {
                    errors.push(departure(at, format!("too many items ({})", items.len())));
                }
            }
            Value::Object(fields) => {
                for name in schema
                    .get("required")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    if let Some(name) = name.as_str()
                        && !fields.contains_key(name)
                    {
                        errors.push(departure(at, format!("the required field `{name}` is missing")));
                    }
                }
                let properties = schema.get("properties").and_then(Value::as_object);
                for (name, field) in fields {
                    let inner = format!("{at}/{}", name.replace('~', "~0").replace('/', "~1"));
                    match properties.and_then(|p| p.get(name)) {
                        Some(property) => self.check(property, field, &inner, depth + 1, errors),
                        None => match schema.get("additionalProperties") {
                            Some(Value::Bool(false)) => {
                                errors.push(departure(at, format!("the field `{name}` is not allowed")));
                            }
                            Some(extra @ Value::Object(_)) => {
                                self.check(extra, field, &inner, depth + 1, errors);
                            }
                            _ => {}
                        },
                    }
                    if let Some(names) = schema.get("propertyNames") {
                        self.check(names, &Value::String(name.clone()), &inner, depth + 1, errors);
                    }
                }
            }
            Value::Null | Value::Bool(_) => {}
        }
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            for part in all {
                self.check(part, value, at, depth + 1, errors);
            }
        }
        if let Some(any) = schema.get("anyOf").and_then(Value::as_array)
            && !any.iter().any(|part| self.fits_at(part, value, depth))
        {
            errors.push(departure(
                at,
                format!("{} fits none of the allowed shapes", short(value)),
            ));
        }
        if let Some(one) = schema.get("oneOf").and_then(Value::as_array) {
            let fitting = one.iter().filter(|part| self.fits_at(part, value, depth)).count();
            if fitting != 1 {
                let why = if fitting == 0 { "none" } else { "more than one" };
                errors.push(departure(
                    at,
                    format!("{} fits {why} of the allowed shapes", short(value)),
                ));
            }
        }
        if let Some(not) = schema.get("not")
            && self.fits_at(not, value, depth)
        {
            errors.push(departure(
                at,
                format!("{} has a shape that is not allowed", short(value)),
            ));
        }
    }

    fn fits_at(&self, schema: &Value, value: &Value, depth: usize) -> bool {
        let mut errors = Vec::new();
        self.check(schema, value, "", depth + 1, &mut errors);
        errors.is_empty()
    }

    fn check_number(
        &self,
        schema: &serde_json::Map<String, Value>,
        value: &Value,
        at: &str,
        errors: &mut Vec<Departure>,
    ) {
        let Some(number) = value.as_f64() else { return };
        let bound = |key: &str| schema.get(key).and_then(Value::as_f64);
        let mut out_of_range = bound("minimum").is_some_and(|min| number < min)
            || bound("maximum").is_some_and(|max| number > max)
            || bound("exclusiveMinimum").is_some_and(|min| number <= min)
            || bound("exclusiveMaximum").is_some_and(|max| number >= max);
        match schema.get("format").and_then(Value::as_str) {
            Some("int32") => out_of_range |= number < f64::from(i32::MIN) || number > f64::from(i32::MAX),
            // Compared as integers where it is one: `i64::MAX as f64` is 2^63, so 2^63 itself
            // (a u64) would pass a comparison of floats.
            Some("int64") => {
                out_of_range |= value.as_i64().is_none()
                    && (value.is_u64()
                        || !(-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&number));
            }
            _ => {}
        }
        if out_of_range {
            errors.push(departure(at, format!("{} is out of range", short(value))));
        }
    }

    fn check_text(
        &self,
        schema: &serde_json::Map<String, Value>,
        text: &str,
        at: &str,
        errors: &mut Vec<Departure>,
    ) {
        let length = text.chars().count() as u64;
        let bound = |key: &str| schema.get(key).and_then(Value::as_u64);
        if bound("minLength").is_some_and(|min| length < min) {
            errors.push(departure(at, format!("{} is too short", quoted(text))));
        }
        if bound("maxLength").is_some_and(|max| length > max) {
            errors.push(departure(at, format!("{} is too long", quoted(text))));
        }
        if let Some(pattern) = schema.get("pattern").and_then(Value::as_str) {
            let fits = self
                .patterns
                .get(pattern)
                .is_some_and(|regex| regex.is_match(text));
            if !fits {
                errors.push(departure(
                    at,
                    format!("{} does not match the pattern {pattern}", quoted(text)),
                ));
            }
        }
        let format_fits = match schema.get("format").and_then(Value::as_str) {
            Some("date-time") => DateTime::parse_from_rfc3339(text).is_ok(),
            Some("date") => NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok() && text.len() == 10,
            Some("uri") => is_uri(text),
            _ => true,
        };
        if !format_fits {
            let format = schema.get("format").and_then(Value::as_str).unwrap_or_default();
            errors.push(departure(at, format!("{} is not a {format}", quoted(text))));
        }
    }
}

/// Where a value departs from its schema, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Departure {
    /// Where, as a JSON pointer into the value (`/Permissions/0/Value`; empty for the value itself).
    pub at: String,
    /// What is wrong, in a few words ("11 is out of range").
    pub what: String,
}

fn departure(at: &str, what: String) -> Departure {
    Departure {
        at: at.to_owned(),
        what,
    }
}

/// Where in a value: a JSON pointer, or "the value" at the top.
fn place(at: &str) -> String {
    if at.is_empty() {
        "the value".to_owned()
    } else {
        format!("`{at}`")
    }
}

fn is_type(value: &Value, kind: &str) -> bool {
    match kind {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "number" => value.is_number(),
        "integer" => value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|n| n.fract() == 0.0),
        _ => true,
    }
}

/// JSON equality, with numbers equal by value (`2` and `2.0`).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}

fn describe(value: &Value) -> String {
    let kind = match value {
        Value::Null => return "null".to_owned(),
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => return "an array".to_owned(),
        Value::Object(_) => return "an object".to_owned(),
    };
    format!("{kind} ({})", short(value))
}

/// A value in a message, cut to a readable length.
pub fn short(value: &Value) -> String {
    match value {
        Value::String(text) => quoted(text),
        other => {
            let text = other.to_string();
            if text.chars().count() > 60 {
                format!("{}…", text.chars().take(60).collect::<String>())
            } else {
                text
            }
        }
    }
}

fn quoted(text: &str) -> String {
    if text.chars().count() > 60 {
        format!("`{}…`", text.chars().take(60).collect::<String>())
    } else {
        format!("`{text}`")
    }
}

/// An absolute URI as RFC 3986 writes it: a scheme, then ASCII without
/// spaces or controls.
fn is_uri(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once(':') else {
        return false;
    };
    let scheme_ok = scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
    scheme_ok && !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_graphic())
}

fn collect_patterns(value: &Value, patterns: &mut HashMap<String, Regex>) {
    let mut all = HashMap::new();
    collect_all_patterns(value, &mut all);
    for pattern in all.into_keys() {
        if let Ok(regex) = Regex::new(&pattern) {
            patterns.insert(pattern, regex);
        }
    }
}

fn collect_all_patterns(value: &Value, out: &mut HashMap<String, ()>) {
    match value {
        Value::Object(fields) => {
            for (key, field) in fields {
                match (key.as_str(), field) {
                    ("pattern", Value::String(pattern)) => {
                        out.insert(pattern.clone(), ());
                    }
                    ("example" | "examples", _) => {}
                    _ => collect_all_patterns(field, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| collect_all_patterns(item, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn prefix_items_check_the_first_items_and_items_the_rest() {
        let validator = Validator::new(json!({}));
        let entry = json!({"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}], "items": false});
        assert!(validator.fits(&entry, &json!([1, "a"])));
        assert!(!validator.fits(&entry, &json!(["a", 1])));
        assert!(!validator.fits(&entry, &json!([1, "a", 2])));
        let rest =
            json!({"type": "array", "prefixItems": [{"type": "integer"}], "items": {"type": "string"}});
        assert!(validator.fits(&rest, &json!([1, "a", "b"])));
        assert!(!validator.fits(&rest, &json!([1, 2])));
    }

    fn validator() -> Validator {
        Validator::new(json!({
            "components": { "schemas": {
                "Status": { "type": "string", "enum": ["Pending", "Complete"] },
                "Row": {
                    "type": "object",
                    "required": ["Id", "Status"],
                    "properties": {
                        "Id": { "type": "integer", "format": "int64", "minimum": 0 },
                        "Status": { "$ref": "#/components/schemas/Status" },
                        "Note": { "type": ["string", "null"], "maxLength": 5 },
                        "Day": { "type": "string", "format": "date" },
                        "At": { "type": "string", "format": "date-time" },
                        "Code": { "type": "string", "pattern": "^[A-Z]{3}$" }
                    }
                }
            } }
        }))
    }

    #[test]
    fn a_fitting_value_passes() {
        let v = validator();
        let row = json!({ "Id": 3, "Status": "Pending", "Note": null, "Day": "2026-01-15", "At": "2026-01-15T10:00:00Z", "Code": "ABC", "Extra": 1 });
        assert_eq!(
            v.validate(&json!({ "$ref": "#/components/schemas/Row" }), &row),
            Vec::<String>::new()
        );
    }

    #[test]
    fn each_departure_says_where_and_what() {
        let v = validator();
        let row =
            json!({ "Id": -1, "Note": "too long", "Day": "15-01-2026", "At": "yesterday", "Code": "abc" });
        let errors = v.validate(&json!({ "$ref": "#/components/schemas/Row" }), &row);
        let all = errors.join("\n");
        assert!(all.contains("the required field `Status` is missing"), "{all}");
        assert!(all.contains("`/Id`: -1 is out of range"), "{all}");
        assert!(all.contains("`/Day`: `15-01-2026` is not a date"), "{all}");
        assert_eq!(errors.len(), MAX_ERRORS, "the first few say enough: {all}");
        let errors = v.validate(
            &json!({ "$ref": "#/components/schemas/Row" }),
            &json!({ "Id": 1, "Status": "Pending", "Note": "too long" }),
        );
        assert_eq!(errors, vec!["`/Note`: `too long` is too long".to_owned()]);
        let errors = v.validate(
            &json!({ "$ref": "#/components/schemas/Row" }),
            &json!({ "Id": 1, "Status": "Done", "Code": "abc", "At": "yesterday" }),
        );
        let all = errors.join("\n");
        assert!(
            all.contains("`/Status`: `Done` is not one of `Pending`, `Complete`"),
            "{all}"
        );
        assert!(all.contains("does not match the pattern"), "{all}");
        assert!(all.contains("`/At`: `yesterday` is not a date-time"), "{all}");
    }

    #[test]
    fn types_one_of_and_integers() {
        let v = validator();
        let either = json!({ "oneOf": [{ "type": "string", "format": "date" }, { "type": "string", "maxLength": 0 }] });
        assert!(v.fits(&either, &json!("2026-01-01")));
        assert!(v.fits(&either, &json!("")));
        assert!(!v.fits(&either, &json!("soon")));
        assert!(v.fits(&json!({ "type": "integer" }), &json!(2.0)));
        assert!(!v.fits(&json!({ "type": "integer" }), &json!(2.5)));
        assert!(!v.fits(&json!({ "type": "object" }), &json!([])));
        assert!(!v.fits(
            &json!({ "type": "integer", "format": "int32" }),
            &json!(3_000_000_000_u64)
        ));
        // 2^63 is one past the largest int64, though as floats they are the same number.
        let int64 = json!({ "type": "integer", "format": "int64" });
        assert!(v.fits(&int64, &json!(i64::MAX)));
        assert!(v.fits(&int64, &json!(i64::MIN)));
        assert!(!v.fits(&int64, &json!(9_223_372_036_854_775_808_u64)));
        assert!(!v.fits(&int64, &json!(1e19)));
    }
}
