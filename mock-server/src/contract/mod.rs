//! The OpenAPI document as a contract that any server's answers can be
//! checked against: by the validating proxy (`mock-server proxy`) one
//! exchange at a time, and by the conformance suite (`mock-server
//! conformance`) across many.
//!
//! - [`schema`]: a JSON Schema validator for the document's dialect.
//! - [`document`]: the operations, found by method and path.
//! - [`listing`]: a listing's rules (`x-listing`) and the checks of a page.
//! - [`exchange`]: one request and its answer against all of it.

pub mod document;
pub mod exchange;
pub mod listing;
pub mod schema;

pub use document::{Contract, Lookup, Operation};
pub use exchange::{Departure, Exchange};

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn reference() -> Contract {
        Contract::reference().unwrap_or_else(|error| panic!("{error}"))
    }

    #[test]
    fn every_pattern_of_the_document_compiles() {
        assert_eq!(reference().validator().check_patterns(), Vec::<String>::new());
    }

    #[test]
    fn every_listing_states_its_rules_in_fields_it_has() {
        let contract = reference();
        let validator = contract.validator();
        let mut listings = 0;
        for operation in contract.operations() {
            let paged = operation.parameters.iter().any(|p| {
                p.location == document::Location::Query && (p.name == "pageSize" || p.name == "sort")
            });
            let Some(rules) = &operation.listing else {
                assert!(!paged, "{} pages or sorts but has no x-listing", operation.id);
                continue;
            };
            listings += 1;
            let answer = operation
                .response(200)
                .and_then(|r| r.pointer("/content/application~1json/schema"))
                .unwrap_or_else(|| panic!("{}: no JSON answer", operation.id));
            let row = listing::row_schema(validator, answer, &rules.rows)
                .unwrap_or_else(|| panic!("{}: `{}` is not a list of records", operation.id, rules.rows));
            let fields: Vec<&String> = validator
                .resolve(row)
                .get("properties")
                .and_then(Value::as_object)
                .map(|p| p.keys().collect())
                .unwrap_or_default();
            let has = |field: &str| fields.iter().any(|f| *f == field);
            let sort_values: Vec<String> = operation
                .parameters
                .iter()
                .find(|p| p.name == "sort")
                .and_then(|p| p.schema.get("enum"))
                .and_then(Value::as_array)
                .map(|v| v.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                .unwrap_or_default();
            let mut columns: Vec<String> = rules.sort.iter().map(|(c, _)| c.clone()).collect();
            columns.sort();
            let mut documented = sort_values.clone();
            documented.sort();
            assert_eq!(
                columns, documented,
                "{}: x-listing sorts the document's columns",
                operation.id
            );
            for (column, field) in &rules.sort {
                assert!(
                    has(field),
                    "{}: sort {column} names no field {field}",
                    operation.id
                );
            }
            if let Some((field, _)) = &rules.default_sort {
                assert!(has(field), "{}: default sort on no field {field}", operation.id);
            }
            for (name, filter) in &rules.filters {
                assert!(
                    operation.parameters.iter().any(|p| &p.name == name),
                    "{}: filter {name} is not a parameter",
                    operation.id
                );
                let named: Vec<String> = match filter {
                    listing::Filter::Field { fields, .. } => fields.clone(),
                    listing::Filter::Presets(presets) => presets
                        .iter()
                        .flat_map(|(_, c)| c.iter().flat_map(|c| c.fields.clone()))
                        .collect(),
                };
                for field in named {
                    assert!(
                        has(&field),
                        "{}: filter {name} reads no field {field}",
                        operation.id
                    );
                }
            }
            for parameter in &operation.parameters {
                let known = ["page", "pageSize", "sort", "dir"].contains(&parameter.name.as_str())
                    || rules.filters.iter().any(|(name, _)| *name == parameter.name)
                    || rules.unchecked.iter().any(|(name, _)| *name == parameter.name);
                assert!(
                    known,
                    "{}: parameter {} is neither a filter of x-listing nor listed as unchecked",
                    operation.id, parameter.name
                );
            }
        }
        assert!(listings >= 30, "{listings}");
    }

    #[test]
    fn literal_segments_beat_parameters_and_outside_paths_are_left_alone() {
        let contract = reference();
        match contract.find("GET", "/api/v2/Notification/selectables") {
            Lookup::Operation(operation, values) => {
                assert_eq!(operation.path, "/api/v2/Notification/selectables");
                assert!(values.is_empty());
            }
            other => panic!("{other:?}"),
        }
        match contract.find("GET", "/api/admin/users/10001/audit-trail") {
            Lookup::Operation(operation, values) => {
                assert_eq!(operation.id, "listUserAuditTrail");
                assert_eq!(values, vec![("userId".to_owned(), "10001".to_owned())]);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            contract.find("PATCH", "/api/admin/users"),
            Lookup::MethodNotDocumented
        ));
        assert!(matches!(
            contract.find("GET", "/api/admin/nothing"),
            Lookup::Undocumented
        ));
        assert!(matches!(
            contract.find("GET", "/assets/index.js"),
            Lookup::Outside
        ));
        assert!(matches!(contract.find("GET", "/swagger-ui/"), Lookup::Outside));
        let me = contract
            .operations()
            .iter()
            .find(|o| o.path.starts_with("/api/account/users/me"))
            .unwrap_or_else(|| panic!("no /me"));
        assert!(me.token_only && me.claim.is_none());
    }
}
