//! Text that people read, and addresses that browsers follow: the rules
//! every payload field of these kinds obeys, stated once for the OpenAPI
//! document and the server's checks alike.
//!
//! Display text (a role's name, a notification's title, a reason) is shown
//! in tables, dialogs, toasts and push messages. It must not carry what can
//! hurt there: NUL and other control characters (CR/LF among them, which
//! split log lines and headers), bidi embeddings, overrides and isolates
//! (U+202E turns `exe.txt` into `txt.exe`), and invisible characters that
//! make two different names look the same (zero-width spaces and joiners,
//! the word joiner, the soft hyphen, the byte-order mark). It has a length
//! limit, and it is not blank.
//!
//! The field types ([`Line`], [`Block`], [`Url`]) deserialize as plain
//! strings, so a handler can name the offending field in its 400, and
//! document themselves with `minLength`, `maxLength` and `pattern`: the
//! document and the checks come from the same constants.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{ObjectBuilder, RefOr, Schema, Type},
};

/// The characters display text may never hold, as a regular-expression class
/// body (ECMA-262 and Python alike). `\n` and `\t` are listed apart, so that
/// [`Block`] text may have them.
pub const NEVER: &str = r"\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u180E\u200B-\u200D\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF";

/// Whether a character may appear in display text; `multi_line` allows line
/// feeds and tabs.
pub fn allowed(c: char, multi_line: bool) -> bool {
    match c {
        '\n' | '\t' => multi_line,
        '\u{0}'..='\u{1F}'
        | '\u{7F}'..='\u{9F}'
        | '\u{AD}'
        | '\u{180E}'
        | '\u{200B}'..='\u{200D}'
        | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{FEFF}' => false,
        _ => true,
    }
}

/// The pattern of one-line display text: only allowed characters, at least
/// one of them not a space.
pub fn line_pattern() -> String {
    format!(r"^[^{NEVER}\n\t]*[^\s{NEVER}][^{NEVER}\n\t]*$")
}

/// The pattern of multi-line display text.
pub fn block_pattern() -> String {
    format!(r"^[^{NEVER}]*[^\s{NEVER}][^{NEVER}]*$")
}

/// The pattern of an address a browser may follow: http or https, a host
/// name or address, an optional port, then the characters RFC 3986 allows
/// in a path, query and fragment (ASCII only; others `%`-escaped).
pub fn url_pattern() -> String {
    const CHAR: &str = r"[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2}";
    format!(
        r"^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{{1,5}})?(/({CHAR}|/)*)?(\?({CHAR}|[/?])*)?(#({CHAR}|[/?])*)?$"
    )
}

/// Whether the rest of an address after its host and port is a path, query
/// and fragment as RFC 3986 writes them: ASCII only, `%` escapes, `?` only
/// after the path and `#` once, before the fragment.
fn uri_tail(tail: &str) -> bool {
    let (before_fragment, fragment) = match tail.split_once('#') {
        Some((before, fragment)) => (before, Some(fragment)),
        None => (tail, None),
    };
    let (path, query) = match before_fragment.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (before_fragment, None),
    };
    let chars_ok = |part: &str, extra: &str| {
        let bytes = part.as_bytes();
        part.char_indices().all(|(at, c)| match c {
            '%' => bytes
                .get(at + 1..at + 3)
                .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit)),
            c if c.is_ascii_alphanumeric() => true,
            c => "._~!$&'()*+,;=:@-".contains(c) || extra.contains(c),
        })
    };
    (path.is_empty() || path.starts_with('/'))
        && chars_ok(path, "/")
        && query.is_none_or(|query| chars_ok(query, "/?"))
        && fragment.is_none_or(|fragment| chars_ok(fragment, "/?"))
}

/// The longest address accepted.
pub const MAX_URL: usize = 2048;

