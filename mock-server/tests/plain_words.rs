//! Every 400 names its field and says what the field takes in the
//! document's terms (its ranges, formats and values), never in serde's,
//! chrono's or Rust's words; and it quotes what was sent only in short.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use serde_json::{Value, json};

use common::{Answer, Client, TestApp, assert_problem};

/// Words of the parsers and of Rust that a reader of the API never needs.
const PARSER_WORDS: &[&str] = &[
    "invalid type",
    "invalid value",
    "invalid length",
    "trailing input",
    "out of range",
    "premature end",
    "input contains invalid characters",
    "expected struct",
    "expected enum",
    "unknown variant",
    "missing field",
    "EOF while parsing",
    "at line",
    "u8",
    "u16",
    "u32",
    "u64",
    "i32",
    "i64",
    "f64",
    "usize",
    "Failed to deserialize",
    "target type",
    "NaiveDate",
    "DateTime",
];

/// The 400's problem, checked: no parser words anywhere, the field named in
/// `errors` with a message that holds `expected`.
fn plain_400(answer: &Answer, field: Option<&str>, expected: &str) -> Value {
    let problem = assert_problem(answer, StatusCode::BAD_REQUEST);
    let text = problem.to_string();
    for word in PARSER_WORDS {
        assert!(!text.contains(word), "`{word}` in {text}");
    }
    match field {
        Some(field) => {
            let message = problem["errors"][field][0].as_str();
            assert!(
                message.is_some_and(|message| message.contains(expected)),
                "{field} should say `{expected}`: {text}"
            );
        }
        None => assert!(problem["detail"].as_str().unwrap().contains(expected), "{text}"),
    }
    problem
}

