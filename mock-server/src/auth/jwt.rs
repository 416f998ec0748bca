//! Signed access tokens: compact JWTs (RFC 7519) with HS256.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use rand::RngExt;
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// The payload of an access token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessClaims {
    /// The issuer, so tokens from another tool are recognisably foreign.
    pub iss: String,
    /// The staff member's id, as a string per RFC 7519.
    pub sub: String,
    /// The sign-in name, for logs and for people reading a decoded token.
    pub name: String,
    /// Issued at, in Unix seconds on the session's token clock.
    pub iat: i64,
    /// Expires at, in Unix seconds, on the token clock of the session it was
    /// issued in (see [`Moment`]; tests move it forward to expire tokens).
    pub exp: i64,
    /// Expires at on the real clock, in Unix seconds: `exp` can be reached by
    /// moving a session's clock, but moving it back never revives a token,
    /// because this one has passed regardless.
    pub rexp: i64,
    /// A unique id, so that two tokens issued in one second differ.
    pub jti: String,
    /// The granted scopes, space-separated.
    pub scope: String,
    /// The client the token was issued to.
    pub client_id: String,
    /// For an impersonation token (RFC 8693 section 4.1): the staff member
    /// acting; `sub` is then the impersonated customer's id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub act: Option<Actor>,
    /// The sign-in (the refresh-token chain) the token was issued on: a
    /// replay of one of its refresh tokens revokes this token too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
}

/// The actor of an impersonation token (RFC 8693 section 4.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    /// The staff member's id.
    pub sub: String,
    /// The staff member's sign-in name.
    pub name: String,
}

/// One instant on the two clocks a token's life is checked against: the
/// session's token clock (the real time plus the furthest the control plane
/// has ever moved the session's clock ahead, so moving the clock forward
/// expires tokens and moving it back revives none) and the real clock (so no
/// token outlives its lifetime in real time, whatever session it is used in).
/// A token is valid only while both are before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moment {
    /// Unix seconds on the session's token clock.
    pub session: i64,
    /// Unix seconds on the real clock.
    pub real: i64,
}

impl Moment {
    /// Now, in a session whose clock reads `session_now` (Unix seconds:
    /// `SessionData::token_now`).
    pub fn at(session_now: i64) -> Self {
        Moment {
            session: session_now,
            real: chrono::Utc::now().timestamp(),
        }
    }

    /// This moment `seconds` later on both clocks.
    pub fn plus(self, seconds: i64) -> Self {
        Moment {
            session: self.session.saturating_add(seconds),
            real: self.real.saturating_add(seconds),
        }
    }

    /// Whether `now` is at or past this moment on either clock.
    pub fn passed(self, now: Moment) -> bool {
        now.session >= self.session || now.real >= self.real
    }
}

/// Why a token was rejected; the text reaches the caller in the 401 problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// Not three base64url parts of JSON.
    #[error("the token is malformed")]
    Malformed,
    /// The signature does not match: forged, or issued by an earlier run.
    #[error("the token signature is not valid (was it issued by an earlier run of the server?)")]
    BadSignature,
    /// Past `exp`.
    #[error("the token has expired")]
    Expired,
}

/// The issuer name written into every token.
pub const ISSUER: &str = "brokerage-mock-server";

/// Signs and verifies access tokens with a key made fresh for each process,
/// or derived from a secret that replicas behind a load balancer share.
#[derive(Clone)]
pub struct TokenSigner {
    /// The HMAC key; random per process by default, so a restart invalidates
    /// old tokens just as a key rotation would.
    key: [u8; 32],
}

impl std::fmt::Debug for TokenSigner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenSigner(..)")
    }
}

impl Default for TokenSigner {
    fn default() -> Self {
        Self::new()
    }
}

const HEADER: &str = r#"{"alg":"HS256","typ":"JWT"}"#;

impl TokenSigner {
    /// A signer with a random key.
    pub fn new() -> Self {
        TokenSigner {
            key: rand::rng().random(),
        }
    }

    /// A signer whose key is the SHA-256 of `secret`: every server started
    /// with the same secret accepts the others' tokens (`--token-secret`).
    pub fn from_secret(secret: &str) -> Self {
        use sha2::Digest;
        TokenSigner {
            key: Sha256::digest(secret.as_bytes()).into(),
        }
    }

