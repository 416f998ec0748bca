//! Isolated worlds, one per `X-Mock-Session` id.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex, MutexGuard, RwLock, RwLockReadGuard, RwLockWriteGuard},
    time::{Duration, Instant},
};

use axum::{extract::FromRequestParts, http::request::Parts};
use chrono::{DateTime, Utc};

use super::model::{FaultRule, JournalEntry, Scenario};
use crate::{clock::Clock, error::ApiError, store::World};

/// The header that selects a session.
pub const SESSION_HEADER: &str = "x-mock-session";

/// The header as the document spells it.
pub const SESSION_HEADER_NAME: &str = "X-Mock-Session";

/// What a session id is, as the document states it (see `check_id`).
pub const SESSION_ID_PATTERN: &str = "^[A-Za-z0-9._-]{1,64}$";

/// The session of requests that name none.
pub const DEFAULT_SESSION: &str = "default";

/// The most journal entries a session keeps; older ones are dropped.
pub const JOURNAL_CAPACITY: usize = 10_000;

/// Takes a lock whatever a panicking holder left: every mutation replaces
/// whole records, so a poisoned lock cannot hide a half-written one.
fn read<T>(lock: &RwLock<T>) -> RwLockReadGuard<'_, T> {
    lock.read().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn write<T>(lock: &RwLock<T>) -> RwLockWriteGuard<'_, T> {
    lock.write().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn lock<T>(lock: &Mutex<T>) -> MutexGuard<'_, T> {
    lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// One isolated world with its own clock, rules and journal.
#[derive(Debug)]
pub struct SessionData {
    /// The id the session was opened with.
    pub id: String,
    /// The records; starts as a copy-on-write clone of the seed world.
    world: RwLock<World>,
    /// The session's clock, so tests can move time without disturbing others.
    clock: RwLock<Clock>,
    /// The furthest ahead of the real time the session's clock has ever been
    /// set, in seconds: token lifetimes run on the real time plus this, so
    /// moving the clock forward expires tokens and moving it back (or a
    /// reset) never revives them.
    furthest_offset: Mutex<i64>,
    /// Latency and fault rules, tried in order.
    rules: Mutex<Vec<FaultRule>>,
    /// The scenario last applied.
    scenario: Mutex<Scenario>,
    /// What the session was asked, newest last.
    journal: Mutex<VecDeque<JournalEntry>>,
    /// The sequence number of the next journal entry.
    next_sequence: Mutex<u64>,
    /// When the session was last used, for idle expiry.
    last_used: Mutex<Instant>,
    /// The seed world an imported snapshot grew from, when not the server's
    /// (another seed, scale or time): exports are taken against it.
    base: Mutex<Option<Arc<super::world::Base>>>,
}

impl SessionData {
    fn new(id: String, world: World, clock: Clock) -> Self {
        SessionData {
            id,
            world: RwLock::new(world),
            clock: RwLock::new(clock),
            furthest_offset: Mutex::new(clock.offset_seconds()),
            rules: Mutex::new(Vec::new()),
            scenario: Mutex::new(Scenario::Default),
            journal: Mutex::new(VecDeque::new()),
            next_sequence: Mutex::new(1),
            last_used: Mutex::new(Instant::now()),
            base: Mutex::new(None),
        }
    }

