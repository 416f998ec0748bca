//! Create, update and delete round trips, and the limits of spec 9 that
//! take a write, all inside an `X-Mock-Session` session (so the server's
//! shared data never changes); skipped where the server keeps no sessions.

use axum::http::Method;
use chrono::{DateTime, Duration, SecondsFormat, Utc};
use serde_json::{Value, json};

use super::{Answer, Call, Fail, Probe, Suite, Verdict, ensure};

/// The spec 3 permission ids a selective restriction takes.
const PERMISSION_IDS: [u64; 8] = [2, 3, 4, 5, 6, 7, 8, 9];

/// A session the writes happen in, signed in as the admin.
struct Writer<'p, 'a> {
    probe: &'p Probe<'a>,
    session: String,
    token: String,
}

impl Writer<'_, '_> {
    async fn send(&self, method: Method, path: &str, body: Option<&Value>) -> Result<Answer, String> {
        let mut call = Call::new(method, path)
            .token(Some(&self.token))
            .session(Some(&self.session));
        if let Some(body) = body {
            call = call.json(body);
        }
        self.probe.send(call).await
    }

    async fn get(&self, path: &str) -> Result<Value, String> {
        self.send(Method::GET, path, None).await?.expect_json(200)
    }
}

/// The field problems of a 400 answer.
fn field_errors(answer: &Answer, field: &str) -> Result<(), String> {
    let body = answer.expect_json(400)?;
    ensure(
        body["errors"][field].is_array() || body["detail"].as_str().is_some_and(|d| d.contains(field)),
        || format!("the 400 does not name `{field}`: {body}"),
    )
}

