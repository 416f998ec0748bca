//! `GET /api/admin/transfers/{transferId}`: Transfers Listing Details.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    api::records::by_id,
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{BankAccount, Problem, TradingAccount, Transfer},
};

/// A transfer with the accounts it moves money between.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TransferDetails {
    /// The transfer.
    pub transfer: Transfer,
    /// The trading account it credits or debits.
    pub trading_account: TradingAccount,
    /// The bank account, for bank deposits and withdrawals.
    pub bank_account: Option<BankAccount>,
}

/// Get a transfer's details.
#[utoipa::path(
    get,
    path = "/api/admin/transfers/{transferId}",
    operation_id = "getTransfer",
    tag = crate::openapi::tags::TRANSFERS,
    params(("transferId" = u64, Path, description = "The transfer's id", example = 1600000)),
    security(("bearer" = ["transfer.viewDetails"])),
    responses(
        (status = OK, description = "The transfer", body = TransferDetails),
        (status = BAD_REQUEST, description = "The id is not a number", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such transfer", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn details(
    session: Session,
    Path(transfer_id): Path<u64>,
) -> Result<Json<TransferDetails>, ApiError> {
    let world = session.world();
    let transfer = by_id(&world.transfers, transfer_id, |t| t.transfer_id, "transfer")?.clone();
    let trading_account = world
        .trading_accounts
        .iter()
        .find(|a| a.trading_account_id == transfer.trading_account_id)
        .cloned()
        .ok_or_else(|| ApiError::Internal(format!("transfer {transfer_id} has no trading account")))?;
    let bank_account = transfer.bank_account_id.and_then(|id| {
        world
            .bank_accounts
            .iter()
            .find(|b| b.bank_account_id == id.get())
            .cloned()
    });
    Ok(Json(TransferDetails {
        transfer,
        trading_account,
        bank_account,
    }))
}
