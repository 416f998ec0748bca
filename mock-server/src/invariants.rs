//! The facts the world keeps, whatever its seed, its scale or the writes a
//! session made through the API: QA and designers read the data as if it were
//! real, so where two screens show the same fact they must agree.
//!
//! Each invariant is a function of a world and its clock that checks every
//! record it concerns and reports how many checks failed, with a few examples.
//! The tests run them over many seeds and scales (`tests/world_invariants.rs`)
//! and against a session after a sequence of writes (`tests/live_invariants.rs`);
//! `mock-server invariants --seed 42 --scale large` runs them on any world.

use std::{
    collections::{HashMap, HashSet},
    fmt,
};

use chrono::{DateTime, Duration, Utc};

use crate::{
    fixtures::ledger::SETTLEMENT_DAYS,
    model::{
        AccountHistoryEntry, ExecType, ExecutionReport, Fill, FixSide, Numbered, OrderAction, OrderType,
        Position, PositionState, StrategyName, Trade, TradeOrigin, TradeSide, amounts::notional, images,
        smartfolios::is_whole,
    },
    store::World,
};

/// What one invariant found in a world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The invariant's name: the fact it guards, as a test would be named.
    pub invariant: &'static str,
    /// How many checks it made.
    pub checked: usize,
    /// How many of them failed.
    pub broken: usize,
    /// The first failures, in words.
    pub examples: Vec<String>,
}

/// How many failures a report spells out.
const EXAMPLES: usize = 8;

impl Report {
    fn new(invariant: &'static str) -> Self {
        Report {
            invariant,
            checked: 0,
            broken: 0,
            examples: Vec::new(),
        }
    }

    /// Counts one check; `what` says what is wrong when it failed.
    fn check(&mut self, holds: bool, what: impl FnOnce() -> String) {
        self.checked += 1;
        if !holds {
            self.broken += 1;
            if self.examples.len() < EXAMPLES {
                self.examples.push(what());
            }
        }
    }

    /// Whether every check held.
    pub fn holds(&self) -> bool {
        self.broken == 0
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.holds() {
            return write!(f, "{}: holds ({} checks)", self.invariant, self.checked);
        }
        write!(
            f,
            "{}: {} of {} checks fail, e.g.",
            self.invariant, self.broken, self.checked
        )?;
        for example in &self.examples {
            write!(f, "\n  - {example}")?;
        }
        Ok(())
    }
}

/// An invariant: a world and its clock in, a report out.
pub type Invariant = fn(&World, DateTime<Utc>) -> Report;

/// Every invariant, by name.
pub const ALL: [(&str, Invariant); 6] = [
    (ORDERS, orders_agree_with_their_executions),
    (STRATEGIES, strategy_weights_add_up_to_100),
    (LIFE, history_spans_the_account_life),
    (CASH, cash_balance_is_the_history),
    (MARKET_VALUE, market_value_is_the_positions),
    (REFERENCES, every_reference_resolves),
];

/// Runs every invariant.
pub fn check_all(world: &World, now: DateTime<Utc>) -> Vec<Report> {
    ALL.iter().map(|(_, invariant)| invariant(world, now)).collect()
}

const ORDERS: &str = "orders_agree_with_their_executions";
const STRATEGIES: &str = "strategy_weights_add_up_to_100";
const LIFE: &str = "history_spans_the_account_life";
const CASH: &str = "cash_balance_is_the_history";
const MARKET_VALUE: &str = "market_value_is_the_positions";
const REFERENCES: &str = "every_reference_resolves";

fn usd(cents: i64) -> String {
    format!("${:.2}", cents as f64 / 100.0)
}

fn shares(thousandths: i64) -> String {
    format!("{}", thousandths as f64 / 1000.0)
}

/// Whether a price is on the right side of an order's limit: a buy never
/// above it, a sell never below it.
fn within_limit(buys: bool, price: i64, limit: i64) -> bool {
    if buys { price <= limit } else { price >= limit }
}

