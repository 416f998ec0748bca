//! The money side of the fixture world (issue 3): bank accounts, transfers,
//! trades, positions, orders, FIX orders, executions, account history and
//! balances. Enumeration coverage, determinism and stability, on small
//! worlds; referential integrity, consistency and reconciling totals are the
//! world's invariants (`mock_server::invariants`, tests/world_invariants.rs).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::collections::{BTreeMap, HashSet};

use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
    invariants,
    model::*,
    store::World,
};
use proptest::prelude::*;

/// The files of the money entities, as `fixtures/` holds them.
const MONEY_FILES: [&str; 10] = [
    "bankAccounts.json",
    "transfers.json",
    "trades.json",
    "positions.json",
    "orders.json",
    "fixOrders.json",
    "executionReports.json",
    "accountHistory.json",
    "balances.json",
    "balanceBreaks.json",
];

fn world(seed: u64, customers: u64) -> World {
    fixtures::generate(seed, Scale::Customers(customers), fixture_epoch())
}

fn money_files(world: &World) -> BTreeMap<&'static str, String> {
    fixtures::fixture_files(world)
        .unwrap()
        .into_iter()
        .filter(|file| MONEY_FILES.contains(&file.name))
        .map(|file| (file.name, file.contents))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_same_seed_gives_byte_identical_money(seed in any::<u64>(), customers in 1u64..25) {
        let first = money_files(&world(seed, customers));
        let second = money_files(&world(seed, customers));
        prop_assert_eq!(first.len(), MONEY_FILES.len());
        prop_assert_eq!(first, second);
    }

    /// An account's records derive from its own streams only: a world with
    /// more customers holds the smaller world's records unchanged.
    #[test]
    fn records_do_not_change_when_the_world_grows(seed in any::<u64>(), small in 1u64..15, extra in 1u64..15) {
        let smaller = world(seed, small);
        let larger = world(seed, small + extra);
        prop_assert_eq!(&smaller.bank_accounts[..], &larger.bank_accounts[..smaller.bank_accounts.len()]);
        prop_assert_eq!(&smaller.transfers[..], &larger.transfers[..smaller.transfers.len()]);
        prop_assert_eq!(&smaller.trades[..], &larger.trades[..smaller.trades.len()]);
        prop_assert_eq!(&smaller.positions[..], &larger.positions[..smaller.positions.len()]);
        prop_assert_eq!(&smaller.orders[..], &larger.orders[..smaller.orders.len()]);
        prop_assert_eq!(&smaller.executions[..], &larger.executions[..smaller.executions.len()]);
        prop_assert_eq!(&smaller.account_history[..], &larger.account_history[..smaller.account_history.len()]);
        prop_assert_eq!(&smaller.balances[..], &larger.balances[..smaller.balances.len()]);
    }
}

#[test]
fn another_seed_gives_other_money() {
    assert_ne!(money_files(&world(1, 20)), money_files(&world(2, 20)));
}

#[test]
fn the_parallel_path_gives_the_same_records_as_one_account_at_a_time() {
    // Large enough for the generator to split the accounts across threads.
    let big = world(42, 4000);
    assert!(
        big.trading_accounts.len() > 4096,
        "the world must take the parallel path"
    );
    let small = world(42, 30);
    assert_eq!(&small.transfers[..], &big.transfers[..small.transfers.len()]);
    assert_eq!(&small.orders[..], &big.orders[..small.orders.len()]);
    let last = big.trading_accounts.last().unwrap().trading_account_id;
    assert_eq!(
        big.balances.last().unwrap().trading_account_id,
        last,
        "every run was kept, in order"
    );
    // The split leaves the world whole: every invariant holds across the runs' seams.
    for report in invariants::check_all(&big, fixture_epoch()) {
        assert!(report.holds(), "{report}");
    }
}

/// A record pinned to its value: a change to any generator that reshuffles
/// the streams of the money entities shows up here.
#[test]
fn a_pinned_record_keeps_its_value() {
    let world = world(42, 3);
    let first = |json: serde_json::Value| json[0].clone();
    insta::assert_json_snapshot!(
        "money_first_records",
        serde_json::json!({
            "bankAccount": first(serde_json::to_value(&world.bank_accounts[..]).unwrap()),
            "transfer": first(serde_json::to_value(&world.transfers[..]).unwrap()),
            "trade": first(serde_json::to_value(&world.trades[..]).unwrap()),
            "order": first(serde_json::to_value(&world.orders[..]).unwrap()),
            "historyEntry": first(serde_json::to_value(&world.account_history[..]).unwrap()),
            "balance": first(serde_json::to_value(&world.balances[..]).unwrap()),
        })
    );
}

