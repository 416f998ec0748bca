//! The `mock-server` command: serve the API and console, print the OpenAPI
//! document, write the fixture files, or check the world's invariants.

use std::{
    net::{IpAddr, SocketAddr},
    path::PathBuf,
    process::ExitCode,
    time::Duration,
};

use chrono::{DateTime, SubsecRound, Utc};
use clap::{Parser, Subcommand};
use mock_server::{AppState, Clock, Config, fixtures, serve};
use tracing_subscriber::EnvFilter;

#[derive(Debug, Parser)]
#[command(version, about = "The mock server of the brokerage back-office console")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the API, Swagger UI and the built console (on 127.0.0.1 unless --host).
    Serve(Box<ServeArgs>),
    /// Print the OpenAPI document (what openapi/openapi.json holds).
    Openapi,
    /// Write the fixture files (what fixtures/ holds).
    Fixtures(FixturesArgs),
    /// Print the listings' response examples (what openapi/examples.json holds).
    Examples,
    /// Forward everything to a server that implements the document, and
    /// check each exchange against it (docs/proxy.md).
    Proxy(ProxyArgs),
    /// Run the behavioural API suite against a server that implements the
    /// document; the last line counts the checks (README, docs/proxy.md).
    Conformance(Box<ConformanceArgs>),
    /// Check the world's invariants (src/invariants.rs) at a seed and scale; fails if one breaks.
    Invariants(InvariantsArgs),
}

#[derive(Debug, clap::Args)]
struct ConformanceArgs {
    /// The server to check: `http://host:port`.
    #[arg(long, env = "BASE_URL")]
    base_url: String,
    /// The fixed account segment of `GET /api/account/users/me/{account}`.
    #[arg(long, env = "CONFORMANCE_ACCOUNT")]
    account: String,
    /// The console's client id (password and refresh grants).
    #[arg(long, env = "CONFORMANCE_CLIENT_ID")]
    client_id: String,
    /// The scopes the console asks for, space-separated.
    #[arg(long, env = "CONFORMANCE_SCOPE")]
    scope: String,
    /// A staff account holding every claim of spec 6.
    #[arg(long, env = "CONFORMANCE_ADMIN_USER")]
    admin_user: String,
    /// Its password.
    #[arg(long, env = "CONFORMANCE_ADMIN_PASSWORD", hide_env_values = true)]
    admin_password: String,
    /// A staff account with console access lacking some claims (the 403s).
    #[arg(long, env = "CONFORMANCE_LIMITED_USER")]
    limited_user: Option<String>,
    /// Its password.
    #[arg(long, env = "CONFORMANCE_LIMITED_PASSWORD", hide_env_values = true)]
    limited_password: Option<String>,
    /// An account without console access (pageAccess).
    #[arg(long, env = "CONFORMANCE_CUSTOMER_USER")]
    customer_user: Option<String>,
    /// Its password.
    #[arg(long, env = "CONFORMANCE_CUSTOMER_PASSWORD", hide_env_values = true)]
    customer_password: Option<String>,
    /// The token-exchange (impersonation) client's id.
    #[arg(long, env = "CONFORMANCE_EXCHANGE_CLIENT_ID")]
    exchange_client_id: Option<String>,
    /// Its secret.
    #[arg(long, env = "CONFORMANCE_EXCHANGE_CLIENT_SECRET", hide_env_values = true)]
    exchange_client_secret: Option<String>,
    /// The scope the token exchange asks for.
    #[arg(long, env = "CONFORMANCE_EXCHANGE_SCOPE")]
    exchange_scope: Option<String>,
    /// The prefix of the `X-Mock-Session` ids the suite writes in.
    #[arg(long, env = "CONFORMANCE_SESSION_PREFIX", default_value = "conformance")]
    session_prefix: String,
}

