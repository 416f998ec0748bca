//! The named scenarios: what each does to a session, and the catalogue
//! (`GET /__mock/scenarios`) saying where each shows and what it shows.
//!
//! Besides the six general ones, each scenario puts one text of spec
//! section 8 on screen by failing (or emptying) exactly one call, so the rest
//! of the screen keeps working. Storybook and the offline console apply the
//! same names with MSW (`ui/src/mocks/scenarios.ts`); `fixtures/scenarios.json`
//! carries this catalogue to them.

use std::sync::Arc;

use serde_json::json;

use super::model::{FaultRule, Scenario, ScenarioInfo};
use crate::{model::Claim, store::World};

fn rule(path_pattern: &str) -> FaultRule {
    FaultRule {
        path_pattern: path_pattern.to_owned(),
        method: None,
        delay_ms: None,
        delay_max_ms: None,
        status: None,
        body: None,
        drop: false,
        times: None,
    }
}

/// `method path` answers 500, and nothing else changes.
fn fail(method: &str, path_pattern: &str) -> FaultRule {
    FaultRule {
        method: Some(method.to_owned()),
        status: Some(500),
        ..rule(path_pattern)
    }
}

/// `GET path` answers `body` (with 200), and nothing else changes.
fn answer(path_pattern: &str, body: serde_json::Value) -> FaultRule {
    FaultRule {
        method: Some("GET".to_owned()),
        body: Some(body),
        ..rule(path_pattern)
    }
}

/// `GET path` runs as usual: placed before a wider rule, it keeps that rule off it
/// (the first matching rule wins; a zero delay changes nothing).
fn pass(path_pattern: &str) -> FaultRule {
    FaultRule {
        method: Some("GET".to_owned()),
        delay_ms: Some(0),
        ..rule(path_pattern)
    }
}

/// The signed-in user is left alone by `errors` and `loading`, so the console
/// gets past sign-in and shows the state on its screens.
fn pass_signed_in_user() -> FaultRule {
    FaultRule {
        delay_ms: Some(0),
        ..rule("/api/account/users/me/*")
    }
}

/// The world and the rules a scenario starts a session with.
pub fn apply(scenario: Scenario, seed: &World) -> (World, Vec<FaultRule>) {
    let rules = match scenario {
        Scenario::Default | Scenario::NotFoundPage => Vec::new(),
        Scenario::Empty => {
            return (
                World {
                    roles: seed.roles.clone(),
                    staff: seed.staff.clone(),
                    seed: seed.seed,
                    generated_at: seed.generated_at,
                    ..World::default()
                },
                Vec::new(),
            );
        }
        Scenario::SignInRefused => {
            let mut world = seed.clone();
            let roles = Arc::make_mut(&mut world.roles);
            for role in roles.iter_mut() {
                role.permissions
                    .retain(|permission| permission.value != Claim::PageAccess);
            }
            return (world, Vec::new());
        }
        Scenario::Errors => vec![
            pass_signed_in_user(),
            FaultRule {
                status: Some(500),
                ..rule("/api/*")
            },
        ],
        Scenario::Slow => vec![FaultRule {
            delay_ms: Some(1500),
            delay_max_ms: Some(3000),
            ..rule("/api/*")
        }],
        Scenario::Loading => vec![
            pass_signed_in_user(),
            FaultRule {
                delay_ms: Some(super::faults::MAX_DELAY_MS),
                ..rule("/api/*")
            },
        ],
        Scenario::Offline => vec![
            FaultRule {
                drop: true,
                ..rule("/api/*")
            },
            FaultRule {
                drop: true,
                ..rule("/connect/token")
            },
        ],
        Scenario::NotificationListFailed => vec![fail("GET", "/api/v2/Notification")],
        Scenario::NotificationDropdownFailed => vec![fail("GET", "/api/v2/Notification/selectables")],
        Scenario::NotificationCreateFailed => vec![fail("POST", "/api/v2/Notification")],
        Scenario::NotificationUpdateFailed => vec![fail("PUT", "/api/v2/Notification/*")],
        Scenario::NotificationDeleteFailed => vec![fail("DELETE", "/api/v2/Notification/*")],
        Scenario::NotificationFetchFailed => vec![
            pass("/api/v2/Notification/selectables"),
            fail("GET", "/api/v2/Notification/*"),
        ],
        Scenario::SymbolStrategiesFailed => vec![fail("GET", "/api/v1/SymbolStrategy")],
        Scenario::AssetSearchFailed => vec![fail("GET", "/api/v1/Asset/search")],
        Scenario::AssetFetchFailed => vec![pass("/api/v1/Asset/search"), fail("GET", "/api/v1/Asset/*")],
        Scenario::AssetUpdateFailed => vec![fail("PUT", "/api/v1/Asset")],
        Scenario::UserAssetReportFailed => vec![fail("GET", "/api/admin/user-asset-report")],
        Scenario::RoleUsersUpdateFailed => vec![fail("POST", "/api/account/user/role/*")],
        Scenario::ServerErrorPage => vec![answer("/api/admin/dashboard", json!({}))],
        Scenario::NoUsers => vec![answer(
            "/api/admin/users",
            json!({ "data": [], "totalMatch": 0, "total": 0 }),
        )],
        Scenario::NoData => vec![answer(
            "/api/admin/orders/aggregate/accounts",
            json!({ "Data": [] }),
        )],
        Scenario::NoAssets => vec![answer("/api/v1/Asset/search", json!([]))],
        Scenario::AssetsLoading => vec![FaultRule {
            method: Some("GET".to_owned()),
            delay_ms: Some(super::faults::MAX_DELAY_MS),
            ..rule("/api/v1/Asset/search")
        }],
    };
    (seed.clone(), rules)
}

