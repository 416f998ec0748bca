//! User accounts: the listing convention, details, creation, confirmation
//! resend, the details tabs and selective restrictions.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "helpers of tests fail loudly"
)]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem, column};
use serde_json::json;

#[tokio::test]
async fn the_listing_pages_sorts_and_filters() {
    let app = TestApp::new();
    let token = app.access_token("analyst").await;
    let get = |uri: String| {
        let app = app.clone();
        let token = token.clone();
        async move { app.bearer(&token).get(&uri).await }
    };
    let first = get("/api/admin/users".into()).await.json();
    assert_eq!(
        (first["total"].as_u64(), first["totalMatch"].as_u64()),
        (Some(60), Some(60))
    );
    assert_eq!(first["data"].as_array().unwrap().len(), 25);
    let created: Vec<&str> = column(&first, "Created")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        created.windows(2).all(|w| w[0] >= w[1]),
        "Created desc by default"
    );

    // Paging edges: the last page, beyond it, and All.
    let last = get("/api/admin/users?page=3&pageSize=25".into()).await.json();
    assert_eq!(last["data"].as_array().unwrap().len(), 10);
    let beyond = get("/api/admin/users?page=4&pageSize=25".into()).await.json();
    assert_eq!(beyond["data"], json!([]));
    let all = get("/api/admin/users?pageSize=All".into()).await.json();
    assert_eq!(all["data"].as_array().unwrap().len(), 60);
    // Pages never overlap and cover everything.
    let mut seen: Vec<u64> = Vec::new();
    for page in 1..=6 {
        let part = get(format!(
            "/api/admin/users?page={page}&pageSize=10&sort=LastName&dir=asc"
        ))
        .await
        .json();
        seen.extend(column(&part, "UserId").iter().map(|v| v.as_u64().unwrap()));
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 60);

    let by_name = get("/api/admin/users?sort=UserName&dir=asc&pageSize=All".into())
        .await
        .json();
    let names: Vec<&str> = column(&by_name, "UserName")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(names.windows(2).all(|w| w[0] <= w[1]));

    let invested = get("/api/admin/users?onboardingStatus=Invested&pageSize=All".into())
        .await
        .json();
    assert!(invested["totalMatch"].as_u64().unwrap() > 0);
    assert!(
        column(&invested, "OnboardingStatus")
            .iter()
            .all(|s| *s == "Invested")
    );
    let two = get("/api/admin/users?onboardingStatus=Invested,Onboarding%20Complete&pageSize=All".into())
        .await
        .json();
    assert!(two["totalMatch"].as_u64() > invested["totalMatch"].as_u64());
    let pro = get("/api/admin/users?membershipLevel=4&pageSize=All".into())
        .await
        .json();
    assert!(column(&pro, "MembershipLevel").iter().all(|l| *l == 4));
    let inactive = get("/api/admin/users?active=false&pageSize=All".into())
        .await
        .json();
    assert!(column(&inactive, "Active").iter().all(|a| *a == false));
    let one = first["data"][0].clone();
    let searched = get(format!(
        "/api/admin/users?search={}",
        one["UserName"].as_str().unwrap().to_uppercase()
    ))
    .await
    .json();
    assert_eq!(searched["data"][0]["UserId"], one["UserId"]);
    let day = &one["Created"].as_str().unwrap()[..10];
    let dated = get(format!(
        "/api/admin/users?startDate={day}&endDate={day}&pageSize=All"
    ))
    .await
    .json();
    assert!(
        column(&dated, "Created")
            .iter()
            .all(|c| c.as_str().unwrap().starts_with(day))
    );
    assert!(dated["totalMatch"].as_u64().unwrap() >= 1);

    for bad in [
        "page=0",
        "pageSize=0",
        "pageSize=10001",
        "sort=Balance",
        "dir=up",
        "onboardingStatus=Sleeping",
        "membershipLevel=9",
        "active=perhaps",
        "startDate=2026-02-01&endDate=2026-01-01",
        "startDate=01-02-2026",
    ] {
        let answer = get(format!("/api/admin/users?{bad}")).await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(
            !problem["errors"].as_object().unwrap().is_empty(),
            "{bad}: {problem}"
        );
    }
    let problem = assert_problem(
        &get("/api/admin/users?sort=Balance".into()).await,
        StatusCode::BAD_REQUEST,
    );
    assert!(
        problem["detail"].as_str().unwrap().contains("Created, UserName"),
        "names the sortable columns"
    );
}

