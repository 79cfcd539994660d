//! The hidden moves of Fifes and Drums, as data a dealer serves, and a view that follows the
//! game from them (`core::follow`).
//!
//! A taken card is face up, so an action shows all it plays. The hidden cards move twice: each
//! refill turns the pile's next card face up for everyone (the Excuse ends the game, §5), and at
//! the end both secret cards are shown for the scoring (§7). The secrets were dealt before the
//! first turn: each seat knows its own from its initial view.
use super::actions::Action;
use super::cards::Card;
use super::state::FifesAndDrums;
use super::view::View;
use crate::core::follow::{
    apply_auditing, apply_logging, apply_serving, want_serving, Dealer, Follow, FollowError,
};
use crate::core::{Game, Rng, Seat};

/// One step that moves or shows hidden cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HiddenMove {
    /// The pile's next card turns up into the display's empty slot, for everyone.
    TurnUp { card: Card },
    /// The Excuse came: both secret cards are shown, seat one's first.
    ShowSecrets { secrets: [Card; 2] },
}

pub(super) type FifesDealer = Dealer<HiddenMove>;

impl FifesAndDrums {
    /// The refill: the pile's next card, or the served one for a follower.
    pub(super) fn turn_up(&mut self) -> Card {
        // The pile cannot run dry before the Excuse, which a valid position keeps in it
        // (`from_position` checks that); an empty pile would end the game all the same.
        let card = self.pile.pop().unwrap_or(Card::TheExcuse);
        match self.dealer.settle(HiddenMove::TurnUp { card }, |m| {
            matches!(m, HiddenMove::TurnUp { .. })
        }) {
            Some(HiddenMove::TurnUp { card }) => card,
            _ => card,
        }
    }

    /// §7: the secret cards are shown for the scoring.
    pub(super) fn show_secrets(&mut self) {
        let local = HiddenMove::ShowSecrets {
            secrets: self.secrets,
        };
        if let Some(HiddenMove::ShowSecrets { secrets }) = self
            .dealer
            .settle_fact(local, |m| matches!(m, HiddenMove::ShowSecrets { .. }))
        {
            self.secrets = secrets;
        }
    }
}

impl FifesAndDrums {
    /// A stand-in for the viewer's follower: a state showing `view` (every card a take shows
    /// is face up, so any determinization holds it).
    fn stand_in(view: &View, action: &Action) -> Result<FifesAndDrums, FollowError> {
        if view.is_my_turn() && view.check(action).is_err() {
            return Err(FollowError::Impossible);
        }
        Ok(FifesAndDrums::determinized(view, &mut Rng::seeded(0)))
    }
}

impl Follow for FifesAndDrums {
    type HiddenMove = HiddenMove;
    type Shown = Action;

    fn apply_dealt(&mut self, action: &Action) -> Vec<HiddenMove> {
        apply_logging(self, action, |game| &mut game.dealer)
    }

    /// Everything Fifes and Drums moves is shown to both seats.
    fn apply_served(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_serving(self, action, moves, |game| &mut game.dealer)
    }

    fn seen_by(hidden: &HiddenMove, _seat: Seat) -> HiddenMove {
        *hidden
    }

    fn shown(_view: &View, action: &Action) -> Action {
        *action
    }

    fn follow(view: &View, action: &Action, moves: &[HiddenMove]) -> Result<View, FollowError> {
        let mut state = FifesAndDrums::stand_in(view, action)?;
        state.apply_served(action, moves)?;
        Ok(state.view(view.viewer))
    }

    fn wanted(
        view: &View,
        action: &Action,
        moves: &[HiddenMove],
    ) -> Result<Option<HiddenMove>, FollowError> {
        let mut state = FifesAndDrums::stand_in(view, action)?;
        want_serving(&mut state, action, moves, |game| &mut game.dealer)
    }

    fn apply_audited(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_auditing(self, action, moves, |game| &mut game.dealer)
    }
}
