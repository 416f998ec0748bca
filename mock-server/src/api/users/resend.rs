//! `POST /api/admin/users/resend-confirmation`: the Resend Confirmation screen.

use axum::Extension;

use crate::{
    error::ApiError,
    extract::Json,
    mock::{JournalNote, Session},
    model::{Problem, ResendConfirmationAnswer, ResendConfirmationPayload},
};

/// Resend the confirmation email.
///
/// Only to a user who has not confirmed yet. The mock sends nothing; the
/// journal records the request.
#[utoipa::path(
    post,
    path = "/api/admin/users/resend-confirmation",
    operation_id = "resendConfirmation",
    tag = crate::openapi::tags::USERS,
    request_body = ResendConfirmationPayload,
    security(("bearer" = ["users.manage"])),
    responses(
        (status = OK, description = "The email was sent", body = ResendConfirmationAnswer),
        (status = BAD_REQUEST, description = "The email is missing", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "No user has that email", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The user has already confirmed", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn resend(
    session: Session,
    Json(payload): Json<ResendConfirmationPayload>,
) -> Result<(Extension<JournalNote>, Json<ResendConfirmationAnswer>), ApiError> {
    let email = payload.email.trim();
    if email.is_empty() {
        return Err(ApiError::invalid_field("Email", "This field is required."));
    }
    let world = session.world();
    let customer = world
        .customers
        .iter()
        .find(|c| c.email.eq_ignore_ascii_case(email))
        .ok_or_else(|| ApiError::NotFound(format!("No user has the email {email}.")))?;
    if customer.email_confirmed {
        return Err(ApiError::Conflict(format!("{email} is already confirmed.")));
    }
    let answer = ResendConfirmationAnswer {
        message: "Success".to_owned(),
        email: customer.email.clone(),
        sent: session.now(),
    };
    Ok((
        Extension(JournalNote::detail(format!(
            "resent confirmation to {}",
            answer.email
        ))),
        Json(answer),
    ))
}