#[tokio::test]
async fn details_and_tabs_of_a_user() {
    let app = TestApp::new();
    let token = app.access_token("compliance").await;
    let details = app.bearer(&token).get("/api/admin/users/10000").await;
    assert_eq!(details.status, StatusCode::OK);
    let details = details.json();
    assert_eq!(details["user"]["UserId"], 10000);
    assert!(details["profile"]["financial"]["annualIncome"].is_string());
    assert!(
        details["tradingAccounts"]
            .as_array()
            .unwrap()
            .iter()
            .all(|a| a["UserId"] == 10000)
    );

    let trail = app
        .bearer(&token)
        .get("/api/admin/users/10000/audit-trail?pageSize=All")
        .await
        .json();
    assert_eq!(
        trail["total"],
        details["profile"]["auditTrail"].as_array().unwrap().len()
    );
    let identity = app
        .bearer(&token)
        .get("/api/admin/users/10000/identity-audit-trail?activityCode=9&pageSize=All")
        .await
        .json();
    assert!(column(&identity, "activityCode").iter().all(|c| *c == 9));
    let documents = app
        .bearer(&token)
        .get("/api/admin/users/10000/identity-documents")
        .await
        .json();
    let starts: Vec<&str> = column(&documents, "StartDate")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(starts.windows(2).all(|w| w[0] >= w[1]), "StartDate desc");
    let statements = app
        .bearer(&token)
        .get("/api/admin/users/10001/broker-documents?category=Statements&pageSize=All")
        .await
        .json();
    assert!(column(&statements, "category").iter().all(|c| *c == "Statements"));
    let missing = app
        .bearer(&token)
        .get("/api/admin/users/10001/onboarding-documents?available=false")
        .await
        .json();
    assert!(column(&missing, "available").iter().all(|a| *a == false));
    assert_eq!(
        app.bearer(&token)
            .get("/api/admin/users/10000/affiliations")
            .await
            .status,
        StatusCode::OK
    );

    assert_problem(
        &app.bearer(&token).get("/api/admin/users/42").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/users/42/audit-trail").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &app.bearer(&token).get("/api/admin/users/abc").await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.bearer(&token)
            .get("/api/admin/users/10000/broker-documents?category=Memos")
            .await,
        StatusCode::BAD_REQUEST,
    );
}

