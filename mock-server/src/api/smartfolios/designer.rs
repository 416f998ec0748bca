//! `GET /api/admin/smartfolios` and `PUT /api/admin/smartfolios/{smartfolioId}`:
//! the smartfolio designer.

use std::{collections::HashSet, sync::Arc};

use axum::Extension;

use crate::{
    error::{ApiError, FieldErrors},
    extract::{Json, Path},
    mock::{JournalNote, Session},
    model::{AggressivenessLabel, MembershipType, Problem, Smartfolio, SmartfolioPayload, images, text},
};

/// The designer list.
///
/// Every smartfolio, by id.
#[utoipa::path(
    get,
    path = "/api/admin/smartfolios",
    operation_id = "listSmartfolios",
    tag = crate::openapi::tags::SMARTFOLIOS,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The smartfolios", body = Vec<Smartfolio>),
    )
)]
pub async fn list(session: Session) -> Json<Vec<Smartfolio>> {
    let mut all = session.world().smartfolios.to_vec();
    all.sort_by_key(|s| s.smartfolio_id);
    Json(all)
}

/// Edit a smartfolio in the designer.
///
/// The aggressiveness label and membership type follow from their numbers.
/// The images must be this server's own (`/images/smartfolios/{id}/card.svg`
/// or `banner.svg`): the console shows images from its own origin only.
#[utoipa::path(
    put,
    path = "/api/admin/smartfolios/{smartfolioId}",
    operation_id = "updateSmartfolio",
    tag = crate::openapi::tags::SMARTFOLIOS,
    params(("smartfolioId" = u64, Path, description = "The smartfolio's id", example = 1)),
    request_body = SmartfolioPayload,
    security(("bearer" = ["pageAccess"])),
    responses(
        (status = OK, description = "The smartfolio was updated", body = Smartfolio),
        (status = BAD_REQUEST, description = "A field is out of range; `errors` names each", body = Problem, content_type = "application/problem+json"),
        (status = NOT_FOUND, description = "There is no such smartfolio", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn update(
    session: Session,
    Path(id): Path<u64>,
    Json(payload): Json<SmartfolioPayload>,
) -> Result<(Extension<JournalNote>, Json<Smartfolio>), ApiError> {
    let mut errors = FieldErrors::default();
    let mut check = |ok: bool, field: &str, message: &str| errors.check(ok, field, message);
    check(payload.aggressiveness <= 10, "aggressiveness", "Choose 0 to 10.");
    check(
        usize::from(payload.membership_type_id) < MembershipType::ALL.len(),
        "membershipTypeId",
        "Choose 0 to 4.",
    );
    check(
        payload.minimum_invested.is_finite() && payload.minimum_invested > 0.0,
        "minimumInvested",
        "Use an amount above 0.",
    );
    let mut world = session.world_mut();
    let symbol = payload.symbol.to_uppercase();
    check(
        world.assets.iter().any(|a| a.symbol == symbol),
        "symbol",
        "Choose a symbol of the asset list.",
    );
    let title = text::field(&mut errors, "title", &payload.title);
    let description = text::field(&mut errors, "description", &payload.description);
    let marketing_name = text::field(&mut errors, "marketingName", &payload.marketing_name);
    let smartfolios: HashSet<u64> = world.smartfolios.iter().map(|s| s.smartfolio_id).collect();
    let mut image = |field: &str, value: &images::ImageUrl| {
        let url = text::field(&mut errors, field, value)?;
        if images::resolves(&url, &smartfolios) {
            Some(url)
        } else {
            errors.add(
                field,
                format!("There is no image at {url}: no smartfolio has that id."),
            );
            None
        }
    };
    let image_url = image("imageUrl", &payload.image_url);
    let banner_image_url = image("bannerImageUrl", &payload.banner_image_url);
    errors.into_result()?;
    let Some(slot) = Arc::make_mut(&mut world.smartfolios)
        .iter_mut()
        .find(|s| s.smartfolio_id == id)
    else {
        return Err(ApiError::NotFound(format!("There is no smartfolio {id}.")));
    };
    slot.title = title.unwrap_or_default();
    slot.description = description.unwrap_or_default();
    slot.marketing_name = marketing_name.unwrap_or_default();
    slot.symbol = symbol;
    slot.active = payload.active;
    slot.is_core_strategy = payload.is_core_strategy;
    slot.minimum_invested = payload.minimum_invested;
    slot.aggressiveness = payload.aggressiveness;
    slot.aggressiveness_label = AggressivenessLabel::of(payload.aggressiveness);
    slot.membership_type_id = payload.membership_type_id;
    slot.membership_type = MembershipType::ALL[usize::from(payload.membership_type_id)];
    slot.perform_download = payload.perform_download;
    slot.category = payload.category;
    slot.image_url = image_url.unwrap_or_default();
    slot.banner_image_url = banner_image_url.unwrap_or_default();
    let updated = slot.clone();
    Ok((
        Extension(JournalNote::detail(format!("updated smartfolio {id}"))),
        Json(updated),
    ))
}
