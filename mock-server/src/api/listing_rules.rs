//! What each listing promises about its answers, written into the document as
//! `x-listing` on the operation, so that a client, a validating proxy
//! (`mock-server proxy`) or the conformance suite (`mock-server conformance`)
//! can check any server's pages against it without knowing this server's code.
//!
//! An `x-listing` object holds:
//!
//! - `rows`, `matched`, `total` (and for the order listings `count` and
//!   `pages`): JSON pointers into the answer to the page's records, the count
//!   of every match, the count before filtering, the page's record count and
//!   the page count;
//! - `paged`: whether `page` and `pageSize` apply (the order aggregates
//!   answer every group at once); `defaultPageSize`: the page size when none
//!   is asked (`All`: every match);
//! - `sort`: each `sort` column and the record field it orders by; the
//!   direction is `dir`, and `asc` when `sort` is given alone;
//!   `defaultSort`: the field and direction when neither is given. Fields
//!   compare as their schema says: numbers and numbered enumerations by
//!   value, named enumerations in the order the schema lists them, instants
//!   and days in time, other text by code point;
//! - `filters`: each parameter (query or path) that narrows the records and
//!   the condition it puts on every record: `oneOf` (a comma-separated list
//!   of values the field takes one of), `anyOf` (the field is a list sharing
//!   a value with the parameter's), `equals`, `contains` (the text, trimmed,
//!   in any of `fields`, ignoring case), `from` and `until` (a day,
//!   `YYYY-MM-DD`, covers the whole day in UTC; an instant is inclusive), or
//!   `preset` (each named preset a list of such conditions). Values listed in
//!   `all` (`All`, for instance) mean no filter, and so does an empty value;
//!   text compares ignoring case;
//! - `scope`: conditions every record of the listing meets whatever is asked;
//! - `unchecked`: the filters a page cannot show to be kept, and why.
//!
//! The table below is checked twice: a test proves that every listing of the
//! document is described by fields its schema has, and the conformance suite
//! run against this server (`tests/conformance.rs`) proves each rule true.

use serde_json::{Value, json};

/// The extension's name.
pub const EXTENSION: &str = "x-listing";

/// The generic envelope (spec 3: `data`, `totalMatch`, `total`).
fn generic() -> Value {
    json!({ "rows": "/data", "matched": "/totalMatch", "total": "/total", "paged": true, "defaultPageSize": 25 })
}

/// The order listings' envelope (spec 3: `Data` with `Items`, `Count`,
/// `TotalCount`, `MatchedCount`, `TotalPages`).
fn orders() -> Value {
    json!({
        "rows": "/Data/Items", "matched": "/Data/MatchedCount", "total": "/Data/TotalCount",
        "count": "/Data/Count", "pages": "/Data/TotalPages", "paged": true, "defaultPageSize": 25
    })
}

fn one_of(field: &str) -> Value {
    json!({ "match": "oneOf", "field": field, "all": ["All"] })
}

fn equals(field: &str) -> Value {
    json!({ "match": "equals", "field": field })
}

fn contains(fields: &[&str]) -> Value {
    json!({ "match": "contains", "fields": fields })
}

/// `startDate` and `endDate` on `field`.
fn dates(filters: &mut Value, field: &str) {
    filters["startDate"] = json!({ "match": "from", "field": field });
    filters["endDate"] = json!({ "match": "until", "field": field });
}

/// A listing: its envelope, sortable columns (`column`, `field`), default
/// sort and filters.
fn listing(envelope: Value, sort: &[(&str, &str)], default: (&str, &str), filters: Value) -> Value {
    let mut rules = envelope;
    if !sort.is_empty() {
        rules["sort"] = sort
            .iter()
            .map(|(column, field)| ((*column).to_owned(), Value::from(*field)))
            .collect::<serde_json::Map<_, _>>()
            .into();
    }
    rules["defaultSort"] = json!({ "field": default.0, "dir": default.1 });
    rules["filters"] = filters;
    rules
}

fn with(mut rules: Value, key: &str, value: Value) -> Value {
    rules[key] = value;
    rules
}

