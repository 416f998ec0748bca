//! Refresh tokens with rotation and replay detection (RFC 6819 5.2.2.3,
//! OAuth 2.0 Security BCP 4.14), in memory that does not grow forever.
//!
//! A sign-in starts a **chain**; each refresh rotates it to its next
//! generation. A token is `rt_<chain>.<generation>.<mac>`: signed, so it
//! cannot be forged, and numbered, so one record per chain (its current
//! generation) recognises every token ever issued on it. A used token thus
//! costs nothing; presenting one (a generation behind) is a replay and
//! revokes the chain. A chain is pruned once it can no longer be redeemed or
//! replayed (past its expiry), and each staff member holds at most
//! [`MAX_CHAINS_PER_USER`] chains: a new sign-in beyond that ends the oldest.

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use rand::RngExt;
use sha2::Sha256;

use super::jwt::{Moment, random_id};

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
    /// Never issued, issued by an earlier run of the server, or its chain
    /// ended long ago and was pruned.
    #[error("the refresh token is not known")]
    Unknown,
    /// Already used once: a replay, so the whole chain is now revoked.
    #[error("the refresh token was already used; every token of its chain is now revoked")]
    Replayed,
    /// Revoked because another token of its chain was replayed, or because
    /// the staff member started more than [`MAX_CHAINS_PER_USER`] chains.
    #[error("the refresh token was revoked")]
    Revoked,
    /// Past its lifetime.
    #[error("the refresh token has expired")]
    Expired,
}

/// One chain: what its tokens grant, and which generation is live.
#[derive(Debug)]
struct Chain {
    grant: RefreshGrant,
    /// The generation of the one token that may still be redeemed.
    generation: u32,
    /// When the live token expires, on the session's clock and on the real one.
    expires: Moment,
    revoked: bool,
}

#[derive(Debug, Default)]
struct Chains {
    by_family: HashMap<String, Chain>,
    /// Each staff member's chains, oldest first (entries of pruned chains are
    /// skipped and dropped lazily).
    by_user: HashMap<u64, VecDeque<String>>,
    /// Chains started since the last pruning pass.
    since_pruning: usize,
}

/// The refresh-token chains this process has started.
pub struct RefreshTokens {
    /// Signs tokens; random per process, like the access tokens' key.
    key: [u8; 32],
    chains: Mutex<Chains>,
}

impl std::fmt::Debug for RefreshTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RefreshTokens(..)")
    }
}

impl Default for RefreshTokens {
    fn default() -> Self {
        RefreshTokens {
            key: rand::rng().random(),
            chains: Mutex::default(),
        }
    }
}

/// How long a refresh token lives: 30 days.
pub const REFRESH_TTL_SECONDS: i64 = 30 * 24 * 3600;

/// The most chains (sign-ins and impersonations with a live refresh token)
/// one staff member holds; a new one beyond this ends the oldest.
pub const MAX_CHAINS_PER_USER: usize = 1000;

/// Expired chains are swept after this many new chains.
const PRUNE_EVERY: usize = 1024;

/// The bytes of the MAC a token carries (144 bits).
const TAG_BYTES: usize = 18;

impl RefreshTokens {
    /// Issues the token of `grant`'s chain at its current generation, valid
    /// for [`REFRESH_TTL_SECONDS`] from `now`: the first token of a new chain
    /// (sign-in, impersonation), or the next one after [`Self::redeem`].
    pub fn issue(&self, grant: RefreshGrant, now: Moment) -> String {
        let expires = now.plus(REFRESH_TTL_SECONDS);
        let mut chains = self.lock();
        let family = grant.family.clone();
        let generation = match chains.by_family.get_mut(&family) {
            Some(chain) => {
                chain.expires = expires;
                chain.generation
            }
            None => {
                chains.start(grant, expires, now);
                0
            }
        };
        drop(chains);
        self.token(&family, generation)
    }

    /// Redeems `token` once, moving its chain to the next generation; a
    /// second redemption (a replay) revokes the whole chain.
    pub fn redeem(&self, token: &str, now: Moment) -> Result<RefreshGrant, RefreshError> {
        let (family, generation) = self.parse(token).ok_or(RefreshError::Unknown)?;
        let mut chains = self.lock();
        let chain = chains.by_family.get_mut(family).ok_or(RefreshError::Unknown)?;
        if chain.revoked {
            return Err(RefreshError::Revoked);
        }
        if generation != chain.generation {
            chain.revoked = true;
            return Err(RefreshError::Replayed);
        }
        if chain.expires.passed(now) {
            return Err(RefreshError::Expired);
        }
        chain.generation += 1;
        Ok(chain.grant.clone())
    }

    /// Whether the chain `family` was revoked by a replay. A chain this
    /// process does not know (another replica's, or one pruned after its
    /// expiry or past the staff member's chain cap) is not.
    pub fn is_revoked(&self, family: &str) -> bool {
        self.lock()
            .by_family
            .get(family)
            .is_some_and(|chain| chain.revoked)
    }

    /// How many chains are kept (live, revoked or expired but not yet pruned).
    pub fn len(&self) -> usize {
        self.lock().by_family.len()
    }

    /// Whether no chain is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A new chain name for a fresh sign-in.
    pub fn new_family() -> String {
        random_id("")
    }

