//! The mock server of the brokerage back-office console.
//!
//! It holds typed models of every entity the console shows, generates a
//! deterministic fixture world from a seed, and serves a stateful API with
//! real token auth and claim checks, its OpenAPI document, Swagger UI and the
//! built console itself, all from one origin.
//!
//! # Layout
//!
//! - [`model`]: the entities and enumerations, one file per domain area; the
//!   single source of the contract (OpenAPI, TypeScript types, fixtures).
//! - [`fixtures`]: the seeded generators, one per entity, run in dependency order.
//! - [`invariants`]: the facts the world keeps at any seed and scale and after any write.
//! - [`store`]: the in-memory world and the lookups over it.
//! - [`auth`]: the token endpoint, signed tokens, and the guard that enforces
//!   each operation's documented claim.
//! - [`api`]: the routes, one module per area and one file per operation.
//! - [`openapi`]: the document's frame and finishing touches.
//! - [`error`] and [`extract`]: the one problem+json error type, and the
//!   extractors whose rejections become it, in the words of [`describe`]:
//!   what a field takes by the document, and what was sent, quoted in short.
//! - [`mock`]: the control plane under `/__mock`: sessions, reset, clock,
//!   fault rules, scenarios and the journal.
//! - [`web`]: the built console at `/`, with the single-page-app fallback.
//! - [`headers`]: the security headers of every answer (CSP per surface, no-store on the API).
//! - [`refusal`]: refusals no handler writes (the static files', hyper's own) as problem documents.
//! - [`serve`]: the connection loop: timeouts, a connection limit, a shutdown deadline.
//! - [`deadline`]: a request body that must arrive in time (`--body-timeout`).
//! - [`state`]: what every handler shares: the world, the clock, the keys.
//! - [`clock`]: the server's clock (the real time, shifted by `--now`).
//! - [`contract`]: the document read as a contract any server's answers are
//!   checked against; [`proxy`] checks a server's exchanges through it, and
//!   [`conformance`] runs the behavioural suite against a server.
//!
//! [`app`] builds the whole service; tests drive it with `tower::ServiceExt::oneshot`.

pub mod api;
pub mod auth;
pub mod clock;
pub mod conformance;
pub mod contract;
pub mod deadline;
pub mod describe;
pub mod error;
pub mod examples;
pub mod extract;
pub mod fixtures;
pub mod headers;
pub mod invariants;
pub mod mock;
pub mod model;
pub mod openapi;
pub mod proxy;
pub mod refusal;
pub mod serve;
pub mod state;
pub mod store;
pub mod upstream;
pub mod web;

use std::sync::LazyLock;

use axum::{
    Router,
    extract::{DefaultBodyLimit, Request},
    middleware,
    routing::any,
};
use tower_http::{
    compression::CompressionLayer,
    trace::{DefaultOnResponse, TraceLayer},
};
use tracing::Level;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::{Config as SwaggerConfig, SwaggerUi, oauth};

pub use clock::Clock;
pub use state::{AppState, Config};

use crate::{auth::guard, error::ApiError};

/// The largest request body accepted; the console's largest is a notification.
pub const BODY_LIMIT: usize = 256 * 1024;

/// The OpenAPI document, finished (claims written out), as served and committed.
pub fn openapi() -> utoipa::openapi::OpenApi {
    openapi::finish(routes().into_openapi())
}

/// Every documented operation, in the document's frame.
fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi()).merge(api::router())
}

/// The routes and the finished document, which are the same for every state: built once per
/// process and cloned for each service. Writing out every schema and operation is most of what
/// building a service costs, and the tests build one for each test.
fn documented_routes() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    static PARTS: LazyLock<(Router<AppState>, utoipa::openapi::OpenApi)> = LazyLock::new(|| {
        let (api_routes, api) = routes().split_for_parts();
        (api_routes, openapi::finish(api))
    });
    PARTS.clone()
}

