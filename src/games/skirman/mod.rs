//! Skirm'an (Massard-Rostain, 1992), per ../shared/rules/skirman.md (SK1–SK34).
//!
//! - `cards`: the 104 (+3) cards by level · `category`: their fencing families · `rules`:
//!   level and options
//! - `actions`: what a player can do · `phase`: the states of the §7 machine
//! - `chain`: the exchange on the table, finished exchanges · `state`: the full game
//! - `legality`: what may be played now (SK2/SK30 discards included), decided from a
//!   `Situation` that the state and a view both build · `resolve`: what an
//!   action does, one arm per state · `exchange`: end of an exchange, touches, warnings ·
//!   `drawing`: back to 7, and the reshuffle when the talon runs out (SK21/SK25)
//! - `view`: one player's knowledge, determinization · `deduction`: what the plays show a hand
//!   lacks (SK2 discards, SK34 concessions) · `events`: what an action did, from the
//!   public parts (the log)
//! - `course`: the guided course's lessons (data played by this engine)
//! - `record`: explicit positions for records and tests · `errors`: reasons with rule IDs
//! - `follow`: the hidden moves as data, and a view that follows the bout from them
//! - `dealt`: the bout dealt by two parties (`deal::game`)
//! - `moves`: the hidden moves in bytes, as a seat learned them (`online::MoveCodec`)
pub mod actions;
pub mod cards;
pub mod category;
pub mod chain;
pub mod course;
pub mod dealt;
pub mod deduction;
mod drawing;
pub mod errors;
pub mod events;
mod exchange;
pub mod follow;
mod hand;
pub mod legality;
mod line;
mod moves;
pub mod phase;
pub mod record;
mod resolve;
pub mod rules;
pub mod settings_text;
pub mod state;
pub mod view;

pub use actions::Action;
pub use cards::{AttackKind, Card, Colour, Line};
pub use category::Category;
pub use chain::{ChainLink, Exchange, ExchangeEnd, LinkKind, ShownCard, TouchCause};
pub use deduction::Lack;
pub use errors::{Error, SetupError};
pub use events::{events, Event};
pub use hand::Hand;
pub use legality::{why_not, Situation};
pub use phase::{Offensive, Phase};
pub use record::Position;
pub use rules::{Level, Options, Rules};
pub use state::{attente_stops, AcState, Link, Skirman, HAND, TOUCHES_TO_WIN, WARNING_POOL};
pub use view::{Dealer, Private, Public, View, ViewProblem, MAX_EXCHANGES, MAX_EXCHANGE_CARDS};

use crate::core::{Game, Outcome, Rng, Seat};

impl Game for Skirman {
    type Action = Action;
    type Error = Error;
    type Public = Public;
    type Private = Private;

    fn to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            None
        } else {
            Some(self.actor)
        }
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
        self.outcome
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

    fn determinize(view: &View, rng: &mut Rng) -> Skirman {
        Skirman::determinized(view, rng)
    }
}

impl Skirman {
    /// `check`, also refusing a seat that is not the one to act (for the UI).
    pub fn check_as(&self, seat: Seat, action: &Action) -> Result<(), Error> {
        match self.to_act() {
            Some(s) if s != seat => Err(Error::NotYourTurn { seat }),
            _ => self.situation().check(action),
        }
    }
}
