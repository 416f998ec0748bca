//! The money side of the fixture world (issue 3): bank accounts, transfers,
//! trades, positions, orders, FIX orders, executions, account history and
//! balances. Referential integrity, enumeration coverage and consistency,
//! determinism, stability and reconciling totals, on small worlds.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use chrono::{DateTime, Utc};
use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
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

fn assert_unique<T>(records: &[T], id: impl Fn(&T) -> u64, what: &str) {
    let mut seen = HashSet::new();
    for record in records {
        assert!(seen.insert(id(record)), "{what}: id {} appears twice", id(record));
    }
}

/// Every foreign key of every money record points at a real record of the
/// same trading account and customer.
fn check_integrity(world: &World) {
    let accounts: HashMap<u64, &TradingAccount> = world
        .trading_accounts
        .iter()
        .map(|account| (account.trading_account_id, account))
        .collect();
    let owner = |account_id: u64, user_id: u64, what: &str| {
        let account = accounts
            .get(&account_id)
            .unwrap_or_else(|| panic!("{what}: trading account {account_id} does not exist"));
        assert_eq!(
            account.user_id, user_id,
            "{what}: customer differs from the account's owner"
        );
        assert!(
            world.customer_by_id(user_id).is_some(),
            "{what}: customer {user_id} does not exist"
        );
    };
    assert_unique(&world.bank_accounts, |b| b.bank_account_id, "bank accounts");
    assert_unique(&world.transfers, |t| t.transfer_id, "transfers");
    assert_unique(&world.trades, |t| t.trade_id, "trades");
    assert_unique(&world.positions, |p| p.position_id, "positions");
    assert_unique(&world.orders, |o| o.order_id, "orders");
    assert_unique(&world.fix_orders, |f| f.fix_order_id, "fix orders");
    assert_unique(&world.executions, |e| e.execution_id, "executions");
    assert_unique(&world.account_history, |h| h.transaction_id, "account history");
    assert_unique(&world.balances, |b| b.trading_account_id, "balances");

    let banks: HashMap<u64, &BankAccount> = world
        .bank_accounts
        .iter()
        .map(|b| (b.bank_account_id, b))
        .collect();
    for bank in world.bank_accounts.iter() {
        owner(bank.trading_account_id, bank.user_id, "bank account");
    }
    let transfers: HashMap<u64, &Transfer> = world.transfers.iter().map(|t| (t.transfer_id, t)).collect();
    for transfer in world.transfers.iter() {
        owner(transfer.trading_account_id, transfer.user_id, "transfer");
        match transfer.bank_account_id {
            Some(bank) => {
                let bank = banks
                    .get(&bank.get())
                    .expect("the transfer's bank account exists");
                assert_eq!(bank.trading_account_id, transfer.trading_account_id);
            }
            None => assert!(
                !transfer.transfer_type.uses_bank(),
                "an ACH transfer needs a bank account"
            ),
        }
    }
    let trades: HashMap<u64, &Trade> = world.trades.iter().map(|t| (t.trade_id, t)).collect();
    for trade in world.trades.iter() {
        owner(trade.trading_account_id, trade.user_id, "trade");
    }
    for position in world.positions.iter() {
        owner(position.trading_account_id, position.user_id, "position");
    }
    let orders: HashMap<u64, &Order> = world.orders.iter().map(|o| (o.order_id, o)).collect();
    for order in world.orders.iter() {
        owner(order.trading_account_id, order.user_id, "order");
    }
    for fix in world.fix_orders.iter() {
        let order = orders.get(&fix.order_id).expect("the FIX message's order exists");
        assert_eq!(fix.trading_account_id, order.trading_account_id);
        assert_eq!(fix.symbol, order.symbol);
        assert_eq!(fix.order_qty, order.quantity);
    }
    for execution in world.executions.iter() {
        let order = orders
            .get(&execution.order_id)
            .expect("the execution's order exists");
        assert_eq!(execution.trading_account_id, order.trading_account_id);
        assert_eq!(execution.symbol, order.symbol);
    }
    for entry in world.account_history.iter() {
        owner(entry.trading_account_id, entry.user_id, "history entry");
        if let Some(id) = entry.transfer_id {
            let transfer = transfers.get(&id.get()).expect("the entry's transfer exists");
            assert_eq!(transfer.trading_account_id, entry.trading_account_id);
            assert!(transfer.status.is_settled(), "only settled transfers are booked");
        }
        if let Some(id) = entry.trade_id {
            let trade = trades.get(&id.get()).expect("the entry's trade exists");
            assert_eq!(trade.trading_account_id, entry.trading_account_id);
            assert!(trade.status.is_booked(), "only booked trades are booked");
        }
    }
    assert_eq!(
        world.balances.len(),
        world.trading_accounts.len(),
        "one balance per account"
    );
    for balance in world.balances.iter() {
        owner(balance.trading_account_id, balance.user_id, "balance");
    }
}

