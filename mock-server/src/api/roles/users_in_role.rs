//! `GET /api/account/role/{role}/user/{pageIndex}/{pageSize}`: the members of
//! a role (spec 7), staff and customers.

use crate::{
    error::ApiError,
    extract::{Json, Path},
    mock::Session,
    model::{CUSTOMER_ROLE, Customer, Problem, RoleData, RoleUser},
};

/// List the users who hold a role.
///
/// Staff members by user name, then the customers who hold it in the order
/// they signed up: every customer holds `customer` until staff change their
/// roles, so that role has as many members as there are customers, and a
/// client should page it (`-1/-1` means every member).
#[utoipa::path(
    get,
    path = "/api/account/role/{role}/user/{pageIndex}/{pageSize}",
    operation_id = "listUsersInRole",
    tag = crate::openapi::tags::ROLES,
    params(
        ("role" = String, Path, description = "The role's name (its id also works)", example = "administrator"),
        ("pageIndex" = i64, Path, description = "-1 for every member, or a 1-based page", example = -1),
        ("pageSize" = i64, Path, description = "-1 for every member, or 1 to 1000", example = -1),
    ),
    security(("bearer" = ["claims.assign"])),
    responses(
        (status = OK, description = "The role's members; `totalCount` counts them all", body = RoleData<Vec<RoleUser>>),
        (status = BAD_REQUEST, description = "The page segments are not valid", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such role", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn users_in_role(
    session: Session,
    Path((role, page_index, page_size)): Path<(String, String, String)>,
) -> Result<Json<RoleData<Vec<RoleUser>>>, ApiError> {
    let world = session.world();
    let role = super::shared::find_role(&world, &role)?.name.clone();
    let mut staff: Vec<RoleUser> = world
        .staff
        .iter()
        .filter(|user| user.roles.contains(&role))
        .map(super::shared::role_user)
        .collect();
    staff.sort_by(|a, b| a.user_name.cmp(&b.user_name));
    let implicit = role == CUSTOMER_ROLE;
    let holds = |customer: &&Customer| match world.customer_roles.get(&customer.user_id) {
        Some(roles) => roles.contains(&role),
        None => implicit,
    };
    let customers = if implicit {
        world.customers.len()
            - world
                .customer_roles
                .values()
                .filter(|r| !r.contains(&role))
                .count()
    } else {
        world
            .customer_roles
            .values()
            .filter(|r| r.contains(&role))
            .count()
    };
    let total = staff.len() + customers;
    let range = super::shared::segment_range(total, &page_index, &page_size)?;
    // The customers are only built for the page asked for.
    let first_customer = range.start.saturating_sub(staff.len());
    let wanted_customers = range
        .end
        .saturating_sub(staff.len())
        .saturating_sub(first_customer);
    let mut members: Vec<RoleUser> = staff
        .get(range.start.min(staff.len())..range.end.min(staff.len()))
        .unwrap_or_default()
        .to_vec();
    members.extend(
        world
            .customers
            .iter()
            .filter(holds)
            .skip(first_customer)
            .take(wanted_customers)
            .map(|customer| super::shared::customer_user(&world, customer)),
    );
    Ok(Json(RoleData::success(members, total as u64)))
}