#[derive(Debug, clap::Args)]
struct ProxyArgs {
    /// The server to forward to: `http://host:port` (a real backend, or a mock server).
    #[arg(long, env = "PROXY_UPSTREAM")]
    upstream: String,
    /// The port to listen on.
    #[arg(long, env = "PROXY_PORT", default_value_t = 8081)]
    port: u16,
    /// The address to listen on.
    #[arg(long, env = "PROXY_HOST", default_value = "127.0.0.1")]
    host: IpAddr,
    /// Send the upstream's `host:port` as `Host` (a backend behind virtual
    /// hosts); by default the client's `Host` goes through unchanged.
    #[arg(long, env = "PROXY_REWRITE_HOST")]
    rewrite_host: bool,
    /// Check against this OpenAPI document (JSON) instead of the built-in one.
    #[arg(long, env = "PROXY_DOCUMENT")]
    document: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct InvariantsArgs {
    /// The seed of the generated world.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// small, medium, large, or a number of customers.
    #[arg(long, default_value = "medium")]
    scale: fixtures::Scale,
    /// The clock the world is generated at (RFC 3339); default: the real time.
    #[arg(long)]
    now: Option<DateTime<Utc>>,
}

#[derive(Debug, clap::Args)]
struct ServeArgs {
    /// The address to listen on: loopback, or 0.0.0.0 for a replica that a
    /// load balancer on another machine reaches (docs/scale-out.md).
    #[arg(long, env = "MOCK_HOST", default_value = "127.0.0.1")]
    host: IpAddr,
    /// The port to listen on.
    #[arg(long, env = "PORT", default_value_t = 8080)]
    port: u16,
    /// The seed of the generated world.
    #[arg(long, env = "MOCK_SEED", default_value_t = 42)]
    seed: u64,
    /// small, medium, large, or a number of customers.
    #[arg(long, env = "MOCK_SCALE", default_value = "medium")]
    scale: fixtures::Scale,
    /// How long access tokens live: seconds, or a number with s, m or h.
    #[arg(long, env = "MOCK_TOKEN_TTL", default_value = "3600s", value_parser = parse_duration)]
    token_ttl: Duration,
    /// The server clock's start (RFC 3339); default: the real time.
    #[arg(long, env = "MOCK_NOW")]
    now: Option<DateTime<Utc>>,
    /// The built console to serve at `/`.
    #[arg(long, env = "MOCK_UI_DIR", default_value = "ui/dist")]
    ui_dir: PathBuf,
    /// The built Storybook to serve at `/storybook/` (`make start` builds it).
    #[arg(long, env = "MOCK_STORYBOOK_DIR", default_value = "stories/dist")]
    storybook_dir: PathBuf,
    /// The most `X-Mock-Session` sessions kept at once (besides the default).
    #[arg(long, env = "MOCK_MAX_SESSIONS", default_value_t = 256)]
    max_sessions: usize,
    /// How long an unused session is kept: seconds, or a number with s, m or h.
    #[arg(long, env = "MOCK_SESSION_IDLE", default_value = "30m", value_parser = parse_duration)]
    session_idle: Duration,
    /// A host name (besides localhost and IP addresses) under which the
    /// control plane answers, e.g. behind a load balancer; repeatable.
    #[arg(
        long = "control-plane-host",
        env = "MOCK_CONTROL_PLANE_HOSTS",
        value_delimiter = ','
    )]
    control_plane_hosts: Vec<String>,
    /// How long a client may take to send a request's headers.
    #[arg(long, env = "MOCK_HEADER_TIMEOUT", default_value = "10s", value_parser = parse_duration)]
    header_timeout: Duration,
    /// How long a client may take to send a request's body, once the server
    /// reads it; a slower one is answered 408 and its connection closed.
    #[arg(long, env = "MOCK_BODY_TIMEOUT", default_value = "10s", value_parser = parse_duration)]
    body_timeout: Duration,
    /// How long a connection may stay open with no request in flight.
    #[arg(long, env = "MOCK_IDLE_TIMEOUT", default_value = "60s", value_parser = parse_duration)]
    idle_timeout: Duration,
    /// The most connections served at once; more wait to be accepted.
    #[arg(long, env = "MOCK_MAX_CONNECTIONS", default_value_t = 512, value_parser = clap::value_parser!(u32).range(1..))]
    max_connections: u32,
    /// How long in-flight requests may run on after SIGTERM or Ctrl-C.
    #[arg(long, env = "MOCK_SHUTDOWN_GRACE", default_value = "10s", value_parser = parse_duration)]
    shutdown_grace: Duration,
    /// Refuse writes without an `X-Mock-Session` header (400): for replicas
    /// behind a load balancer, whose default worlds must stay identical.
    #[arg(long, env = "MOCK_REQUIRE_SESSION_FOR_WRITES")]
    require_session_for_writes: bool,
    /// Derive the token signing key from this secret, so that replicas
    /// accept each other's tokens; default: a random key per process.
    #[arg(long, env = "MOCK_TOKEN_SECRET", hide_env_values = true)]
    token_secret: Option<String>,
    /// Start the default world from a world document (`GET /__mock/world`, or
    /// the world a failed journey attached): its seed, scale and generation
    /// time replace --seed, --scale and --now.
    #[arg(long, env = "MOCK_WORLD")]
    world: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct FixturesArgs {
    /// The directory to write into.
    #[arg(long, default_value = "fixtures")]
    out: PathBuf,
    /// The seed of the generated world.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// small, medium, large, or a number of customers.
    #[arg(long, default_value = "small")]
    scale: fixtures::Scale,
}

fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (number, unit) = match text.find(|c: char| !c.is_ascii_digit()) {
        Some(at) => text.split_at(at),
        None => (text, "s"),
    };
    let number: u64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a duration: use e.g. 5, 5s, 10m or 1h"))?;
    let seconds = match unit {
        "s" => number,
        "m" => number.saturating_mul(60),
        "h" => number.saturating_mul(3600),
        _ => return Err(format!("`{text}` has an unknown unit: use s, m or h")),
    };
    if seconds == 0 {
        return Err("a duration must be at least one second".to_owned());
    }
    Ok(Duration::from_secs(seconds))
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => serve(*args).await,
        Command::Openapi => match mock_server::openapi::to_pretty_json(&mock_server::openapi()) {
            Ok(json) => {
                print!("{json}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("error: cannot write the OpenAPI document: {error}");
                ExitCode::FAILURE
            }
        },
        Command::Examples => {
            let examples = mock_server::answer_examples().await;
            match examples.and_then(|examples| {
                mock_server::examples::to_pretty_json(&examples).map_err(|error| error.to_string())
            }) {
                Ok(json) => {
                    print!("{json}");
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("error: cannot take the answer examples: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Proxy(args) => proxy(args).await,
        Command::Conformance(args) => conformance(*args).await,
        Command::Invariants(args) => {
            let now = args.now.unwrap_or_else(Utc::now).trunc_subsecs(0);
            let started = std::time::Instant::now();
            let world = fixtures::generate(args.seed, args.scale, now);
            let generated = started.elapsed();
            let reports = mock_server::invariants::check_all(&world, now);
            let mut holds = true;
            for report in &reports {
                println!("{report}");
                holds &= report.holds();
            }
            println!(
                "seed {} at scale {}: {} records, generated in {generated:.1?}, checked in {:.1?}",
                args.seed,
                args.scale,
                world.record_count(),
                started.elapsed() - generated
            );
            if holds {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Command::Fixtures(args) => {
            let world = fixtures::generate(args.seed, args.scale, fixtures::fixture_epoch());
            let scenarios = mock_server::mock::scenario::catalogue_json()
                .map_err(std::io::Error::other)
                .and_then(|text| {
                    std::fs::create_dir_all(&args.out)?;
                    std::fs::write(args.out.join(mock_server::mock::scenario::CATALOGUE_FILE), text)
                });
            match fixtures::write_fixtures(&world, &args.out).and_then(|files| scenarios.map(|()| files)) {
                Ok(files) => {
                    eprintln!("wrote {} files to {}", files.len(), args.out.display());
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("error: cannot write fixtures to {}: {error}", args.out.display());
                    ExitCode::FAILURE
                }
            }
        }
    }
}

async fn serve(args: ServeArgs) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
    let clock = args.now.map(Clock::starting_at).unwrap_or_default();
    let config = Config {
        seed: args.seed,
        scale: args.scale,
        token_ttl: args.token_ttl,
        ui_dir: Some(args.ui_dir),
        storybook_dir: Some(args.storybook_dir),
        max_sessions: args.max_sessions,
        session_idle: args.session_idle,
        control_plane_hosts: args.control_plane_hosts,
        require_session_for_writes: args.require_session_for_writes,
        token_secret: args.token_secret,
    };
    let started = std::time::Instant::now();
    let state = match &args.world {
        None => AppState::new(config, clock),
        Some(path) => match world_state(config, path) {
            Ok(state) => state,
            Err(message) => {
                eprintln!(
                    "error: cannot start from the world in {}: {message}",
                    path.display()
                );
                return ExitCode::FAILURE;
            }
        },
    };
    // Build the listing indexes in the background, so the first Cash
    // Movement, Trades or Orders page is as quick as the rest without
    // delaying start-up.
    let default_session = state.sessions.default_session();
    std::thread::spawn(move || {
        let started = std::time::Instant::now();
        let world = default_session.world();
        let _ = world.transfer_index();
        let _ = world.trade_index();
        let _ = world.order_index();
        tracing::info!(elapsed = ?started.elapsed(), "transfer, trade and order indexes built");
    });
    tracing::info!(seed = state.config.seed, scale = %state.config.scale, elapsed = ?started.elapsed(), "world generated");
    let address = SocketAddr::from((args.host, args.port));
    let listener = match tokio::net::TcpListener::bind(address).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("error: cannot listen on {address}: {error}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!(
        "console at http://{address}/ , Swagger UI at http://{address}/swagger-ui/ , Storybook at http://{address}/storybook/"
    );
    let limits = serve::Limits {
        header_read_timeout: args.header_timeout,
        body_read_timeout: args.body_timeout,
        idle_timeout: args.idle_timeout,
        max_connections: args.max_connections as usize,
        shutdown_grace: args.shutdown_grace,
    };
    serve::serve(listener, mock_server::app(state), limits, shutdown_signal()).await;
    tracing::info!("shut down");
    ExitCode::SUCCESS
}

async fn proxy(args: ProxyArgs) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
    let upstream = match mock_server::upstream::Upstream::new(&args.upstream) {
        Ok(upstream) => upstream,
        Err(error) => {
            eprintln!("error: --upstream: {error}");
            return ExitCode::FAILURE;
        }
    };
    let address = SocketAddr::from((args.host, args.port));
    let listener = match tokio::net::TcpListener::bind(address).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("error: cannot listen on {address}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let settings = mock_server::proxy::Settings {
        upstream,
        rewrite_host: args.rewrite_host,
    };
    match mock_server::proxy::run(listener, settings, args.document.as_deref(), shutdown_signal()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn conformance(args: ConformanceArgs) -> ExitCode {
    use mock_server::conformance::{Credentials, Settings};
    let pair = |user: Option<String>, password: Option<String>| {
        Some(Credentials {
            user: user?,
            password: password?,
        })
    };
    let exchange = pair(args.exchange_client_id, args.exchange_client_secret)
        .map(|client| (client, args.exchange_scope.unwrap_or_else(|| args.scope.clone())));
    let settings = Settings {
        base_url: args.base_url,
        account: args.account,
        client_id: args.client_id,
        scope: args.scope,
        admin: Credentials {
            user: args.admin_user,
            password: args.admin_password,
        },
        limited: pair(args.limited_user, args.limited_password),
        customer: pair(args.customer_user, args.customer_password),
        exchange,
        session_prefix: args.session_prefix,
        verbose: true,
    };
    println!("conformance of {} to the reference", settings.base_url);
    match mock_server::conformance::run(&settings).await {
        Ok(report) => {
            println!("\n{report}");
            if report.failed() == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            println!("error: {error}\n0 passed, 1 failed");
            ExitCode::FAILURE
        }
    }
}

/// The state of `serve --world FILE`: the file's world document, checked as
/// `PUT /__mock/world` checks it.
fn world_state(config: Config, path: &std::path::Path) -> Result<AppState, String> {
    let text = std::fs::read_to_string(path).map_err(|error| error.to_string())?;
    let document: serde_json::Value =
        serde_json::from_str(&text).map_err(|error| format!("not JSON: {error}"))?;
    let snapshot = mock_server::mock::api::world::read(document).map_err(|error| error.to_string())?;
    tracing::info!(
        seed = snapshot.seed,
        scale = %snapshot.scale,
        generated_at = %snapshot.generated_at,
        "starting from a world document; its seed, scale and time replace --seed, --scale and --now"
    );
    mock_server::mock::api::world::serving(config, &snapshot).map_err(|error| error.to_string())
}

/// Resolves on SIGINT (Ctrl-C) or SIGTERM, so in-flight requests finish.
async fn shutdown_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_accept_seconds_minutes_and_hours() {
        assert_eq!(parse_duration("5"), Ok(Duration::from_secs(5)));
        assert_eq!(parse_duration("3600s"), Ok(Duration::from_secs(3600)));
        assert_eq!(parse_duration("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_duration("1h"), Ok(Duration::from_secs(3600)));
        assert!(parse_duration("0").is_err());
        assert!(parse_duration("5d").is_err());
        assert!(parse_duration("soon").is_err());
    }
}
