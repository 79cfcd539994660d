//! What `touche replay`, `arena`, `engine` and `bench ai` need of a game beyond its rules: its
//! rule sets by their record names, and how a view is read from JSON and checked (its words are
//! its `Narrated` narration). Each game implements it beside its computer player (`bots::<game>`).
use crate::bots::Computer;
use crate::core::narration::Narrated;
use crate::core::record::Recorded;
use crate::core::{Game, ViewOf};
use crate::i18n::Explain;
use serde::de::DeserializeOwned;

/// A game the command line can replay, pit computers against each other in, and answer views
/// of.
pub trait CliGame:
    Computer
    + Narrated
    + Recorded<Error: Explain, SetupError: Explain>
    + Game<Public: DeserializeOwned, Private: DeserializeOwned>
{
    /// Why a view read from outside is impossible.
    type Problem: Explain;

    /// Every rule set, in the order the help lists them.
    fn all_rules() -> Vec<Self::Rules>;

    /// The rule set of the game a view shows (as a record names it).
    fn view_rules(view: &ViewOf<Self>) -> Self::Rules;

    /// Reads a view (unknown keys refused). Not yet checked: see `problems`.
    fn read_view(text: &str) -> Result<ViewOf<Self>, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// A view as the engine reads it (`{"viewer", "public", "private"}`).
    fn view_json(view: &ViewOf<Self>) -> serde_json::Value {
        serde_json::to_value(view).unwrap_or_default()
    }

    /// Everything that makes `view` impossible for the seat to act; empty when it is a view
    /// some game shows, and only then may the AI search it.
    fn problems(view: &ViewOf<Self>) -> Vec<Self::Problem>;

    /// A rule set's name in records and on the command line (`abacus-advanced`, `competition`).
    fn rules_slug(rules: &Self::Rules) -> String {
        match serde_json::to_value(rules) {
            Ok(serde_json::Value::String(name)) => name,
            _ => String::new(),
        }
    }

    /// The rule set called `name`, or the game's only one when `name` is left out.
    fn rules_named(name: Option<&str>) -> Result<Self::Rules, String> {
        let all = Self::all_rules();
        let found = match (name, all.as_slice()) {
            (None, [only]) => Some(only.clone()),
            (Some(name), _) => all.iter().find(|r| Self::rules_slug(r) == name).cloned(),
            (None, _) => None,
        };
        found.ok_or_else(|| {
            let known: Vec<String> = all.iter().map(Self::rules_slug).collect();
            match name {
                Some(name) => format!(
                    "unknown rules {name:?} for {} (known: {})",
                    Self::GAME_ID,
                    known.join(", ")
                ),
                None => format!("{} needs --rules ({})", Self::GAME_ID, known.join(", ")),
            }
        })
    }
}
