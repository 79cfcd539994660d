//! What one player may know, split into the public part (the piste, counts, the score: what a
//! hand-off screen or a spectator shows) and the viewer's hand. Neither type has a field for the
//! opponent's hand, the pile order or the RNG: they cannot leak them.
use super::actions::{Action, Situation};
use super::cards::{full_deck, Hand};
use super::phase::Phase;
use super::piste::Piste;
use super::round_end::RoundReport;
use super::rules::{Options, RuleSet};
use super::state::EnGarde;
use crate::core::{Outcome, PublicInfo, Rng, Seat};
use serde::Serialize;

/// What everyone at the table sees: no hand, no pile order, no RNG.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Public {
    pub rules: RuleSet,
    pub options: Options,
    /// How many cards each seat holds, by `Seat::index`.
    pub hand_sizes: [u8; 2],
    pub pile_count: u8,
    pub top_discard: Option<u8>,
    /// Cards of each value played this round; `None` when the memory aid is off (EG19).
    pub played: Option<[u8; 5]>,
    pub piste: Piste,
    pub score: [u8; 2],
    pub round: u16,
    pub round_starter: Seat,
    pub phase: Phase,
    /// The previous round's end; its revealed hands were shown to both players.
    pub last_round: Option<RoundReport>,
}

/// What only one seat sees: its hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Private {
    pub hand: Hand,
}

/// One seat's knowledge of an En Garde match.
pub type View = crate::core::View<Public, Private>;

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.phase.actor()
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::MatchOver { winner } => Some(Outcome::Winner(winner)),
            _ => None,
        }
    }
}

impl Public {
    pub fn distance(&self) -> u8 {
        self.piste.distance()
    }
}

impl View {
    fn situation(&self) -> Situation<'_> {
        Situation {
            rules: self.public.rules,
            piste: self.public.piste,
            phase: self.public.phase,
            hand: &self.private.hand,
        }
    }

    /// The viewer's legal actions (empty when it is not the viewer's decision).
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_my_turn() {
            self.situation().legal_actions()
        } else {
            Vec::new()
        }
    }

    /// Why `action` is illegal for the viewer now (used to explain disabled cards).
    pub fn check(&self, action: &Action) -> Result<(), super::errors::Error> {
        self.situation().check(action)
    }

    pub fn opponent_hand_size(&self) -> u8 {
        self.public.hand_sizes[self.viewer.other().index()]
    }
}

impl EnGarde {
    pub fn public_part(&self) -> Public {
        Public {
            rules: self.rules,
            options: self.options,
            hand_sizes: [self.hands[0].len(), self.hands[1].len()],
            pile_count: self.pile.len() as u8,
            top_discard: self.top_discard,
            played: self.options.show_played_cards.then_some(self.played),
            piste: self.piste,
            score: self.score,
            round: self.round,
            round_starter: self.round_starter,
            phase: self.phase,
            last_round: self.last_round.clone(),
        }
    }

    pub fn private_part(&self, seat: Seat) -> Private {
        Private {
            hand: self.hands[seat.index()],
        }
    }

    /// A full state consistent with `view`: the unseen cards are dealt at random to the
    /// opponent's hand and the pile. With the memory aid off, the viewer does not know which
    /// cards were played, so only the top discard is ruled out.
    pub fn determinized(view: &View, rng: &mut Rng) -> EnGarde {
        let me = view.viewer.index();
        let my_hand = view.private.hand;
        let mut unseen: Vec<u8> = Vec::with_capacity(25);
        let mut known = my_hand.counts();
        match view.played {
            Some(played) => {
                for (k, p) in known.iter_mut().zip(played) {
                    *k += p;
                }
            }
            None => {
                if let Some(top) = view.top_discard {
                    known[top as usize - 1] += 1;
                }
            }
        }
        let mut taken = [0u8; 5];
        for card in full_deck() {
            let slot = card as usize - 1;
            if taken[slot] < known[slot] {
                taken[slot] += 1;
            } else {
                unseen.push(card);
            }
        }
        rng.shuffle(&mut unseen);
        let mut hands = [Hand::default(); 2];
        hands[me] = my_hand;
        let opponent_cards = (view.opponent_hand_size() as usize).min(unseen.len());
        hands[1 - me] = Hand::from_cards(&unseen[..opponent_cards]);
        let pile_end = (opponent_cards + view.pile_count as usize).min(unseen.len());
        let pile = unseen[opponent_cards..pile_end].to_vec();
        let mut played = [0u8; 5];
        for card in full_deck() {
            played[card as usize - 1] += 1;
        }
        for (slot, p) in played.iter_mut().enumerate() {
            let value = slot as u8 + 1;
            let elsewhere = hands[0].count(value)
                + hands[1].count(value)
                + pile.iter().filter(|&&c| c == value).count() as u8;
            *p = p.saturating_sub(elsewhere);
        }
        EnGarde {
            rules: view.rules,
            options: view.options,
            rng: rng.fork(),
            score: view.score,
            round: view.round,
            round_starter: view.round_starter,
            piste: view.piste,
            hands,
            pile,
            top_discard: view.top_discard,
            played,
            phase: view.phase,
            last_round: view.last_round.clone(),
        }
    }
}
