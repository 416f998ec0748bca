//! The state every handler shares.

use std::{
    path::PathBuf,
    sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard},
    time::Duration,
};

use chrono::{DateTime, Utc};

use crate::{
    auth::{TokenSigner, refresh::RefreshTokens},
    fixtures::{self, Scale},
    store::World,
};

/// How the server was started.
#[derive(Debug, Clone)]
pub struct Config {
    /// The seed the world was generated from.
    pub seed: u64,
    /// How big the world is.
    pub scale: Scale,
    /// How long access tokens live.
    pub token_ttl: Duration,
    /// The built console to serve at `/`, if any.
    pub ui_dir: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            seed: 42,
            scale: Scale::Small,
            token_ttl: Duration::from_secs(3600),
            ui_dir: None,
        }
    }
}

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
}

/// Cheap to clone: everything lives behind one `Arc`.
#[derive(Debug, Clone)]
pub struct AppState(Arc<Inner>);

/// The shared parts of [`AppState`].
#[derive(Debug)]
pub struct Inner {
    /// The start-up options.
    pub config: Config,
    /// The server clock.
    pub clock: Clock,
    /// Signs and checks access tokens.
    pub signer: TokenSigner,
    /// The refresh tokens issued so far.
    pub refresh_tokens: RefreshTokens,
    /// The records the API serves and mutates.
    world: RwLock<World>,
}

impl std::ops::Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl AppState {
    /// Generates the world described by `config`, as of `clock`'s now.
    pub fn new(config: Config, clock: Clock) -> Self {
        let world = fixtures::generate(config.seed, config.scale, clock.now());
        Self::with_world(config, clock, world)
    }

    /// A state around an existing world (tests build small ones).
    pub fn with_world(config: Config, clock: Clock, world: World) -> Self {
        AppState(Arc::new(Inner {
            config,
            clock,
            signer: TokenSigner::new(),
            refresh_tokens: RefreshTokens::default(),
            world: RwLock::new(world),
        }))
    }

    /// Reads the world. A writer that panicked cannot have left a record half
    /// written (mutations replace whole records), so poisoning is ignored.
    pub fn world(&self) -> RwLockReadGuard<'_, World> {
        self.world
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Writes the world.
    pub fn world_mut(&self) -> RwLockWriteGuard<'_, World> {
        self.world
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}
