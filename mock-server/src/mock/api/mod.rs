//! The control plane's operations, one file each (a getter beside its setter).

pub mod clock;
pub mod journal;
pub mod reset;
pub mod rules;
pub mod scenario;
pub mod session;
pub mod world;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The `/__mock` routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(session::session_info))
        .routes(routes!(reset::reset))
        .routes(routes!(clock::get_clock, clock::set_clock))
        .routes(routes!(rules::get_rules, rules::set_rules))
        .routes(routes!(scenario::set_scenario))
        .routes(routes!(scenario::scenarios))
        .routes(routes!(journal::journal))
        .merge(
            OpenApiRouter::new()
                .routes(routes!(world::get_world, world::put_world))
                .layer(DefaultBodyLimit::max(world::BODY_LIMIT)),
        )
}
