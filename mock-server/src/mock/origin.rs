//! Who may reach the control plane: tests and tools on this machine, and the
//! console served from this very origin; never another web site.
//!
//! The control plane needs no token, so a page on any site the developer
//! visits could otherwise reset or rewire the default world with a
//! cross-site "simple" request (a `POST` with a `text/plain` body needs no
//! CORS preflight). A `/__mock` request is refused with 403 when:
//!
//! - the browser says it is cross-site (`Sec-Fetch-Site` other than
//!   `same-origin` or `none`);
//! - it carries an `Origin` other than this server's own (`http://<Host>`);
//! - it carries a `Referer` that is not a page of this server (a browser may
//!   send a page's address without an `Origin`);
//! - its `Host` is a name other than `localhost` (or one named with
//!   `--control-plane-host`): a DNS-rebinding page reaches 127.0.0.1 under
//!   its own name, which only this check sees;
//! - it sends a body that is not JSON (a form or plain text is what a
//!   cross-site page can send without asking).
//!
//! Test runners (Playwright's `request`, curl, schemathesis) send no `Origin`
//! and no `Sec-Fetch-Site`, so they pass; so does the console in the browser,
//! whose requests are same-origin.

use std::net::IpAddr;

use axum::http::{HeaderMap, Method, header};

use crate::error::ApiError;

/// Checks a control-plane request; `extra_hosts` are the host names allowed
/// besides `localhost` and IP addresses.
pub fn check(method: &Method, headers: &HeaderMap, extra_hosts: &[String]) -> Result<(), ApiError> {
    let text = |name: header::HeaderName| headers.get(name).map(|v| v.to_str().unwrap_or("\u{fffd}").trim());
    if let Some(site) = text(header::HeaderName::from_static("sec-fetch-site"))
        && !matches!(site, "same-origin" | "none")
    {
        return Err(ApiError::CrossSite(format!(
            "the browser marked the request `Sec-Fetch-Site: {site}`"
        )));
    }
    let host = text(header::HOST).unwrap_or_default();
    if let Some(origin) = text(header::ORIGIN) {
        let same = ["http://", "https://"].iter().any(|scheme| {
            origin
                .strip_prefix(scheme)
                .is_some_and(|rest| rest.eq_ignore_ascii_case(host))
        });
        if !same {
            return Err(ApiError::CrossSite(format!(
                "the request comes from `{origin}`, not from this server"
            )));
        }
    }
    if let Some(referer) = text(header::REFERER) {
        let page = ["http://", "https://"].iter().find_map(|scheme| {
            let rest = referer
                .get(..scheme.len())?
                .eq_ignore_ascii_case(scheme)
                .then(|| &referer[scheme.len()..])?;
            Some(rest.split(['/', '?', '#']).next().unwrap_or_default())
        });
        if !page.is_some_and(|authority| authority.eq_ignore_ascii_case(host)) {
            return Err(ApiError::CrossSite(format!(
                "the request comes from the page `{referer}` (its Referer), not from this server"
            )));
        }
    }
    let name = host_name(host);
    let local = name.eq_ignore_ascii_case("localhost")
        || name.to_ascii_lowercase().ends_with(".localhost")
        || name
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<IpAddr>()
            .is_ok()
        || extra_hosts
            .iter()
            .any(|allowed| allowed.eq_ignore_ascii_case(name));
    if !host.is_empty() && !local {
        return Err(ApiError::CrossSite(format!(
            "the host `{name}` is not this machine; reach the control plane at 127.0.0.1 or localhost, \
             or start the server with --control-plane-host {name}"
        )));
    }
    let has_body = headers
        .get(header::CONTENT_LENGTH)
        .is_some_and(|length| length.as_bytes() != b"0")
        || headers.contains_key(header::TRANSFER_ENCODING);
    if has_body && !matches!(*method, Method::GET | Method::HEAD) {
        let json = text(header::CONTENT_TYPE).is_some_and(|kind| {
            kind.split(';')
                .next()
                .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("application/json"))
        });
        if !json {
            return Err(ApiError::CrossSite(
                "a control-plane body must be `application/json`".to_owned(),
            ));
        }
    }
    Ok(())
}

/// The name part of a `Host` header: without the port, brackets kept for IPv6.
fn host_name(host: &str) -> &str {
    if host.starts_with('[') {
        return host
            .split_once(']')
            .map_or(host, |(name, _)| &host[..=name.len()]);
    }
    host.rsplit_once(':').map_or(host, |(name, _)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        pairs
            .iter()
            .map(|(name, value)| {
                (
                    header::HeaderName::from_static(name),
                    value.parse().unwrap_or_else(|_| unreachable!()),
                )
            })
            .collect()
    }

    #[test]
    fn tools_and_the_console_pass() {
        let none: [String; 0] = [];
        assert!(check(&Method::POST, &headers(&[("host", "127.0.0.1:8080")]), &none).is_ok());
        let console = headers(&[
            ("host", "localhost:5173"),
            ("origin", "http://localhost:5173"),
            ("sec-fetch-site", "same-origin"),
            ("content-type", "application/json"),
            ("content-length", "2"),
        ]);
        assert!(check(&Method::PUT, &console, &none).is_ok());
        assert!(check(&Method::GET, &headers(&[("host", "[::1]:8080")]), &none).is_ok());
        let named = headers(&[("host", "mock.internal:8080")]);
        assert!(check(&Method::GET, &named, &["mock.internal".to_owned()]).is_ok());
    }

    #[test]
    fn cross_site_requests_are_refused() {
        let none: [String; 0] = [];
        let foreign = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "https://evil.example"),
            ("content-type", "text/plain"),
        ]);
        assert!(check(&Method::POST, &foreign, &none).is_err());
        let marked = headers(&[("host", "127.0.0.1:8080"), ("sec-fetch-site", "cross-site")]);
        assert!(check(&Method::POST, &marked, &none).is_err());
        let rebound = headers(&[
            ("host", "evil.example:8080"),
            ("origin", "http://evil.example:8080"),
        ]);
        assert!(check(&Method::POST, &rebound, &none).is_err());
        let plain = headers(&[
            ("host", "127.0.0.1:8080"),
            ("content-type", "text/plain"),
            ("content-length", "3"),
        ]);
        assert!(check(&Method::POST, &plain, &none).is_err());
        let referred = headers(&[("host", "127.0.0.1:8080"), ("referer", "http://evil.example/a")]);
        assert!(check(&Method::POST, &referred, &none).is_err());
        let own = headers(&[
            ("host", "127.0.0.1:8080"),
            ("referer", "http://127.0.0.1:8080/app?x=1"),
        ]);
        assert!(check(&Method::POST, &own, &none).is_ok());
        assert_eq!(host_name("[::1]:8080"), "[::1]");
        assert_eq!(host_name("localhost"), "localhost");
    }
}
