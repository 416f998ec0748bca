//! The control plane's wire types (`/__mock`), documented under its own tag.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A latency or fault rule of one session. A request matching `pathPattern`
/// (and `method`, when given) is delayed, answered with `status`, or has its
/// connection dropped, before any handler runs.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "pathPattern": "/api/admin/*",
    "method": "GET",
    "delayMs": 800,
    "delayMaxMs": 1500,
    "status": null,
    "drop": false,
    "times": 3
}))]
pub struct FaultRule {
    /// The request paths it applies to: exact, or with `*` matching any run of
    /// characters (`/api/*` is every API call).
    #[schema(pattern = "^/")]
    pub path_pattern: String,
    /// The HTTP method it applies to (a method name such as `GET`); absent means every method.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(pattern = "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")]
    pub method: Option<String>,
    /// A delay before answering, in milliseconds (at most 60000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 60000)]
    pub delay_ms: Option<u64>,
    /// With `delayMs`, the top of a ranged delay drawn uniformly per request
    /// (at most 60000, not below `delayMs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 60000)]
    pub delay_max_ms: Option<u64>,
    /// An error status (400 to 599) answered instead of running the operation,
    /// as a problem document; with `body`, the status of that answer (200 to
    /// 599, 200 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 200, maximum = 599)]
    pub status: Option<u16>,
    /// A JSON body answered instead of running the operation (with `status`,
    /// or 200): an answer the console does not expect, such as `{}` where a
    /// record belongs, to see how a screen copes with a broken backend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = json_body)]
    pub body: Option<serde_json::Value>,
    /// Drop the connection without an answer, as a network failure would.
    #[serde(default)]
    pub drop: bool,
    /// How many matching requests it still applies to (at least 1); absent means always.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 2147483647)]
    pub times: Option<u32>,
}

/// A rule's `body`: any JSON value (the document names its types, so
/// that tools reading it back accept it).
fn json_body() -> utoipa::openapi::Object {
    use utoipa::openapi::{
        ObjectBuilder,
        schema::{SchemaType, Type},
    };
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([
            Type::Object,
            Type::Array,
            Type::String,
            Type::Number,
            Type::Boolean,
            Type::Null,
        ]))
        .description(Some(
            "Any JSON value, answered instead of running the operation (with `status`, or 200): an answer \
             the console does not expect, such as `{}` where a record belongs, to see how a screen copes \
             with a broken backend.",
        ))
        .build()
}

/// States in the document how a fault rule's `status` and `body` go together,
/// which a property's schema alone cannot: without a `body`, the rule answers
/// an error problem, so its `status` is 400 to 599 (`faults::check_rule`).
/// The `FaultRule` component becomes `allOf` its properties and that rule.
pub fn state_the_status_rule(api: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{
        AllOfBuilder, ObjectBuilder, RefOr, Schema, Type,
        schema::{AnyOfBuilder, SchemaType},
    };
    let Some(components) = api.components.as_mut() else {
        return;
    };
    let Some(RefOr::T(properties)) = components.schemas.remove("FaultRule") else {
        return;
    };
    let description = match &properties {
        Schema::Object(object) => object.description.clone(),
        _ => None,
    };
    let with_body = ObjectBuilder::new()
        .description(Some(
            "With a body of its own, any status from 200 (200 when absent).",
        ))
        .required("body");
    let an_error = ObjectBuilder::new()
        .description(Some(
            "Without a body, an error status: the answer is a problem document.",
        ))
        .property(
            "status",
            ObjectBuilder::new()
                .schema_type(SchemaType::from_iter([Type::Integer, Type::Null]))
                .minimum(Some(400))
                .maximum(Some(599)),
        );
    let rule = AllOfBuilder::new()
        .description(description)
        .item(properties)
        .item(AnyOfBuilder::new().item(with_body).item(an_error));
    components
        .schemas
        .insert("FaultRule".to_owned(), RefOr::T(Schema::AllOf(rule.build())));
}

impl FaultRule {
    /// Whether the rule applies to a request.
    pub fn matches(&self, method: &str, path: &str) -> bool {
        self.method
            .as_deref()
            .is_none_or(|wanted| wanted.eq_ignore_ascii_case(method))
            && glob(&self.path_pattern, path)
    }
}

