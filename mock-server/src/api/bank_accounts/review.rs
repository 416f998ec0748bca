//! The reviewer's actions on a bank account: set the review state, set or
//! clear the manual override.

use std::sync::Arc;

use axum::Extension;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{BankAccount, BankReviewState, ManualOverrideCode, Problem},
};

/// The review states a reviewer can set: every one but the empty one.
fn settable_review_states() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .enum_values(Some(["Failed", "Passed", "Reviewing"]))
        .build()
}

/// The body of a review.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"reviewState": "Passed"}))]
pub struct BankReviewPayload {
    /// Failed, Passed or Reviewing (the empty state cannot be set).
    #[schema(schema_with = settable_review_states)]
    pub review_state: BankReviewState,
}

/// The body of a manual override.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"manualOverride": "R"}))]
pub struct ManualOverridePayload {
    /// F (Manual Fail), P (Manual Pass), R (Needs Further Review), or null to clear it.
    pub manual_override: Option<ManualOverrideCode>,
}

fn change(session: &Session, id: u64, apply: impl FnOnce(&mut BankAccount)) -> Result<BankAccount, ApiError> {
    let mut world = session.world_mut();
    let Some(account) = Arc::make_mut(&mut world.bank_accounts)
        .iter_mut()
        .find(|b| b.bank_account_id == id)
    else {
        return Err(ApiError::NotFound(format!("There is no bank account {id}.")));
    };
    apply(account);
    Ok(account.clone())
}

/// Set a bank account's review state.
#[utoipa::path(
    post,
    path = "/api/admin/bank-accounts/{bankAccountId}/review",
    operation_id = "reviewBankAccount",
    tag = crate::openapi::tags::BANK_ACCOUNTS,
    params(("bankAccountId" = u64, Path, description = "The bank account's id", example = 400000)),
    request_body = BankReviewPayload,
    security(("bearer" = ["bankAccount.viewDetails"])),
    responses(
        (status = OK, description = "The bank account after the review", body = BankAccount),
        (status = BAD_REQUEST, description = "The state is empty or unknown", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such bank account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn review(
    session: Session,
    Path(id): Path<u64>,
    Json(payload): Json<BankReviewPayload>,
) -> Result<(Extension<JournalNote>, Json<BankAccount>), ApiError> {
    if payload.review_state == BankReviewState::Empty {
        return Err(ApiError::invalid_field(
            "reviewState",
            "Choose Failed, Passed or Reviewing.",
        ));
    }
    let account = change(&session, id, |account| {
        account.review_state = payload.review_state;
    })?;
    let note = JournalNote::detail(format!("reviewed bank account {id}: {:?}", payload.review_state));
    Ok((Extension(note), Json(account)))
}

/// Set or clear a bank account's manual override.
///
/// An override wins over the checks in the review filter (docs/spec-deviations.md, M2).
#[utoipa::path(
    post,
    path = "/api/admin/bank-accounts/{bankAccountId}/manual-override",
    operation_id = "overrideBankAccount",
    tag = crate::openapi::tags::BANK_ACCOUNTS,
    params(("bankAccountId" = u64, Path, description = "The bank account's id", example = 400000)),
    request_body = ManualOverridePayload,
    security(("bearer" = ["bankAccount.viewDetails"])),
    responses(
        (status = OK, description = "The bank account after the override", body = BankAccount),
        (status = BAD_REQUEST, description = "The code is not F, P, R or null", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such bank account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn manual_override(
    session: Session,
    Path(id): Path<u64>,
    Json(payload): Json<ManualOverridePayload>,
) -> Result<(Extension<JournalNote>, Json<BankAccount>), ApiError> {
    let account = change(&session, id, |account| {
        account.manual_override = payload.manual_override;
    })?;
    let note = JournalNote::detail(format!(
        "set the manual override of bank account {id} to {:?}",
        payload.manual_override
    ));
    Ok((Extension(note), Json(account)))
}
