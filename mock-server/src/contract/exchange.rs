//! One request and its answer, checked against the contract: the request's
//! parameters and body, the answer's status, content type and schema, and
//! the reference's rules that one exchange shows (a 401 without a token, a
//! 403 naming the claim, problem documents for errors, and the listings'
//! page size, order and filters).

use axum::http::{HeaderMap, header};
use serde_json::Value;

use super::{
    document::{Contract, Location, Lookup, Operation},
    listing::row_schema,
    schema::Validator,
};

/// The header the mock server puts on an answer its control plane made up
/// (a fault rule or `X-Mock-Status`): such an answer is asked for, not a
/// departure.
pub use crate::mock::faults::FAULT_HEADER;

/// One request and its answer, as seen on the wire.
#[derive(Debug, Clone, Copy)]
pub struct Exchange<'a> {
    /// The method.
    pub method: &'a str,
    /// The path, without the query.
    pub path: &'a str,
    /// The query string, without `?`.
    pub query: Option<&'a str>,
    /// The request's headers.
    pub request_headers: &'a HeaderMap,
    /// The request's body.
    pub request_body: &'a [u8],
    /// The answer's status.
    pub status: u16,
    /// The answer's headers.
    pub response_headers: &'a HeaderMap,
    /// The answer's body.
    pub response_body: &'a [u8],
}

/// A departure from the contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Departure {
    /// The rule broken (`response.schema`, `listing.sort`, ...).
    pub rule: &'static str,
    /// What happened, in a sentence.
    pub detail: String,
}

impl Departure {
    fn new(rule: &'static str, detail: impl Into<String>) -> Self {
        Departure {
            rule,
            detail: detail.into(),
        }
    }
}

/// The media type of a `Content-Type`, lower case, without parameters.
pub fn essence(headers: &HeaderMap) -> Option<String> {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|essence| essence.trim().to_ascii_lowercase())
}

fn is_json(media: &str) -> bool {
    media == "application/json" || media.ends_with("+json")
}

/// The query's pairs, decoded.
pub fn query_pairs(query: Option<&str>) -> Vec<(String, String)> {
    query
        .map(|query| {
            form_urlencoded::parse(query.as_bytes())
                .map(|(name, value)| (name.into_owned(), value.into_owned()))
                .collect()
        })
        .unwrap_or_default()
}

/// A parameter's text against its schema: an integer must be written as
/// the document writes integers (digits, no leading zero), a boolean as
/// `true` or `false`. Empty when it fits.
pub fn check_text(validator: &Validator, schema: &Value, text: &str) -> Vec<String> {
    let schema = validator.resolve(schema);
    for key in ["oneOf", "anyOf"] {
        if let Some(shapes) = schema.get(key).and_then(Value::as_array) {
            let fitting = shapes
                .iter()
                .filter(|shape| check_text(validator, shape, text).is_empty())
                .count();
            return if fitting == 0 || (key == "oneOf" && fitting > 1) {
                vec![format!("`{text}` fits none of the allowed shapes")]
            } else {
                Vec::new()
            };
        }
    }
    let types: Vec<String> = match schema.get("type") {
        Some(Value::String(one)) => vec![one.clone()],
        Some(Value::Array(many)) => many.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
        _ => match schema.get("enum").and_then(Value::as_array) {
            Some(values) if values.iter().all(Value::is_number) => vec!["integer".to_owned()],
            _ => vec!["string".to_owned()],
        },
    };
    let mut first_errors = None;
    for kind in &types {
        let value = match kind.as_str() {
            "integer" => {
                let digits = text.strip_prefix('-').unwrap_or(text);
                let canonical = !digits.is_empty()
                    && digits.bytes().all(|b| b.is_ascii_digit())
                    && (digits == "0" || !digits.starts_with('0'));
                match (canonical, text.parse::<i64>(), text.parse::<u64>()) {
                    (true, Ok(n), _) => Value::from(n),
                    (true, _, Ok(n)) => Value::from(n),
                    _ => {
                        first_errors.get_or_insert_with(|| vec![format!("`{text}` is not a whole number")]);
                        continue;
                    }
                }
            }
            "number" => match text.parse::<f64>().ok().and_then(serde_json::Number::from_f64) {
                Some(number) => Value::Number(number),
                None => {
                    first_errors.get_or_insert_with(|| vec![format!("`{text}` is not a number")]);
                    continue;
                }
            },
            "boolean" => match text {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => {
                    first_errors.get_or_insert_with(|| vec![format!("`{text}` is not true or false")]);
                    continue;
                }
            },
            "string" => Value::String(text.to_owned()),
            _ => continue,
        };
        let errors = validator.validate(schema, &value);
        if errors.is_empty() {
            return Vec::new();
        }
        first_errors.get_or_insert(errors);
    }
    first_errors.unwrap_or_default()
}