/// `*` matches any run of characters; everything else matches itself.
fn glob(pattern: &str, text: &str) -> bool {
    let mut parts = pattern.split('*');
    let Some(first) = parts.next() else { return true };
    let Some(mut rest) = text.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else {
        return rest.is_empty();
    };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// What a handler or the guard tells the journal about a request, through
/// the response's extensions.
#[derive(Debug, Clone, Default)]
pub struct JournalNote {
    /// The staff member acting (a token's `sub`, or an impersonation token's `act`).
    pub actor: Option<String>,
    /// The customer an impersonation token acts as (its `sub`).
    pub subject: Option<String>,
    /// A more precise kind than the method suggests.
    pub kind: Option<JournalKind>,
    /// A short description.
    pub detail: Option<String>,
}

impl JournalNote {
    /// A note with only a description; the guard adds the actor.
    pub fn detail(detail: impl Into<String>) -> Self {
        JournalNote {
            detail: Some(detail.into()),
            ..JournalNote::default()
        }
    }
}

/// The body of `PUT /__mock/rules`: the session's whole rule list, replaced.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"rules": [
    {"pathPattern": "/api/admin/*", "method": "GET", "status": 503, "times": 1},
    {"pathPattern": "/api/*", "delayMs": 200, "delayMaxMs": 600}
]}))]
pub struct FaultRules {
    /// The rules, tried in order; the first that matches applies.
    pub rules: Vec<FaultRule>,
}

/// The body of `PUT /__mock/clock`: either an absolute time or a step.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({ "advanceSeconds": 3600 }))]
pub struct ClockChange {
    /// Set the session's clock to this instant (it then runs on from there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub now: Option<DateTime<Utc>>,
    /// Move the session's clock forward (or back, if negative) by this many
    /// seconds, at most 100 years (of 366 days) either way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = -3_162_240_000_i64, maximum = 3_162_240_000_i64)]
    pub advance_seconds: Option<i64>,
}

/// The session's clock, as `GET /__mock/clock` answers it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockReading {
    /// The session's current time: dates in the data and token expiry follow it.
    pub now: DateTime<Utc>,
    /// How far the session's clock is ahead of the real time, in seconds.
    pub offset_seconds: i64,
}

/// The named scenarios, shared with Storybook's and the offline console's
/// MSW handler sets: the six general ones, then one for every text of spec
/// section 8 that a failing or empty call puts on screen, each failing (or
/// emptying) one call precisely so the rest of the screen keeps working.
/// `GET /__mock/scenarios` says where each shows and what it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Scenario {
    /// The seed world and no rules: what a fresh session has.
    Default,
    /// Staff and roles only: every listing is empty.
    Empty,
    /// Every API call but the signed-in user answers 500.
    Errors,
    /// Every API call takes 1.5 to 3 seconds.
    Slow,
    /// Every API call but the signed-in user takes 60 seconds (a loading state that stays).
    Loading,
    /// Every API call has its connection dropped (a network failure).
    Offline,
    /// The notification list answers 500.
    NotificationListFailed,
    /// The notification form's options (its dropdowns) answer 500.
    NotificationDropdownFailed,
    /// Creating a notification answers 500.
    NotificationCreateFailed,
    /// Saving an edited notification answers 500.
    NotificationUpdateFailed,
    /// Deleting a notification answers 500.
    NotificationDeleteFailed,
    /// Fetching one notification (to edit it) answers 500.
    NotificationFetchFailed,
    /// The symbol strategy listing answers 500.
    SymbolStrategiesFailed,
    /// The asset search answers 500.
    AssetSearchFailed,
    /// Fetching one asset (to edit it) answers 500.
    AssetFetchFailed,
    /// Saving an edited asset answers 500.
    AssetUpdateFailed,
    /// The user and asset report answers 500.
    UserAssetReportFailed,
    /// Saving a role's users in the Manage Users dialog answers 500.
    RoleUsersUpdateFailed,
    /// No role grants pageAccess: every staff sign-in is refused.
    SignInRefused,
    /// Nothing fails: the console's own not-found page, at an address it does not know.
    NotFoundPage,
    /// The dashboard call answers a body the console cannot read, so the screen fails to render.
    ServerErrorPage,
    /// The user accounts listing answers no rows.
    NoUsers,
    /// The orders' aggregate by trading account answers no groups.
    NoData,
    /// The asset search answers no assets.
    NoAssets,
    /// The asset search takes 60 seconds.
    AssetsLoading,
}

