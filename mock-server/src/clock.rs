//! The server's clock: the real time shifted by a fixed offset.

use chrono::{DateTime, Utc};

/// The server's notion of now: the real clock shifted by a fixed offset, so
/// that `--now` makes a world (and every date in it) appear at a chosen time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Clock {
    /// Added to the real time.
    offset: chrono::Duration,
}

impl Clock {
    /// A clock that reads `now` at this instant and then runs normally.
    pub fn starting_at(now: DateTime<Utc>) -> Self {
        Clock {
            offset: now - Utc::now(),
        }
    }

    /// The current time on this clock.
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + self.offset
    }

    /// This clock moved by `seconds` (back, if negative).
    pub fn advanced(self, seconds: i64) -> Self {
        Clock {
            offset: self.offset + chrono::Duration::seconds(seconds),
        }
    }

    /// How far ahead of the real time this clock runs, in whole seconds.
    pub fn offset_seconds(&self) -> i64 {
        self.offset.num_seconds()
    }
}
