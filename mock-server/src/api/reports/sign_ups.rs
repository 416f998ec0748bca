//! `GET /api/admin/reports/sign-ups`: sign-ups over time, for the Marketing
//! Authentication page (the spec names the page only; our reading is in
//! docs/spec-deviations.md, K2).

use chrono::{Datelike, Duration, Months, NaiveDate};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    extract::{Json, Query},
    mock::Session,
    model::{OnboardingStatus, Problem, SignUpBucket, SignUpInterval, SignUpReport},
};

/// More buckets than this is no chart anyone reads; it also bounds the answer.
pub const MAX_BUCKETS: i64 = 366;

/// The report's parameters.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct SignUpQuery {
    /// The first day, `YYYY-MM-DD` (UTC). Default: 29 days (`day`), 11 weeks (`week`) or 11 months (`month`) before `to`'s bucket.
    #[param(value_type = Option<crate::api::listing::DayParameter>, inline, example = "2026-10-01")]
    pub from: Option<String>,
    /// The last day, `YYYY-MM-DD` (UTC), included; not before `from`. Default: today, by the session's clock.
    #[param(value_type = Option<crate::api::listing::DayParameter>, inline, example = "2026-11-25")]
    pub to: Option<String>,
    /// `day` (default), `week` (ISO weeks, Monday first) or `month`.
    #[param(value_type = Option<SignUpInterval>, example = "week")]
    pub interval: Option<String>,
}

/// A day parameter, or a field-level 400.
fn day(field: &str, text: Option<&str>) -> Result<Option<NaiveDate>, ApiError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| ApiError::invalid_field(field, format!("`{text}` is not a day like 2026-01-31"))),
    }
}

/// The first day of the bucket holding `date`.
fn bucket_start(interval: SignUpInterval, date: NaiveDate) -> NaiveDate {
    match interval {
        SignUpInterval::Day => date,
        SignUpInterval::Week => date - Duration::days(i64::from(date.weekday().num_days_from_monday())),
        SignUpInterval::Month => date.with_day(1).unwrap_or(date),
    }
}

/// The first day of the bucket `steps` buckets after the one starting at `first`.
fn nth_bucket(interval: SignUpInterval, first: NaiveDate, steps: u32) -> NaiveDate {
    match interval {
        SignUpInterval::Day => first + Duration::days(i64::from(steps)),
        SignUpInterval::Week => first + Duration::weeks(i64::from(steps)),
        SignUpInterval::Month => first.checked_add_months(Months::new(steps)).unwrap_or(first),
    }
}

/// How many buckets after the one starting at `first` the bucket of `date` is.
fn bucket_index(interval: SignUpInterval, first: NaiveDate, date: NaiveDate) -> i64 {
    let start = bucket_start(interval, date);
    match interval {
        SignUpInterval::Day => (start - first).num_days(),
        SignUpInterval::Week => (start - first).num_weeks(),
        SignUpInterval::Month => {
            i64::from(start.year() - first.year()) * 12 + i64::from(start.month()) - i64::from(first.month())
        }
    }
}

/// Sign-ups over time.
///
/// Customers who signed up between `from` and `to` (both days included),
/// counted per day, per ISO week or per calendar month, with how many of them confirmed their
/// email and how many finished onboarding (Onboarding Complete or
/// Invested). Every bucket of the range is present, empty ones with zeros;
/// a week bucket is labelled by its Monday, a month by its first day, and
/// each counts only the days in the range.
#[utoipa::path(
    get,
    path = "/api/admin/reports/sign-ups",
    operation_id = "getSignUpReport",
    tag = crate::openapi::tags::REPORTS,
    params(SignUpQuery),
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The buckets", body = SignUpReport,
            example = json!({"interval": "week", "from": "2026-11-02", "to": "2026-11-15", "buckets": [
                {"start": "2026-11-02", "signUps": 3, "emailConfirmed": 2, "onboarded": 1},
                {"start": "2026-11-09", "signUps": 1, "emailConfirmed": 1, "onboarded": 0}]})),
        (status = BAD_REQUEST, description = "A day is malformed, `from` is after `to`, the interval is not day, week or month, or the range holds more than 366 buckets", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn sign_up_report(
    session: Session,
    Query(query): Query<SignUpQuery>,
) -> Result<Json<SignUpReport>, ApiError> {
    let interval = match query.interval.as_deref().map(str::trim) {
        None | Some("" | "day") => SignUpInterval::Day,
        Some("week") => SignUpInterval::Week,
        Some("month") => SignUpInterval::Month,
        Some(other) => {
            return Err(ApiError::invalid_field(
                "interval",
                format!("`{other}` is not day, week or month"),
            ));
        }
    };
    let to = day("to", query.to.as_deref())?.unwrap_or_else(|| session.now().date_naive());
    let from = match day("from", query.from.as_deref())? {
        Some(from) => from,
        None => match interval {
            SignUpInterval::Day => to - Duration::days(29),
            SignUpInterval::Week => bucket_start(interval, to) - Duration::weeks(11),
            SignUpInterval::Month => nth_bucket(interval, bucket_start(interval, to), 0)
                .checked_sub_months(Months::new(11))
                .unwrap_or(to),
        },
    };
    if from > to {
        return Err(ApiError::invalid_field("to", "To is before From"));
    }
    let first = bucket_start(interval, from);
    let count = bucket_index(interval, first, to) + 1;
    if count > MAX_BUCKETS {
        return Err(ApiError::invalid_field(
            "from",
            format!("The range holds {count} buckets; at most {MAX_BUCKETS}"),
        ));
    }
    let mut buckets: Vec<SignUpBucket> = (0..u32::try_from(count).unwrap_or(0))
        .map(|index| SignUpBucket {
            start: nth_bucket(interval, first, index),
            sign_ups: 0,
            email_confirmed: 0,
            onboarded: 0,
        })
        .collect();
    let world = session.world();
    for customer in world.customers.iter() {
        let date = customer.created.date_naive();
        if date < from || date > to {
            continue;
        }
        let index = bucket_index(interval, first, date);
        let Some(bucket) = usize::try_from(index).ok().and_then(|i| buckets.get_mut(i)) else {
            continue;
        };
        bucket.sign_ups += 1;
        bucket.email_confirmed += u64::from(customer.email_confirmed);
        bucket.onboarded += u64::from(matches!(
            customer.onboarding_status,
            OnboardingStatus::OnboardingComplete | OnboardingStatus::Invested
        ));
    }
    Ok(Json(SignUpReport {
        interval,
        from,
        to,
        buckets,
    }))
}
