//! Error texts and problem documents (RFC 9457 with the spec's `error` text).

use axum::http::Method;
use serde_json::Value;

use super::{Answer, Call, Fail, Probe, Suite, Verdict, ensure};

/// The spec's text for a date range whose end is before its start (spec 5).
const END_BEFORE_START: &str = "End Date is Before Start Date!";

/// The spec's text for a required field left out (spec 5).
const REQUIRED: &str = "This field is required";

/// Fails unless the answer is a problem document of `status` whose `detail`
/// and `error` are one non-empty sentence; the body.
fn problem(answer: &Answer, status: u16) -> Result<Value, String> {
    let body = answer.expect_json(status)?;
    ensure(
        answer
            .header("content-type")
            .starts_with("application/problem+json"),
        || {
            format!(
                "{} came as `{}`, not application/problem+json",
                answer.call,
                answer.header("content-type")
            )
        },
    )?;
    let detail = body["detail"].as_str().unwrap_or_default();
    ensure(!detail.is_empty() && body["error"] == detail, || {
        format!("the problem's `error` should repeat its `detail` for the console (spec 8): {body}")
    })?;
    Ok(body)
}

impl Suite<'_> {
    pub(super) async fn errors(&mut self) {
        self.check(
            "errors: a query parameter the operation does not take is a 400 naming it",
            async |suite, probe| suite.undeclared_parameter(probe).await,
        )
        .await;
        self.check(
            "errors: a page size out of range is a 400 naming pageSize",
            async |suite, probe| suite.bad_page_size(probe).await,
        )
        .await;
        self.check(
            "errors: an unknown sort column is a 400 naming the columns",
            async |suite, probe| suite.bad_sort(probe).await,
        )
        .await;
        self.check(
            "errors: an end date before the start reads 'End Date is Before Start Date!'",
            async |suite, probe| suite.end_before_start(probe).await,
        )
        .await;
        self.check(
            "errors: a record that does not exist is a 404 problem",
            async |suite, probe| suite.unknown_record(probe).await,
        )
        .await;
        self.check(
            "errors: an operation that does not exist is a 404 problem",
            async |suite, probe| suite.unknown_operation(probe).await,
        )
        .await;
        self.check(
            "errors: a method the path does not take is a 405 problem",
            async |suite, probe| suite.wrong_method(probe).await,
        )
        .await;
        self.check(
            "errors: a body that is not JSON is a 400 problem",
            async |suite, probe| suite.malformed_body(probe).await,
        )
        .await;
        self.check(
            "errors: a notification without its fields names each 'This field is required'",
            async |suite, probe| suite.required_fields(probe).await,
        )
        .await;
        self.check(
            "errors: no token is a 401 problem with a Bearer challenge",
            async |suite, probe| suite.no_token(probe).await,
        )
        .await;
    }

    fn listing_path(&self, id: &str) -> Result<String, Fail> {
        self.contract
            .operation(id)
            .and_then(|operation| self.path_for(operation))
            .ok_or_else(|| Fail::Skipped(format!("the document has no {id}")))
    }

    async fn undeclared_parameter(&self, probe: &Probe<'_>) -> Verdict {
        let path = self.listing_path("listTransfers")?;
        let answer = probe
            .send(Call::get(format!("{path}?colour=red")).token(self.admin()))
            .await?;
        let body = problem(&answer, 400)?;
        ensure(
            body["detail"].as_str().is_some_and(|d| d.contains("colour")),
            || format!("the problem does not name `colour`: {body}"),
        )?;
        Ok(())
    }

    async fn bad_page_size(&self, probe: &Probe<'_>) -> Verdict {
        let path = self.listing_path("listTransfers")?;
        for size in ["0", "10001", "-1", "many"] {
            let answer = probe
                .send(Call::get(format!("{path}?pageSize={size}")).token(self.admin()))
                .await?;
            let body = problem(&answer, 400)?;
            ensure(body.to_string().contains("pageSize"), || {
                format!("pageSize={size}: the problem does not name pageSize: {body}")
            })?;
        }
        Ok(())
    }

    async fn bad_sort(&self, probe: &Probe<'_>) -> Verdict {
        let operation = self
            .contract
            .operation("listTransfers")
            .ok_or_else(|| Fail::Skipped("the document has no listTransfers".to_owned()))?;
        let path = self.listing_path("listTransfers")?;
        let answer = probe
            .send(Call::get(format!("{path}?sort=Nothing")).token(self.admin()))
            .await?;
        let body = problem(&answer, 400)?;
        let detail = body["detail"].as_str().unwrap_or_default();
        let columns: Vec<&str> = operation
            .listing
            .iter()
            .flat_map(|rules| rules.sort.iter().map(|(column, _)| column.as_str()))
            .collect();
        let missing: Vec<&&str> = columns.iter().filter(|c| !detail.contains(**c)).collect();
        ensure(missing.is_empty(), || {
            format!("the problem does not list the sortable columns {missing:?}: {detail}")
        })?;
        Ok(())
    }

    async fn end_before_start(&self, probe: &Probe<'_>) -> Verdict {
        let path = self.listing_path("listTransfers")?;
        let answer = probe
            .send(Call::get(format!("{path}?startDate=2026-01-15&endDate=2026-01-14")).token(self.admin()))
            .await?;
        let body = problem(&answer, 400)?;
        ensure(body.to_string().contains(END_BEFORE_START), || {
            format!("the problem does not read '{END_BEFORE_START}': {body}")
        })?;
        Ok(())
    }

    async fn unknown_record(&self, probe: &Probe<'_>) -> Verdict {
        let absent = i64::MAX - 1;
        for path in [
            format!("/api/admin/transfers/{absent}"),
            format!("/api/admin/users/{absent}"),
            format!("/api/v2/Notification/{absent}"),
        ] {
            let answer = probe.send(Call::get(path).token(self.admin())).await?;
            problem(&answer, 404)?;
        }
        Ok(())
    }

    async fn unknown_operation(&self, probe: &Probe<'_>) -> Verdict {
        let answer = probe
            .send(Call::get("/api/admin/no-such-listing").token(self.admin()))
            .await?;
        problem(&answer, 404)?;
        Ok(())
    }

    async fn wrong_method(&self, probe: &Probe<'_>) -> Verdict {
        let path = self.listing_path("listTransfers")?;
        let answer = probe
            .send(Call::new(Method::DELETE, path).token(self.admin()))
            .await?;
        problem(&answer, 405)?;
        Ok(())
    }

    async fn malformed_body(&self, probe: &Probe<'_>) -> Verdict {
        let session = self.open_session(probe, "errors").await;
        let answer = probe
            .send(
                Call::new(Method::POST, "/api/v2/Notification")
                    .token(self.admin())
                    .session(session.as_deref())
                    .body("application/json", b"{\"title\": "),
            )
            .await?;
        problem(&answer, 400)?;
        Ok(())
    }

    async fn required_fields(&self, probe: &Probe<'_>) -> Verdict {
        let session = self.open_session(probe, "errors").await;
        let answer = probe
            .send(
                Call::new(Method::POST, "/api/v2/Notification")
                    .token(self.admin())
                    .session(session.as_deref())
                    .json(&Value::Object(Default::default())),
            )
            .await?;
        let body = problem(&answer, 400)?;
        for field in ["title", "description", "startDateUtc", "color", "icon", "action"] {
            let messages = body["errors"][field].as_array().cloned().unwrap_or_default();
            ensure(messages.iter().any(|m| m == REQUIRED), || {
                format!("`errors.{field}` should hold '{REQUIRED}': {body}")
            })?;
        }
        Ok(())
    }

    async fn no_token(&self, probe: &Probe<'_>) -> Verdict {
        let path = self.listing_path("listTransfers")?;
        let answer = probe.send(Call::get(path)).await?;
        problem(&answer, 401)?;
        ensure(answer.header("www-authenticate").starts_with("Bearer"), || {
            format!("WWW-Authenticate is `{}`", answer.header("www-authenticate"))
        })?;
        Ok(())
    }
}
