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
    /// as a problem document.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 400, maximum = 599)]
    pub status: Option<u16>,
    /// Drop the connection without an answer, as a network failure would.
    #[serde(default)]
    pub drop: bool,
    /// How many matching requests it still applies to (at least 1); absent means always.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 2147483647)]
    pub times: Option<u32>,
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

/// The named scenarios, shared with Storybook's MSW handler sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
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
