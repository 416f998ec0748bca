//! Wire encodings shared by the money entities (spec sections 3 and 4).
//!
//! Amounts live in memory as whole cents (`i64`) so that balances reconcile
//! exactly with the movements behind them; they travel as USD numbers with two
//! decimals. Share quantities live as thousandths of a share (`i64`) and travel
//! as numbers, so fractional shares add up without floating-point drift.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Quantity (thousandths of a share) times price (cents), in cents, rounded
/// to the nearest cent: what an execution, a trade or a position is worth.
pub fn notional(quantity: i64, price: i64) -> i64 {
    ((i128::from(quantity) * i128::from(price) + 500) / 1000) as i64
}

/// `#[serde(with = "cents")]`: whole cents in memory, USD on the wire.
pub mod cents {
    use super::*;

    /// Writes cents as a USD number (`1250` becomes `12.5`).
    pub fn serialize<S: Serializer>(value: &i64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(*value as f64 / 100.0)
    }

    /// Reads a USD number, rounded to the nearest cent.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
        let usd = f64::deserialize(deserializer)?;
        Ok((usd * 100.0).round() as i64)
    }
}

/// `#[serde(with = "optional_cents")]`: like [`cents`], for an optional amount.
pub mod optional_cents {
    use super::*;

    /// Writes cents as a USD number, or `null`.
    pub fn serialize<S: Serializer>(value: &Option<i64>, serializer: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => serializer.serialize_f64(*value as f64 / 100.0),
            None => serializer.serialize_none(),
        }
    }

    /// Reads a USD number or `null`.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
        let usd = Option::<f64>::deserialize(deserializer)?;
        Ok(usd.map(|usd| (usd * 100.0).round() as i64))
    }
}

/// `#[serde(with = "shares")]`: thousandths of a share in memory, shares on the wire.
pub mod shares {
    use super::*;

    /// Writes thousandths as a number of shares (`2500` becomes `2.5`).
    pub fn serialize<S: Serializer>(value: &i64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(*value as f64 / 1000.0)
    }

    /// Reads a number of shares, rounded to the nearest thousandth.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
        let shares = f64::deserialize(deserializer)?;
        Ok((shares * 1000.0).round() as i64)
    }
}

/// `#[serde(with = "optional_shares")]`: like [`shares`], for an optional quantity.
pub mod optional_shares {
    use super::*;

