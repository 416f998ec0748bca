//! World snapshots (`GET`/`PUT /__mock/world`, `serve --world`): a session's
//! records, clock, rules and scenario leave as one document and come back
//! identical; bad documents are refused naming the problem; unknown control
//! plane paths are problems, not the console's page.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use common::{Client, TestApp, assert_problem};
use mock_server::{AppState, Clock, Config, fixtures, mock::api::world::serving};
use serde_json::{Value, json};

const ROLES: &str = "/api/Account/roles/-1/-1";
const NOTIFICATIONS: &str = "/api/v2/Notification";
const USERS: &str = "/api/admin/users?pageSize=All";

fn notification() -> Value {
    json!({
        "title": "Maintenance window",
        "description": "The platform is read-only on Sunday night.",
        "startDateUtc": "2026-02-01T00:00:00Z",
        "endDateUtc": "2026-02-03T00:00:00Z",
        "targetAudience": "All",
        "action": "routeExternally",
        "externalUrl": "https://www.brokerage.example/maintenance",
        "notificationType": "Both",
        "color": "Teal",
        "icon": "info"
    })
}

/// A session with a few writes of several kinds, a moved clock and rules.
async fn busy_session(app: &TestApp, session: &str) -> Client {
    let admin = app.in_session(session).signed_in("admin").await;
    let created = admin.post_json(NOTIFICATIONS, &notification()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let first = admin.get_ok(NOTIFICATIONS).await["data"][3]["notificationMasterId"]
        .as_u64()
        .unwrap();
    assert_eq!(
        admin.delete(&format!("{NOTIFICATIONS}/{first}")).await.status,
        StatusCode::NO_CONTENT
    );
    let role = json!({"Name": "auditor", "Description": "Reads the books", "Permissions": [{"Value": "pageAccess"}]});
    assert_eq!(
        admin.post_json("/api/account/role", &role).await.status,
        StatusCode::OK
    );
    let user = json!({"FirstName": "Grace", "LastName": "Kelly", "Email": "grace.kelly@mail.example"});
    let made = admin.post_json("/api/admin/users", &user).await;
    assert!(made.status.is_success(), "{}", made.text());
    let clock = admin
        .put_json("/__mock/clock", &json!({"advanceSeconds": 600}))
        .await;
    assert_eq!(clock.status, StatusCode::OK);
    let rules = json!({"rules": [
        {"pathPattern": "/api/admin/trades", "method": "GET", "status": 503, "times": 2},
        {"pathPattern": "/api/admin/dashboard", "body": {"customers": 1}}
    ]});
    assert_eq!(
        admin.put_json("/__mock/rules", &rules).await.status,
        StatusCode::OK
    );
    admin
}

/// What the session answers: the calls a test compares between two sessions.
async fn answers(client: &Client) -> Vec<Value> {
    let mut out = Vec::new();
    for uri in [NOTIFICATIONS, ROLES, USERS, "/__mock/rules"] {
        out.push(client.get_ok(uri).await);
    }
    out
}

fn instant(value: &Value) -> DateTime<Utc> {
    value.as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn export_and_import_round_trip_records_clock_rules_and_scenario() {
    let app = TestApp::new();
    let admin = busy_session(&app, "found").await;
    let exported = admin.get("/__mock/world").await;
    // The clocks run on from here: an imported clock starts at the document's
    // now, so the two differ by at most the real time since (a loaded machine's seconds).
    let exported_at = std::time::Instant::now();
    assert_eq!(exported.status, StatusCode::OK, "{}", exported.text());
    assert_eq!(
        exported.header("content-disposition"),
        "attachment; filename=\"world-found.json\""
    );
    let document = exported.json();
    assert_eq!(document["version"], 1);
    assert_eq!(document["seed"], 42);
    assert_eq!(document["scale"], "60");
    assert_eq!(document["generatedAt"], "2026-01-15T15:30:00Z");
    let mut changed: Vec<&str> = document["collections"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    changed.sort_unstable();
    assert_eq!(
        changed,
        ["customers", "notifications", "roles"],
        "only what differs"
    );
    assert!(
        exported.body.len() < 8_000,
        "a few writes export kilobytes: {} bytes",
        exported.body.len()
    );

    // Another session, and another app altogether, become that world.
    for target in [app.in_session("replayed"), TestApp::new().in_session("elsewhere")] {
        let reader = target.signed_in("admin").await;
        let put = reader.put_json("/__mock/world", &document).await;
        assert_eq!(put.status, StatusCode::NO_CONTENT, "{}", put.text());
        assert_eq!(answers(&reader).await, answers(&admin).await);
        let (theirs, ours) = (
            admin.get_ok("/__mock/clock").await,
            reader.get_ok("/__mock/clock").await,
        );
        let apart = (instant(&theirs["now"]) - instant(&ours["now"]))
            .num_seconds()
            .abs();
        let since = i64::try_from(exported_at.elapsed().as_secs()).unwrap_or(i64::MAX);
        assert!(
            apart <= 1 + since,
            "clocks {theirs} and {ours}, {since} s after the export"
        );
        // The rules apply as they did: the same answers, counted down alike.
        assert_eq!(
            reader.get("/api/admin/trades").await.status,
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            reader.get_ok("/api/admin/dashboard").await,
            json!({"customers": 1})
        );
        // Exported again, it is the same document.
        let mut again = reader.get_ok("/__mock/world").await;
        again["now"] = document["now"].clone();
        again["rules"] = document["rules"].clone();
        assert_eq!(again, document);
    }
}

#[tokio::test]
async fn the_journal_records_the_import_and_reset_forgets_it() {
    let app = TestApp::new();
    let admin = busy_session(&app, "source").await;
    let document = admin.get_ok("/__mock/world").await;
    let target = app.in_session("target").anonymous();
    assert_eq!(
        target.put_json("/__mock/world", &document).await.status,
        StatusCode::NO_CONTENT
    );
    let journal = target.get_ok("/__mock/journal?kind=mutation").await;
    let entries = journal["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{journal}");
    assert_eq!(entries[0]["path"], "/__mock/world");
    assert_eq!(entries[0]["method"], "PUT");
    let detail = entries[0]["detail"].as_str().unwrap();
    assert!(
        detail.contains("seed 42") && detail.contains("customers, notifications, roles"),
        "{detail}"
    );

    // Reset returns to the server's seed world: nothing differs any more.
    assert_eq!(
        target.call("POST", "/__mock/reset", None).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(target.get_ok("/__mock/world").await["collections"], json!({}));
}

#[tokio::test]
async fn a_fresh_session_and_a_scenario_export_what_they_are() {
    let app = TestApp::new();
    let fresh = app.in_session("fresh").anonymous();
    let document = fresh.get_ok("/__mock/world").await;
    assert_eq!(document["collections"], json!({}));
    assert_eq!(document["rules"], json!([]));
    assert_eq!(document["scenario"], "default");

    let put = fresh
        .put_json("/__mock/scenario", &json!({"scenario": "empty"}))
        .await;
    assert_eq!(put.status, StatusCode::OK);
    let empty = fresh.get("/__mock/world").await;
    let document = empty.json();
    assert_eq!(document["scenario"], "empty");
    assert_eq!(document["seed"], 42, "an emptied world still names its seed");
    assert_eq!(document["collections"]["customers"], json!([{"drop": 60}]));
    assert!(document["collections"].get("roles").is_none(), "roles stay");
    assert!(empty.body.len() < 4_000, "{} bytes", empty.body.len());

    let other = app.in_session("other").signed_in("admin").await;
    assert_eq!(
        other.put_json("/__mock/world", &document).await.status,
        StatusCode::NO_CONTENT
    );
    assert_eq!(other.get_ok(USERS).await["total"], 0);
    assert_eq!(other.get_ok("/__mock/session").await["scenario"], "empty");
}

#[tokio::test]
async fn another_seed_or_scale_rebuilds_that_world_up_to_medium() {
    let app = TestApp::new();
    // A world of seed 7 and 30 customers, exported from a server of its own.
    let seven = Config {
        seed: 7,
        scale: fixtures::Scale::Customers(30),
        ..Config::default()
    };
    let other = TestApp::with_state(AppState::new(
        seven,
        Clock::starting_at(fixtures::fixture_epoch()),
    ));
    let writer = busy_session(&other, "w").await;
    let document = writer.get_ok("/__mock/world").await;
    assert_eq!(
        (document["seed"].clone(), document["scale"].clone()),
        (json!(7), json!("30"))
    );

    let reader = app.in_session("r").signed_in("admin").await;
    let put = reader.put_json("/__mock/world", &document).await;
    assert_eq!(put.status, StatusCode::NO_CONTENT, "{}", put.text());
    assert_eq!(answers(&reader).await, answers(&writer).await);
    let again = reader.get_ok("/__mock/world").await;
    assert_eq!(
        (again["seed"].clone(), again["scale"].clone()),
        (json!(7), json!("30"))
    );
    assert_eq!(again["collections"], document["collections"]);
    let journal = reader.get_ok("/__mock/journal?kind=mutation").await;
    assert!(journal.to_string().contains("seed world rebuilt"), "{journal}");

    // A large world is not rebuilt for one session: the problem says what to do instead.
    let mut large = document.clone();
    large["scale"] = json!("large");
    let refused = reader.put_json("/__mock/world", &large).await;
    let problem = assert_problem(&refused, StatusCode::BAD_REQUEST);
    let detail = problem["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("scale: ") && detail.contains("mock-server serve --world FILE"),
        "{detail}"
    );
    // ... and the session is as it was.
    assert_eq!(reader.get_ok("/__mock/world").await["seed"], 7);
}

#[tokio::test]
async fn bad_documents_are_refused_naming_the_problem() {
    let app = TestApp::new();
    let admin = busy_session(&app, "good").await;
    let document = admin.get_ok("/__mock/world").await;
    let target = app.in_session("target").anonymous();
    let before = target.get_ok("/__mock/world").await;

    let with = |edit: &dyn Fn(&mut Value)| {
        let mut copy = document.clone();
        edit(&mut copy);
        copy
    };
    let cases: Vec<(Value, &str, &str)> = vec![
        (
            with(&|d| d["version"] = json!(2)),
            "version",
            "version 1; this one is version 2",
        ),
        (
            with(&|d| {
                d.as_object_mut().unwrap().remove("version");
            }),
            "version",
            "is missing",
        ),
        (json!([1, 2]), "", "must be a world document"),
        (
            with(&|d| d["seed"] = json!("forty-two")),
            "seed",
            "a whole number",
        ),
        (
            with(&|d| d["scale"] = json!("huge")),
            "scale",
            "unknown scale `huge`",
        ),
        (
            with(&|d| d["extra"] = json!(true)),
            "extra",
            "is not a field here",
        ),
        (
            with(&|d| d["collections"]["unicorns"] = json!([{"drop": 1}])),
            "collections.unicorns",
            "is not a collection",
        ),
        (
            with(&|d| d["collections"]["roles"] = json!([{"keep": 9999}])),
            "collections.roles[0]",
            "reaches past the seed world's",
        ),
        (
            with(&|d| d["collections"]["roles"] = json!([{"insert": [{"id": 1}]}])),
            "collections.roles[0].insert[0].name",
            "is required",
        ),
        (
            with(&|d| d["collections"]["roles"] = json!([{"skip": 1}])),
            "collections.roles[0]",
            "exactly one of `keep`, `drop` or `insert`",
        ),
        (
            with(&|d| d["rules"] = json!([{"pathPattern": "api", "status": 500}])),
            "rules[0].pathPattern",
            "must start with `/`",
        ),
        (
            with(&|d| d["rules"] = json!([{"pathPattern": "/api/*", "status": 200}])),
            "rules[0].status",
            "400 to 599",
        ),
    ];
    for (body, field, words) in cases {
        let answer = target.put_json("/__mock/world", &body).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        let detail = problem["detail"].as_str().unwrap();
        assert!(
            detail.starts_with(field) && detail.contains(words),
            "{field}: {detail}"
        );
    }
    let not_json = target.call("PUT", "/__mock/world", None).await;
    assert_eq!(not_json.status, StatusCode::BAD_REQUEST, "{}", not_json.text());
    assert_eq!(
        without_clock(&target.get_ok("/__mock/world").await),
        without_clock(&before),
        "a refused document changes nothing"
    );
}

/// A document with its clock blanked, to compare two readings taken moments apart.
fn without_clock(document: &Value) -> Value {
    let mut copy = document.clone();
    copy["now"] = json!(null);
    copy
}

#[tokio::test]
async fn serve_world_starts_the_default_session_from_a_document() {
    let app = TestApp::new();
    let admin = busy_session(&app, "bug-report").await;
    let document = admin.get_ok("/__mock/world").await;
    let exported_at = std::time::Instant::now();
    let snapshot = mock_server::mock::api::world::read(document.clone()).unwrap();
    // Whatever seed and scale the server was asked for, the document's win.
    let config = Config {
        seed: 1,
        scale: fixtures::Scale::Medium,
        ..Config::default()
    };
    let state = serving(config, &snapshot).unwrap();
    assert_eq!((state.config.seed, state.config.scale.customers()), (42, 60));
    let served = TestApp::with_state(state);
    let default = served.signed_in("admin").await;
    assert_eq!(answers(&default).await, answers(&admin).await);
    let clock = default.get_ok("/__mock/clock").await;
    let apart = (instant(&clock["now"]) - instant(&document["now"]))
        .num_seconds()
        .abs();
    let since = i64::try_from(exported_at.elapsed().as_secs()).unwrap_or(i64::MAX);
    assert!(apart <= 1 + since, "{clock}, {since} s after the export");
    let mut again = default.get_ok("/__mock/world").await;
    again["now"] = document["now"].clone();
    again["rules"] = document["rules"].clone();
    assert_eq!(again, document);
    // A session opened later starts from the seed world the document grew from.
    let fresh = served.in_session("new").anonymous().get_ok("/__mock/world").await;
    assert_eq!(fresh["collections"], json!({}));
    assert_eq!(fresh["generatedAt"], document["generatedAt"]);
}

#[tokio::test]
async fn the_control_plane_refuses_a_foreign_page_here_too() {
    let app = TestApp::new();
    let request = axum::http::Request::put("/__mock/world")
        .header("host", "127.0.0.1:8080")
        .header("origin", "https://evil.example")
        .header("content-type", "application/json")
        .body(axum::body::Body::from("{}"))
        .unwrap();
    let answer = app.send(request).await;
    assert_problem(&answer, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn unknown_control_plane_paths_are_404_problems() {
    let app = TestApp::new().anonymous();
    for path in ["/__mock/nothing", "/__mock/world/extra", "/__mock"] {
        for method in ["GET", "POST"] {
            let answer = app.call(method, path, None).await;
            let problem = assert_problem(&answer, StatusCode::NOT_FOUND);
            let detail = problem["detail"].as_str().unwrap();
            assert!(
                detail.contains(path) && detail.contains("mock-control-plane.md"),
                "{detail}"
            );
        }
    }
    let wrong_method = app.call("DELETE", "/__mock/world", None).await;
    assert_problem(&wrong_method, StatusCode::METHOD_NOT_ALLOWED);
}

/// An inserted record is held to its record's schema in the document, as written: a value outside a
/// stated range is refused naming its path in the document, a whole number may be written `5.0`
/// (JSON Schema's `integer`), and a valid record comes in.
#[tokio::test]
async fn inserted_records_are_held_to_the_ranges_the_document_states() {
    let app = TestApp::new();
    let admin = app.in_session("records").signed_in("admin").await;
    let document = admin.get_ok("/__mock/world").await;
    let seed = admin.get_ok(NOTIFICATIONS).await["data"][0].clone();
    let id = seed["notificationMasterId"].as_u64().unwrap();
    let record = |id: u64, hide: Value| {
        let mut copy = seed.clone();
        copy["notificationMasterId"] = json!(id);
        copy["title"] = json!(format!("Inserted {id}"));
        copy["hideAllowedAfter"] = hide;
        copy
    };
    let with_inserts = |records: Vec<Value>| {
        let mut copy = document.clone();
        copy["collections"]["notifications"] = json!([{"insert": records}]);
        copy
    };
    let refused: Vec<(Value, &str, &str)> = vec![
        (
            with_inserts(vec![record(id + 1000, json!(3)), record(id + 1001, json!(11))]),
            "collections.notifications[0].insert[1].hideAllowedAfter",
            "expected a whole number from 1 to 10 (or null); got the number 11",
        ),
        (
            with_inserts(vec![record(id + 1000, json!(0))]),
            "collections.notifications[0].insert[0].hideAllowedAfter",
            "got the number 0",
        ),
        (
            with_inserts(vec![record(id + 1000, json!(5.5))]),
            "collections.notifications[0].insert[0].hideAllowedAfter",
            "expected a whole number from 1 to 10 (or null); got the number 5.5",
        ),
        (
            with_inserts(vec![{
                let mut wrong = record(id + 1000, json!(2));
                wrong["createdDate"] = json!("15/01/2026 15:30");
                wrong
            }]),
            "collections.notifications[0].insert[0].createdDate",
            "expected a date and time in RFC 3339",
        ),
        (
            {
                let mut copy = document.clone();
                let transfer = admin.get_ok("/api/admin/transfers?pageSize=1").await["data"][0].clone();
                let mut wrong = transfer.clone();
                wrong["UserId"] = json!(9_223_372_036_854_775_808_u64);
                copy["collections"]["transfers"] = json!([{"insert": [transfer, wrong]}]);
                copy
            },
            "collections.transfers[0].insert[1].UserId",
            "expected a whole number from 0 to 9223372036854775807; got the number 9223372036854775808",
        ),
    ];
    let before = admin.get_ok("/__mock/world").await;
    for (body, field, words) in refused {
        let answer = admin.put_json("/__mock/world", &body).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{field}: {}",
            answer.text()
        );
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        let detail = problem["detail"].as_str().unwrap();
        assert!(
            detail.starts_with(&format!("{field}: ")) && detail.contains(words),
            "{field}: {detail}"
        );
        assert_eq!(problem["errors"][field], json!([detail[field.len() + 2..]]));
    }
    assert_eq!(
        without_clock(&admin.get_ok("/__mock/world").await),
        without_clock(&before),
        "a refused document changes nothing"
    );

    // Whole numbers written with a fraction of zero, in a record and in a step, are whole numbers.
    let mut accepted = with_inserts(vec![record(id + 1000, json!(5.0)), record(id + 1001, json!(10))]);
    accepted["collections"]["notifications"] =
        json!([{"keep": 1.0}, accepted["collections"]["notifications"][0].clone()]);
    let answer = admin.put_json("/__mock/world", &accepted).await;
    assert_eq!(answer.status, StatusCode::NO_CONTENT, "{}", answer.text());
    let listed = admin.get_ok(&format!("{NOTIFICATIONS}/{}", id + 1000)).await;
    assert_eq!(listed["hideAllowedAfter"], 5, "{listed}");
}

/// An inserted record's ticker, bank name, routing number and venue are texts of the server's
/// tables, its client order id `O` and the order's id in eleven digits or more, its last four of a
/// bank account four digits: the document states each (an enum, a pattern), and the server holds an
/// inserted record to exactly that, both ways: what the document refuses is refused naming the
/// field and what the document takes, and what it takes comes in.
#[tokio::test]
async fn inserted_records_hold_the_tables_and_formats_the_document_states() {
    let app = TestApp::new();
    let admin = app.in_session("tables").signed_in("admin").await;
    let document = admin.get_ok("/__mock/world").await;
    // (collection, a listing holding its records, the record's id field)
    let collections = [
        ("trades", "/api/admin/trades?pageSize=1", "TradeId"),
        (
            "bankAccounts",
            "/api/admin/bank-accounts?pageSize=1",
            "BankAccountId",
        ),
        ("fixOrders", "/api/admin/orders/fix?pageSize=1", "FixOrderId"),
        (
            "executions",
            "/api/admin/orders/executions?pageSize=1",
            "ExecutionId",
        ),
    ];
    let mut seeds = std::collections::HashMap::new();
    for (collection, listing, id) in collections {
        let page = admin.get_ok(listing).await;
        // The order tabs page as `Data.Items`, the other listings as `data`.
        let first = page.get("Data").map_or(&page["data"], |data| &data["Items"]);
        let mut record = first[0].clone();
        record[id] = json!(record[id].as_u64().unwrap() + 1_000_000);
        seeds.insert(collection, record);
    }
    let inserting = |collection: &str, field: &str, value: &str| {
        let mut record = seeds[collection].clone();
        record[field] = json!(value);
        let mut copy = document.clone();
        copy["collections"][collection] = json!([{"insert": [record]}]);
        copy
    };
    let refused = [
        ("trades", "Symbol", "NOPE", "expected one of AAPL, AGG, AMD, AMZN"),
        ("trades", "Symbol", "spy", "expected one of AAPL, AGG, AMD, AMZN"),
        (
            "executions",
            "Symbol",
            "SPY ",
            "expected one of AAPL, AGG, AMD, AMZN",
        ),
        (
            "executions",
            "Venue",
            "LSE",
            "expected one of ARCA, BATS, EDGX, IEX, NASDAQ or NYSE; got the text \"LSE\"",
        ),
        (
            "bankAccounts",
            "BankName",
            "Chase Bank",
            "expected one of Ally Bank, Bank of America, Capital One",
        ),
        (
            "bankAccounts",
            "RoutingNumber",
            "021000022",
            "expected one of 021000021, 021000089, 026009593",
        ),
        (
            "bankAccounts",
            "AccountNumberLast4",
            "42",
            "expected four digits; got the text \"42\"",
        ),
        (
            "bankAccounts",
            "AccountNumberLast4",
            "+123",
            "got the text \"+123\"",
        ),
        (
            "bankAccounts",
            "AccountNumberLast4",
            "12a4",
            "got the text \"12a4\"",
        ),
        (
            "fixOrders",
            "ClOrdId",
            "O1",
            "expected `O` and the order's id in eleven digits or more",
        ),
        (
            "fixOrders",
            "ClOrdId",
            "O+0000000001",
            "got the text \"O+0000000001\"",
        ),
        (
            "fixOrders",
            "ClOrdId",
            "O012345678901",
            "got the text \"O012345678901\"",
        ),
        (
            "fixOrders",
            "ClOrdId",
            "00000000001",
            "got the text \"00000000001\"",
        ),
        (
            "fixOrders",
            "ClOrdId",
            "O12345678901234567890",
            "got the text \"O12345678901234567890\"",
        ),
    ];
    let before = admin.get_ok("/__mock/world").await;
    for (collection, name, value, words) in refused {
        let answer = admin
            .put_json("/__mock/world", &inserting(collection, name, value))
            .await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        let field = format!("collections.{collection}[0].insert[0].{name}");
        let detail = problem["detail"].as_str().unwrap();
        assert!(
            detail.starts_with(&format!("{field}: ")) && detail.contains(words),
            "{name} {value:?}: {detail}"
        );
    }
    assert_eq!(
        without_clock(&admin.get_ok("/__mock/world").await),
        without_clock(&before),
        "a refused document changes nothing"
    );

    let accepted = [
        ("trades", "Symbol", "BRK.B"),
        ("executions", "Venue", "EDGX"),
        ("bankAccounts", "BankName", "Navy Federal Credit Union"),
        ("bankAccounts", "RoutingNumber", "121202211"),
        ("bankAccounts", "AccountNumberLast4", "0042"),
        ("fixOrders", "ClOrdId", "O00000000001"),
        ("fixOrders", "ClOrdId", "O1234567890123456789"),
    ];
    for (collection, name, value) in accepted {
        let answer = admin
            .put_json("/__mock/world", &inserting(collection, name, value))
            .await;
        assert_eq!(
            answer.status,
            StatusCode::NO_CONTENT,
            "{name} {value:?}: {}",
            answer.text()
        );
        let exported = admin.get_ok("/__mock/world").await;
        let script = exported["collections"][collection].as_array().unwrap();
        let inserted = script.iter().find_map(|step| step["insert"].as_array()).unwrap();
        assert_eq!(
            inserted[0][name],
            json!(value),
            "{name} {value:?} reads back as written"
        );
    }
}

/// A count the server holds as an unsigned 32-bit number (`DurationMs`, `DaysNegative`) is 0 to
/// 4294967295 in the document as in the server: an inserted record with the largest is read and
/// listed, one past it is refused naming the field and the range.
#[tokio::test]
async fn inserted_counts_take_the_whole_range_the_server_holds() {
    let app = TestApp::new();
    let admin = app.in_session("counts").signed_in("admin").await;
    let document = admin.get_ok("/__mock/world").await;
    // (collection, its listing, the record's id field, the count)
    let counts = [
        (
            "crmRequests",
            "/api/admin/operations/crm-requests",
            "CrmRequestId",
            "DurationMs",
        ),
        (
            "negativeSettledCash",
            "/api/admin/compliance/negative-settled-cash",
            "ReportId",
            "DaysNegative",
        ),
    ];
    for (collection, listing, id, count) in counts {
        let mut record = admin.get_ok(&format!("{listing}?pageSize=1")).await["data"][0].clone();
        let fresh = record[id].as_u64().unwrap() + 1_000_000;
        record[id] = json!(fresh);
        let inserting = |value: u64| {
            let mut inserted = record.clone();
            inserted[count] = json!(value);
            let mut copy = document.clone();
            copy["collections"][collection] = json!([{"insert": [inserted]}]);
            copy
        };
        let answer = admin.put_json("/__mock/world", &inserting(4_294_967_296)).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        let field = format!("collections.{collection}[0].insert[0].{count}");
        assert_eq!(
            problem["errors"][&field],
            json!(["expected a whole number from 0 to 4294967295; got the number 4294967296"]),
            "{problem}"
        );
        let answer = admin.put_json("/__mock/world", &inserting(4_294_967_295)).await;
        assert_eq!(
            answer.status,
            StatusCode::NO_CONTENT,
            "{count}: {}",
            answer.text()
        );
        let listed = admin
            .get_ok(&format!("{listing}?pageSize=All&sort={count}&dir=desc"))
            .await;
        assert_eq!(listed["data"][0][id], json!(fresh), "{listed}");
        assert_eq!(listed["data"][0][count], json!(4_294_967_295_u64));
    }
}

/// `serve --world FILE` reads the document as `PUT /__mock/world` does: a whole number written
/// `2.0` is a whole number, in a step as in a record.
#[test]
fn a_world_file_reads_whole_numbers_as_the_document_states_them() {
    let seed = fixtures::generate(42, fixtures::Scale::Small, fixtures::fixture_epoch());
    let mut notification = serde_json::to_value(&seed.notifications[0]).unwrap();
    notification["hideAllowedAfter"] = json!(4.0);
    notification["notificationMasterId"] = json!(9999.0);
    let document = json!({
        "version": 1.0, "seed": 42, "scale": "small",
        "generatedAt": fixtures::fixture_epoch(), "now": fixtures::fixture_epoch(),
        "scenario": "default", "rules": [],
        "collections": {"notifications": [{"keep": 2.0}, {"drop": 1.0}, {"insert": [notification]}]}
    });
    let snapshot = mock_server::mock::api::world::read(document).unwrap_or_else(|error| panic!("{error:?}"));
    let state = serving(Config::default(), &snapshot).unwrap_or_else(|error| panic!("{error:?}"));
    let session = state.sessions.default_session();
    let default = session.world();
    let kept: Vec<u64> = default
        .notifications
        .iter()
        .map(|n| n.notification_master_id)
        .collect();
    let seeded: Vec<u64> = seed
        .notifications
        .iter()
        .map(|n| n.notification_master_id)
        .collect();
    assert_eq!(&kept[..2], &seeded[..2]);
    assert!(
        !kept.contains(&seeded[2]),
        "the third seed notification is dropped"
    );
    let inserted = default
        .notifications
        .iter()
        .find(|n| n.notification_master_id == 9999);
    assert_eq!(inserted.map(|n| n.hide_allowed_after), Some(Some(4)));
}