/// One catalogue entry.
fn info(name: Scenario, description: &str, route: &str, text: &str, steps: &[&str]) -> ScenarioInfo {
    ScenarioInfo {
        name,
        description: description.to_owned(),
        route: route.to_owned(),
        text: text.to_owned(),
        steps: steps.iter().map(|step| (*step).to_owned()).collect(),
        rules: apply(name, &World::default()).1,
    }
}

/// Where the console lands after sign-in, and what it shows there.
const LANDING: &str = "/app/tradingAccounts/listing";
const NOTIFICATIONS: &str = "/app/notification";
const SYMBOLS: &str = "/app/symbols";

/// What each scenario puts on screen, where, and how to see it: the table of
/// docs/mock-control-plane.md, and the journey that walks it.
pub fn catalogue() -> Vec<ScenarioInfo> {
    Scenario::ALL
        .into_iter()
        .map(|scenario| match scenario {
            Scenario::Default => info(
                scenario,
                "The seed world and no rules: what a fresh session has.",
                LANDING,
                "Trading Accounts",
                &[],
            ),
            Scenario::Empty => info(
                scenario,
                "Staff and roles only: every listing answers no records (sign-in still works).",
                LANDING,
                "No Records to Display",
                &[],
            ),
            Scenario::Errors => info(
                scenario,
                "Every API call but the signed-in user answers 500, so the shell loads and each screen shows its error.",
                LANDING,
                "The records could not be loaded",
                &[],
            ),
            Scenario::Slow => info(
                scenario,
                "Every API call takes 1.5 to 3 s: skeletons show, then the records.",
                LANDING,
                "Trading Accounts",
                &[],
            ),
            Scenario::Loading => info(
                scenario,
                "Every API call but the signed-in user waits 60 s: the skeletons stay.",
                LANDING,
                "Trading Accounts",
                &[],
            ),
            Scenario::Offline => info(
                scenario,
                "Every API and token call has its connection dropped, as when the network fails.",
                LANDING,
                "The server cannot be reached. Check your connection and try again.",
                &[],
            ),
            Scenario::NotificationListFailed => info(
                scenario,
                "GET /api/v2/Notification answers 500.",
                NOTIFICATIONS,
                "An error occured on getting All Notification data",
                &[],
            ),
            Scenario::NotificationDropdownFailed => info(
                scenario,
                "GET /api/v2/Notification/selectables (the form's dropdown options) answers 500; the list still loads.",
                NOTIFICATIONS,
                "An error occured on Notification Dropdown",
                &["Press Add Notification"],
            ),
            Scenario::NotificationCreateFailed => info(
                scenario,
                "POST /api/v2/Notification answers 500; the list and the form's options still load.",
                NOTIFICATIONS,
                "An error occured on Create Notification",
                &["Press Add Notification", "Fill in the form", "Press Create"],
            ),
            Scenario::NotificationUpdateFailed => info(
                scenario,
                "PUT /api/v2/Notification/{id} answers 500; listing and opening notifications still work.",
                NOTIFICATIONS,
                "An error occured on Editing Notification",
                &["Press Edit on a notification", "Press Update"],
            ),
            Scenario::NotificationDeleteFailed => info(
                scenario,
                "DELETE /api/v2/Notification/{id} answers 500.",
                NOTIFICATIONS,
                "An error occured on Delete Notification",
                &["Press Delete on a notification", "Press Delete to confirm"],
            ),
            Scenario::NotificationFetchFailed => info(
                scenario,
                "GET /api/v2/Notification/{id} answers 500 (the list and the form's options still load).",
                NOTIFICATIONS,
                "An error occured when fetching this {id} Notification",
                &["Press Edit on a notification"],
            ),
            Scenario::SymbolStrategiesFailed => info(
                scenario,
                "GET /api/v1/SymbolStrategy answers 500.",
                "/app/smartfolio/symbolStrategies",
                "An error occured on getting All Notification data.",
                &[],
            ),
            Scenario::AssetSearchFailed => info(
                scenario,
                "GET /api/v1/Asset/search answers 500 (spec 8 names the notifications here: deviation A2).",
                SYMBOLS,
                "An error occured on getting All Asset data.",
                &[],
            ),
            Scenario::AssetFetchFailed => info(
                scenario,
                "GET /api/v1/Asset/{id} answers 500; the search still works (spec 8's text names the notifications: deviation A3).",
                SYMBOLS,
                "An error occured on Editing Asset .",
                &["Press Edit on an asset"],
            ),
            Scenario::AssetUpdateFailed => info(
                scenario,
                "PUT /api/v1/Asset answers 500; the search and the edit form still load (deviation A3).",
                SYMBOLS,
                "An error occured on Editing Asset .",
                &["Press Edit on an asset", "Press Save"],
            ),
            Scenario::UserAssetReportFailed => info(
                scenario,
                "GET /api/admin/user-asset-report answers 500 (spec 8's text names the onboarding status report: deviation A4).",
                "/app/user&AssetReport",
                "An error occured on getting User and Asset Report data.",
                &["Press Generate"],
            ),
            Scenario::RoleUsersUpdateFailed => info(
                scenario,
                "POST /api/account/user/role/{userId} (saving a role's users) answers 500; the roles and the users still load.",
                "/app/manageRoles",
                "Failed to update",
                &[
                    "Press Manage Users",
                    "Choose a role",
                    "Move a user to the other list",
                    "Press Update",
                ],
            ),
            Scenario::SignInRefused => info(
                scenario,
                "No role grants pageAccess, so the signed-in user call answers without it and every staff sign-in is refused.",
                "/signin",
                "You are not authorized to login!",
                &["Sign in as admin (password `password`)"],
            ),
            Scenario::NotFoundPage => info(
                scenario,
                "Nothing fails: the console's own page for an address it does not know (or a screen whose claim is missing).",
                "/app/no-such-page",
                "Oops, an error has occurred. Page not found!",
                &[],
            ),
            Scenario::ServerErrorPage => info(
                scenario,
                "GET /api/admin/dashboard answers 200 with `{}`, a body the console cannot read: the screen fails to render.",
                "/app/dashboard/listing",
                "Sorry, server goes wrong",
                &[],
            ),
            Scenario::NoUsers => info(
                scenario,
                "GET /api/admin/users answers no rows.",
                "/app/userAccounts/listing",
                "No User to Display",
                &[],
            ),
            Scenario::NoData => info(
                scenario,
                "GET /api/admin/orders/aggregate/accounts answers no groups.",
                "/app/orders/listing?tab=byAccount",
                "No Data To Display",
                &[],
            ),
            Scenario::NoAssets => info(
                scenario,
                "GET /api/v1/Asset/search answers no assets.",
                SYMBOLS,
                "No Data Found",
                &[],
            ),
            Scenario::AssetsLoading => info(
                scenario,
                "GET /api/v1/Asset/search waits 60 s.",
                SYMBOLS,
                "Loading please wait ...",
                &[],
            ),
        })
        .collect()
}

