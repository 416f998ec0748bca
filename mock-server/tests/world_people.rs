//! Invariants of the generated world's people, restrictions, compliance,
//! operations, reconciliation and catalog: referential integrity, coverage of
//! every enumeration value, determinism and stability.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

use std::collections::{BTreeSet, HashMap, HashSet};

use mock_server::{
    fixtures::{self, Scale, fixture_epoch},
    model::{
        AccountPermission, ActionType, ActivityCode, AggressivenessLabel, MembershipLevel, NotificationType,
        Numbered, OnboardingStatus, ReconciliationSource, RestoreStatus, StockType, StrategyName,
    },
    store::World,
};
use proptest::prelude::*;

fn check_integrity(world: &World) {
    let customers: HashSet<u64> = world.customers.iter().map(|c| c.user_id).collect();
    let accounts: HashMap<u64, u64> = world
        .trading_accounts
        .iter()
        .map(|a| (a.trading_account_id, a.user_id))
        .collect();
    let now = world.generated_at;

    let restricted: HashSet<u64> = world
        .restricted_accounts
        .iter()
        .map(|r| r.trading_account_id)
        .collect();
    for row in world.restricted_accounts.iter() {
        assert_eq!(
            accounts.get(&row.trading_account_id),
            Some(&row.user_id),
            "{row:?}"
        );
        assert!(row.created <= now);
    }
    let mut per_account: HashMap<u64, Vec<AccountPermission>> = HashMap::new();
    for row in world.restricted_permissions.iter() {
        assert!(restricted.contains(&row.trading_account_id), "{row:?}");
        assert_eq!(
            row.account_permission_id.number(),
            row.permission_id.permission_id() - 1
        );
        per_account
            .entry(row.trading_account_id)
            .or_default()
            .push(row.permission_id);
    }
    for (account, permissions) in &per_account {
        assert_eq!(
            permissions,
            &AccountPermission::ALL,
            "account {account} lacks a setting"
        );
        let denied = world
            .restricted_permissions
            .iter()
            .filter(|p| p.trading_account_id == *account && !p.is_allowed)
            .count();
        assert!(denied >= 1, "restricted account {account} denies nothing");
    }
    assert_eq!(per_account.len(), restricted.len());

    for row in world.selective_restrictions.iter() {
        assert!(customers.contains(&row.user_id));
    }
    for row in world.affiliations.iter() {
        assert!(customers.contains(&row.user_id));
        assert_eq!(
            row.ticker.is_some(),
            row.stock_type == StockType::PubliclyTradedCompany
        );
    }
    for row in world.negative_settled_cash.iter() {
        assert!(accounts.contains_key(&row.trading_account_id));
        assert!(row.settled_cash < 0.0 && row.date <= now);
    }
    for row in world.crm_requests.iter() {
        assert!(customers.contains(&row.user_id));
        assert_eq!(row.success, row.status_code < 300);
    }
    for row in world.restore_requests.iter() {
        assert!(customers.contains(&row.user_id));
        assert!(row.point_in_time < row.created && row.created <= now);
    }
    for row in world.trade_reconciliation.iter() {
        assert!(accounts.contains_key(&row.trading_account_id));
        let differs = row.platform_quantity != row.broker_quantity || row.platform_price != row.broker_price;
        assert_eq!(row.is_break, differs, "{row:?}");
    }
    for row in world.position_reconciliation.iter() {
        assert!(accounts.contains_key(&row.trading_account_id));
        assert_eq!(row.is_break, row.quantity != row.other_quantity);
    }
    // Positions come in pairs, one per side, mirroring each other.
    let platform = world
        .position_reconciliation
        .iter()
        .filter(|r| r.source == ReconciliationSource::Platform)
        .count();
    assert_eq!(platform * 2, world.position_reconciliation.len());
    for row in world.balance_reconciliation.iter() {
        let account = world
            .trading_accounts
            .iter()
            .find(|a| a.trading_account_id == row.trading_account_id)
            .unwrap();
        assert_eq!(
            row.platform_balance, account.cash_balance,
            "the platform side is the account's cash"
        );
        assert!((row.difference - (row.platform_balance - row.broker_balance)).abs() < 0.005);
        assert_eq!(row.is_break, row.difference != 0.0, "{row:?}");
    }
    for row in world.onboarding_reconciliation.iter() {
        assert!(customers.contains(&row.user_id));
    }
    let smartfolios: HashSet<u64> = world.smartfolios.iter().map(|s| s.smartfolio_id).collect();
    for row in world.smartfolio_positions.iter() {
        assert!(smartfolios.contains(&row.smartfolio_id) && accounts.contains_key(&row.trading_account_id));
    }
    for row in world.smartfolio_overrides.iter() {
        assert!(smartfolios.contains(&row.smartfolio_id));
    }
    let symbols: HashSet<&str> = world.assets.iter().map(|a| a.symbol.as_str()).collect();
    for row in world.symbol_strategies.iter() {
        assert!(symbols.contains(row.symbol.as_str()));
        assert_eq!(row.strategy_name, row.strategy_id.label());
    }
    for smartfolio in world.smartfolios.iter() {
        assert!(smartfolio.aggressiveness <= 10);
        assert_eq!(
            smartfolio.aggressiveness_label,
            AggressivenessLabel::of(smartfolio.aggressiveness)
        );
    }
    for notification in world.notifications.iter() {
        assert!(
            notification.description.chars().count() > 10,
            "spec 9: longer than 10 characters"
        );
        assert!(
            notification
                .hide_allowed_after
                .is_none_or(|n| (1..=10).contains(&n))
        );
        if let Some(end) = notification.end_date_utc {
            assert!(end > notification.start_date_utc);
        }
    }
    // Customer details point at the customer's own accounts.
    for customer in world.customers.iter().take(15) {
        let profile = world.customer_profile(customer.user_id).unwrap();
        for document in &profile.broker_documents {
            assert_eq!(
                accounts.get(&document.trading_account_id),
                Some(&customer.user_id)
            );
        }
        for entry in profile.audit_trail.iter().chain(&profile.identity_audit_trail) {
            assert_eq!(entry.user_id, customer.user_id);
            assert!(entry.created <= now && entry.created >= customer.created);
        }
        assert!(
            profile
                .identity_documents
                .windows(2)
                .all(|w| w[0].start_date >= w[1].start_date)
        );
    }
    // Totals.
    let figures = world.dashboard(now);
    assert_eq!(figures.customers, world.customers.len() as u64);
    let cash: f64 = world.trading_accounts.iter().map(|a| a.cash_balance).sum();
    assert!((figures.total_cash - cash).abs() < 0.01);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_world_is_referentially_whole(seed in any::<u64>(), customers in 1u64..150) {
        check_integrity(&fixtures::generate(seed, Scale::Customers(customers), fixture_epoch()));
    }

    #[test]
    fn a_customers_records_do_not_depend_on_how_many_customers_there_are(
        seed in any::<u64>(),
        smaller in 5u64..40,
        extra in 1u64..40,
    ) {
        let small = fixtures::generate(seed, Scale::Customers(smaller), fixture_epoch());
        let large = fixtures::generate(seed, Scale::Customers(smaller + extra), fixture_epoch());
        for (a, b) in small.customers.iter().zip(large.customers.iter()) {
            prop_assert_eq!(a, b);
            prop_assert_eq!(small.customer_profile(a.user_id), large.customer_profile(b.user_id));
        }
        let in_small = |w: &World| -> Vec<_> {
            w.affiliations.iter().filter(|r| r.user_id < 10_000 + smaller).cloned().collect()
        };
        prop_assert_eq!(in_small(&small), in_small(&large));
        prop_assert_eq!(&small.assets, &large.assets);
        prop_assert_eq!(&small.notifications, &large.notifications);
    }
}

