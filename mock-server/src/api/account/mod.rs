//! The signed-in staff member's own account.

pub mod me;
