//! Serving the app on a port, so that slow or idle clients cannot hold it.
//!
//! `axum::serve` keeps a connection for as long as the client likes and
//! waits for every one of them on shutdown. Here each connection has:
//!
//! - a **header-read timeout**: a request's headers must arrive in full
//!   within [`Limits::header_read_timeout`] (hyper's timer);
//! - a **body-read timeout**: a request's body must arrive in full within
//!   [`Limits::body_read_timeout`] of being read (`crate::deadline`), or it is
//!   answered 408 and its connection closed;
//! - an **idle timeout**: a connection with no request in flight is closed
//!   once [`Limits::idle_timeout`] has passed since it opened or since its
//!   last answer, whether it sends nothing at all or half a request;
//! - a place among at most [`Limits::max_connections`]: past that, new
//!   connections wait in the listen backlog and hold no file descriptor;
//! - **refusals as problems**: what hyper refuses before the service runs
//!   (a malformed head, an over-long address, too many headers) is answered
//!   as the problem document every other error is ([`crate::refusal`]);
//! - a **shutdown deadline**: after the signal, in-flight requests have
//!   [`Limits::shutdown_grace`] to finish, then the server stops anyway.

use std::{
    convert::Infallible,
    future::Future,
    pin::pin,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use axum::{Router, body::Body, response::Response};
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioExecutor, TokioIo, TokioTimer},
    server::conn::auto,
};
use tokio::{net::TcpListener, sync::Semaphore, time::Instant};
use tower::ServiceExt;

use crate::{deadline::Deadline, refusal::Refusals};

/// How long clients may take, and how many may be connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long a client may take to send a request's headers.
    pub header_read_timeout: Duration,
    /// How long a client may take to send a request's body, once the server reads it.
    pub body_read_timeout: Duration,
    /// How long a connection may stay open with no request in flight.
    pub idle_timeout: Duration,
    /// The most connections served at once.
    pub max_connections: usize,
    /// How long in-flight requests may run on after a shutdown signal.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_read_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            max_connections: 512,
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// What one connection is doing, for its idle watchdog.
struct Activity {
    in_flight: AtomicUsize,
    /// When the connection last went idle (opened, or answered its last request).
    idle_since: Mutex<Instant>,
}

impl Activity {
    fn new() -> Arc<Self> {
        Arc::new(Activity {
            in_flight: AtomicUsize::new(0),
            idle_since: Mutex::new(Instant::now()),
        })
    }

    fn idle_since(&self) -> Instant {
        *self
            .idle_since
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn begin(&self) {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
    }

    fn end(&self) {
        *self
            .idle_since
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Instant::now();
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
    }

    /// When the connection should be closed, if it is idle now.
    fn idle_deadline(&self, idle: Duration) -> Option<Instant> {
        (self.in_flight.load(Ordering::SeqCst) == 0).then(|| self.idle_since() + idle)
    }
}

/// Decrements the in-flight count even when the request's future is dropped.
struct InFlight(Arc<Activity>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.end();
    }
}

/// Serves `app` on `listener` within `limits` until `shutdown` resolves, then
/// lets in-flight requests finish for at most the grace period.
pub async fn serve(listener: TcpListener, app: Router, limits: Limits, shutdown: impl Future<Output = ()>) {
    let places = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let mut shutdown = pin!(shutdown);
    loop {
        let place = tokio::select! {
            place = places.clone().acquire_owned() => place,
            () = &mut shutdown => break,
        };
        let Ok(place) = place else { break };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => break,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(error) => {
                // Out of file descriptors, or a connection reset before it was
                // accepted: wait a moment rather than spin.
                tracing::warn!(%error, "cannot accept a connection");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let mut stopped = stopped.clone();
        tokio::spawn(async move {
            let activity = Activity::new();
            let tracked = activity.clone();
            let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
                tracked.begin();
                let in_flight = InFlight(tracked.clone());
                let app = app.clone();
                async move {
                    let request =
                        request.map(|body| Body::new(Deadline::new(body, limits.body_read_timeout)));
                    let response: Response = app
                        .oneshot(request)
                        .await
                        .unwrap_or_else(|e: Infallible| match e {});
                    drop(in_flight);
                    Ok::<_, Infallible>(response)
                }
            });
            let mut builder = auto::Builder::new(TokioExecutor::new());
            builder
                .http1()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.header_read_timeout);
            builder.http2().timer(TokioTimer::new());
            let connection =
                builder.serve_connection_with_upgrades(TokioIo::new(Refusals::new(stream)), service);
            let mut connection = pin!(connection);
            let mut closing = false;
            loop {
                let deadline = activity.idle_deadline(limits.idle_timeout);
                tokio::select! {
                    _ = connection.as_mut() => break,
                    () = async {
                        match deadline {
                            Some(deadline) => tokio::time::sleep_until(deadline).await,
                            // Busy: look again a little later.
                            None => tokio::time::sleep(Duration::from_millis(250)).await,
                        }
                    } => {
                        if activity
                            .idle_deadline(limits.idle_timeout)
                            .is_some_and(|deadline| deadline <= Instant::now())
                        {
                            // Idle too long, or stuck in half a request: close it.
                            break;
                        }
                    }
                    _ = stopped.changed(), if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                }
            }
            drop(place);
        });
    }
    drop(listener);
    let _ = stop.send(true);
    let all_closed = async {
        // Every connection holds a place; when all places are back, all are closed.
        let _ = places
            .acquire_many(u32::try_from(limits.max_connections.max(1)).unwrap_or(u32::MAX))
            .await;
    };
    if tokio::time::timeout(limits.shutdown_grace, all_closed)
        .await
        .is_err()
    {
        tracing::warn!(
            grace = ?limits.shutdown_grace,
            "connections still open after the shutdown grace period; stopping anyway"
        );
    }
}
