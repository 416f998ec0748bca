//! axum's extractors, with their rejections turned into [`ApiError`] problems
//! (the pattern of axum's `error-handling` example).

use axum::{
    extract::{
        FromRequest, FromRequestParts,
        rejection::{FormRejection, JsonRejection, PathRejection, QueryRejection},
    },
    http::StatusCode,
};

use crate::{deadline::BodyTimedOut, error::ApiError};

/// `axum::Json`, answering a malformed body with a 400 problem.
///
/// The body is read as JSON first, and a number with no fractional part
/// (`1497.0`) is taken as the integer it is, as JSON Schema counts it: the
/// document's `integer` fields accept it, as they say. A field that does not
/// fit is named, with what it takes in plain words ([`plain_words`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<S: Send + Sync, T: serde::de::DeserializeOwned> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(request: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        let axum::Json(mut value) = axum::Json::<serde_json::Value>::from_request(request, state).await?;
        whole_numbers(&mut value);
        serde_path_to_error::deserialize(value)
            .map(Json)
            .map_err(|error| {
                ApiError::bad_request(plain_words(&format!("The JSON body does not fit: {error}")))
            })
    }
}

/// Writes every number without a fractional part as an integer (when it
/// fits one), so that `1497.0` reaches an integer field as `1497`.
fn whole_numbers(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Number(number) => {
            if let Some(float) = number.as_f64().filter(|_| number.is_f64())
                && float.fract() == 0.0
            {
                // Within ±2^63 (exclusive above), the cast is exact.
                if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&float) {
                    *number = serde_json::Number::from(float as i64);
                } else if (0.0..18_446_744_073_709_551_616.0).contains(&float) {
                    *number = serde_json::Number::from(float as u64);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        serde_json::Value::Object(fields) => fields.values_mut().for_each(whole_numbers),
        _ => {}
    }
}

impl<T: serde::Serialize> axum::response::IntoResponse for Json<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

/// `axum::extract::Query`, answering a malformed query with a 400 problem.
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

/// `axum::extract::Path`, answering a malformed segment with a 400 problem.
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);

/// `axum::Form`, answering a malformed form with a 400 problem.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Form), rejection(ApiError))]
pub struct Form<T>(pub T);

/// The 408 of a body that did not arrive in time ([`crate::deadline`]), if
/// that is why an extractor failed.
pub fn timed_out(rejection: &(dyn std::error::Error + 'static)) -> Option<ApiError> {
    BodyTimedOut::in_chain(rejection).map(|timed_out| ApiError::RequestTimeout(timed_out.0.as_secs().max(1)))
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        if let Some(timed_out) = timed_out(&rejection) {
            return timed_out;
        }
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::PayloadTooLarge;
        }
        ApiError::bad_request(plain_words(&rejection.body_text()))
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::bad_request(plain_words(&rejection.body_text()))
    }
}

impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> Self {
        ApiError::bad_request(plain_words(&rejection.body_text()))
    }
}

impl From<FormRejection> for ApiError {
    fn from(rejection: FormRejection) -> Self {
        if let Some(timed_out) = timed_out(&rejection) {
            return timed_out;
        }
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::PayloadTooLarge;
        }
        ApiError::bad_request(plain_words(&rejection.body_text()))
    }
}

/// The Rust number types serde names in its messages, in the words the
/// document uses for them (the range is the document's, so the message and
/// the schema agree).
const NUMBER_WORDS: &[(&str, &str)] = &[
    ("u8", "a whole number from 0 to 255"),
    ("u16", "a whole number from 0 to 65535"),
    ("u32", "a whole number from 0 to 4294967295"),
    ("u64", "a whole number from 0 to 9223372036854775807"),
    ("usize", "a whole number from 0 to 9223372036854775807"),
    ("i8", "a whole number from -128 to 127"),
    ("i16", "a whole number from -32768 to 32767"),
    ("i32", "a whole number from -2147483648 to 2147483647"),
    (
        "i64",
        "a whole number from -9223372036854775808 to 9223372036854775807",
    ),
    (
        "isize",
        "a whole number from -9223372036854775808 to 9223372036854775807",
    ),
    ("f32", "a number"),
    ("f64", "a number"),
];

/// A rejection's text without Rust's vocabulary: serde and axum say
/// "expected u8", "expected struct NotificationPayload" or "to a `u64`";
/// the caller reads the field and the range in plain words instead.
pub fn plain_words(text: &str) -> String {
    let mut out = text
        .replace(
            "Failed to deserialize the JSON body into the target type: ",
            "The JSON body does not fit: ",
        )
        .replace(
            "Failed to deserialize query string: ",
            "The query string does not fit: ",
        )
        .replace("Failed to deserialize form body: ", "The form does not fit: ")
        .replace(
            "Failed to parse the request body as JSON: ",
            "The body is not JSON: ",
        );
    for (rust, words) in NUMBER_WORDS {
        for (before, after) in [
            (format!("expected {rust}"), format!("expected {words}")),
            (format!("to a `{rust}`"), format!("to {words}")),
            (format!("as `{rust}`"), format!("as {words}")),
        ] {
            out = replace_word(&out, &before, &after);
        }
    }
    // "expected struct Foo" / "expected enum Bar" / "expected tuple struct Baz".
    for (kind, words) in [
        ("expected tuple struct ", "expected a list"),
        ("expected struct ", "expected an object"),
        ("expected enum ", "expected one of the allowed values"),
    ] {
        while let Some(start) = out.find(kind) {
            let rest = &out[start + kind.len()..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            out = format!("{}{words}{}", &out[..start], &rest[end..]);
        }
    }
    out
}

/// Replaces `before` where it is a whole word (not the start of a longer name).
fn replace_word(text: &str, before: &str, after: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(before) {
        let tail = &rest[at + before.len()..];
        let whole = !tail.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if whole { after } else { before });
        rest = tail;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_floats_become_integers() {
        let mut value = serde_json::json!({"a": 1497.0, "b": [0.5, -2.0], "c": 1e300});
        whole_numbers(&mut value);
        assert_eq!(value, serde_json::json!({"a": 1497, "b": [0.5, -2], "c": 1e300}));
    }

    #[test]
    fn rust_type_names_become_plain_words() {
        let text = "Failed to deserialize the JSON body into the target type: membershipTypeId: invalid value: integer `2147483646`, expected u8 at line 1 column 30";
        let plain = plain_words(text);
        assert!(plain.contains("membershipTypeId"), "{plain}");
        assert!(plain.contains("a whole number from 0 to 255"), "{plain}");
        assert!(!plain.contains("u8"), "{plain}");
        let plain = plain_words("Cannot parse `x` to a `u64`");
        assert_eq!(
            plain,
            "Cannot parse `x` to a whole number from 0 to 9223372036854775807"
        );
        let plain = plain_words("invalid type: string \"a\", expected struct SmartfolioPayload at line 1");
        assert_eq!(plain, "invalid type: string \"a\", expected an object at line 1");
        assert_eq!(plain_words("expected u8s"), "expected u8s");
    }
}
