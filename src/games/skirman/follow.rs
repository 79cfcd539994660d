//! The hidden moves of Skirm'an, as data a dealer serves, and a view that follows the bout from
//! them (`core::follow`).
//!
//! The hidden cards move at each draw back to 7 (SK1, SK25) and when the talon runs out and
//! the discard pile becomes a new talon (SK21), and a card en attente is shown when the attack
//! after the FEINTE uncovers it (§6). Some actions hide their cards from the opponent: a
//! discard (SK29), a card put en attente, the two cards kept against an ATTAQUE COMPOSÉE and the
//! attacks thrown after its CONTRE-ATTAQUE (SK26); the opponent sees only that it happened
//! (`Shown`). The end-of-game audit checks them.
use super::actions::Action;
use super::cards::Card;
use super::hand::Hand;
use super::state::{Skirman, HAND};
use super::view::View;
use crate::core::follow::{
    apply_auditing, apply_logging, apply_serving, want_serving, Dealer, Follow, FollowError,
};
use crate::core::{Game, Rng, Seat};

/// One step that moves or shows hidden cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HiddenMove {
    /// `seat` draws `count` cards from the talon; only `seat` learns them.
    Draw {
        seat: Seat,
        count: u8,
        cards: Option<Vec<Card>>,
    },
    /// The talon ran out: the discard pile, `cards` cards, is shuffled into a new talon (SK21);
    /// the cards on the table stay: `table` face up, and `face_down` cards en attente of each
    /// seat.
    Reshuffle {
        cards: u8,
        table: Vec<Card>,
        face_down: [u8; 2],
    },
    /// The attack after a FEINTE uncovers the card `seat` put en attente, for everyone (§6).
    Reveal { seat: Seat, card: Card },
    /// Against an ATTAQUE COMPOSÉE, whether `seat` kept `card`, the one that stops the attack
    /// just played (its PARADE, then its CONTRE): it is played at once, face up (SK12).
    AcAnswer { seat: Seat, holds: bool, card: Card },
}

/// An action as one seat saw it played: the opponent's hidden cards left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Every card it names is seen.
    Open(Action),
    /// A card discarded, unseen (SK29).
    Discard,
    /// A card put face down under a FEINTE.
    Attente,
    /// Two cards kept against an ATTAQUE COMPOSÉE, the rest set aside (SK11, SK12).
    Keep,
    /// `cards` attacks thrown after a CONTRE-ATTAQUE on an ATTAQUE COMPOSÉE (SK26; the one
    /// shown with the AC is not thrown).
    Throw { cards: u8 },
}

pub(super) type SkirmanDealer = Dealer<HiddenMove>;

/// An action as the seat not playing it sees it: a discard, a card en attente and the cards
/// kept against an ATTAQUE COMPOSÉE unseen (SK29, §6, SK11), the attacks thrown after its
/// CONTRE-ATTAQUE counted but for the one the AC showed (`ac_shown`, public; SK26).
pub(super) fn seen_by_watcher(ac_shown: Option<Card>, action: &Action) -> Shown {
    match *action {
        Action::Discard(_) => Shown::Discard,
        Action::Attente(_) => Shown::Attente,
        Action::Keep(..) => Shown::Keep,
        Action::ThrowAttacks(a, b) => {
            let mut ac_shown = ac_shown;
            let mut cards = 0;
            for c in [a, b] {
                if ac_shown == Some(c) {
                    ac_shown = None;
                } else {
                    cards += 1;
                }
            }
            Shown::Throw { cards }
        }
        open => Shown::Open(open),
    }
}

