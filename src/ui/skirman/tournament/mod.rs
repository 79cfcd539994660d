//! The Skirm'an tournament screen: a set-up form (2–16 fencers, each a human or the computer,
//! and the card level), then the bracket. The bracket lives in `crate::tournament`; these files
//! only draw it and feed it results.
//!
//! * `TournamentSetup` (`setup`) emits the participants (in seeding order) and the level.
//! * `TournamentView` (`view`) is controlled: it shows the `tournament` it is given and emits
//!   the updated one through `on_change`. A computer-vs-computer bout is played out at once with
//!   `bots::skirman::play_computer_bout`; a bout with a human is handed to the parent through
//!   `on_play_bout` (the parent opens the table, then records the result with
//!   `Tournament::record_bout(at, winner_seat, touches)`, slot 0 sitting in seat one).
//! * `TournamentPage` (`page`) strings the two together and keeps the state (saved between
//!   visits by `super::storage`), for a parent that only wants to open the table: it takes the
//!   finished bout back through its `result` prop.
//! * `TournamentRoute` (`route`) is that parent: the bracket, and a human's bout at the shared
//!   table (`Table::<Skirman>`).
//! * `TournamentApp` (`app`) is the root of the tournament's page (`skirman/tournament/`).
mod app;
mod bout;
mod bracket;
mod page;
mod participant_row;
mod route;
mod setup;
mod view;

pub use super::storage::STORAGE_KEY;
pub use app::TournamentApp;
pub use bout::{bout_hash, TournamentBoutApp};
pub use page::{TournamentPage, TournamentPageProps};
pub use route::TournamentRoute;
pub use setup::{TournamentSetup, TournamentSetupProps};
pub use view::{TournamentView, TournamentViewProps};

use crate::bots::Strength;
use crate::games::skirman::Level;
use crate::i18n::skirman_tournament::Text;
use crate::i18n::table::Text as TableText;
use crate::i18n::Lang;
use crate::tournament::{Match, MatchRef, ParticipantKind, Tournament};
use crate::ui::table::strength_name;

/// The bracket's page opened with this hash goes straight to the saved tournament (coming back
/// from a bout), without offering to resume or discard it.
pub const BRACKET_HASH: &str = "#/bracket";

/// What the parent needs to open the table: the match, who sits in seat one and seat two
/// (slot 0, slot 1), their names, and the card level.
#[derive(Clone, Debug, PartialEq)]
pub struct BoutRequest {
    pub at: MatchRef,
    pub kinds: [ParticipantKind; 2],
    pub names: [String; 2],
    pub level: Level,
}

impl BoutRequest {
    /// Match `at` of `tournament`, played at `level`, once both its fencers are known.
    pub fn of(tournament: &Tournament, at: MatchRef, level: Level) -> Option<BoutRequest> {
        let players = tournament.get(at).and_then(Match::players)?;
        let fencer = |i: usize| &tournament.participants()[i];
        Some(BoutRequest {
            at,
            kinds: players.map(|i| fencer(i).kind),
            names: players.map(|i| fencer(i).name.clone()),
            level,
        })
    }
}

/// Who may play in a tournament: a human, or a computer of a strength that answers at once
/// (the searching strengths need the AI worker, not on this page yet).
fn kinds() -> impl Iterator<Item = ParticipantKind> {
    let computers = Strength::ALL
        .into_iter()
        .filter(|s| !s.searches())
        .map(ParticipantKind::Computer);
    std::iter::once(ParticipantKind::Human).chain(computers)
}

fn kind_value(kind: ParticipantKind) -> &'static str {
    match kind {
        ParticipantKind::Human => "human",
        ParticipantKind::Computer(strength) => strength.slug(),
    }
}

fn kind_from_value(value: &str) -> ParticipantKind {
    Strength::from_slug(value).map_or(ParticipantKind::Human, ParticipantKind::Computer)
}

/// "Human", "Computer — Standard": the strengths' names are the table's, as in every set-up.
fn kind_label(kind: ParticipantKind, lang: Lang) -> String {
    match kind {
        ParticipantKind::Human => Text::KindHuman.text(lang).to_string(),
        ParticipantKind::Computer(strength) => format!(
            "{} — {}",
            TableText::Computer.text(lang),
            strength_name(strength, lang)
        ),
    }
}

fn level_name(level: Level) -> Text {
    match level {
        Level::Initiation => Text::LevelInitiation,
        Level::Entrainement => Text::LevelEntrainement,
        Level::Competition => Text::LevelCompetition,
    }
}
