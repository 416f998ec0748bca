//! Ids in request bodies: the document writes them as `int64` (utoipa's
//! format for `u64`), so a body id above `i64::MAX` is refused with the range
//! in plain words, as the document's range says, rather than accepted.
//!
//! Use with `#[serde(deserialize_with = "crate::model::ids::int64")]`, or
//! `ids::optional_int64` (with `#[serde(default)]`) for an optional id.

use serde::{Deserialize, Deserializer, de::Error};

/// The message of an id out of range.
const RANGE: &str = "expected a whole number from 0 to 9223372036854775807";

/// A `u64` id within the document's `int64` range.
pub fn int64<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    let id = u64::deserialize(deserializer)?;
    if i64::try_from(id).is_err() {
        return Err(D::Error::custom(format!(
            "invalid value: integer `{id}`, {RANGE}"
        )));
    }
    Ok(id)
}

/// An optional `u64` id within the document's `int64` range.
pub fn optional_int64<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    match Option::<u64>::deserialize(deserializer)? {
        Some(id) if i64::try_from(id).is_err() => Err(D::Error::custom(format!(
            "invalid value: integer `{id}`, {RANGE}"
        ))),
        id => Ok(id),
    }
}

#[cfg(test)]
mod tests {
    #[derive(Debug, serde::Deserialize)]
    struct Body {
        #[serde(deserialize_with = "super::int64")]
        id: u64,
        #[serde(default, deserialize_with = "super::optional_int64")]
        other: Option<u64>,
    }

    #[test]
    fn ids_above_int64_are_refused_in_plain_words() {
        let ok: Body = serde_json::from_str(r#"{"id": 9223372036854775807}"#).unwrap();
        assert_eq!((ok.id, ok.other), (9_223_372_036_854_775_807, None));
        let error = serde_json::from_str::<Body>(r#"{"id": 9223372036854775808}"#).unwrap_err();
        assert!(error.to_string().contains("0 to 9223372036854775807"), "{error}");
        assert!(serde_json::from_str::<Body>(r#"{"id": 1, "other": 18446744073709551615}"#).is_err());
    }
}
