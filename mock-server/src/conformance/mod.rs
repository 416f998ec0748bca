//! `mock-server conformance`: the project's behavioural API suite, run
//! against any server that implements the document (`make conformance
//! BASE_URL=...`).
//!
//! It checks what a schema cannot: the token flows (password, refresh
//! rotation and replay, token exchange), every operation's claim (401
//! without a token, 403 without the claim), the paging, sorting and every
//! filter of every listing against the records the server itself returns,
//! create/update/delete round trips in a session where the server keeps
//! `X-Mock-Session` sessions, the error texts and problem documents, and the
//! limits of spec section 9. Every exchange is also checked against the
//! document ([`crate::contract`]), so a check fails on any departure it meets.
//!
//! What is environment-specific (accounts, client ids, scopes) comes from
//! [`Settings`], which the command fills from variables (README, docs/proxy.md).
//!
//! - [`client`]: calls, answers, and the probe that checks each exchange.
//! - `auth`: token flows and claims; `listings`: paging, sorting, filters and
//!   the spec 9 defaults; `errors`: error texts and problem documents;
//!   `writes`: round trips and the limits that need a write.

pub mod client;
pub mod forms;

mod auth;
mod errors;
mod listings;
mod writes;

use std::fmt;

use serde_json::Value;

use crate::{
    contract::{Contract, Operation},
    upstream::Upstream,
};

pub use client::{Answer, Call, Probe};

/// An account to sign in with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    /// The user name (or a client's id).
    pub user: String,
    /// The password (or a client's secret).
    pub password: String,
}

/// What the suite needs to know about the server under test.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The server, `http://host:port`.
    pub base_url: String,
    /// The fixed account segment of `GET /api/account/users/me/{account}`.
    pub account: String,
    /// The console's client id (password and refresh grants).
    pub client_id: String,
    /// The scopes the console asks for, space-separated.
    pub scope: String,
    /// A staff account holding every claim of spec 6.
    pub admin: Credentials,
    /// A staff account with console access that lacks some claims: the 403s.
    pub limited: Option<Credentials>,
    /// An account without console access (`pageAccess`), for the 403s of
    /// the operations every staff member may call.
    pub customer: Option<Credentials>,
    /// The token-exchange client (id and secret) and the scope it asks for.
    pub exchange: Option<(Credentials, String)>,
    /// Prefix of the `X-Mock-Session` ids the suite writes in.
    pub session_prefix: String,
    /// Print each check as it ends.
    pub verbose: bool,
}

/// How one check ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It held.
    Passed,
    /// It did not: why.
    Failed(String),
    /// It could not run against this server: why.
    Skipped(String),
}

/// Why a check did not pass.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fail {
    /// It failed.
    Failed(String),
    /// It cannot run here.
    Skipped(String),
}

impl From<String> for Fail {
    fn from(message: String) -> Self {
        Fail::Failed(message)
    }
}

/// A check's verdict.
pub type Verdict = Result<(), Fail>;

/// Fails with `message` unless `condition` holds.
pub fn ensure(condition: bool, message: impl FnOnce() -> String) -> Result<(), String> {
    if condition { Ok(()) } else { Err(message()) }
}

/// Every check's outcome, in order.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Each check's name and outcome.
    pub results: Vec<(String, Outcome)>,
}

impl Report {
    /// How many passed.
    pub fn passed(&self) -> usize {
        self.results.iter().filter(|(_, o)| *o == Outcome::Passed).count()
    }

    /// How many failed.
    pub fn failed(&self) -> usize {
        self.results
            .iter()
            .filter(|(_, o)| matches!(o, Outcome::Failed(_)))
            .count()
    }

    /// How many were skipped.
    pub fn skipped(&self) -> usize {
        self.results
            .iter()
            .filter(|(_, o)| matches!(o, Outcome::Skipped(_)))
            .count()
    }

    /// The failed checks and why.
    pub fn failures(&self) -> Vec<(&str, &str)> {
        self.results
            .iter()
            .filter_map(|(name, outcome)| match outcome {
                Outcome::Failed(why) => Some((name.as_str(), why.as_str())),
                _ => None,
            })
            .collect()
    }

    /// The last line: `N passed, M failed` (and `, K skipped`).
    pub fn summary(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed(), self.failed());
        if self.skipped() > 0 {
            line.push_str(&format!(", {} skipped", self.skipped()));
        }
        line
    }
}

impl fmt::Display for Report {
    /// The skipped checks with their reasons, the failures with theirs, and
    /// the summary last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, outcome) in &self.results {
            if let Outcome::Skipped(why) = outcome {
                writeln!(f, "skipped  {name}: {why}")?;
            }
        }
        for (name, why) in self.failures() {
            writeln!(f, "FAILED   {name}:\n    {}", why.replace('\n', "\n    "))?;
        }
        write!(f, "{}", self.summary())
    }
}

