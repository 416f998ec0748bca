//! `PUT /__mock/scenario`.

use axum::extract::State;

use crate::{
    extract::Json,
    mock::{
        Session,
        model::{ScenarioChoice, SessionInfo},
        scenario,
    },
    state::AppState,
};

/// Resets the session into a named scenario, the same names Storybook's
/// handler sets use: `default`, `empty` (staff and roles only), `errors`
/// (every API call but the signed-in user answers 500), `slow` (1.5 to 3 s),
/// `loading` (60 s) and `offline` (dropped connections).
#[utoipa::path(
    put,
    path = "/__mock/scenario",
    operation_id = "setMockScenario",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    request_body = ScenarioChoice,
    responses(
        (status = OK, description = "The session in its new scenario", body = SessionInfo),
        (status = BAD_REQUEST, description = "Not a scenario name", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn set_scenario(
    State(state): State<AppState>,
    session: Session,
    Json(choice): Json<ScenarioChoice>,
) -> Json<SessionInfo> {
    let (world, rules) = scenario::apply(choice.scenario, state.sessions.seed_world());
    session.reset(world, state.sessions.start_clock(), choice.scenario, rules);
    super::session::session_info(State(state), session).await
}
