//! Refresh tokens with rotation and replay detection (RFC 6819 5.2.2.3,
//! OAuth 2.0 Security BCP 4.14).

use std::{collections::HashMap, sync::Mutex};

use super::jwt::random_id;

/// What a redeemed refresh token entitles its holder to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefreshGrant {
    /// The staff member the chain belongs to.
    pub user_id: u64,
    /// The scopes granted at sign-in, carried down the chain.
    pub scope: String,
    /// The client the chain was issued to; only it may redeem.
    pub client_id: String,
    /// The chain: every token rotated from one sign-in shares it.
    pub family: String,
    /// For an impersonation chain, the customer being impersonated (`user_id`
    /// is then the acting staff member).
    pub impersonated: Option<u64>,
}

/// Why a refresh token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RefreshError {
    /// Never issued (or issued by an earlier run of the server).
    #[error("the refresh token is not known")]
    Unknown,
    /// Already used once: a replay, so the whole chain is now revoked.
    #[error("the refresh token was already used; every token of its chain is now revoked")]
    Replayed,
    /// Revoked because another token of its chain was replayed.
    #[error("the refresh token was revoked")]
    Revoked,
    /// Past its lifetime.
    #[error("the refresh token has expired")]
    Expired,
}

#[derive(Debug)]
struct Entry {
    grant: RefreshGrant,
    expires_at: i64,
    used: bool,
}

/// The refresh tokens this process has issued.
#[derive(Debug, Default)]
pub struct RefreshTokens {
    /// Token -> its grant. Used tokens stay, marked, so a replay is recognised.
    entries: Mutex<HashMap<String, Entry>>,
}

/// How long a refresh token lives: 30 days.
pub const REFRESH_TTL_SECONDS: i64 = 30 * 24 * 3600;

impl RefreshTokens {
    /// Issues a new refresh token for `grant`, valid from `now`.
    pub fn issue(&self, grant: RefreshGrant, now: i64) -> String {
        let token = random_id("rt_");
        let entry = Entry {
            grant,
            expires_at: now + REFRESH_TTL_SECONDS,
            used: false,
        };
        self.lock().insert(token.clone(), entry);
        token
    }

    /// Redeems `token` once; a second redemption revokes its whole chain.
    pub fn redeem(&self, token: &str, now: i64) -> Result<RefreshGrant, RefreshError> {
        let mut entries = self.lock();
        let entry = entries.get_mut(token).ok_or(RefreshError::Unknown)?;
        if entry.used {
            let family = entry.grant.family.clone();
            let was_revoked = entry.expires_at == i64::MIN;
            for other in entries.values_mut().filter(|e| e.grant.family == family) {
                other.used = true;
                other.expires_at = i64::MIN;
            }
            return Err(if was_revoked {
                RefreshError::Revoked
            } else {
                RefreshError::Replayed
            });
        }
        if now >= entry.expires_at {
            return Err(RefreshError::Expired);
        }
        entry.used = true;
        Ok(entry.grant.clone())
    }

    /// A new chain name for a fresh sign-in.
    pub fn new_family() -> String {
        random_id("fam_")
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry>> {
        // A panic while holding the lock cannot leave the map half-updated, so recover it.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grant() -> RefreshGrant {
        RefreshGrant {
            user_id: 1,
            scope: "openid".into(),
            client_id: "c".into(),
            family: RefreshTokens::new_family(),
            impersonated: None,
        }
    }

    #[test]
    fn a_token_redeems_once_and_a_replay_revokes_the_chain() {
        let tokens = RefreshTokens::default();
        let first = tokens.issue(grant(), 0);
        let redeemed = tokens.redeem(&first, 1).unwrap();
        let second = tokens.issue(redeemed, 1);
        assert_eq!(tokens.redeem(&first, 2), Err(RefreshError::Replayed));
        assert_eq!(tokens.redeem(&second, 2), Err(RefreshError::Revoked));
        assert_eq!(tokens.redeem("rt_nope", 2), Err(RefreshError::Unknown));
    }

    #[test]
    fn tokens_expire() {
        let tokens = RefreshTokens::default();
        let token = tokens.issue(grant(), 0);
        assert_eq!(
            tokens.redeem(&token, REFRESH_TTL_SECONDS),
            Err(RefreshError::Expired)
        );
    }
}