/// The file `mock-server fixtures` writes beside the fixture world: the
/// catalogue for Storybook's Scenario toolbar, the offline console and the
/// journey that walks it.
pub const CATALOGUE_FILE: &str = "scenarios.json";

/// The catalogue as `fixtures/scenarios.json` holds it: pretty JSON, ending in a newline.
pub fn catalogue_json() -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(&catalogue())?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mock::faults::check_rule;

    #[test]
    fn every_scenario_has_valid_rules_and_one_entry() {
        for scenario in Scenario::ALL {
            let (_, rules) = apply(scenario, &World::default());
            for (index, rule) in rules.iter().enumerate() {
                assert!(check_rule(rule, index).is_ok(), "{scenario:?}: {rule:?}");
            }
        }
        let names: Vec<Scenario> = catalogue().iter().map(|entry| entry.name).collect();
        assert_eq!(names, Scenario::ALL.to_vec());
    }

    /// The first matching rule of a scenario for a request, if any.
    fn first<'a>(rules: &'a [FaultRule], method: &str, path: &str) -> Option<&'a FaultRule> {
        rules.iter().find(|rule| rule.matches(method, path))
    }

    #[test]
    fn a_failing_scenario_fails_its_call_and_no_other() {
        let (_, rules) = apply(Scenario::NotificationFetchFailed, &World::default());
        assert_eq!(
            first(&rules, "GET", "/api/v2/Notification/12").and_then(|r| r.status),
            Some(500)
        );
        assert_eq!(
            first(&rules, "GET", "/api/v2/Notification/selectables").and_then(|r| r.status),
            None
        );
        assert!(first(&rules, "GET", "/api/v2/Notification").is_none());
        assert!(first(&rules, "PUT", "/api/v2/Notification/12").is_none());

        let (_, rules) = apply(Scenario::NotificationCreateFailed, &World::default());
        assert!(first(&rules, "POST", "/api/v2/Notification").is_some());
        assert!(first(&rules, "GET", "/api/v2/Notification").is_none());
        assert!(first(&rules, "GET", "/api/v2/Notification/selectables").is_none());
    }
}