/// Why a value broke a rule, as the sentence a 400 gives for its field.
/// Lengths count characters as sent, spaces included, as the document's
/// `minLength` and `maxLength` do.
pub fn check_text(value: &str, min: usize, max: usize, multi_line: bool) -> Result<(), String> {
    let length = value.chars().count();
    if length > max {
        return Err(format!("At most {max} characters."));
    }
    if length < min {
        return Err(format!("At least {min} characters."));
    }
    if let Some(bad) = value.chars().find(|&c| !allowed(c, multi_line)) {
        let what = match bad {
            '\r' | '\n' | '\u{2028}' | '\u{2029}' => "line breaks".to_owned(),
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {
                "bidirectional control characters".to_owned()
            }
            c if c.is_control() => "control characters".to_owned(),
            c => format!("invisible characters (U+{:04X})", u32::from(c)),
        };
        return Err(format!("Must not contain {what}."));
    }
    if value.trim().is_empty() {
        return Err("This field is required.".to_owned());
    }
    Ok(())
}

/// Whether a value is an address a browser may follow (see [`url_pattern`]).
pub fn check_url(value: &str) -> Result<(), String> {
    const MESSAGE: &str = "Enter an http or https address, such as https://example.com/page.";
    if value.chars().count() > MAX_URL {
        return Err(format!("At most {MAX_URL} characters."));
    }
    let rest = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"))
        .ok_or_else(|| MESSAGE.to_owned())?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let host_ok = host
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
        && host.starts_with(|c: char| c.is_ascii_alphanumeric())
        && host.ends_with(|c: char| c.is_ascii_alphanumeric());
    let port_ok =
        port.is_none_or(|port| (1..=5).contains(&port.len()) && port.chars().all(|c| c.is_ascii_digit()));
    let tail_ok = uri_tail(tail);
    if host_ok && port_ok && tail_ok {
        Ok(())
    } else {
        Err(MESSAGE.to_owned())
    }
}

fn string_schema(min: usize, max: usize, pattern: String) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(min))
        .max_length(Some(max))
        .pattern(Some(pattern))
        .into()
}

macro_rules! text_type {
    ($(#[$doc:meta])* $name:ident, $schema:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name<const MAX: usize, const MIN: usize = 1>(pub String);

        impl<const MAX: usize, const MIN: usize> std::ops::Deref for $name<MAX, MIN> {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl<const MAX: usize, const MIN: usize> From<&str> for $name<MAX, MIN> {
            fn from(value: &str) -> Self {
                $name(value.to_owned())
            }
        }

        impl<const MAX: usize, const MIN: usize> PartialSchema for $name<MAX, MIN> {
            fn schema() -> RefOr<Schema> {
                let schema: fn(usize, usize) -> RefOr<Schema> = $schema;
                schema(MIN, MAX)
            }
        }

        impl<const MAX: usize, const MIN: usize> ToSchema for $name<MAX, MIN> {
            fn name() -> Cow<'static, str> {
                Cow::Owned(format!("{}{MIN}to{MAX}", stringify!($name)))
            }
        }
    };
}

text_type!(
    /// One line of display text, `MIN` (1 unless given) to `MAX` characters
    /// (see the module docs). Fields of this type are documented inline
    /// (`#[schema(inline)]`).
    Line,
    |min, max| string_schema(min, max, line_pattern())
);

impl<const MAX: usize, const MIN: usize> Checked for Line<MAX, MIN> {
    fn checked(&self) -> Result<String, String> {
        check_text(&self.0, MIN, MAX, false).map(|()| self.0.trim().to_owned())
    }
}

text_type!(
    /// Display text that may run over several lines (line feeds and tabs
    /// allowed), 1 to `MAX` characters.
    Block,
    |min, max| string_schema(min, max, block_pattern())
);

impl<const MAX: usize, const MIN: usize> Checked for Block<MAX, MIN> {
    fn checked(&self) -> Result<String, String> {
        check_text(&self.0, MIN, MAX, true).map(|()| self.0.trim().to_owned())
    }
}

/// An http or https address, at most [`MAX_URL`] characters (see [`url_pattern`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Url(pub String);

impl std::ops::Deref for Url {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Url {
    fn from(value: &str) -> Self {
        Url(value.to_owned())
    }
}

impl PartialSchema for Url {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(utoipa::openapi::SchemaFormat::Custom("uri".to_owned())))
            .min_length(Some(8))
            .max_length(Some(MAX_URL))
            .pattern(Some(url_pattern()))
            .into()
    }
}

impl ToSchema for Url {}

