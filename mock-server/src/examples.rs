//! The answers' examples: real answers of the fixture world (seed 42, small
//! scale, at the fixture epoch), so Swagger UI shows what each operation
//! returns rather than a schema's placeholders, and the request examples are
//! proven: each write is made with its documented request example.
//!
//! They are taken by calling each operation of the served app, which needs
//! the document first; so `make gen` writes them to `openapi/examples.json`
//! (`mock-server examples`), the document reads that file back, and a
//! contract test fails when it drifts from a fresh run.

use std::collections::BTreeMap;

use axum::{
    Router,
    body::Body,
    http::{Method, Request, StatusCode, header},
};
use serde_json::Value;
use tower::ServiceExt;
use utoipa::openapi::{OpenApi, RefOr, path::Operation};

use crate::{auth, openapi::operations::operations};

/// The committed examples (`openapi/examples.json`), by operation id.
const COMMITTED: &str = include_str!("../../openapi/examples.json");

/// How many records a listing example shows.
const ROWS: usize = 2;

/// The committed examples, by operation id.
pub fn committed() -> BTreeMap<String, Value> {
    serde_json::from_str(COMMITTED).unwrap_or_default()
}

/// The first success answer of an operation that carries JSON: its status
/// and media type, or `None` (a 204, a file, plain text).
fn json_success(operation: &Operation) -> Option<(&String, &utoipa::openapi::Content)> {
    operation
        .responses
        .responses
        .iter()
        .find_map(|(status, response)| {
            let RefOr::T(response) = response else { return None };
            let RefOr::T(content) = response.content.get("application/json")? else {
                return None;
            };
            status.starts_with('2').then_some((status, content))
        })
}

/// Whether the operation's success answer already shows an example of its own.
fn has_example(operation: &Operation) -> bool {
    json_success(operation)
        .is_some_and(|(_, content)| content.example.is_some() || !content.examples.is_empty())
}

/// Sets the committed example on the success answer of each operation that
/// has none of its own.
pub fn apply(api: &mut OpenApi) {
    let examples = committed();
    for operation in api
        .paths
        .paths
        .values_mut()
        .flat_map(crate::openapi::operations::operations_mut)
    {
        let Some(example) = operation.operation_id.as_ref().and_then(|id| examples.get(id)) else {
            continue;
        };
        if has_example(operation) {
            continue;
        }
        let status = json_success(operation).map(|(status, _)| status.clone());
        let Some(RefOr::T(ok)) = status.and_then(|status| operation.responses.responses.get_mut(&status))
        else {
            continue;
        };
        if let Some(RefOr::T(content)) = ok.content.get_mut("application/json") {
            content.example = Some(example.clone());
        }
    }
}

/// Calls every operation of `api` (the document before examples are applied)
/// that answers JSON and shows no example of its own, on `app` (the whole
/// service in the fixture world: [`crate::answer_examples`]) as `admin`, and
/// keeps each answer, long lists cut to their first records, by operation id.
///
/// Reads run in the shared world. Each write runs in a session of its own
/// (`X-Mock-Session`), so it starts from the fixture world whatever the
/// others changed, and sends its documented request example: a request
/// example the server refuses fails the generation, and so `make gen` and the
/// contract test.
pub async fn generate(api: &OpenApi, app: &Router) -> Result<BTreeMap<String, Value>, String> {
    let document = serde_json::to_value(api).map_err(|error| error.to_string())?;
    let token = sign_in(app, None).await?;
    let mut examples = BTreeMap::new();
    for (template, item) in &api.paths.paths {
        for (method, operation) in operations(item) {
            let Some(id) = &operation.operation_id else {
                continue;
            };
            let Some((status, _)) = json_success(operation) else {
                continue;
            };
            if has_example(operation) || template == "/connect/token" {
                continue;
            }
            let described = &document["paths"][template][method.as_str().to_lowercase()];
            let (uri, session_header) = example_uri(template, described);
            let (session, token) = if method == Method::GET {
                (session_header, token.clone())
            } else {
                let session = format!("examples-{id}");
                let token = sign_in(app, Some(&session)).await?;
                (Some(session), token)
            };
            let body = request_example(&document, described);
            let (answered, body) = call(app, &method, &uri, &token, session.as_deref(), body).await?;
            if answered.as_str() != status {
                return Err(format!(
                    "{method} {uri} answered {answered}, not {status}, for admin: {body}"
                ));
            }
            examples.insert(id.clone(), steady(shortened(body, 0)));
        }
    }
    Ok(examples)
}