/// Values that follow from others agree, and amounts, quantities and dates
/// are in range.
fn check_consistency(world: &World, now: DateTime<Utc>) {
    let created: HashMap<u64, DateTime<Utc>> = world
        .trading_accounts
        .iter()
        .map(|a| (a.trading_account_id, a.created))
        .collect();
    for transfer in world.transfers.iter() {
        assert_eq!(transfer.kind, transfer.transfer_type.kind());
        assert!(transfer.amount > 0);
        assert!(transfer.created <= now && transfer.created >= created[&transfer.trading_account_id]);
        let open = matches!(transfer.status, TransferStatus::Pending | TransferStatus::OnHold);
        assert_eq!(
            transfer.processed.is_none(),
            open,
            "only open transfers lack a processed date"
        );
        if let Some(processed) = transfer.processed {
            assert!(processed >= transfer.created && processed <= now);
        }
    }
    for trade in world.trades.iter() {
        assert!(trade.quantity > 0 && trade.price > 0);
        assert!(trade.created_date <= now && trade.created_date >= created[&trade.trading_account_id]);
        assert!((trade.amount - trade.quantity * trade.price / 1000).abs() <= 1);
    }
    let mut executed: HashMap<u64, (i64, usize)> = HashMap::new();
    for execution in world.executions.iter() {
        assert!(execution.last_qty > 0 && execution.last_price > 0);
        let entry = executed.entry(execution.order_id).or_default();
        entry.0 += execution.last_qty;
        entry.1 += 1;
    }
    let sent: HashSet<u64> = world.fix_orders.iter().map(|f| f.order_id).collect();
    for order in world.orders.iter() {
        assert!(order.created_date >= created[&order.trading_account_id]);
        let implied = order.order_status_id.statuses();
        assert_eq!(order.status, implied.status);
        assert_eq!(order.hold_state, implied.hold_state);
        assert_eq!(order.status_text, implied.status_text);
        assert_eq!(order.submission_status, implied.submission_status);
        assert_eq!(
            sent.contains(&order.order_id),
            implied.sent,
            "FIX message iff sent"
        );
        assert!(order.created_date <= order.updated_date && order.updated_date <= now);
        assert_eq!(order.limit_price.is_some(), order.order_type == OrderType::Limit);
        let (filled, count) = executed.get(&order.order_id).copied().unwrap_or_default();
        assert_eq!(
            order.filled_quantity, filled,
            "filled quantity is the executions' sum"
        );
        assert_eq!(order.average_price.is_some(), count > 0);
        match implied.fill {
            Fill::None => assert_eq!(filled, 0),
            Fill::Partial => assert!(filled > 0 && filled < order.quantity),
            Fill::Full => assert_eq!(
                filled, order.quantity,
                "a filled order has executions for all of it"
            ),
        }
    }
    let linked: HashMap<u64, DateTime<Utc>> = world
        .bank_accounts
        .iter()
        .map(|b| (b.bank_account_id, b.created))
        .collect();
    for bank in world.bank_accounts.iter() {
        assert!(bank.created >= created[&bank.trading_account_id] && bank.created <= now);
    }
    for transfer in world.transfers.iter() {
        if let Some(bank) = transfer.bank_account_id {
            assert!(
                transfer.created >= linked[&bank.get()],
                "an ACH transfer goes through a linked bank"
            );
        }
    }
    let funded: HashMap<u64, DateTime<Utc>> = world
        .trading_accounts
        .iter()
        .filter_map(|a| world.transfers_of(a.trading_account_id).first())
        .map(|t| (t.trading_account_id, t.processed.unwrap_or(t.created)))
        .collect();
    for entry in world.account_history.iter() {
        assert!(entry.created <= now);
        if entry.transfer_id.is_none() {
            assert!(
                entry.created >= funded[&entry.trading_account_id],
                "trades and own entries follow the funding"
            );
        }
    }
}

