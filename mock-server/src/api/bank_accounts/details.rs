//! `GET /api/admin/bank-accounts/{bankAccountId}`: Bank Accounts Details.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    api::records::by_id,
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{BankAccount, Problem, TradingAccount, Transfer},
};

/// A bank account with its trading account and its latest transfers.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BankAccountDetails {
    /// The bank account.
    pub bank_account: BankAccount,
    /// The trading account it funds.
    pub trading_account: TradingAccount,
    /// Its 20 latest transfers, newest first.
    pub recent_transfers: Vec<Transfer>,
}

/// Get a bank account's details.
#[utoipa::path(
    get,
    path = "/api/admin/bank-accounts/{bankAccountId}",
    operation_id = "getBankAccount",
    tag = crate::openapi::tags::BANK_ACCOUNTS,
    params(("bankAccountId" = u64, Path, description = "The bank account's id", example = 400000)),
    security(("bearer" = ["bankAccount.viewDetails"])),
    responses(
        (status = OK, description = "The bank account", body = BankAccountDetails),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such bank account", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn details(session: Session, Path(id): Path<u64>) -> Result<Json<BankAccountDetails>, ApiError> {
    let world = session.world();
    let bank_account = by_id(&world.bank_accounts, id, |b| b.bank_account_id, "bank account")?.clone();
    let trading_account = world
        .trading_accounts
        .iter()
        .find(|a| a.trading_account_id == bank_account.trading_account_id)
        .cloned()
        .ok_or_else(|| ApiError::Internal(format!("bank account {id} has no trading account")))?;
    let mut recent_transfers: Vec<Transfer> = world
        .transfers
        .iter()
        .filter(|t| t.bank_account_id.is_some_and(|b| b.get() == id))
        .cloned()
        .collect();
    recent_transfers.sort_by(|a, b| b.created.cmp(&a.created).then(a.transfer_id.cmp(&b.transfer_id)));
    recent_transfers.truncate(20);
    Ok(Json(BankAccountDetails {
        bank_account,
        trading_account,
        recent_transfers,
    }))
}