impl Operation {
    /// The request's departures from what the operation takes.
    pub fn check_request(
        &self,
        validator: &Validator,
        path_values: &[(String, String)],
        exchange: &Exchange<'_>,
    ) -> Vec<Departure> {
        let mut departures = Vec::new();
        for (name, value) in path_values {
            if let Some(parameter) = self.parameter(name, Location::Path) {
                for error in check_text(validator, &parameter.schema, value) {
                    departures.push(Departure::new(
                        "request.parameters",
                        format!("path parameter {name}: {error}"),
                    ));
                }
            }
        }
        let pairs = query_pairs(exchange.query);
        for (name, value) in &pairs {
            match self.parameter(name, Location::Query) {
                Some(parameter) => {
                    for error in check_text(validator, &parameter.schema, value) {
                        departures.push(Departure::new("request.parameters", format!("{name}: {error}")));
                    }
                }
                None => departures.push(Departure::new(
                    "request.parameters",
                    format!("`{name}` is not a query parameter of {}", self.id),
                )),
            }
        }
        for parameter in &self.parameters {
            let present = match parameter.location {
                Location::Query => pairs.iter().any(|(name, _)| *name == parameter.name),
                Location::Path => true,
                Location::Header => match exchange.request_headers.get(parameter.name.as_str()) {
                    Some(value) => {
                        let text = value.to_str().unwrap_or("\u{fffd}");
                        for error in check_text(validator, &parameter.schema, text) {
                            departures.push(Departure::new(
                                "request.parameters",
                                format!("header {}: {error}", parameter.name),
                            ));
                        }
                        true
                    }
                    None => false,
                },
            };
            if parameter.required && !present {
                departures.push(Departure::new(
                    "request.parameters",
                    format!("the required parameter `{}` is missing", parameter.name),
                ));
            }
        }
        if let Some((required, content)) = &self.body {
            self.check_body(validator, *required, content, exchange, &mut departures);
        }
        departures
    }

    fn check_body(
        &self,
        validator: &Validator,
        required: bool,
        content: &[(String, Value)],
        exchange: &Exchange<'_>,
        departures: &mut Vec<Departure>,
    ) {
        if exchange.request_body.is_empty() {
            if required {
                departures.push(Departure::new(
                    "request.body",
                    format!("{} needs a body", self.id),
                ));
            }
            return;
        }
        let media = essence(exchange.request_headers).unwrap_or_default();
        let Some((_, schema)) = content.iter().find(|(documented, _)| *documented == media) else {
            let documented: Vec<&str> = content.iter().map(|(media, _)| media.as_str()).collect();
            departures.push(Departure::new(
                "request.body",
                format!(
                    "a `{media}` body was sent; {} takes {}",
                    self.id,
                    documented.join(" or ")
                ),
            ));
            return;
        };
        let value = if is_json(&media) {
            match serde_json::from_slice::<Value>(exchange.request_body) {
                Ok(value) => value,
                Err(error) => {
                    departures.push(Departure::new(
                        "request.body",
                        format!("the body is not JSON: {error}"),
                    ));
                    return;
                }
            }
        } else if media == "application/x-www-form-urlencoded" {
            let fields = form_urlencoded::parse(exchange.request_body)
                .map(|(name, value)| (name.into_owned(), Value::String(value.into_owned())))
                .collect();
            Value::Object(fields)
        } else {
            return;
        };
        for error in validator.validate(schema, &value) {
            departures.push(Departure::new("request.body", error));
        }
    }
}

