//! The state every handler shares.

use std::{path::PathBuf, sync::Arc, time::Duration};

use chrono::SubsecRound;

use crate::{
    auth::{TokenSigner, refresh::RefreshTokens},
    clock::Clock,
    fixtures::{self, Scale},
    mock::Sessions,
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
    /// The built Storybook to serve at `/storybook/`, if any: designers reach it from the same origin.
    pub storybook_dir: Option<PathBuf>,
    /// The most `X-Mock-Session` sessions kept at once, besides the default.
    pub max_sessions: usize,
    /// How long a session may stay unused before it is dropped.
    pub session_idle: Duration,
    /// Host names, besides `localhost` and IP addresses, under which the
    /// control plane answers (see `mock::origin`).
    pub control_plane_hosts: Vec<String>,
    /// Refuse calls that change the default world (no `X-Mock-Session`):
    /// behind a load balancer they would change one replica's copy only
    /// (`--require-session-for-writes`, docs/scale-out.md).
    pub require_session_for_writes: bool,
    /// Derive the token key from this secret instead of a random one, so
    /// that replicas accept each other's tokens (`--token-secret`).
    pub token_secret: Option<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            seed: 42,
            scale: Scale::Small,
            token_ttl: Duration::from_secs(3600),
            ui_dir: None,
            storybook_dir: None,
            max_sessions: 256,
            session_idle: Duration::from_secs(30 * 60),
            control_plane_hosts: Vec::new(),
            require_session_for_writes: false,
            token_secret: None,
        }
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
    /// Signs and checks access tokens.
    pub signer: TokenSigner,
    /// The refresh tokens issued so far (shared by all sessions: a token names
    /// a user, and every session has the same staff).
    pub refresh_tokens: RefreshTokens,
    /// The worlds the API serves and mutates, one per `X-Mock-Session`.
    pub sessions: Sessions,
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
        // Money: timed and counted for the start-up log, which scripts/bench-fixtures.sh reads.
        let started = std::time::Instant::now();
        // Whole seconds: replicas started with one `--now` then generate
        // byte-identical worlds, whatever microseconds their start-up took.
        let now = clock.now().trunc_subsecs(0);
        let world = fixtures::generate(config.seed, config.scale, now);
        tracing::info!(
            elapsed_us = started.elapsed().as_micros(),
            records = world.record_count(),
            customers = world.customers.len(),
            transfers = world.transfers.len(),
            trades = world.trades.len(),
            orders = world.orders.len(),
            "world records"
        );
        Self::with_world(config, clock, world)
    }

    /// A state around an existing world (tests build small ones).
    pub fn with_world(config: Config, clock: Clock, world: World) -> Self {
        let sessions = Sessions::new(world, clock, config.max_sessions, config.session_idle);
        let signer = config
            .token_secret
            .as_deref()
            .map_or_else(TokenSigner::new, TokenSigner::from_secret);
        AppState(Arc::new(Inner {
            config,
            signer,
            refresh_tokens: RefreshTokens::default(),
            sessions,
        }))
    }
}
