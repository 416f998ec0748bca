//! `GET /api/account/users/me/{account}`: the signed-in user (spec 7).

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::Caller,
    error::ApiError,
    extract::{Json, Path, Query},
    mock::Session,
    model::SignedInUser,
};

/// The account segment the console sends; the product fixes it (spec 7).
pub const ACCOUNT_SEGMENT: &str = "backoffice";

/// The query the console sends with the call.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MeQuery {
    /// The console's version, for the server's logs.
    pub version: Option<String>,
    /// The console's security key, accepted and not checked by the mock.
    #[serde(rename = "SecurityKey")]
    #[param(rename = "SecurityKey")]
    pub security_key: Option<String>,
}

/// The signed-in staff member.
///
/// With their roles and claims. The console refuses sign-in when `Claims`
/// lacks `pageAccess` (spec 4). With an impersonation token, the
/// impersonated customer, with no claims (the token acts as the customer and
/// carries none of the staff member's) and an `Impersonator` naming the staff
/// member.
#[utoipa::path(
    get,
    path = "/api/account/users/me/{account}",
    operation_id = "getSignedInUser",
    tag = crate::openapi::tags::ACCOUNT,
    params(
        ("account" = String, Path, description = "The fixed account segment, `backoffice`", example = "backoffice"),
        MeQuery,
    ),
    security(("bearer" = [])),
    responses(
        (status = OK, description = "The signed-in user", body = SignedInUser),
    )
)]
pub async fn me(
    session: Session,
    caller: Caller,
    Path(_account): Path<String>,
    Query(_query): Query<MeQuery>,
) -> Result<Json<SignedInUser>, ApiError> {
    let world = session.world();
    let staff = world
        .staff_by_id(caller.user_id)
        .ok_or_else(|| ApiError::InvalidToken("the token's user no longer exists".into()))?;
    let Some(impersonated) = caller.impersonating else {
        return Ok(Json(world.signed_in_user(staff)));
    };
    let customer = world
        .customer_by_id(impersonated.user_id)
        .ok_or_else(|| ApiError::InvalidToken("the impersonated customer no longer exists".into()))?;
    Ok(Json(world.impersonated_user(customer, staff)))
}