impl Skirman {
    /// `draw` for a state that writes its moves down or follows served ones: the same refill
    /// to 7 with the reshuffle, each batch of cards a move.
    pub(super) fn draw_dealt(&mut self, seat: Seat) {
        let mut batch = Vec::new();
        while self.hands[seat.index()].len() < HAND {
            if self.talon.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.drew(seat, std::mem::take(&mut batch));
                std::mem::swap(&mut self.talon, &mut self.discard);
                self.rng.shuffle(&mut self.talon);
                let cards = self.talon.len() as u8;
                let mut face_down = [0; 2];
                for link in self
                    .chain
                    .iter()
                    .filter(|l| l.face_down && l.card.is_some())
                {
                    face_down[link.by.index()] += 1;
                }
                let table = self
                    .chain
                    .iter()
                    .filter(|l| !l.face_down)
                    .filter_map(|l| l.card)
                    .collect();
                let local = HiddenMove::Reshuffle {
                    cards,
                    table,
                    face_down,
                };
                self.dealer.settle(
                    local,
                    |m| matches!(m, HiddenMove::Reshuffle { cards: c, .. } if *c == cards),
                );
            }
            if let Some(card) = self.talon.pop() {
                self.hands[seat.index()].insert(card);
                batch.push(card);
            }
        }
        self.drew(seat, batch);
    }

    /// `seat` drew `drawn`: written down, or the served cards held instead.
    fn drew(&mut self, seat: Seat, drawn: Vec<Card>) {
        if drawn.is_empty() {
            return;
        }
        let count = drawn.len() as u8;
        let local = HiddenMove::Draw {
            seat,
            count,
            cards: Some(drawn.clone()),
        };
        let fits = |m: &HiddenMove| matches!(m, HiddenMove::Draw { seat: s, count: c, .. } if *s == seat && *c == count);
        if let Some(HiddenMove::Draw {
            cards: Some(served),
            ..
        }) = self.dealer.settle(local, fits)
        {
            let hand = &mut self.hands[seat.index()];
            for card in drawn {
                hand.remove(card);
            }
            for card in served {
                hand.insert(card);
            }
        }
    }

    /// The card en attente at `index` in the chain is uncovered.
    pub(super) fn reveal_attente(&mut self, index: usize) {
        let Some(link) = self.chain.get(index).copied() else {
            return;
        };
        let Some(card) = link.card else {
            return;
        };
        let local = HiddenMove::Reveal {
            seat: link.by,
            card,
        };
        let fits =
            |m: &HiddenMove| matches!(m, HiddenMove::Reveal { seat, .. } if *seat == link.by);
        if let Some(HiddenMove::Reveal { card, .. }) = self.dealer.settle_fact(local, fits) {
            self.chain[index].card = Some(card);
        }
    }

    /// SK12: did the defender of the ATTAQUE COMPOSÉE keep `needed`? A follower's stand-in
    /// then holds it among the kept cards.
    pub(super) fn ac_holds(&mut self, seat: Seat, needed: Card) -> bool {
        let kept = self
            .ac
            .as_ref()
            .map(|ac| ac.kept.as_slice())
            .unwrap_or_default();
        let holds = kept.contains(&needed);
        let local = HiddenMove::AcAnswer {
            seat,
            holds,
            card: needed,
        };
        let fits = |m: &HiddenMove| matches!(m, HiddenMove::AcAnswer { seat: s, .. } if *s == seat);
        match self.dealer.settle_fact(local, fits) {
            Some(HiddenMove::AcAnswer { holds: true, .. }) if !holds => {
                if let Some(ac) = self.ac.as_mut() {
                    match ac.kept.first_mut() {
                        Some(first) => *first = needed,
                        None => ac.kept.push(needed),
                    }
                }
                true
            }
            Some(HiddenMove::AcAnswer { holds, .. }) => holds,
            _ => holds,
        }
    }

    /// A stand-in for the viewer's follower: a state showing `view`, and the action to play in
    /// it (the opponent's unseen cards any it may hold, what it shows held by it).
    pub(super) fn stand_in(view: &View, shown: &Shown) -> Result<(Skirman, Action), FollowError> {
        let mut state = Skirman::determinized(view, &mut Rng::seeded(0));
        let actor = view.to_act.ok_or(FollowError::Impossible)?;
        let any = |state: &Skirman, n: usize| -> Result<Vec<Card>, FollowError> {
            let held = state.hands[actor.index()].to_vec();
            let held = if held.is_empty() {
                state
                    .ac
                    .as_ref()
                    .map(|ac| ac.kept.clone())
                    .unwrap_or_default()
            } else {
                held
            };
            (held.len() >= n)
                .then(|| held[..n].to_vec())
                .ok_or(FollowError::Impossible)
        };
        let action = match *shown {
            Shown::Open(action) if actor == view.viewer => {
                Skirman::check_in(view, &action).map_err(|_| FollowError::Impossible)?;
                action
            }
            Shown::Open(action) => {
                let played: Vec<Card> = match action {
                    Action::Play(c) => vec![c],
                    Action::PlayTwo(a, b) => vec![a, b],
                    _ => Vec::new(),
                };
                state.hold(actor, &played)?;
                action
            }
            _ if actor == view.viewer => return Err(FollowError::Impossible),
            Shown::Discard => Action::Discard(any(&state, 1)?[0]),
            Shown::Attente => Action::Attente(any(&state, 1)?[0]),
            Shown::Keep => {
                let two = any(&state, 2)?;
                Action::keep(two[0], two[1])
            }
            Shown::Throw { cards } => {
                let ac_shown = state.ac.as_ref().and_then(|ac| ac.shown);
                match (cards, ac_shown) {
                    (1, Some(first)) => Action::throw(first, any(&state, 1)?[0]),
                    (2, _) => {
                        let two = any(&state, 2)?;
                        Action::throw(two[0], two[1])
                    }
                    _ => return Err(FollowError::Impossible),
                }
            }
        };
        Ok((state, action))
    }

    /// Makes `seat` hold `cards` (in its hand, or among its kept cards while its hand is set
    /// aside), in place of cards it may hold instead.
    fn hold(&mut self, seat: Seat, cards: &[Card]) -> Result<(), FollowError> {
        let from_kept = self.hands[seat.index()].is_empty()
            && self.ac.as_ref().is_some_and(|ac| ac.defender == seat);
        let mut pool = if from_kept {
            self.ac
                .as_ref()
                .map(|ac| ac.kept.clone())
                .unwrap_or_default()
        } else {
            self.hands[seat.index()].to_vec()
        };
        if cards.len() > pool.len() {
            return Err(FollowError::Impossible);
        }
        for card in cards {
            match pool.iter().position(|c| c == card) {
                Some(i) => pool.remove(i),
                None => pool.pop().unwrap_or(*card),
            };
        }
        pool.extend(cards);
        match self.ac.as_mut() {
            Some(ac) if from_kept => ac.kept = pool,
            _ => self.hands[seat.index()] = Hand::of(&pool),
        }
        Ok(())
    }
}

