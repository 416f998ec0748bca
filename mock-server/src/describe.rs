//! What a field takes and what was sent, in the document's terms: the words
//! of a 400 that does not fit the schema.
//!
//! A body, query or path that does not deserialize is described from the
//! schema the document shows for that very field (its type, range, length,
//! format or values), never from the parser's message: serde, chrono and
//! Rust speak of `u8`, "invalid length" and "trailing input", and of ranges
//! the document does not have. What was sent is quoted only in short
//! ([`quote`]), so a huge value is never echoed back.

use serde_json::Value;

/// The most characters of a sent value an answer quotes.
pub const QUOTE_LIMIT: usize = 40;

/// `text` in double quotes, cut to its first [`QUOTE_LIMIT`] characters
/// (with "…" and the full length when longer).
pub fn quote(text: &str) -> String {
    let count = text.chars().count();
    if count <= QUOTE_LIMIT {
        return format!("\"{text}\"");
    }
    let prefix: String = text.chars().take(QUOTE_LIMIT).collect();
    format!("\"{prefix}…\" ({count} characters)")
}

/// A name taken from the request (a field or parameter named in a 400): each
/// of its dotted parts cut to its first [`QUOTE_LIMIT`] characters, and the
/// whole to four times that, with "…" where cut. A path into a document
/// (`collections.notifications[0].insert[1].hideAllowedAfter`) stays whole.
pub fn shorten_name(name: &str) -> String {
    let cut = |text: &str, limit: usize| {
        if text.chars().count() <= limit {
            return text.to_owned();
        }
        let mut short: String = text.chars().take(limit).collect();
        short.push('…');
        short
    };
    let parts: Vec<String> = name.split('.').map(|part| cut(part, QUOTE_LIMIT)).collect();
    cut(&parts.join("."), 4 * QUOTE_LIMIT)
}

/// Every run between backticks in `text` longer than [`QUOTE_LIMIT`]
/// characters, cut the way [`quote`] cuts: how a message that quotes a
/// sent value (`` `value` is not … ``) stays short, wherever it was written.
pub fn shorten_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(1024));
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let (inside, after, closed) = match rest.find('`') {
            Some(close) => (&rest[..close], &rest[close + 1..], true),
            None => (rest, "", false),
        };
        let count = inside.chars().count();
        let closing = if closed { "`" } else { "" };
        if count > QUOTE_LIMIT {
            out.extend(inside.chars().take(QUOTE_LIMIT));
            out.push_str(&format!("…{closing} ({count} characters)"));
        } else {
            out.push_str(inside);
            out.push_str(closing);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// What a sent JSON value is: "the text \"250\"", "the number 300", "a list of 2 items".
pub fn given(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(flag) => flag.to_string(),
        Value::Number(number) => {
            let written = number.to_string();
            if written.len() > QUOTE_LIMIT {
                format!("a number of {} digits", written.len())
            } else {
                format!("the number {written}")
            }
        }
        Value::String(text) => format!("the text {}", quote(text)),
        Value::Array(items) => match items.len() {
            1 => "a list of 1 item".to_owned(),
            count => format!("a list of {count} items"),
        },
        Value::Object(_) => "an object".to_owned(),
    }
}

/// The schemas a body's `$ref`s name, by name (`#/components/schemas/<name>`).
pub type Components = serde_json::Map<String, Value>;

/// The schema `schema` stands for: itself, or the component it refers to.
fn resolve<'a>(schema: &'a Value, components: &'a Components) -> &'a Value {
    let mut current = schema;
    for _ in 0..8 {
        let Some(name) = current["$ref"].as_str().and_then(|r| r.rsplit('/').next()) else {
            return current;
        };
        match components.get(name) {
            Some(next) => current = next,
            None => return current,
        }
    }
    current
}

/// One step into a value: a field of an object, or an item of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A field, by the name the document gives it.
    Field(String),
    /// An item, by its place (from 0).
    Item(usize),
}

/// A path of steps as the document would name the field: `Permissions[0].Value`.
pub fn field_name(path: &[Step]) -> String {
    let mut name = String::new();
    for step in path {
        match step {
            Step::Field(field) if name.is_empty() => name.push_str(field),
            Step::Field(field) => {
                name.push('.');
                name.push_str(field);
            }
            Step::Item(index) => name.push_str(&format!("[{index}]")),
        }
    }
    name
}

/// The schema at `path` below `schema`, through objects' properties, lists'
/// items and the alternatives of `oneOf`/`anyOf`/`allOf`.
pub fn schema_at<'a>(schema: &'a Value, components: &'a Components, path: &[Step]) -> Option<&'a Value> {
    let schema = resolve(schema, components);
    let Some((step, rest)) = path.split_first() else {
        return Some(schema);
    };
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(alternatives) = schema[key].as_array() {
            return alternatives
                .iter()
                .find_map(|alternative| schema_at(alternative, components, path));
        }
    }
    let next = match step {
        Step::Field(field) => schema["properties"].get(field)?,
        Step::Item(_) => schema.get("items")?,
    };
    schema_at(next, components, rest)
}

