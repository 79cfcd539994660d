//! What `touche arena`, `touche engine` and `touche bench ai` need of a game beyond its rules:
//! its names, its rule sets by their record names, and how a view is read from JSON and checked.
use crate::bots::Computer;
use crate::core::record::Recorded;
use crate::core::ViewOf;
use crate::games::en_garde::{self, EnGarde, RuleSet};
use crate::games::fifes::{self, FifesAndDrums};
use crate::games::skirman::{self, Level, Skirman};
use crate::games::GameId;
use crate::i18n::{Explain, Lang};

/// A game the command line can pit computers against each other in, and answer views of.
pub trait CliGame: Computer + Recorded {
    const ID: GameId;
    /// Why a view read from outside is impossible.
    type Problem: Explain;

    /// Every rule set, in the order the help lists them.
    fn all_rules() -> Vec<Self::Rules>;

    /// The rule set of the game a view shows (as a record names it).
    fn view_rules(view: &ViewOf<Self>) -> Self::Rules;

    /// Reads a view (unknown keys refused). Not yet checked: see `problems`.
    fn read_view(text: &str) -> Result<ViewOf<Self>, serde_json::Error>;

    /// A view as the engine reads it (`{"viewer", "public", "private"}`).
    fn view_json(view: &ViewOf<Self>) -> serde_json::Value;

    /// Everything that makes `view` impossible for the seat to act; empty when it is a view
    /// some game shows, and only then may the AI search it.
    fn problems(view: &ViewOf<Self>) -> Vec<Self::Problem>;

    /// One of the viewer's actions in a few words ("Forward 3"), for a hint (the AI worker
    /// writes it, so the pages link none of these words).
    fn action_text(view: &ViewOf<Self>, action: &Self::Action, lang: Lang) -> String;

    /// A rule set's name in records and on the command line (`abacus-advanced`, `competition`).
    fn rules_name(rules: &Self::Rules) -> String {
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
            (Some(name), _) => all.iter().find(|r| Self::rules_name(r) == name).cloned(),
            (None, _) => None,
        };
        found.ok_or_else(|| {
            let known: Vec<String> = all.iter().map(Self::rules_name).collect();
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

impl CliGame for EnGarde {
    const ID: GameId = GameId::EnGarde;
    type Problem = en_garde::ViewProblem;

    fn all_rules() -> Vec<RuleSet> {
        RuleSet::ALL.to_vec()
    }

    fn view_rules(view: &en_garde::View) -> RuleSet {
        view.public.rules
    }

    fn read_view(text: &str) -> Result<en_garde::View, serde_json::Error> {
        serde_json::from_str(text)
    }

    fn view_json(view: &en_garde::View) -> serde_json::Value {
        serde_json::to_value(view).unwrap_or_default()
    }

    fn problems(view: &en_garde::View) -> Vec<en_garde::ViewProblem> {
        view.problems()
    }

    fn action_text(_view: &en_garde::View, action: &en_garde::Action, lang: Lang) -> String {
        crate::i18n::en_garde::action_text(action, lang)
    }
}

impl CliGame for FifesAndDrums {
    const ID: GameId = GameId::FifesAndDrums;
    type Problem = fifes::ViewProblem;

    fn all_rules() -> Vec<fifes::RuleSet> {
        vec![fifes::RuleSet::Standard]
    }

    fn view_rules(_view: &fifes::View) -> fifes::RuleSet {
        fifes::RuleSet::Standard
    }

    fn read_view(text: &str) -> Result<fifes::View, serde_json::Error> {
        serde_json::from_str(text)
    }

    fn view_json(view: &fifes::View) -> serde_json::Value {
        serde_json::to_value(view).unwrap_or_default()
    }

    fn problems(view: &fifes::View) -> Vec<fifes::ViewProblem> {
        view.problems()
    }

    fn action_text(_view: &fifes::View, action: &fifes::Action, lang: Lang) -> String {
        crate::i18n::fifes::action_text(action, lang)
    }
}

impl CliGame for Skirman {
    const ID: GameId = GameId::Skirman;
    type Problem = skirman::ViewProblem;

    fn all_rules() -> Vec<Level> {
        Level::ALL.to_vec()
    }

    fn view_rules(view: &skirman::View) -> Level {
        view.public.rules.level
    }

    fn read_view(text: &str) -> Result<skirman::View, serde_json::Error> {
        serde_json::from_str(text)
    }

    fn view_json(view: &skirman::View) -> serde_json::Value {
        serde_json::to_value(view).unwrap_or_default()
    }

    fn problems(view: &skirman::View) -> Vec<skirman::ViewProblem> {
        view.problems()
    }

    fn action_text(view: &skirman::View, action: &skirman::Action, lang: Lang) -> String {
        crate::i18n::skirman::action_label(action, view.phase, lang)
    }
}
