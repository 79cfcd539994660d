//! The hidden moves of En Garde, as data a dealer serves, and a view that follows the match from
//! them (`core::follow`).
//!
//! Every card played is face up, so an action shows all it plays. The hidden cards move at a
//! round's deal and at each refill; a hand's contents become public when the rules decide on them:
//! a player unable to act (EG2), the last-chance attack of Basic (EG12), a hit that could have
//! been parried (its report says so) and the deck-end comparison (EG14), where both hands are
//! shown. Whoever holds the hand says those facts; the end-of-game audit checks them.
use super::actions::Action;
use super::cards::Hand;
use super::phase::Phase;
use super::state::EnGarde;
use super::view::View;
use crate::core::follow::{
    apply_auditing, apply_logging, apply_serving, want_serving, Dealer, Follow, FollowError,
};
use crate::core::{Game, Rng, Seat};

/// One step that moves or shows hidden cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HiddenMove {
    /// A new round: the 25 cards shuffled, five dealt to each, the opener first. A seat learns
    /// its own hand.
    Deal { hands: [Option<Hand>; 2] },
    /// `seat` refills `count` cards from the pile (EG4); only `seat` learns them.
    Draw {
        seat: Seat,
        count: u8,
        cards: Option<Hand>,
    },
    /// Whether `seat`, whose turn opens, has no legal action and loses the round (EG2).
    Stuck { seat: Seat, stuck: bool },
    /// Basic, the pile ran out: whether `seat` holds a card of the distance for a last-chance
    /// attack (EG12).
    FinalAttack { seat: Seat, holds: bool },
    /// `seat` took a hit: whether it could have parried (the round's report says so).
    CouldParry { seat: Seat, could: bool },
    /// The deck-end comparison: both hands shown (EG14).
    ShowHands { hands: [Hand; 2] },
}

pub(super) type EnGardeDealer = Dealer<HiddenMove>;

impl EnGarde {
    /// The round was dealt from the pile: write it down, or take the viewer's served hand.
    pub(super) fn dealt_round(&mut self) {
        let local = HiddenMove::Deal {
            hands: self.hands.map(Some),
        };
        if let Some(HiddenMove::Deal { hands }) = self
            .dealer
            .settle(local, |m| matches!(m, HiddenMove::Deal { .. }))
        {
            for (held, served) in self.hands.iter_mut().zip(hands) {
                if let Some(hand) = served {
                    *held = hand;
                }
            }
        }
    }

    /// `seat` refilled `drawn` from the pile: write it down, or hold the served cards instead.
    pub(super) fn drew(&mut self, seat: Seat, drawn: Hand) {
        if drawn.is_empty() || self.dealer.is_local() {
            return;
        }
        let local = HiddenMove::Draw {
            seat,
            count: drawn.len(),
            cards: Some(drawn),
        };
        let fits = |m: &HiddenMove| matches!(m, HiddenMove::Draw { seat: s, count, .. } if *s == seat && *count == drawn.len());
        if let Some(HiddenMove::Draw {
            cards: Some(served),
            ..
        }) = self.dealer.settle(local, fits)
        {
            let hand = &mut self.hands[seat.index()];
            for value in drawn.cards() {
                hand.remove(value, 1);
            }
            for value in served.cards() {
                hand.add(value);
            }
        }
    }

    /// EG2: is `seat` unable to act as its turn opens?
    pub(super) fn is_stuck(&mut self, seat: Seat) -> bool {
        let stuck = !self.situation().has_legal_action();
        if self.dealer.is_local() {
            return stuck;
        }
        let local = HiddenMove::Stuck { seat, stuck };
        let fits = |m: &HiddenMove| matches!(m, HiddenMove::Stuck { seat: s, .. } if *s == seat);
        match self.dealer.settle_fact(local, fits) {
            Some(HiddenMove::Stuck { stuck, .. }) => stuck,
            _ => stuck,
        }
    }

    /// EG12: does `seat` hold a card of the distance for a last-chance attack?
    pub(super) fn holds_final_attack(&mut self, seat: Seat) -> bool {
        let holds = self.hands[seat.index()].count(self.piste.distance()) > 0;
        let local = HiddenMove::FinalAttack { seat, holds };
        let fits =
            |m: &HiddenMove| matches!(m, HiddenMove::FinalAttack { seat: s, .. } if *s == seat);
        match self.dealer.settle_fact(local, fits) {
            Some(HiddenMove::FinalAttack { holds, .. }) => holds,
            _ => holds,
        }
    }

    /// Could `seat`, taking a hit, have parried it?
    pub(super) fn could_parry(&mut self, seat: Seat, value: u8, count: u8) -> bool {
        let could = self.hands[seat.index()].count(value) >= count;
        let local = HiddenMove::CouldParry { seat, could };
        let fits =
            |m: &HiddenMove| matches!(m, HiddenMove::CouldParry { seat: s, .. } if *s == seat);
        match self.dealer.settle_fact(local, fits) {
            Some(HiddenMove::CouldParry { could, .. }) => could,
            _ => could,
        }
    }

