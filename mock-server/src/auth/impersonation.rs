//! What an impersonation token may do.
//!
//! The token exchange (RFC 8693) issues a token whose `sub` is the customer
//! and whose `act` is the staff member. Such a token **acts as the
//! customer**: it carries none of the staff member's claims (a customer holds
//! no staff claims at all), so it can never create roles, assign them or
//! manage users. It may:
//!
//! - read the signed-in user (`GET /api/account/users/me/{account}`): the
//!   customer, with no claims and an `Impersonator` naming the staff member;
//! - read, never change, the customer's own records: the `GET` operations whose
//!   path names the customer (`{userId}`) or one of the customer's trading
//!   accounts (`{tradingAccountId}`).
//!
//! Everything else answers 403. The rule is read from each operation's method
//! and path, so a new tab under `/api/admin/users/{userId}/...` is covered the
//! day it is added, and [`document`] writes it into the OpenAPI document.

use axum::http::Method;
use utoipa::openapi::OpenApi;

use crate::store::World;

/// The path parameters that name a record a customer owns.
pub const OWNER_PARAMETERS: [&str; 2] = ["userId", "tradingAccountId"];

/// The extension that marks the operations an impersonation token may call.
pub const EXTENSION: &str = "x-impersonation";

/// The owner parameter of an operation an impersonation token may call for
/// its own customer: `Some` for the reads of the customer's own records.
pub fn owner_parameter(method: &Method, template: &str) -> Option<&'static str> {
    if method != Method::GET {
        return None;
    }
    OWNER_PARAMETERS.into_iter().find(|name| {
        template
            .split('/')
            .any(|segment| segment == format!("{{{name}}}"))
    })
}

/// Whether `customer` owns the record that `path` (the request's path, which
/// matched `template`) names through its owner parameter.
pub fn owns(world: &World, customer: u64, template: &str, path: &str, parameter: &str) -> bool {
    let wanted = format!("{{{parameter}}}");
    let Some(value) = template
        .split('/')
        .zip(path.split('/'))
        .find_map(|(template, actual)| (template == wanted).then_some(actual))
    else {
        return false;
    };
    let Ok(id) = value.parse::<u64>() else {
        return false;
    };
    match parameter {
        "userId" => id == customer,
        "tradingAccountId" => world
            .trading_accounts
            .iter()
            .any(|account| account.trading_account_id == id && account.user_id == customer),
        _ => false,
    }
}

/// Writes into the document which operations an impersonation token may
/// call: `x-impersonation` (`own-records` or `signed-in-user`) and a sentence
/// in the description.
pub fn document(api: &mut OpenApi) {
    for (path, item) in &mut api.paths.paths {
        let get = item.get.as_mut();
        let Some(operation) = get else { continue };
        let requirement = super::requirement::Requirement::of(operation);
        let public = requirement == Ok(super::requirement::Requirement::Public);
        let token_only = requirement == Ok(super::requirement::Requirement::Token(None));
        let (marker, sentence) = if let Some(parameter) = owner_parameter(&Method::GET, path) {
            (
                "own-records",
                format!(
                    "**Impersonation:** an impersonation token may read this for its own customer \
                     (`{parameter}` must be the customer's); any other is 403."
                ),
            )
        } else if token_only {
            (
                "signed-in-user",
                "**Impersonation:** an impersonation token reads the customer it acts as.".to_owned(),
            )
        } else {
            continue;
        };
        if public {
            continue;
        }
        operation
            .extensions
            .get_or_insert_with(Default::default)
            .insert(EXTENSION.to_owned(), serde_json::Value::String(marker.to_owned()));
        operation.description = Some(match operation.description.take() {
            Some(description) => format!("{description}\n\n{sentence}"),
            None => sentence,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_reads_of_owned_records_are_open() {
        assert_eq!(
            owner_parameter(&Method::GET, "/api/admin/users/{userId}/audit-trail"),
            Some("userId")
        );
        assert_eq!(
            owner_parameter(&Method::GET, "/api/admin/trading-accounts/{tradingAccountId}"),
            Some("tradingAccountId")
        );
        assert_eq!(
            owner_parameter(&Method::POST, "/api/admin/users/{userId}/restrictions"),
            None
        );
        assert_eq!(owner_parameter(&Method::GET, "/api/admin/users"), None);
        assert_eq!(
            owner_parameter(
                &Method::GET,
                "/api/account/role/{role}/user/{pageIndex}/{pageSize}"
            ),
            None
        );
    }

    #[test]
    fn ownership_reads_the_parameter_at_its_place() {
        let world = World::default();
        let template = "/api/admin/users/{userId}/roles";
        assert!(owns(&world, 7, template, "/api/admin/users/7/roles", "userId"));
        assert!(!owns(&world, 7, template, "/api/admin/users/8/roles", "userId"));
        assert!(!owns(&world, 7, template, "/api/admin/users/x/roles", "userId"));
        assert!(!owns(
            &world,
            7,
            "/api/admin/trading-accounts/{tradingAccountId}",
            "/api/admin/trading-accounts/7",
            "tradingAccountId"
        ));
    }
}
