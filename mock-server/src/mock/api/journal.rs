//! `GET /__mock/journal`.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    extract::{Json, Query},
    mock::{
        Session,
        model::{Journal, JournalKind},
    },
};

/// Which entries to return.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct JournalQuery {
    /// Only entries after this sequence number (0, the default, means all).
    #[param(value_type = Option<crate::api::listing::IdParameter>, inline)]
    pub since: Option<String>,
    /// Only entries of this kind.
    #[param(value_type = Option<JournalKind>)]
    pub kind: Option<String>,
}

/// The session's requests and mutations, oldest first, each with the acting
/// staff member; token requests and impersonations are marked as such.
#[utoipa::path(
    get,
    path = "/__mock/journal",
    operation_id = "getMockJournal",
    tag = crate::openapi::tags::MOCK,
    params(
        ("X-Mock-Session" = Option<String>, Header, description = "The session; absent means the default session"),
        JournalQuery,
    ),
    responses(
        (status = OK, description = "The entries", body = Journal),
        (status = BAD_REQUEST, description = "A malformed parameter", body = crate::model::Problem, content_type = "application/problem+json"),
    )
)]
pub async fn journal(session: Session, Query(query): Query<JournalQuery>) -> Result<Json<Journal>, ApiError> {
    let since = crate::api::listing::parse_id("since", query.since.as_deref())?.unwrap_or(0);
    let kind: Option<JournalKind> = crate::api::listing::parse_one("kind", query.kind.as_deref())?;
    let entries = session
        .journal_since(since)
        .into_iter()
        .filter(|entry| kind.is_none_or(|kind| entry.kind == kind))
        .collect();
    Ok(Json(Journal {
        session: session.id.clone(),
        entries,
    }))
}
