//! The OpenAPI document: its frame here, its operations from the handlers'
//! `#[utoipa::path]` attributes.

pub mod operations;
pub mod tags;

use utoipa::{
    Modify, OpenApi,
    openapi::{
        self, RefOr, Schema,
        schema::ArrayItems,
        security::{Http, HttpAuthScheme, SecurityScheme},
    },
};

use operations::operations_mut;

use crate::{
    auth::{BEARER_SCHEME, requirement::SecuredOperations},
    error::{ApiError, PROBLEM_JSON},
    model::{Problem, numbered},
};

/// The document's frame: info, tags and the bearer scheme.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Brokerage back-office console API",
        description = "The API the back-office console calls, served by the mock server.\n\n\
            Sign in with `POST /connect/token` (password grant, client id `brokerage.mobile`; demo accounts \
            `admin`, `analyst`, `compliance` and `customer`, password `password`), then send \
            `Authorization: Bearer <access_token>`. In Swagger UI, press **Authorize** and sign in under \
            `signIn` with a demo account (the client id and scopes are filled in): every \"Try it out\" \
            then carries the token. Each operation names the claim it requires in \
            `x-required-claim` and in its description; a missing token gives 401, a missing claim 403. \
            Errors are `application/problem+json` carrying the console's `error` text.\n\n\
            The same origin serves the console at [/](/) and its Storybook at [/storybook/](/storybook/): \
            every screen and shared component in every state, answered by MSW from the same fixtures."
    ),
    tags(
        (name = tags::AUTH, description = "Signing in and tokens (spec 7)"),
        (name = tags::ACCOUNT, description = "The signed-in staff member"),
        (name = tags::TRADING_ACCOUNTS, description = "Trading accounts"),
        (name = tags::ROLES, description = "Roles, permissions and who holds them (spec 6 and 7)"),
        (name = tags::USERS, description = "User accounts: the platform's customers, and the tabs of their details"),
        (name = tags::BANK_ACCOUNTS, description = "Bank accounts, their review filter and the reviewer's actions"),
        (name = tags::TRANSFERS, description = "Cash movement: transfers and their presets"),
        (name = tags::TRADES, description = "Trades"),
        (name = tags::ORDERS, description = "The orders pages: orders, transfers, aggregates, FIX orders and execution reports"),
        (name = tags::COMPLIANCE, description = "Affiliations, negative settled cash, restricted accounts and permissions"),
        (name = tags::OPERATIONS, description = "The CRM provider request log and point-in-time restore requests"),
        (name = tags::RECONCILIATION, description = "Trade, position, account balance and onboarding status reports"),
        (name = tags::SMARTFOLIOS, description = "The smartfolio designer, holdings and overrides"),
        (name = tags::DASHBOARD, description = "Dashboard figures and market data"),
        (name = tags::SYMBOLS, description = "Assets and symbol strategies (spec 7)"),
        (name = tags::NOTIFICATIONS, description = "Notifications (spec 7) and the header's notification and message feeds"),
        (name = tags::REPORTS, description = "The user and asset report (spec 7) and the sign-ups report"),
        (name = tags::META, description = "The deployed version"),
        (name = tags::MOCK, description = "The mock server's control plane, for tests and demos: sessions \
            (`X-Mock-Session`), reset, the clock, latency and fault rules, scenarios and the journal. \
            Not part of the product API."),
    ),
    // Types referenced only from parameters are not collected by utoipa on
    // their own; list them here so every `$ref` resolves.
    components(schemas(
        crate::api::listing::SortDir,
        crate::model::AccountType,
        crate::model::TransferPreset,
        crate::model::OrderPreset,
        // The domain model (issue 3): every entity the console shows is a
        // schema, whether or not an operation returns it yet.
        crate::model::StaffUser,
        crate::model::Customer,
        crate::model::MembershipLevel,
        crate::model::OnboardingStatus,
        crate::model::CustomerProfile,
        crate::model::ActivityCode,
        crate::model::IdentityDocumentType,
        crate::model::EmploymentStatus,
        crate::model::AnnualIncome,
        crate::model::NetWorth,
        crate::model::LiquidNetWorth,
        crate::model::InvestmentObjective,
        crate::model::InvestmentExperience,
        crate::model::BrokerDocumentCategory,
        crate::model::AccountPermission,
        crate::model::RestrictedAccount,
        crate::model::RestrictedPermission,
        crate::model::SelectiveRestriction,
        crate::model::StockType,
        crate::model::StockTypeFilter,
        crate::model::Affiliation,
        crate::model::NegativeSettledCash,
        crate::model::CrmRequest,
        crate::model::RestoreRequest,
        crate::model::RestoreStatus,
        crate::model::ReconciliationSource,
        crate::model::TradeReconciliation,
        crate::model::PositionReconciliation,
        crate::model::AccountBalanceReconciliation,
        crate::model::OnboardingStatusReconciliation,
        crate::model::UserAssetReportRow,
        crate::model::Notification,
        crate::model::NotificationType,
        crate::model::ActionType,
        crate::model::NotificationSelectables,
        crate::model::Asset,
        crate::model::Smartfolio,
        crate::model::SmartfolioCategory,
        crate::model::AggressivenessLabel,
        crate::model::MembershipType,
        crate::model::StrategyName,
        crate::model::SymbolStrategy,
        crate::model::SmartfolioPosition,
        crate::model::SmartfolioPositionListing,
        crate::model::SmartfolioOverride,
        crate::model::MarketDataSeries,
        crate::model::DashboardFigures,
        crate::model::OnboardingCount,
        crate::model::SignUpReport,
        // Money: the entities of issue 3 (their endpoints come with issue 5).
        crate::model::BankAccount,
        crate::model::BankReviewFilter,
        crate::model::Transfer,
        crate::model::Trade,
        crate::model::Position,
        crate::model::Order,
        crate::model::FixOrder,
        crate::model::ExecutionReport,
        crate::model::OrderAggregateByAccount,
        crate::model::OrderAggregateBySymbol,
        crate::model::OrderAggregateByAction,
        crate::model::AccountHistoryEntry,
        crate::model::Balance,
        crate::model::BalanceBreak,
        // A world document's edit step in general: the map of `collections` names it for
        // tools that read a map's values (each collection's own script is in place).
        crate::mock::world::WorldEdit,
    )),
    modifiers(&BearerScheme)
)]
pub struct ApiDoc;

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, api: &mut openapi::OpenApi) {
        let components = api.components.get_or_insert_with(Default::default);
        let mut scheme = Http::new(HttpAuthScheme::Bearer);
        scheme.bearer_format = Some("JWT".to_owned());
        scheme.description = Some(
            "An access token from `POST /connect/token`. The requirement's list names the claim \
             (spec 6) the operation needs; an empty list means any signed-in staff member."
                .to_owned(),
        );
        components.add_security_scheme(BEARER_SCHEME, SecurityScheme::Http(scheme));
    }
}

