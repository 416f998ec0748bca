//! What the role operations share: the built-in roles and the limits of a
//! role's texts, the `{pageIndex}/{pageSize}` segments, how staff and
//! customers appear on the role screens, finding a role, checking a payload.

use std::{collections::BTreeSet, ops::Range};

use crate::{
    error::ApiError,
    model::{
        ADMINISTRATOR, CUSTOMER_ROLE, Claim, Customer, Permission, Role, RolePayload, RoleUser, StaffUser,
        text,
    },
    store::World,
};

/// The roles the server itself relies on: they can be edited but not
/// renamed or deleted.
pub const BUILT_IN: [&str; 2] = [ADMINISTRATOR, CUSTOMER_ROLE];

/// The longest role name accepted.
pub const MAX_NAME: usize = 64;

/// The longest role description accepted.
pub const MAX_DESCRIPTION: usize = 256;

/// The largest page of a `{pageIndex}/{pageSize}` pair.
pub const MAX_SEGMENT_PAGE_SIZE: i64 = 1000;

/// A page of a `{pageIndex}/{pageSize}` pair: `-1/-1` (what the console
/// sends) means every record; otherwise a 1-based page and a size of 1 to 1000.
pub fn segment_page<T: Clone>(records: &[T], page_index: &str, page_size: &str) -> Result<Vec<T>, ApiError> {
    let range = segment_range(records.len(), page_index, page_size)?;
    Ok(records.get(range).unwrap_or_default().to_vec())
}

/// The indexes a `{pageIndex}/{pageSize}` pair selects out of `total`
/// records (see [`segment_page`]), so a long list can be paged before its
/// records are built.
pub fn segment_range(total: usize, page_index: &str, page_size: &str) -> Result<Range<usize>, ApiError> {
    let number = |field: &str, text: &str| {
        text.trim().parse::<i64>().map_err(|_| {
            ApiError::invalid_field(
                field,
                format!("`{text}` is not a number; send -1 for every record"),
            )
        })
    };
    let page = number("pageIndex", page_index)?;
    let size = number("pageSize", page_size)?;
    if page != -1 && !(1..=i64::from(i32::MAX)).contains(&page) {
        return Err(ApiError::invalid_field(
            "pageIndex",
            format!(
                "must be -1 for every record, or a page number from 1 to {}",
                i32::MAX
            ),
        ));
    }
    if size != -1 && !(1..=MAX_SEGMENT_PAGE_SIZE).contains(&size) {
        return Err(ApiError::invalid_field(
            "pageSize",
            format!("must be -1 for every record, or 1 to {MAX_SEGMENT_PAGE_SIZE}"),
        ));
    }
    // Either segment at -1 asks for every record (the console sends -1/-1).
    if page == -1 || size == -1 {
        return Ok(0..total);
    }
    let size = usize::try_from(size).unwrap_or(1000);
    let skip = usize::try_from(page - 1)
        .unwrap_or(usize::MAX)
        .saturating_mul(size)
        .min(total);
    Ok(skip..skip.saturating_add(size).min(total))
}

/// A staff member as the role screens show them.
pub fn role_user(user: &StaffUser) -> RoleUser {
    RoleUser {
        id: user.id,
        user_name: user.user_name.clone(),
        full_name: user.full_name(),
        email: user.email.clone(),
        roles: user.roles.clone(),
        customer: false,
    }
}

/// A platform customer as the role screens show them, with the roles they
/// hold in this world.
pub fn customer_user(world: &World, customer: &Customer) -> RoleUser {
    RoleUser {
        id: customer.user_id,
        user_name: customer.user_name.clone(),
        full_name: format!("{} {}", customer.first_name, customer.last_name),
        email: customer.email.clone(),
        roles: world.customer_roles_of(customer.user_id),
        customer: true,
    }
}

/// The role a path segment names: its id, or its name (case-insensitively).
pub fn find_role<'w>(world: &'w World, segment: &str) -> Result<&'w Role, ApiError> {
    let segment = segment.trim();
    let by_id = segment.parse::<u64>().ok();
    world
        .roles
        .iter()
        .find(|role| Some(role.id) == by_id)
        .or_else(|| {
            world
                .roles
                .iter()
                .find(|role| role.name.eq_ignore_ascii_case(segment))
        })
        .ok_or_else(|| ApiError::NotFound(format!("There is no role `{segment}`.")))
}

/// A payload checked: trimmed name and description, permissions without
/// repeats in spec order.
pub fn checked(payload: &RolePayload) -> Result<(String, String, Vec<Permission>), ApiError> {
    // Display text (model/text.rs): 1 to 64 and 1 to 256 characters, no
    // control, bidi or invisible characters.
    let mut errors = crate::error::FieldErrors::default();
    let name = text::field(&mut errors, "Name", &payload.name);
    let description = text::field(&mut errors, "Description", &payload.description);
    let (Some(name), Some(description)) = (name, description) else {
        return Err(errors.into_error());
    };
    let granted: BTreeSet<Claim> = payload.permissions.iter().map(|p| p.value).collect();
    let permissions = Claim::ALL
        .into_iter()
        .filter(|claim| granted.contains(claim))
        .map(Permission::from)
        .collect();
    Ok((name, description, permissions))
}
