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
macro_rules! table_text {
    ($(#[$doc:meta])* $name:ident, $table:path) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u8);

        impl $name {
            /// The text.
            pub fn as_str(self) -> &'static str {
                $table(usize::from(self.0)).unwrap_or("")
            }

            /// The value whose text is `text`, if the table has it.
            pub fn find(text: &str) -> Option<Self> {
                (0..=u8::MAX)
                    .map_while(|place| $table(usize::from(place)).map(|found| (place, found)))
                    .find(|(_, found)| *found == text)
                    .map(|(place, _)| $name(place))
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
                $name::find(&text)
                    .ok_or_else(|| serde::de::Error::custom(format!("unknown {}: `{text}`", stringify!($name))))
            }
        }
    };
}

table_text!(
    /// A ticker of the symbol universe (`fixtures::tickers`); joins the assets by ticker.
    Symbol,
    crate::fixtures::tables::ticker_symbol
);
table_text!(
    /// A bank's name.
    BankName,
    crate::fixtures::tables::bank_name
);
table_text!(
    /// A bank's ABA routing number.
    RoutingNumber,
    crate::fixtures::tables::routing_number
);
table_text!(
    /// A market centre that executes orders.
    Venue,
    crate::fixtures::tables::venue
);

/// The last four digits of a bank account number, written as four digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Last4(pub u16);

impl Serialize for Last4 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{:04}", self.0 % 10_000))
    }
}

impl<'de> Deserialize<'de> for Last4 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        match text.parse::<u16>() {
            Ok(digits) if text.len() == 4 && digits < 10_000 => Ok(Last4(digits)),
            _ => Err(serde::de::Error::custom(format!("`{text}` is not four digits"))),
        }
    }
}

/// A FIX client order id (tag 11), derived from the order's id: `O` and eleven digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClOrdId(pub u64);

impl Serialize for ClOrdId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("O{:011}", self.0))
    }
}

impl<'de> Deserialize<'de> for ClOrdId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.strip_prefix('O')
            .and_then(|digits| digits.parse().ok())
            .map(ClOrdId)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a client order id")))
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
}
