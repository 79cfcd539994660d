//! Fifes and Drums (P.D. Magnus after Greg Payne), per ../shared/rules/fifes-and-drums.md.
//!
//! - `suits`: the six suits = the six units · `cards`: the 45-card extended Decktet
//! - `track`: spaces, charges, marches, dense-ranked points · `rules`: rule set and options
//! - `phase`: whose turn, or the final report · `actions`: taking a card, legality, effects
//! - `state`: set-up, turns, the end · `scoring`: the final scores (§7)
//! - `view`: one player's knowledge, determinization · `events`: what just happened
//! - `record`: explicit positions for records and tests · `errors`: reasons with rule IDs
//! - `follow`: the hidden moves as data, and a view that follows the game from them
//! - `dealt`: the game dealt by two parties (`deal::game`)
//! - `moves`: the hidden moves in bytes (`online::MoveCodec`)
pub mod actions;
pub mod cards;
pub mod dealt;
pub mod errors;
pub mod events;
pub mod follow;
mod line;
mod moves;
pub mod phase;
pub mod record;
pub mod rules;
pub mod scoring;
pub mod settings_text;
pub mod state;
pub mod suits;
pub mod track;
pub mod view;
pub mod walkthrough;

pub use actions::{Action, ChargeCause, Resolution, Situation, UnitMove, DISPLAY_SIZE};
pub use cards::{Card, Order, Rank, PAWNS_AND_COURTS};
pub use errors::{Error, SetupError};
pub use events::{events, Event};
pub use phase::Phase;
pub use record::Position;
pub use rules::{FirstPlayer, Options, RuleSet};
pub use scoring::GameReport;
pub use state::{FifesAndDrums, PlayedTurn, EXCUSE_PACKET, PILE_AT_START};
pub use suits::{Suit, Suits};
pub use track::{Direction, Track, FRONT};
pub use view::{Private, Public, View, ViewProblem};

use crate::core::{Game, Outcome, Rng, Seat};

impl Game for FifesAndDrums {
    type Action = Action;
    type Error = Error;
    type Public = Public;
    type Private = Private;

    fn to_act(&self) -> Option<Seat> {
        self.phase.actor()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.situation().legal_actions()
    }

    /// Without allocating: the playouts' and the benchmarks' hot path.
    fn for_each_legal(&self, f: impl FnMut(Action)) {
        self.situation().for_each_legal(f);
    }

    fn check(&self, action: &Action) -> Result<(), Error> {
        self.situation().check(action)
    }

    fn apply_trusted(&mut self, action: &Action) {
        self.apply(action);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.phase.report().map(|r| r.outcome)
    }

    fn public(&self) -> Public {
        self.public_part()
    }

    fn private(&self, seat: Seat) -> Private {
        self.private_part(seat)
    }

    fn legal_actions_in(view: &View) -> Vec<Action> {
        view.legal_actions()
    }

    fn check_in(view: &View, action: &Action) -> Result<(), Error> {
        view.check(action)
    }

    fn determinize(view: &View, rng: &mut Rng) -> FifesAndDrums {
        FifesAndDrums::determinized(view, rng)
    }
}