/// A number as the document writes it (`0.01`, `1000000`).
fn number(value: &Value) -> Option<String> {
    value.as_number().map(ToString::to_string)
}

/// A range in words: "from 0 to 4", "above 0", "of at least 1". An `int32`
/// or `int64` format bounds a side the schema leaves open, as the validator
/// of [`crate::contract::schema`] holds it.
fn range(schema: &Value) -> Option<String> {
    let (least, most) = match schema["format"].as_str() {
        Some("int32") => (Some(i64::from(i32::MIN)), Some(i64::from(i32::MAX))),
        Some("int64") => (Some(i64::MIN), Some(i64::MAX)),
        _ => (None, None),
    };
    let open = |key: &str| schema[key].is_null();
    let low = number(&schema["minimum"])
        .or_else(|| least.filter(|_| open("exclusiveMinimum")).map(|n| n.to_string()));
    let high = number(&schema["maximum"])
        .or_else(|| most.filter(|_| open("exclusiveMaximum")).map(|n| n.to_string()));
    let above = number(&schema["exclusiveMinimum"]);
    let below = number(&schema["exclusiveMaximum"]);
    match (low, high, above, below) {
        (Some(low), Some(high), _, _) => Some(format!("from {low} to {high}")),
        (None, Some(high), Some(above), _) => Some(format!("above {above}, at most {high}")),
        (Some(low), None, _, Some(below)) => Some(format!("of at least {low} and below {below}")),
        (_, _, Some(above), Some(below)) => Some(format!("above {above} and below {below}")),
        (Some(low), None, _, None) => Some(format!("of at least {low}")),
        (None, Some(high), None, _) => Some(format!("of at most {high}")),
        (None, None, Some(above), None) => Some(format!("above {above}")),
        (None, None, None, Some(below)) => Some(format!("below {below}")),
        (None, None, None, None) => None,
    }
}

/// A list of names as a sentence: "A, B or C" (`or`), "A, B and C" (`and`).
fn joined(names: &[String], word: &str) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

fn one_of(names: &[String]) -> String {
    joined(names, "or")
}