/// The answers' examples ([`examples`]), taken from the service serving the
/// fixture world with its clock stopped at the epoch.
pub async fn answer_examples() -> Result<std::collections::BTreeMap<String, serde_json::Value>, String> {
    let state = AppState::new(Config::default(), Clock::frozen_at(fixtures::fixture_epoch()));
    examples::generate(&openapi::without_examples(routes().into_openapi()), &app(state)).await
}

/// The whole service: API, OpenAPI document and Swagger UI, and the console.
///
/// # Panics
///
/// Never at run time: it refuses to build only when an operation's documented
/// security names no claim of spec 6, which the test suite catches.
#[expect(
    clippy::panic,
    reason = "a misdeclared operation is a programming error; failing at start-up beats a 500 per call"
)]
pub fn app(state: AppState) -> Router {
    let (api_routes, mut api) = documented_routes();
    if let Ok(default) = state.sessions.get_or_open(None) {
        openapi::date_examples(&mut api, default.now());
    }
    let guard = match guard::Guard::new(state.clone(), &api) {
        Ok(guard) => guard,
        Err(message) => {
            panic!("the OpenAPI document's security entries are inconsistent: {message}")
        }
    };
    let ui_dir = state.config.ui_dir.clone();
    let storybook_dir = state.config.storybook_dir.clone();
    let api_routes = api_routes
        .route_layer(middleware::from_fn_with_state(guard, guard::authorize))
        .route("/api/{*rest}", any(api_not_found))
        .route("/__mock", any(mock_not_found))
        .route("/__mock/{*rest}", any(mock_not_found))
        .method_not_allowed_fallback(method_not_allowed)
        // Outermost: every API call (and the token and control-plane calls)
        // runs in its session, under its fault rules, and is journalled.
        .layer(middleware::from_fn_with_state(state.clone(), mock::faults::layer))
        .with_state(state);
    Router::new()
        .merge(api_routes)
        .merge(swagger_ui(api))
        // The API's answers and the document, compressed on the fly (a page of a
        // listing shrinks to a fifth); the console's files come compressed from the build.
        .layer(CompressionLayer::new())
        .merge(web::storybook(storybook_dir.as_deref()))
        .merge(web::console(ui_dir.as_deref()))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        // An error answer with nothing to read (the static files' 405 and 404)
        // becomes a problem document like every other.
        .layer(middleware::from_fn(refusal::problems))
        .layer(middleware::from_fn(headers::security))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &Request| {
                    tracing::info_span!("request", method = %request.method(), uri = %request.uri())
                })
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// Swagger UI, set up so that its Authorize button signs in as the console
/// does (the sign-in scheme's client id and scopes pre-filled; a demo account
/// is all a newcomer types) and the authorization survives a reload. The
/// settings reach the page in its external `swagger-initializer.js`, so the
/// page's policy still allows no inline script.
fn swagger_ui(api: utoipa::openapi::OpenApi) -> SwaggerUi {
    SwaggerUi::new("/swagger-ui")
        .url("/api-docs/openapi.json", api)
        .config(SwaggerConfig::default().persist_authorization(true))
        .oauth(
            oauth::Config::new()
                .client_id(auth::CLIENT_ID)
                .app_name("Brokerage back-office console")
                .scopes(auth::LOGIN_SCOPES.map(str::to_owned).to_vec()),
        )
}

async fn method_not_allowed(request: Request) -> ApiError {
    ApiError::MethodNotAllowed(format!(
        "{} is not allowed on {}; see /swagger-ui/ for the operations it has.",
        request.method(),
        request.uri().path()
    ))
}

async fn api_not_found(request: Request) -> ApiError {
    ApiError::NotFound(format!(
        "There is no operation {} {}; see /swagger-ui/ for the API.",
        request.method(),
        request.uri().path()
    ))
}

/// An unknown control-plane path is a problem document, not the console's page.
async fn mock_not_found(request: Request) -> ApiError {
    ApiError::NotFound(format!(
        "There is no control-plane operation {} {}; see the `mock` tag of /swagger-ui/ and \
         docs/mock-control-plane.md for the operations there are.",
        request.method(),
        request.uri().path()
    ))
}