    fn mac(&self) -> Hmac<Sha256> {
        // HMAC accepts keys of any length, so this cannot fail.
        Hmac::<Sha256>::new_from_slice(&self.key).unwrap_or_else(|_| unreachable!())
    }

    /// The compact serialisation of a signed token.
    pub fn sign(&self, claims: &AccessClaims) -> String {
        let payload = serde_json::to_vec(claims).unwrap_or_default();
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(HEADER),
            URL_SAFE_NO_PAD.encode(payload)
        );
        let mut mac = self.mac();
        mac.update(signing_input.as_bytes());
        let signature = URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
        format!("{signing_input}.{signature}")
    }

    /// The claims of a token signed by this signer and not expired at `now`
    /// on either clock.
    pub fn verify(&self, token: &str, now: Moment) -> Result<AccessClaims, TokenError> {
        let mut parts = token.split('.');
        let (Some(header), Some(payload), Some(signature), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(TokenError::Malformed);
        };
        let signature = URL_SAFE_NO_PAD
            .decode(signature)
            .map_err(|_| TokenError::Malformed)?;
        let mut mac = self.mac();
        mac.update(header.as_bytes());
        mac.update(b".");
        mac.update(payload.as_bytes());
        mac.verify_slice(&signature)
            .map_err(|_| TokenError::BadSignature)?;
        let payload = URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| TokenError::Malformed)?;
        let claims: AccessClaims = serde_json::from_slice(&payload).map_err(|_| TokenError::Malformed)?;
        let end = Moment {
            session: claims.exp,
            real: claims.rexp,
        };
        if end.passed(now) {
            return Err(TokenError::Expired);
        }
        Ok(claims)
    }
}

/// A random opaque identifier for tokens and token ids.
pub fn random_id(prefix: &str) -> String {
    let bytes: [u8; 18] = rand::rng().random();
    format!("{prefix}{}", URL_SAFE_NO_PAD.encode(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> Moment {
        Moment {
            session: seconds,
            real: seconds,
        }
    }

    fn claims(exp: i64) -> AccessClaims {
        AccessClaims {
            iss: ISSUER.into(),
            sub: "1".into(),
            name: "admin".into(),
            iat: 0,
            exp,
            rexp: exp,
            jti: random_id(""),
            scope: "openid".into(),
            client_id: "c".into(),
            act: None,
            sid: None,
        }
    }

    #[test]
    fn a_signed_token_verifies_until_it_expires() {
        let signer = TokenSigner::new();
        let token = signer.sign(&claims(100));
        assert_eq!(signer.verify(&token, at(99)).unwrap().name, "admin");
        assert_eq!(signer.verify(&token, at(100)), Err(TokenError::Expired));
        // A session clock moved back does not revive it once the real clock has passed.
        let moved_back = Moment {
            session: 0,
            real: 100,
        };
        assert_eq!(signer.verify(&token, moved_back), Err(TokenError::Expired));
    }

    #[test]
    fn tokens_of_another_key_or_tampered_are_rejected() {
        let signer = TokenSigner::new();
        let token = signer.sign(&claims(100));
        assert_eq!(
            TokenSigner::new().verify(&token, at(0)),
            Err(TokenError::BadSignature)
        );
        let mut parts: Vec<&str> = token.split('.').collect();
        let forged = URL_SAFE_NO_PAD.encode(r#"{"sub":"2"}"#);
        parts[1] = &forged;
        assert_eq!(
            signer.verify(&parts.join("."), at(0)),
            Err(TokenError::BadSignature)
        );
        assert_eq!(signer.verify("not-a-token", at(0)), Err(TokenError::Malformed));
        assert_eq!(signer.verify("a.b.c.d", at(0)), Err(TokenError::Malformed));
    }

    #[test]
    fn signers_of_one_secret_accept_each_others_tokens() {
        let token = TokenSigner::from_secret("fleet").sign(&claims(100));
        assert_eq!(
            TokenSigner::from_secret("fleet")
                .verify(&token, at(0))
                .unwrap()
                .name,
            "admin"
        );
        assert_eq!(
            TokenSigner::from_secret("other").verify(&token, at(0)),
            Err(TokenError::BadSignature)
        );
        assert_eq!(
            TokenSigner::new().verify(&token, at(0)),
            Err(TokenError::BadSignature)
        );
    }
}