/// Order/fill/limit agreement: an order's filled quantity is the sum of its
/// executions; a finished order's amount is what its executions add up to and
/// an open one's is its quantity at a price on the right side of its limit;
/// no execution crosses the limit; its FIX message repeats it; and what
/// executed is booked as one trade of exactly that quantity and amount, which
/// the account's positions and history then hold. A trade's amount is its
/// quantity at its price.
pub fn orders_agree_with_their_executions(world: &World, _now: DateTime<Utc>) -> Report {
    let mut report = Report::new(ORDERS);
    let mut executions: HashMap<u64, Vec<&ExecutionReport>> = HashMap::new();
    for execution in world.executions.iter() {
        executions.entry(execution.order_id).or_default().push(execution);
    }
    let fix: HashMap<u64, _> = world.fix_orders.iter().map(|f| (f.order_id, f)).collect();
    let mut trades: HashMap<u64, Vec<&Trade>> = HashMap::new();
    for trade in world.trades.iter() {
        trades.entry(trade.order_id).or_default().push(trade);
        report.check(
            trade.quantity > 0
                && trade.price > 0
                && (trade.amount - notional(trade.quantity, trade.price)).abs() <= 1,
            || {
                format!(
                    "trade {}: {} shares at {} for {}",
                    trade.trade_id,
                    shares(trade.quantity),
                    usd(trade.price),
                    usd(trade.amount)
                )
            },
        );
    }
    for order in world.orders.iter() {
        let id = order.order_id;
        let mut own = executions.remove(&id).unwrap_or_default();
        own.sort_by_key(|e| (e.executed_at, e.execution_id));
        let filled: i64 = own.iter().map(|e| e.last_qty).sum();
        let value: i64 = own.iter().map(|e| notional(e.last_qty, e.last_price)).sum();
        let statuses = order.order_status_id.statuses();
        let buys = order.action.buys();
        report.check(order.filled_quantity == filled, || {
            format!(
                "order {id}: filled quantity {} but its executions add up to {}",
                shares(order.filled_quantity),
                shares(filled)
            )
        });
        report.check(
            match statuses.fill {
                Fill::None => filled == 0,
                Fill::Partial => filled > 0 && filled < order.quantity,
                Fill::Full => filled == order.quantity,
            },
            || {
                format!(
                    "order {id}: {:?} with {} of {} shares executed",
                    order.order_status_id,
                    shares(filled),
                    shares(order.quantity)
                )
            },
        );
        report.check(
            order.status == statuses.status
                && order.hold_state == statuses.hold_state
                && order.status_text == statuses.status_text
                && order.submission_status == statuses.submission_status,
            || {
                format!(
                    "order {id}: its statuses do not follow {:?}",
                    order.order_status_id
                )
            },
        );
        report.check(
            order.limit_price.is_some() == (order.order_type == OrderType::Limit),
            || {
                format!(
                    "order {id}: a {:?} order with limit {:?}",
                    order.order_type, order.limit_price
                )
            },
        );
        for execution in &own {
            report.check(
                execution.trading_account_id == order.trading_account_id
                    && execution.symbol == order.symbol
                    && execution.action == order.action
                    && execution.last_qty > 0
                    && execution.last_price > 0,
                || format!("execution {}: does not repeat order {id}", execution.execution_id),
            );
            report.check(
                execution.executed_at >= order.created_date && execution.executed_at <= order.updated_date,
                || {
                    format!(
                        "execution {}: at {} outside order {id}'s {} to {}",
                        execution.execution_id, execution.executed_at, order.created_date, order.updated_date
                    )
                },
            );
            if let Some(limit) = order.limit_price {
                report.check(within_limit(buys, execution.last_price, limit), || {
                    format!(
                        "execution {}: {} crosses order {id}'s {} limit {}",
                        execution.execution_id,
                        usd(execution.last_price),
                        if buys { "buy" } else { "sell" },
                        usd(limit)
                    )
                });
            }
        }
        if let Some((last, earlier)) = own.split_last() {
            let completes = filled == order.quantity;
            report.check(
                earlier.iter().all(|e| e.exec_type == ExecType::PartialFill)
                    && (last.exec_type == ExecType::Fill) == completes,
                || format!("order {id}: the executions' Fill and PartialFill do not match its fill"),
            );
        }
        report.check(
            match order.average_price {
                None => filled == 0,
                Some(average) => {
                    filled > 0
                        && (i128::from(average) * i128::from(filled) / 1000 - i128::from(value)).abs()
                            <= 1 + i128::from(filled) / 1000
                }
            },
            || {
                format!(
                    "order {id}: average price {:?} against {} for {} shares",
                    order.average_price.map(usd),
                    usd(value),
                    shares(filled)
                )
            },
        );
        let open = order.order_status_id.is_open();
        let rest = order.quantity - filled;
        let estimate = order.amount - value;
        report.check(
            if filled > 0 && !open {
                order.amount == value
            } else {
                estimate > 0
                    && order
                        .limit_price
                        .is_none_or(|limit| within_limit(buys, estimate, notional(rest, limit)))
            },
            || {
                if filled > 0 && !open {
                    format!(
                        "order {id}: amount {} but its executions add up to {}",
                        usd(order.amount),
                        usd(value)
                    )
                } else {
                    format!(
                        "order {id}: amount {} for {} open shares is {} a share, beyond its {} limit {}",
                        usd(order.amount),
                        shares(rest),
                        usd(estimate * 1000 / rest.max(1)),
                        if buys { "buy" } else { "sell" },
                        order.limit_price.map_or_else(String::new, usd)
                    )
                }
            },
        );
        match fix.get(&id) {
            Some(message) => report.check(
                statuses.sent
                    && message.trading_account_id == order.trading_account_id
                    && message.symbol == order.symbol
                    && (message.side == FixSide::Buy) == buys
                    && message.order_qty == order.quantity
                    && message.ord_type == order.order_type
                    && message.price == order.limit_price
                    && message.ord_status == order.order_status_id.fix_status()
                    && message.transact_time >= order.created_date
                    && own
                        .first()
                        .is_none_or(|first| message.transact_time <= first.executed_at),
                || format!("order {id}: its FIX message does not repeat it"),
            ),
            None => report.check(!statuses.sent, || {
                format!("order {id}: {:?} but no FIX message", order.order_status_id)
            }),
        }
        let linked = trades.remove(&id).unwrap_or_default();
        let booked: Vec<&&Trade> = linked.iter().filter(|t| t.status.is_booked()).collect();
        let smartfolio = matches!(order.action, OrderAction::Invest | OrderAction::Withdraw);
        report.check(
            if filled == 0 {
                booked.is_empty()
            } else {
                booked.len() == 1
                    && booked.iter().all(|trade| {
                        trade.trading_account_id == order.trading_account_id
                            && trade.symbol == order.symbol
                            && (trade.side == TradeSide::Buy) == buys
                            && (trade.origin == TradeOrigin::Smartfolio) == smartfolio
                            && trade.quantity == filled
                            && trade.amount == value
                            && own
                                .last()
                                .is_some_and(|last| last.executed_at == trade.created_date)
                    })
            },
            || {
                format!(
                    "order {id}: {} executed for {}, booked as {}",
                    shares(filled),
                    usd(value),
                    if booked.is_empty() {
                        "no trade".to_owned()
                    } else {
                        booked
                            .iter()
                            .map(|t| {
                                format!(
                                    "trade {} ({} for {})",
                                    t.trade_id,
                                    shares(t.quantity),
                                    usd(t.amount)
                                )
                            })
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                )
            },
        );
        for trade in &linked {
            report.check(
                trade.trading_account_id == order.trading_account_id
                    && trade.symbol == order.symbol
                    && (trade.side == TradeSide::Buy) == buys,
                || {
                    format!(
                        "trade {}: names order {id} of another account, symbol or side",
                        trade.trade_id
                    )
                },
            );
        }
    }
    for (order, orphans) in &executions {
        report.check(false, || {
            format!(
                "{} executions of order {order}, which does not exist",
                orphans.len()
            )
        });
    }
    report
}

/// Strategy sums: the weights of each strategy's active symbols add up to
/// 100 %, and a symbol the strategy no longer trades weighs nothing.
pub fn strategy_weights_add_up_to_100(world: &World, _now: DateTime<Utc>) -> Report {
    let mut report = Report::new(STRATEGIES);
    for strategy in StrategyName::ALL {
        let rows: Vec<_> = world
            .symbol_strategies
            .iter()
            .filter(|row| row.strategy_id == strategy)
            .collect();
        let name = strategy.label();
        let active: f64 = rows
            .iter()
            .filter(|row| row.is_active)
            .map(|row| row.weight)
            .sum();
        report.check(is_whole(active), || {
            format!("{name}: the active weights add up to {:.2} %", active * 100.0)
        });
        for row in &rows {
            report.check(
                (0.0..=1.0).contains(&row.weight) && (row.is_active || row.weight == 0.0),
                || {
                    format!(
                        "{name}: {} weighs {:.2} % while {}",
                        row.symbol,
                        row.weight * 100.0,
                        if row.is_active { "active" } else { "inactive" }
                    )
                },
            );
        }
        let symbols: HashSet<&str> = rows.iter().map(|row| row.symbol.as_str()).collect();
        report.check(symbols.len() == rows.len(), || {
            format!("{name}: a symbol appears twice")
        });
    }
    report
}

/// Everything that happened to an account happened between its opening and
/// now, in the order it could: a bank movement after the bank was linked,
/// interest and adjustments after the funding, a history in the order it
/// happened; and an account's records of one kind are not all stamped with
/// one instant.
pub fn history_spans_the_account_life(world: &World, now: DateTime<Utc>) -> Report {
    let mut report = Report::new(LIFE);
    let opened: HashMap<u64, DateTime<Utc>> = world
        .trading_accounts
        .iter()
        .map(|a| (a.trading_account_id, a.created))
        .collect();
    // The instants stamped on each account's records of each kind, for the one-instant check.
    let mut instants: HashMap<(u64, &'static str), Vec<DateTime<Utc>>> = HashMap::new();
    let mut within = |report: &mut Report, what: &'static str, id: u64, account: u64, at: DateTime<Utc>| {
        let start = opened.get(&account).copied();
        report.check(start.is_some_and(|start| at >= start) && at <= now, || {
            format!(
                "{what} {id} of account {account}: at {at}, outside its life from {} to {now}",
                start.map_or_else(|| "(no account)".to_owned(), |s| s.to_string())
            )
        });
        instants.entry((account, what)).or_default().push(at);
    };
    let linked: HashMap<u64, DateTime<Utc>> = world
        .bank_accounts
        .iter()
        .map(|b| (b.bank_account_id, b.created))
        .collect();
    // An account is funded when its first transfer (the funding deposit) is processed.
    let mut funded: HashMap<u64, DateTime<Utc>> = HashMap::new();
    for t in world.transfers.iter() {
        funded
            .entry(t.trading_account_id)
            .or_insert_with(|| t.processed.unwrap_or(t.created));
        within(
            &mut report,
            "transfer",
            t.transfer_id,
            t.trading_account_id,
            t.created,
        );
        if let Some(bank) = t.bank_account_id {
            report.check(linked.get(&bank.get()).is_some_and(|at| t.created >= *at), || {
                format!(
                    "transfer {}: goes through bank account {bank} before it was linked",
                    t.transfer_id
                )
            });
        }
        if let Some(processed) = t.processed {
            report.check(processed >= t.created && processed <= now, || {
                format!(
                    "transfer {}: processed at {processed}, before it was made or after now",
                    t.transfer_id
                )
            });
        }
    }
    for t in world.trades.iter() {
        within(
            &mut report,
            "trade",
            t.trade_id,
            t.trading_account_id,
            t.created_date,
        );
    }
    for o in world.orders.iter() {
        within(
            &mut report,
            "order",
            o.order_id,
            o.trading_account_id,
            o.created_date,
        );
        report.check(o.updated_date >= o.created_date && o.updated_date <= now, || {
            format!(
                "order {}: updated at {}, before it was placed or after now",
                o.order_id, o.updated_date
            )
        });
    }
    for e in world.executions.iter() {
        within(
            &mut report,
            "execution",
            e.execution_id,
            e.trading_account_id,
            e.executed_at,
        );
    }
    for p in world.positions.iter() {
        within(
            &mut report,
            "position",
            p.position_id,
            p.trading_account_id,
            p.opened,
        );
        report.check(p.updated >= p.opened && p.updated <= now, || {
            format!(
                "position {}: updated before it opened or after now",
                p.position_id
            )
        });
    }
    for b in world.bank_accounts.iter() {
        within(
            &mut report,
            "bank account",
            b.bank_account_id,
            b.trading_account_id,
            b.created,
        );
    }
    let mut history: HashMap<u64, Vec<&AccountHistoryEntry>> = HashMap::new();
    for entry in world.account_history.iter() {
        within(
            &mut report,
            "history entry",
            entry.transaction_id,
            entry.trading_account_id,
            entry.created,
        );
        history.entry(entry.trading_account_id).or_default().push(entry);
    }
    for (account, entries) in &history {
        // Interest, dividends and adjustments come after the account was funded.
        let start = funded.get(account).copied();
        for entry in entries
            .iter()
            .filter(|e| e.transfer_id.is_none() && e.trade_id.is_none())
        {
            report.check(start.is_some_and(|start| entry.created >= start), || {
                format!(
                    "history entry {}: at {}, before account {account} was funded",
                    entry.transaction_id, entry.created
                )
            });
        }
        let in_time = entries.windows(2).all(|pair| {
            pair[0].created <= pair[1].created && pair[0].transaction_id < pair[1].transaction_id
        });
        report.check(in_time, || {
            format!("account {account}: its history is not in the order it happened")
        });
    }
    for ((account, what), mut stamps) in instants {
        let records = stamps.len();
        stamps.sort_unstable();
        stamps.dedup();
        let counted = matches!(what, "history entry" | "transfer" | "trade" | "order");
        report.check(!counted || records < 2 || stamps.len() > 1, || {
            format!(
                "account {account}: its {records} {what} records all carry one instant, {}",
                stamps[0]
            )
        });
    }
    report
}

/// Cash balance = history: every balance is the sum of its account's history
/// (but for a listed reconciliation break), never below zero; the history
/// books each settled transfer and each booked trade exactly once; a
/// transfer's kind follows its type and only an open one lacks a processed
/// date; and the account shows the balance.
pub fn cash_balance_is_the_history(world: &World, _now: DateTime<Utc>) -> Report {
    let mut report = Report::new(CASH);
    let mut sums: HashMap<u64, i64> = HashMap::new();
    let mut transfers_booked: HashMap<u64, Vec<&AccountHistoryEntry>> = HashMap::new();
    let mut trades_booked: HashMap<u64, Vec<&AccountHistoryEntry>> = HashMap::new();
    for entry in world.account_history.iter() {
        *sums.entry(entry.trading_account_id).or_default() += entry.amount;
        if let Some(id) = entry.transfer_id {
            transfers_booked.entry(id.get()).or_default().push(entry);
        }
        if let Some(id) = entry.trade_id {
            trades_booked.entry(id.get()).or_default().push(entry);
        }
    }
    for transfer in world.transfers.iter() {
        let open = matches!(
            transfer.status,
            crate::model::TransferStatus::Pending | crate::model::TransferStatus::OnHold
        );
        report.check(
            transfer.amount > 0
                && transfer.kind == transfer.transfer_type.kind()
                && transfer.processed.is_none() == open,
            || {
                format!(
                    "transfer {}: {:?} {:?} of {}, {:?}, processed {:?}",
                    transfer.transfer_id,
                    transfer.transfer_type,
                    transfer.kind,
                    usd(transfer.amount),
                    transfer.status,
                    transfer.processed
                )
            },
        );
        let entries = transfers_booked
            .get(&transfer.transfer_id)
            .map_or(&[][..], Vec::as_slice);
        let expected = transfer.transfer_type.cash_sign() * transfer.amount;
        report.check(
            if transfer.status.is_settled() {
                entries.len() == 1
                    && entries[0].amount == expected
                    && Some(entries[0].created) == transfer.processed
                    && entries[0].trading_account_id == transfer.trading_account_id
            } else {
                entries.is_empty()
            },
            || {
                format!(
                    "transfer {} ({:?}, {}) is booked {} times in the history",
                    transfer.transfer_id,
                    transfer.status,
                    usd(expected),
                    entries.len()
                )
            },
        );
    }
    for trade in world.trades.iter() {
        let entries = trades_booked.get(&trade.trade_id).map_or(&[][..], Vec::as_slice);
        let expected = match trade.side {
            TradeSide::Buy => -trade.amount,
            TradeSide::Sell => trade.amount,
        };
        report.check(
            if trade.status.is_booked() {
                entries.len() == 1
                    && entries[0].amount == expected
                    && entries[0].created == trade.created_date
                    && entries[0].trading_account_id == trade.trading_account_id
            } else {
                entries.is_empty()
            },
            || {
                format!(
                    "trade {} ({:?}, {}) is booked {} times in the history",
                    trade.trade_id,
                    trade.status,
                    usd(expected),
                    entries.len()
                )
            },
        );
    }
    let breaks: HashMap<u64, _> = world
        .balance_breaks
        .iter()
        .map(|b| (b.trading_account_id, b))
        .collect();
    let mut balances: HashMap<u64, Vec<_>> = HashMap::new();
    for balance in world.balances.iter() {
        balances
            .entry(balance.trading_account_id)
            .or_default()
            .push(balance);
    }
    for account in world.trading_accounts.iter() {
        let id = account.trading_account_id;
        let own = balances.remove(&id).unwrap_or_default();
        report.check(own.len() == 1, || format!("account {id}: {} balances", own.len()));
        let Some(balance) = own.first() else { continue };
        let history = sums.get(&id).copied().unwrap_or_default();
        let difference = breaks.get(&id).map_or(0, |b| b.difference);
        report.check(balance.cash_balance >= 0, || {
            format!("account {id}: overdrawn, cash {}", usd(balance.cash_balance))
        });
        report.check(
            balance.cash_balance == history + difference
                && balance.reconciliation_break == breaks.contains_key(&id)
                && breaks
                    .get(&id)
                    .is_none_or(|b| b.expected_cash == history && b.reported_cash == balance.cash_balance),
            || {
                format!(
                    "account {id}: cash {} but its history adds up to {}{}",
                    usd(balance.cash_balance),
                    usd(history),
                    if difference == 0 {
                        String::new()
                    } else {
                        format!(" and its listed break to {}", usd(difference))
                    }
                )
            },
        );
        let settled_before = balance.as_of - Duration::days(SETTLEMENT_DAYS);
        let settled: i64 = world
            .account_history_of(id)
            .iter()
            .filter(|e| e.created <= settled_before)
            .map(|e| e.amount)
            .sum();
        report.check(balance.settled_cash == settled + difference, || {
            format!(
                "account {id}: settled cash {} but its history before T+2 adds up to {}",
                usd(balance.settled_cash),
                usd(settled)
            )
        });
        report.check(
            (account.cash_balance * 100.0 - balance.cash_balance as f64).abs() < 0.5,
            || {
                format!(
                    "account {id}: shows {} but its balance is {}",
                    account.cash_balance,
                    usd(balance.cash_balance)
                )
            },
        );
    }
    for (account, orphans) in balances {
        report.check(false, || {
            format!(
                "{} balances of account {account}, which does not exist",
                orphans.len()
            )
        });
    }
    report
}

/// Market value = positions: each position is the running sum of its booked
/// trades valued at its last price, and each balance's market value is the
/// sum of its account's open positions.
pub fn market_value_is_the_positions(world: &World, _now: DateTime<Utc>) -> Report {
    let mut report = Report::new(MARKET_VALUE);
    let mut net: HashMap<(u64, crate::model::Symbol), i64> = HashMap::new();
    for trade in world.trades.iter().filter(|t| t.status.is_booked()) {
        let signed = match trade.side {
            TradeSide::Buy => trade.quantity,
            TradeSide::Sell => -trade.quantity,
        };
        *net.entry((trade.trading_account_id, trade.symbol)).or_default() += signed;
    }
    let mut held: HashMap<u64, i64> = HashMap::new();
    let mut seen = HashSet::new();
    for position in world.positions.iter() {
        let key = (position.trading_account_id, position.symbol);
        report.check(seen.insert(key), || {
            format!("account {}: two positions in {}", key.0, key.1.as_str())
        });
        let traded = net.remove(&key).unwrap_or_default();
        report.check(position_agrees(position, traded), || {
            format!(
                "position {}: {} {} shares ({:?}, worth {}) but its booked trades add up to {}",
                position.position_id,
                shares(position.quantity),
                position.symbol.as_str(),
                position.state,
                usd(position.market_value),
                shares(traded)
            )
        });
        if position.state == PositionState::Open {
            *held.entry(position.trading_account_id).or_default() += position.market_value;
        }
    }
    for ((account, symbol), quantity) in net {
        report.check(false, || {
            format!(
                "account {account}: booked trades of {} {} shares but no position",
                shares(quantity),
                symbol.as_str()
            )
        });
    }
    for balance in world.balances.iter() {
        let value = held.get(&balance.trading_account_id).copied().unwrap_or_default();
        report.check(
            balance.market_value == value
                && balance.total_net_liquidity == balance.cash_balance + balance.market_value,
            || {
                format!(
                    "account {}: market value {} but its open positions are worth {}",
                    balance.trading_account_id,
                    usd(balance.market_value),
                    usd(value)
                )
            },
        );
    }
    report
}

fn position_agrees(position: &Position, traded: i64) -> bool {
    position.quantity == traded
        && traded >= 0
        && (position.state == PositionState::Open) == (traded > 0)
        && position.market_value == notional(position.quantity, position.last_price)
}

/// Every reference resolves: each record's account, customer, order, trade,
/// transfer, bank account, smartfolio, symbol and image exists and agrees
/// with the record about whose it is.
pub fn every_reference_resolves(world: &World, _now: DateTime<Utc>) -> Report {
    let mut report = Report::new(REFERENCES);
    let customers: HashSet<u64> = world.customers.iter().map(|c| c.user_id).collect();
    let accounts: HashMap<u64, (u64, &str)> = world
        .trading_accounts
        .iter()
        .map(|a| (a.trading_account_id, (a.user_id, a.account_number.as_str())))
        .collect();
    unique(
        &mut report,
        "trading account",
        world.trading_accounts.iter().map(|a| a.trading_account_id),
    );
    for account in world.trading_accounts.iter() {
        report.check(customers.contains(&account.user_id), || {
            format!(
                "trading account {}: customer {} does not exist",
                account.trading_account_id, account.user_id
            )
        });
    }
    // A record naming an account (and the account's customer, where it names one too).
    let owned = |report: &mut Report, what: &str, id: u64, account: u64, user: Option<u64>| {
        let owner = accounts.get(&account);
        report.check(
            owner.is_some_and(|(owner, _)| user.is_none_or(|u| u == *owner)),
            || match owner {
                None => format!("{what} {id}: trading account {account} does not exist"),
                Some((owner, _)) => {
                    format!("{what} {id}: names customer {user:?}, but account {account} is {owner}'s")
                }
            },
        );
    };
    let banks: HashMap<u64, u64> = world
        .bank_accounts
        .iter()
        .map(|b| (b.bank_account_id, b.trading_account_id))
        .collect();
    unique(
        &mut report,
        "bank account",
        world.bank_accounts.iter().map(|b| b.bank_account_id),
    );
    for b in world.bank_accounts.iter() {
        owned(
            &mut report,
            "bank account",
            b.bank_account_id,
            b.trading_account_id,
            Some(b.user_id),
        );
    }
    let transfers: HashMap<u64, u64> = world
        .transfers
        .iter()
        .map(|t| (t.transfer_id, t.trading_account_id))
        .collect();
    unique(
        &mut report,
        "transfer",
        world.transfers.iter().map(|t| t.transfer_id),
    );
    for t in world.transfers.iter() {
        owned(
            &mut report,
            "transfer",
            t.transfer_id,
            t.trading_account_id,
            Some(t.user_id),
        );
        report.check(
            match t.bank_account_id {
                Some(bank) => {
                    t.transfer_type.uses_bank() && banks.get(&bank.get()) == Some(&t.trading_account_id)
                }
                None => !t.transfer_type.uses_bank(),
            },
            || {
                format!(
                    "transfer {}: bank account {:?} is not one of its account's",
                    t.transfer_id, t.bank_account_id
                )
            },
        );
    }
    let orders: HashMap<u64, u64> = world
        .orders
        .iter()
        .map(|o| (o.order_id, o.trading_account_id))
        .collect();
    unique(&mut report, "order", world.orders.iter().map(|o| o.order_id));
    for o in world.orders.iter() {
        owned(
            &mut report,
            "order",
            o.order_id,
            o.trading_account_id,
            Some(o.user_id),
        );
    }
    let trades: HashMap<u64, u64> = world
        .trades
        .iter()
        .map(|t| (t.trade_id, t.trading_account_id))
        .collect();
    unique(&mut report, "trade", world.trades.iter().map(|t| t.trade_id));
    for t in world.trades.iter() {
        owned(
            &mut report,
            "trade",
            t.trade_id,
            t.trading_account_id,
            Some(t.user_id),
        );
        report.check(orders.get(&t.order_id) == Some(&t.trading_account_id), || {
            format!(
                "trade {}: order {} is not one of its account's",
                t.trade_id, t.order_id
            )
        });
    }
    unique(
        &mut report,
        "position",
        world.positions.iter().map(|p| p.position_id),
    );
    for p in world.positions.iter() {
        owned(
            &mut report,
            "position",
            p.position_id,
            p.trading_account_id,
            Some(p.user_id),
        );
    }
    unique(
        &mut report,
        "FIX order",
        world.fix_orders.iter().map(|f| f.fix_order_id),
    );
    for f in world.fix_orders.iter() {
        report.check(orders.get(&f.order_id) == Some(&f.trading_account_id), || {
            format!(
                "FIX order {}: order {} is not one of its account's",
                f.fix_order_id, f.order_id
            )
        });
    }
    unique(
        &mut report,
        "execution",
        world.executions.iter().map(|e| e.execution_id),
    );
    for e in world.executions.iter() {
        report.check(orders.get(&e.order_id) == Some(&e.trading_account_id), || {
            format!(
                "execution {}: order {} is not one of its account's",
                e.execution_id, e.order_id
            )
        });
    }
    unique(
        &mut report,
        "history entry",
        world.account_history.iter().map(|h| h.transaction_id),
    );
    for h in world.account_history.iter() {
        owned(
            &mut report,
            "history entry",
            h.transaction_id,
            h.trading_account_id,
            Some(h.user_id),
        );
        if let Some(transfer) = h.transfer_id {
            report.check(
                transfers.get(&transfer.get()) == Some(&h.trading_account_id),
                || {
                    format!(
                        "history entry {}: transfer {transfer} is not one of its account's",
                        h.transaction_id
                    )
                },
            );
        }
        if let Some(trade) = h.trade_id {
            report.check(trades.get(&trade.get()) == Some(&h.trading_account_id), || {
                format!(
                    "history entry {}: trade {trade} is not one of its account's",
                    h.transaction_id
                )
            });
        }
    }
    for b in world.balances.iter() {
        owned(
            &mut report,
            "balance",
            b.trading_account_id,
            b.trading_account_id,
            Some(b.user_id),
        );
    }
    for b in world.balance_breaks.iter() {
        owned(
            &mut report,
            "balance break",
            b.trading_account_id,
            b.trading_account_id,
            None,
        );
    }
    let assets: HashSet<&str> = world.assets.iter().map(|a| a.symbol.as_str()).collect();
    let smartfolios: HashSet<u64> = world.smartfolios.iter().map(|s| s.smartfolio_id).collect();
    for s in world.smartfolios.iter() {
        report.check(assets.contains(s.symbol.as_str()), || {
            format!(
                "smartfolio {}: symbol {} is not an asset",
                s.smartfolio_id, s.symbol
            )
        });
        for (what, url) in [
            ("card image", &s.image_url),
            ("banner image", &s.banner_image_url),
        ] {
            report.check(images::resolves(url, &smartfolios), || {
                format!(
                    "smartfolio {}: its {what} {url} is not an image this server serves, so the console's policy (img-src 'self') never shows it",
                    s.smartfolio_id
                )
            });
        }
    }
    for p in world.smartfolio_positions.iter() {
        report.check(
            smartfolios.contains(&p.smartfolio_id)
                && accounts
                    .get(&p.trading_account_id)
                    .is_some_and(|(_, number)| *number == p.account_number),
            || {
                format!(
                    "smartfolio position {}: its smartfolio or account does not exist",
                    p.smartfolio_position_id
                )
            },
        );
    }
    for o in world.smartfolio_overrides.iter() {
        report.check(
            smartfolios.contains(&o.smartfolio_id) && assets.contains(o.symbol.as_str()),
            || {
                format!(
                    "override {}: smartfolio {} or symbol {} does not exist",
                    o.override_id, o.smartfolio_id, o.symbol
                )
            },
        );
    }
    for s in world.symbol_strategies.iter() {
        report.check(
            assets.contains(s.symbol.as_str()) && s.strategy_name == s.strategy_id.label(),
            || {
                format!(
                    "symbol strategy {}: {} is not an asset, or its name is not {}",
                    s.symbol_strategy_id,
                    s.symbol,
                    s.strategy_id.label()
                )
            },
        );
    }
    let numbered = |account: u64, number: &str| accounts.get(&account).is_some_and(|(_, n)| *n == number);
    for r in world.restricted_accounts.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "restricted account {}: account {} does not exist",
                r.restricted_account_id, r.trading_account_id
            )
        });
    }
    for r in world.restricted_permissions.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "restricted permission: account {} does not exist",
                r.trading_account_id
            )
        });
    }
    for r in world.negative_settled_cash.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "negative settled cash row {}: account {} does not exist",
                r.report_id, r.trading_account_id
            )
        });
    }
    for r in world.trade_reconciliation.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "trade reconciliation row {}: account {} does not exist",
                r.row_id, r.trading_account_id
            )
        });
    }
    for r in world.position_reconciliation.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "position reconciliation row {}: account {} does not exist",
                r.row_id, r.trading_account_id
            )
        });
    }
    for r in world.balance_reconciliation.iter() {
        report.check(numbered(r.trading_account_id, &r.account_number), || {
            format!(
                "balance reconciliation row {}: account {} does not exist",
                r.row_id, r.trading_account_id
            )
        });
    }
    let customer_rows = world
        .selective_restrictions
        .iter()
        .map(|r| ("selective restriction", r.restriction_id, r.user_id))
        .chain(
            world
                .affiliations
                .iter()
                .map(|r| ("affiliation", r.affiliation_id, r.user_id)),
        )
        .chain(
            world
                .crm_requests
                .iter()
                .map(|r| ("CRM request", r.crm_request_id, r.user_id)),
        )
        .chain(
            world
                .restore_requests
                .iter()
                .map(|r| ("restore request", r.restore_request_id, r.user_id)),
        )
        .chain(
            world
                .onboarding_reconciliation
                .iter()
                .map(|r| ("onboarding reconciliation row", r.row_id, r.user_id)),
        );
    for (what, id, user) in customer_rows {
        report.check(customers.contains(&user), || {
            format!("{what} {id}: customer {user} does not exist")
        });
    }
    report
}

/// Ids of one collection are unique.
fn unique(report: &mut Report, what: &str, ids: impl Iterator<Item = u64>) {
    let mut seen = HashSet::new();
    for id in ids {
        report.check(seen.insert(id), || format!("{what} {id} appears twice"));
    }
}