/// The types a schema allows, `null` apart.
fn types(schema: &Value) -> (Vec<&str>, bool) {
    let listed: Vec<&str> = match &schema["type"] {
        Value::String(one) => vec![one.as_str()],
        Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let nullable = listed.contains(&"null");
    (
        listed.into_iter().filter(|kind| *kind != "null").collect(),
        nullable,
    )
}

/// What a schema takes, in words: "a whole number from 0 to 4", "a day
/// written YYYY-MM-DD", "one of INVEST or WITHDRAW", "an object with Name,
/// Description and Permissions".
pub fn expected(schema: &Value, components: &Components) -> String {
    describe(schema, components, 0)
}

fn describe(schema: &Value, components: &Components, depth: usize) -> String {
    let schema = resolve(schema, components);
    if depth > 4 {
        return "a value".to_owned();
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(alternatives) = schema[key].as_array() {
            let mut nullable = false;
            let mut words: Vec<String> = Vec::new();
            for alternative in alternatives {
                let alternative = resolve(alternative, components);
                if alternative["type"] == "null" {
                    nullable = true;
                    continue;
                }
                // The empty text some parameters take to mean "absent".
                if alternative["maxLength"] == 0 {
                    continue;
                }
                let word = describe(alternative, components, depth + 1);
                if !words.contains(&word) {
                    words.push(word);
                }
            }
            let mut sentence = one_of(&words);
            if nullable {
                sentence.push_str(" (or null)");
            }
            return sentence;
        }
    }
    if let Some(parts) = schema["allOf"].as_array()
        && let Some(first) = parts.first()
    {
        return describe(first, components, depth + 1);
    }
    if let Some(values) = schema["enum"].as_array() {
        let names: Vec<String> = values
            .iter()
            .map(|value| match value {
                Value::String(text) => text.clone(),
                other => other.to_string(),
            })
            .collect();
        return format!("one of {}", one_of(&names));
    }
    let (kinds, nullable) = types(schema);
    let mut sentence = match kinds.first().copied() {
        Some("integer") => match range(schema) {
            Some(range) => format!("a whole number {range}"),
            None => "a whole number".to_owned(),
        },
        Some("number") => match range(schema) {
            Some(range) => format!("a number {range}"),
            None => "a number".to_owned(),
        },
        Some("boolean") => "true or false".to_owned(),
        Some("string") => text(schema),
        Some("array") => {
            let items = schema
                .get("items")
                .map(|items| describe(items, components, depth + 1));
            match items {
                Some(items) => format!("a list, each item {items}"),
                None => "a list".to_owned(),
            }
        }
        Some("object") | None if schema["properties"].is_object() => {
            let names: Vec<String> = schema["properties"]
                .as_object()
                .map(|properties| properties.keys().cloned().collect())
                .unwrap_or_default();
            if names.is_empty() || names.len() > 6 {
                "an object".to_owned()
            } else {
                format!("an object with {}", joined(&names, "and"))
            }
        }
        Some("object") => "an object".to_owned(),
        _ => "a value".to_owned(),
    };
    if nullable {
        sentence.push_str(" (or null)");
    }
    sentence
}

/// What a string schema takes.
fn text(schema: &Value) -> String {
    // A text of a fixed form (a `pattern`) names the form in its `title`: "four digits".
    if let Some(title) = schema["title"].as_str() {
        return title.to_owned();
    }
    match schema["format"].as_str() {
        Some("date") => return "a day written YYYY-MM-DD".to_owned(),
        Some("date-time") => return "a date and time in RFC 3339 (2026-01-15T15:30:00Z)".to_owned(),
        Some("uri") => return "an http or https address".to_owned(),
        _ => {}
    }
    let min = schema["minLength"].as_u64();
    let max = schema["maxLength"].as_u64();
    match (min, max) {
        (Some(min), Some(max)) if min == max => format!("text of {min} characters"),
        (Some(min), Some(max)) => format!("text of {min} to {max} characters"),
        (Some(min), None) if min > 0 => format!("text of at least {min} characters"),
        (_, Some(max)) => format!("text of at most {max} characters"),
        _ => "text".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn schemas_read_in_the_documents_terms() {
        let none = Components::new();
        assert_eq!(
            expected(&json!({"type": "integer", "minimum": 0, "maximum": 4}), &none),
            "a whole number from 0 to 4"
        );
        assert_eq!(
            expected(&json!({"type": "number", "exclusiveMinimum": 0}), &none),
            "a number above 0"
        );
        assert_eq!(
            expected(
                &json!({"type": "integer", "format": "int64", "minimum": 0}),
                &none
            ),
            "a whole number from 0 to 9223372036854775807"
        );
        assert_eq!(
            expected(&json!({"type": "integer", "format": "int32"}), &none),
            "a whole number from -2147483648 to 2147483647"
        );
        assert_eq!(
            expected(&json!({"type": "string", "format": "date"}), &none),
            "a day written YYYY-MM-DD"
        );
        assert_eq!(
            expected(&json!({"type": "string", "enum": ["INVEST", "WITHDRAW"]}), &none),
            "one of INVEST or WITHDRAW"
        );
        assert_eq!(
            expected(
                &json!({"type": "string", "title": "four digits", "pattern": "^[0-9]{4}$"}),
                &none
            ),
            "four digits"
        );
        let components = json!({"Kind": {"type": "string", "enum": ["A", "B", "C"]}});
        let components = components.as_object().unwrap();
        assert_eq!(
            expected(
                &json!({"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Kind"}]}),
                components
            ),
            "one of A, B or C (or null)"
        );
        assert_eq!(
            expected(
                &json!({"type": "object", "properties": {"Name": {}, "Description": {}}}),
                &none
            ),
            "an object with Description and Name"
        );
    }

    #[test]
    fn what_was_sent_is_named_and_quoted_in_short() {
        assert_eq!(given(&json!("250")), "the text \"250\"");
        assert_eq!(given(&json!(300)), "the number 300");
        assert_eq!(given(&json!([])), "a list of 0 items");
        let long = "K".repeat(100_000);
        let quoted = given(&json!(long));
        assert!(quoted.len() < 80, "{quoted}");
        assert!(quoted.contains("100000 characters"), "{quoted}");
        let message = format!("`{long}` is not a kind; `INVEST` is");
        let short = shorten_quoted(&message);
        assert!(short.len() < 120, "{short}");
        assert!(
            short.ends_with("characters) is not a kind; `INVEST` is"),
            "{short}"
        );
        assert_eq!(shorten_quoted("no quotes"), "no quotes");
        let path = "collections.notifications[0].insert[1].hideAllowedAfter";
        assert_eq!(shorten_name(path), path);
        let named = format!("{}.b", "a".repeat(50));
        assert_eq!(shorten_name(&named), format!("{}….b", "a".repeat(QUOTE_LIMIT)));
        assert!(shorten_name(&"a.".repeat(1000)).chars().count() <= 4 * QUOTE_LIMIT + 1);
        assert_eq!(shorten_quoted("`a` and `b`"), "`a` and `b`");
    }

    #[test]
    fn fields_are_found_and_named_along_the_path() {
        let schema = json!({"type": "object", "properties": {
            "Permissions": {"type": "array", "items": {"$ref": "#/components/schemas/Permission"}}
        }});
        let components = json!({"Permission": {"type": "object", "properties": {
            "Value": {"type": "string", "enum": ["pageAccess"]}
        }}});
        let path = [
            Step::Field("Permissions".to_owned()),
            Step::Item(0),
            Step::Field("Value".to_owned()),
        ];
        assert_eq!(field_name(&path), "Permissions[0].Value");
        let found = schema_at(&schema, components.as_object().unwrap(), &path);
        assert_eq!(found.map(|s| s["enum"][0].clone()), Some(json!("pageAccess")));
    }
}
