//! The token-exchange grant (RFC 8693): staff impersonating a customer.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use base64::Engine;
use common::{TestApp, impersonation_fields};
use serde_json::Value;

const CUSTOMER: &str = "user10003";

fn payload(token: &str) -> Value {
    let part = token.split('.').nth(1).unwrap();
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(part)
        .unwrap();
    serde_json::from_slice(&bytes).unwrap()
}

async fn exchange_error(fields: &[(&str, &str)], status: StatusCode, code: &str) -> String {
    let answer = TestApp::new().in_session("x").token(fields).await;
    assert_eq!(answer.status, status, "{}", answer.text());
    assert_eq!(answer.header("cache-control"), "no-store");
    let body = answer.json();
    assert_eq!(body["error"], code, "{body}");
    body["error_description"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn staff_impersonate_a_customer_and_act_is_the_staff_member() {
    let app = TestApp::new();
    let staff = app.in_session("imp").sign_in("admin").await;
    let staff_token = staff["access_token"].as_str().unwrap();
    let answer = app
        .in_session("imp")
        .token(&impersonation_fields(staff_token, CUSTOMER))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.header("cache-control"), "no-store");
    let tokens = answer.json();
    assert_eq!(
        tokens["issued_token_type"],
        "urn:ietf:params:oauth:token-type:access_token"
    );
    assert!(tokens["expires_in"].as_u64().unwrap() > 0);
    let token = tokens["access_token"].as_str().unwrap();
    let claims = payload(token);
    assert_eq!(claims["sub"], "10003");
    assert_eq!(claims["name"], CUSTOMER);
    assert_eq!(claims["act"]["sub"], "1");
    assert_eq!(claims["act"]["name"], "admin");

    // The console loads the user: the customer, with the staff member's rights.
    let me = app
        .in_session("imp")
        .bearer(token)
        .get("/api/account/users/me/backoffice")
        .await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text());
    let me = me.json();
    assert_eq!(me["UserName"], CUSTOMER);
    assert_eq!(me["Impersonator"]["UserName"], "admin");
    assert_eq!(me["Impersonator"]["FullName"], "Ada Lovelace");
    assert_eq!(
        me["Claims"],
        serde_json::json!([]),
        "a customer holds no staff claims"
    );

    // A staff token's user answer has no impersonator.
    let me = app
        .in_session("imp")
        .bearer(staff_token)
        .get("/api/account/users/me/backoffice")
        .await;
    assert!(me.json().get("Impersonator").is_none());

    // The journal names the acting staff member.
    let journal = app
        .in_session("imp")
        .anonymous()
        .get("/__mock/journal?kind=impersonation")
        .await;
    let entries = journal.json()["entries"].as_array().unwrap().clone();
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0]["actor"], "admin");
    assert!(entries[0]["detail"].as_str().unwrap().contains(CUSTOMER));
}

#[tokio::test]
async fn refreshing_an_impersonation_token_keeps_impersonating() {
    let app = TestApp::new();
    let staff = app.in_session("imp").sign_in("analyst").await;
    let answer = app
        .in_session("imp")
        .token(&impersonation_fields(
            staff["access_token"].as_str().unwrap(),
            CUSTOMER,
        ))
        .await;
    let refresh = answer.json()["refresh_token"].as_str().unwrap().to_owned();
    let fields = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh.as_str()),
        ("client_id", "brokerage.mobile"),
    ];
    let refreshed = app.in_session("imp").token(&fields).await;
    assert_eq!(refreshed.status, StatusCode::OK, "{}", refreshed.text());
    let claims = payload(refreshed.json()["access_token"].as_str().unwrap());
    assert_eq!(claims["name"], CUSTOMER);
    assert_eq!(claims["act"]["name"], "analyst");
}

#[tokio::test]
async fn every_exchange_error_has_its_rfc_code() {
    let app = TestApp::new();
    let admin = app.in_session("x").sign_in("admin").await;
    let admin = admin["access_token"].as_str().unwrap().to_owned();

    // Staff accounts cannot be impersonated.
    let answer = app
        .in_session("x")
        .token(&impersonation_fields(&admin, "analyst"))
        .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.json()["error"], "invalid_grant");
    assert!(
        answer.json()["error_description"]
            .as_str()
            .unwrap()
            .contains("staff")
    );

    // Unknown customers.
    let answer = app
        .in_session("x")
        .token(&impersonation_fields(&admin, "nobody"))
        .await;
    assert_eq!(answer.json()["error"], "invalid_grant");

    // Staff without pageAccess may not impersonate.
    let customer = app.in_session("x").sign_in("customer").await;
    let customer = customer["access_token"].as_str().unwrap().to_owned();
    let answer = app
        .in_session("x")
        .token(&impersonation_fields(&customer, CUSTOMER))
        .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer.json()["error_description"]
            .as_str()
            .unwrap()
            .contains("pageAccess")
    );

    // An impersonation token cannot be exchanged again.
    let first = app
        .in_session("x")
        .token(&impersonation_fields(&admin, CUSTOMER))
        .await;
    let first = first.json()["access_token"].as_str().unwrap().to_owned();
    let answer = app
        .in_session("x")
        .token(&impersonation_fields(&first, "user10004"))
        .await;
    assert_eq!(answer.json()["error"], "invalid_grant");

    // A forged subject token.
    let text = exchange_error(
        &impersonation_fields("not.a.token", CUSTOMER),
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    )
    .await;
    assert!(text.contains("subject token"), "{text}");

    // The wrong secret is invalid_client, with 401.
    let mut fields = impersonation_fields(&admin, CUSTOMER);
    fields[2] = ("client_secret", "guess");
    exchange_error(&fields, StatusCode::UNAUTHORIZED, "invalid_client").await;

    // The wrong subject token type, a missing user name, a foreign scope.
    let mut fields = impersonation_fields(&admin, CUSTOMER);
    fields[5] = ("subject_token_type", "urn:ietf:params:oauth:token-type:id_token");
    exchange_error(&fields, StatusCode::BAD_REQUEST, "invalid_request").await;
    let mut fields = impersonation_fields(&admin, CUSTOMER);
    fields.pop();
    let text = exchange_error(&fields, StatusCode::BAD_REQUEST, "invalid_request").await;
    assert!(text.contains("UserName"), "{text}");
    let mut fields = impersonation_fields(&admin, CUSTOMER);
    fields[3] = ("scope", "openid");
    exchange_error(&fields, StatusCode::BAD_REQUEST, "invalid_scope").await;
}

