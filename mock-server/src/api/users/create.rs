//! `POST /api/admin/users`: the Create New User screen.

use std::{collections::BTreeMap, sync::Arc};

use axum::{Extension, http::StatusCode};

use crate::{
    error::ApiError,
    extract::Json,
    mock::{JournalNote, Session},
    model::{CreateUserPayload, Customer, MembershipLevel, OnboardingStatus, Problem},
};

fn valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.contains(char::is_whitespace)
        && email.matches('@').count() == 1
}

fn valid_user_name(name: &str) -> bool {
    (3..=32).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
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
        (status = UNAUTHORIZED, description = "No token, or the token is not valid", body = Problem, content_type = "application/problem+json"),
        (status = FORBIDDEN, description = "The caller lacks `users.manage`", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The email or user name is taken", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    session: Session,
    Json(payload): Json<CreateUserPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<Customer>), ApiError> {
    let first_name = payload.first_name.trim().to_owned();
    let last_name = payload.last_name.trim().to_owned();
    let email = payload.email.trim().to_lowercase();
    let user_name = payload
        .user_name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map_or_else(
            || email.split('@').next().unwrap_or_default().to_owned(),
            str::to_owned,
        );
    let phone = payload
        .phone
        .as_deref()
        .map(str::trim)
        .unwrap_or_default()
        .to_owned();
    let mut errors: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (field, value) in [("FirstName", &first_name), ("LastName", &last_name)] {
        if value.is_empty() {
            errors.insert(field.to_owned(), vec!["This field is required.".to_owned()]);
        } else if value.chars().count() > 50 {
            errors.insert(field.to_owned(), vec!["At most 50 characters.".to_owned()]);
        }
    }
    if !valid_email(&email) {
        errors.insert(
            "Email".to_owned(),
            vec!["Enter an email address such as name@example.com.".to_owned()],
        );
    }
    if !valid_user_name(&user_name) {
        errors.insert(
            "UserName".to_owned(),
            vec!["Use 3 to 32 letters, digits, dots, underscores or hyphens.".to_owned()],
        );
    }
    let phone_ok = phone.chars().all(|c| c.is_ascii_digit() || " +-()".contains(c))
        && phone.chars().filter(char::is_ascii_digit).count() <= 15;
    if !phone_ok {
        errors.insert(
            "Phone".to_owned(),
            vec!["Use digits, spaces, +, - and parentheses.".to_owned()],
        );
    }
    if !errors.is_empty() {
        let detail = errors
            .iter()
            .map(|(field, messages)| format!("{field}: {}", messages[0]))
            .collect::<Vec<_>>()
            .join(" ");
        return Err(ApiError::BadRequest { detail, errors });
    }
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
    if world.customer_by_user_name(&user_name).is_some() || world.staff_by_user_name(&user_name).is_some() {
        return Err(ApiError::Conflict(format!("The user name {user_name} is taken.")));
    }
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
