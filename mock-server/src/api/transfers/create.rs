//! `POST /api/admin/transfers`: the cash movement create page.

use std::num::NonZeroU64;

use axum::{Extension, http::StatusCode};
use chrono::{Days, Duration, NaiveTime};

use crate::{
    error::{ApiError, FieldErrors},
    extract::Json,
    fixtures::money::NEW_ACCOUNT_DAYS,
    mock::{JournalNote, Session},
    model::{AchWatchlistType, CreateTransferPayload, Problem, Transfer, TransferStatus, WatchlistTypes},
};

/// The largest manual transfer, in USD.
const MAX_AMOUNT_USD: f64 = 1_000_000.0;

/// Record a manual transfer.
///
/// The transfer starts Pending, so balances do not move until it settles;
/// it shows at once in the Cash Movement listing and the account's Cash
/// Movement tab, and carries the account's current ACH watchlist reasons.
/// Spec 6 names no claim for writing transfers; it needs `users.manage`
/// (docs/spec-deviations.md, C1).
#[utoipa::path(
    post,
    path = "/api/admin/transfers",
    operation_id = "createTransfer",
    tag = crate::openapi::tags::TRANSFERS,
    request_body = CreateTransferPayload,
    security(("bearer" = ["users.manage"])),
    responses(
        (status = CREATED, description = "The transfer was recorded", body = Transfer),
        (status = BAD_REQUEST, description = "A field is missing or not valid (no such account, a kind against the type's direction, an amount out of range, a date in the future or before the account opened, a bank movement without a bank account); `errors` names each", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    session: Session,
    Json(payload): Json<CreateTransferPayload>,
) -> Result<(StatusCode, Extension<JournalNote>, Json<Transfer>), ApiError> {
    let now = session.now();
    let mut world = session.world_mut();
    let mut errors = FieldErrors::default();
    let mut fail = |field: &str, message: String| errors.add(field, message);
    let id = payload.trading_account_id;
    let account = world
        .trading_accounts
        .iter()
        .find(|a| a.trading_account_id == id)
        .cloned();
    if account.is_none() {
        fail("TradingAccountId", format!("There is no trading account {id}."));
    }
    let direction = payload.transfer_type.kind();
    if payload.kind != direction {
        let name = |kind| match kind {
            crate::model::CashMovementKind::Invest => "INVEST",
            crate::model::CashMovementKind::Withdraw => "WITHDRAW",
        };
        fail(
            "Kind",
            format!(
                "A {:?} transfer is {}; choose {}.",
                payload.transfer_type,
                name(direction),
                name(direction)
            ),
        );
    }
    let cents = (payload.amount * 100.0).round();
    if !payload.amount.is_finite() || payload.amount <= 0.0 || payload.amount > MAX_AMOUNT_USD {
        fail(
            "Amount",
            "Enter an amount more than 0 and at most 1,000,000.".to_owned(),
        );
    } else if (payload.amount * 100.0 - cents).abs() > 1e-6 {
        fail("Amount", "Use whole cents (at most two decimals).".to_owned());
    }
    let today = now.date_naive();
    // One day of slack: "today" in a time zone ahead of UTC.
    let latest = today.checked_add_days(Days::new(1)).unwrap_or(today);
    if payload.date > latest {
        fail("Date", "The date cannot be in the future.".to_owned());
    }
    if let Some(account) = &account
        && payload.date < account.created.date_naive()
    {
        fail(
            "Date",
            "The date cannot be before the account was opened.".to_owned(),
        );
    }
    // The bank account linked first: a bank movement goes through a bank
    // account linked by then, never one linked later.
    let linked = account.as_ref().and_then(|account| {
        world
            .bank_accounts_of(account.trading_account_id)
            .iter()
            .min_by_key(|bank| bank.created)
            .map(|bank| (bank.bank_account_id, bank.created))
    });
    let bank = linked.map(|(id, _)| id);
    if payload.transfer_type.uses_bank() {
        match linked {
            None if account.is_some() => fail(
                "Type",
                "This account has no linked bank account; choose a smartfolio or broker movement.".to_owned(),
            ),
            Some((_, at)) if payload.date < at.date_naive() => fail(
                "Date",
                "The date cannot be before the account's bank account was linked.".to_owned(),
            ),
            _ => {}
        }
    }
    let Some(account) = account.filter(|_| errors.is_empty()) else {
        return Err(errors.into_error());
    };
    // Noon of an earlier day, but never before the account was opened (an
    // account opened that afternoon): a movement happens in the account's life.
    let created = if payload.date >= today {
        now
    } else {
        payload
            .date
            .and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap_or_default())
            .and_utc()
            .max(account.created)
            .max(
                linked
                    .filter(|_| payload.transfer_type.uses_bank())
                    .map_or(account.created, |(_, at)| at),
            )
            .min(now)
    };
    let mut watch = WatchlistTypes::NONE;
    if now - account.created <= Duration::days(NEW_ACCOUNT_DAYS) {
        watch = watch.with(AchWatchlistType::AccountsWithin90Days);
    }
    if world.bank_accounts_of(id).len() > 1 {
        watch = watch.with(AchWatchlistType::MultipleBanks);
    }
    if world.trades_of(id).is_empty() {
        watch = watch.with(AchWatchlistType::NoTrades);
    }
    let transfer = Transfer {
        transfer_id: world.transfers.iter().map(|t| t.transfer_id).max().unwrap_or(0) + 1,
        trading_account_id: id,
        user_id: account.user_id,
        bank_account_id: bank
            .filter(|_| payload.transfer_type.uses_bank())
            .and_then(NonZeroU64::new),
        transfer_type: payload.transfer_type,
        kind: payload.kind,
        status: TransferStatus::Pending,
        amount: cents as i64,
        watchlist_types: watch,
        created,
        processed: None,
    };
    // A new collection and index: the transfers stay in account order (and
    // oldest first within an account), which the per-account lookups rely on.
    let mut transfers = world.transfers.as_ref().clone();
    let at = transfers.partition_point(|t| (t.trading_account_id, t.created) <= (id, created));
    transfers.insert(at, transfer.clone());
    world.replace_transfers(transfers);
    let note = JournalNote::detail(format!(
        "recorded transfer {} for trading account {id}",
        transfer.transfer_id
    ));
    Ok((StatusCode::CREATED, Extension(note), Json(transfer)))
}