/// Records the server returns, which the checks use as their inputs.
#[derive(Debug, Clone, Default)]
struct Facts {
    /// A customer with records (transfers, trades): `userId`.
    user_id: Option<String>,
    /// That customer's user name, to impersonate.
    user_name: Option<String>,
    /// One of that customer's trading accounts.
    trading_account_id: Option<String>,
    transfer_id: Option<String>,
    trade_id: Option<String>,
    bank_account_id: Option<String>,
    notification_id: Option<String>,
    asset_id: Option<String>,
    smartfolio_id: Option<String>,
    override_id: Option<String>,
    restriction_id: Option<String>,
    role_name: Option<String>,
    symbol: Option<String>,
    /// The claims of the limited account and of the customer (`/me`).
    limited_claims: Option<Vec<String>>,
    customer_claims: Option<Vec<String>>,
}

/// The suite, run once against one server.
pub struct Suite<'a> {
    settings: &'a Settings,
    upstream: Upstream,
    contract: Contract,
    report: Report,
    facts: Facts,
    admin_token: Option<String>,
    limited_token: Option<String>,
    customer_token: Option<String>,
}

/// Runs the whole suite against `settings.base_url`, checking against this
/// server's own document.
///
/// # Errors
///
/// When the base URL cannot be called at all.
pub async fn run(settings: &Settings) -> Result<Report, String> {
    let upstream = Upstream::new(&settings.base_url).map_err(|error| error.to_string())?;
    let contract = Contract::reference()?;
    let mut suite = Suite {
        settings,
        upstream,
        contract,
        report: Report::default(),
        facts: Facts::default(),
        admin_token: None,
        limited_token: None,
        customer_token: None,
    };
    suite.sign_in_everyone().await;
    if suite.admin_token.is_none() {
        return Ok(suite.report);
    }
    suite.discover().await;
    suite.token_flows().await;
    suite.claims().await;
    suite.listings().await;
    suite.spec_limits().await;
    suite.errors().await;
    suite.writes().await;
    Ok(suite.report)
}