fn transfer(overrides: &Value) -> Value {
    let mut body = json!({"TradingAccountId": 100000, "Type": "FromBroker", "Kind": "INVEST", "Amount": 250.5, "Date": "2026-01-15"});
    for (key, value) in overrides.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

fn smartfolio(overrides: &Value) -> Value {
    let mut body = json!({
        "title": "Growth", "description": "A growth smartfolio", "marketingName": "Growth",
        "symbol": "SPY", "active": true, "isCoreStrategy": false, "minimumInvested": 500.0,
        "aggressiveness": 6, "membershipTypeId": 1, "performDownload": true, "category": "Core",
        "imageUrl": "https://cdn.brokerage.example/a.png", "bannerImageUrl": "https://cdn.brokerage.example/b.png"
    });
    for (key, value) in overrides.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

async fn admin() -> Client {
    TestApp::new().in_session("plain").signed_in("admin").await
}

/// The leaks the probe of issue 25 found, one by one.
#[tokio::test]
async fn the_probes_leaks_are_plain_words_now() {
    let admin = admin().await;
    // `invalid type: string "250", expected a number`
    let answer = admin
        .put_json(
            "/api/admin/smartfolios/1",
            &smartfolio(&json!({"minimumInvested": "250"})),
        )
        .await;
    let problem = plain_400(&answer, Some("minimumInvested"), "a number above 0");
    assert!(
        problem["errors"]["minimumInvested"][0]
            .as_str()
            .unwrap()
            .contains("\"250\""),
        "{problem}"
    );
    // `membershipTypeId: invalid value: integer 300, expected a whole number from 0 to 255`:
    // the documented range is 0 to 4.
    let answer = admin
        .put_json(
            "/api/admin/smartfolios/1",
            &smartfolio(&json!({"membershipTypeId": 300})),
        )
        .await;
    let problem = plain_400(&answer, Some("membershipTypeId"), "a whole number from 0 to 4");
    assert!(!problem.to_string().contains("255"), "{problem}");
    // `Date: trailing input` and `input is out of range`
    for date in ["2026-01-15x", "2026-13-45", "15/01/2026"] {
        let answer = admin
            .post_json("/api/admin/transfers", &transfer(&json!({"Date": date})))
            .await;
        plain_400(&answer, Some("Date"), "YYYY-MM-DD");
    }
    // `invalid length 0, expected an object with 3 elements`: a list where the body is an object.
    let answer = admin.post_json("/api/account/role", &json!([])).await;
    let problem = plain_400(&answer, None, "an object");
    assert!(
        problem["detail"].as_str().unwrap().contains("a list"),
        "{problem}"
    );
}

#[tokio::test]
async fn each_kind_of_mistake_names_its_field_and_what_it_takes() {
    let admin = admin().await;
    // A value of an enumeration the payload does not have.
    let answer = admin
        .post_json("/api/admin/transfers", &transfer(&json!({"Type": "Sideways"})))
        .await;
    plain_400(&answer, Some("Type"), "FromBroker");
    // A missing field.
    let answer = admin
        .post_json(
            "/api/account/role",
            &json!({"Name": "Auditors", "Permissions": []}),
        )
        .await;
    plain_400(&answer, Some("Description"), "required");
    // A field deep in the body: a list item's field.
    let answer = admin
        .post_json(
            "/api/account/role",
            &json!({"Name": "Auditors", "Description": "Audit", "Permissions": [{"Value": 7}]}),
        )
        .await;
    plain_400(&answer, Some("Permissions[0].Value"), "one of");
    // An id that is not a whole number.
    let answer = admin
        .post_json(
            "/api/admin/transfers",
            &transfer(&json!({"TradingAccountId": -5})),
        )
        .await;
    plain_400(&answer, Some("TradingAccountId"), "a whole number");
    // true or false.
    let answer = admin
        .put_json("/api/admin/smartfolios/1", &smartfolio(&json!({"active": "yes"})))
        .await;
    plain_400(&answer, Some("active"), "true or false");
    // A body that is not JSON at all.
    let request = admin
        .request("POST", "/api/account/role")
        .header("content-type", "application/json")
        .body(axum::body::Body::from("{\"Name\": "))
        .unwrap();
    plain_400(&admin.send(request).await, None, "not JSON");
}

#[tokio::test]
async fn path_and_query_values_name_their_parameter() {
    let admin = admin().await;
    let answer = admin.get("/api/admin/trades/abc").await;
    plain_400(
        &answer,
        Some("tradeId"),
        "a whole number from 0 to 9223372036854775807",
    );
    let answer = admin.delete("/api/admin/users/10003/restrictions/x1").await;
    plain_400(&answer, Some("restrictionId"), "a whole number");
    let answer = admin.get("/api/admin/trading-accounts?accountType=300").await;
    plain_400(&answer, Some("accountType"), "one of");
    let journal = admin.app.anonymous().get("/__mock/journal?kind=everything").await;
    plain_400(&journal, Some("kind"), "request");
}

/// A 100,000-character `Kind` came back twice, in a 200 KB answer.
#[tokio::test]
async fn a_huge_value_is_quoted_only_in_short() {
    let admin = admin().await;
    let huge = "K".repeat(100_000);
    let answer = admin
        .post_json("/api/admin/transfers", &transfer(&json!({"Kind": huge})))
        .await;
    let problem = plain_400(&answer, Some("Kind"), "INVEST");
    assert!(answer.body.len() < 2_000, "{} bytes answered", answer.body.len());
    assert!(
        problem.to_string().contains("KKKKKKKK"),
        "a short prefix is quoted: {problem}"
    );
    // Wherever a value is quoted: a query parameter, a header, a path segment.
    let long = "z".repeat(50_000);
    for uri in [
        format!("/api/admin/transfers?status={long}"),
        format!("/api/admin/transfers?{long}=1"),
        format!("/api/account/role/{long}/user/-1/-1"),
    ] {
        let answer = admin.get(&uri).await;
        assert!(answer.status.is_client_error(), "{uri:.60}: {}", answer.status);
        assert!(
            answer.body.len() < 2_000,
            "{uri:.60}: {} bytes answered",
            answer.body.len()
        );
    }
    let request = admin
        .request("GET", "/__mock/session")
        .header("x-mock-session", "s".repeat(5_000))
        .body(axum::body::Body::empty())
        .unwrap();
    let answer = admin.app.send(request).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.len() < 2_000, "{} bytes answered", answer.body.len());
}

/// A world document (`PUT /__mock/world`) that does not fit is told in the same plain words: its
/// edit steps as edit steps, its fields and its records' fields by their names and what they take.
#[tokio::test]
async fn a_world_documents_mistakes_are_plain_words() {
    let control = TestApp::new().in_session("plain-world").anonymous();
    let document = control.get_ok("/__mock/world").await;
    let with = |field: &str, value: Value| {
        let mut copy = document.clone();
        copy[field] = value;
        copy
    };
    let exactly_one = "an edit step is an object with exactly one of `keep`, `drop` or `insert`";
    let cases: Vec<(Value, &str, &str)> = vec![
        // `invalid value: map, expected map with a single key`
        (
            with("collections", json!({"transfers": [{"keep": 1, "drop": 2}]})),
            "collections.transfers[0]",
            exactly_one,
        ),
        // `unknown variant `skip`, expected one of `keep`, `drop`, `insert``
        (
            with("collections", json!({"roles": [{"skip": 1}]})),
            "collections.roles[0]",
            exactly_one,
        ),
        (
            with("collections", json!({"roles": ["keep"]})),
            "collections.roles[0]",
            exactly_one,
        ),
        // `invalid value: integer `-1`, expected usize`
        (
            with("collections", json!({"roles": [{"keep": -1}]})),
            "collections.roles[0].keep",
            "a whole number from 0 to 9223372036854775807",
        ),
        (
            with("collections", json!({"roles": [{"insert": {"id": 1}}]})),
            "collections.roles[0].insert",
            "a list of records",
        ),
        (
            with("collections", json!({"roles": {"keep": 1}})),
            "collections.roles",
            "an edit script is a list of steps",
        ),
        // `missing field `name``, inside a record
        (
            with("collections", json!({"roles": [{"insert": [{"id": 1}]}]})),
            "collections.roles[0].insert[0].name",
            "required",
        ),
        // `invalid type: string "forty-two", expected u64`
        (with("seed", json!("forty-two")), "seed", "a whole number"),
        // `unknown field `extra`, expected one of ...`
        (with("extra", json!(true)), "extra", "is not a field here"),
    ];
    for (body, field, expected) in cases {
        let answer = control.put_json("/__mock/world", &body).await;
        plain_400(&answer, Some(field), expected);
    }
}

/// The offline console refuses an edit script in the server's words (`ui/src/mocks/world.test.ts`
/// sends the same scripts and expects the same sentences): both fill the templates of
/// `fixtures/worldEditMessages.json`.
#[tokio::test]
async fn the_offline_console_words_edit_scripts_alike() {
    let control = TestApp::new().in_session("offline-words").anonymous();
    let document = control.get_ok("/__mock/world").await;
    let cases = [
        (
            json!({"roles": {"keep": 1}}),
            r#"collections.roles: an edit script is a list of steps, each {"keep": n}, {"drop": n} or {"insert": [records]}; got an object"#,
        ),
        (
            json!({"roles": [{"skip": 1}]}),
            r#"collections.roles[0]: an edit step is an object with exactly one of `keep`, `drop` or `insert`: {"keep": n}, {"drop": n} or {"insert": [records]}; got an object with "skip""#,
        ),
        (
            json!({"roles": [{"keep": -1}]}),
            "collections.roles[0].keep: expected a whole number from 0 to 9223372036854775807 (how many seed records to keep); got the number -1",
        ),
        (
            json!({"roles": [{"drop": "two"}]}),
            r#"collections.roles[0].drop: expected a whole number from 0 to 9223372036854775807 (how many seed records to leave out); got the text "two""#,
        ),
        (
            json!({"roles": [{"insert": {"id": 1}}]}),
            "collections.roles[0].insert: expected a list of records, each as the API shows it; got an object",
        ),
        (
            json!({"roles": [{"keep": 2}, {"drop": 9999}]}),
            "collections.roles[1]: reaches past the seed world's 4 records: 2 were already walked and this step takes 9999 more (was the snapshot taken at another seed or scale?)",
        ),
    ];
    for (collections, sentence) in cases {
        let mut body = document.clone();
        body["collections"] = collections;
        let answer = control.put_json("/__mock/world", &body).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text());
        assert_eq!(answer.json()["detail"], sentence);
    }
}
