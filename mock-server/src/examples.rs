//! The listings' response examples: real answers of the fixture world (seed
//! 42, small scale, at the fixture epoch), so Swagger UI shows what a listing
//! returns rather than a schema's placeholders.
//!
//! They are taken by calling each listing operation of the served app, which
//! needs the document first; so `make gen` writes them to
//! `openapi/examples.json` (`mock-server examples`), the document reads that
//! file back, and a contract test fails when it drifts from a fresh run.

use std::collections::BTreeMap;

use axum::{
    Router,
    body::Body,
    http::{Request, StatusCode, header},
};
use serde_json::Value;
use tower::ServiceExt;
use utoipa::openapi::{OpenApi, RefOr, Schema};

use crate::auth;

/// The committed examples (`openapi/examples.json`), by operation id.
const COMMITTED: &str = include_str!("../../openapi/examples.json");

/// How many records a listing example shows.
const ROWS: usize = 2;

/// The committed examples, by operation id.
pub fn committed() -> BTreeMap<String, Value> {
    serde_json::from_str(COMMITTED).unwrap_or_default()
}

/// Sets the committed example on the 200 answer of each listing that has none.
pub fn apply(api: &mut OpenApi) {
    let examples = committed();
    for operation in api.paths.paths.values_mut().filter_map(|item| item.get.as_mut()) {
        let Some(example) = operation.operation_id.as_ref().and_then(|id| examples.get(id)) else {
            continue;
        };
        let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") else {
            continue;
        };
        if let Some(RefOr::T(content)) = ok.content.get_mut("application/json")
            && content.example.is_none()
            && content.examples.is_empty()
        {
            content.example = Some(example.clone());
        }
    }
}

/// Whether an operation answers a list: an array, or one of the listing
/// envelopes (`Listing`, `OrderListing`, `AggregateListing`).
fn answers_a_list(operation: &utoipa::openapi::path::Operation) -> bool {
    let Some(RefOr::T(ok)) = operation.responses.responses.get("200") else {
        return false;
    };
    let Some(RefOr::T(content)) = ok.content.get("application/json") else {
        return false;
    };
    match &content.schema {
        Some(RefOr::T(Schema::Array(_))) => true,
        Some(RefOr::Ref(reference)) => {
            let name = reference.ref_location.rsplit('/').next().unwrap_or_default();
            ["Listing_", "OrderListing_", "AggregateListing_"]
                .iter()
                .any(|prefix| name.starts_with(prefix))
        }
        _ => false,
    }
}

/// Calls every listing operation of `api` on `app` (the whole service, in the
/// fixture world: [`crate::listing_examples`]) as `admin` and keeps the first
/// records of each answer, by operation id.
pub async fn generate(api: &OpenApi, app: &Router) -> Result<BTreeMap<String, Value>, String> {
    let token = sign_in(app).await?;
    let document = serde_json::to_value(api).map_err(|error| error.to_string())?;
    let mut examples = BTreeMap::new();
    for (template, item) in &api.paths.paths {
        let Some(operation) = &item.get else { continue };
        let Some(id) = &operation.operation_id else {
            continue;
        };
        if !answers_a_list(operation) {
            continue;
        }
        let uri = example_uri(template, &document["paths"][template]["get"]);
        let (status, body) = call(app, &uri, &token).await?;
        if status != StatusCode::OK {
            return Err(format!("GET {uri} answered {status} for admin: {body}"));
        }
        examples.insert(id.clone(), shortened(body, 0));
    }
    Ok(examples)
}

/// The operation's path with its parameters' examples, asking for one short
/// page where it pages.
fn example_uri(template: &str, operation: &Value) -> String {
    let mut uri = template.to_owned();
    let mut query = Vec::new();
    for parameter in operation["parameters"].as_array().into_iter().flatten() {
        let name = parameter["name"].as_str().unwrap_or_default();
        let example = match &parameter["example"] {
            Value::String(text) => text.clone(),
            Value::Null => String::new(),
            other => other.to_string(),
        };
        match parameter["in"].as_str() {
            Some("path") => uri = uri.replace(&format!("{{{name}}}"), &example.replace(' ', "%20")),
            Some("query") if name == "pageSize" => query.push(format!("pageSize={ROWS}")),
            Some("query") if parameter["required"] == true => query.push(format!("{name}={example}")),
            _ => {}
        }
    }
    if !query.is_empty() {
        uri = format!("{uri}?{}", query.join("&"));
    }
    uri
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

async fn sign_in(app: &Router) -> Result<String, String> {
    let form = format!(
        "grant_type=password&username=admin&password={}&client_id={}",
        auth::DEMO_PASSWORD,
        auth::CLIENT_ID
    );
    let request = Request::post("/connect/token")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(form))
        .map_err(|error| error.to_string())?;
    let (status, body) = send(app, request).await?;
    match body["access_token"].as_str() {
        Some(token) if status == StatusCode::OK => Ok(token.to_owned()),
        _ => Err(format!("admin could not sign in: {status} {body}")),
    }
}

async fn call(app: &Router, uri: &str, token: &str) -> Result<(StatusCode, Value), String> {
    let request = Request::get(uri)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .map_err(|error| format!("{uri}: {error}"))?;
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