#[test]
fn the_small_world_has_every_enumeration_value_somewhere() {
    let world = fixtures::generate(42, Scale::Small, fixture_epoch());
    check_integrity(&world);
    let statuses: BTreeSet<_> = world.customers.iter().map(|c| c.onboarding_status).collect();
    assert_eq!(statuses.len(), OnboardingStatus::ALL.len(), "{statuses:?}");
    let levels: BTreeSet<_> = world.customers.iter().map(|c| c.membership_level).collect();
    assert_eq!(levels.len(), MembershipLevel::ALL.len());
    let permissions: HashSet<_> = world
        .restricted_permissions
        .iter()
        .map(|p| p.permission_id)
        .collect();
    assert_eq!(permissions.len(), 8);
    let stock_types: HashSet<_> = world.affiliations.iter().map(|a| a.stock_type).collect();
    assert_eq!(stock_types.len(), 2);
    let restore: HashSet<_> = world.restore_requests.iter().map(|r| r.status).collect();
    for status in [
        RestoreStatus::Pending,
        RestoreStatus::Running,
        RestoreStatus::Complete,
        RestoreStatus::Failed,
    ] {
        assert!(restore.contains(&status));
    }
    assert!(world.trade_reconciliation.iter().any(|r| r.is_break));
    assert!(world.position_reconciliation.iter().any(|r| r.is_break));
    assert!(world.balance_reconciliation.iter().any(|r| r.is_break));
    assert!(world.onboarding_reconciliation.iter().any(|r| r.is_break));
    assert!(world.crm_requests.iter().any(|r| !r.success));
    let types: HashSet<_> = world.notifications.iter().map(|n| n.notification_type).collect();
    for kind in [
        NotificationType::Both,
        NotificationType::Push,
        NotificationType::InApp,
        NotificationType::NotSet,
    ] {
        assert!(types.contains(&kind));
    }
    let actions: HashSet<_> = world.notifications.iter().filter_map(|n| n.action).collect();
    for action in [
        ActionType::RouteInternally,
        ActionType::RouteExternally,
        ActionType::HalfScreenTextModal,
        ActionType::FullScreenHtmlModal,
    ] {
        assert!(actions.contains(&action));
    }
    assert!(
        world.notifications.iter().any(|n| n.end_date_utc.is_none()),
        "'Not Available' end dates"
    );
    let strategies: HashSet<_> = world.symbol_strategies.iter().map(|s| s.strategy_id).collect();
    assert_eq!(strategies.len(), StrategyName::ALL.len());
    let labels: HashSet<_> = world.smartfolios.iter().map(|s| s.aggressiveness_label).collect();
    assert_eq!(labels.len(), 6);
    let membership_types: HashSet<_> = world.smartfolios.iter().map(|s| s.membership_type).collect();
    assert_eq!(membership_types.len(), 5);
    let codes: HashSet<ActivityCode> = world
        .customers
        .iter()
        .take(40)
        .flat_map(|c| world.customer_profile(c.user_id).unwrap().audit_trail)
        .map(|e| e.activity_code)
        .collect();
    assert_eq!(codes.len(), ActivityCode::ALL.len());
    // A share of names in non-Latin scripts, for wrapping and right-to-left.
    let non_latin = world
        .customers
        .iter()
        .filter(|c| !c.first_name.is_ascii())
        .count();
    assert!(
        non_latin * 10 >= world.customers.len(),
        "{non_latin} non-Latin names"
    );
}

