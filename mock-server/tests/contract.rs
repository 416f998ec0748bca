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

#[tokio::test]
async fn answer_examples_are_up_to_date() {
    let generated = mock_server::answer_examples().await.unwrap();
    assert!(
        mock_server::examples::committed() == generated,
        "openapi/examples.json is stale: an answer of the fixture world changed. Run `make gen` and commit the result."
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
        for (method, operation) in mock_server::openapi::operations::operations(item) {
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

/// Issue 11: a reader of the document sees "13 Assigning", not "13".
#[test]
fn every_numbered_enumeration_names_its_values() {
    let document = serde_json::to_value(mock_server::openapi()).unwrap();
    let schemas = document["components"]["schemas"].as_object().unwrap();
    let numbered: Vec<(&String, &serde_json::Value)> = schemas
        .iter()
        .filter(|(_, schema)| schema["type"] == "integer" && schema.get("enum").is_some())
        .collect();
    assert!(
        numbered.len() >= 11,
        "{:?}",
        numbered.iter().map(|(n, _)| n).collect::<Vec<_>>()
    );
    for (name, schema) in numbered {
        let values = schema["enum"].as_array().unwrap();
        let varnames = schema["x-enum-varnames"]
            .as_array()
            .unwrap_or_else(|| panic!("{name} has no x-enum-varnames: implement model::Numbered for it"));
        let labels = schema["x-enum-descriptions"].as_array().unwrap();
        assert_eq!(varnames.len(), values.len(), "{name}");
        assert_eq!(labels.len(), values.len(), "{name}");
        let description = schema["description"].as_str().unwrap();
        for ((value, varname), label) in values.iter().zip(varnames).zip(labels) {
            let varname = varname.as_str().unwrap();
            assert!(
                varname.starts_with(|c: char| c.is_ascii_uppercase())
                    && varname.chars().all(|c| c.is_ascii_alphanumeric()),
                "{name}: `{varname}` is not an identifier"
            );
            let named = format!("{value} {}", label.as_str().unwrap());
            assert!(
                description.contains(&named),
                "{name}: the description lacks `{named}`"
            );
        }
    }
    let order = &schemas["OrderLifecycle"];
    assert_eq!(order["x-enum-varnames"][13], "Assigning");
    assert!(order["description"].as_str().unwrap().contains("13 Assigning"));
    let ids = &schemas["AccountPermissionId"];
    assert_eq!(
        (&ids["enum"][0], &ids["x-enum-descriptions"][0]),
        (&1.into(), &"Cash Deposit".into())
    );
    let permissions = &schemas["AccountPermission"];
    assert_eq!(
        (&permissions["enum"][0], &permissions["x-enum-descriptions"][0]),
        (&2.into(), &"Cash Deposit".into())
    );
}

#[test]
fn a_parameter_taking_a_numbered_enumeration_names_its_values() {
    let document = serde_json::to_value(mock_server::openapi()).unwrap();
    let parameters = document["paths"]["/api/admin/trading-accounts"]["get"]["parameters"]
        .as_array()
        .unwrap();
    let account_type = parameters.iter().find(|p| p["name"] == "accountType").unwrap();
    assert!(
        account_type["description"]
            .as_str()
            .unwrap()
            .contains("7 Self Employed (SEP) IRA, 8 Inherited IRA"),
        "{account_type}"
    );
}
