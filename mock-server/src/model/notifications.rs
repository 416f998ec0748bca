//! Notifications pushed or shown in the app, and their selectable options (spec 3, 7).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// How a notification is delivered (spec 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
pub enum NotificationType {
    /// In the app and by push.
    Both,
    /// By push only.
    Push,
    /// In the app only.
    InApp,
    /// Neither chosen yet.
    NotSet,
}

/// The action types of spec 3, spelt as the spec spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ActionType {
    /// Opens a screen of the app (route and route params).
    RouteInternally,
    /// Opens an external URL.
    RouteExternally,
    /// Shows a half-screen modal with text content.
    HalfScreenTextModal,
    /// Shows a full-screen modal with HTML content.
    FullScreenHtmlModal,
}

/// A notification, with every field of spec 3.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Notification {
    /// Stable identifier.
    pub notification_master_id: u64,
    /// The headline.
    pub title: String,
    /// The body (longer than 10 characters, spec 9).
    pub description: String,
    /// When it starts showing.
    pub start_date_utc: DateTime<Utc>,
    /// When it stops; absent shows 'Not Available' in the list (spec 8).
    pub end_date_utc: Option<DateTime<Utc>>,
    /// When it was created; the list is newest first.
    pub created_date: DateTime<Utc>,
    /// Who receives it (one of the selectable target audience types).
    pub target_audience: String,
    /// The app screen to open, for `routeInternally`.
    pub route: Option<String>,
    /// Parameters of that screen, as JSON text.
    pub route_params: Option<String>,
    /// The URL to open, for `routeExternally`.
    pub external_url: Option<String>,
    /// What tapping it does.
    pub action: Option<ActionType>,
    /// After how many showings the user may hide it (1 to 10).
    #[schema(minimum = 1, maximum = 10)]
    pub hide_allowed_after: Option<u8>,
    /// How it is delivered.
    pub notification_type: NotificationType,
    /// Text content, for text modals and push.
    pub text_content: Option<String>,
    /// HTML content, for the full-screen modal.
    pub html_content: Option<String>,
    /// An image shown in the modal.
    pub modal_graphic_url: Option<String>,
    /// The colour (one of the selectable colour types).
    pub color: Option<String>,
    /// The colour sequence number.
    #[schema(minimum = 0, maximum = 2147483647)]
    pub sequence: Option<u32>,
    /// The icon (one of the selectable icon types).
    pub icon: Option<String>,
    /// The button text of the notification.
    pub action_text: Option<String>,
    /// The modal's action button text.
    pub modal_action_text: Option<String>,
    /// The modal's dismiss button text.
    pub modal_dismiss_text: Option<String>,
}

/// One selectable option: a value and its label.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Selectable {
    /// What the payload carries.
    pub value: String,
    /// What the form shows.
    pub label: String,
}

/// The notification form's options, from `GET /api/v2/Notification/selectables` (spec 7).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationSelectables {
    /// The action types (spec 3 names four).
    pub action_types: Vec<Selectable>,
    /// Who a notification can target.
    pub target_audience_types: Vec<Selectable>,
    /// The app screens a notification can open.
    pub route_types: Vec<Selectable>,
    /// The colours.
    pub color_types: Vec<Selectable>,
    /// The icons.
    pub icon_types: Vec<Selectable>,
}

/// The body of `POST /api/v2/Notification` and `PUT /api/v2/Notification/{id}`
/// (spec 7). The console strips empty fields before sending, so every field
/// may be absent; the server checks them in the spec 5 order.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "title": "Markets closed for the holiday",
    "description": "US markets are closed on Thursday for Thanksgiving.",
    "startDateUtc": "2026-11-25T00:00:00Z",
    "endDateUtc": "2026-11-27T00:00:00Z",
    "targetAudience": "All",
    "action": "halfScreenTextModal",
    "hideAllowedAfter": 3,
    "notificationType": "Both",
    "textContent": "Trading resumes on Friday.",
    "modalGraphicUrl": "https://cdn.brokerage.example/notifications/holiday.png",
    "color": "Indigo",
    "sequence": 1,
    "icon": "info",
    "actionText": "Read more",
    "modalActionText": "Got it",
    "modalDismissText": "Not now"
}))]
pub struct NotificationPayload {
    /// On update only: the id, which must match the path.
    #[serde(default, deserialize_with = "super::ids::optional_int64")]
    pub notification_master_id: Option<u64>,
    /// The headline; required, 1 to 100 characters of display text.
    #[schema(inline)]
    pub title: Option<super::text::Line<100>>,
    /// The body; required, 11 to 240 characters of display text.
    #[schema(inline)]
    pub description: Option<super::text::Line<240, 11>>,
    /// When it starts showing; required, not in the past when creating.
    pub start_date_utc: Option<DateTime<Utc>>,
    /// When it stops; required unless the notification is push only; not before the start.
    pub end_date_utc: Option<DateTime<Utc>>,
    /// Who receives it: one of the selectable target audience types.
    pub target_audience: Option<String>,
    /// For `routeInternally`: the app screen; required then.
    #[schema(inline)]
    pub route: Option<super::text::Line<200>>,
    /// For `routeInternally`: the screen's parameters; required then.
    #[schema(inline)]
    pub route_params: Option<super::text::Line<500>>,
    /// For `routeExternally`: an http(s) URL; required then.
    #[schema(inline)]
    pub external_url: Option<super::text::Url>,
    /// What tapping it does; required.
    pub action: Option<ActionType>,
    /// After how many showings the user may hide it: 1 to 10.
    #[schema(minimum = 1, maximum = 10)]
    pub hide_allowed_after: Option<u8>,
    /// In app, push or both; `NotSet` is refused.
    pub notification_type: Option<NotificationType>,
    /// For `halfScreenTextModal`: the text; required then.
    #[schema(inline)]
    pub text_content: Option<super::text::Block<2000>>,
    /// For `fullScreenHtmlModal`: the HTML; required then.
    #[schema(inline)]
    pub html_content: Option<super::text::Block<20000>>,
    /// For `halfScreenTextModal`: the image; required then.
    #[schema(inline)]
    pub modal_graphic_url: Option<super::text::Url>,
    /// The colour; required.
    pub color: Option<String>,
    /// The colour sequence number.
    #[schema(minimum = 0, maximum = 2147483647)]
    pub sequence: Option<u32>,
    /// The icon; required.
    pub icon: Option<String>,
    /// The notification's button text.
    #[schema(inline)]
    pub action_text: Option<super::text::Line<50>>,
    /// The modal's action button text.
    #[schema(inline)]
    pub modal_action_text: Option<super::text::Line<50>>,
    /// The modal's dismiss button text.
    #[schema(inline)]
    pub modal_dismiss_text: Option<super::text::Line<50>>,
}

/// The notification list's envelope (spec 3: `data` and `totalCount`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationList {
    /// The notifications of the page, newest first.
    pub data: Vec<Notification>,
    /// How many notifications there are.
    pub total_count: u64,
}

/// One entry of the header's notification or message dropdown.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeedItem {
    /// Stable identifier.
    pub id: String,
    /// The headline.
    pub title: String,
    /// One line of text.
    pub text: String,
    /// When it happened.
    pub created_date: DateTime<Utc>,
    /// Whether the staff member has seen it.
    pub read: bool,
}

/// The header dropdowns' envelope.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Feed {
    /// The newest entries first, at most 20.
    pub data: Vec<FeedItem>,
    /// How many entries there are in all.
    pub total_count: u64,
}