    /// Writes thousandths as a number of shares, or `null`.
    pub fn serialize<S: Serializer>(value: &Option<i64>, serializer: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => serializer.serialize_f64(*value as f64 / 1000.0),
            None => serializer.serialize_none(),
        }
    }

    /// Reads a number of shares or `null`, rounded to the nearest thousandth.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
        let shares = Option::<f64>::deserialize(deserializer)?;
        Ok(shares.map(|shares| (shares * 1000.0).round() as i64))
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Sample {
        #[serde(with = "super::cents")]
        amount: i64,
        #[serde(with = "super::shares")]
        quantity: i64,
        #[serde(with = "super::optional_cents")]
        limit: Option<i64>,
    }

    #[test]
    fn cents_and_shares_travel_as_decimal_numbers_and_round_trip() {
        let sample = Sample {
            amount: -123_456,
            quantity: 2_500,
            limit: Some(9_999),
        };
        let json = serde_json::to_string(&sample).unwrap();
        assert_eq!(json, r#"{"amount":-1234.56,"quantity":2.5,"limit":99.99}"#);
        assert_eq!(serde_json::from_str::<Sample>(&json).unwrap(), sample);
        let none = r#"{"amount":0.1,"quantity":0.001,"limit":null}"#;
        let parsed: Sample = serde_json::from_str(none).unwrap();
        assert_eq!((parsed.amount, parsed.quantity, parsed.limit), (10, 1, None));
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Held {
        #[serde(with = "super::optional_shares")]
        quantity: Option<i64>,
    }

    #[test]
    fn optional_shares_travel_as_a_number_or_null() {
        let held = Held {
            quantity: Some(2_500),
        };
        assert_eq!(serde_json::to_string(&held).unwrap(), r#"{"quantity":2.5}"#);
        assert_eq!(serde_json::from_str::<Held>(r#"{"quantity":2.5}"#).unwrap(), held);
        assert_eq!(
            serde_json::to_string(&Held { quantity: None }).unwrap(),
            r#"{"quantity":null}"#
        );
        assert_eq!(
            serde_json::from_str::<Held>(r#"{"quantity":null}"#).unwrap(),
            Held { quantity: None }
        );
    }
}

/// A text drawn from a fixed table, held as its one-byte place in the table
/// and written as the text itself: what keeps million-record entities small.
/// Its schema in the document (`$schema`) is the table, as an enum, so a
/// record the document calls valid is one the server reads, and the other way;
/// the enum lists the texts in the order the listings sort them (by code
/// point), which is the order a client reads a named enumeration's sort in.
macro_rules! table_text {
    ($name:ident, $schema:literal, $table:path, $description:literal) => {
        #[doc = $description]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u8);

        impl $name {
            /// The text.
            pub fn as_str(self) -> &'static str {
                $table(usize::from(self.0)).unwrap_or("")
            }

            /// Every text of the table, in its order.
            pub fn texts() -> impl Iterator<Item = &'static str> {
                (0..=u8::MAX).map_while(|place| $table(usize::from(place)))
            }

            /// Every text of the table, in the order a listing sorts them.
            pub fn sorted() -> Vec<&'static str> {
                let mut texts: Vec<&'static str> = $name::texts().collect();
                texts.sort_unstable();
                texts
            }

            /// The value whose text is `text`, if the table has it.
            pub fn find(text: &str) -> Option<Self> {
                $name::texts()
                    .position(|found| found == text)
                    .map(|place| $name(place as u8))
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                $name::find(&text).ok_or_else(|| {
                    serde::de::Error::custom(format!("unknown {}: `{text}`", stringify!($name)))
                })
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::Type::String)
                    .description(Some($description))
                    .enum_values(Some($name::sorted()))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed($schema)
            }
        }
    };
}

table_text!(
    Symbol,
    "Ticker",
    crate::fixtures::tables::ticker_symbol,
    "A ticker of the symbol universe, exactly as the assets spell it; joins the assets by ticker."
);
table_text!(
    BankName,
    "BankName",
    crate::fixtures::tables::bank_name,
    "A bank's name, one of the banks the mock knows."
);
table_text!(
    RoutingNumber,
    "RoutingNumber",
    crate::fixtures::tables::routing_number,
    "A bank's ABA routing number (nine digits), one of the banks the mock knows."
);
table_text!(
    Venue,
    "Venue",
    crate::fixtures::tables::venue,
    "A market centre that executes orders."
);

/// A text of a fixed form: its schema in the document is a string with
/// `pattern` and `title` (the form in words, which a refusal quotes), and the
/// server reads exactly the texts the pattern matches.
fn formatted_text(
    description: &str,
    title: &str,
    pattern: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .title(Some(title))
        .description(Some(description))
        .pattern(Some(pattern))
        .into()
}

/// The last four digits of a bank account number, written as four digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Last4(pub u16);

impl Last4 {
    /// The form in the document.
    pub const PATTERN: &str = "^[0-9]{4}$";
}

impl Serialize for Last4 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{:04}", self.0 % 10_000))
    }
}

impl<'de> Deserialize<'de> for Last4 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        // Digits only: `u16`'s parser would also take a sign (`+123`), which the pattern does not.
        match text.parse::<u16>() {
            Ok(digits) if text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()) => Ok(Last4(digits)),
            _ => Err(serde::de::Error::custom(format!("`{text}` is not four digits"))),
        }
    }
}

impl utoipa::PartialSchema for Last4 {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        formatted_text(
            "The last four digits of a bank account number: the console never shows more.",
            "four digits",
            Last4::PATTERN,
        )
    }
}

impl utoipa::ToSchema for Last4 {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("AccountNumberLast4")
    }
}

/// A FIX client order id (tag 11), derived from the order's id: `O` and
/// the id in eleven digits, zero-padded, or in as many as it takes (up to
/// nineteen, which holds every id the document allows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClOrdId(pub u64);

impl ClOrdId {
    /// The form in the document: eleven digits, or twelve to nineteen without a leading zero
    /// (what the server writes, so a text read back is written the same).
    pub const PATTERN: &str = "^O([0-9]{11}|[1-9][0-9]{11,18})$";
}

impl Serialize for ClOrdId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("O{:011}", self.0))
    }
}

impl<'de> Deserialize<'de> for ClOrdId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        let digits = text.strip_prefix('O').unwrap_or_default();
        let written = digits.bytes().all(|b| b.is_ascii_digit())
            && (digits.len() == 11 || ((12..=19).contains(&digits.len()) && !digits.starts_with('0')));
        written
            .then(|| digits.parse().ok())
            .flatten()
            .map(ClOrdId)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a client order id")))
    }
}

