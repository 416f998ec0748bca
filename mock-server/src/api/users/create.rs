//! `POST /api/admin/users`: the Create New User screen.

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    error::{ApiError, FieldErrors},
    extract::Json,
    mock::{JournalNote, Session},
    model::{CreateUserPayload, Customer, MembershipLevel, OnboardingStatus, Problem},
    model::{text, valid_email, valid_phone, valid_user_name},
    store::World,
};

/// A free sign-in name derived from an email address, so that creating a
/// user never fails on a field the caller did not send: the local part's
/// allowed characters (at least three, padded if need be), then a number if
/// a customer or staff member already has it. It never says whose it was.
fn derived_user_name(world: &World, email: &str) -> String {
    let local = email.split('@').next().unwrap_or_default();
    let mut base: String = local
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        .take(28)
        .collect();
    if base.len() < 3 {
        base.push_str("user");
    }
    let taken =
        |name: &str| world.customer_by_user_name(name).is_some() || world.staff_by_user_name(name).is_some();
    if !taken(&base) {
        return base;
    }
    (2u32..)
        .map(|n| format!("{base}{n}"))
        .find(|name| !taken(name))
        .unwrap_or(base)
}

/// Create a user.
///
/// The user starts with an unconfirmed email (so a confirmation can be
/// resent), onboarding status Unknown and no trading accounts. Email and user
/// name must be free among customers and staff.
#[utoipa::path(
    post,
    path = "/api/admin/users",
    operation_id = "createUser",
    tag = crate::openapi::tags::USERS,
    request_body = CreateUserPayload,
    security(("bearer" = ["users.manage"])),
    responses(
        (status = CREATED, description = "The user was created", body = Customer),
        (status = BAD_REQUEST, description = "A field is missing or malformed; `errors` names each", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The email or user name is taken", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    session: Session,
    Json(payload): Json<CreateUserPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<Customer>), ApiError> {
    let mut errors = FieldErrors::default();
    let first_name = text::field(&mut errors, "FirstName", &payload.first_name);
    let last_name = text::field(&mut errors, "LastName", &payload.last_name);
    // As sent: the document's patterns leave no room for surrounding spaces.
    let email = payload.email.to_lowercase();
    if !valid_email(&payload.email) || payload.email.chars().count() > 254 {
        errors.add("Email", "Enter an email address such as name@example.com.");
    }
    // Empty or absent: derived from the email (below).
    let chosen = payload.user_name.as_deref().filter(|name| !name.is_empty());
    if chosen.is_some_and(|name| !valid_user_name(name)) {
        errors.add(
            "UserName",
            "Use 3 to 32 letters, digits, dots, underscores or hyphens.",
        );
    }
    let phone = payload.phone.clone().unwrap_or_default();
    if !valid_phone(&phone) {
        errors.add("Phone", "Use at most 20 digits, spaces, +, - and parentheses.");
    }
    let (Some(first_name), Some(last_name), true) = (first_name, last_name, errors.is_empty()) else {
        return Err(errors.into_error());
    };
    let now = session.now();
    let mut world = session.world_mut();
    if world
        .customers
        .iter()
        .any(|c| c.email.eq_ignore_ascii_case(&email))
    {
        return Err(ApiError::Conflict(format!(
            "A user with the email {email} exists."
        )));
    }
    let user_name = match chosen {
        // One message whoever holds the name, customer or staff.
        Some(name)
            if world.customer_by_user_name(name).is_some() || world.staff_by_user_name(name).is_some() =>
        {
            return Err(ApiError::Conflict(format!(
                "The user name {name} is not available."
            )));
        }
        Some(name) => name.to_owned(),
        None => derived_user_name(&world, &email),
    };
    let customer = Customer {
        user_id: world.customers.iter().map(|c| c.user_id).max().unwrap_or(9_999) + 1,
        user_name,
        first_name,
        last_name,
        email,
        email_confirmed: false,
        phone,
        country: "US".to_owned(),
        membership_level: payload.membership_level.unwrap_or(MembershipLevel::Free),
        onboarding_status: OnboardingStatus::Unknown,
        active: true,
        created: now,
    };
    Arc::make_mut(&mut world.customers).push(customer.clone());
    let note = JournalNote::detail(format!("created user {}", customer.user_name));
    Ok((StatusCode::CREATED, Extension(note), Json(customer)))
}
