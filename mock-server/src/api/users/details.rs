//! `GET /api/admin/users/{userId}`: the User Details screen.

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{Problem, UserDetails},
};

/// Get a user's details.
///
/// The account, the profile tabs (employment, financial, trusted contact,
/// documents, audit trails) and the user's trading accounts and smartfolio
/// holdings. The longer tabs also have paged calls of their own.
#[utoipa::path(
    get,
    path = "/api/admin/users/{userId}",
    operation_id = "getUser",
    tag = crate::openapi::tags::USERS,
    params(("userId" = u64, Path, description = "The user's id", example = 10000)),
    security(("bearer" = ["users.view"])),
    responses(
        (status = OK, description = "The user", body = UserDetails),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such user", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn details(session: Session, Path(user_id): Path<u64>) -> Result<Json<UserDetails>, ApiError> {
    let world = session.world();
    let user = crate::api::records::customer(&world, user_id)?.clone();
    let profile = world
        .customer_profile(user_id)
        .ok_or_else(|| crate::api::records::missing("user", user_id))?;
    let trading_accounts: Vec<_> = world
        .trading_accounts
        .iter()
        .filter(|a| a.user_id == user_id)
        .cloned()
        .collect();
    let ids: Vec<u64> = trading_accounts.iter().map(|a| a.trading_account_id).collect();
    let smartfolio_positions = world
        .smartfolio_positions
        .iter()
        .filter(|p| ids.contains(&p.trading_account_id))
        .cloned()
        .collect();
    Ok(Json(UserDetails {
        user,
        profile,
        trading_accounts,
        smartfolio_positions,
    }))
}
