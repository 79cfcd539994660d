//! How a game tells what happens, in the player's language: the one narration the browser's
//! log, the replay viewer, the guides and `touche replay` all print. Each game implements it
//! once, in its `i18n` module; it names nothing of the web.
use super::record::Recorded;
use super::{Seat, ViewOf};
use crate::i18n::{Lang, Names};

/// What kind of line of the log a narrated line is (the log styles them; the command line
/// numbers actions instead of printing headings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// An ordinary line.
    Plain = 0,
    /// A heading ("Round 2", "Turn 5"): no action of its own.
    Heading,
    /// A key moment (a round or the game won).
    Key,
}

/// A game's narration.
pub trait Narrated: Recorded {
    /// One thing that happened (a line of the log), told from public facts only.
    type Event: Clone + PartialEq + std::fmt::Debug + 'static;

    /// What happened in one action, from the public parts before and after it.
    fn events(
        before: &Self::Public,
        actor: Seat,
        action: &Self::Action,
        after: &Self::Public,
    ) -> Vec<Self::Event>;

    /// One event in words.
    fn event_text(event: &Self::Event, names: &Names, lang: Lang) -> String;

    /// How an event's line is shown; plain by default.
    fn event_kind(_event: &Self::Event) -> LineKind {
        LineKind::Plain
    }

    /// One of the viewer's actions in a few words ("Forward 3"), for a hint.
    fn action_text(view: &ViewOf<Self>, action: &Self::Action, lang: Lang) -> String;

    /// How a game stands: its outcome, or who is to play.
    fn outcome_text(state: &Self, names: &Names, lang: Lang) -> String;

    /// A rule set's name on screen (the statistics).
    fn rules_name(rules: &Self::Rules, lang: Lang) -> String;
}
