//! The sentences a world document's edit scripts are refused with
//! (`PUT /__mock/world`), as templates with `{hole}`s. The server fills them
//! ([`crate::mock::world`]); `mock-server fixtures` writes them to
//! `fixtures/worldEditMessages.json`, which the offline console fills the
//! same way (`ui/src/mocks/edits.ts`): one wording, live and offline.

use serde::Serialize;

/// Each refusal of an edit script, as a template.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EditMessages {
    /// A collection whose script is not a list (`{given}`: what was sent, in words).
    pub script: &'static str,
    /// A step that is not an object with exactly one of the three steps (`{sent}`).
    pub step: &'static str,
    /// A `keep` that is not a count (`{most}`: the largest count; `{given}`).
    pub keep: &'static str,
    /// A `drop` that is not a count (`{most}`, `{given}`).
    pub drop: &'static str,
    /// An `insert` that is not a list (`{given}`).
    pub insert: &'static str,
    /// A `keep` or `drop` past the seed's records (`{length}`, `{walked}`, `{count}`).
    pub past_seed: &'static str,
}

/// The templates.
pub const EDIT_MESSAGES: EditMessages = EditMessages {
    script: "an edit script is a list of steps, each {\"keep\": n}, {\"drop\": n} or {\"insert\": [records]}; got {given}",
    step: "an edit step is an object with exactly one of `keep`, `drop` or `insert`: {\"keep\": n}, {\"drop\": n} or \
           {\"insert\": [records]}; got {sent}",
    keep: "expected a whole number from 0 to {most} (how many seed records to keep); got {given}",
    drop: "expected a whole number from 0 to {most} (how many seed records to leave out); got {given}",
    insert: "expected a list of records, each as the API shows it; got {given}",
    past_seed: "reaches past the seed world's {length} records: {walked} were already walked and this step takes \
                {count} more (was the snapshot taken at another seed or scale?)",
};

/// `template` with each `{hole}` replaced by its value.
pub fn fill(template: &str, holes: &[(&str, &str)]) -> String {
    holes.iter().fold(template.to_owned(), |text, (hole, value)| {
        text.replace(&format!("{{{hole}}}"), value)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_are_filled_and_braces_of_the_text_stay() {
        assert_eq!(
            fill(EDIT_MESSAGES.insert, &[("given", "the number 3")]),
            "expected a list of records, each as the API shows it; got the number 3"
        );
        assert!(fill(EDIT_MESSAGES.script, &[("given", "an object")]).contains("{\"keep\": n}"));
    }
}