/// Every enumeration value, every listing filter and every preset of spec
/// 3 and 4 has matching records in the small world that `fixtures/` holds.
#[test]
fn the_small_world_has_every_value_and_preset() {
    let now = fixture_epoch();
    let world = fixtures::generate(42, Scale::Small, now);
    fn covers<T: PartialEq + std::fmt::Debug>(all: &[T], seen: impl Fn(&T) -> bool, what: &str) {
        let missing: Vec<_> = all.iter().filter(|value| !seen(value)).collect();
        assert!(missing.is_empty(), "{what} without records: {missing:?}");
    }
    let bank = &world.bank_accounts;
    covers(
        &BankReviewState::ALL,
        |v| bank.iter().any(|b| b.review_state == *v),
        "review states",
    );
    covers(
        &ManualOverrideCode::ALL,
        |v| bank.iter().any(|b| b.manual_override == Some(*v)),
        "overrides",
    );
    assert!(bank.iter().any(|b| b.manual_override.is_none()));
    covers(
        &StatementStatus::ALL,
        |v| bank.iter().any(|b| b.statement_status == *v),
        "statement statuses",
    );
    covers(
        &BankMatchStatus::ALL,
        |v| bank.iter().any(|b| b.match_status == *v),
        "match statuses",
    );
    covers(
        &BankReviewFilter::ALL,
        |f| bank.iter().any(|b| f.matches(b)),
        "review filter values",
    );

    let transfers = &world.transfers;
    covers(
        &TransferType::ALL,
        |v| transfers.iter().any(|t| t.transfer_type == *v),
        "transfer types",
    );
    covers(
        &TransferStatus::ALL,
        |v| transfers.iter().any(|t| t.status == *v),
        "transfer statuses",
    );
    covers(
        &[CashMovementKind::Invest, CashMovementKind::Withdraw],
        |v| transfers.iter().any(|t| t.kind == *v),
        "kinds",
    );
    let ach_watch = |t: &&Transfer| {
        t.status == TransferStatus::Pending
            && t.transfer_type == TransferType::BankWithdraw
            && !t.watchlist_types.is_empty()
    };
    assert!(
        transfers.iter().any(|t| ach_watch(&t)),
        "the ACH withdrawal watch preset finds transfers"
    );
    covers(
        &AchWatchlistType::ALL,
        |v| {
            transfers
                .iter()
                .filter(ach_watch)
                .any(|t| t.watchlist_types.contains(*v))
        },
        "watchlist types among watched withdrawals",
    );
    assert!(
        transfers
            .iter()
            .any(|t| TransferStatus::PROCESSED.contains(&t.status))
    );
    assert!(
        transfers
            .iter()
            .any(|t| TransferStatus::UNPROCESSED.contains(&t.status))
    );

    let trades = &world.trades;
    covers(
        &[TradeSide::Buy, TradeSide::Sell],
        |v| trades.iter().any(|t| t.side == *v),
        "sides",
    );
    covers(
        &[TradeOrigin::Manual, TradeOrigin::Smartfolio],
        |v| trades.iter().any(|t| t.origin == *v),
        "origins",
    );
    covers(
        &TradeStatus::ALL,
        |v| trades.iter().any(|t| t.status == *v),
        "trade statuses",
    );
    covers(
        &[PositionState::Open, PositionState::Close],
        |v| world.positions.iter().any(|p| p.state == *v),
        "position states",
    );

    let orders = &world.orders;
    covers(
        &[OrderType::Market, OrderType::Limit],
        |v| orders.iter().any(|o| o.order_type == *v),
        "order types",
    );
    covers(
        &OrderAction::ALL,
        |v| orders.iter().any(|o| o.action == *v),
        "actions",
    );
    covers(
        &OrderStatus::ALL,
        |v| orders.iter().any(|o| o.status == *v),
        "order statuses",
    );
    covers(
        &OrderLifecycle::ALL,
        |v| orders.iter().any(|o| o.order_status_id == *v),
        "lifecycle values",
    );
    covers(
        &[
            HoldState::None,
            HoldState::OnOpen,
            HoldState::OnHold,
            HoldState::Cancelled,
        ],
        |v| orders.iter().any(|o| o.hold_state == *v),
        "hold states",
    );
    let texts: HashSet<_> = orders.iter().map(|o| o.status_text).collect();
    assert_eq!(texts.len(), 7, "every text status");
    let submissions: HashSet<_> = orders.iter().filter_map(|o| o.submission_status).collect();
    assert_eq!(submissions.len(), 7, "every submission status");
    assert!(orders.iter().any(|o| OrderStatus::SUBMITTED.contains(&o.status)));
    assert!(
        orders
            .iter()
            .any(|o| OrderStatus::UNSUBMITTED.contains(&o.status))
    );
    let midnight = now.date_naive().and_hms_opt(0, 0, 0).unwrap().and_utc();
    assert!(
        orders.iter().any(|o| o.created_date >= midnight),
        "orders dated today (the orders pages' default)"
    );
    assert!(world.executions.iter().any(|e| e.exec_type == ExecType::Fill));
    assert!(
        world
            .executions
            .iter()
            .any(|e| e.exec_type == ExecType::PartialFill)
    );

    let (by_account, by_symbol, by_action) = mock_server::model::orders::aggregate(orders.iter());
    assert_eq!(
        by_account.iter().map(|row| row.order_count).sum::<u64>(),
        orders.len() as u64
    );
    assert_eq!(
        by_symbol.iter().map(|row| row.order_count).sum::<u64>(),
        orders.len() as u64
    );
    assert_eq!(by_action.len(), OrderAction::ALL.len());

    covers(
        &TransactionKind::ALL,
        |v| world.account_history.iter().any(|h| h.kind == *v),
        "transaction kinds",
    );
    assert!(!world.balance_breaks.is_empty(), "reconciliation breaks to find");
    assert!(
        world
            .balances
            .iter()
            .all(|b| b.cash_balance >= 0 && b.total_net_liquidity >= 0),
        "no cash account is overdrawn"
    );
    let showcase = 100_000;
    assert_eq!(world.transfers_of(showcase)[0].transfer_id, 1_600_000);
    assert!(
        world.trades_of(showcase).iter().any(|t| t.trade_id == 1_600_000),
        "the examples' trade"
    );
    assert!(
        world.orders_of(showcase).iter().any(|o| o.order_id == 1_600_000),
        "the examples' order"
    );
}