/// An impersonation token acts as the customer: none of the staff member's
/// claims, only reads of the customer's own records, and the journal names both.
#[tokio::test]
async fn an_impersonation_token_never_carries_staff_powers() {
    let app = TestApp::new();
    let staff = app.in_session("powers").sign_in("admin").await;
    let staff_token = staff["access_token"].as_str().unwrap();
    let answer = app
        .in_session("powers")
        .token(&impersonation_fields(staff_token, CUSTOMER))
        .await;
    let token = answer.json()["access_token"].as_str().unwrap().to_owned();
    let customer = app.in_session("powers").bearer(&token);
    let call = |method: &'static str, uri: String, body: Option<Value>| {
        let customer = customer.clone();
        async move { customer.call(method, &uri, body.as_ref()).await }
    };

    // Role and user administration answer 403, whatever the staff member may do.
    let role = serde_json::json!({"Name": "Mallory", "Description": "made while impersonating", "Permissions": [{"Value": "claims.manage"}]});
    let refused = [
        call("POST", "/api/account/role".into(), Some(role)).await,
        call(
            "POST",
            "/api/account/user/role/2".into(),
            Some(serde_json::json!(["administrator"])),
        )
        .await,
        call("DELETE", "/api/account/role/administrator".into(), None).await,
        call("GET", "/api/Account/roles/-1/-1".into(), None).await,
        call("GET", "/api/admin/users".into(), None).await,
        call(
            "POST",
            "/api/admin/users".into(),
            Some(serde_json::json!({"FirstName": "M", "LastName": "M", "Email": "m@example.com"})),
        )
        .await,
        call("GET", "/api/admin/users/10004".into(), None).await,
        call(
            "POST",
            "/api/admin/users/10003/restrictions".into(),
            Some(serde_json::json!({})),
        )
        .await,
        call("GET", "/api/admin/transfers".into(), None).await,
        call("GET", "/api/v2/Notification".into(), None).await,
    ];
    for answer in &refused {
        let problem = common::assert_problem(answer, StatusCode::FORBIDDEN);
        assert!(problem["error"].as_str().unwrap().contains(CUSTOMER), "{problem}");
        assert!(answer.header("www-authenticate").contains("insufficient_scope"));
    }

    // The customer's own records, read-only.
    let own = call("GET", "/api/admin/users/10003".into(), None).await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.text());
    let accounts = own.json()["tradingAccounts"].as_array().unwrap().clone();
    let account = accounts[0]["TradingAccountId"].as_u64().unwrap();
    assert_eq!(
        call("GET", "/api/admin/users/10003/audit-trail".into(), None)
            .await
            .status,
        StatusCode::OK
    );
    for path in ["", "/history", "/positions"] {
        let answer = call(
            "GET",
            format!("/api/admin/trading-accounts/{account}{path}"),
            None,
        )
        .await;
        assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.text());
    }
    let others = app
        .in_session("powers")
        .bearer(staff_token)
        .get("/api/admin/users/10004")
        .await;
    let other_account = others.json()["tradingAccounts"][0]["TradingAccountId"]
        .as_u64()
        .unwrap();
    let other = call(
        "GET",
        format!("/api/admin/trading-accounts/{other_account}"),
        None,
    )
    .await;
    assert_eq!(other.status, StatusCode::FORBIDDEN, "{}", other.text());

    // Nothing was created, and the analyst is no administrator.
    let roles = app
        .in_session("powers")
        .bearer(staff_token)
        .get("/api/Account/roles/-1/-1")
        .await;
    assert!(!roles.text().contains("Mallory"));

    // The journal records both the staff member (act) and the customer (sub).
    let journal = app.in_session("powers").anonymous().get("/__mock/journal").await;
    let entries = journal.json()["entries"].as_array().unwrap().clone();
    let as_customer: Vec<&Value> = entries.iter().filter(|e| e["subject"] == CUSTOMER).collect();
    assert!(as_customer.len() >= refused.len() + 3, "{entries:?}");
    assert!(
        as_customer.iter().all(|e| e["actor"] == "admin"),
        "{as_customer:?}"
    );
    assert!(
        as_customer
            .iter()
            .any(|e| e["path"] == "/api/account/role" && e["status"] == 403)
    );
}
