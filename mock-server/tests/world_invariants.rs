//! The world's invariants (`mock_server::invariants`, issue 24) over the
//! whole world: at seeds 42 and 7 at `--scale medium` (what `serve` starts
//! with), and at any seed and size (proptest). Each test is named for the fact
//! it guards. `mock-server invariants --seed 42 --scale large` checks a large world.

#![allow(clippy::panic, reason = "a test fails loudly")]

use std::sync::OnceLock;

use chrono::{DateTime, Duration, Utc};
use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
    invariants::{self, Invariant},
    store::World,
};
use proptest::prelude::*;

/// The medium worlds, generated once for every test of this file.
fn medium(seed: u64) -> &'static World {
    static SEED_42: OnceLock<World> = OnceLock::new();
    static SEED_7: OnceLock<World> = OnceLock::new();
    let cell = match seed {
        42 => &SEED_42,
        7 => &SEED_7,
        other => panic!("no medium world of seed {other} is kept"),
    };
    cell.get_or_init(|| fixtures::generate(seed, Scale::Medium, fixture_epoch()))
}

fn assert_holds(invariant: Invariant, world: &World, now: DateTime<Utc>, what: &str) {
    let report = invariant(world, now);
    assert!(
        report.checked > 0,
        "{}: checked nothing in {what}",
        report.invariant
    );
    assert!(report.holds(), "{what}: {report}");
}

/// Generates one test per invariant at seeds 42 and 7 at medium scale, and
/// one proptest over seeds, sizes and clocks.
macro_rules! invariant_tests {
    ($($name:ident => $medium:ident, $any:ident;)*) => {
        $(
            #[test]
            fn $medium() {
                for seed in [42, 7] {
                    assert_holds(invariants::$name, medium(seed), fixture_epoch(), &format!("seed {seed}, medium"));
                }
            }
        )*

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(10))]
            $(
                #[test]
                fn $any(seed in any::<u64>(), customers in 1u64..300, days in 0i64..4000, minutes in 0i64..1440) {
                    // Any day and time of day: market hours, weekends and daylight saving included.
                    let now = fixture_epoch() - Duration::days(days) + Duration::minutes(minutes);
                    let world = fixtures::generate(seed, Scale::Customers(customers), now);
                    assert_holds(invariants::$name, &world, now, &format!("seed {seed}, {customers} customers, at {now}"));
                }
            )*
        }
    };
}

invariant_tests! {
    orders_agree_with_their_executions => orders_agree_with_their_executions_at_seeds_42_and_7, orders_agree_with_their_executions_at_any_seed_and_scale;
    strategy_weights_add_up_to_100 => strategy_weights_add_up_to_100_at_seeds_42_and_7, strategy_weights_add_up_to_100_at_any_seed_and_scale;
    history_spans_the_account_life => history_spans_the_account_life_at_seeds_42_and_7, history_spans_the_account_life_at_any_seed_and_scale;
    cash_balance_is_the_history => cash_balance_is_the_history_at_seeds_42_and_7, cash_balance_is_the_history_at_any_seed_and_scale;
    market_value_is_the_positions => market_value_is_the_positions_at_seeds_42_and_7, market_value_is_the_positions_at_any_seed_and_scale;
    every_reference_resolves => every_reference_resolves_at_seeds_42_and_7, every_reference_resolves_at_any_seed_and_scale;
}

/// The list the CLI and the live-session test run is the whole list above.
#[test]
fn every_invariant_is_tested_here() {
    let tested = include_str!("world_invariants.rs");
    for (name, _) in invariants::ALL {
        assert!(
            tested.contains(&format!("{name} => ")),
            "{name} has no test in world_invariants.rs"
        );
    }
}