impl utoipa::PartialSchema for ClOrdId {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        formatted_text(
            "A FIX client order id (tag 11): `O` and the order's id, zero-padded to eleven digits.",
            "`O` and the order's id in eleven digits or more",
            ClOrdId::PATTERN,
        )
    }
}

impl utoipa::ToSchema for ClOrdId {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("ClOrdId")
    }
}

#[cfg(test)]
mod text_tests {
    use super::*;

    #[test]
    fn table_texts_travel_as_their_text_and_refuse_unknown_ones() {
        let spy = Symbol::find("SPY").unwrap();
        assert_eq!(serde_json::to_string(&spy).unwrap(), r#""SPY""#);
        assert_eq!(serde_json::from_str::<Symbol>(r#""SPY""#).unwrap(), spy);
        assert!(serde_json::from_str::<Symbol>(r#""NOPE""#).is_err());
        assert_eq!(serde_json::to_string(&Last4(42)).unwrap(), r#""0042""#);
        assert_eq!(serde_json::from_str::<Last4>(r#""0042""#).unwrap(), Last4(42));
        assert!(serde_json::from_str::<Last4>(r#""42""#).is_err());
        assert_eq!(
            serde_json::to_string(&ClOrdId(1_600_000)).unwrap(),
            r#""O00001600000""#
        );
        assert_eq!(
            serde_json::from_str::<ClOrdId>(r#""O00001600000""#).unwrap(),
            ClOrdId(1_600_000)
        );
    }

    /// What `T`'s schema in the document states: its enum values or its pattern.
    fn stated<T: utoipa::PartialSchema>() -> serde_json::Value {
        serde_json::to_value(T::schema()).unwrap()
    }

    fn reads<T: serde::de::DeserializeOwned + Serialize>(text: &str) -> Option<String> {
        let value: T = serde_json::from_value(serde_json::json!(text)).ok()?;
        Some(serde_json::to_value(value).unwrap().as_str().unwrap().to_owned())
    }

    #[test]
    fn a_table_texts_schema_is_its_table() {
        fn agrees<T: utoipa::PartialSchema + serde::de::DeserializeOwned + Serialize>(texts: &[&str]) {
            let schema = stated::<T>();
            let mut sorted = texts.to_owned();
            sorted.sort_unstable();
            assert_eq!(schema["enum"], serde_json::json!(sorted));
            for text in texts {
                assert_eq!(reads::<T>(text).as_deref(), Some(*text));
                assert_eq!(
                    reads::<T>(&text.to_lowercase()).is_some(),
                    text.to_lowercase() == *text
                );
                assert_eq!(reads::<T>(&format!("{text} ")), None);
            }
        }
        agrees::<Symbol>(&Symbol::texts().collect::<Vec<_>>());
        agrees::<BankName>(&BankName::texts().collect::<Vec<_>>());
        agrees::<RoutingNumber>(&RoutingNumber::texts().collect::<Vec<_>>());
        agrees::<Venue>(&Venue::texts().collect::<Vec<_>>());
    }

    /// A text the pattern of `T`'s schema matches is read (and written back as sent); one it
    /// does not match is refused.
    fn pattern_agrees<T: utoipa::PartialSchema + serde::de::DeserializeOwned + Serialize>(text: &str) {
        let pattern = stated::<T>()["pattern"].as_str().unwrap().to_owned();
        let matches = regex::Regex::new(&pattern).unwrap().is_match(text);
        assert_eq!(
            reads::<T>(text),
            matches.then(|| text.to_owned()),
            "{text:?} against {pattern}"
        );
    }

    #[test]
    fn a_formatted_texts_pattern_is_what_the_server_reads() {
        for text in [
            "0042", "9999", "0000", "42", "+123", "-123", " 123", "12345", "12a4", "١٢٣٤", "",
        ] {
            pattern_agrees::<Last4>(text);
        }
        for text in [
            "O00000000000",
            "O00001600000",
            "O123456789012",
            "O9223372036854775807",
            "O9999999999999999999",
            "O1",
            "O0123456789012",
            "O+0000000001",
            "O12345678901234567890",
            "O18446744073709551615",
            "o00000000001",
            "00000000001",
            "O 0000000001",
            "",
        ] {
            pattern_agrees::<ClOrdId>(text);
        }
    }

    proptest::proptest! {
        #[test]
        fn last_four_agree_on_any_short_text(text in "[0-9+ a-]{0,6}") {
            pattern_agrees::<Last4>(&text);
        }

        #[test]
        fn client_order_ids_agree_on_any_short_text(text in "O?[0-9+ ]{0,21}") {
            pattern_agrees::<ClOrdId>(&text);
        }
    }
}
