//! `GET /__mock/session`.

use axum::extract::State;

use crate::{
    extract::Json,
    mock::{
        Session,
        model::{ClockReading, SessionInfo},
    },
    state::AppState,
};

/// The caller's session: its scenario, rules and clock, and how many sessions are live.
///
/// Send `X-Mock-Session: <id>` to choose an isolated session (opened on first
/// use); without it the shared default session answers.
#[utoipa::path(
    get,
    path = "/__mock/session",
    operation_id = "getMockSession",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session id (1 to 64 letters, digits, `-`, `_`, `.`)", example = "worker-1")),
    responses(
        (status = OK, description = "The session", body = SessionInfo),
        (status = BAD_REQUEST, description = "The session id is malformed", body = crate::model::Problem, content_type = "application/problem+json"),
        (status = TOO_MANY_REQUESTS, description = "No more sessions can be opened", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn session_info(State(state): State<AppState>, session: Session) -> Json<SessionInfo> {
    Json(SessionInfo {
        id: session.id.clone(),
        scenario: session.scenario(),
        rules: session.rules(),
        clock: reading(&session),
        live_sessions: state.sessions.live(),
        max_sessions: state.sessions.max_sessions(),
        idle_seconds: state.sessions.idle().as_secs(),
    })
}

/// The session's clock as the API shows it.
pub fn reading(session: &Session) -> ClockReading {
    ClockReading {
        now: session.now(),
        offset_seconds: session.clock().offset_seconds(),
    }
}
