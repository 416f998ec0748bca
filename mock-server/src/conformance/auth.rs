//! Token flows (RFC 6749, RFC 8693) and every operation's claim.

use axum::http::Method;
use serde_json::{Value, json};

use super::{Call, Fail, Probe, Suite, Verdict, ensure};

/// The token type of an access token (RFC 8693 section 3).
const ACCESS_TOKEN_TYPE: &str = "urn:ietf:params:oauth:token-type:access_token";

/// Fails unless an OAuth error answer has `status` and `error`.
fn oauth_error(answer: &super::Answer, status: u16, error: &str) -> Result<(), String> {
    let body = answer.expect_json(status)?;
    ensure(body["error"] == error, || {
        format!(
            "{} answered error {}, expected {error}",
            answer.call, body["error"]
        )
    })
}

impl Suite<'_> {
    pub(super) async fn token_flows(&mut self) {
        self.check(
            "token: every token answer says Cache-Control: no-store",
            async |suite, probe| suite.token_not_stored(probe).await,
        )
        .await;
        self.check(
            "token: a wrong password is invalid_grant (400)",
            async |suite, probe| suite.wrong_password(probe).await,
        )
        .await;
        self.check(
            "token: an unknown client is invalid_client (401)",
            async |suite, probe| suite.unknown_client(probe).await,
        )
        .await;
        self.check(
            "token: an unknown grant is unsupported_grant_type (400)",
            async |suite, probe| suite.unknown_grant(probe).await,
        )
        .await;
        self.check(
            "token: a refresh rotates the refresh token, and the new access token works",
            async |suite, probe| suite.refresh_rotates(probe).await,
        )
        .await;
        self.check(
            "token: a replayed refresh token is invalid_grant and revokes its chain",
            async |suite, probe| suite.refresh_replay(probe).await,
        )
        .await;
        self.check(
            "token: a token exchange impersonates a customer without staff claims",
            async |suite, probe| suite.token_exchange(probe).await,
        )
        .await;
        self.check(
            "token: an account without pageAccess holds no console claim",
            async |suite, probe| suite.customer_claims(probe).await,
        )
        .await;
        self.check(
            "token: an expired access token is 401 invalid_token",
            async |suite, probe| suite.expired_token(probe).await,
        )
        .await;
    }

    async fn token_not_stored(&self, probe: &Probe<'_>) -> Verdict {
        let answer = probe
            .send(
                Call::new(Method::POST, "/connect/token")
                    .form(&self.login(&self.settings.admin.user, &self.settings.admin.password)),
            )
            .await?;
        answer.expect(200)?;
        ensure(answer.header("cache-control").contains("no-store"), || {
            format!(
                "Cache-Control is `{}` (RFC 6749 section 5.1)",
                answer.header("cache-control")
            )
        })?;
        Ok(())
    }

    async fn wrong_password(&self, probe: &Probe<'_>) -> Verdict {
        let wrong = format!("{}-not-it", self.settings.admin.password);
        let answer = probe
            .send(
                Call::new(Method::POST, "/connect/token")
                    .form(&self.login(&self.settings.admin.user, &wrong)),
            )
            .await?;
        Ok(oauth_error(&answer, 400, "invalid_grant")?)
    }

    async fn unknown_client(&self, probe: &Probe<'_>) -> Verdict {
        let client = format!("{}.unknown", self.settings.client_id);
        let answer = probe
            .send(Call::new(Method::POST, "/connect/token").form(&[
                ("grant_type", "password"),
                ("username", &self.settings.admin.user),
                ("password", &self.settings.admin.password),
                ("client_id", &client),
                ("scope", &self.settings.scope),
            ]))
            .await?;
        Ok(oauth_error(&answer, 401, "invalid_client")?)
    }

    async fn unknown_grant(&self, probe: &Probe<'_>) -> Verdict {
        let answer = probe
            .send(
                Call::new(Method::POST, "/connect/token")
                    .form(&[("grant_type", "magic"), ("client_id", &self.settings.client_id)]),
            )
            .await?;
        Ok(oauth_error(&answer, 400, "unsupported_grant_type")?)
    }

    async fn refresh(&self, probe: &Probe<'_>, refresh_token: &str) -> Result<super::Answer, String> {
        probe
            .send(
                Call::new(Method::POST, "/connect/token").form(&super::forms::refresh_grant(
                    refresh_token,
                    &self.settings.client_id,
                    &self.settings.scope,
                )),
            )
            .await
    }

    async fn refresh_rotates(&self, probe: &Probe<'_>) -> Verdict {
        let first = self.sign_in(probe, &self.settings.admin, None).await?;
        let old = first["refresh_token"].as_str().unwrap_or_default();
        let second = self.refresh(probe, old).await?.expect_json(200)?;
        let new = second["refresh_token"].as_str().unwrap_or_default();
        ensure(!new.is_empty() && new != old, || {
            format!("the refresh answer's refresh_token `{new}` is not a new one")
        })?;
        let token = second["access_token"].as_str().unwrap_or_default();
        let me = self.me(probe, token, None).await?;
        ensure(me["UserName"] == self.settings.admin.user.as_str(), || {
            format!(
                "the refreshed token reads as {}, not {}",
                me["UserName"], self.settings.admin.user
            )
        })?;
        Ok(())
    }

    async fn refresh_replay(&self, probe: &Probe<'_>) -> Verdict {
        let first = self.sign_in(probe, &self.settings.admin, None).await?;
        let old = first["refresh_token"].as_str().unwrap_or_default().to_owned();
        let second = self.refresh(probe, &old).await?.expect_json(200)?;
        let new = second["refresh_token"].as_str().unwrap_or_default().to_owned();
        oauth_error(&self.refresh(probe, &old).await?, 400, "invalid_grant")
            .map_err(|e| format!("replaying a used refresh token: {e}"))?;
        oauth_error(&self.refresh(probe, &new).await?, 400, "invalid_grant").map_err(|e| {
            format!("after a replay, the chain's newest refresh token must be revoked too: {e}")
        })?;
        Ok(())
    }

    async fn token_exchange(&self, probe: &Probe<'_>) -> Verdict {
        let Some((client, scope)) = &self.settings.exchange else {
            return Err(Fail::Skipped(
                "no token-exchange client is configured (CONFORMANCE_EXCHANGE_CLIENT_ID and _SECRET)"
                    .to_owned(),
            ));
        };
        let Some(customer) = self.facts.user_name.clone() else {
            return Err(Fail::Skipped(
                "no customer to impersonate was found in the listings".to_owned(),
            ));
        };
        let admin = self.sign_in(probe, &self.settings.admin, None).await?;
        let subject = admin["access_token"].as_str().unwrap_or_default();
        let answer = probe
            .send(
                Call::new(Method::POST, "/connect/token").form(&super::forms::token_exchange(
                    subject,
                    &customer,
                    &client.user,
                    &client.password,
                    scope,
                )),
            )
            .await?;
        let issued = answer.expect_json(200)?;
        ensure(issued["issued_token_type"] == ACCESS_TOKEN_TYPE, || {
            format!(
                "issued_token_type is {} (RFC 8693 section 2.2.1)",
                issued["issued_token_type"]
            )
        })?;
        let token = issued["access_token"].as_str().unwrap_or_default();
        let me = self.me(probe, token, None).await?;
        ensure(me["UserName"] == customer.as_str(), || {
            format!(
                "the impersonation token reads as {}, not the customer {customer}",
                me["UserName"]
            )
        })?;
        let claims = me["Claims"].as_array().cloned().unwrap_or_default();
        ensure(
            !claims.iter().any(|c| c == "claims.view" || c == "users.manage"),
            || format!("the impersonation token carries staff claims: {claims:?}"),
        )?;
        let staff_only = probe
            .send(Call::get("/api/Account/roles/-1/-1").token(Some(token)))
            .await?;
        staff_only
            .expect(403)
            .map_err(|e| format!("a staff-only read with the impersonation token: {e}"))?;
        Ok(())
    }

    async fn customer_claims(&self, probe: &Probe<'_>) -> Verdict {
        let (Some(customer), Some(token)) = (&self.settings.customer, &self.customer_token) else {
            return Err(Fail::Skipped(
                "no account without console access is configured (CONFORMANCE_CUSTOMER_USER)".to_owned(),
            ));
        };
        let me = self.me(probe, token, None).await?;
        let claims = me["Claims"].as_array().cloned().unwrap_or_default();
        ensure(!claims.iter().any(|c| c == "pageAccess"), || {
            format!("{} holds pageAccess: {claims:?}", customer.user)
        })?;
        Ok(())
    }

    async fn expired_token(&self, probe: &Probe<'_>) -> Verdict {
        let Some(session) = self.open_session(probe, "clock").await else {
            return Err(Fail::Skipped(
                "the server keeps no X-Mock-Session sessions, so its clock cannot be moved".to_owned(),
            ));
        };
        let tokens = self.sign_in(probe, &self.settings.admin, Some(&session)).await?;
        let token = tokens["access_token"].as_str().unwrap_or_default();
        let lifetime = tokens["expires_in"].as_u64().unwrap_or(3600);
        probe
            .send(
                Call::new(Method::PUT, "/__mock/clock")
                    .session(Some(&session))
                    .json(&json!({ "advanceSeconds": lifetime + 60 })),
            )
            .await?
            .expect(200)?;
        let answer = probe
            .send(
                Call::get(format!("/api/account/users/me/{}", self.settings.account))
                    .token(Some(token))
                    .session(Some(&session)),
            )
            .await?;
        answer.expect(401)?;
        ensure(
            answer.header("www-authenticate").contains("invalid_token"),
            || {
                format!(
                    "WWW-Authenticate is `{}`; an expired token is `error=\"invalid_token\"` (RFC 6750)",
                    answer.header("www-authenticate")
                )
            },
        )?;
        let _ = probe
            .send(Call::new(Method::POST, "/__mock/reset").session(Some(&session)))
            .await;
        Ok(())
    }

    /// Every operation that needs a token: 401 without one, and 403 for an
    /// account without its claim.
    pub(super) async fn claims(&mut self) {
        let operations: Vec<_> = self
            .contract
            .operations()
            .iter()
            .filter(|o| o.claim.is_some() || o.token_only)
            .cloned()
            .collect();
        for operation in operations {
            // The claim is checked before the record is looked up: an id no
            // record has does as well as any.
            let Some(path) = self.fill_path(&operation, Some("1")) else {
                self.skip(
                    format!(
                        "claims: {} {} without a token is 401",
                        operation.method, operation.path
                    ),
                    "no record was found to fill its path with",
                );
                continue;
            };
            let method = Method::from_bytes(operation.method.as_bytes()).unwrap_or(Method::GET);
            // A write gets an empty object: refused as invalid should the
            // check let it through, so it never changes anything.
            let call = |token: Option<&str>| {
                let call = Call::new(method.clone(), path.clone()).token(token);
                if operation.body.is_some() {
                    call.json(&Value::Object(Default::default()))
                } else {
                    call
                }
            };
            self.check(
                format!(
                    "claims: {} {} without a token is 401",
                    operation.method, operation.path
                ),
                async |_, probe| {
                    probe.send(call(None)).await?.expect(401)?;
                    Ok(())
                },
            )
            .await;
            let Some(claim) = operation.claim.clone() else {
                continue;
            };
            let name = format!(
                "claims: {} {} without {claim} is 403",
                operation.method, operation.path
            );
            let lacking = [
                (&self.facts.limited_claims, &self.limited_token),
                (&self.facts.customer_claims, &self.customer_token),
            ]
            .into_iter()
            .find_map(|(claims, token)| {
                let claims = claims.as_ref()?;
                (!claims.contains(&claim)).then(|| token.clone()).flatten()
            });
            let Some(token) = lacking else {
                self.skip(name, format!("no configured account lacks {claim}"));
                continue;
            };
            self.check(name, async |_, probe| {
                let answer = probe.send(call(Some(&token))).await?;
                answer.expect(403)?;
                ensure(answer.text().contains(claim.as_str()), || {
                    format!("the 403 does not name {claim}: {}", answer.text())
                })?;
                Ok(())
            })
            .await;
        }
    }
}