fn transfers() -> Value {
    let mut filters = json!({
        "transferType": one_of("Type"),
        "status": one_of("Status"),
        "kind": one_of("Kind"),
        "watchlistType": { "match": "anyOf", "field": "WatchlistTypes", "all": ["All"] },
        "tradingAccountId": equals("TradingAccountId"),
        "userId": equals("UserId"),
        "preset": { "match": "preset", "presets": {
            "processed": [{ "match": "oneOf", "field": "Status", "values": ["Complete", "Rejected", "Cancelled"] }],
            "unprocessed": [{ "match": "oneOf", "field": "Status", "values": ["OnHold", "Skipped"] }],
            "achWithdrawalWatch": [
                { "match": "oneOf", "field": "Status", "values": ["Pending"] },
                { "match": "oneOf", "field": "Type", "values": ["BankWithdraw"] },
                { "match": "anyOf", "field": "WatchlistTypes", "values": ["AccountsWithin90Days", "MultipleBanks", "NoTrades"] }
            ]
        } }
    });
    dates(&mut filters, "Created");
    listing(
        generic(),
        &[
            ("Created", "Created"),
            ("Amount", "Amount"),
            ("Status", "Status"),
            ("TransferType", "Type"),
        ],
        ("Created", "desc"),
        filters,
    )
}

fn order_listing(transfers_only: bool) -> Value {
    let mut filters = order_filters();
    dates(&mut filters, "CreatedDate");
    let rules = listing(
        orders(),
        &[
            ("CreatedDate", "CreatedDate"),
            ("Amount", "Amount"),
            ("Symbol", "Symbol"),
            ("OrderStatusId", "OrderStatusId"),
        ],
        ("CreatedDate", "desc"),
        filters,
    );
    if transfers_only {
        with(
            rules,
            "scope",
            json!([{ "match": "oneOf", "field": "Action", "values": ["Invest", "Withdraw"] }]),
        )
    } else {
        rules
    }
}

fn order_filters() -> Value {
    json!({
        "status": one_of("Status"),
        "orderType": one_of("OrderType"),
        "action": one_of("Action"),
        "symbol": equals("Symbol"),
        "tradingAccountId": equals("TradingAccountId"),
        "preset": { "match": "preset", "presets": {
            "submitted": [{ "match": "oneOf", "field": "Status", "values": ["Complete", "Rejected", "Cancelled", "SubmittedOther"] }],
            "unsubmitted": [{ "match": "oneOf", "field": "Status", "values": ["OnOpen", "UnsubmittedOther"] }]
        } }
    })
}

/// An order aggregate: every group at once, the largest first; the filters
/// narrow the orders summed, so a group shows only the one it is keyed by.
fn aggregate(key: &str, filter: Option<(&str, &Value)>) -> Value {
    let mut filters = json!({});
    let mut unchecked = json!({});
    for name in [
        "status",
        "preset",
        "orderType",
        "action",
        "symbol",
        "tradingAccountId",
        "startDate",
        "endDate",
    ] {
        match &filter {
            Some((parameter, condition)) if *parameter == name => filters[name] = (*condition).clone(),
            _ => {
                unchecked[name] = json!(format!(
                    "it narrows the orders summed; a group keyed by {key} does not show it"
                ));
            }
        }
    }
    json!({
        "rows": "/Data", "paged": false,
        "defaultSort": { "field": "OrderCount", "dir": "desc" },
        "filters": filters,
        "unchecked": unchecked
    })
}

fn messages(time: &str, id: &str) -> Value {
    let mut filters = json!({ "symbol": equals("Symbol"), "orderId": equals(id) });
    dates(&mut filters, time);
    listing(
        orders(),
        &[
            ("CreatedDate", time),
            ("TransactTime", time),
            ("ExecutedAt", time),
        ],
        (time, "desc"),
        filters,
    )
}