    /// EG14: both hands are shown for the comparison.
    pub(super) fn show_hands(&mut self) {
        let local = HiddenMove::ShowHands { hands: self.hands };
        if let Some(HiddenMove::ShowHands { hands }) = self
            .dealer
            .settle_fact(local, |m| matches!(m, HiddenMove::ShowHands { .. }))
        {
            self.hands = hands;
        }
    }

    /// A stand-in for the viewer's follower: a state showing `view` in which the actor holds
    /// what `action` plays (the opponent's other cards are any of those it may hold).
    fn stand_in(view: &View, action: &Action) -> Result<EnGarde, FollowError> {
        let mut state = EnGarde::determinized(view, &mut Rng::seeded(0));
        let Some(actor) = view.phase.actor() else {
            return Err(FollowError::Impossible);
        };
        if actor == view.viewer {
            return match view.check(action) {
                Ok(()) => Ok(state),
                Err(_) => Err(FollowError::Impossible),
            };
        }
        // The opponent's action must at least be legal with the cards it shows.
        let needed = cards_played(view.phase, action);
        let size = state.hands[actor.index()].len() as usize;
        if needed.len() > size {
            return Err(FollowError::Impossible);
        }
        let mut pool = state.hands[actor.index()].cards();
        pool.extend(state.pile.iter().rev());
        for &card in &needed {
            match pool.iter().position(|&c| c == card) {
                Some(i) => pool.remove(i),
                None => pool.pop().unwrap_or(card),
            };
        }
        let mut hand = Hand::from_cards(&needed);
        for card in pool.drain(..size - needed.len()) {
            hand.add(card);
        }
        state.hands[actor.index()] = hand;
        pool.reverse();
        state.pile = pool;
        match state.check(action) {
            Ok(()) => Ok(state),
            Err(_) => Err(FollowError::Impossible),
        }
    }
}

/// The cards `action` plays from its actor's hand in `phase`.
pub(super) fn cards_played(phase: Phase, action: &Action) -> Vec<u8> {
    let repeat = |card: u8, count: u8| std::iter::repeat_n(card, count as usize);
    match (*action, phase) {
        (Action::Move { card, .. } | Action::Retreat { card }, _) => vec![card],
        (Action::Attack { card, count }, _) => repeat(card, count).collect(),
        (
            Action::AdvanceAttack {
                advance,
                card,
                count,
            },
            _,
        ) => std::iter::once(advance)
            .chain(repeat(card, count))
            .collect(),
        (Action::Parry, Phase::Defend { attack, .. }) => {
            repeat(attack.value, attack.count).collect()
        }
        _ => Vec::new(),
    }
}

impl Follow for EnGarde {
    type HiddenMove = HiddenMove;
    type Shown = Action;

    fn apply_dealt(&mut self, action: &Action) -> Vec<HiddenMove> {
        apply_logging(self, action, |game| &mut game.dealer)
    }

    fn apply_served(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_serving(self, action, moves, |game| &mut game.dealer)
    }

    fn seen_by(hidden: &HiddenMove, seat: Seat) -> HiddenMove {
        match hidden {
            HiddenMove::Deal { hands } => {
                let mut seen = [None; 2];
                seen[seat.index()] = hands[seat.index()];
                HiddenMove::Deal { hands: seen }
            }
            HiddenMove::Draw {
                seat: drawer,
                count,
                cards,
            } => HiddenMove::Draw {
                seat: *drawer,
                count: *count,
                cards: cards.filter(|_| *drawer == seat),
            },
            other => other.clone(),
        }
    }

    fn shown(_view: &View, action: &Action) -> Action {
        *action
    }

    fn follow(view: &View, action: &Action, moves: &[HiddenMove]) -> Result<View, FollowError> {
        let mut state = EnGarde::stand_in(view, action)?;
        state.apply_served(action, moves)?;
        Ok(state.view(view.viewer))
    }

    fn wanted(
        view: &View,
        action: &Action,
        moves: &[HiddenMove],
    ) -> Result<Option<HiddenMove>, FollowError> {
        let mut state = EnGarde::stand_in(view, action)?;
        want_serving(&mut state, action, moves, |game| &mut game.dealer)
    }

    fn holder(hidden: &HiddenMove) -> Option<Seat> {
        match hidden {
            HiddenMove::Stuck { seat, .. }
            | HiddenMove::FinalAttack { seat, .. }
            | HiddenMove::CouldParry { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    fn apply_audited(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_auditing(self, action, moves, |game| &mut game.dealer)
    }
}