#[tokio::test]
async fn creating_a_user_and_resending_the_confirmation() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let body = json!({"FirstName": " Grace ", "LastName": "Kelly", "Email": "Grace.Kelly@Mail.example", "Phone": "+1 (212) 555-0101"});
    let created = app
        .in_session("u")
        .bearer(&token)
        .call("POST", "/api/admin/users", Some(&body))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let user = created.json();
    assert_eq!(user["FirstName"], "Grace");
    assert_eq!(user["UserName"], "grace.kelly");
    assert_eq!(user["EmailConfirmed"], false);
    assert_eq!(user["MembershipLevel"], 1);
    let listed = app
        .in_session("u")
        .bearer(&token)
        .get("/api/admin/users?search=grace.kelly")
        .await
        .json();
    assert_eq!(listed["totalMatch"], 1);
    assert_eq!(listed["total"], 61);
    let elsewhere = app
        .in_session("v")
        .bearer(&token)
        .get("/api/admin/users?search=grace.kelly")
        .await
        .json();
    assert_eq!(elsewhere["totalMatch"], 0);

    let again = app
        .in_session("u")
        .bearer(&token)
        .call("POST", "/api/admin/users", Some(&body))
        .await;
    assert_problem(&again, StatusCode::CONFLICT);
    let staff_name = json!({"FirstName": "A", "LastName": "B", "Email": "x@y.example", "UserName": "admin"});
    assert_problem(
        &app.in_session("u")
            .bearer(&token)
            .call("POST", "/api/admin/users", Some(&staff_name))
            .await,
        StatusCode::CONFLICT,
    );
    let bad = json!({"FirstName": "", "LastName": "B", "Email": "not-an-email", "UserName": "a b", "Phone": "call me"});
    let problem = assert_problem(
        &app.in_session("u")
            .bearer(&token)
            .call("POST", "/api/admin/users", Some(&bad))
            .await,
        StatusCode::BAD_REQUEST,
    );
    for field in ["FirstName", "Email", "UserName", "Phone"] {
        assert!(problem["errors"][field].is_array(), "{field}: {problem}");
    }

    let resend = json!({"Email": "grace.kelly@mail.example"});
    let sent = app
        .in_session("u")
        .bearer(&token)
        .call("POST", "/api/admin/users/resend-confirmation", Some(&resend))
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.text());
    assert_eq!(sent.json()["Message"], "Success");
    let unknown = json!({"Email": "nobody@mail.example"});
    assert_problem(
        &app.in_session("u")
            .bearer(&token)
            .call("POST", "/api/admin/users/resend-confirmation", Some(&unknown))
            .await,
        StatusCode::NOT_FOUND,
    );
    let confirmed = json!({"Email": "user10000@mail.example"});
    let answer = app
        .in_session("u")
        .bearer(&token)
        .call("POST", "/api/admin/users/resend-confirmation", Some(&confirmed))
        .await;
    assert!(answer.status == StatusCode::CONFLICT || answer.status == StatusCode::OK);

    let analyst = app.access_token("analyst").await;
    assert_problem(
        &app.bearer(&analyst)
            .call("POST", "/api/admin/users", Some(&body))
            .await,
        StatusCode::FORBIDDEN,
    );
}

#[tokio::test]
async fn selective_restrictions_are_added_and_lifted() {
    let app = TestApp::new();
    let token = app.access_token("admin").await;
    let uri = "/api/admin/users/10001/restrictions";
    let before = app
        .in_session("r")
        .bearer(&token)
        .get(uri)
        .await
        .json()
        .as_array()
        .unwrap()
        .len();
    let body = json!({"permission": 3, "reason": "Returned ACH deposit"});
    let added = app
        .in_session("r")
        .bearer(&token)
        .call("POST", uri, Some(&body))
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    let added = added.json();
    assert_eq!(added["createdBy"], "admin");
    let after = app.in_session("r").bearer(&token).get(uri).await.json();
    assert_eq!(after.as_array().unwrap().len(), before + 1);
    assert_problem(
        &app.in_session("r")
            .bearer(&token)
            .call("POST", uri, Some(&body))
            .await,
        StatusCode::CONFLICT,
    );
    assert_problem(
        &app.in_session("r")
            .bearer(&token)
            .call("POST", uri, Some(&json!({"permission": 1, "reason": "x"})))
            .await,
        StatusCode::BAD_REQUEST,
    );
    assert_problem(
        &app.in_session("r")
            .bearer(&token)
            .call("POST", uri, Some(&json!({"permission": 2, "reason": " "})))
            .await,
        StatusCode::BAD_REQUEST,
    );

    let id = added["restrictionId"].as_u64().unwrap();
    let lifted = app
        .in_session("r")
        .bearer(&token)
        .call("DELETE", &format!("{uri}/{id}"), None)
        .await;
    assert_eq!(lifted.status, StatusCode::NO_CONTENT);
    assert_problem(
        &app.in_session("r")
            .bearer(&token)
            .call("DELETE", &format!("{uri}/{id}"), None)
            .await,
        StatusCode::NOT_FOUND,
    );
    let journal = app
        .in_session("r")
        .anonymous()
        .get("/__mock/journal?kind=mutation")
        .await
        .json();
    assert_eq!(journal["entries"].as_array().unwrap().len(), 2);
}
