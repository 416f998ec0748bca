//! The enumerations the spec numbers (spec 3 and 4), and the one table per
//! enumeration that names their values.
//!
//! Their values travel as numbers, which tell a reader nothing on their own:
//! `13` is "Assigning" only to someone holding spec 4. Each such enumeration
//! implements [`Numbered`]: a table of its values with the names the spec
//! gives them. That table is the only place a name is written;
//! `openapi::finish` turns it into `x-enum-varnames`, `x-enum-descriptions`
//! and the schema's description ("13 Assigning"), and `make gen` turns those
//! into named TypeScript constants and label maps (`openapi/enums.ts`).

use std::fmt::Debug;

use serde::Serialize;
use utoipa::ToSchema;

/// An enumeration whose values travel as the numbers the spec gives them.
pub trait Numbered: Copy + PartialEq + Debug + Serialize + ToSchema + 'static {
    /// Every value with its name as spec 3 or 4 spells it, in the spec's order.
    const NAMES: &'static [(Self, &'static str)];

    /// The value's name as the spec spells it ("Self Employed (SEP) IRA").
    fn label(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(value, _)| *value == self)
            .map_or("", |(_, name)| name)
    }

    /// The value's name in code (`x-enum-varnames`): the Rust variant's name,
    /// which is a valid identifier where the spec's name ("401K") is not.
    fn varname(self) -> String {
        format!("{self:?}")
    }
}

/// The values of a names table, in its order: what each enumeration's `ALL`
/// is made of, so that the order is written once. A table whose length is
/// not `N` fails to compile.
pub const fn values<T: Copy, const N: usize>(names: &[(T, &str)]) -> [T; N] {
    assert!(names.len() == N, "the names table and the array differ in length");
    let mut values = [names[0].0; N];
    let mut at = 1;
    while at < N {
        values[at] = names[at].0;
        at += 1;
    }
    values
}

/// One numbered enumeration, as the document names it.
#[derive(Debug, Clone, PartialEq)]
pub struct Naming {
    /// The schema's name in `components.schemas`.
    pub schema: String,
    /// Each value in the spec's order: its number on the wire, its name in
    /// code and its name in the spec.
    pub values: Vec<(serde_json::Value, String, &'static str)>,
}

impl Naming {
    /// The naming of `T`, with each number exactly as serde writes it.
    pub fn of<T: Numbered>() -> Self {
        Naming {
            schema: T::name().into_owned(),
            values: T::NAMES
                .iter()
                .map(|(value, label)| {
                    let number = serde_json::to_value(value).unwrap_or_default();
                    (number, value.varname(), *label)
                })
                .collect(),
        }
    }

    /// "0 Unknown, 1 Individual Cash, ...": the values as spec 3 lists them.
    pub fn sentence(&self) -> String {
        self.values
            .iter()
            .map(|(number, _, label)| format!("{number} {label}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
