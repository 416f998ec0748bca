//! The OpenAPI document read as a contract: its operations, found by method
//! and path, with what each takes and answers.

use serde_json::Value;

use super::{listing::ListingRules, schema::Validator};

/// One segment of a path template.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    /// Matches itself only.
    Literal(String),
    /// `{name}`: matches any one segment.
    Parameter(String),
}

/// Where a parameter travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// In the query string.
    Query,
    /// A segment of the path.
    Path,
    /// A request header.
    Header,
}

/// A documented parameter.
#[derive(Debug, Clone)]
pub struct Parameter {
    /// Its name (a header's in any case).
    pub name: String,
    /// Where it travels.
    pub location: Location,
    /// Whether a request must carry it.
    pub required: bool,
    /// Its schema.
    pub schema: Value,
}

/// A documented operation.
#[derive(Debug, Clone)]
pub struct Operation {
    /// The method, upper case.
    pub method: String,
    /// The path template, as the document writes it.
    pub path: String,
    segments: Vec<Segment>,
    /// The `operationId`.
    pub id: String,
    /// The claim a caller needs (`x-required-claim`); `None` when the
    /// operation needs no token.
    pub claim: Option<String>,
    /// Whether any signed-in caller may call it (a token, no claim).
    pub token_only: bool,
    /// Its parameters.
    pub parameters: Vec<Parameter>,
    /// Its request body: whether required, and the schema per media type.
    pub body: Option<(bool, Vec<(String, Value)>)>,
    /// Its `responses` object.
    pub responses: Value,
    /// Its listing rules (`x-listing`), if it is a listing.
    pub listing: Option<ListingRules>,
}

/// What the document says about a request's method and path.
#[derive(Debug)]
pub enum Lookup<'a> {
    /// A documented operation, with the path parameters' values.
    Operation(&'a Operation, Vec<(String, String)>),
    /// The path is documented, but not for this method.
    MethodNotDocumented,
    /// Under the API's paths (`/api/...`), but documented nowhere.
    Undocumented,
    /// Not the API at all: the console, Swagger UI, Storybook, static files.
    Outside,
}

/// The document as a contract.
#[derive(Debug)]
pub struct Contract {
    validator: Validator,
    operations: Vec<Operation>,
    /// The first segment of every documented path (`api`, `connect`, ...):
    /// a path under one of them that matches no operation is undocumented.
    namespaces: Vec<String>,
}

const METHODS: [&str; 7] = ["get", "put", "post", "delete", "patch", "head", "options"];