    /// Reads the session's world.
    pub fn world(&self) -> RwLockReadGuard<'_, World> {
        read(&self.world)
    }

    /// Writes the session's world; hold the guard for the whole mutation so it is atomic.
    pub fn world_mut(&self) -> RwLockWriteGuard<'_, World> {
        write(&self.world)
    }

    /// The session's current time.
    pub fn now(&self) -> DateTime<Utc> {
        read(&self.clock).now()
    }

    /// The session's clock.
    pub fn clock(&self) -> Clock {
        *read(&self.clock)
    }

    /// Replaces the session's clock.
    pub fn set_clock(&self, clock: Clock) {
        *write(&self.clock) = clock;
        let mut furthest = lock(&self.furthest_offset);
        *furthest = (*furthest).max(clock.offset_seconds());
    }

    /// Now on the session's token clock, in Unix seconds: the real time plus
    /// the furthest the session's clock has ever been moved ahead. It never
    /// runs behind the session's clock and never goes back.
    pub fn token_now(&self) -> i64 {
        Utc::now()
            .timestamp()
            .saturating_add(*lock(&self.furthest_offset))
    }

    /// The session's rules.
    pub fn rules(&self) -> Vec<FaultRule> {
        lock(&self.rules).clone()
    }

    /// Replaces the session's rules.
    pub fn set_rules(&self, rules: Vec<FaultRule>) {
        *lock(&self.rules) = rules;
    }

    /// The first rule matching a request, counting down its `times`.
    pub fn take_rule(&self, method: &str, path: &str) -> Option<FaultRule> {
        let mut rules = lock(&self.rules);
        let index = rules.iter().position(|rule| rule.matches(method, path))?;
        let rule = rules.get_mut(index)?;
        let taken = rule.clone();
        match &mut rule.times {
            Some(1) => {
                rules.remove(index);
            }
            Some(times) => *times -= 1,
            None => {}
        }
        Some(taken)
    }

    /// The scenario last applied.
    pub fn scenario(&self) -> Scenario {
        *lock(&self.scenario)
    }

    /// Puts the session back to `world` and `clock`, with no rules and an empty journal.
    pub fn reset(&self, world: World, clock: Clock, scenario: Scenario, rules: Vec<FaultRule>) {
        *write(&self.world) = world;
        // Through set_clock: a reset moves the clock back, which must not revive a token.
        self.set_clock(clock);
        *lock(&self.rules) = rules;
        *lock(&self.scenario) = scenario;
        *lock(&self.base) = None;
        lock(&self.journal).clear();
    }

    /// The seed world of an imported snapshot, when not the server's.
    pub fn base(&self) -> Option<Arc<super::world::Base>> {
        lock(&self.base).clone()
    }

    /// Sets the seed world exports are taken against (`None`: the server's).
    pub fn set_base(&self, base: Option<Arc<super::world::Base>>) {
        *lock(&self.base) = base;
    }

    /// Appends an entry (its sequence is assigned here).
    pub fn record(&self, mut entry: JournalEntry) {
        let mut sequence = lock(&self.next_sequence);
        entry.sequence = *sequence;
        *sequence += 1;
        let mut journal = lock(&self.journal);
        if journal.len() == JOURNAL_CAPACITY {
            journal.pop_front();
        }
        journal.push_back(entry);
    }

    /// The entries after `since`.
    pub fn journal_since(&self, since: u64) -> Vec<JournalEntry> {
        lock(&self.journal)
            .iter()
            .filter(|entry| entry.sequence > since)
            .cloned()
            .collect()
    }

    fn touch(&self) {
        *lock(&self.last_used) = Instant::now();
    }

    fn idle_for(&self) -> Duration {
        lock(&self.last_used).elapsed()
    }
}

/// Every live session, the default one included.
#[derive(Debug)]
pub struct Sessions {
    /// The world every session starts from and returns to on reset.
    seed_world: World,
    /// The clock every session starts with.
    start_clock: Clock,
    /// The shared session of requests without the header; never expires.
    default: Arc<SessionData>,
    /// The named sessions.
    named: Mutex<HashMap<String, Arc<SessionData>>>,
    /// The most named sessions kept at once.
    max_sessions: usize,
    /// How long a named session may stay unused.
    idle: Duration,
}

impl Sessions {
    /// The registry, with the default session open.
    pub fn new(seed_world: World, start_clock: Clock, max_sessions: usize, idle: Duration) -> Self {
        let default = Arc::new(SessionData::new(
            DEFAULT_SESSION.to_owned(),
            seed_world.clone(),
            start_clock,
        ));
        Sessions {
            seed_world,
            start_clock,
            default,
            named: Mutex::new(HashMap::new()),
            max_sessions,
            idle,
        }
    }

    /// The seed world (cheap to clone).
    pub fn seed_world(&self) -> &World {
        &self.seed_world
    }

    /// The clock sessions start with.
    pub fn start_clock(&self) -> Clock {
        self.start_clock
    }

