//! `GET` and `PUT /__mock/rules`.

use crate::{
    error::ApiError,
    extract::Json,
    mock::{Session, faults::check_rule, model::FaultRules},
};

/// The most rules a session may hold.
pub const MAX_RULES: usize = 100;

/// The session's latency and fault rules.
#[utoipa::path(
    get,
    path = "/__mock/rules",
    operation_id = "getMockRules",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    responses((status = OK, description = "The rules, in the order they are tried", body = FaultRules))
)]
pub async fn get_rules(session: Session) -> Json<FaultRules> {
    Json(FaultRules {
        rules: session.rules(),
    })
}

/// Replaces the session's latency and fault rules (an empty list clears them).
///
/// Each request tries the rules in order and the first match applies: a fixed
/// or ranged delay, then either an error status (answered as a problem
/// document), a dropped connection, or the real answer. `times` limits a rule
/// to that many requests. The headers `X-Mock-Delay` and `X-Mock-Status` do
/// the same for one request.
#[utoipa::path(
    put,
    path = "/__mock/rules",
    operation_id = "setMockRules",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    request_body = FaultRules,
    responses(
        (status = OK, description = "The rules now in force", body = FaultRules),
        (status = BAD_REQUEST, description = "A rule is malformed; the problem names it", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn set_rules(session: Session, Json(body): Json<FaultRules>) -> Result<Json<FaultRules>, ApiError> {
    if body.rules.len() > MAX_RULES {
        return Err(ApiError::invalid_field(
            "rules",
            format!("at most {MAX_RULES} rules"),
        ));
    }
    for (index, rule) in body.rules.iter().enumerate() {
        check_rule(rule, index)?;
    }
    session.set_rules(body.rules);
    Ok(Json(FaultRules {
        rules: session.rules(),
    }))
}