/// Finishes the document assembled by the routers ([`without_examples`]),
/// then gives each operation's success answer its example from the fixture
/// world (`crate::examples`).
pub fn finish(api: openapi::OpenApi) -> openapi::OpenApi {
    let mut api = without_examples(api);
    crate::examples::apply(&mut api);
    api
}

/// The document all but its answers' examples: names the numbered
/// enumerations, derives what each operation's security requirement implies
/// (`x-required-claim`, the sign-in alternative, the 401 and 403 responses),
/// gives every error response an example problem. What the examples are
/// taken from (`crate::answer_examples`).
pub fn without_examples(mut api: openapi::OpenApi) -> openapi::OpenApi {
    api.info.version = env!("CARGO_PKG_VERSION").to_owned();
    NamedEnumerations.modify(&mut api);
    SecuredOperations.modify(&mut api);
    UnknownParameters.modify(&mut api);
    ErrorExamples.modify(&mut api);
    crate::api::listing_rules::ListingRules.modify(&mut api);
    crate::mock::model::state_the_status_rule(&mut api);
    ParameterShapes.modify(&mut api);
    crate::auth::impersonation::document(&mut api);
    crate::model::text::fold_inline_text(api)
}

/// Every operation refuses query parameters it does not declare, and every
/// control-plane operation a malformed `X-Mock-Session`, with a 400 problem
/// (`crate::auth::guard::Guard::check_query`): the operations whose own
/// parameters cannot be wrong say so here.
pub struct UnknownParameters;

