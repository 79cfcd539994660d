//! Bluff's one hidden move, as data a dealer serves: a challenge shows both hands (B5). Each
//! seat knows its own hand from its first view; bids show no card. (`core::follow`.)
use super::{Action, Bluff, Hand, View};
use crate::core::follow::{Follow, FollowError, Served};
use crate::core::{Game, Rng, Seat};

/// One step that shows hidden cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HiddenMove {
    /// A bid was challenged: both hands are shown, seat one's first (B5).
    ShowHands { hands: [Hand; 2] },
}

impl Follow for Bluff {
    type HiddenMove = HiddenMove;
    type Shown = Action;

    fn apply_dealt(&mut self, action: &Action) -> Vec<HiddenMove> {
        let shows = *action == Action::Challenge && self.check(action).is_ok();
        self.apply_trusted(action);
        if shows {
            vec![HiddenMove::ShowHands { hands: self.hands }]
        } else {
            Vec::new()
        }
    }

    fn apply_served(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        let mut served = Served::new(moves);
        if *action == Action::Challenge && self.check(action).is_ok() {
            if let Some(HiddenMove::ShowHands { hands }) = served.take(|_| true) {
                self.hands = hands;
            }
        }
        served.finish()?;
        self.apply_trusted(action);
        Ok(())
    }

    /// The hands shown must be the hands held.
    fn apply_audited(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        let challenge = *action == Action::Challenge && self.check(action).is_ok();
        if let (true, [HiddenMove::ShowHands { hands }]) = (challenge, moves) {
            if *hands != self.hands {
                return Err(FollowError::WrongMove { index: 0 });
            }
        }
        self.apply_served(action, moves)
    }

    fn seen_by(hidden: &HiddenMove, _seat: Seat) -> HiddenMove {
        *hidden
    }

    fn shown(_view: &View, action: &Action) -> Action {
        *action
    }

    fn wanted(
        view: &View,
        action: &Action,
        moves: &[HiddenMove],
    ) -> Result<Option<HiddenMove>, FollowError> {
        let state = Bluff::determinize(view, &mut Rng::seeded(0));
        if state.check(action).is_err() {
            return Err(FollowError::Impossible);
        }
        match (*action == Action::Challenge, moves) {
            (true, []) => Ok(Some(HiddenMove::ShowHands { hands: state.hands })),
            (true, [_]) | (false, []) => Ok(None),
            _ => Err(FollowError::ExtraMoves {
                served: moves.len(),
                used: usize::from(*action == Action::Challenge),
            }),
        }
    }

    fn follow(view: &View, action: &Action, moves: &[HiddenMove]) -> Result<View, FollowError> {
        let mut state = Bluff::determinize(view, &mut Rng::seeded(0));
        if state.check(action).is_err() {
            return Err(FollowError::Impossible);
        }
        state.apply_served(action, moves)?;
        Ok(state.view(view.viewer))
    }
}