impl Scenario {
    /// Every scenario, in the catalogue's order.
    pub const ALL: [Scenario; 25] = [
        Scenario::Default,
        Scenario::Empty,
        Scenario::Errors,
        Scenario::Slow,
        Scenario::Loading,
        Scenario::Offline,
        Scenario::NotificationListFailed,
        Scenario::NotificationDropdownFailed,
        Scenario::NotificationCreateFailed,
        Scenario::NotificationUpdateFailed,
        Scenario::NotificationDeleteFailed,
        Scenario::NotificationFetchFailed,
        Scenario::SymbolStrategiesFailed,
        Scenario::AssetSearchFailed,
        Scenario::AssetFetchFailed,
        Scenario::AssetUpdateFailed,
        Scenario::UserAssetReportFailed,
        Scenario::RoleUsersUpdateFailed,
        Scenario::SignInRefused,
        Scenario::NotFoundPage,
        Scenario::ServerErrorPage,
        Scenario::NoUsers,
        Scenario::NoData,
        Scenario::NoAssets,
        Scenario::AssetsLoading,
    ];
}

/// One entry of the scenario catalogue (`GET /__mock/scenarios`): what a
/// scenario puts on screen, where, and what to do to see it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "name": "notificationCreateFailed",
    "description": "Creating a notification answers 500; the list and the form's options still load.",
    "route": "/app/notification",
    "text": "An error occured on Create Notification",
    "steps": ["Press Add Notification", "Fill in the form", "Press Create"],
    "rules": [{"pathPattern": "/api/v2/Notification", "method": "POST", "status": 500}]
}))]
pub struct ScenarioInfo {
    /// The scenario's name, for `PUT /__mock/scenario`, Storybook's Scenario toolbar and the console's picker.
    pub name: Scenario,
    /// What it does to the session: which call fails or comes back empty.
    pub description: String,
    /// The console route where its text shows (a path, with a query when a tab is meant).
    #[schema(pattern = "^/")]
    pub route: String,
    /// The exact text the console shows (spec 8's words, misspellings kept); a screen
    /// that adds the server's error or an id shows more after it. `{id}` stands for
    /// the record's id.
    pub text: String,
    /// Empty when the text shows on opening the route; otherwise the actions, in
    /// order, that show it.
    pub steps: Vec<String>,
    /// The latency and fault rules it gives the session (`empty` and
    /// `signInRefused` change records instead); the offline console and
    /// Storybook apply the same rules with MSW.
    pub rules: Vec<FaultRule>,
}

/// The answer of `GET /__mock/scenarios`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScenarioCatalogue {
    /// Every scenario, the six general ones first.
    pub scenarios: Vec<ScenarioInfo>,
}

/// The body of `PUT /__mock/scenario`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"scenario": "empty"}))]
pub struct ScenarioChoice {
    /// The scenario to switch the session to; it resets the session first.
    pub scenario: Scenario,
}

/// What one journal entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum JournalKind {
    /// A request that changed nothing.
    Request,
    /// A successful request that changed the session's world.
    Mutation,
    /// A token request: sign-in or refresh.
    Token,
    /// A staff member started impersonating a customer.
    Impersonation,
}

/// One request to the session, as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "sequence": 12,
    "at": "2026-01-15T15:30:04Z",
    "method": "POST",
    "path": "/api/account/role",
    "status": 200,
    "kind": "mutation",
    "actor": "admin",
    "detail": null,
    "durationMs": 2
}))]
pub struct JournalEntry {
    /// Its position in the session's journal, from 1; `since` pages by it.
    pub sequence: u64,
    /// When it was answered, on the session's clock.
    pub at: DateTime<Utc>,
    /// The HTTP method.
    pub method: String,
    /// The path and query.
    pub path: String,
    /// The answered status.
    pub status: u16,
    /// Whether it read, changed, or signed in.
    pub kind: JournalKind,
    /// The staff member acting, when the request was authenticated: the
    /// token's `sub`, or for an impersonation token its `act`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<String>,
    /// For a call made with an impersonation token, the customer it acts as
    /// (the token's `sub`); `actor` is then the staff member behind it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
    /// More about it: the grant of a token request, the customer impersonated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// How long the server took, fault delays included.
    pub duration_ms: u64,
}

