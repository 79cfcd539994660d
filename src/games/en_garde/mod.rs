//! En Garde (Reiner Knizia), per ../shared/rules/en-garde.md.
//!
//! - `cards`: the 25 cards and hands · `piste`: squares, moves, advancement
//! - `rules`: rule sets (Abacus Basic/Classic/Advanced, Ferti Classic/Advanced) and options
//! - `phase`: whose decision it is · `actions`: what can be played and why not
//! - `state`: turns, refills, rounds · `deck_end`: what happens when the deck runs out
//! - `round_end`: why a round ended · `view`: one player's knowledge, determinization
//! - `record`: explicit positions for records and tests
//! - `follow`: the hidden moves as data, and a view that follows the match from them
//! - `dealt`: the match dealt by two parties (`deal::game`)
//! - `moves`: the hidden moves in bytes, as a seat learned them (`online::MoveCodec`)
pub mod actions;
pub mod cards;
pub mod dealt;
pub mod deck_end;
pub mod errors;
pub mod events;
pub mod follow;
mod line;
mod moves;
pub mod phase;
pub mod piste;
pub mod record;
pub mod round_end;
pub mod rules;
pub mod settings_text;
pub mod state;
pub mod view;
pub mod walkthrough;

pub use actions::Action;
pub use cards::Hand;
pub use errors::{Error, SetupError};
pub use events::{events, Event};
pub use phase::{Attack, AttackKind, Phase, Retreat};
pub use piste::{Direction, Piste, CENTRE_SQUARE};
pub use record::Position;
pub use round_end::{DecidedBy, DeckOutPath, DeckOutReport, RoundEndReason, RoundReport};
pub use rules::{Edition, FirstPlayer, Level, Options, RuleSet};
pub use state::EnGarde;
pub use view::{Private, Public, View, ViewProblem};

use crate::core::{Game, Outcome, Rng, Seat};

impl Game for EnGarde {
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
        match self.phase {
            Phase::MatchOver { winner } => Some(Outcome::Winner(winner)),
            _ => None,
        }
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

    fn determinize(view: &View, rng: &mut Rng) -> EnGarde {
        EnGarde::determinized(view, rng)
    }
}
