//! `POST /api/admin/trading-accounts`: the Add account screen.

use std::sync::Arc;

use axum::{Extension, http::StatusCode};

use crate::{
    error::{ApiError, FieldErrors},
    extract::Json,
    mock::{JournalNote, Session},
    model::{AccountType, Balance, OpenTradingAccountPayload, Problem, TradingAccount},
};

/// How many trading accounts one customer may hold: account ids are the
/// customer's id times ten plus a slot digit.
const ACCOUNTS_PER_CUSTOMER: u64 = 10;

/// Open a trading account.
///
/// The account belongs to an existing customer, starts with no cash (an
/// empty history and a zero balance), and
/// shows at once in the trading accounts listing (newest first) and in the
/// customer's details. Spec 6 names no claim for opening accounts; like
/// creating users, it needs `users.manage` (docs/spec-deviations.md, C1).
#[utoipa::path(
    post,
    path = "/api/admin/trading-accounts",
    operation_id = "openTradingAccount",
    tag = crate::openapi::tags::TRADING_ACCOUNTS,
    request_body = OpenTradingAccountPayload,
    security(("bearer" = ["users.manage"])),
    responses(
        (status = CREATED, description = "The account was opened", body = TradingAccount),
        (status = BAD_REQUEST, description = "A field is missing or not valid (no such customer, type Unknown); `errors` names each", body = Problem, content_type = "application/problem+json"),
        (status = CONFLICT, description = "The customer already holds ten accounts", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn open(
    session: Session,
    Json(payload): Json<OpenTradingAccountPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<TradingAccount>), ApiError> {
    let now = session.now();
    let mut world = session.world_mut();
    let mut errors = FieldErrors::default();
    let owner = world.customer_by_id(payload.user_id).cloned();
    errors.check(
        owner.is_some(),
        "UserId",
        format!("There is no customer {}.", payload.user_id),
    );
    errors.check(
        payload.account_type != AccountType::Unknown,
        "AccountType",
        "Choose an account type other than Unknown.",
    );
    let Some(owner) = owner.filter(|_| errors.is_empty()) else {
        return Err(errors.into_error());
    };
    let first = owner.user_id.saturating_mul(ACCOUNTS_PER_CUSTOMER);
    let Some(trading_account_id) = (first..first + ACCOUNTS_PER_CUSTOMER)
        .find(|id| !world.trading_accounts.iter().any(|a| a.trading_account_id == *id))
    else {
        return Err(ApiError::Conflict(format!(
            "{} {} already holds {ACCOUNTS_PER_CUSTOMER} trading accounts.",
            owner.first_name, owner.last_name
        )));
    };
    let account = TradingAccount {
        trading_account_id,
        account_number: format!("5RB{trading_account_id:08}"),
        account_type: payload.account_type,
        user_id: owner.user_id,
        full_name: format!("{} {}", owner.first_name, owner.last_name),
        email: owner.email.clone(),
        cash_balance: 0.0,
        created: now,
    };
    let accounts = Arc::make_mut(&mut world.trading_accounts);
    // Kept in id order, as the generator makes them.
    let at = accounts.partition_point(|a| a.trading_account_id < trading_account_id);
    accounts.insert(at, account.clone());
    // Its balance, empty as its history: one balance per account, in the same order.
    let balances = Arc::make_mut(&mut world.balances);
    let at = balances.partition_point(|b| b.trading_account_id < trading_account_id);
    balances.insert(
        at,
        Balance {
            trading_account_id,
            user_id: owner.user_id,
            cash_balance: 0,
            settled_cash: 0,
            market_value: 0,
            total_net_liquidity: 0,
            reconciliation_break: false,
            as_of: now,
        },
    );
    let note = JournalNote::detail(format!(
        "opened trading account {} for user {}",
        account.account_number, owner.user_id
    ));
    Ok((StatusCode::CREATED, Extension(note), Json(account)))
}
