//! The server's clock: the real time shifted by a fixed offset.

use chrono::{DateTime, Utc};

/// The server's notion of now: the real clock shifted by a fixed offset, so
/// that `--now` makes a world (and every date in it) appear at a chosen time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Clock {
    /// Added to the real time (or, frozen, to the frozen instant).
    offset: chrono::Duration,
    /// The instant a frozen clock reads, whatever the real time: the answers'
    /// examples are taken on one (`crate::answer_examples`), so that they are
    /// the same on every run.
    frozen: Option<DateTime<Utc>>,
}

impl Clock {
    /// A clock that reads `now` at this instant and then runs normally.
    pub fn starting_at(now: DateTime<Utc>) -> Self {
        Clock {
            offset: now - Utc::now(),
            frozen: None,
        }
    }

    /// A clock that reads `now` until it is moved.
    pub fn frozen_at(now: DateTime<Utc>) -> Self {
        Clock {
            offset: chrono::Duration::zero(),
            frozen: Some(now),
        }
    }

    /// The current time on this clock.
    pub fn now(&self) -> DateTime<Utc> {
        self.frozen.unwrap_or_else(Utc::now) + self.offset
    }

    /// This clock moved by `seconds` (back, if negative).
    pub fn advanced(self, seconds: i64) -> Self {
        Clock {
            offset: self.offset + chrono::Duration::seconds(seconds),
            ..self
        }
    }

    /// How far ahead of the real time this clock runs, in whole seconds (a
    /// frozen clock: how far it has been moved).
    pub fn offset_seconds(&self) -> i64 {
        self.offset.num_seconds()
    }
}
