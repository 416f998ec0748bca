//! The departures the proxy has seen (`/__proxy/violations` lists them).

use std::sync::Mutex;

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

use crate::contract::Departure;

/// The most violations kept; later ones are still logged, and counted.
pub const MAX_KEPT: usize = 10_000;

/// One departure of one exchange.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// The request's method.
    pub method: String,
    /// The request's path and query.
    pub path: String,
    /// The answer's status.
    pub status: u16,
    /// The rule broken: `request.parameters`, `request.body`,
    /// `request.operation`, `response.status`, `response.content-type`,
    /// `response.schema`, `response.problem`, `auth.missing-token`,
    /// `auth.challenge`, `auth.claim`, `listing.envelope`,
    /// `listing.page-size`, `listing.counts`, `listing.sort`,
    /// `listing.filter` or `listing.scope` (docs/proxy.md).
    pub rule: String,
    /// What happened, in a sentence.
    pub detail: String,
    /// When the proxy saw it (RFC 3339, UTC).
    pub at: String,
}

/// The violations seen so far.
#[derive(Debug, Default)]
pub struct Violations {
    kept: Mutex<Kept>,
}

#[derive(Debug, Default)]
struct Kept {
    list: Vec<Violation>,
    dropped: usize,
}

impl Violations {
    /// Keeps (up to [`MAX_KEPT`]) and logs the departures of one exchange.
    pub fn record(&self, method: &str, path: &str, status: u16, departures: Vec<Departure>) {
        let at = now();
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for departure in departures {
            tracing::warn!(
                "proxy violation: {method} {path} -> {status} [{}] {}",
                departure.rule,
                departure.detail
            );
            if kept.list.len() >= MAX_KEPT {
                kept.dropped += 1;
                continue;
            }
            kept.list.push(Violation {
                method: method.to_owned(),
                path: path.to_owned(),
                status,
                rule: departure.rule.to_owned(),
                detail: departure.detail,
                at: at.clone(),
            });
        }
    }

    /// The violations kept, oldest first.
    pub fn list(&self) -> Vec<Violation> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .list
            .clone()
    }

    /// Forgets every violation.
    pub fn clear(&self) {
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        kept.list.clear();
        kept.dropped = 0;
    }

    /// How many were seen past [`MAX_KEPT`] and not kept.
    pub fn dropped(&self) -> usize {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .dropped
    }
}

fn now() -> String {
    let now: DateTime<Utc> = Utc::now();
    now.to_rfc3339_opts(SecondsFormat::Millis, true)
}