impl Modify for UnknownParameters {
    fn modify(&self, api: &mut openapi::OpenApi) {
        let refusal = ApiError::invalid_field(
            "color",
            "`color` is not a query parameter of this operation; this operation takes no query parameters",
        );
        for (path, item) in &mut api.paths.paths {
            if path == "/connect/token" {
                continue;
            }
            for operation in operations_mut(item) {
                operation.responses.responses.entry("400".to_owned()).or_insert_with(|| {
                    RefOr::T(refusal.documented(
                        "A query parameter the operation does not take, or a malformed `X-Mock-Session` header",
                    ))
                });
            }
        }
    }
}

/// The shapes of the parameters declared by name rather than by a Rust type:
/// the control plane's `X-Mock-Session` header (1 to 64 letters, digits, `-`,
/// `_` or `.`) and the role screens' `{pageIndex}/{pageSize}` segments (`-1`
/// for every record, else a page from 1 and a size of 1 to 1000); and every
/// list of the query as the API takes it, one comma-separated value
/// (`status=Pending,OnHold`: `style: form`, `explode: false`).
pub struct ParameterShapes;

impl Modify for ParameterShapes {
    fn modify(&self, api: &mut openapi::OpenApi) {
        use openapi::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type, path::ParameterIn};
        let every_or = |maximum: i64| {
            OneOfBuilder::new()
                .item(
                    ObjectBuilder::new()
                        .schema_type(Type::Integer)
                        .enum_values(Some([-1])),
                )
                .item(
                    ObjectBuilder::new()
                        .schema_type(Type::Integer)
                        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int32)))
                        .minimum(Some(1))
                        .maximum(Some(maximum)),
                )
                .build()
        };
        for operation in api.paths.paths.values_mut().flat_map(operations_mut) {
            for parameter in operation.parameters.iter_mut().flatten() {
                let RefOr::T(parameter) = parameter else { continue };
                let schema: Option<Schema> = match (&parameter.parameter_in, parameter.name.as_str()) {
                    (ParameterIn::Header, crate::mock::SESSION_HEADER_NAME) => Some(
                        ObjectBuilder::new()
                            .schema_type(Type::String)
                            .pattern(Some(crate::mock::SESSION_ID_PATTERN))
                            .build()
                            .into(),
                    ),
                    (ParameterIn::Path, "pageIndex") => Some(every_or(i64::from(i32::MAX)).into()),
                    (ParameterIn::Path, "pageSize") => {
                        Some(every_or(crate::api::roles::shared::MAX_SEGMENT_PAGE_SIZE).into())
                    }
                    _ => None,
                };
                if let Some(schema) = schema {
                    parameter.schema = Some(RefOr::T(schema));
                }
                if parameter.parameter_in == ParameterIn::Query
                    && matches!(parameter.schema, Some(RefOr::T(Schema::Array(_))))
                {
                    parameter.style = Some(openapi::path::ParameterStyle::Form);
                    parameter.explode = Some(false);
                }
            }
        }
    }
}

