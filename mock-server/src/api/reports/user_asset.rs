//! `GET /api/admin/user-asset-report`: the user and asset report (spec 7).

use std::collections::HashMap;

use axum::{
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};

use crate::{api::listing::DateRangeQuery, error::ApiError, extract::Query, mock::Session, model::Problem};

/// The report's header line (spec 3's columns).
pub const HEADER: &str = "S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity";

/// Fields cannot hold the separator or a line break, or the rows would shift.
fn clean(field: &str) -> String {
    field.replace([';', '\n', '\r'], " ")
}

/// The user and asset report, as semicolon-separated text.
///
/// A header line, then one line per customer who started within the range
/// (`startDate` and `endDate`, both optional), oldest first: row number,
/// first and last name, email, start date (`YYYY-MM-DD`) and total net
/// liquidity (cash plus smartfolio holdings, two decimals). The console turns
/// it into the UserAssetReport spreadsheet.
#[utoipa::path(
    get,
    path = "/api/admin/user-asset-report",
    operation_id = "getUserAssetReport",
    tag = crate::openapi::tags::REPORTS,
    params(DateRangeQuery),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The report", content_type = "text/plain", body = String,
            example = "S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity\n1;Ada;Byron;user10000@mail.example;2025-03-02;10523.17\n"),
        (status = BAD_REQUEST, description = "A date is malformed, or the start is after the end", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn user_asset_report(
    session: Session,
    Query(range): Query<DateRangeQuery>,
) -> Result<Response, ApiError> {
    let range = range.check()?;
    let world = session.world();
    let mut liquidity: HashMap<u64, f64> = HashMap::new();
    let owner: HashMap<u64, u64> = world
        .trading_accounts
        .iter()
        .map(|account| {
            *liquidity.entry(account.user_id).or_default() += account.cash_balance;
            (account.trading_account_id, account.user_id)
        })
        .collect();
    for position in world.smartfolio_positions.iter() {
        if let Some(user) = owner.get(&position.trading_account_id) {
            *liquidity.entry(*user).or_default() += position.market_value;
        }
    }
    let mut customers: Vec<_> = world
        .customers
        .iter()
        .filter(|c| range.contains(c.created))
        .collect();
    customers.sort_by(|a, b| a.created.cmp(&b.created).then(a.user_id.cmp(&b.user_id)));
    let mut text = String::with_capacity(64 * (customers.len() + 1));
    text.push_str(HEADER);
    text.push('\n');
    for (row, customer) in customers.iter().enumerate() {
        text.push_str(&format!(
            "{};{};{};{};{};{:.2}\n",
            row + 1,
            clean(&customer.first_name),
            clean(&customer.last_name),
            clean(&customer.email),
            customer.created.format("%Y-%m-%d"),
            liquidity.get(&customer.user_id).copied().unwrap_or_default()
        ));
    }
    let mut response = text.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    Ok(response)
}