fn restricted_accounts() -> Value {
    let mut filters = json!({ "search": contains(&["AccountNumber", "FullName", "Reason"]) });
    dates(&mut filters, "Created");
    listing(
        generic(),
        &[
            ("Created", "Created"),
            ("AccountNumber", "AccountNumber"),
            ("FullName", "FullName"),
        ],
        ("Created", "desc"),
        filters,
    )
}

fn audit_trail() -> Value {
    let mut filters = json!({ "userId": equals("userId"), "activityCode": one_of("activityCode") });
    dates(&mut filters, "created");
    listing(
        generic(),
        &[("Created", "created"), ("ActivityCode", "activityCode")],
        ("created", "desc"),
        filters,
    )
}

/// Every listing's rules, by operation id.
pub fn table() -> Vec<(&'static str, Value)> {
    let bank_accounts = {
        let mut filters = json!({
            "matchStatus": one_of("MatchStatus"),
            "statementStatus": one_of("StatementStatus"),
            "tradingAccountId": equals("TradingAccountId"),
            "userId": equals("UserId"),
            "search": contains(&["BankName", "RoutingNumber"])
        });
        dates(&mut filters, "Created");
        let rules = listing(
            generic(),
            &[("Created", "Created"), ("BankName", "BankName")],
            ("Created", "desc"),
            filters,
        );
        with(
            rules,
            "unchecked",
            json!({ "review": "it combines the review state, the manual override and the statement status" }),
        )
    };
    let affiliations = {
        let mut filters = json!({
            "stockType": { "match": "equals", "field": "StockType", "all": ["0"] },
            "approved": equals("Approved"),
            "search": contains(&["FullName", "CompanyName", "Ticker", "Position"])
        });
        dates(&mut filters, "Created");
        listing(
            generic(),
            &[
                ("Created", "Created"),
                ("FullName", "FullName"),
                ("CompanyName", "CompanyName"),
            ],
            ("Created", "desc"),
            filters,
        )
    };
    let negative_settled_cash = {
        let mut filters = json!({ "search": contains(&["AccountNumber", "FullName"]) });
        dates(&mut filters, "Date");
        listing(
            generic(),
            &[
                ("Date", "Date"),
                ("Data", "Date"),
                ("SettledCash", "SettledCash"),
                ("AccountNumber", "AccountNumber"),
                ("DaysNegative", "DaysNegative"),
            ],
            ("Date", "desc"),
            filters,
        )
    };
    let restricted_permissions = listing(
        generic(),
        &[
            ("AccountNumber", "AccountNumber"),
            ("PermissionId", "PermissionId"),
            ("Updated", "Updated"),
        ],
        ("AccountNumber", "asc"),
        json!({
            "permissionId": { "match": "oneOf", "field": "PermissionId" },
            "isAllowed": equals("IsAllowed"),
            "search": contains(&["AccountNumber", "FullName"])
        }),
    );
    let crm_requests = {
        let mut filters = json!({
            "success": equals("Success"),
            "method": equals("Method"),
            "userId": equals("UserId"),
            "search": contains(&["Endpoint", "RequestBody", "ResponseBody"])
        });
        dates(&mut filters, "Created");
        listing(
            generic(),
            &[
                ("Created", "Created"),
                ("StatusCode", "StatusCode"),
                ("DurationMs", "DurationMs"),
            ],
            ("Created", "desc"),
            filters,
        )
    };
    let restore_requests = listing(
        generic(),
        &[("Created", "Created"), ("PointInTime", "PointInTime")],
        ("Created", "desc"),
        json!({ "status": { "match": "oneOf", "field": "Status" } }),
    );
    let trade_reconciliation = {
        let mut filters =
            json!({ "isBreak": equals("IsBreak"), "search": contains(&["AccountNumber", "Symbol"]) });
        dates(&mut filters, "Date");
        listing(
            generic(),
            &[
                ("Date", "Date"),
                ("Data", "Date"),
                ("AccountNumber", "AccountNumber"),
                ("Symbol", "Symbol"),
            ],
            ("Date", "desc"),
            filters,
        )
    };
    let position_reconciliation = listing(
        generic(),
        &[
            ("Source", "Source"),
            ("AccountNumber", "AccountNumber"),
            ("Symbol", "Symbol"),
        ],
        ("Source", "desc"),
        json!({
            "isBreak": equals("IsBreak"),
            "source": equals("Source"),
            "search": contains(&["AccountNumber", "Symbol"])
        }),
    );
    let balance_reconciliation = listing(
        generic(),
        &[
            ("Name", "Name"),
            ("AccountNumber", "AccountNumber"),
            ("Difference", "Difference"),
        ],
        ("Name", "asc"),
        json!({ "isBreak": equals("IsBreak"), "search": contains(&["AccountNumber", "Name"]) }),
    );
    let onboarding_reconciliation = listing(
        generic(),
        &[
            ("Created", "Created"),
            ("FullName", "FullName"),
            ("PlatformStatus", "PlatformStatus"),
        ],
        ("Created", "desc"),
        json!({
            "isBreak": equals("IsBreak"),
            "platformStatus": { "match": "oneOf", "field": "PlatformStatus" },
            "search": contains(&["FullName", "BrokerStatus"])
        }),
    );
    let smartfolio_positions = listing(
        generic(),
        &[
            ("Updated", "updated"),
            ("Invested", "invested"),
            ("MarketValue", "marketValue"),
            ("AccountNumber", "accountNumber"),
        ],
        ("updated", "desc"),
        json!({ "smartfolioId": equals("smartfolioId"), "search": contains(&["accountNumber"]) }),
    );
    let trades = {
        let mut filters = json!({
            "side": one_of("Side"),
            "origin": one_of("Origin"),
            "status": one_of("Status"),
            "symbol": equals("Symbol"),
            "tradingAccountId": equals("TradingAccountId"),
            "userId": equals("UserId")
        });
        dates(&mut filters, "CreatedDate");
        listing(
            generic(),
            &[
                ("CreatedDate", "CreatedDate"),
                ("Amount", "Amount"),
                ("Symbol", "Symbol"),
            ],
            ("CreatedDate", "desc"),
            filters,
        )
    };
    let account_history = {
        let mut filters = json!({
            "tradingAccountId": equals("TradingAccountId"),
            "kind": { "match": "oneOf", "field": "Kind" }
        });
        dates(&mut filters, "Created");
        listing(generic(), &[("Created", "Created")], ("Created", "desc"), filters)
    };
    let account_positions = listing(
        generic(),
        &[
            ("MarketValue", "MarketValue"),
            ("Symbol", "Symbol"),
            ("Opened", "Opened"),
        ],
        ("MarketValue", "desc"),
        json!({
            "tradingAccountId": equals("TradingAccountId"),
            "state": one_of("State"),
            "symbol": equals("Symbol")
        }),
    );
    let trading_accounts = listing(
        generic(),
        &[
            ("Created", "Created"),
            ("AccountNumber", "AccountNumber"),
            ("FullName", "FullName"),
            ("AccountType", "AccountType"),
            ("CashBalance", "CashBalance"),
        ],
        ("Created", "desc"),
        json!({
            "accountType": equals("AccountType"),
            "search": contains(&["AccountNumber", "FullName", "Email"])
        }),
    );
    let users = {
        let mut filters = json!({
            "onboardingStatus": { "match": "oneOf", "field": "OnboardingStatus" },
            "membershipLevel": { "match": "oneOf", "field": "MembershipLevel" },
            "active": equals("Active"),
            "emailConfirmed": equals("EmailConfirmed"),
            "search": contains(&["UserName", "FirstName", "LastName", "Email", "Phone"])
        });
        dates(&mut filters, "Created");
        listing(
            generic(),
            &[
                ("Created", "Created"),
                ("UserName", "UserName"),
                ("FirstName", "FirstName"),
                ("LastName", "LastName"),
                ("Email", "Email"),
                ("MembershipLevel", "MembershipLevel"),
                ("OnboardingStatus", "OnboardingStatus"),
            ],
            ("Created", "desc"),
            filters,
        )
    };
    let identity_documents = listing(
        generic(),
        &[("StartDate", "StartDate")],
        ("StartDate", "desc"),
        json!({ "userId": equals("UserId") }),
    );
    let onboarding_documents = listing(
        generic(),
        &[("Created", "created"), ("date", "created")],
        ("created", "desc"),
        json!({
            "userId": equals("userId"),
            "visible": equals("visible"),
            "available": equals("available")
        }),
    );
    let broker_documents = {
        let mut filters = json!({
            "userId": equals("userId"),
            "available": equals("available"),
            "category": { "match": "oneOf", "field": "category" }
        });
        dates(&mut filters, "date");
        let rules = listing(
            generic(),
            &[("Created", "date"), ("date", "date")],
            ("date", "desc"),
            filters,
        );
        with(
            rules,
            "unchecked",
            json!({ "visible": "a broker document's visibility is not among its fields" }),
        )
    };
    let notifications = json!({
        "rows": "/data", "matched": "/totalCount", "paged": true, "defaultPageSize": "All",
        "defaultSort": { "field": "createdDate", "dir": "desc" },
        "filters": {}
    });
    vec![
        ("listBankAccounts", bank_accounts),
        (
            "listAchWatchlist",
            with(
                transfers(),
                "scope",
                json!([{ "match": "anyOf", "field": "WatchlistTypes", "values": ["AccountsWithin90Days", "MultipleBanks", "NoTrades"] }]),
            ),
        ),
        ("listAffiliations", affiliations),
        ("listNegativeSettledCash", negative_settled_cash),
        ("listComplianceRestrictedAccounts", restricted_accounts()),
        ("listRestrictions", restricted_accounts()),
        ("listRestrictedPermissions", restricted_permissions),
        ("listCrmRequests", crm_requests),
        ("listRestoreRequests", restore_requests),
        ("listOrders", order_listing(false)),
        ("listOrderTransfers", order_listing(true)),
        (
            "aggregateOrdersByAccount",
            aggregate(
                "trading account",
                Some(("tradingAccountId", &equals("TradingAccountId"))),
            ),
        ),
        (
            "aggregateOrdersByAction",
            aggregate("action", Some(("action", &one_of("Action")))),
        ),
        (
            "aggregateOrdersBySymbol",
            aggregate("symbol", Some(("symbol", &equals("Symbol")))),
        ),
        ("listFixOrders", messages("TransactTime", "OrderId")),
        ("listExecutionReports", messages("ExecutedAt", "OrderId")),
        ("listTradeReconciliation", trade_reconciliation),
        ("listPositionReconciliation", position_reconciliation),
        ("listAccountBalanceReconciliation", balance_reconciliation),
        ("listOnboardingStatusReconciliation", onboarding_reconciliation),
        ("listSmartfolioPositions", smartfolio_positions),
        ("listTrades", trades),
        ("listTradingAccountHistory", account_history),
        ("listTradingAccountPositions", account_positions),
        ("listTradingAccounts", trading_accounts),
        ("listTransfers", transfers()),
        ("listUsers", users),
        ("listUserAuditTrail", audit_trail()),
        ("listUserIdentityAuditTrail", audit_trail()),
        ("listUserIdentityDocuments", identity_documents),
        ("listUserOnboardingDocuments", onboarding_documents),
        ("listUserBrokerDocuments", broker_documents),
        ("listNotifications", notifications),
    ]
}

/// Writes each listing's rules into the document as `x-listing`.
pub struct ListingRules;

impl utoipa::Modify for ListingRules {
    fn modify(&self, api: &mut utoipa::openapi::OpenApi) {
        let table = table();
        for operation in api
            .paths
            .paths
            .values_mut()
            .flat_map(crate::openapi::operations::operations_mut)
        {
            let rules = (operation.operation_id.as_deref())
                .and_then(|id| table.iter().find(|(operation, _)| *operation == id));
            if let Some((_, rules)) = rules {
                operation
                    .extensions
                    .get_or_insert_with(Default::default)
                    .insert(EXTENSION.to_owned(), rules.clone());
            }
        }
    }
}
