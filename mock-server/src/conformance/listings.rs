//! Every listing of the document: its paging, every sort column both ways and
//! every filter, checked against the records the server itself returns; the
//! order aggregates against the orders; and the limits of spec 9.

use serde_json::Value;

use super::{Call, Fail, Probe, Suite, Verdict, encode, ensure, text_of};
use crate::contract::{
    Operation,
    listing::{FieldKind, Filter, ListingRules, Match, instant, row_schema},
};

/// What one listing answered when asked for everything.
struct Universe {
    rows: Vec<Value>,
    matched: Option<u64>,
    /// Whether `rows` holds every match (not just the first 10000).
    complete: bool,
}

/// The default sort of each listing as spec 9 states it (operation,
/// record field, direction); `Data` is spec 9's name for the `Date` column.
const SPEC_9_SORTS: [(&str, &str, &str); 16] = [
    ("listBankAccounts", "Created", "desc"),
    ("listTransfers", "Created", "desc"),
    ("listCrmRequests", "Created", "desc"),
    ("listUsers", "Created", "desc"),
    ("listTrades", "CreatedDate", "desc"),
    ("listOrders", "CreatedDate", "desc"),
    ("listOrderTransfers", "CreatedDate", "desc"),
    ("listNegativeSettledCash", "Date", "desc"),
    ("listTradeReconciliation", "Date", "desc"),
    ("listPositionReconciliation", "Source", "desc"),
    ("listAccountBalanceReconciliation", "Name", "asc"),
    ("listRestrictedPermissions", "AccountNumber", "asc"),
    ("listUserAuditTrail", "created", "desc"),
    ("listUserOnboardingDocuments", "created", "desc"),
    ("listUserIdentityDocuments", "StartDate", "desc"),
    ("listUserBrokerDocuments", "date", "desc"),
];

/// The order aggregates, whose filters narrow the orders they sum.
const AGGREGATES: [&str; 3] = [
    "aggregateOrdersByAccount",
    "aggregateOrdersByAction",
    "aggregateOrdersBySymbol",
];

/// The page sizes the console's table offers (spec 9), besides `All`.
const PAGE_SIZES: [u64; 3] = [10, 25, 50];

/// The default page size (spec 9).
const DEFAULT_PAGE_SIZE: u64 = 25;

/// The most records a user search returns (spec 9).
const USER_SEARCH_LIMIT: usize = 10;

/// The page the sort and filter checks read: its records are checked one by
/// one, and its counts against every record.
fn page_of(rules: &ListingRules) -> &'static str {
    if rules.paged { "&pageSize=100" } else { "" }
}

fn join(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_owned()
    } else if path.contains('?') {
        format!("{path}&{query}")
    } else {
        format!("{path}?{query}")
    }
}

/// Distinct texts of a field among the records, in order of appearance.
fn distinct(rows: &[Value], field: &str) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    for row in rows {
        let values: Vec<String> = match &row[field] {
            Value::Array(items) => items.iter().filter_map(text_of).collect(),
            other => text_of(other).into_iter().collect(),
        };
        for value in values {
            if !seen.contains(&value) {
                seen.push(value);
            }
        }
    }
    seen
}

