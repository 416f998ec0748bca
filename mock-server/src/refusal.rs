//! Refusals that no handler writes, written as the problem documents every
//! other error is, with the security headers:
//!
//! - [`problems`]: an error answer with no body of its own (the static
//!   files' 405 and 404) gets the problem of its status;
//! - [`Refusals`]: hyper's own answers to a request it cannot read (400 for
//!   a malformed request line or header, 414 for an address longer than
//!   65534 characters, 431 for more than 100 headers or a head larger than
//!   its buffer), which it writes bare before the service ever runs, are
//!   replaced on the connection by the same problems.

use std::{
    io,
    pin::Pin,
    task::{Context, Poll},
};

use axum::{
    extract::Request,
    http::{HeaderMap, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::{
    error::ApiError,
    headers::{self, Surface},
};

/// The problem of an error status that came without a body.
fn problem_for(status: StatusCode, method: &Method, path: &str, allow: Option<&str>) -> ApiError {
    match status {
        StatusCode::METHOD_NOT_ALLOWED => ApiError::MethodNotAllowed(match allow {
            Some(allow) => format!("{method} is not allowed on {path}; it takes {allow}."),
            None => format!("{method} is not allowed on {path}."),
        }),
        StatusCode::NOT_FOUND => ApiError::NotFound(format!("There is nothing at {path}.")),
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
        StatusCode::URI_TOO_LONG => ApiError::UriTooLong,
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => ApiError::HeadersTooLarge,
        status => ApiError::Refused(status.as_u16()),
    }
}

/// The middleware: an error answer without a `Content-Type` (nothing to
/// read) becomes the problem of its status; its other headers (`Allow`,
/// `Content-Range`) stay.
pub async fn problems(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error())
        || response.headers().contains_key(header::CONTENT_TYPE)
    {
        return response;
    }
    let allow = response
        .headers()
        .get(header::ALLOW)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned);
    let (mut parts, _) = response.into_parts();
    let problem = problem_for(status, &method, &path, allow.as_deref()).into_response();
    let (problem_parts, body) = problem.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.extend(problem_parts.headers);
    Response::from_parts(parts, body)
}

/// The bytes of a whole HTTP/1.1 answer: the problem of `error`, with the
/// API's security headers, closing the connection.
fn answer_bytes(error: &ApiError) -> Vec<u8> {
    let status = error.status();
    let body = serde_json::to_vec(&error.problem()).unwrap_or_default();
    let mut headers: HeaderMap = error.clone().into_response().headers().clone();
    headers::apply(Surface::PersonalApi, &mut headers);
    headers.remove(header::CONTENT_LENGTH);
    headers.remove(header::CONNECTION);
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or("Error")
    )
    .into_bytes();
    for (name, value) in &headers {
        out.extend_from_slice(name.as_str().as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("connection: close\r\ncontent-length: {}\r\n\r\n", body.len()).as_bytes());
    out.extend_from_slice(&body);
    out
}

/// The refusal hyper writes on its own for a request it cannot read: a
/// whole head, of one of its statuses, with no content type and no body.
fn automatic_refusal(written: &[u8]) -> Option<ApiError> {
    let head = written.strip_suffix(b"\r\n\r\n")?;
    let head = std::str::from_utf8(head).ok()?;
    if head.contains("\r\n\r\n") {
        return None;
    }
    let mut lines = head.split("\r\n");
    let status = lines.next()?.strip_prefix("HTTP/1.1 ")?.get(..3)?;
    let mut empty = false;
    for line in lines {
        let (name, value) = line.split_once(':')?;
        match name.trim().to_ascii_lowercase().as_str() {
            "content-type" => return None,
            "content-length" => empty = value.trim() == "0",
            _ => {}
        }
    }
    if !empty {
        return None;
    }
    match status {
        "400" => Some(ApiError::bad_request(
            "The request could not be read: its request line or one of its headers is malformed.",
        )),
        "414" => Some(ApiError::UriTooLong),
        "431" => Some(ApiError::HeadersTooLarge),
        _ => None,
    }
}

/// A connection whose bare automatic refusals ([`automatic_refusal`]) are
/// written as problems instead.
pub struct Refusals<IO> {
    inner: IO,
    /// A replacement being written, and how much of it is out.
    pending: Option<(Vec<u8>, usize)>,
}

impl<IO> Refusals<IO> {
    /// The connection `inner`.
    pub fn new(inner: IO) -> Self {
        Refusals { inner, pending: None }
    }
}

impl<IO: AsyncWrite + Unpin> Refusals<IO> {
    /// Writes out what is pending; ready when nothing is.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.pending {
            if *written == bytes.len() {
                self.pending = None;
                break;
            }
            match Pin::new(&mut self.inner).poll_write(cx, &bytes[*written..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(count)) => *written += count,
                Poll::Ready(Err(error)) => return Poll::Ready(Err(error)),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl<IO: AsyncRead + Unpin> AsyncRead for Refusals<IO> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for Refusals<IO> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.poll_pending(cx)?.is_pending() {
            return Poll::Pending;
        }
        if let Some(error) = automatic_refusal(buf) {
            this.pending = Some((answer_bytes(&error), 0));
            // The bare answer counts as written; the problem goes out in its place.
            let _ = this.poll_pending(cx)?;
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut this.inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.poll_pending(cx)?.is_pending() {
            return Poll::Pending;
        }
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.poll_pending(cx)?.is_pending() {
            return Poll::Pending;
        }
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }

    // One buffer per write, so a head arrives whole in `poll_write`.
    fn is_write_vectored(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_hypers_bare_refusals_are_replaced() {
        let bare = b"HTTP/1.1 414 URI Too Long\r\nconnection: close\r\ncontent-length: 0\r\ndate: Fri, 27 Nov 2026 01:52:51 GMT\r\n\r\n";
        assert_eq!(automatic_refusal(bare), Some(ApiError::UriTooLong));
        let ours = b"HTTP/1.1 400 Bad Request\r\ncontent-type: application/problem+json\r\ncontent-length: 0\r\n\r\n";
        assert_eq!(automatic_refusal(ours), None);
        let with_body = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 2\r\n\r\n";
        assert_eq!(automatic_refusal(with_body), None);
        let ok = b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n";
        assert_eq!(automatic_refusal(ok), None);
        let answer = String::from_utf8(answer_bytes(&ApiError::HeadersTooLarge)).unwrap_or_default();
        assert!(
            answer.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"),
            "{answer}"
        );
        assert!(
            answer.contains("content-type: application/problem+json\r\n"),
            "{answer}"
        );
        assert!(answer.contains("x-content-type-options: nosniff\r\n"), "{answer}");
        assert!(answer.contains("\"status\":431"), "{answer}");
    }
}