#[test]
fn per_account_lookups_find_exactly_the_accounts_records() {
    let world = world(5, 30);
    for account in world.trading_accounts.iter() {
        let id = account.trading_account_id;
        assert_eq!(
            world
                .transfers_of(id)
                .iter()
                .map(|t| t.transfer_id)
                .collect::<Vec<_>>(),
            world
                .transfers
                .iter()
                .filter(|t| t.trading_account_id == id)
                .map(|t| t.transfer_id)
                .collect::<Vec<_>>()
        );
        assert_eq!(
            world.trades_of(id).len(),
            world.trades.iter().filter(|t| t.trading_account_id == id).count()
        );
        assert_eq!(
            world.orders_of(id).len(),
            world.orders.iter().filter(|o| o.trading_account_id == id).count()
        );
        assert_eq!(
            world.positions_of(id).len(),
            world
                .positions
                .iter()
                .filter(|p| p.trading_account_id == id)
                .count()
        );
        assert_eq!(
            world.bank_accounts_of(id).len(),
            world
                .bank_accounts
                .iter()
                .filter(|b| b.trading_account_id == id)
                .count()
        );
        let history = world.account_history_of(id);
        assert!(
            history.windows(2).all(|pair| pair[0].created <= pair[1].created),
            "oldest first"
        );
        assert_eq!(
            history.len(),
            world
                .account_history
                .iter()
                .filter(|h| h.trading_account_id == id)
                .count()
        );
        assert_eq!(world.balance_of(id).map(|b| b.trading_account_id), Some(id));
    }
    assert!(world.balance_of(1).is_none());
    assert!(world.transfers_of(u64::MAX).is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// The aggregate views add up to the orders they summarise.
    #[test]
    fn aggregates_add_up_to_their_orders(seed in any::<u64>(), customers in 1u64..30) {
        let world = world(seed, customers);
        let (by_account, by_symbol, by_action) = mock_server::model::orders::aggregate(world.orders.iter());
        let count = world.orders.len() as u64;
        let amount: i64 = world.orders.iter().map(|o| o.amount).sum();
        prop_assert_eq!(by_account.iter().map(|r| r.order_count).sum::<u64>(), count);
        prop_assert_eq!(by_symbol.iter().map(|r| r.order_count).sum::<u64>(), count);
        prop_assert_eq!(by_action.iter().map(|r| r.order_count).sum::<u64>(), count);
        prop_assert_eq!(by_account.iter().map(|r| r.total_amount).sum::<i64>(), amount);
        prop_assert_eq!(by_symbol.iter().map(|r| r.total_amount).sum::<i64>(), amount);
        prop_assert_eq!(by_action.iter().map(|r| r.total_amount).sum::<i64>(), amount);
        for row in &by_account {
            prop_assert_eq!(row.buy_count + row.sell_count, row.order_count);
            prop_assert_eq!(row.order_count, world.orders_of(row.trading_account_id).len() as u64);
        }
        for row in &by_symbol {
            let net: i64 = world
                .orders
                .iter()
                .filter(|o| o.symbol == row.symbol)
                .map(|o| if o.action.buys() { o.quantity } else { -o.quantity })
                .sum();
            prop_assert_eq!(row.net_quantity, net);
        }
    }
}