impl Contract {
    /// The departures of one exchange from the contract. An answer the mock
    /// server's control plane made up (`X-Mock-Fault`) is not checked; nor is
    /// anything outside the API (the console, Swagger UI, Storybook).
    pub fn check(&self, exchange: &Exchange<'_>) -> Vec<Departure> {
        if exchange.response_headers.contains_key(FAULT_HEADER) {
            return Vec::new();
        }
        let accepted = exchange.status < 400;
        let (operation, path_values) = match self.find(exchange.method, exchange.path) {
            Lookup::Operation(operation, values) => (operation, values),
            Lookup::Outside => return Vec::new(),
            Lookup::MethodNotDocumented | Lookup::Undocumented
                if accepted && !exchange.method.eq_ignore_ascii_case("OPTIONS") =>
            {
                return vec![Departure::new(
                    "request.operation",
                    format!(
                        "{} {} is not in the document, yet the server answered {}",
                        exchange.method, exchange.path, exchange.status
                    ),
                )];
            }
            Lookup::MethodNotDocumented | Lookup::Undocumented => return Vec::new(),
        };
        let validator = self.validator();
        let mut departures = Vec::new();
        let request = operation.check_request(validator, &path_values, exchange);
        if accepted {
            for departure in &request {
                departures.push(Departure::new(
                    departure.rule,
                    format!(
                        "{} (the server accepted it: {})",
                        departure.detail, exchange.status
                    ),
                ));
            }
        }
        self.check_auth(operation, exchange, request.is_empty(), &mut departures);
        let body = self.check_response(operation, exchange, &mut departures);
        if exchange.status == 200
            && request.is_empty()
            && let (Some(rules), Some(body)) = (&operation.listing, body)
        {
            let answer_schema = operation
                .response(200)
                .and_then(|r| r.pointer("/content/application~1json/schema"));
            let rows = answer_schema.and_then(|schema| row_schema(validator, schema, &rules.rows));
            let pairs = query_pairs(exchange.query);
            let parameter = |name: &str| {
                pairs
                    .iter()
                    .chain(path_values.iter())
                    .find(|(key, _)| key == name)
                    .map(|(_, value)| value.clone())
            };
            for (rule, detail) in rules.check(validator, rows, &parameter, &body) {
                departures.push(Departure::new(rule, detail));
            }
        }
        departures
    }

