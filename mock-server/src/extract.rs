//! axum's extractors, with their rejections turned into [`ApiError`] problems
//! (the pattern of axum's `error-handling` example), in plain words: a body,
//! query or path value that does not fit is named as the document names it,
//! with what the document says it takes ([`crate::describe`]) and what was
//! sent, quoted in short; never in serde's, chrono's or Rust's words.

use axum::{
    extract::{
        FromRequest, FromRequestParts, RawPathParams,
        path::ErrorKind,
        rejection::{FormRejection, JsonRejection, PathRejection},
    },
    http::{StatusCode, request::Parts},
};
use serde::de::DeserializeOwned;
use serde_json::Value;
use utoipa::{IntoParams, ToSchema, openapi::path::ParameterIn};

use crate::{
    deadline::BodyTimedOut,
    describe::{self, Components, Step},
    error::ApiError,
};

/// `axum::Json`, answering a malformed body with a 400 problem.
///
/// The body is read as JSON first, and a number with no fractional part
/// (`1497.0`) is taken as the integer it is, as JSON Schema counts it: the
/// document's `integer` fields accept it, as they say. A field that does not
/// fit is named, with what its schema takes, in words ([`describe`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + ToSchema> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(request: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        let axum::Json(mut value) = axum::Json::<Value>::from_request(request, state).await?;
        whole_numbers(&mut value);
        serde_path_to_error::deserialize(&value)
            .map(Json)
            .map_err(|error| body_error::<T>(&value, &error))
    }
}

/// The schema of `T` and the schemas it refers to, as JSON.
fn schema_of<T: ToSchema>() -> (Value, Components) {
    let root = serde_json::to_value(T::schema()).unwrap_or_default();
    let mut schemas = Vec::new();
    T::schemas(&mut schemas);
    let components = schemas
        .into_iter()
        .filter_map(|(name, schema)| Some((name, serde_json::to_value(schema).ok()?)))
        .collect();
    (root, components)
}

/// The steps of a path serde reports, as [`describe`] walks them.
fn steps(path: &serde_path_to_error::Path) -> Vec<Step> {
    path.iter()
        .filter_map(|segment| match segment {
            serde_path_to_error::Segment::Map { key } => Some(Step::Field(key.clone())),
            serde_path_to_error::Segment::Seq { index } => Some(Step::Item(*index)),
            serde_path_to_error::Segment::Enum { .. } | serde_path_to_error::Segment::Unknown => None,
        })
        .collect()
}

/// The value at `path` in a JSON body.
fn value_at<'a>(value: &'a Value, path: &[Step]) -> Option<&'a Value> {
    path.iter().try_fold(value, |value, step| match step {
        Step::Field(field) => value.get(field),
        Step::Item(index) => value.get(index),
    })
}

/// The 400 of a body that does not fit `T`: the field, what it takes, what was sent.
pub fn body_error<T: ToSchema>(
    value: &Value,
    error: &serde_path_to_error::Error<serde_json::Error>,
) -> ApiError {
    let (field, sentence) = mismatch::<T>(value, error);
    if field.is_empty() {
        return ApiError::bad_request(format!("The JSON body {sentence}."));
    }
    ApiError::invalid_field(&field, sentence)
}

/// Where a JSON value does not fit `T` and why, in the document's words: the
/// field as the document names it (empty for the value itself) and a
/// sentence saying what it takes and what was sent (for the value itself,
/// "must be ...; it is ...").
pub fn mismatch<T: ToSchema>(
    value: &Value,
    error: &serde_path_to_error::Error<serde_json::Error>,
) -> (String, String) {
    let mut path = steps(error.path());
    // serde's messages that say which field: the one that is missing, and one not in the schema.
    let message = error.inner().to_string();
    let named = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_owned)
    };
    let missing = named("missing field `");
    let unknown = named("unknown field `");
    if let Some(field) = missing.as_ref().or(unknown.as_ref())
        && path.last() != Some(&Step::Field(field.clone()))
    {
        path.push(Step::Field(field.clone()));
    }
    let field = describe::field_name(&path);
    if unknown.is_some() {
        let (root, components) = schema_of::<T>();
        let parent = describe::schema_at(&root, &components, &path[..path.len() - 1])
            .map(|schema| describe::expected(schema, &components));
        let sentence = match parent {
            Some(takes) => format!("is not a field here; this is {takes}"),
            None => "is not a field here (see the document)".to_owned(),
        };
        return (field, sentence);
    }
    let (root, components) = schema_of::<T>();
    let takes =
        describe::schema_at(&root, &components, &path).map(|schema| describe::expected(schema, &components));
    let sent = value_at(value, &path).map(describe::given);
    if field.is_empty() {
        let takes = takes.unwrap_or_else(|| "an object".to_owned());
        let sent = sent.unwrap_or_else(|| "something else".to_owned());
        return (String::new(), format!("must be {takes}; it is {sent}"));
    }
    let sentence = match (missing.is_some(), takes, sent) {
        (true, Some(takes), _) => format!("is required; expected {takes}"),
        (true, None, _) => "is required".to_owned(),
        (false, Some(takes), Some(sent)) => format!("expected {takes}; got {sent}"),
        (false, Some(takes), None) => format!("expected {takes}"),
        (false, None, Some(sent)) => format!("{sent} is not what this field takes (see the document)"),
        (false, None, None) => "not what this field takes (see the document)".to_owned(),
    };
    (field, sentence)
}

