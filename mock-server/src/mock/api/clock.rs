//! `GET` and `PUT /__mock/clock`.

use crate::{
    clock::Clock,
    error::ApiError,
    extract::Json,
    mock::{
        Session,
        model::{ClockChange, ClockReading},
    },
};

/// The session's clock: dates in the data and token expiry follow it.
#[utoipa::path(
    get,
    path = "/__mock/clock",
    operation_id = "getMockClock",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    responses((status = OK, description = "The session's clock", body = ClockReading))
)]
pub async fn get_clock(session: Session) -> Json<ClockReading> {
    Json(super::session::reading(&session))
}

/// Sets the session's clock to an instant, or moves it by a number of seconds.
///
/// Moving it past an access token's expiry makes the token fail with
/// `invalid_token`, which is how tests exercise the refresh path.
#[utoipa::path(
    put,
    path = "/__mock/clock",
    operation_id = "setMockClock",
    tag = crate::openapi::tags::MOCK,
    params(("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session")),
    request_body = ClockChange,
    responses(
        (status = OK, description = "The clock after the change", body = ClockReading),
        (status = BAD_REQUEST, description = "Neither or both of `now` and `advanceSeconds`, or a step beyond 100 years", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn set_clock(
    session: Session,
    Json(change): Json<ClockChange>,
) -> Result<Json<ClockReading>, ApiError> {
    const CENTURY: i64 = 100 * 366 * 24 * 3600;
    let clock = match (change.now, change.advance_seconds) {
        (Some(now), None) => Clock::starting_at(now),
        (None, Some(step)) if step.abs() <= CENTURY => session.clock().advanced(step),
        (None, Some(_)) => {
            return Err(ApiError::invalid_field(
                "advanceSeconds",
                "must be within 100 years",
            ));
        }
        _ => {
            return Err(ApiError::bad_request(
                "Give exactly one of `now` (an RFC 3339 instant) or `advanceSeconds`.",
            ));
        }
    };
    session.set_clock(clock);
    Ok(Json(super::session::reading(&session)))
}