    /// The default session.
    pub fn default_session(&self) -> Arc<SessionData> {
        self.default.clone()
    }

    /// How many sessions are live, the default included.
    pub fn live(&self) -> usize {
        lock(&self.named).len() + 1
    }

    /// The most named sessions kept.
    pub fn max_sessions(&self) -> usize {
        self.max_sessions
    }

    /// How long a session may stay idle.
    pub fn idle(&self) -> Duration {
        self.idle
    }

    /// The session a request names, opened on first use.
    pub fn get_or_open(&self, id: Option<&str>) -> Result<Arc<SessionData>, ApiError> {
        let Some(id) = id else {
            self.default.touch();
            return Ok(self.default.clone());
        };
        check_id(id)?;
        if id == DEFAULT_SESSION {
            return Ok(self.default.clone());
        }
        let mut named = lock(&self.named);
        if let Some(session) = named.get(id) {
            session.touch();
            return Ok(session.clone());
        }
        // Only the sessions past their idle time make room: one still in use
        // keeps its place and its writes, whoever opened it and however, and
        // the newcomer is told when to come back.
        let idle = self.idle;
        named.retain(|_, session| session.idle_for() < idle);
        if named.len() >= self.max_sessions {
            let next_free = named
                .values()
                .map(|session| idle.saturating_sub(session.idle_for()))
                .min()
                .unwrap_or(idle);
            return Err(ApiError::TooManySessions {
                max: self.max_sessions,
                idle_seconds: self.idle.as_secs(),
                retry_after: next_free.as_secs() + u64::from(next_free.subsec_nanos() > 0),
            });
        }
        let session = Arc::new(SessionData::new(
            id.to_owned(),
            self.seed_world.clone(),
            self.start_clock,
        ));
        named.insert(id.to_owned(), session.clone());
        Ok(session)
    }
}

/// A session id is 1 to 64 letters, digits, `-`, `_` or `.`, so it is safe in
/// logs and URLs.
fn check_id(id: &str) -> Result<(), ApiError> {
    let valid = (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.'));
    if valid {
        Ok(())
    } else {
        Err(ApiError::invalid_field(
            "X-Mock-Session",
            format!("`{id}` is not a session id: use 1 to 64 letters, digits, `-`, `_` or `.`"),
        ))
    }
}

/// The caller's session, put in the request's extensions by the control
/// plane's layer. Handlers read and write the world through it.
#[derive(Debug, Clone)]
pub struct Session(pub Arc<SessionData>);

impl std::ops::Deref for Session {
    type Target = SessionData;

    fn deref(&self) -> &SessionData {
        &self.0
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Session {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<Session>()
            .cloned()
            .ok_or_else(|| ApiError::Internal("the session layer did not run".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_ids_are_checked() {
        assert!(check_id("worker-1_a.b").is_ok());
        assert!(check_id("").is_err());
        assert!(check_id("a b").is_err());
        assert!(check_id(&"x".repeat(65)).is_err());
    }

    #[test]
    fn the_cap_counts_named_sessions_and_idle_ones_expire() {
        let sessions = Sessions::new(World::default(), Clock::default(), 2, Duration::from_secs(3600));
        assert!(sessions.get_or_open(Some("a")).is_ok());
        assert!(sessions.get_or_open(Some("b")).is_ok());
        assert!(
            sessions.get_or_open(Some("a")).is_ok(),
            "an open session stays reachable"
        );
        assert!(sessions.get_or_open(None).is_ok(), "the default is never capped");

        let full = sessions.get_or_open(Some("c"));
        assert!(
            matches!(&full, Err(ApiError::TooManySessions { retry_after, .. }) if (3599..=3600).contains(retry_after)),
            "{full:?}"
        );
        assert_eq!(sessions.live(), 3, "no session was dropped for the newcomer");

        let expiring = Sessions::new(World::default(), Clock::default(), 1, Duration::ZERO);
        assert!(expiring.get_or_open(Some("a")).is_ok());
        assert!(expiring.get_or_open(Some("b")).is_ok(), "the idle one made room");
    }
}
