//! One record by its id, or a 404 in the same words everywhere ("There is
//! no trade 7.").

use crate::{error::ApiError, model::Customer, store::World};

/// The record of `records` whose id (`id_of`) is `id`; otherwise a 404
/// naming it as `what` ("trade", "bank account").
pub fn by_id<'a, T>(
    records: &'a [T],
    id: u64,
    id_of: impl Fn(&T) -> u64,
    what: &str,
) -> Result<&'a T, ApiError> {
    records
        .iter()
        .find(|record| id_of(record) == id)
        .ok_or_else(|| missing(what, id))
}

/// The customer (user account) `user_id`, or a 404.
pub fn customer(world: &World, user_id: u64) -> Result<&Customer, ApiError> {
    world
        .customer_by_id(user_id)
        .ok_or_else(|| missing("user", user_id))
}

/// The 404 of a record that does not exist.
pub fn missing(what: &str, id: u64) -> ApiError {
    ApiError::NotFound(format!("There is no {what} {id}."))
}
