//! `GET` and `PUT /__mock/world`: a session's world as one document, and back.

use std::sync::Arc;

use axum::{
    extract::State,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde_json::Value;

use crate::{
    clock::Clock,
    error::ApiError,
    extract::Json,
    fixtures::Scale,
    mock::{
        Session, SessionData,
        api::rules::MAX_RULES,
        faults::check_rule,
        model::{JournalEntry, JournalKind, WORLD_FORMAT_VERSION, WorldSnapshot},
        world::{self, Base},
    },
    state::AppState,
    store::World,
};

/// The largest world document `PUT /__mock/world` takes: a session's
/// differences are small, but a rewritten collection of a large world is not.
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// The most customers a seed world may have to be rebuilt for one session's
/// import (the medium scale): a larger one would hold a second large world in
/// memory for one session, so it is refused with a way to load it instead.
pub const MAX_REBUILT_CUSTOMERS: u64 = 10_000;

/// The session's world as one document: the seed world it grew from (seed,
/// scale and the time it was generated at), its clock, fault rules and
/// scenario, and every record that differs from that seed world.
///
/// Load it again with `PUT /__mock/world`, or start a server from it with
/// `mock-server serve --world FILE`. The answer is offered as a download
/// (`world-<session>.json`).
#[utoipa::path(
    get,
    path = "/__mock/world",
    operation_id = "getMockWorld",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    responses(
        (status = OK, description = "The session's world", body = WorldSnapshot,
            headers(("Content-Disposition" = String, description = "`attachment; filename=\"world-<session>.json\"`, so Swagger UI and browsers offer it as a file"))),
        (status = BAD_REQUEST, description = "The session id is malformed", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn get_world(State(state): State<AppState>, session: Session) -> Result<Response, ApiError> {
    let snapshot = export(&state, &session)?;
    let disposition = format!("attachment; filename=\"world-{}.json\"", session.id);
    Ok(([(header::CONTENT_DISPOSITION, disposition)], Json(snapshot)).into_response())
}

/// Makes the calling session exactly the state of a world document: its
/// records, clock, fault rules and scenario; the journal starts again with
/// the import. The calls that follow answer as in the session it was taken from.
///
/// A document of another seed, scale or generation time rebuilds that seed
/// world for the session (up to the medium scale; a larger one is refused,
/// and `mock-server serve --world FILE` loads it instead).
#[utoipa::path(
    put,
    path = "/__mock/world",
    operation_id = "setMockWorld",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    request_body = WorldSnapshot,
    responses(
        (status = NO_CONTENT, description = "The session is now that world"),
        (status = BAD_REQUEST, description = "Another format version, a malformed document, an edit that does not fit the seed world, or a seed world too large to rebuild; the problem names the field", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn put_world(
    State(state): State<AppState>,
    session: Session,
    Json(body): Json<Value>,
) -> Result<StatusCode, ApiError> {
    let snapshot = read(body)?;
    let reuse = session.base();
    let (world, base) = tokio::task::spawn_blocking({
        let state = state.clone();
        let snapshot = snapshot.clone();
        move || prepare(&state, &snapshot, reuse)
    })
    .await
    .map_err(|error| ApiError::Internal(format!("the import stopped: {error}")))??;
    let changed: Vec<&str> = snapshot.collections.keys().map(String::as_str).collect();
    let detail = format!(
        "world imported: seed {}, scale {}, generated at {}{}; {}",
        snapshot.seed,
        snapshot.scale,
        snapshot
            .generated_at
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        if base.is_some() {
            " (seed world rebuilt)"
        } else {
            ""
        },
        if changed.is_empty() {
            "no collection differs from the seed world".to_owned()
        } else {
            format!("changed: {}", changed.join(", "))
        }
    );
    load(&session, world, base, &snapshot, detail);
    Ok(StatusCode::NO_CONTENT)
}

/// Makes `session` the snapshot's state, and journals it.
pub fn load(
    session: &SessionData,
    world: World,
    base: Option<Arc<Base>>,
    snapshot: &WorldSnapshot,
    detail: String,
) {
    session.reset(
        world,
        Clock::starting_at(snapshot.now),
        snapshot.scenario,
        snapshot.rules.clone(),
    );
    session.set_base(base);
    session.record(JournalEntry {
        sequence: 0,
        at: session.now(),
        method: "PUT".to_owned(),
        path: "/__mock/world".to_owned(),
        status: StatusCode::NO_CONTENT.as_u16(),
        kind: JournalKind::Mutation,
        actor: None,
        subject: None,
        detail: Some(detail),
        duration_ms: 0,
    });
}

/// The session's world as a document.
pub fn export(state: &AppState, session: &SessionData) -> Result<WorldSnapshot, ApiError> {
    let base = session.base();
    let (seed_world, scale) = match &base {
        Some(base) => (&base.world, base.scale),
        None => (state.sessions.seed_world(), state.config.scale),
    };
    let collections = world::diff(seed_world, &session.world())
        .map_err(|error| ApiError::Internal(format!("a record could not be written: {error}")))?;
    Ok(WorldSnapshot {
        version: WORLD_FORMAT_VERSION,
        seed: seed_world.seed,
        scale: scale.to_string(),
        generated_at: seed_world.generated_at,
        now: session.now(),
        scenario: session.scenario(),
        rules: session.rules(),
        collections,
    })
}

/// Reads a world document, its version first, so that a document of another
/// version is told so rather than where its fields differ. A whole number
/// written `2.0` is the whole number it is, as in every JSON body.
pub fn read(mut body: Value) -> Result<WorldSnapshot, ApiError> {
    crate::extract::whole_numbers(&mut body);
    let body = &body;
    let Value::Object(fields) = body else {
        return Err(ApiError::bad_request(
            "The body must be a world document, a JSON object as GET /__mock/world answers.",
        ));
    };
    match fields.get("version") {
        None => {
            return Err(ApiError::invalid_field(
                "version",
                format!(
                    "is missing: this server reads world documents of version {WORLD_FORMAT_VERSION}, as GET /__mock/world writes them"
                ),
            ));
        }
        Some(version) if version.as_u64() != Some(u64::from(WORLD_FORMAT_VERSION)) => {
            return Err(ApiError::invalid_field(
                "version",
                format!(
                    "this server reads world documents of version {WORLD_FORMAT_VERSION}; this one is version {version}"
                ),
            ));
        }
        Some(_) => {}
    }
    // The document states the seed as a signed 64-bit whole number, as every language's JSON reads it.
    if let Some(seed) = fields.get("seed").and_then(Value::as_u64)
        && seed > i64::MAX as u64
    {
        return Err(ApiError::invalid_field("seed", format!("at most {}", i64::MAX)));
    }
    if let Some(Value::Object(collections)) = fields.get("collections") {
        world::check_scripts(collections)
            .map_err(|error| ApiError::invalid_field(&error.field, error.message))?;
    }
    let snapshot: WorldSnapshot = serde_path_to_error::deserialize(body)
        .map_err(|error| crate::extract::body_error::<WorldSnapshot>(body, &error))?;
    snapshot
        .scale
        .parse::<Scale>()
        .map_err(|message| ApiError::invalid_field("scale", message))?;
    if snapshot.rules.len() > MAX_RULES {
        return Err(ApiError::invalid_field(
            "rules",
            format!("at most {MAX_RULES} rules"),
        ));
    }
    for (index, rule) in snapshot.rules.iter().enumerate() {
        check_rule(rule, index)?;
    }
    Ok(snapshot)
}

/// The world a snapshot describes, and the seed world it grew from when that
/// is not the server's: the server's, the session's current one (`reuse`), or
/// one rebuilt from the snapshot's seed, scale and time.
pub fn prepare(
    state: &AppState,
    snapshot: &WorldSnapshot,
    reuse: Option<Arc<Base>>,
) -> Result<(World, Option<Arc<Base>>), ApiError> {
    let scale: Scale = snapshot
        .scale
        .parse()
        .map_err(|message: String| ApiError::invalid_field("scale", message))?;
    let (seed, at) = (snapshot.seed, snapshot.generated_at);
    let server = state.sessions.seed_world();
    let base = if server.seed == seed
        && state.config.scale.customers() == scale.customers()
        && server.generated_at == at
    {
        None
    } else if let Some(reuse) = reuse.filter(|base| base.is(seed, scale, at)) {
        Some(reuse)
    } else if scale.customers() > MAX_REBUILT_CUSTOMERS {
        return Err(ApiError::invalid_field(
            "scale",
            format!(
                "the document grew from seed {seed} at scale {scale} ({} customers), generated at {at}; this server's \
                 world is seed {} at scale {}, generated at {}. A seed world of more than {MAX_REBUILT_CUSTOMERS} \
                 customers is not rebuilt for one session: start a server with `mock-server serve --world FILE`",
                scale.customers(),
                server.seed,
                state.config.scale,
                server.generated_at
            ),
        ));
    } else {
        Some(Arc::new(Base::generate(seed, scale, at)))
    };
    let seed_world = base.as_ref().map_or(server, |base| &base.world);
    let world = world::apply(seed_world, &snapshot.collections)
        .map_err(|error| ApiError::invalid_field(&error.field, error.message))?;
    Ok((world, base))
}

/// The state `mock-server serve --world FILE` starts with: the document's
/// seed world (its seed, scale and generation time replace the configured
/// ones, as `--seed`, `--scale` and `--now` would), with the default session
/// made the document's state. Sessions opened later start from the seed world.
pub fn serving(mut config: crate::state::Config, snapshot: &WorldSnapshot) -> Result<AppState, ApiError> {
    config.seed = snapshot.seed;
    config.scale = snapshot
        .scale
        .parse()
        .map_err(|message: String| ApiError::invalid_field("scale", message))?;
    let seed_world = crate::fixtures::generate(config.seed, config.scale, snapshot.generated_at);
    let state = AppState::with_world(config, Clock::starting_at(snapshot.generated_at), seed_world);
    let (world, base) = prepare(&state, snapshot, None)?;
    let detail = format!(
        "world loaded at start-up (serve --world): seed {}, scale {}, generated at {}",
        snapshot.seed,
        snapshot.scale,
        snapshot
            .generated_at
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
    );
    load(&state.sessions.default_session(), world, base, snapshot, detail);
    Ok(state)
}
