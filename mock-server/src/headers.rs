//! The security headers of every answer, by what the answer is.
//!
//! Every response carries `X-Content-Type-Options: nosniff`, a
//! `Referrer-Policy` and a frame policy (`frame-ancestors`, with
//! `X-Frame-Options` for older browsers). Each surface gets its own
//! Content-Security-Policy:
//!
//! - **the API** (JSON and problem documents): nothing may load, nothing may
//!   frame it; answers that may hold personal data (`/api`, `/connect`,
//!   `/__mock`) are `Cache-Control: no-store`;
//! - **the console** (`/`): scripts only from this origin, never inline (the
//!   Vite build has none); styles may be inline, since MUI's emotion injects
//!   them at run time; calls only to this origin;
//! - **Storybook** (`/storybook/`): the same, framed only by itself (the
//!   manager shows stories in a same-origin iframe); its built pages carry a
//!   few inline scripts of Storybook's own, which each page's policy allows
//!   by their SHA-256 hashes (`web::storybook`), never `'unsafe-inline'`;
//! - **Swagger UI** (`/swagger-ui/`): the same as the console; its bundle
//!   sets inline styles and data-URI images, both allowed.
//!
//! A handler that sets one of these headers itself keeps its own.

use axum::{
    extract::Request,
    http::{HeaderMap, HeaderName, HeaderValue, header},
    middleware::Next,
    response::Response,
};

/// What kind of answer a path gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    /// JSON answers that may carry personal data: `/api`, `/connect`, `/__mock`.
    PersonalApi,
    /// Other machine-readable answers: the OpenAPI document, the version file.
    Document,
    /// Swagger UI.
    SwaggerUi,
    /// The built Storybook.
    Storybook,
    /// The console: its HTML, scripts, styles and images.
    Console,
}

impl Surface {
    /// The surface a request path belongs to.
    pub fn of(path: &str) -> Surface {
        let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
        if under("/api") || under("/connect") || under("/__mock") {
            Surface::PersonalApi
        } else if under("/api-docs") || path == "/meta.json" {
            Surface::Document
        } else if under("/swagger-ui") {
            Surface::SwaggerUi
        } else if under("/storybook") {
            Surface::Storybook
        } else {
            Surface::Console
        }
    }

    /// The Content-Security-Policy of the surface.
    pub fn content_security_policy(self) -> &'static str {
        match self {
            Surface::PersonalApi | Surface::Document => "default-src 'none'; frame-ancestors 'none'",
            Surface::Console | Surface::SwaggerUi => {
                "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                 img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                 worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; \
                 frame-ancestors 'none'"
            }
            Surface::Storybook => {
                "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                 img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                 worker-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'self'; \
                 form-action 'self'; frame-ancestors 'self'"
            }
        }
    }

    fn frame_options(self) -> &'static str {
        match self {
            Surface::Storybook => "SAMEORIGIN",
            _ => "DENY",
        }
    }
}

/// Storybook's policy for a page whose inline scripts have these hashes
/// (`'sha256-…'` source expressions).
pub fn storybook_policy(script_hashes: &[String]) -> String {
    let policy = Surface::Storybook.content_security_policy();
    if script_hashes.is_empty() {
        return policy.to_owned();
    }
    policy.replacen(
        "script-src 'self';",
        &format!("script-src 'self' {};", script_hashes.join(" ")),
        1,
    )
}

fn set_if_absent(headers: &mut HeaderMap, name: HeaderName, value: &'static str) {
    if !headers.contains_key(&name) {
        headers.insert(name, HeaderValue::from_static(value));
    }
}

/// The middleware: adds the surface's headers to every answer.
pub async fn security(request: Request, next: Next) -> Response {
    let surface = Surface::of(request.uri().path());
    let mut response = next.run(request).await;
    apply(surface, response.headers_mut());
    response
}

/// Adds the surface's headers to an answer's, keeping those it set itself.
pub fn apply(surface: Surface, headers: &mut HeaderMap) {
    set_if_absent(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set_if_absent(headers, header::REFERRER_POLICY, "no-referrer");
    set_if_absent(
        headers,
        header::CONTENT_SECURITY_POLICY,
        surface.content_security_policy(),
    );
    set_if_absent(headers, header::X_FRAME_OPTIONS, surface.frame_options());
    set_if_absent(
        headers,
        HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    );
    if surface == Surface::PersonalApi {
        set_if_absent(headers, header::CACHE_CONTROL, "no-store");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_belong_to_their_surface() {
        assert_eq!(Surface::of("/api/admin/users"), Surface::PersonalApi);
        assert_eq!(Surface::of("/connect/token"), Surface::PersonalApi);
        assert_eq!(Surface::of("/__mock/session"), Surface::PersonalApi);
        assert_eq!(Surface::of("/api-docs/openapi.json"), Surface::Document);
        assert_eq!(Surface::of("/meta.json"), Surface::Document);
        assert_eq!(Surface::of("/swagger-ui/"), Surface::SwaggerUi);
        assert_eq!(Surface::of("/storybook/iframe.html"), Surface::Storybook);
        assert_eq!(Surface::of("/app/tradingAccounts/listing"), Surface::Console);
        assert_eq!(Surface::of("/apiary"), Surface::Console);
    }

    #[test]
    fn no_policy_allows_inline_script() {
        for surface in [
            Surface::PersonalApi,
            Surface::Document,
            Surface::SwaggerUi,
            Surface::Storybook,
            Surface::Console,
        ] {
            let policy = surface.content_security_policy();
            let scripts = policy
                .split(';')
                .find(|d| d.trim().starts_with("script-src"))
                .unwrap_or("");
            assert!(!scripts.contains("unsafe"), "{surface:?}: {policy}");
            assert!(policy.contains("frame-ancestors"), "{surface:?}");
        }
    }

    #[test]
    fn storybook_pages_allow_their_own_scripts_by_hash_only() {
        let policy = storybook_policy(&["'sha256-abc='".to_owned()]);
        assert!(policy.contains("script-src 'self' 'sha256-abc=';"), "{policy}");
        let scripts = policy.split(';').find(|d| d.contains("script-src")).unwrap_or("");
        assert!(!scripts.contains("unsafe"), "{policy}");
    }
}