/// Positions are the running sum of booked trades, and every balance is the
/// sum of its account's history except for the listed breaks.
fn check_totals(world: &World) {
    let mut net: BTreeMap<(u64, Symbol), i64> = BTreeMap::new();
    for trade in world.trades.iter().filter(|t| t.status.is_booked()) {
        let signed = match trade.side {
            TradeSide::Buy => trade.quantity,
            TradeSide::Sell => -trade.quantity,
        };
        *net.entry((trade.trading_account_id, trade.symbol)).or_default() += signed;
    }
    let positions: BTreeMap<(u64, Symbol), &Position> = world
        .positions
        .iter()
        .map(|p| ((p.trading_account_id, p.symbol), p))
        .collect();
    assert_eq!(
        net.keys().collect::<Vec<_>>(),
        positions.keys().collect::<Vec<_>>(),
        "a position for every symbol traded"
    );
    for (key, quantity) in &net {
        let position = positions[key];
        assert!(*quantity >= 0, "no account sells shares it does not hold");
        assert_eq!(position.quantity, *quantity);
        assert_eq!(position.state == PositionState::Open, *quantity > 0);
    }

    // The ledger books exactly the settled transfers and booked trades.
    let booked_transfers: BTreeSet<u64> = world
        .transfers
        .iter()
        .filter(|t| t.status.is_settled())
        .map(|t| t.transfer_id)
        .collect();
    let ledger_transfers: BTreeSet<u64> = world
        .account_history
        .iter()
        .filter_map(|h| h.transfer_id)
        .map(|id| id.get())
        .collect();
    assert_eq!(booked_transfers, ledger_transfers);
    let booked_trades: BTreeSet<u64> = world
        .trades
        .iter()
        .filter(|t| t.status.is_booked())
        .map(|t| t.trade_id)
        .collect();
    let ledger_trades: BTreeSet<u64> = world
        .account_history
        .iter()
        .filter_map(|h| h.trade_id)
        .map(|id| id.get())
        .collect();
    assert_eq!(booked_trades, ledger_trades);

    // Balance = settled transfers + booked trades + the ledger's own entries.
    let mut expected: HashMap<u64, i64> = HashMap::new();
    for transfer in world.transfers.iter().filter(|t| t.status.is_settled()) {
        *expected.entry(transfer.trading_account_id).or_default() +=
            transfer.transfer_type.cash_sign() * transfer.amount;
    }
    for trade in world.trades.iter().filter(|t| t.status.is_booked()) {
        *expected.entry(trade.trading_account_id).or_default() += match trade.side {
            TradeSide::Buy => -trade.amount,
            TradeSide::Sell => trade.amount,
        };
    }
    for entry in world
        .account_history
        .iter()
        .filter(|h| h.transfer_id.is_none() && h.trade_id.is_none())
    {
        *expected.entry(entry.trading_account_id).or_default() += entry.amount;
    }
    let breaks: HashMap<u64, &BalanceBreak> = world
        .balance_breaks
        .iter()
        .map(|b| (b.trading_account_id, b))
        .collect();
    let cash: HashMap<u64, f64> = world
        .trading_accounts
        .iter()
        .map(|a| (a.trading_account_id, a.cash_balance))
        .collect();
    for balance in world.balances.iter() {
        let movements = expected
            .get(&balance.trading_account_id)
            .copied()
            .unwrap_or_default();
        match breaks.get(&balance.trading_account_id) {
            None => {
                assert!(!balance.reconciliation_break);
                assert_eq!(
                    balance.cash_balance, movements,
                    "account {}",
                    balance.trading_account_id
                );
            }
            Some(recorded) => {
                assert!(balance.reconciliation_break);
                assert_ne!(recorded.difference, 0);
                assert_eq!(recorded.expected_cash, movements);
                assert_eq!(recorded.reported_cash, balance.cash_balance);
                assert_eq!(balance.cash_balance - movements, recorded.difference);
            }
        }
        assert_eq!(
            balance.total_net_liquidity,
            balance.cash_balance + balance.market_value
        );
        assert!(
            balance.cash_balance >= 0,
            "account {} is overdrawn",
            balance.trading_account_id
        );
        let reported = cash[&balance.trading_account_id];
        assert!(
            (reported * 100.0 - balance.cash_balance as f64).abs() < 0.5,
            "the account shows the balance"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_foreign_key_resolves(seed in any::<u64>(), customers in 1u64..40) {
        check_integrity(&world(seed, customers));
    }

    #[test]
    fn derived_values_agree_and_are_in_range(seed in any::<u64>(), customers in 1u64..40) {
        check_consistency(&world(seed, customers), fixture_epoch());
    }

    #[test]
    fn balances_reconcile_except_the_recorded_breaks(seed in any::<u64>(), customers in 1u64..40) {
        check_totals(&world(seed, customers));
    }

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
    check_integrity(&big);
    check_totals(&big);
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