    fn mac(&self, family: &str, generation: u32) -> Hmac<Sha256> {
        // HMAC accepts keys of any length, so this cannot fail.
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).unwrap_or_else(|_| unreachable!());
        mac.update(format!("{family}.{generation}").as_bytes());
        mac
    }

    fn token(&self, family: &str, generation: u32) -> String {
        let tag = self.mac(family, generation).finalize().into_bytes();
        format!(
            "rt_{family}.{generation}.{}",
            URL_SAFE_NO_PAD.encode(&tag[..TAG_BYTES])
        )
    }

    /// The chain and generation of a token this process signed.
    fn parse<'t>(&self, token: &'t str) -> Option<(&'t str, u32)> {
        let mut parts = token.strip_prefix("rt_")?.split('.');
        let (Some(family), Some(generation), Some(tag), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        let generation = generation.parse().ok()?;
        let tag = URL_SAFE_NO_PAD
            .decode(tag)
            .ok()
            .filter(|tag| tag.len() == TAG_BYTES)?;
        // In constant time, like any MAC check.
        self.mac(family, generation)
            .verify_truncated_left(&tag)
            .ok()
            .map(|()| (family, generation))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Chains> {
        // A panic while holding the lock cannot leave the map half-updated, so recover it.
        self.chains
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Chains {
    fn start(&mut self, grant: RefreshGrant, expires: Moment, now: Moment) {
        let user = grant.user_id;
        let family = grant.family.clone();
        self.by_family.insert(
            family.clone(),
            Chain {
                grant,
                generation: 0,
                expires,
                revoked: false,
            },
        );
        let owned = self.by_user.entry(user).or_default();
        owned.push_back(family);
        // Past the cap, the oldest chains of this staff member end.
        while owned.len() > MAX_CHAINS_PER_USER {
            if let Some(oldest) = owned.pop_front() {
                self.by_family.remove(&oldest);
            }
        }
        self.since_pruning += 1;
        if self.since_pruning >= PRUNE_EVERY {
            self.prune(now);
        }
    }

    /// Drops the chains that can no longer be redeemed or replayed.
    fn prune(&mut self, now: Moment) {
        self.since_pruning = 0;
        self.by_family.retain(|_, chain| !chain.expires.passed(now));
        let live = &self.by_family;
        self.by_user.retain(|_, owned| {
            owned.retain(|family| live.contains_key(family));
            !owned.is_empty()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grant(user_id: u64) -> RefreshGrant {
        RefreshGrant {
            user_id,
            scope: "openid".into(),
            client_id: "c".into(),
            family: RefreshTokens::new_family(),
            impersonated: None,
        }
    }

    fn at(seconds: i64) -> Moment {
        Moment {
            session: seconds,
            real: seconds,
        }
    }

    #[test]
    fn a_token_redeems_once_and_a_replay_revokes_the_chain() {
        let tokens = RefreshTokens::default();
        let first = tokens.issue(grant(1), at(0));
        let redeemed = tokens.redeem(&first, at(1)).unwrap();
        let second = tokens.issue(redeemed, at(1));
        assert_ne!(first, second);
        assert_eq!(tokens.redeem(&first, at(2)), Err(RefreshError::Replayed));
        assert_eq!(tokens.redeem(&second, at(2)), Err(RefreshError::Revoked));
        assert_eq!(tokens.redeem("rt_nope", at(2)), Err(RefreshError::Unknown));
    }

    #[test]
    fn forged_tokens_are_unknown() {
        let tokens = RefreshTokens::default();
        let token = tokens.issue(grant(1), at(0));
        let (family, rest) = token.split_once('.').unwrap();
        let forged = format!("{family}.1.{}", rest.split_once('.').unwrap().1);
        assert_eq!(tokens.redeem(&forged, at(1)), Err(RefreshError::Unknown));
        let other = RefreshTokens::default();
        assert_eq!(other.redeem(&token, at(1)), Err(RefreshError::Unknown));
    }

    #[test]
    fn tokens_expire_on_either_clock() {
        let tokens = RefreshTokens::default();
        let token = tokens.issue(grant(1), at(0));
        assert_eq!(
            tokens.redeem(&token, at(REFRESH_TTL_SECONDS)),
            Err(RefreshError::Expired)
        );
        // A session clock moved back does not revive it: the real clock has passed.
        let moved_back = Moment {
            session: 0,
            real: REFRESH_TTL_SECONDS,
        };
        assert_eq!(tokens.redeem(&token, moved_back), Err(RefreshError::Expired));
    }

    #[test]
    fn used_tokens_cost_nothing_and_sign_ins_are_bounded() {
        let tokens = RefreshTokens::default();
        // A long chain of refreshes keeps one record.
        let mut token = tokens.issue(grant(1), at(0));
        for second in 1..500 {
            let redeemed = tokens.redeem(&token, at(second)).unwrap();
            token = tokens.issue(redeemed, at(second));
        }
        assert_eq!(tokens.len(), 1);
        // 20,000 sign-ins of one staff member keep at most the cap.
        let first = tokens.issue(grant(2), at(0));
        for _ in 0..20_000 {
            tokens.issue(grant(2), at(0));
        }
        assert_eq!(tokens.len(), 1 + MAX_CHAINS_PER_USER);
        assert_eq!(tokens.redeem(&first, at(1)), Err(RefreshError::Unknown));
        assert!(tokens.redeem(&token, at(600)).is_ok(), "other staff keep theirs");
    }

    #[test]
    fn expired_chains_are_pruned() {
        let tokens = RefreshTokens::default();
        for user in 1..PRUNE_EVERY as u64 {
            tokens.issue(grant(user), at(0));
        }
        assert_eq!(tokens.len(), PRUNE_EVERY - 1);
        // The next new chain, a month later, sweeps the expired ones.
        tokens.issue(grant(0), at(REFRESH_TTL_SECONDS + 1));
        assert_eq!(tokens.len(), 1);
    }
}
