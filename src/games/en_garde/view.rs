//! What one player may know. The type has no field for the opponent's hand or the pile order,
//! and no RNG: it cannot leak them.
use super::actions::{Action, Situation};
use super::cards::{full_deck, Hand};
use super::phase::Phase;
use super::piste::Piste;
use super::round_end::RoundReport;
use super::rules::{Options, RuleSet};
use super::state::EnGarde;
use crate::core::{Rng, Seat};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Seat,
    pub rules: RuleSet,
    pub options: Options,
    pub my_hand: Hand,
    pub opponent_hand_size: u8,
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

impl View {
    pub fn is_my_turn(&self) -> bool {
        self.phase.actor() == Some(self.viewer)
    }

    fn situation(&self) -> Situation<'_> {
        Situation {
            rules: self.rules,
            piste: self.piste,
            phase: self.phase,
            hand: &self.my_hand,
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

    pub fn distance(&self) -> u8 {
        self.piste.distance()
    }
}

impl EnGarde {
    pub fn view_for(&self, viewer: Seat) -> View {
        View {
            viewer,
            rules: self.rules,
            options: self.options,
            my_hand: self.hands[viewer.index()],
            opponent_hand_size: self.hands[viewer.other().index()].len(),
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

    /// A full state consistent with `view`: the unseen cards are dealt at random to the
    /// opponent's hand and the pile. With the memory aid off, the viewer does not know which
    /// cards were played, so only the top discard is ruled out.
    pub fn determinized(view: &View, rng: &mut Rng) -> EnGarde {
        let me = view.viewer.index();
        let mut unseen: Vec<u8> = Vec::with_capacity(25);
        let mut known = view.my_hand.counts();
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
        hands[me] = view.my_hand;
        let opponent_cards = (view.opponent_hand_size as usize).min(unseen.len());
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