/// The answer of `GET /__mock/journal`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Journal {
    /// The session the entries belong to.
    pub session: String,
    /// The entries after `since`, oldest first (at most the last 10000 are kept).
    pub entries: Vec<JournalEntry>,
}

/// What `GET /__mock/session` tells about the caller's session.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionInfo {
    /// The session id: the `X-Mock-Session` header, or `default`.
    pub id: String,
    /// The scenario last applied.
    pub scenario: Scenario,
    /// The active fault rules.
    pub rules: Vec<FaultRule>,
    /// The session's clock.
    pub clock: ClockReading,
    /// How many sessions are live, the default included.
    pub live_sessions: usize,
    /// The most sessions the server keeps besides the default.
    pub max_sessions: usize,
    /// Seconds a session may stay idle before it is dropped.
    pub idle_seconds: u64,
}

/// The world format version this server writes and reads (`GET`/`PUT /__mock/world`).
pub const WORLD_FORMAT_VERSION: u32 = 1;

/// A session's world as one document (`GET`/`PUT /__mock/world`, `serve --world`,
/// and the offline console's Export and Import world): the seed world it grew
/// from, its clock, rules and scenario, and every record that differs from
/// that seed world, so a session with a few writes exports kilobytes.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(example = json!({
    "version": 1,
    "seed": 42,
    "scale": "small",
    "generatedAt": "2026-01-15T15:30:00Z",
    "now": "2026-01-15T16:02:11Z",
    "scenario": "default",
    "rules": [{"pathPattern": "/api/v2/Notification", "method": "POST", "status": 500}],
    "collections": {
        "notifications": [{"drop": 1}, {"keep": 4}, {"drop": 1}, {"insert": [{
            "notificationMasterId": 121,
            "title": "Maintenance window",
            "description": "Trading pauses on Saturday from 02:00 to 04:00 UTC for maintenance.",
            "startDateUtc": "2026-01-16T00:00:00Z",
            "endDateUtc": "2026-01-17T23:59:59Z",
            "createdDate": "2026-01-15T16:01:40Z",
            "targetAudience": "All",
            "notificationType": "InApp",
            "color": "Teal",
            "icon": "info"
        }]}]
    }
}))]
pub struct WorldSnapshot {
    /// The format version; this server reads and writes 1.
    #[schema(minimum = 1, maximum = 1)]
    pub version: u32,
    /// The seed the world grew from.
    pub seed: u64,
    /// The scale it grew at: `small`, `medium`, `large` or a number of customers.
    #[schema(pattern = "^(small|medium|large|[1-9][0-9]{0,6})$")]
    pub scale: String,
    /// The clock reading the seed world was generated at: its dates are offsets from it.
    pub generated_at: DateTime<Utc>,
    /// The session's clock when the world was taken; an import sets the clock to it, and it runs on.
    pub now: DateTime<Utc>,
    /// The scenario last applied (its rules and records are below).
    pub scenario: Scenario,
    /// The session's latency and fault rules, in order.
    pub rules: Vec<FaultRule>,
    /// Each collection that differs from the seed world, by name, as an edit script;
    /// a collection not named is as seeded.
    #[schema(schema_with = super::world::collections_schema)]
    pub collections: std::collections::BTreeMap<String, Vec<super::world::WorldEdit>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_runs_of_characters() {
        assert!(glob("/api/*", "/api/admin/trading-accounts"));
        assert!(glob("/api/*/roles", "/api/account/roles"));
        assert!(!glob("/api/*/roles", "/api/account/roles/1"));
        assert!(glob("/meta.json", "/meta.json"));
        assert!(!glob("/meta.json", "/meta.jsonx"));
        assert!(glob("*", ""));
        assert!(glob("/a*b*c", "/a-x-b-y-c"));
        assert!(!glob("/a*b*c", "/a-x-c"));
    }

    #[test]
    fn a_rule_matches_its_method_in_any_case_and_every_method_without_one() {
        let mut rule = FaultRule {
            path_pattern: "/api/*".to_owned(),
            method: Some("get".to_owned()),
            delay_ms: None,
            delay_max_ms: None,
            status: Some(503),
            body: None,
            drop: false,
            times: None,
        };
        assert!(rule.matches("GET", "/api/admin/users"));
        assert!(!rule.matches("POST", "/api/admin/users"));
        assert!(!rule.matches("GET", "/connect/token"));
        rule.method = None;
        assert!(rule.matches("POST", "/api/admin/users"));
    }
}