/// The answer with the journal's `durationMs` at 0: the one value a frozen
/// clock cannot stop (the real time a call took), which would otherwise
/// make the examples differ from run to run on a busy machine.
fn steady(mut value: Value) -> Value {
    let entries = value.get_mut("entries").and_then(Value::as_array_mut);
    for entry in entries.into_iter().flatten() {
        if let Some(duration) = entry.get_mut("durationMs") {
            *duration = Value::from(0);
        }
    }
    value
}

/// The operation's path with its parameters' examples, asking for one short
/// page where it pages; and the `X-Mock-Session` its example names, if any.
fn example_uri(template: &str, operation: &Value) -> (String, Option<String>) {
    let mut uri = template.to_owned();
    let mut query = Vec::new();
    let mut session = None;
    for parameter in operation["parameters"].as_array().into_iter().flatten() {
        let name = parameter["name"].as_str().unwrap_or_default();
        let example = match &parameter["example"] {
            Value::String(text) => text.clone(),
            Value::Null => String::new(),
            Value::Array(items) => items
                .iter()
                .map(|item| item.as_str().map_or_else(|| item.to_string(), str::to_owned))
                .collect::<Vec<_>>()
                .join(","),
            other => other.to_string(),
        };
        match parameter["in"].as_str() {
            Some("path") => uri = uri.replace(&format!("{{{name}}}"), &example.replace(' ', "%20")),
            Some("query") if name == "pageSize" => query.push(format!("pageSize={ROWS}")),
            Some("query") if parameter["required"] == true => query.push(format!("{name}={example}")),
            Some("header") if name == crate::mock::SESSION_HEADER_NAME && !example.is_empty() => {
                session = Some(example);
            }
            _ => {}
        }
    }
    if !query.is_empty() {
        uri = format!("{uri}?{}", query.join("&"));
    }
    (uri, session)
}

/// The request example of an operation's JSON body: the media type's own, or
/// its schema's.
fn request_example(document: &Value, operation: &Value) -> Option<Value> {
    let content = &operation["requestBody"]["content"]["application/json"];
    if content.is_null() {
        return None;
    }
    if !content["example"].is_null() {
        return Some(content["example"].clone());
    }
    let schema = &content["schema"];
    let schema = match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap_or_default();
            &document["components"]["schemas"][name]
        }
        None => schema,
    };
    Some(schema["example"].clone())
}

/// The value with every long list of records cut to the first [`ROWS`].
fn shortened(value: Value, depth: usize) -> Value {
    match value {
        Value::Array(items) if depth < 4 => {
            let records = items.iter().all(Value::is_object);
            let keep = if records { ROWS } else { items.len() };
            Value::Array(
                items
                    .into_iter()
                    .take(keep)
                    .map(|item| shortened(item, depth + 1))
                    .collect(),
            )
        }
        Value::Object(fields) if depth < 4 => Value::Object(
            fields
                .into_iter()
                .map(|(name, field)| (name, shortened(field, depth + 1)))
                .collect(),
        ),
        other => other,
    }
}

async fn sign_in(app: &Router, session: Option<&str>) -> Result<String, String> {
    let form = format!(
        "grant_type=password&username=admin&password={}&client_id={}",
        auth::DEMO_PASSWORD,
        auth::CLIENT_ID
    );
    let mut request =
        Request::post("/connect/token").header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(session) = session {
        request = request.header(crate::mock::SESSION_HEADER_NAME, session);
    }
    let request = request
        .body(Body::from(form))
        .map_err(|error| error.to_string())?;
    let (status, body) = send(app, request).await?;
    match body["access_token"].as_str() {
        Some(token) if status == StatusCode::OK => Ok(token.to_owned()),
        _ => Err(format!("admin could not sign in: {status} {body}")),
    }
}

async fn call(
    app: &Router,
    method: &Method,
    uri: &str,
    token: &str,
    session: Option<&str>,
    body: Option<Value>,
) -> Result<(StatusCode, Value), String> {
    let mut request = Request::builder()
        .method(method.clone())
        .uri(uri)
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    if let Some(session) = session {
        request = request.header(crate::mock::SESSION_HEADER_NAME, session);
    }
    let body = match body {
        Some(body) => {
            request = request.header(header::CONTENT_TYPE, "application/json");
            Body::from(body.to_string())
        }
        None => Body::empty(),
    };
    let request = request.body(body).map_err(|error| format!("{uri}: {error}"))?;
    send(app, request).await
}

async fn send(app: &Router, request: Request<Body>) -> Result<(StatusCode, Value), String> {
    let response = app
        .clone()
        .oneshot(request)
        .await
        .map_err(|error| error.to_string())?;
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .map_err(|error| error.to_string())?;
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Ok((status, body))
}

/// The examples as `openapi/examples.json` holds them: sorted, pretty, with a final newline.
pub fn to_pretty_json(examples: &BTreeMap<String, Value>) -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(examples)?;
    text.push('\n');
    Ok(text)
}
