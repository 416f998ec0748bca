//! The committed, generated files are up to date with the Rust models, and
//! the document and the guard agree.
//!
//! When this fails after a model change, run `make gen` and commit the result.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::path::PathBuf;

use mock_server::{fixtures, openapi};

fn repo_file(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative)
}

fn committed(relative: &str) -> String {
    std::fs::read_to_string(repo_file(relative))
        .unwrap_or_else(|e| panic!("{relative} cannot be read ({e}); run `make gen`"))
}

#[test]
fn openapi_json_is_up_to_date() {
    let generated = openapi::to_pretty_json(&mock_server::openapi()).unwrap();
    assert!(
        committed("openapi/openapi.json") == generated,
        "openapi/openapi.json is stale: the Rust models or operations changed. Run `make gen` and commit the result."
    );
}

#[test]
fn fixtures_are_up_to_date() {
    let world = fixtures::generate(42, fixtures::Scale::Small, fixtures::fixture_epoch());
    for file in fixtures::fixture_files(&world).unwrap() {
        let path = format!("fixtures/{}", file.name);
        assert!(
            committed(&path) == file.contents,
            "{path} is stale: the models or generators changed. Run `make gen` and commit the result."
        );
    }
}

#[test]
fn every_operation_has_a_unique_id_and_a_documented_claim() {
    let api = mock_server::openapi();
    let mut ids = std::collections::BTreeSet::new();
    for (path, item) in &api.paths.paths {
        for (method, operation) in mock_server::auth::guard::operations(item) {
            let id = operation.operation_id.clone().unwrap_or_default();
            assert!(
                ids.insert(id.clone()),
                "{method} {path}: operation id `{id}` is not unique"
            );
            let extensions = operation.extensions.as_ref().expect("extensions");
            assert!(extensions.contains_key("x-required-claim"), "{method} {path}");
            let description = operation.description.as_deref().unwrap_or_default();
            assert!(description.contains("Required claim"), "{method} {path}");
        }
    }
}

#[test]
fn every_reference_in_the_document_resolves() {
    let document = serde_json::to_value(mock_server::openapi()).unwrap();
    let schemas = &document["components"]["schemas"];
    let mut missing = Vec::new();
    collect_refs(&document, &mut |reference| {
        let name = reference.trim_start_matches("#/components/schemas/");
        if schemas.get(name).is_none() {
            missing.push(reference.to_owned());
        }
    });
    assert!(missing.is_empty(), "unresolved references: {missing:?}");
}

fn collect_refs(value: &serde_json::Value, found: &mut impl FnMut(&str)) {
    match value {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::String(reference)) = map.get("$ref") {
                found(reference);
            }
            map.values().for_each(|child| collect_refs(child, found));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|child| collect_refs(child, found)),
        _ => {}
    }
}