#[test]
fn enumerations_travel_as_the_spec_spells_and_numbers_them() {
    let json = |value: &dyn erased::Serialize| value.to_json();
    assert_eq!(
        json(&OnboardingStatus::WaitingBrokerVerify),
        "\"Waiting Broker Verify\""
    );
    assert_eq!(json(&MembershipLevel::Pro), "4");
    assert_eq!(json(&AccountPermission::SmartfolioSell), "9");
    assert_eq!(json(&StrategyName::SpyPlus), "3");
    assert_eq!(json(&StockType::MemberFirm), "4");
    assert_eq!(json(&ActivityCode::BrokerCashMovement), "11");
    assert_eq!(json(&AggressivenessLabel::ModeratePlus), "\"Moderate+\"");
    assert_eq!(json(&ActionType::FullScreenHtmlModal), "\"fullScreenHtmlModal\"");
    let asset =
        serde_json::to_value(&fixtures::generate(1, Scale::Customers(1), fixture_epoch()).assets[0]).unwrap();
    for field in [
        "symbol",
        "cusiP_NUMBER",
        "type",
        "isFractionable",
        "isEnabled",
        "isBlacklist",
        "isWhitelist",
        "IsSmartfolioDisabled",
    ] {
        assert!(asset.get(field).is_some(), "asset field {field}");
    }
}

/// A tiny object-safe serialization helper for the table above.
mod erased {
    pub trait Serialize {
        fn to_json(&self) -> String;
    }

    impl<T: serde::Serialize> Serialize for T {
        fn to_json(&self) -> String {
            serde_json::to_string(self).unwrap()
        }
    }
}