impl Suite<'_> {
    pub(super) async fn writes(&mut self) {
        let names = [
            "writes: a notification is created, read, updated, listed and deleted",
            "writes: a role is created, listed, updated and deleted, in its session only",
            "writes: a smartfolio override is created, updated and deleted",
            "writes: a selective restriction is added to a customer and removed",
            "spec 9: a notification's hideAllowedAfter takes 1 to 10",
            "spec 9: a notification's description needs more than 10 characters",
            "spec 9: a smartfolio's aggressiveness takes 0 to 10",
        ];
        let probe = self.probe();
        let session = self.open_session(&probe, "writes").await;
        drop(probe);
        let Some(session) = session else {
            for name in names {
                self.skip(
                    name,
                    "the server keeps no X-Mock-Session sessions, and the suite writes nowhere else",
                );
            }
            return;
        };
        for (index, name) in names.into_iter().enumerate() {
            self.check(name, async |suite, probe| {
                let tokens = suite
                    .sign_in(probe, &suite.settings.admin, Some(&session))
                    .await?;
                let writer = Writer {
                    probe,
                    session: session.clone(),
                    token: tokens["access_token"].as_str().unwrap_or_default().to_owned(),
                };
                match index {
                    0 => suite.notification_round_trip(&writer).await,
                    1 => suite.role_round_trip(&writer).await,
                    2 => suite.override_round_trip(&writer).await,
                    3 => suite.restriction_round_trip(&writer).await,
                    4 => suite.hide_allowed_after(&writer).await,
                    5 => suite.description_length(&writer).await,
                    _ => suite.aggressiveness(&writer).await,
                }
            })
            .await;
        }
        let probe = self.probe();
        let _ = probe
            .send(Call::new(Method::POST, "/__mock/reset").session(Some(&session)))
            .await;
    }

    /// A notification the selectables allow, starting tomorrow by the
    /// session's clock.
    async fn notification_body(&self, writer: &Writer<'_, '_>) -> Result<Value, Fail> {
        let clock = writer
            .probe
            .send(Call::get("/__mock/clock").session(Some(&writer.session)))
            .await?
            .expect_json(200)?;
        let now = clock["now"]
            .as_str()
            .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
            .map_or_else(Utc::now, |t| t.with_timezone(&Utc));
        let at = |days: i64| (now + Duration::days(days)).to_rfc3339_opts(SecondsFormat::Secs, true);
        let options = writer.get("/api/v2/Notification/selectables").await?;
        let first = |list: &str| options[list][0]["value"].as_str().map(str::to_owned);
        let (Some(color), Some(icon), Some(audience)) = (
            first("colorTypes"),
            first("iconTypes"),
            first("targetAudienceTypes"),
        ) else {
            return Err(Fail::Failed(format!(
                "the selectables offer no colour, icon or audience: {options}"
            )));
        };
        Ok(json!({
            "title": "Conformance check",
            "description": "Written by the conformance suite.",
            "startDateUtc": at(1),
            "endDateUtc": at(2),
            "notificationType": "InApp",
            "color": color,
            "icon": icon,
            "targetAudience": audience,
            "action": "routeExternally",
            "externalUrl": "https://example.com/conformance",
            "hideAllowedAfter": 3
        }))
    }

    async fn notification_round_trip(&self, writer: &Writer<'_, '_>) -> Verdict {
        let body = self.notification_body(writer).await?;
        let created = writer
            .send(Method::POST, "/api/v2/Notification", Some(&body))
            .await?
            .expect_json(201)?;
        let id = created["notificationMasterId"]
            .as_u64()
            .ok_or_else(|| format!("the created notification has no notificationMasterId: {created}"))?;
        let path = format!("/api/v2/Notification/{id}");
        let read = writer.get(&path).await?;
        ensure(read["title"] == body["title"], || format!("read back {read}"))?;
        let mut changed = body.clone();
        changed["title"] = json!("Conformance check, updated");
        changed["notificationMasterId"] = json!(id);
        writer
            .send(Method::PUT, &path, Some(&changed))
            .await?
            .expect(200)?;
        let read = writer.get(&path).await?;
        ensure(read["title"] == changed["title"], || {
            format!("the update did not stick: {read}")
        })?;
        let listed = writer.get("/api/v2/Notification?pageSize=All").await?;
        ensure(
            listed["data"]
                .as_array()
                .is_some_and(|rows| rows.iter().any(|r| r["notificationMasterId"] == id)),
            || format!("notification {id} is not in the listing"),
        )?;
        writer.send(Method::DELETE, &path, None).await?.expect(204)?;
        writer.send(Method::GET, &path, None).await?.expect(404)?;
        Ok(())
    }

    async fn role_round_trip(&self, writer: &Writer<'_, '_>) -> Verdict {
        let name = format!("conformance{}", std::process::id());
        let roles = "/api/Account/roles/-1/-1";
        let holds = |list: &Value, description: Option<&str>| {
            list["data"].as_array().is_some_and(|rows| {
                rows.iter()
                    .any(|r| r["name"] == name.as_str() && description.is_none_or(|d| r["description"] == d))
            })
        };
        let created = writer
            .send(
                Method::POST,
                "/api/account/role",
                Some(&json!({ "Name": name, "Description": "Made by the conformance suite", "Permissions": [{ "Value": "pageAccess" }] })),
            )
            .await?
            .expect_json(200)?;
        ensure(created["Message"] == "Success", || {
            format!("Message is not Success: {created}")
        })?;
        ensure(holds(&writer.get(roles).await?, None), || {
            format!("role {name} is not listed")
        })?;
        let shared = writer
            .probe
            .send(Call::get(roles).token(Some(&writer.token)))
            .await?
            .expect_json(200)?;
        ensure(!holds(&shared, None), || {
            format!(
                "role {name}, created in session {}, shows outside it",
                writer.session
            )
        })?;
        let updated = writer
            .send(
                Method::POST,
                &format!("/api/account/role/{name}"),
                Some(&json!({ "Name": name, "Description": "Updated by the conformance suite", "Permissions": [{ "Value": "pageAccess" }] })),
            )
            .await?
            .expect_json(200)?;
        ensure(updated["Message"] == "Success", || {
            format!("Message is not Success: {updated}")
        })?;
        ensure(
            holds(
                &writer.get(roles).await?,
                Some("Updated by the conformance suite"),
            ),
            || "the update did not stick".to_owned(),
        )?;
        let deleted = writer
            .send(Method::DELETE, &format!("/api/account/role/{name}"), None)
            .await?
            .expect_json(200)?;
        ensure(deleted["Message"] == "Success", || {
            format!("Message is not Success: {deleted}")
        })?;
        ensure(!holds(&writer.get(roles).await?, None), || {
            format!("role {name} is still listed")
        })?;
        Ok(())
    }

    async fn override_round_trip(&self, writer: &Writer<'_, '_>) -> Verdict {
        let smartfolios = writer.get("/api/admin/smartfolios").await?;
        let Some(smartfolio) = smartfolios[0]["smartfolioId"].as_u64() else {
            return Err(Fail::Skipped("the server lists no smartfolio".to_owned()));
        };
        let overrides = writer.get("/api/admin/smartfolios/overrides").await?;
        let taken: Vec<&str> = overrides
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["smartfolioId"] == smartfolio)
            .filter_map(|o| o["symbol"].as_str())
            .collect();
        let assets = writer.get("/api/v1/Asset/search?searchTerm=A").await?;
        let Some(symbol) = assets
            .as_array()
            .into_iter()
            .flatten()
            .filter(|a| a["isEnabled"] == true && a["isBlacklist"] == false)
            .filter_map(|a| a["symbol"].as_str())
            .find(|s| !taken.contains(s))
            .map(str::to_owned)
        else {
            return Err(Fail::Skipped("no enabled asset is free to override".to_owned()));
        };
        let body = json!({ "smartfolioId": smartfolio, "symbol": symbol, "weight": 0.05, "reason": "Conformance check" });
        let created = writer
            .send(Method::POST, "/api/admin/smartfolios/overrides", Some(&body))
            .await?
            .expect_json(201)?;
        let id = created["overrideId"]
            .as_u64()
            .ok_or_else(|| format!("the created override has no overrideId: {created}"))?;
        let path = format!("/api/admin/smartfolios/overrides/{id}");
        let mut changed = body.clone();
        changed["weight"] = json!(0.1);
        let updated = writer
            .send(Method::PUT, &path, Some(&changed))
            .await?
            .expect_json(200)?;
        ensure(updated["weight"] == 0.1, || {
            format!("the update did not stick: {updated}")
        })?;
        writer.send(Method::DELETE, &path, None).await?.expect(204)?;
        let after = writer.get("/api/admin/smartfolios/overrides").await?;
        ensure(
            !after
                .as_array()
                .is_some_and(|rows| rows.iter().any(|o| o["overrideId"] == id)),
            || format!("override {id} is still listed"),
        )?;
        Ok(())
    }

    async fn restriction_round_trip(&self, writer: &Writer<'_, '_>) -> Verdict {
        let Some(user) = self.facts.user_id.clone() else {
            return Err(Fail::Skipped("no customer was found".to_owned()));
        };
        let path = format!("/api/admin/users/{user}/restrictions");
        let held = writer.get(&path).await?;
        let taken: Vec<u64> = held
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r["permission"].as_u64())
            .collect();
        let Some(permission) = PERMISSION_IDS.into_iter().find(|p| !taken.contains(p)) else {
            return Err(Fail::Skipped(format!(
                "customer {user} is restricted from everything already"
            )));
        };
        let created = writer
            .send(
                Method::POST,
                &path,
                Some(&json!({ "permission": permission, "reason": "Conformance check" })),
            )
            .await?
            .expect_json(201)?;
        let id = created["restrictionId"]
            .as_u64()
            .ok_or_else(|| format!("the restriction has no restrictionId: {created}"))?;
        let listed = writer.get(&path).await?;
        ensure(
            listed
                .as_array()
                .is_some_and(|rows| rows.iter().any(|r| r["restrictionId"] == id)),
            || format!("restriction {id} is not listed"),
        )?;
        writer
            .send(Method::DELETE, &format!("{path}/{id}"), None)
            .await?
            .expect(204)?;
        let listed = writer.get(&path).await?;
        ensure(
            !listed
                .as_array()
                .is_some_and(|rows| rows.iter().any(|r| r["restrictionId"] == id)),
            || format!("restriction {id} is still listed"),
        )?;
        Ok(())
    }

    async fn hide_allowed_after(&self, writer: &Writer<'_, '_>) -> Verdict {
        let body = self.notification_body(writer).await?;
        for refused in [0, 11] {
            let mut wrong = body.clone();
            wrong["hideAllowedAfter"] = json!(refused);
            let answer = writer
                .send(Method::POST, "/api/v2/Notification", Some(&wrong))
                .await?;
            field_errors(&answer, "hideAllowedAfter")
                .map_err(|e| format!("hideAllowedAfter {refused}: {e}"))?;
        }
        for taken in [1, 10] {
            let mut right = body.clone();
            right["hideAllowedAfter"] = json!(taken);
            writer
                .send(Method::POST, "/api/v2/Notification", Some(&right))
                .await?
                .expect(201)
                .map_err(|e| format!("hideAllowedAfter {taken}: {e}"))?;
        }
        Ok(())
    }

    async fn description_length(&self, writer: &Writer<'_, '_>) -> Verdict {
        let body = self.notification_body(writer).await?;
        let mut short = body.clone();
        short["description"] = json!("Ten chars!");
        let answer = writer
            .send(Method::POST, "/api/v2/Notification", Some(&short))
            .await?;
        field_errors(&answer, "description").map_err(|e| format!("a description of 10 characters: {e}"))?;
        let mut long_enough = body;
        long_enough["description"] = json!("Eleven char");
        writer
            .send(Method::POST, "/api/v2/Notification", Some(&long_enough))
            .await?
            .expect(201)
            .map_err(|e| format!("a description of 11 characters: {e}"))?;
        Ok(())
    }

    async fn aggressiveness(&self, writer: &Writer<'_, '_>) -> Verdict {
        let smartfolios = writer.get("/api/admin/smartfolios").await?;
        let Some(smartfolio) = smartfolios.as_array().and_then(|s| s.first()).cloned() else {
            return Err(Fail::Skipped("the server lists no smartfolio".to_owned()));
        };
        let id = smartfolio["smartfolioId"].as_u64().unwrap_or_default();
        let mut body = json!({});
        for field in [
            "title",
            "description",
            "marketingName",
            "symbol",
            "active",
            "isCoreStrategy",
            "minimumInvested",
            "aggressiveness",
            "membershipTypeId",
            "performDownload",
            "category",
            "imageUrl",
            "bannerImageUrl",
        ] {
            body[field] = smartfolio[field].clone();
        }
        let path = format!("/api/admin/smartfolios/{id}");
        body["aggressiveness"] = json!(11);
        let answer = writer.send(Method::PUT, &path, Some(&body)).await?;
        field_errors(&answer, "aggressiveness").map_err(|e| format!("aggressiveness 11: {e}"))?;
        for taken in [0, 10] {
            body["aggressiveness"] = json!(taken);
            let updated = writer
                .send(Method::PUT, &path, Some(&body))
                .await?
                .expect_json(200)?;
            ensure(updated["aggressiveness"] == taken, || {
                format!("aggressiveness {taken} did not stick: {updated}")
            })?;
        }
        Ok(())
    }
}