impl Checked for Url {
    fn checked(&self) -> Result<String, String> {
        check_url(&self.0).map(|()| self.0.clone())
    }
}

/// The fields of a required text type with a doc comment come out of utoipa
/// as `allOf: [the string schema, {description, type: object}]`, which no
/// string can satisfy; this folds each back into one string schema with its
/// description.
pub fn fold_inline_text(api: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    use serde_json::Value;
    fn fold(value: &mut Value) {
        match value {
            Value::Object(map) => {
                let folded = match map.get("allOf").and_then(Value::as_array).map(Vec::as_slice) {
                    Some([Value::Object(schema), Value::Object(extra)])
                        if schema.get("type") == Some(&Value::from("string"))
                            && extra.get("type") == Some(&Value::from("object"))
                            && extra.keys().all(|key| key == "type" || key == "description") =>
                    {
                        let mut schema = schema.clone();
                        if let Some(description) = extra.get("description") {
                            schema.insert("description".to_owned(), description.clone());
                        }
                        Some(schema)
                    }
                    _ => None,
                };
                if let Some(schema) = folded {
                    *map = schema;
                }
                map.values_mut().for_each(fold);
            }
            Value::Array(items) => items.iter_mut().for_each(fold),
            _ => {}
        }
    }
    let Ok(mut value) = serde_json::to_value(&api) else {
        return api;
    };
    fold(&mut value);
    serde_json::from_value(value).unwrap_or(api)
}

/// Checks a text field for a handler that gathers every field's error:
/// the value if it obeys its rules, else `None` with the sentence recorded
/// under `name`.
pub fn field<T: Checked>(errors: &mut crate::error::FieldErrors, name: &str, value: &T) -> Option<String> {
    value.checked().map_err(|message| errors.add(name, message)).ok()
}

/// A text field's checked value.
pub trait Checked {
    /// The value, trimmed where that is its rule, or the 400's sentence.
    fn checked(&self) -> Result<String, String>;
}

/// An optional text field: absent or null is `None`; a value must obey its
/// rules (an empty string included: the console strips empty fields, spec 4).
pub fn optional<T: Checked>(value: Option<&T>) -> Result<Option<String>, String> {
    value.map(Checked::checked).transpose()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_text_refuses_what_can_hurt() {
        assert!(check_text("Support desk", 1, 64, false).is_ok());
        assert!(check_text("مكتب الدعم", 1, 64, false).is_ok());
        assert!(check_text("  padded  ", 1, 64, false).is_ok());
        for bad in [
            "a\0b",
            "a\r\nb",
            "a\nb",
            "exe\u{202E}txt.",
            "ad\u{200B}min",
            "\u{FEFF}x",
            "   ",
            "",
        ] {
            assert!(check_text(bad, 1, 64, false).is_err(), "{bad:?}");
        }
        assert!(check_text("two\nlines\tand a tab", 1, 64, true).is_ok());
        assert!(check_text("a\r\nb", 1, 64, true).is_err());
        assert!(check_text(&"x".repeat(65), 1, 64, false).is_err());
        assert!(check_text("short", 11, 240, false).is_err());
        assert!(
            check_text(&"é".repeat(64), 1, 64, false).is_ok(),
            "characters, not bytes"
        );
    }

    #[test]
    fn addresses_are_http_or_https() {
        for good in [
            "https://example.com",
            "http://cdn.example.com:8080/a/b.png?x=1#top",
            "https://a",
        ] {
            assert!(check_url(good).is_ok(), "{good}");
        }
        for bad in [
            "javascript:alert(1)",
            "data:image/png;base64,xx",
            "ftp://example.com",
            "//example.com",
            "https://",
            "https://exa mple.com",
            "https://example.com/a b",
            "HTTPS://example.com",
            "https://-example.com",
            "https://example.com:123456",
            "https://example.com/\u{202E}",
        ] {
            assert!(check_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn any_case_patterns_spell_each_letter_both_ways() {
        assert_eq!(
            any_case_pattern(["BRK.B", "T"], false),
            "^([Bb][Rr][Kk]\\.[Bb]|[Tt])$"
        );
        assert_eq!(any_case_pattern(["GET"], true), "^([Gg][Ee][Tt])?$");
    }
}
