//! The notification form's rules (spec 5), checked in the spec's order.

use std::collections::BTreeMap;

use chrono::{DateTime, DurationRound, Utc};

use crate::{
    error::ApiError,
    model::{ActionType, Notification, NotificationPayload, NotificationSelectables, NotificationType},
};

/// The longest description accepted (the spec's message names 240).
pub const MAX_DESCRIPTION: usize = 240;

fn text(value: &Option<String>) -> Option<String> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// Checks a payload and builds the stored notification. `creating` also
/// refuses a start in the past (the form's pickers disallow past dates).
pub fn notification(
    payload: &NotificationPayload,
    id: u64,
    created_date: DateTime<Utc>,
    now: DateTime<Utc>,
    creating: bool,
    options: &NotificationSelectables,
) -> Result<Notification, ApiError> {
    const REQUIRED: &str = "This field is required";
    let mut errors: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    let mut fail = |field: &str, message: &str| {
        if !errors.contains_key(field) {
            order.push(field.to_owned());
        }
        errors
            .entry(field.to_owned())
            .or_default()
            .push(message.to_owned());
    };
    let title = text(&payload.title);
    if title.is_none() {
        fail("title", REQUIRED);
    }
    let description = text(&payload.description);
    match &description {
        None => fail("description", REQUIRED),
        Some(d) if d.chars().count() <= 10 || d.chars().count() > MAX_DESCRIPTION => {
            fail("description", "The description must be 11 to 240 characters.");
        }
        Some(_) => {}
    }
    let today = now.duration_trunc(chrono::Duration::days(1)).unwrap_or(now);
    match payload.start_date_utc {
        None => fail("startDateUtc", REQUIRED),
        Some(start) if creating && start < today => {
            fail("startDateUtc", "The start date cannot be in the past.");
        }
        Some(_) => {}
    }
    let kind = payload.notification_type.unwrap_or(NotificationType::NotSet);
    if kind == NotificationType::NotSet {
        fail("notificationType", "Choose In App, Push or both.");
    }
    match (payload.end_date_utc, payload.start_date_utc) {
        (None, _) if kind != NotificationType::Push => fail("endDateUtc", REQUIRED),
        (Some(end), Some(start)) if end < start => {
            fail("endDateUtc", "The end date cannot be before the start date.");
        }
        _ => {}
    }
    let allowed = |list: &[crate::model::Selectable], value: &str| list.iter().any(|o| o.value == value);
    let color = text(&payload.color);
    match &color {
        None => fail("color", REQUIRED),
        Some(c) if !allowed(&options.color_types, c) => fail("color", "Choose one of the colour types."),
        Some(_) => {}
    }
    let icon = text(&payload.icon);
    match &icon {
        None => fail("icon", REQUIRED),
        Some(i) if !allowed(&options.icon_types, i) => fail("icon", "Choose one of the icon types."),
        Some(_) => {}
    }
    let audience = text(&payload.target_audience).unwrap_or_else(|| "All".to_owned());
    if !allowed(&options.target_audience_types, &audience) {
        fail("targetAudience", "Choose one of the target audience types.");
    }
    match payload.action {
        None => fail("action", REQUIRED),
        Some(ActionType::RouteInternally) => {
            if text(&payload.route).is_none() {
                fail("route", REQUIRED);
            }
            if text(&payload.route_params).is_none() {
                fail("routeParams", REQUIRED);
            }
        }
        Some(ActionType::RouteExternally) => match text(&payload.external_url) {
            None => fail("externalUrl", REQUIRED),
            Some(url) if !crate::api::smartfolios::is_url(&url) => {
                fail("externalUrl", "Enter an http or https address.");
            }
            Some(_) => {}
        },
        Some(ActionType::HalfScreenTextModal) => {
            if text(&payload.text_content).is_none() {
                fail("textContent", REQUIRED);
            }
            if text(&payload.modal_graphic_url).is_none() {
                fail("modalGraphicUrl", REQUIRED);
            }
        }
        Some(ActionType::FullScreenHtmlModal) => {
            if text(&payload.html_content).is_none() {
                fail("htmlContent", REQUIRED);
            }
        }
    }
    if payload.hide_allowed_after.is_some_and(|n| !(1..=10).contains(&n)) {
        fail("hideAllowedAfter", "Choose 1 to 10.");
    }
    if let Some(first) = order.first() {
        let detail = format!("{first}: {}", errors[first][0]);
        return Err(ApiError::BadRequest { detail, errors });
    }
    let (Some(title), Some(description), Some(start_date_utc), Some(action)) =
        (title, description, payload.start_date_utc, payload.action)
    else {
        return Err(ApiError::bad_request("The notification is incomplete."));
    };
    Ok(Notification {
        notification_master_id: id,
        title,
        description,
        start_date_utc,
        end_date_utc: payload.end_date_utc,
        created_date,
        target_audience: audience,
        route: text(&payload.route),
        route_params: text(&payload.route_params),
        external_url: text(&payload.external_url),
        action: Some(action),
        hide_allowed_after: payload.hide_allowed_after,
        notification_type: kind,
        text_content: text(&payload.text_content),
        html_content: text(&payload.html_content),
        modal_graphic_url: text(&payload.modal_graphic_url),
        color,
        sequence: payload.sequence,
        icon,
        action_text: text(&payload.action_text),
        modal_action_text: text(&payload.modal_action_text),
        modal_dismiss_text: text(&payload.modal_dismiss_text),
    })
}
