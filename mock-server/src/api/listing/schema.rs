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

/// The schema of a multi-value filter: an array of `values`, which travels
/// as one comma-separated value (`status=Pending,OnHold`: `style: form`,
/// `explode: false`, set on every array query parameter by
/// `openapi::ParameterShapes`), so Swagger UI offers a multi-select. Numbers
/// stay numbers; `names` (numbered enumerations only: "9 admin page") go to
/// `x-enum-varnames` and `x-enum-descriptions`, one per value.
pub fn list_schema(
    values: Vec<serde_json::Value>,
    names: Option<Vec<(String, String)>>,
) -> utoipa::openapi::Array {
    use utoipa::openapi::{ObjectBuilder, Type, schema::SchemaType};
    let numbers = values.iter().all(serde_json::Value::is_number);
    let strings = values.iter().all(serde_json::Value::is_string);
    let schema_type = match (numbers, strings) {
        (true, _) => SchemaType::new(Type::Integer),
        (_, true) => SchemaType::new(Type::String),
        // Numbers and `All`: either, as the query spells both alike.
        _ => SchemaType::from_iter([Type::Integer, Type::String]),
    };
    let mut items = ObjectBuilder::new()
        .schema_type(schema_type)
        .enum_values(Some(values))
        .build();
    if let Some(names) = names {
        let extensions = items.extensions.get_or_insert_with(Default::default);
        let (varnames, labels): (Vec<_>, Vec<_>) = names.into_iter().unzip();
        extensions.insert("x-enum-varnames".to_owned(), varnames.into());
        extensions.insert("x-enum-descriptions".to_owned(), labels.into());
    }
    utoipa::openapi::Array::new(items)
}

/// The wire values of an enumeration as JSON, and the names of a numbered one.
fn values_of<T: utoipa::ToSchema>() -> (Vec<serde_json::Value>, Option<Vec<(String, String)>>) {
    use utoipa::openapi::{RefOr, Schema};
    let values = match T::schema() {
        RefOr::T(Schema::Object(object)) => object.enum_values.unwrap_or_default(),
        _ => Vec::new(),
    };
    let name = T::name();
    let naming = crate::model::namings()
        .into_iter()
        .find(|naming| naming.schema == name);
    let names = naming.map(|naming| {
        (values.iter())
            .map(|value| {
                (naming.values.iter())
                    .find(|(number, ..)| number == value)
                    .map_or_else(
                        || (value.to_string(), value.to_string()),
                        |(_, varname, label)| (varname.clone(), (*label).to_owned()),
                    )
            })
            .collect()
    });
    (values, names)
}

/// The schema of a filter taking a list of `T`'s values.
pub fn list_of<T: utoipa::ToSchema>() -> utoipa::openapi::Array {
    let (values, names) = values_of::<T>();
    list_schema(values, names)
}

/// The schema of a filter taking a list of `T`'s values or `All` (no filter).
pub fn list_or_all_of<T: utoipa::ToSchema>() -> utoipa::openapi::Array {
    let (mut values, mut names) = values_of::<T>();
    values.push("All".into());
    if let Some(names) = names.as_mut() {
        names.push(("All".to_owned(), "All".to_owned()));
    }
    list_schema(values, names)
}

/// Declares types that stand for a parameter's schema, for
/// `#[param(value_type = Option<Type>, inline)]`. `schema_with` would give
/// the schema too, but utoipa then drops the field's doc comment and example
/// from the parameter; `value_type` keeps them.
macro_rules! parameter_schemas {
    ($($(#[$doc:meta])* $name:ident = $schema:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::RefOr::T(utoipa::openapi::schema::Schema::from($schema))
            }
        }

        impl utoipa::ToSchema for $name {}
    )*};
}
pub(crate) use parameter_schemas;

parameter_schemas! {
    /// An id filter: 0 to [`MAX_ID`].
    IdParameter = id_schema();
    /// `startDate` and `endDate`: a day or an instant.
    DateParameter = date_schema();
    /// A day, `YYYY-MM-DD`.
    DayParameter = day_schema();
    /// A ticker of the universe, in any case.
    SymbolParameter = symbol_schema();
}

/// The schema of a ticker filter: a symbol of the universe, in any case.
pub fn symbol_schema() -> utoipa::openapi::Object {
    let symbols = (0..=usize::from(u8::MAX)).map_while(crate::fixtures::tables::ticker_symbol);
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(any_case_pattern(symbols, true)))
        .build()
}

/// The values of an enumeration's schema, as the document spells them (the
/// refusal of a value names them).
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