impl Suite<'_> {
    fn row_schema_of<'s>(&'s self, operation: &'s Operation, rules: &'s ListingRules) -> Option<&'s Value> {
        let answer = operation
            .response(200)?
            .pointer("/content/application~1json/schema")?;
        row_schema(self.contract.validator(), answer, &rules.rows)
    }

    fn kind(&self, operation: &Operation, rules: &ListingRules, field: &str) -> FieldKind {
        FieldKind::of(
            self.contract.validator(),
            self.row_schema_of(operation, rules),
            field,
        )
    }

    async fn listing_page(&self, probe: &Probe<'_>, path: &str) -> Result<Value, String> {
        probe
            .send(Call::get(path).token(self.admin()))
            .await?
            .expect_json(200)
    }

    pub(super) async fn listings(&mut self) {
        let operations: Vec<Operation> = self
            .contract
            .operations()
            .iter()
            .filter(|o| o.method == "GET" && o.listing.is_some())
            .cloned()
            .collect();
        for operation in &operations {
            self.listing(operation).await;
        }
        self.aggregates().await;
    }

    async fn listing(&mut self, operation: &Operation) {
        let Some(rules) = operation.listing.clone() else {
            return;
        };
        let id = operation.id.clone();
        let Some(path) = self.path_for(operation) else {
            self.skip(
                format!("listing {id}"),
                "no record was found to fill its path with",
            );
            return;
        };
        let everything = if rules.paged {
            join(&path, "pageSize=All")
        } else {
            path.clone()
        };
        let universe = self
            .check_with(
                format!("listing {id}: every record at once"),
                async |suite, probe| {
                    let body = suite.listing_page(probe, &everything).await?;
                    Ok(Universe {
                        rows: rules.rows(&body).cloned().unwrap_or_default(),
                        matched: rules.matched(&body),
                        complete: rules
                            .matched(&body)
                            .is_none_or(|m| m as usize == rules.rows(&body).map_or(0, Vec::len)),
                    })
                },
            )
            .await;
        let Some(universe) = universe else { return };
        if universe.rows.is_empty() {
            self.skip(
                format!("listing {id}: paging, sorting and filters"),
                "the server lists no records here to check them with",
            );
            return;
        }
        self.check(
            format!("listing {id}: the default page is the first of every record"),
            async |suite, probe| suite.default_page(probe, &rules, &path, &universe).await,
        )
        .await;
        if rules.paged {
            self.check(
                format!("listing {id}: pages of 3 follow one another"),
                async |suite, probe| suite.pages_follow(probe, &rules, &path, &universe).await,
            )
            .await;
        }
        for (column, _) in rules.sort.clone() {
            for dir in ["asc", "desc", ""] {
                let query = if dir.is_empty() {
                    format!("sort={}", encode(&column))
                } else {
                    format!("sort={}&dir={dir}", encode(&column))
                };
                let shown = if dir.is_empty() {
                    format!("sort={column} (asc)")
                } else {
                    query.clone()
                };
                let field = rules.sort_field(&column).unwrap_or_default().to_owned();
                let kind = self.kind(operation, &rules, &field);
                self.check(format!("listing {id}: {shown}"), async |suite, probe| {
                    suite
                        .sorted(probe, &rules, &path, &query, (&field, &kind), &universe)
                        .await
                })
                .await;
            }
        }
        for (name, filter) in rules.filters.clone() {
            if operation
                .parameter(&name, crate::contract::document::Location::Path)
                .is_some()
            {
                continue;
            }
            let values = self.values_for(operation, &rules, &filter, &universe.rows);
            if values.is_empty() {
                self.skip(
                    format!("listing {id}: filter {name}"),
                    "the records the server lists give no value to filter by",
                );
            }
            for value in values {
                self.check(format!("listing {id}: {name}={value}"), async |suite, probe| {
                    suite
                        .filtered(probe, operation, &rules, &path, &name, &value, &universe)
                        .await
                })
                .await;
            }
        }
        // An aggregate's filters narrow the orders it sums: `aggregates`
        // checks them against the orders listing instead.
        if !AGGREGATES.contains(&id.as_str()) {
            for (name, why) in rules.unchecked.clone() {
                self.skip(
                    format!("listing {id}: filter {name}"),
                    format!("a page cannot show it: {why}"),
                );
            }
        }
    }

    /// The values to try a filter with, taken from the records.
    fn values_for(
        &self,
        operation: &Operation,
        rules: &ListingRules,
        filter: &Filter,
        rows: &[Value],
    ) -> Vec<String> {
        match filter {
            Filter::Presets(presets) => presets.iter().map(|(name, _)| name.clone()).collect(),
            Filter::Field { kind, fields, all } => {
                let Some(field) = fields.first() else {
                    return Vec::new();
                };
                let found: Vec<String> = distinct(rows, field)
                    .into_iter()
                    .filter(|value| !all.contains(value) && !value.contains(','))
                    .collect();
                match kind {
                    Match::OneOf => match found.as_slice() {
                        [] => Vec::new(),
                        [one] => vec![one.clone()],
                        [one, two, ..] => vec![one.clone(), format!("{one},{two}")],
                    },
                    Match::AnyOf => found.into_iter().take(1).collect(),
                    Match::Equals if self.kind(operation, rules, field) == FieldKind::Flag => {
                        vec!["true".to_owned(), "false".to_owned()]
                    }
                    Match::Equals => found.into_iter().take(1).collect(),
                    Match::Contains => rows
                        .iter()
                        .find_map(|row| {
                            fields.iter().find_map(|field| {
                                let text: Vec<char> = row[field.as_str()].as_str()?.trim().chars().collect();
                                let middle = text.len() / 2;
                                let start = middle.saturating_sub(1);
                                let snippet: String = text[start..(start + 3).min(text.len())]
                                    .iter()
                                    .collect::<String>();
                                let snippet = snippet.trim().to_owned();
                                (!snippet.is_empty()).then_some(snippet)
                            })
                        })
                        .into_iter()
                        .collect(),
                    Match::From | Match::Until => rows
                        .get(rows.len() / 2)
                        .and_then(|row| row[field.as_str()].as_str())
                        .and_then(instant)
                        .map(|at| at.date_naive().format("%Y-%m-%d").to_string())
                        .into_iter()
                        .collect(),
                }
            }
        }
    }

    async fn default_page(
        &self,
        probe: &Probe<'_>,
        rules: &ListingRules,
        path: &str,
        universe: &Universe,
    ) -> Verdict {
        let body = self.listing_page(probe, path).await?;
        let rows = rules.rows(&body).cloned().unwrap_or_default();
        let prefix = &universe.rows[..rows.len().min(universe.rows.len())];
        ensure(rows.as_slice() == prefix, || {
            format!(
                "the default page is not the start of pageSize=All's records in the same order (first record {} vs {})",
                rows.first().map(Value::to_string).unwrap_or_default(),
                prefix.first().map(Value::to_string).unwrap_or_default()
            )
        })?;
        Ok(())
    }

    async fn pages_follow(
        &self,
        probe: &Probe<'_>,
        rules: &ListingRules,
        path: &str,
        universe: &Universe,
    ) -> Verdict {
        let mut seen = Vec::new();
        for page in [1, 2] {
            let body = self
                .listing_page(probe, &join(path, &format!("pageSize=3&page={page}")))
                .await?;
            seen.extend(rules.rows(&body).cloned().unwrap_or_default());
        }
        let expected = &universe.rows[..seen.len().min(universe.rows.len())];
        ensure(seen.as_slice() == expected, || {
            "pages 1 and 2 of 3 records are not the first 6 of pageSize=All's records, in order".to_owned()
        })?;
        if let Some(matched) = universe.matched {
            let past = matched / 3 + 2;
            let body = self
                .listing_page(probe, &join(path, &format!("pageSize=3&page={past}")))
                .await?;
            ensure(rules.rows(&body).is_some_and(Vec::is_empty), || {
                format!("page {past} of 3 records, past the last of {matched} matches, is not empty")
            })?;
            ensure(rules.matched(&body) == Some(matched), || {
                format!(
                    "past the last page the match count is {:?}, not {matched}",
                    rules.matched(&body)
                )
            })?;
        }
        Ok(())
    }

    /// A sorted page holds the first records of every record sorted so:
    /// its values of the sort field are theirs, in order.
    async fn sorted(
        &self,
        probe: &Probe<'_>,
        rules: &ListingRules,
        path: &str,
        query: &str,
        (field, kind): (&str, &FieldKind),
        universe: &Universe,
    ) -> Verdict {
        let body = self
            .listing_page(probe, &join(path, &format!("{query}{}", page_of(rules))))
            .await?;
        let Some((_, dir)) = rules.asked_sort(&|name: &str| {
            form_urlencoded::parse(query.as_bytes())
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.into_owned())
        }) else {
            return Ok(());
        };
        let rows = rules.rows(&body).cloned().unwrap_or_default();
        ensure(rules.matched(&body) == universe.matched, || {
            format!(
                "sorting matches {:?} records, the listing {:?}",
                rules.matched(&body),
                universe.matched
            )
        })?;
        if universe.complete {
            let mut expected: Vec<&Value> = universe.rows.iter().map(|row| &row[field]).collect();
            expected.sort_by(|a, b| {
                let order = kind.compare(a, b).unwrap_or(std::cmp::Ordering::Equal);
                if dir == crate::contract::listing::Direction::Desc {
                    order.reverse()
                } else {
                    order
                }
            });
            let got: Vec<&Value> = rows.iter().map(|row| &row[field]).collect();
            let first = &expected[..got.len().min(expected.len())];
            let differs = got
                .iter()
                .zip(first)
                .position(|(a, b)| kind.compare(a, b) != Some(std::cmp::Ordering::Equal));
            ensure(differs.is_none(), || {
                let at = differs.unwrap_or_default();
                format!(
                    "record {} has {field} {}, but sorting every record puts {} there",
                    at + 1,
                    got[at],
                    first[at]
                )
            })?;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments, reason = "one listing's context")]
    async fn filtered(
        &self,
        probe: &Probe<'_>,
        operation: &Operation,
        rules: &ListingRules,
        path: &str,
        name: &str,
        value: &str,
        universe: &Universe,
    ) -> Verdict {
        let body = self
            .listing_page(
                probe,
                &join(path, &format!("{name}={}{}", encode(value), page_of(rules))),
            )
            .await?;
        let rows = rules.rows(&body).cloned().unwrap_or_default();
        let matched = rules.matched(&body).unwrap_or(rows.len() as u64);
        if universe.complete {
            let asked = |parameter: &str| (parameter == name).then(|| value.to_owned());
            let conditions = rules.asked_conditions(&asked);
            let kinds = |field: &str| self.kind(operation, rules, field);
            let expected = universe
                .rows
                .iter()
                .filter(|row| conditions.iter().all(|(_, c)| c.holds(row, &kinds)))
                .count() as u64;
            ensure(matched == expected, || {
                format!(
                    "{name}={value} matched {matched} records, but {expected} of the {} records the server lists meet it",
                    universe.rows.len()
                )
            })?;
        }
        ensure(matched > 0 || rows.is_empty(), || {
            "an empty match count with records".to_owned()
        })?;
        Ok(())
    }

    /// The three order aggregates count the same orders as the listing,
    /// under each of the filters they share, with values the orders have.
    async fn aggregates(&mut self) {
        let mut operations: Vec<Operation> = Vec::new();
        for id in std::iter::once("listOrders").chain(AGGREGATES) {
            match self.contract.operation(id) {
                Some(operation) => operations.push(operation.clone()),
                None => return,
            }
        }
        let probe = self.probe();
        let orders = self
            .listing_page(&probe, &join(&operations[0].path, "pageSize=100"))
            .await
            .unwrap_or_default();
        drop(probe);
        let rows = orders
            .pointer("/Data/Items")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let of = |field: &str| rows.first().and_then(|row| text_of(&row[field]));
        let day = rows
            .get(rows.len() / 2)
            .and_then(|row| row["CreatedDate"].as_str())
            .and_then(instant)
            .map(|at| at.date_naive().format("%Y-%m-%d").to_string());
        let mut filters = vec![
            String::new(),
            "preset=submitted".to_owned(),
            "preset=unsubmitted".to_owned(),
        ];
        for (parameter, value) in [
            ("status", of("Status")),
            ("orderType", of("OrderType")),
            ("action", of("Action")),
            ("symbol", of("Symbol")),
            ("tradingAccountId", of("TradingAccountId")),
            ("startDate", day.clone()),
            ("endDate", day),
        ] {
            if let Some(value) = value {
                filters.push(format!("{parameter}={}", encode(&value)));
            }
        }
        for filter in filters {
            let shown = if filter.is_empty() {
                "no filter"
            } else {
                filter.as_str()
            };
            self.check(
                format!("orders: the aggregates count the listing's orders ({shown})"),
                async |suite, probe| {
                    let query = if filter.is_empty() {
                        "pageSize=1".to_owned()
                    } else {
                        format!("pageSize=1&{filter}")
                    };
                    let orders = suite
                        .listing_page(probe, &join(&operations[0].path, &query))
                        .await?;
                    ensure(
                        filter.is_empty()
                            || filter.starts_with("preset=")
                            || orders
                                .pointer("/Data/Items")
                                .and_then(Value::as_array)
                                .is_some_and(|r| !r.is_empty()),
                        || format!("{filter} matches no order, though the orders listing shows one"),
                    )?;
                    let matched = orders
                        .pointer("/Data/MatchedCount")
                        .and_then(Value::as_u64)
                        .unwrap_or(0);
                    for operation in &operations[1..] {
                        let groups = suite.listing_page(probe, &join(&operation.path, &filter)).await?;
                        let counted: u64 = groups["Data"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(|g| g["OrderCount"].as_u64())
                            .sum();
                        ensure(counted == matched, || {
                            format!(
                                "{} counts {counted} orders, the orders listing {matched}",
                                operation.id
                            )
                        })?;
                    }
                    Ok(())
                },
            )
            .await;
        }
    }

    /// The limits and defaults of spec 9.
    pub(super) async fn spec_limits(&mut self) {
        for (id, field, dir) in SPEC_9_SORTS {
            let Some(operation) = self.contract.operation(id).cloned() else {
                self.skip(
                    format!("spec 9: {id} sorts by {field} {dir} by default"),
                    "the document has no such listing",
                );
                continue;
            };
            let Some(rules) = operation.listing.clone() else {
                continue;
            };
            let Some(path) = self.path_for(&operation) else {
                continue;
            };
            let kind = self.kind(&operation, &rules, field);
            self.check(
                format!("spec 9: {id} sorts by {field} {dir} by default"),
                async |suite, probe| {
                    let body = suite.listing_page(probe, &join(&path, "pageSize=All")).await?;
                    let rows = rules.rows(&body).cloned().unwrap_or_default();
                    for (index, pair) in rows.windows(2).enumerate() {
                        let Some(order) = kind.compare(&pair[0][field], &pair[1][field]) else {
                            continue;
                        };
                        let wrong = if dir == "asc" {
                            order == std::cmp::Ordering::Greater
                        } else {
                            order == std::cmp::Ordering::Less
                        };
                        ensure(!wrong, || {
                            format!(
                                "records {} and {} are not in {field} {dir} order",
                                index + 1,
                                index + 2
                            )
                        })?;
                    }
                    Ok(())
                },
            )
            .await;
        }
        let paged: Vec<Operation> = self
            .contract
            .operations()
            .iter()
            .filter(|o| {
                o.listing
                    .as_ref()
                    .is_some_and(|r| r.paged && r.default_page_size == Some(Some(DEFAULT_PAGE_SIZE)))
            })
            .cloned()
            .collect();
        for operation in paged {
            let Some(rules) = operation.listing.clone() else {
                continue;
            };
            let Some(path) = self.path_for(&operation) else {
                continue;
            };
            self.check(
                format!(
                    "spec 9: {} pages by 10, 25 (the default), 50 and All",
                    operation.id
                ),
                async |suite, probe| {
                    let all = suite.listing_page(probe, &join(&path, "pageSize=All")).await?;
                    let matched = rules.matched(&all).unwrap_or(0);
                    let count = |body: &Value| rules.rows(body).map_or(0, Vec::len) as u64;
                    ensure(
                        count(&all) == matched.min(crate::contract::listing::MAX_PAGE_SIZE),
                        || format!("pageSize=All holds {} of {matched} matches", count(&all)),
                    )?;
                    let default = suite.listing_page(probe, &path).await?;
                    ensure(count(&default) == matched.min(DEFAULT_PAGE_SIZE), || {
                        format!(
                            "the default page holds {} records, not {DEFAULT_PAGE_SIZE} (or every match)",
                            count(&default)
                        )
                    })?;
                    for size in PAGE_SIZES {
                        let body = suite
                            .listing_page(probe, &join(&path, &format!("pageSize={size}")))
                            .await?;
                        ensure(count(&body) == matched.min(size), || {
                            format!("pageSize={size} holds {} records", count(&body))
                        })?;
                    }
                    Ok(())
                },
            )
            .await;
        }
        self.check(
            "spec 9: the user search returns at most 10 users",
            async |suite, probe| suite.user_search_limit(probe).await,
        )
        .await;
    }

    async fn user_search_limit(&self, probe: &Probe<'_>) -> Verdict {
        let Some(name) = self.facts.user_name.clone() else {
            return Err(Fail::Skipped(
                "no customer's user name was found to search by".to_owned(),
            ));
        };
        let term: String = name.chars().take(2).collect();
        let body = probe
            .send(
                Call::get(format!("/api/account/users/search?searchTerm={}", encode(&term)))
                    .token(self.admin()),
            )
            .await?
            .expect_json(200)?;
        let found = body["Data"].as_array().map_or(0, Vec::len);
        ensure(found <= USER_SEARCH_LIMIT, || {
            format!("searching `{term}` returned {found} users, more than {USER_SEARCH_LIMIT}")
        })?;
        ensure(found > 0, || {
            format!("searching `{term}` (the start of {name}) found nobody")
        })?;
        Ok(())
    }
}
