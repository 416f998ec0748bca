//! The notification form's rules (spec 5), checked in the spec's order.

use std::collections::BTreeMap;

use chrono::{DateTime, DurationRound, Utc};

use crate::{
    error::ApiError,
    model::text::{self, Checked},
    model::{ActionType, Notification, NotificationPayload, NotificationSelectables, NotificationType},
};

/// A text field: absent (or null) is `Ok(None)`; present, it must obey its
/// rules (model/text.rs) and is trimmed.
fn text<T: Checked>(value: &Option<T>) -> Result<Option<String>, String> {
    text::optional(value.as_ref())
}

/// A choice among the selectables, trimmed; blank is absent.
fn choice(value: &Option<String>) -> Option<String> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// The value of a field that passed its rules (its error is recorded elsewhere).
fn kept(value: &Result<Option<String>, String>) -> Option<String> {
    value.clone().ok().flatten()
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
    // A present field that breaks its rules fails with the rule's message,
    // an absent required one with REQUIRED.
    let mut require = |field: &str, value: &Result<Option<String>, String>| match value {
        Err(message) => fail(field, message),
        Ok(None) => fail(field, REQUIRED),
        Ok(Some(_)) => {}
    };
    let title = text(&payload.title);
    require("title", &title);
    // 11 to 240 characters as sent (the document's minLength and maxLength).
    let description = text(&payload.description);
    require("description", &description);
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
    let color = choice(&payload.color);
    match &color {
        None => fail("color", REQUIRED),
        Some(c) if !allowed(&options.color_types, c) => fail("color", "Choose one of the colour types."),
        Some(_) => {}
    }
    let icon = choice(&payload.icon);
    match &icon {
        None => fail("icon", REQUIRED),
        Some(i) if !allowed(&options.icon_types, i) => fail("icon", "Choose one of the icon types."),
        Some(_) => {}
    }
    let audience = choice(&payload.target_audience).unwrap_or_else(|| "All".to_owned());
    if !allowed(&options.target_audience_types, &audience) {
        fail("targetAudience", "Choose one of the target audience types.");
    }
    let route = text(&payload.route);
    let route_params = text(&payload.route_params);
    let external_url = text(&payload.external_url);
    let text_content = text(&payload.text_content);
    let html_content = text(&payload.html_content);
    let modal_graphic_url = text(&payload.modal_graphic_url);
    let action_text = text(&payload.action_text);
    let modal_action_text = text(&payload.modal_action_text);
    let modal_dismiss_text = text(&payload.modal_dismiss_text);
    // The fields the action needs (spec 5, rules 8 to 11).
    let needed: &[(&str, &Result<Option<String>, String>)] = match payload.action {
        None => {
            fail("action", REQUIRED);
            &[]
        }
        Some(ActionType::RouteInternally) => &[("route", &route), ("routeParams", &route_params)],
        Some(ActionType::RouteExternally) => &[("externalUrl", &external_url)],
        Some(ActionType::HalfScreenTextModal) => &[
            ("textContent", &text_content),
            ("modalGraphicUrl", &modal_graphic_url),
        ],
        Some(ActionType::FullScreenHtmlModal) => &[("htmlContent", &html_content)],
    };
    for (field, value) in needed {
        if matches!(value, Ok(None)) {
            fail(field, REQUIRED);
        }
    }
    // Every present text field obeys its rules, needed or not.
    for (field, value) in [
        ("route", &route),
        ("routeParams", &route_params),
        ("externalUrl", &external_url),
        ("textContent", &text_content),
        ("htmlContent", &html_content),
        ("modalGraphicUrl", &modal_graphic_url),
        ("actionText", &action_text),
        ("modalActionText", &modal_action_text),
        ("modalDismissText", &modal_dismiss_text),
    ] {
        if let Err(message) = value {
            fail(field, message);
        }
    }
    if payload.hide_allowed_after.is_some_and(|n| !(1..=10).contains(&n)) {
        fail("hideAllowedAfter", "Choose 1 to 10.");
    }
    if payload.sequence.is_some_and(|n| i32::try_from(n).is_err()) {
        fail("sequence", "At most 2147483647.");
    }
    if let Some(first) = order.first() {
        let detail = format!("{first}: {}", errors[first][0]);
        return Err(ApiError::BadRequest { detail, errors });
    }
    let (Ok(Some(title)), Ok(Some(description)), Some(start_date_utc), Some(action)) =
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
        route: kept(&route),
        route_params: kept(&route_params),
        external_url: kept(&external_url),
        action: Some(action),
        hide_allowed_after: payload.hide_allowed_after,
        notification_type: kind,
        text_content: kept(&text_content),
        html_content: kept(&html_content),
        modal_graphic_url: kept(&modal_graphic_url),
        color,
        sequence: payload.sequence,
        icon,
        action_text: kept(&action_text),
        modal_action_text: kept(&modal_action_text),
        modal_dismiss_text: kept(&modal_dismiss_text),
    })
}