impl Suite<'_> {
    fn probe(&self) -> Probe<'_> {
        Probe::new(&self.upstream, &self.contract)
    }

    /// Runs one check through a fresh probe and records its verdict.
    async fn check(
        &mut self,
        name: impl Into<String>,
        check: impl AsyncFnOnce(&Self, &Probe<'_>) -> Verdict,
    ) {
        self.check_with(name, check).await;
    }

    /// The same, for a check whose result the next checks use.
    async fn check_with<T>(
        &mut self,
        name: impl Into<String>,
        check: impl AsyncFnOnce(&Self, &Probe<'_>) -> Result<T, Fail>,
    ) -> Option<T> {
        let (result, departures) = {
            let probe = self.probe();
            let result = check(self, &probe).await;
            (result, probe.departures())
        };
        let (verdict, value) = match result {
            Ok(value) => (Ok(()), Some(value)),
            Err(fail) => (Err(fail), None),
        };
        self.record(name, verdict, &departures);
        value
    }

    /// Records a check's verdict; the departures its exchanges showed fail it.
    fn record(&mut self, name: impl Into<String>, verdict: Verdict, departures: &[String]) {
        let name = name.into();
        let outcome = match verdict {
            Err(Fail::Skipped(why)) => Outcome::Skipped(why),
            Err(Fail::Failed(why)) if departures.is_empty() => Outcome::Failed(why),
            Err(Fail::Failed(why)) => Outcome::Failed(format!(
                "{why}\nand the answers departed from the document:\n{}",
                departures.join("\n")
            )),
            Ok(()) if departures.is_empty() => Outcome::Passed,
            Ok(()) => Outcome::Failed(format!(
                "the answers departed from the document:\n{}",
                departures.join("\n")
            )),
        };
        if self.settings.verbose {
            match &outcome {
                Outcome::Passed => println!("ok       {name}"),
                Outcome::Skipped(why) => println!("skipped  {name}: {why}"),
                Outcome::Failed(why) => println!("FAILED   {name}:\n    {}", why.replace('\n', "\n    ")),
            }
        }
        self.report.results.push((name, outcome));
    }

    fn skip(&mut self, name: impl Into<String>, why: impl Into<String>) {
        self.record(name, Err(Fail::Skipped(why.into())), &[]);
    }

    /// The admin's token (signed in first; without it nothing runs).
    fn admin(&self) -> Option<&str> {
        self.admin_token.as_deref()
    }

    /// The password-grant fields the console sends (spec 7).
    fn login<'f>(&'f self, user: &'f str, password: &'f str) -> Vec<(&'f str, &'f str)> {
        forms::password_grant(user, password, &self.settings.client_id, &self.settings.scope)
    }

    /// Signs in and returns the token answer.
    async fn sign_in(
        &self,
        probe: &Probe<'_>,
        who: &Credentials,
        session: Option<&str>,
    ) -> Result<Value, String> {
        let answer = probe
            .send(
                Call::new(axum::http::Method::POST, "/connect/token")
                    .session(session)
                    .form(&self.login(&who.user, &who.password)),
            )
            .await?;
        let tokens = answer
            .expect_json(200)
            .map_err(|e| format!("{} cannot sign in: {e}", who.user))?;
        ensure(tokens["access_token"].is_string(), || {
            format!("{} signed in without an access token: {tokens}", who.user)
        })?;
        Ok(tokens)
    }

    /// The signed-in user of a token (`GET /api/account/users/me/{account}`).
    async fn me(&self, probe: &Probe<'_>, token: &str, session: Option<&str>) -> Result<Value, String> {
        probe
            .send(
                Call::get(format!("/api/account/users/me/{}", self.settings.account))
                    .token(Some(token))
                    .session(session),
            )
            .await?
            .expect_json(200)
    }

    async fn sign_in_everyone(&mut self) {
        let admin = self.settings.admin.clone();
        self.admin_token = self
            .check_with(
                "token: the password grant signs the admin account in",
                async |suite, probe| {
                    let tokens = suite.sign_in(probe, &admin, None).await?;
                    ensure(
                        tokens["token_type"]
                            .as_str()
                            .is_some_and(|t| t.eq_ignore_ascii_case("bearer")),
                        || format!("token_type is not Bearer: {tokens}"),
                    )?;
                    Ok(tokens["access_token"].as_str().unwrap_or_default().to_owned())
                },
            )
            .await;
        let accounts = [
            (true, self.settings.limited.clone()),
            (false, self.settings.customer.clone()),
        ];
        for (limited, who) in accounts {
            let Some(who) = who else { continue };
            let signed_in = self
                .check_with(
                    format!("token: {} signs in and reads its claims", who.user),
                    async |suite, probe| {
                        let tokens = suite.sign_in(probe, &who, None).await?;
                        let token = tokens["access_token"].as_str().unwrap_or_default().to_owned();
                        let me = suite.me(probe, &token, None).await?;
                        let claims: Vec<String> = me["Claims"]
                            .as_array()
                            .map(|c| c.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                            .unwrap_or_default();
                        Ok((token, claims))
                    },
                )
                .await;
            let Some((token, claims)) = signed_in else {
                continue;
            };
            if limited {
                self.limited_token = Some(token);
                self.facts.limited_claims = Some(claims);
            } else {
                self.customer_token = Some(token);
                self.facts.customer_claims = Some(claims);
            }
        }
    }

    /// Reads the ids the other checks use from the server's own listings.
    async fn discover(&mut self) {
        let known = self.facts.clone();
        let found = self
            .check_with(
                "discovery: the listings name records to check with",
                async |suite, probe| suite.find_facts(probe, known).await,
            )
            .await;
        if let Some(facts) = found {
            self.facts = facts;
        }
    }

    async fn find_facts(&self, probe: &Probe<'_>, known: Facts) -> Result<Facts, Fail> {
        let token = self.admin();
        let first = |value: &Value, pointer: &str, field: &str| -> Option<String> {
            value
                .pointer(pointer)
                .and_then(Value::as_array)
                .and_then(|rows| rows.first())
                .and_then(|row| match &row[field] {
                    Value::String(text) => Some(text.clone()),
                    Value::Number(number) => Some(number.to_string()),
                    _ => None,
                })
        };
        let mut facts = Facts {
            limited_claims: known.limited_claims,
            customer_claims: known.customer_claims,
            ..Facts::default()
        };
        let get = |path: &'static str| async move {
            probe
                .send(Call::get(path).token(token))
                .await
                .ok()
                .filter(|a| a.status == 200)
                .and_then(|a| a.json().ok())
        };
        // A customer who trades holds positions too: the account's tabs have rows.
        if let Some(trades) = get("/api/admin/trades?pageSize=1").await {
            facts.user_id = first(&trades, "/data", "UserId");
            facts.trading_account_id = first(&trades, "/data", "TradingAccountId");
            facts.trade_id = first(&trades, "/data", "TradeId");
            facts.symbol = first(&trades, "/data", "Symbol");
        }
        if let Some(transfers) = get("/api/admin/transfers?pageSize=1").await {
            facts.transfer_id = first(&transfers, "/data", "TransferId");
        }
        if let Some(user) = &facts.user_id
            && let Some(answer) = probe
                .send(Call::get(format!("/api/admin/users/{user}")).token(token))
                .await
                .ok()
                .filter(|a| a.status == 200)
            && let Ok(customer) = answer.json()
        {
            facts.user_name = customer
                .pointer("/user/UserName")
                .and_then(Value::as_str)
                .map(str::to_owned);
        }
        if let Some(banks) = get("/api/admin/bank-accounts?pageSize=1").await {
            facts.bank_account_id = first(&banks, "/data", "BankAccountId");
        }
        if let Some(notifications) = get("/api/v2/Notification?pageSize=1").await {
            facts.notification_id = first(&notifications, "/data", "notificationMasterId");
        }
        if let Some(smartfolios) = get("/api/admin/smartfolios").await {
            facts.smartfolio_id = first(&smartfolios, "", "smartfolioId");
        }
        if let Some(overrides) = get("/api/admin/smartfolios/overrides").await {
            facts.override_id = first(&overrides, "", "overrideId");
        }
        if let Some(roles) = get("/api/Account/roles/-1/-1").await {
            facts.role_name = first(&roles, "/data", "name");
        }
        if let Some(symbol) = &facts.symbol
            && let Some(answer) = probe
                .send(Call::get(format!("/api/v1/Asset/search?searchTerm={symbol}")).token(token))
                .await
                .ok()
                .filter(|a| a.status == 200)
            && let Ok(assets) = answer.json()
        {
            facts.asset_id = first(&assets, "", "id");
        }
        if let Some(user) = &facts.user_id
            && let Some(answer) = probe
                .send(Call::get(format!("/api/admin/users/{user}/restrictions")).token(token))
                .await
                .ok()
                .filter(|a| a.status == 200)
            && let Ok(restrictions) = answer.json()
        {
            facts.restriction_id = first(&restrictions, "", "restrictionId");
        }
        ensure(
            facts.user_id.is_some() && facts.trading_account_id.is_some(),
            || "the trades listing returned no record to take a customer and an account from".to_owned(),
        )?;
        Ok(facts)
    }

    /// An operation's path with its parameters filled from the facts;
    /// `None` when one cannot be filled.
    fn path_for(&self, operation: &Operation) -> Option<String> {
        self.fill_path(operation, None)
    }

    /// The same, a parameter no record names filled with `fallback`.
    fn fill_path(&self, operation: &Operation, fallback: Option<&str>) -> Option<String> {
        let facts = &self.facts;
        let mut path = operation.path.clone();
        while let Some(start) = path.find('{') {
            let end = path[start..].find('}')? + start;
            let name = &path[start + 1..end];
            let value = match name {
                "userId" => facts.user_id.clone(),
                "tradingAccountId" => facts.trading_account_id.clone(),
                "transferId" => facts.transfer_id.clone(),
                "tradeId" => facts.trade_id.clone(),
                "bankAccountId" => facts.bank_account_id.clone(),
                "smartfolioId" => facts.smartfolio_id.clone(),
                "overrideId" => facts.override_id.clone(),
                "restrictionId" => facts.restriction_id.clone(),
                "symbol" => facts.symbol.clone(),
                "account" => Some(self.settings.account.clone()),
                "pageIndex" | "pageSize" => Some("-1".to_owned()),
                "role" | "roleName" => facts.role_name.clone(),
                "id" if operation.path.contains("Notification") => facts.notification_id.clone(),
                "id" if operation.path.contains("Asset") => facts.asset_id.clone(),
                _ => None,
            }
            .or_else(|| fallback.map(str::to_owned))?;
            let encoded: String =
                percent_encoding::utf8_percent_encode(&value, percent_encoding::NON_ALPHANUMERIC).collect();
            path.replace_range(start..=end, &encoded);
        }
        Some(path)
    }

    /// Whether the server keeps `X-Mock-Session` sessions: a fresh session id
    /// for the suite's writes when it does.
    async fn open_session(&self, probe: &Probe<'_>, purpose: &str) -> Option<String> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let id = format!(
            "{}-{purpose}-{}-{nanos}",
            self.settings.session_prefix,
            std::process::id()
        );
        let answer = probe
            .send(Call::get("/__mock/session").session(Some(&id)))
            .await
            .ok()?;
        (answer.status == 200 && answer.json().ok()?["id"] == id.as_str()).then_some(id)
    }
}

/// A value as the text a parameter carries.
fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

/// `text` with its query-unsafe characters escaped.
fn encode(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}
