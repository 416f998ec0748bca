//! A request body that must arrive within a time (`--body-timeout`), so a
//! client sending it a byte at a time cannot hold a connection, and its
//! place among `--max-connections`, for as long as it likes.
//!
//! The time runs from when the server starts reading the body (after any
//! latency a fault rule adds), and only waiting for more of it counts
//! against it: what has already arrived is always read. A body that does not
//! make it fails with [`BodyTimedOut`], which the extractors answer as a 408
//! problem ([`crate::extract`]).

use std::{
    future::Future,
    pin::Pin,
    task::{Context, Poll},
    time::Duration,
};

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::time::Sleep;

/// The error of a body that did not arrive in time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the request body did not arrive within {} s", .0.as_secs_f64())]
pub struct BodyTimedOut(pub Duration);

impl BodyTimedOut {
    /// The timeout behind an error, if a body's deadline is what it comes from
    /// (an extractor's rejection wraps the body's error several times).
    pub fn in_chain(error: &(dyn std::error::Error + 'static)) -> Option<BodyTimedOut> {
        let mut current = Some(error);
        while let Some(error) = current {
            if let Some(timed_out) = error.downcast_ref::<BodyTimedOut>() {
                return Some(*timed_out);
            }
            current = error.source();
        }
        None
    }
}

/// A body that fails with [`BodyTimedOut`] when it is not complete
/// `timeout` after it is first read.
pub struct Deadline<B> {
    inner: B,
    timeout: Duration,
    /// Set on the first read.
    sleep: Option<Pin<Box<Sleep>>>,
}

impl<B> Deadline<B> {
    /// `inner`, to be read in full within `timeout`.
    pub fn new(inner: B, timeout: Duration) -> Self {
        Deadline {
            inner,
            timeout,
            sleep: None,
        }
    }
}

impl<B> Body for Deadline<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<axum::BoxError>,
{
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = self.get_mut();
        let timeout = this.timeout;
        let sleep = this
            .sleep
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(frame) => Poll::Ready(frame.map(|result| result.map_err(Into::into))),
            Poll::Pending => match sleep.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTimedOut(timeout))))),
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;

    #[tokio::test]
    async fn a_body_that_stalls_fails_and_one_that_arrives_is_read() {
        let whole = Deadline::new(axum::body::Body::from("complete"), Duration::from_millis(50));
        let bytes = whole.collect().await.map(|collected| collected.to_bytes());
        assert_eq!(bytes.ok().as_deref(), Some(&b"complete"[..]));

        // One byte, then nothing more: a client that stopped sending.
        let stalling = futures_util::StreamExt::chain(
            futures_util::stream::once(async { Ok::<_, std::io::Error>(Bytes::from_static(b"{")) }),
            futures_util::stream::pending(),
        );
        let stalled = Deadline::new(axum::body::Body::from_stream(stalling), Duration::from_millis(50));
        let error = stalled
            .collect()
            .await
            .err()
            .map(|error| BodyTimedOut::in_chain(&*error));
        assert_eq!(error, Some(Some(BodyTimedOut(Duration::from_millis(50)))));
    }
}
