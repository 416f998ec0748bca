//! The header's notification and message dropdowns: designed calls (the spec
//! shows the dropdowns and their empty texts, not their calls).

use chrono::Duration;
use rand::RngExt;

use crate::{
    auth::Caller,
    extract::Json,
    fixtures::record_rng,
    mock::Session,
    model::{Feed, FeedItem, RestoreStatus},
};

/// The most entries a dropdown shows.
pub const FEED_SIZE: usize = 20;

fn feed(mut items: Vec<FeedItem>) -> Feed {
    items.sort_by(|a, b| b.created_date.cmp(&a.created_date).then_with(|| a.id.cmp(&b.id)));
    let total_count = items.len() as u64;
    items.truncate(FEED_SIZE);
    Feed {
        data: items,
        total_count,
    }
}

/// The staff member's notifications.
///
/// Operational alerts of the last seven days: restore requests that are
/// waiting or failed, affiliations awaiting approval, CRM calls that failed.
/// Newest first, at most 20; `totalCount` counts them all.
#[utoipa::path(
    get,
    path = "/api/admin/feeds/notifications",
    operation_id = "getNotificationFeed",
    tag = crate::openapi::tags::NOTIFICATIONS,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The notifications", body = Feed),
    )
)]
pub async fn notifications(session: Session) -> Json<Feed> {
    let now = session.now();
    let since = now - Duration::days(7);
    let world = session.world();
    let mut items = Vec::new();
    for request in world.restore_requests.iter().filter(|r| r.created >= since) {
        let verb = match request.status {
            RestoreStatus::Pending => "is waiting",
            RestoreStatus::Failed => "failed",
            _ => continue,
        };
        items.push(FeedItem {
            id: format!("restore-{}", request.restore_request_id),
            title: format!("Restore request {} {verb}", request.restore_request_id),
            text: request.reason.clone(),
            created_date: request.created,
            read: false,
        });
    }
    for affiliation in world
        .affiliations
        .iter()
        .filter(|a| !a.approved && a.created >= since)
    {
        items.push(FeedItem {
            id: format!("affiliation-{}", affiliation.affiliation_id),
            title: "Affiliation awaiting approval".to_owned(),
            text: format!(
                "{}: {} at {}",
                affiliation.full_name, affiliation.position, affiliation.company_name
            ),
            created_date: affiliation.created,
            read: false,
        });
    }
    for request in world
        .crm_requests
        .iter()
        .filter(|r| !r.success && r.created >= since)
    {
        items.push(FeedItem {
            id: format!("crm-{}", request.crm_request_id),
            title: format!("CRM call failed with {}", request.status_code),
            text: format!("{} {}", request.method, request.endpoint),
            created_date: request.created,
            read: true,
        });
    }
    Json(feed(items))
}

/// The staff member's messages.
///
/// Messages from colleagues, newest first, at most 20. Some staff have none,
/// which shows the dropdown's empty text.
#[utoipa::path(
    get,
    path = "/api/admin/feeds/messages",
    operation_id = "getMessageFeed",
    tag = crate::openapi::tags::NOTIFICATIONS,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The messages", body = Feed),
    )
)]
pub async fn messages(session: Session, caller: Caller) -> Json<Feed> {
    const TEXTS: [(&str, &str); 6] = [
        (
            "Can you look at the ACH returns?",
            "Three deposits came back this morning.",
        ),
        (
            "Reconciliation breaks",
            "The position report has new breaks for review.",
        ),
        ("Team meeting moved", "We meet at 3 pm instead of 2 pm today."),
        (
            "New compliance checklist",
            "Please use the updated checklist from Monday.",
        ),
        (
            "Customer escalation",
            "A customer asked for a call back about a withdrawal.",
        ),
        ("Quarter-end", "Statements go out on the first business day."),
    ];
    let world = session.world();
    let now = session.now();
    let world_seed = world.seed;
    let colleagues: Vec<String> = world
        .staff
        .iter()
        .filter(|user| user.id != caller.user_id)
        .map(|user| user.full_name())
        .collect();
    let mut rng = record_rng(world_seed, "staffMessages", caller.user_id);
    // The analyst demo account has an empty inbox, so the empty state is easy to see.
    let count = if caller.user_name == "analyst" || colleagues.is_empty() {
        0
    } else {
        rng.random_range(2..=TEXTS.len())
    };
    let items = (0..count)
        .map(|index| {
            let (title, text) = TEXTS[index];
            FeedItem {
                id: format!("message-{}-{index}", caller.user_id),
                title: format!("{}: {title}", colleagues[rng.random_range(0..colleagues.len())]),
                text: text.to_owned(),
                created_date: now - Duration::minutes(rng.random_range(5..3 * 24 * 60)),
                read: index >= 2,
            }
        })
        .collect();
    Json(feed(items))
}