/// Dates the request examples of the served document from the server's
/// clock, so that each example passes the rules it documents whatever the
/// day: a restore's `PointInTime` a day back (within the 35 days kept), a
/// notification starting tomorrow, a transfer dated today. The committed
/// document keeps the fixed dates of the fixture epoch.
pub fn date_examples(api: &mut openapi::OpenApi, now: chrono::DateTime<chrono::Utc>) {
    use chrono::{Duration, SecondsFormat, Timelike};
    let hour = now
        .with_minute(0)
        .and_then(|t| t.with_second(0))
        .and_then(|t| t.with_nanosecond(0))
        .unwrap_or(now);
    let instant = |t: chrono::DateTime<chrono::Utc>| {
        serde_json::Value::from(t.to_rfc3339_opts(SecondsFormat::Secs, true))
    };
    let day = |t: chrono::DateTime<chrono::Utc>| serde_json::Value::from(t.format("%Y-%m-%d").to_string());
    let fields = [
        (
            "RestoreRequestPayload",
            "PointInTime",
            instant(hour - Duration::days(1)),
        ),
        (
            "NotificationPayload",
            "startDateUtc",
            instant(hour + Duration::days(1)),
        ),
        (
            "NotificationPayload",
            "endDateUtc",
            instant(hour + Duration::days(3)),
        ),
        ("CreateTransferPayload", "Date", day(now)),
    ];
    let Some(components) = api.components.as_mut() else {
        return;
    };
    for (schema, field, value) in fields {
        if let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(schema)
            && let Some(example) = object.example.as_mut().and_then(serde_json::Value::as_object_mut)
            && example.contains_key(field)
        {
            example.insert(field.to_owned(), value);
        }
    }
}

/// Gives every error response of a problem document that has no example one
/// made from its status and description, so that Swagger UI shows each status
/// its own body (a 400 names the field when its description quotes a
/// parameter, as `invalid_field` answers do).
pub struct ErrorExamples;

impl Modify for ErrorExamples {
    fn modify(&self, api: &mut openapi::OpenApi) {
        for operation in api.paths.paths.values_mut().flat_map(operations_mut) {
            let parameters: Vec<String> = (operation.parameters.iter().flatten())
                .filter_map(|parameter| match parameter {
                    RefOr::T(parameter) => Some(parameter.name.clone()),
                    RefOr::Ref(_) => None,
                })
                .collect();
            for (status, response) in &mut operation.responses.responses {
                let RefOr::T(response) = response else { continue };
                let Ok(status) = status.parse::<u16>() else {
                    continue;
                };
                if status < 400 {
                    continue;
                }
                let example = error_example(status, &response.description, &parameters);
                let Some(RefOr::T(content)) = response.content.get_mut(PROBLEM_JSON) else {
                    continue;
                };
                if content.example.is_none() && content.examples.is_empty() {
                    content.example = serde_json::to_value(example).ok();
                }
            }
        }
    }
}

/// The problem an error response of this status and description answers.
fn error_example(status: u16, description: &str, parameters: &[String]) -> Problem {
    let mut sentence = description.trim().to_owned();
    if !sentence.ends_with(['.', '!', '?']) {
        sentence.push('.');
    }
    let error = match status {
        400 => {
            // The first quoted name that is one of the operation's parameters.
            let field = sentence
                .split('`')
                .skip(1)
                .step_by(2)
                .find(|quoted| parameters.iter().any(|name| name == quoted));
            match field {
                Some(field) => ApiError::invalid_field(field, sentence.clone()),
                None => ApiError::bad_request(sentence),
            }
        }
        401 => ApiError::Unauthenticated,
        404 => ApiError::NotFound(sentence),
        409 => ApiError::Conflict(sentence),
        413 => ApiError::PayloadTooLarge,
        _ => {
            let status = axum::http::StatusCode::from_u16(status).unwrap_or_default();
            return Problem {
                kind: "about:blank".to_owned(),
                title: status.canonical_reason().unwrap_or("Error").to_owned(),
                status: status.as_u16(),
                detail: sentence.clone(),
                error: sentence,
                errors: Default::default(),
            };
        }
    };
    error.problem()
}

/// Names the values of every numbered enumeration (spec 3 and 4) from its
/// [`numbered::Numbered`] table: `x-enum-varnames` and `x-enum-descriptions`
/// (which openapi-typescript and other generators read) and the schema's
/// description ("13 Assigning", which Swagger UI shows); a parameter taking
/// one gets the names in its description too, where "Try it out" shows it.
pub struct NamedEnumerations;

