//! The shapes the document gives the listings' parameters (ids, dates, days,
//! lists of enumeration values, symbols), and the reading of its integers.

use crate::model::text::any_case_pattern;

/// The largest id a filter takes: the top of the document's `int64` range.
pub const MAX_ID: u64 = i64::MAX as u64;

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

/// The schema of a ticker filter: a symbol of the universe, in any case.
pub fn symbol_schema() -> utoipa::openapi::Object {
    let symbols = (0..=usize::from(u8::MAX)).map_while(crate::fixtures::tables::ticker_symbol);
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(any_case_pattern(symbols, true)))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