impl Contract {
    /// Reads a document.
    ///
    /// # Errors
    ///
    /// When it has no `paths`, or a listing's `x-listing` is malformed.
    pub fn from_document(document: Value) -> Result<Self, String> {
        let paths = document
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("the document has no `paths`")?;
        let mut operations = Vec::new();
        let mut namespaces: Vec<String> = Vec::new();
        for (path, item) in paths {
            let segments = segments_of(path);
            if let Some(Segment::Literal(first)) = segments.first()
                && !namespaces.contains(first)
            {
                namespaces.push(first.clone());
            }
            let shared = item.get("parameters").and_then(Value::as_array);
            for method in METHODS {
                let Some(operation) = item.get(method) else {
                    continue;
                };
                let mut parameters: Vec<Parameter> = Vec::new();
                for parameter in shared.into_iter().flatten().chain(
                    operation
                        .get("parameters")
                        .and_then(Value::as_array)
                        .into_iter()
                        .flatten(),
                ) {
                    let parameter = resolve_in(&document, parameter);
                    let name = parameter.get("name").and_then(Value::as_str).unwrap_or_default();
                    let location = match parameter.get("in").and_then(Value::as_str) {
                        Some("query") => Location::Query,
                        Some("path") => Location::Path,
                        Some("header") => Location::Header,
                        _ => continue,
                    };
                    parameters.retain(|p| !(p.name == name && p.location == location));
                    parameters.push(Parameter {
                        name: name.to_owned(),
                        location,
                        required: parameter.get("required").and_then(Value::as_bool) == Some(true),
                        schema: parameter.get("schema").cloned().unwrap_or(Value::Bool(true)),
                    });
                }
                let body = operation.get("requestBody").map(|body| {
                    let body = resolve_in(&document, body);
                    let required = body.get("required").and_then(Value::as_bool) == Some(true);
                    let content = body
                        .get("content")
                        .and_then(Value::as_object)
                        .map(|content| {
                            content
                                .iter()
                                .map(|(media, entry)| {
                                    (
                                        media.to_ascii_lowercase(),
                                        entry.get("schema").cloned().unwrap_or(Value::Bool(true)),
                                    )
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    (required, content)
                });
                let id = operation
                    .get("operationId")
                    .and_then(Value::as_str)
                    .map_or_else(|| format!("{method} {path}"), str::to_owned);
                let listing = match operation.get(super::listing::EXTENSION) {
                    Some(rules) => Some(
                        ListingRules::parse(rules).map_err(|error| format!("{id}: x-listing: {error}"))?,
                    ),
                    None => None,
                };
                let secured =
                    operation
                        .get("security")
                        .and_then(Value::as_array)
                        .is_some_and(|requirements| {
                            requirements
                                .iter()
                                .any(|r| r.as_object().is_some_and(|r| !r.is_empty()))
                        });
                let claim = operation
                    .get("x-required-claim")
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                operations.push(Operation {
                    method: method.to_ascii_uppercase(),
                    path: path.clone(),
                    segments: segments.clone(),
                    id,
                    token_only: secured && claim.is_none(),
                    claim,
                    parameters,
                    body,
                    responses: operation.get("responses").cloned().unwrap_or(Value::Null),
                    listing,
                });
            }
        }
        Ok(Contract {
            validator: Validator::new(document),
            operations,
            namespaces,
        })
    }

    /// This server's own document.
    ///
    /// # Errors
    ///
    /// Never in practice: a test reads it.
    pub fn reference() -> Result<Self, String> {
        let document = serde_json::to_value(crate::openapi()).map_err(|error| error.to_string())?;
        Contract::from_document(document)
    }

    /// The validator over the document's schemas.
    pub fn validator(&self) -> &Validator {
        &self.validator
    }

    /// Every operation, in the document's order.
    pub fn operations(&self) -> &[Operation] {
        &self.operations
    }

    /// The operation with this id.
    pub fn operation(&self, id: &str) -> Option<&Operation> {
        self.operations.iter().find(|operation| operation.id == id)
    }

    /// What the document says about `method` on `path` (without the query).
    /// A literal segment beats a parameter (`/Notification/selectables`
    /// before `/Notification/{id}`); `HEAD` is answered as `GET`.
    pub fn find(&self, method: &str, path: &str) -> Lookup<'_> {
        let actual: Vec<&str> = path.split('/').skip(1).collect();
        let method = if method.eq_ignore_ascii_case("HEAD") {
            "GET"
        } else {
            method
        };
        let mut best: Option<(&Operation, usize)> = None;
        let mut path_known = false;
        for operation in &self.operations {
            let Some(literals) = matches(&operation.segments, &actual) else {
                continue;
            };
            path_known = true;
            if !operation.method.eq_ignore_ascii_case(method) {
                continue;
            }
            if best.is_none_or(|(_, most)| literals > most) {
                best = Some((operation, literals));
            }
        }
        if let Some((operation, _)) = best {
            let values = operation
                .segments
                .iter()
                .zip(&actual)
                .filter_map(|(segment, text)| match segment {
                    Segment::Parameter(name) => Some((
                        name.clone(),
                        percent_encoding::percent_decode_str(text)
                            .decode_utf8_lossy()
                            .into_owned(),
                    )),
                    Segment::Literal(_) => None,
                })
                .collect();
            return Lookup::Operation(operation, values);
        }
        if path_known {
            return Lookup::MethodNotDocumented;
        }
        match actual.first() {
            Some(first) if self.namespaces.iter().any(|n| n == first) && !first.contains('.') => {
                Lookup::Undocumented
            }
            _ => Lookup::Outside,
        }
    }
}

fn segments_of(path: &str) -> Vec<Segment> {
    path.split('/')
        .skip(1)
        .map(
            |segment| match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                Some(name) => Segment::Parameter(name.to_owned()),
                None => Segment::Literal(segment.to_owned()),
            },
        )
        .collect()
}

/// How many literal segments a template shares with a path, if it matches.
fn matches(template: &[Segment], actual: &[&str]) -> Option<usize> {
    if template.len() != actual.len() {
        return None;
    }
    let mut literals = 0;
    for (segment, text) in template.iter().zip(actual) {
        match segment {
            Segment::Literal(literal) if literal == text => literals += 1,
            Segment::Literal(_) => return None,
            Segment::Parameter(_) if text.is_empty() => return None,
            Segment::Parameter(_) => {}
        }
    }
    Some(literals)
}

/// A value, or the component its `$ref` names.
fn resolve_in<'a>(document: &'a Value, value: &'a Value) -> &'a Value {
    value
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|reference| document.pointer(reference.strip_prefix('#')?))
        .unwrap_or(value)
}

impl Operation {
    /// The documented parameter of this name and place.
    pub fn parameter(&self, name: &str, location: Location) -> Option<&Parameter> {
        self.parameters.iter().find(|p| {
            p.location == location
                && if location == Location::Header {
                    p.name.eq_ignore_ascii_case(name)
                } else {
                    p.name == name
                }
        })
    }

    /// The documented answer for `status`: its own entry, its range (`4XX`)
    /// or `default`.
    pub fn response(&self, status: u16) -> Option<&Value> {
        let exact = status.to_string();
        let range = format!("{}XX", status / 100);
        self.responses
            .get(&exact)
            .or_else(|| self.responses.get(&range))
            .or_else(|| self.responses.get(range.to_ascii_lowercase()))
            .or_else(|| self.responses.get("default"))
    }

    /// The documented statuses.
    pub fn statuses(&self) -> Vec<String> {
        self.responses
            .as_object()
            .map(|responses| responses.keys().cloned().collect())
            .unwrap_or_default()
    }
}
