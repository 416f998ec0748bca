//! The addresses of the smartfolios' card and banner images.
//!
//! The console's Content-Security-Policy shows images from its own origin
//! only (`img-src 'self'`): an image on another host never shows. So every
//! smartfolio image is one the mock server draws and serves itself, at
//! `/images/smartfolios/{id}/card.svg` or `.../banner.svg`
//! (`fixtures::images`), and the designer's form takes no other address.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{ObjectBuilder, RefOr, Schema, Type},
};

use super::text::Checked;

/// Where the images live, on the server's own origin.
pub const PREFIX: &str = "/images/smartfolios/";

/// The two images of a smartfolio.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    /// The designer card's picture (640 by 240).
    Card,
    /// The banner (1280 by 320).
    Banner,
}

impl ImageKind {
    /// Both kinds.
    pub const ALL: [ImageKind; 2] = [ImageKind::Card, ImageKind::Banner];

    /// The file name under the smartfolio's folder.
    pub fn file(self) -> &'static str {
        match self {
            ImageKind::Card => "card.svg",
            ImageKind::Banner => "banner.svg",
        }
    }

    /// The kind a file name names.
    pub fn of_file(file: &str) -> Option<Self> {
        ImageKind::ALL.into_iter().find(|kind| kind.file() == file)
    }

    /// Its width and height in pixels.
    pub fn size(self) -> (u32, u32) {
        match self {
            ImageKind::Card => (640, 240),
            ImageKind::Banner => (1280, 320),
        }
    }
}

/// The address of a smartfolio's image, relative to the server's origin.
pub fn url(smartfolio_id: u64, kind: ImageKind) -> String {
    format!("{PREFIX}{smartfolio_id}/{}", kind.file())
}

/// The smartfolio and kind an address names, if it is one of these images'
/// addresses (`/images/smartfolios/3/card.svg`).
pub fn parse(url: &str) -> Option<(u64, ImageKind)> {
    let rest = url.strip_prefix(PREFIX)?;
    let (id, file) = rest.split_once('/')?;
    let digits =
        !id.is_empty() && id.len() <= 19 && id.bytes().all(|b| b.is_ascii_digit()) && !id.starts_with('0');
    if !digits {
        return None;
    }
    Some((id.parse().ok()?, ImageKind::of_file(file)?))
}

/// Whether an address is an image this server serves, given its smartfolios.
pub fn resolves(url: &str, smartfolios: &HashSet<u64>) -> bool {
    parse(url).is_some_and(|(id, _)| smartfolios.contains(&id))
}

/// The pattern of an image address (the document's, and the console's check).
pub fn url_pattern() -> String {
    r"^/images/smartfolios/[1-9][0-9]{0,18}/(card|banner)\.svg$".to_owned()
}

/// A field naming one of the server's smartfolio images (see the module).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ImageUrl(pub String);

impl From<&str> for ImageUrl {
    fn from(value: &str) -> Self {
        ImageUrl(value.to_owned())
    }
}

impl PartialSchema for ImageUrl {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .max_length(Some(64))
            .pattern(Some(url_pattern()))
            .into()
    }
}

impl ToSchema for ImageUrl {}

impl Checked for ImageUrl {
    fn checked(&self) -> Result<String, String> {
        parse(&self.0).map(|_| self.0.clone()).ok_or_else(|| {
            "Use an image of this server, such as /images/smartfolios/1/card.svg: \
             the console shows images from its own address only."
                .to_owned()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_round_trip_and_nothing_else_parses() {
        assert_eq!(url(3, ImageKind::Card), "/images/smartfolios/3/card.svg");
        assert_eq!(parse(&url(12, ImageKind::Banner)), Some((12, ImageKind::Banner)));
        for other in [
            "https://cdn.brokerage.example/smartfolios/1/card.png",
            "/images/smartfolios/0/card.svg",
            "/images/smartfolios/01/card.svg",
            "/images/smartfolios/1/card.png",
            "/images/smartfolios//card.svg",
            "/images/smartfolios/1/card.svg?x",
            "//evil.example/images/smartfolios/1/card.svg",
            "/images/smartfolios/99999999999999999999/card.svg",
        ] {
            assert_eq!(parse(other), None, "{other}");
            assert!(ImageUrl::from(other).checked().is_err(), "{other}");
        }
        let known = HashSet::from([1, 2]);
        assert!(resolves("/images/smartfolios/2/banner.svg", &known));
        assert!(!resolves("/images/smartfolios/3/banner.svg", &known));
    }
}
