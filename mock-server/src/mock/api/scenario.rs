//! `PUT /__mock/scenario` and `GET /__mock/scenarios`.

use axum::extract::State;

use crate::{
    extract::Json,
    mock::{
        Session,
        model::{ScenarioCatalogue, ScenarioChoice, SessionInfo},
        scenario,
    },
    state::AppState,
};

/// Resets the session into a named scenario, the same names Storybook's
/// Scenario toolbar and the offline console use: the general `default`,
/// `empty` (staff and roles only), `errors` (every API call but the signed-in
/// user answers 500), `slow` (1.5 to 3 s), `loading` (60 s) and `offline`
/// (dropped connections), and one per text of spec section 8 that a failing or
/// empty call puts on screen, each failing one call precisely
/// (`GET /__mock/scenarios` lists them all with where they show).
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

/// Every scenario, with the console route where it shows, the exact text it
/// puts on screen (spec 8's words, misspellings kept) and the steps that show
/// it (none when the text shows on opening the route).
#[utoipa::path(
    get,
    path = "/__mock/scenarios",
    operation_id = "getMockScenarios",
    tag = crate::openapi::tags::MOCK,
    responses((status = OK, description = "The catalogue", body = ScenarioCatalogue))
)]
pub async fn scenarios() -> Json<ScenarioCatalogue> {
    Json(ScenarioCatalogue {
        scenarios: scenario::catalogue(),
    })
}
