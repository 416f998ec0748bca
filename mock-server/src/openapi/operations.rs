//! The operations of a path item, read or changed one by one: what the
//! guard, the claim requirements and the document's finishing touches walk.

use axum::http::Method;
use utoipa::openapi::{PathItem, path::Operation};

/// The operations of a path item with their methods.
pub fn operations(item: &PathItem) -> impl Iterator<Item = (Method, &Operation)> {
    [
        (Method::GET, &item.get),
        (Method::PUT, &item.put),
        (Method::POST, &item.post),
        (Method::DELETE, &item.delete),
        (Method::PATCH, &item.patch),
        (Method::HEAD, &item.head),
        (Method::OPTIONS, &item.options),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.as_ref().map(|operation| (method, operation)))
}

/// The operations of a path item, to change them.
pub fn operations_mut(item: &mut PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        &mut item.get,
        &mut item.put,
        &mut item.post,
        &mut item.delete,
        &mut item.patch,
        &mut item.head,
        &mut item.options,
    ]
    .into_iter()
    .filter_map(Option::as_mut)
}