impl Modify for NamedEnumerations {
    fn modify(&self, api: &mut openapi::OpenApi) {
        let namings = crate::model::namings();
        if let Some(components) = api.components.as_mut() {
            for naming in &namings {
                let Some(RefOr::T(Schema::Object(schema))) = components.schemas.get_mut(&naming.schema)
                else {
                    continue;
                };
                // Both extensions are positional: one entry per value of `enum`.
                let named: Vec<_> = (schema.enum_values.iter().flatten())
                    .filter_map(|value| naming.values.iter().find(|(number, ..)| number == value))
                    .collect();
                let varnames = named.iter().map(|(_, varname, _)| varname.as_str());
                let labels = named.iter().map(|(_, _, label)| *label);
                let extensions = schema.extensions.get_or_insert_with(Default::default);
                extensions.insert("x-enum-varnames".to_owned(), varnames.collect());
                extensions.insert("x-enum-descriptions".to_owned(), labels.collect());
                schema.description = Some(with_names(schema.description.take(), naming));
            }
        }
        for operation in api.paths.paths.values_mut().flat_map(operations_mut) {
            for parameter in operation.parameters.iter_mut().flatten() {
                let RefOr::T(parameter) = parameter else { continue };
                // One value, or a list of them.
                let reference = match &parameter.schema {
                    Some(RefOr::Ref(reference)) => reference,
                    Some(RefOr::T(Schema::Array(array))) => match &array.items {
                        ArrayItems::RefOrSchema(items) => match items.as_ref() {
                            RefOr::Ref(reference) => reference,
                            // A list filter's own values, named where they are numbers
                            // (`api::listing::list_schema`).
                            RefOr::T(Schema::Object(items)) => {
                                if let Some(sentence) = inline_names(items) {
                                    let description = parameter.description.take().unwrap_or_default();
                                    parameter.description =
                                        Some(format!("{description}\n\n{sentence}.").trim().to_owned());
                                }
                                continue;
                            }
                            RefOr::T(_) => continue,
                        },
                        ArrayItems::False => continue,
                    },
                    _ => continue,
                };
                let schema = reference.ref_location.rsplit('/').next().unwrap_or_default();
                if let Some(naming) = namings.iter().find(|naming| naming.schema == schema) {
                    parameter.description = Some(with_names(parameter.description.take(), naming));
                }
            }
        }
    }
}

/// "0 unknown, 1 bank account transfer, ...": the numbered values of an
/// inline enumeration with their `x-enum-descriptions`, or `None` when its
/// values are words (they name themselves).
fn inline_names(items: &openapi::Object) -> Option<String> {
    let values = items.enum_values.as_ref()?;
    let labels = items
        .extensions
        .as_ref()?
        .get("x-enum-descriptions")?
        .as_array()?;
    let named: Vec<String> = (values.iter().zip(labels))
        .filter(|(value, _)| value.is_number())
        .map(|(value, label)| format!("{value} {}", label.as_str().unwrap_or_default()))
        .collect();
    (!named.is_empty()).then(|| named.join(", "))
}

/// A description followed by the names of the enumeration's values.
fn with_names(description: Option<String>, naming: &numbered::Naming) -> String {
    match description {
        Some(description) => format!("{description}\n\n{}.", naming.sentence()),
        None => format!("{}.", naming.sentence()),
    }
}

/// The finished document, pretty-printed with sorted keys and a final newline,
/// exactly as `openapi/openapi.json` holds it.
pub fn to_pretty_json(api: &openapi::OpenApi) -> Result<String, serde_json::Error> {
    // Through `Value` first: its maps are sorted, so extension maps (hash maps
    // inside utoipa) cannot make the output differ from run to run.
    let value = serde_json::to_value(api)?;
    let mut text = serde_json::to_string_pretty(&value)?;
    text.push('\n');
    Ok(text)
}
