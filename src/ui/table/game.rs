//! The contract between the shared table and a game: `TableGame` (its rules, set-up form, events
//! and widgets) and what its widgets receive (`BoardProps` for the seat that may look,
//! `PublicProps` for public facts only).
use super::seats::Seats;
use crate::bots::Computer;
use crate::core::narration::Narrated;
use crate::core::record::Recorded;
use crate::core::{Seat, ViewOf};
use crate::i18n::{Lang, Names};
use crate::saves::SettingsText;
use yew::prelude::*;

/// What the board of a game receives: the view of the seat allowed to look, and a way to act.
#[derive(Properties)]
pub struct BoardProps<G: TableGame> {
    pub view: ViewOf<G>,
    pub names: Names,
    /// Whose seats are people: the board shows the hand and the controls only to them.
    pub seats: Seats,
    /// Play an action (the table checks it; a refusal comes back in `refusal`).
    pub on_play: Callback<G::Action>,
    /// Why the last action was refused, in the player's words.
    pub refusal: Option<String>,
    /// The last action played and by whom (public), for the board's animations.
    pub last: Option<(Seat, G::Action)>,
    /// What the last action did (public facts, as logged), for the board's animations.
    pub events: Vec<G::Event>,
    /// Counts actions played: a board resets its own selection when it changes.
    pub turn: u32,
    /// The computer is about to play.
    pub thinking: bool,
    /// The move a hint suggests to the viewer (for this turn): the board highlights it. (A
    /// board that passes its props on need not name it.)
    #[prop_or_default]
    pub hint: Option<G::Action>,
}

impl<G: TableGame> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.view == other.view
            && self.names == other.names
            && self.seats == other.seats
            && self.on_play == other.on_play
            && self.refusal == other.refusal
            && self.last == other.last
            && self.events == other.events
            && self.turn == other.turn
            && self.thinking == other.thinking
            && self.hint == other.hint
    }
}

/// What a public widget (hand-off backdrop, pause, end panel, spectator) receives.
#[derive(Properties)]
pub struct PublicProps<G: TableGame> {
    pub public: G::Public,
    /// The public part just before the last action (a pause shows the board as it stood).
    pub before: Option<G::Public>,
    /// What the last action did (public facts, as logged): where a pause's board stood when
    /// play stopped, and its animations.
    pub events: Vec<G::Event>,
    pub names: Names,
}

impl<G: TableGame> PartialEq for PublicProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.public == other.public
            && self.before == other.before
            && self.events == other.events
            && self.names == other.names
    }
}

/// A game that the shared table can host. `Recorded` gives its rules and options (a save and
/// a finished game's record hold them); `SettingsText` writes them in a save; `Narrated` tells
/// its events, the log's lines (the same sentences as `touche replay`).
pub trait TableGame:
    Computer
    + Narrated
    + Recorded<Rules: SettingsText, Options: SettingsText>
    + PartialEq
    + std::fmt::Debug
    + 'static
{
    /// The set-up choices of this game (rule set, options) that its form edits.
    type Settings: Clone + PartialEq + Default + 'static;

    /// Whether the game has an online page (`<slug>/online/`, a line of pages/games.txt): its
    /// set-up then offers to play a friend online.
    const ONLINE_PAGE: bool = false;

    /// The settings the set-up form opens with (the `Default` ones unless the game prefers a
    /// gentler first game).
    fn first_settings() -> Self::Settings {
        Self::Settings::default()
    }

    /// The rules and options of a game with these settings (what its record and save hold).
    fn record_parts(settings: &Self::Settings) -> (Self::Rules, Self::Options);

    /// A new game with these settings, dealt from `seed`.
    fn start(settings: &Self::Settings, seed: u64) -> Self {
        let (rules, options) = Self::record_parts(settings);
        Self::new_game(rules, options, seed)
    }

    /// Why an action was refused, in the player's language (usually `Explain`).
    fn explain(error: &Self::Error, lang: Lang) -> String;

    /// The play area in words (where the fencers stand, the track, the chain), from public
    /// facts: always at hand under the board for anyone who cannot see it.
    fn describe(public: &Self::Public, names: &Names, lang: Lang) -> String;

    /// Play stops for everyone to read something public before going on (a round's report).
    fn pauses_after(_before: &Self::Public, _after: &Self::Public) -> bool {
        false
    }

    /// The game's own set-up fields (the seats are the table's).
    fn settings_form(settings: &Self::Settings, on_change: Callback<Self::Settings>) -> Html;

    /// The play area for the seat allowed to look.
    fn board(props: &BoardProps<Self>) -> Html;

    /// The play area with public facts only (behind a hand-off or a pause, for a spectator).
    fn public_board(props: &PublicProps<Self>) -> Html;

    /// What a pause shows (public facts only). Only called when `pauses_after` said so.
    fn pause(props: &PublicProps<Self>) -> Html {
        Self::public_board(props)
    }

    /// How the game ended, in words and figures (public facts only).
    fn end_summary(props: &PublicProps<Self>) -> Html;

    /// What the online end panel adds under the result, its board still in view above: the end
    /// summary, unless that board already says it all.
    fn online_end_summary(props: &PublicProps<Self>) -> Html {
        Self::end_summary(props)
    }
}
