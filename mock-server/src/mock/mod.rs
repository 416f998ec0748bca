//! The control plane under `/__mock`, for tests and demos.
//!
//! - [`session`]: isolated copy-on-write worlds chosen by `X-Mock-Session`
//!   (absent means the shared default world), capped in number, dropped when idle.
//! - [`faults`]: the layer that picks the session, applies latency and fault
//!   rules and the `X-Mock-Delay` / `X-Mock-Status` headers, and journals
//!   every answer with the acting staff member.
//! - [`api`]: the operations: session info, reset, clock, rules, scenarios, journal, world.
//! - [`scenario`]: the named scenarios shared with Storybook's handler sets.
//! - [`origin`]: who may reach the control plane (never another web site).
//! - [`world`]: world snapshots, a session's records as the difference from its seed world.
//!
//! See `docs/mock-control-plane.md` for a walk-through.

pub mod api;
pub mod edit_messages;
pub mod faults;
pub mod model;
pub mod origin;
pub mod scenario;
pub mod session;
pub mod world;

pub use model::JournalNote;
pub use session::{SESSION_HEADER_NAME, SESSION_ID_PATTERN, Session, SessionData, Sessions};