    fn check_auth(
        &self,
        operation: &Operation,
        exchange: &Exchange<'_>,
        valid_request: bool,
        departures: &mut Vec<Departure>,
    ) {
        let secured = operation.claim.is_some() || operation.token_only;
        if !secured {
            return;
        }
        let sent_token = exchange.request_headers.contains_key(header::AUTHORIZATION);
        if !sent_token && exchange.status != 401 && (valid_request || exchange.status < 400) {
            departures.push(Departure::new(
                "auth.missing-token",
                format!(
                    "no token was sent to {}, which requires {}, yet the answer is {}, not 401",
                    operation.id,
                    operation
                        .claim
                        .as_deref()
                        .map_or_else(|| "a token".to_owned(), |c| format!("the claim {c}")),
                    exchange.status
                ),
            ));
        }
        if exchange.status == 401 {
            let challenge = exchange
                .response_headers
                .get(header::WWW_AUTHENTICATE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default();
            if !challenge.trim_start().to_ascii_lowercase().starts_with("bearer") {
                departures.push(Departure::new(
                    "auth.challenge",
                    "a 401 must name the Bearer scheme in WWW-Authenticate (RFC 6750)",
                ));
            }
        }
        if exchange.status == 403
            && let Some(claim) = &operation.claim
        {
            let text = String::from_utf8_lossy(exchange.response_body);
            if !text.contains(claim.as_str()) {
                departures.push(Departure::new(
                    "auth.claim",
                    format!(
                        "a 403 from {} must name the claim it requires, {claim}",
                        operation.id
                    ),
                ));
            }
        }
    }

    /// Checks the answer's status, content type, schema and (for errors) its
    /// problem document; its JSON body when it has one.
    fn check_response(
        &self,
        operation: &Operation,
        exchange: &Exchange<'_>,
        departures: &mut Vec<Departure>,
    ) -> Option<Value> {
        let status = exchange.status;
        let documented = operation.response(status);
        let problems_documented = operation.statuses().iter().any(|status| {
            operation
                .responses
                .pointer(&format!("/{status}/content/application~1problem+json"))
                .is_some()
        });
        let media = essence(exchange.response_headers);
        let head = exchange.method.eq_ignore_ascii_case("HEAD");
        let mut body = None;
        match documented {
            None => departures.push(Departure::new(
                "response.status",
                format!(
                    "{} answered {status}, which the document does not list (it lists {})",
                    operation.id,
                    operation.statuses().join(", ")
                ),
            )),
            Some(response) => {
                let content = response.get("content").and_then(Value::as_object);
                match content {
                    Some(content) if !head && !content.is_empty() => {
                        let found = media.as_deref().and_then(|media| {
                            content
                                .iter()
                                .find(|(documented, _)| documented.eq_ignore_ascii_case(media))
                        });
                        match found {
                            None => departures.push(Departure::new(
                                "response.content-type",
                                format!(
                                    "{status} came as `{}`; the document says {}",
                                    media.as_deref().unwrap_or("no content type"),
                                    content
                                        .keys()
                                        .map(String::as_str)
                                        .collect::<Vec<_>>()
                                        .join(" or ")
                                ),
                            )),
                            Some((media, entry)) => {
                                body = self.check_body_schema(media, entry, exchange, departures);
                            }
                        }
                    }
                    _ if !head && !exchange.response_body.is_empty() && status == 204 => {
                        departures.push(Departure::new(
                            "response.content-type",
                            "a 204 answer must not carry a body",
                        ));
                    }
                    _ => {}
                }
            }
        }
        if status >= 400 && problems_documented && !head {
            self.check_problem(
                status,
                media.as_deref(),
                documented.is_some(),
                exchange,
                departures,
            );
        }
        body
    }

    fn check_body_schema(
        &self,
        media: &str,
        entry: &Value,
        exchange: &Exchange<'_>,
        departures: &mut Vec<Departure>,
    ) -> Option<Value> {
        let schema = entry.get("schema")?;
        let value = if is_json(media) {
            match serde_json::from_slice::<Value>(exchange.response_body) {
                Ok(value) => value,
                Err(error) => {
                    departures.push(Departure::new(
                        "response.schema",
                        format!("the `{media}` body is not JSON: {error}"),
                    ));
                    return None;
                }
            }
        } else if media.starts_with("text/") {
            Value::String(String::from_utf8_lossy(exchange.response_body).into_owned())
        } else {
            return None;
        };
        let errors = self.validator().validate(schema, &value);
        if !errors.is_empty() {
            departures.push(Departure::new("response.schema", errors.join("; ")));
        }
        Some(value)
    }

    /// An error answer is a problem document whose `status` is the answer's.
    /// A documented status's shape is the schema's to check; an undocumented
    /// one (a 500, say) must still be a problem document.
    fn check_problem(
        &self,
        status: u16,
        media: Option<&str>,
        documented: bool,
        exchange: &Exchange<'_>,
        departures: &mut Vec<Departure>,
    ) {
        let problem = serde_json::from_slice::<Value>(exchange.response_body).ok();
        if documented {
            if media == Some("application/problem+json")
                && let Some(said) = problem
                    .as_ref()
                    .and_then(|p| p.get("status"))
                    .and_then(Value::as_u64)
                && said != u64::from(status)
            {
                departures.push(Departure::new(
                    "response.problem",
                    format!("the problem document says status {said}, but the answer is {status}"),
                ));
            }
            return;
        }
        let fields_ok = problem.as_ref().is_some_and(|problem| {
            problem.get("status").and_then(Value::as_u64) == Some(u64::from(status))
                && problem.get("title").is_some_and(Value::is_string)
                && problem.get("detail").is_some_and(Value::is_string)
        });
        if media != Some("application/problem+json") || !fields_ok {
            departures.push(Departure::new(
                "response.problem",
                format!(
                    "a {status} must be an application/problem+json document with its status, title and detail (RFC 9457); it came as `{}`",
                    media.unwrap_or("no content type")
                ),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use serde_json::json;

    /// Built once: building the document takes a moment.
    fn contract() -> &'static Contract {
        static CONTRACT: std::sync::OnceLock<Contract> = std::sync::OnceLock::new();
        CONTRACT.get_or_init(|| Contract::reference().unwrap_or_else(|error| panic!("{error}")))
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        pairs
            .iter()
            .filter_map(|(name, value)| Some((*name, HeaderValue::from_str(value).ok()?)))
            .map(|(name, value)| (axum::http::HeaderName::from_static(name), value))
            .collect()
    }

    /// The rules one exchange broke.
    fn rules(
        method: &str,
        path_and_query: &str,
        request: &[(&'static str, &str)],
        status: u16,
        response: &[(&'static str, &str)],
        body: &Value,
    ) -> Vec<&'static str> {
        let (path, query) = match path_and_query.split_once('?') {
            Some((path, query)) => (path, Some(query)),
            None => (path_and_query, None),
        };
        let request = headers(request);
        let response = headers(response);
        let body = match body {
            Value::String(text) => text.clone().into_bytes(),
            other => serde_json::to_vec(other).unwrap_or_default(),
        };
        contract()
            .check(&Exchange {
                method,
                path,
                query,
                request_headers: &request,
                request_body: &[],
                status,
                response_headers: &response,
                response_body: &body,
            })
            .into_iter()
            .map(|departure| departure.rule)
            .collect()
    }

    const TOKEN: (&str, &str) = ("authorization", "Bearer t");
    const JSON: (&str, &str) = ("content-type", "application/json");
    const PROBLEM: (&str, &str) = ("content-type", "application/problem+json");

    fn transfer(id: u64, status: &str, amount: f64) -> Value {
        json!({
            "Amount": amount, "BankAccountId": null, "Created": "2026-01-15T12:36:00Z", "Kind": "INVEST",
            "Processed": null, "Status": status, "TradingAccountId": 1, "TransferId": id,
            "Type": "SmartfolioInvest", "UserId": 1, "WatchlistTypes": []
        })
    }

    fn page(rows: &[Value], matched: u64) -> Value {
        json!({ "data": rows, "totalMatch": matched, "total": 100 })
    }

    fn problem(status: u16, detail: &str) -> Value {
        json!({ "type": "about:blank", "title": "Error", "status": status, "detail": detail, "error": detail })
    }

    #[test]
    fn a_fitting_page_breaks_nothing() {
        let rows = [transfer(2, "Pending", 30.0), transfer(1, "Error", 20.0)];
        let asked = "/api/admin/transfers?status=Pending,Error&sort=Amount&dir=desc&pageSize=2";
        assert_eq!(
            rules("GET", asked, &[TOKEN], 200, &[JSON], &page(&rows, 2)),
            Vec::<&str>::new()
        );
    }

    #[test]
    fn a_listing_out_of_order_too_long_or_unfiltered_is_named() {
        let rows = [transfer(1, "Pending", 20.0), transfer(2, "Complete", 30.0)];
        let asked = "/api/admin/transfers?status=Pending&sort=Amount&dir=desc&pageSize=1";
        assert_eq!(
            rules("GET", asked, &[TOKEN], 200, &[JSON], &page(&rows, 2)),
            ["listing.page-size", "listing.sort", "listing.filter"]
        );
        let more_than_all = json!({ "data": [transfer(1, "Pending", 1.0)], "totalMatch": 3, "total": 2 });
        assert_eq!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[TOKEN],
                200,
                &[JSON],
                &more_than_all
            ),
            ["listing.counts", "listing.page-size"]
        );
        let watchlist = page(&[transfer(1, "Pending", 1.0)], 1);
        assert_eq!(
            rules(
                "GET",
                "/api/admin/compliance/ach-watchlist",
                &[TOKEN],
                200,
                &[JSON],
                &watchlist
            ),
            ["listing.scope"]
        );
    }

    #[test]
    fn tokens_claims_and_problems_are_checked() {
        // No token, yet an answer: the server let an anonymous caller in.
        assert_eq!(
            rules("GET", "/api/admin/transfers", &[], 200, &[JSON], &page(&[], 0)),
            ["auth.missing-token"]
        );
        // A 401 without a Bearer challenge.
        assert_eq!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[],
                401,
                &[PROBLEM],
                &problem(401, "Sign in")
            ),
            ["auth.challenge"]
        );
        // A 403 that does not name the claim.
        assert_eq!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[TOKEN],
                403,
                &[PROBLEM],
                &problem(403, "Forbidden")
            ),
            ["auth.claim"]
        );
        let named = problem(403, "This operation requires the claim transfer.viewList.");
        assert!(rules("GET", "/api/admin/transfers", &[TOKEN], 403, &[PROBLEM], &named).is_empty());
        // A 500 is not documented, and as plain text it is no problem document either.
        assert_eq!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[TOKEN],
                500,
                &[("content-type", "text/plain")],
                &json!("oops")
            ),
            ["response.status", "response.problem"]
        );
        // Unless the mock's control plane made it up on request.
        assert!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[TOKEN],
                500,
                &[PROBLEM, (FAULT_HEADER, "injected")],
                &problem(500, "injected")
            )
            .is_empty()
        );
    }

    #[test]
    fn a_bad_request_refused_is_fine_and_accepted_is_not() {
        let bad = "/api/admin/transfers?colour=red&pageSize=0";
        let refused = problem(400, "colour: not a parameter");
        assert!(rules("GET", bad, &[TOKEN], 400, &[PROBLEM], &refused).is_empty());
        assert_eq!(
            rules("GET", bad, &[TOKEN], 200, &[JSON], &page(&[], 0)),
            ["request.parameters", "request.parameters"]
        );
        assert_eq!(
            rules("GET", "/api/admin/nothing", &[TOKEN], 200, &[JSON], &json!({})),
            ["request.operation"]
        );
        assert!(
            rules(
                "GET",
                "/api/admin/nothing",
                &[TOKEN],
                404,
                &[PROBLEM],
                &problem(404, "no")
            )
            .is_empty()
        );
        assert!(
            rules(
                "GET",
                "/assets/app.js",
                &[],
                200,
                &[("content-type", "text/javascript")],
                &json!("x")
            )
            .is_empty()
        );
    }

    #[test]
    fn a_renamed_field_or_a_wrong_media_type_is_a_schema_departure() {
        let renamed = json!({ "records": [], "totalMatch": 0, "total": 0 });
        assert_eq!(
            rules("GET", "/api/admin/transfers", &[TOKEN], 200, &[JSON], &renamed),
            ["response.schema", "listing.envelope"]
        );
        assert_eq!(
            rules(
                "GET",
                "/api/admin/transfers",
                &[TOKEN],
                200,
                &[("content-type", "text/html")],
                &json!("<p>")
            ),
            ["response.content-type"]
        );
    }
}