/// Writes every number without a fractional part as an integer (when it
/// fits one), so that `1497.0` reaches an integer field as `1497`, as JSON
/// Schema counts it: every JSON body, and a world file (`serve --world`).
pub fn whole_numbers(value: &mut serde_json::Value) {
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

/// `axum::extract::Query`, answering a malformed query with a 400 problem
/// that names the parameter and says what it takes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + IntoParams> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        let query = parts.uri.query().unwrap_or_default();
        let pairs = serde_urlencoded::Deserializer::new(form_urlencoded::parse(query.as_bytes()));
        serde_path_to_error::deserialize(pairs)
            .map(Query)
            .map_err(|error| query_error::<T>(query, &error))
    }
}

/// The 400 of a query parameter that does not fit `T`.
fn query_error<T: IntoParams>(
    query: &str,
    error: &serde_path_to_error::Error<serde_urlencoded::de::Error>,
) -> ApiError {
    let name = error.path().to_string();
    let sent = form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| *key == name)
        .map(|(_, value)| describe::quote(&value));
    let takes = T::into_params(|| Some(ParameterIn::Query))
        .into_iter()
        .find(|parameter| parameter.name == name)
        .and_then(|parameter| serde_json::to_value(parameter.schema?).ok())
        .map(|schema| describe::expected(&schema, &Components::new()));
    let sentence = match (takes, sent) {
        (Some(takes), Some(sent)) => format!("expected {takes}; got {sent}"),
        (Some(takes), None) => format!("expected {takes}"),
        (None, Some(sent)) => format!("{sent} is not what this parameter takes (see the document)"),
        (None, None) => "not what this parameter takes (see the document)".to_owned(),
    };
    if name.is_empty() || name == "." {
        return ApiError::bad_request(format!("The query string does not fit: {sentence}."));
    }
    ApiError::invalid_field(&name, sentence)
}

/// `axum::extract::Path`, answering a malformed segment with a 400 problem
/// that names the path parameter (`tradeId`) and says what it takes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Path<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(rejection) => {
                let names: Vec<(String, String)> = RawPathParams::from_request_parts(parts, state)
                    .await
                    .map(|params| {
                        params
                            .iter()
                            .map(|(name, value)| (name.to_owned(), value.to_owned()))
                            .collect()
                    })
                    .unwrap_or_default();
                Err(path_error(&rejection, &names))
            }
        }
    }
}

/// The 400 of a path segment that does not fit; `params` are the route's
/// parameters, by name, with the segments sent.
fn path_error(rejection: &PathRejection, params: &[(String, String)]) -> ApiError {
    let PathRejection::FailedToDeserializePathParams(failed) = rejection else {
        return ApiError::bad_request("The path could not be read.");
    };
    let (name, value, expected_type) = match failed.kind() {
        ErrorKind::ParseErrorAtKey {
            key,
            value,
            expected_type,
        } => (Some(key.clone()), value.clone(), *expected_type),
        ErrorKind::ParseErrorAtIndex {
            index,
            value,
            expected_type,
        } => (
            params.get(*index).map(|(name, _)| name.clone()),
            value.clone(),
            *expected_type,
        ),
        ErrorKind::ParseError { value, expected_type } => {
            let name = params
                .iter()
                .find(|(_, sent)| sent == value)
                .or(params.first())
                .map(|(name, _)| name.clone());
            (name, value.clone(), *expected_type)
        }
        _ => return ApiError::bad_request("The path does not fit this operation (see the document)."),
    };
    let takes = NUMBER_WORDS
        .iter()
        .find(|(rust, _)| *rust == expected_type)
        .map_or("a value of the kind the document states", |(_, words)| *words);
    let sentence = format!("expected {takes}; got {}", describe::quote(&value));
    match name {
        Some(name) => ApiError::invalid_field(&name, sentence),
        None => ApiError::bad_request(format!("A path segment: {sentence}.")),
    }
}

/// `axum::Form`, answering a malformed form with a 400 problem.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Form), rejection(ApiError))]
pub struct Form<T>(pub T);

/// The 408 of a body that did not arrive in time ([`crate::deadline`]), if
/// that is why an extractor failed.
pub fn timed_out(rejection: &(dyn std::error::Error + 'static)) -> Option<ApiError> {
    BodyTimedOut::in_chain(rejection).map(|timed_out| ApiError::RequestTimeout(timed_out.0.as_secs().max(1)))
}

/// Where a JSON text breaks off or goes wrong, if that is why it failed.
fn syntax_position(rejection: &(dyn std::error::Error + 'static)) -> Option<(usize, usize)> {
    let mut current = Some(rejection);
    while let Some(error) = current {
        if let Some(json) = error.downcast_ref::<serde_json::Error>() {
            return Some((json.line(), json.column()));
        }
        current = error.source();
    }
    None
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        if let Some(timed_out) = timed_out(&rejection) {
            return timed_out;
        }
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::PayloadTooLarge;
        }
        match rejection {
            JsonRejection::MissingJsonContentType(_) => {
                ApiError::bad_request("Send the body as JSON, with `Content-Type: application/json`.")
            }
            JsonRejection::JsonSyntaxError(_) | JsonRejection::JsonDataError(_) => {
                match syntax_position(&rejection) {
                    Some((line, column)) => ApiError::bad_request(format!(
                        "The body is not JSON: it breaks off or goes wrong at line {line}, column {column}."
                    )),
                    None => ApiError::bad_request("The body is not JSON."),
                }
            }
            _ => ApiError::bad_request("The body could not be read in full."),
        }
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
        ApiError::bad_request(
            "Send the form as `application/x-www-form-urlencoded` fields, each the text the document states.",
        )
    }
}

/// What a path parameter of each Rust number type takes, in the words the
/// document uses for it (the id parameters are `int64` from 0).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_floats_become_integers() {
        let mut value = serde_json::json!({"a": 1497.0, "b": [0.5, -2.0], "c": 1e300});
        whole_numbers(&mut value);
        assert_eq!(value, serde_json::json!({"a": 1497, "b": [0.5, -2], "c": 1e300}));
    }
}