impl Follow for Skirman {
    type HiddenMove = HiddenMove;
    type Shown = Shown;

    fn apply_dealt(&mut self, action: &Action) -> Vec<HiddenMove> {
        apply_logging(self, action, |game| &mut game.dealer)
    }

    fn apply_served(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_serving(self, action, moves, |game| &mut game.dealer)
    }

    fn seen_by(hidden: &HiddenMove, seat: Seat) -> HiddenMove {
        match hidden {
            HiddenMove::Draw {
                seat: drawer,
                count,
                cards,
            } => HiddenMove::Draw {
                seat: *drawer,
                count: *count,
                cards: cards.clone().filter(|_| *drawer == seat),
            },
            other => other.clone(),
        }
    }

    fn shown(view: &View, action: &Action) -> Shown {
        if view.to_act == Some(view.viewer) {
            return Shown::Open(*action);
        }
        seen_by_watcher(view.ac_shown, action)
    }

    fn follow(view: &View, shown: &Shown, moves: &[HiddenMove]) -> Result<View, FollowError> {
        let (mut state, action) = Skirman::stand_in(view, shown)?;
        state.apply_served(&action, moves)?;
        Ok(state.view(view.viewer))
    }

    fn wanted(
        view: &View,
        shown: &Shown,
        moves: &[HiddenMove],
    ) -> Result<Option<HiddenMove>, FollowError> {
        let (mut state, action) = Skirman::stand_in(view, shown)?;
        want_serving(&mut state, &action, moves, |game| &mut game.dealer)
    }

    fn holder(hidden: &HiddenMove) -> Option<Seat> {
        match hidden {
            HiddenMove::Reveal { seat, .. } | HiddenMove::AcAnswer { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    fn apply_audited(&mut self, action: &Action, moves: &[HiddenMove]) -> Result<(), FollowError> {
        apply_auditing(self, action, moves, |game| &mut game.dealer)
    }
}
