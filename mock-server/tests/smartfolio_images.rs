//! Designer images (issue 24): every smartfolio's card and banner image is
//! drawn and served by the mock server itself, on the console's origin (its
//! policy shows no other), and the designer refuses an address that could
//! never show.

#![allow(clippy::unwrap_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use axum::http::StatusCode;
use common::{TestApp, assert_problem};
use serde_json::{Value, json};

#[tokio::test]
async fn every_smartfolio_names_images_this_server_serves_without_a_token() {
    let app = TestApp::new();
    let admin = app.signed_in("admin").await;
    let smartfolios = admin.get_ok("/api/admin/smartfolios").await;
    let anonymous = app.anonymous();
    for smartfolio in smartfolios.as_array().unwrap() {
        let id = &smartfolio["smartfolioId"];
        for (field, size) in [
            ("imageUrl", "width=\"640\" height=\"240\""),
            ("bannerImageUrl", "width=\"1280\" height=\"320\""),
        ] {
            let url = smartfolio[field].as_str().unwrap();
            assert!(
                url.starts_with(&format!("/images/smartfolios/{id}/")),
                "{field}: {url}"
            );
            // An <img> sends no bearer token.
            let image = anonymous.get(url).await;
            assert_eq!(image.status, StatusCode::OK, "{url}: {}", image.text());
            assert_eq!(image.header("content-type"), "image/svg+xml");
            assert!(
                image
                    .text()
                    .starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")
            );
            assert!(image.text().contains(size), "{url}");
            assert!(
                image
                    .header("content-security-policy")
                    .starts_with("default-src 'none'")
            );
        }
    }
    // The same picture every time, and another for another smartfolio.
    let first = anonymous.get("/images/smartfolios/1/card.svg").await.text();
    assert_eq!(
        first,
        anonymous.get("/images/smartfolios/1/card.svg").await.text()
    );
    assert_ne!(
        first,
        anonymous.get("/images/smartfolios/2/card.svg").await.text()
    );
}

#[tokio::test]
async fn an_image_of_no_smartfolio_is_a_404_problem() {
    let anonymous = TestApp::new().anonymous();
    assert_problem(
        &anonymous.get("/images/smartfolios/999/card.svg").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &anonymous.get("/images/smartfolios/1/card.png").await,
        StatusCode::NOT_FOUND,
    );
    assert_problem(
        &anonymous.get("/images/smartfolios/one/card.svg").await,
        StatusCode::BAD_REQUEST,
    );
}

fn payload(smartfolio: &Value, image: &str, banner: &str) -> Value {
    json!({
        "title": smartfolio["title"], "description": smartfolio["description"],
        "marketingName": smartfolio["marketingName"], "symbol": smartfolio["symbol"],
        "active": smartfolio["active"], "isCoreStrategy": smartfolio["isCoreStrategy"],
        "minimumInvested": smartfolio["minimumInvested"], "aggressiveness": smartfolio["aggressiveness"],
        "membershipTypeId": smartfolio["membershipTypeId"], "performDownload": smartfolio["performDownload"],
        "category": smartfolio["category"], "imageUrl": image, "bannerImageUrl": banner
    })
}

#[tokio::test]
async fn the_designer_takes_this_servers_images_and_refuses_addresses_that_never_show() {
    let admin = TestApp::new()
        .in_session("designer-images")
        .signed_in("admin")
        .await;
    let smartfolios = admin.get_ok("/api/admin/smartfolios").await;
    let third = &smartfolios[2];
    let url = "/api/admin/smartfolios/3";
    // Another smartfolio's pictures are this server's too.
    let answer = admin
        .put_json(
            url,
            &payload(
                third,
                "/images/smartfolios/5/card.svg",
                "/images/smartfolios/5/banner.svg",
            ),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.json()["imageUrl"], "/images/smartfolios/5/card.svg");
    for (image, words) in [
        (
            "https://cdn.brokerage.example/smartfolios/3/card.png",
            "Use an image of this server",
        ),
        (
            "http://127.0.0.1:8080/images/smartfolios/3/card.svg",
            "Use an image of this server",
        ),
        ("/images/smartfolios/3/card.png", "Use an image of this server"),
        (
            "/images/smartfolios/99/card.svg",
            "There is no image at /images/smartfolios/99/card.svg",
        ),
    ] {
        let answer = admin
            .put_json(url, &payload(third, image, "/images/smartfolios/3/banner.svg"))
            .await;
        let problem = assert_problem(&answer, StatusCode::BAD_REQUEST);
        assert!(
            problem["errors"]["imageUrl"].to_string().contains(words),
            "{image}: {problem}"
        );
    }
    let now = admin.get_ok("/api/admin/smartfolios").await;
    assert_eq!(
        now[2]["imageUrl"], "/images/smartfolios/5/card.svg",
        "a refused edit changes nothing"
    );
}
