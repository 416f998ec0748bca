//! `POST /__mock/reset`.

use axum::{extract::State, http::StatusCode};

use crate::{
    mock::{Session, model::Scenario, scenario},
    state::AppState,
};

/// Puts the caller's session back to the seed world, the start clock, no
/// rules and an empty journal.
#[utoipa::path(
    post,
    path = "/__mock/reset",
    operation_id = "resetMockSession",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session to reset; absent means the default session")),
    responses(
        (status = NO_CONTENT, description = "The session is as new"),
        (status = BAD_REQUEST, description = "The session id is malformed", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn reset(State(state): State<AppState>, session: Session) -> StatusCode {
    let (world, rules) = scenario::apply(Scenario::Default, state.sessions.seed_world());
    session.reset(world, state.sessions.start_clock(), Scenario::Default, rules);
    StatusCode::NO_CONTENT
}
