//! The named scenarios: what each does to a session.

use super::model::{FaultRule, Scenario};
use crate::store::World;

fn rule(path_pattern: &str) -> FaultRule {
    FaultRule {
        path_pattern: path_pattern.to_owned(),
        method: None,
        delay_ms: None,
        delay_max_ms: None,
        status: None,
        drop: false,
        times: None,
    }
}

/// The signed-in user is left alone by `errors` and `loading`, so the console
/// gets past sign-in and shows the state on its screens. A zero delay is the
/// "let it through" rule: the first matching rule wins.
fn pass_signed_in_user() -> FaultRule {
    FaultRule {
        delay_ms: Some(0),
        ..rule("/api/account/users/me/*")
    }
}

/// The world and the rules a scenario starts a session with.
pub fn apply(scenario: Scenario, seed: &World) -> (World, Vec<FaultRule>) {
    match scenario {
        Scenario::Default => (seed.clone(), Vec::new()),
        Scenario::Empty => (
            World {
                roles: seed.roles.clone(),
                staff: seed.staff.clone(),
                ..World::default()
            },
            Vec::new(),
        ),
        Scenario::Errors => (
            seed.clone(),
            vec![
                pass_signed_in_user(),
                FaultRule {
                    status: Some(500),
                    ..rule("/api/*")
                },
            ],
        ),
        Scenario::Slow => (
            seed.clone(),
            vec![FaultRule {
                delay_ms: Some(1500),
                delay_max_ms: Some(3000),
                ..rule("/api/*")
            }],
        ),
        Scenario::Loading => (
            seed.clone(),
            vec![
                pass_signed_in_user(),
                FaultRule {
                    delay_ms: Some(super::faults::MAX_DELAY_MS),
                    ..rule("/api/*")
                },
            ],
        ),
        Scenario::Offline => (
            seed.clone(),
            vec![
                FaultRule {
                    drop: true,
                    ..rule("/api/*")
                },
                FaultRule {
                    drop: true,
                    ..rule("/connect/token")
                },
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mock::faults::check_rule;

    #[test]
    fn every_scenario_has_valid_rules() {
        for scenario in [
            Scenario::Default,
            Scenario::Empty,
            Scenario::Errors,
            Scenario::Slow,
            Scenario::Loading,
            Scenario::Offline,
        ] {
            let (_, rules) = apply(scenario, &World::default());
            for (index, rule) in rules.iter().enumerate() {
                assert!(check_rule(rule, index).is_ok(), "{scenario:?}: {rule:?}");
            }
        }
    }
}
