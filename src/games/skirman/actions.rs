//! What a player can do. A two-card answer is one action. Unordered pairs are written in card
//! order (`Action::pair` / `Action::keep` sort them); BATTEMENT comes first in its pair.
use super::cards::Card;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Play one card face up.
    Play(Card),
    /// Two cards as one answer: 2 RETRAITE or PARADE QUARTE + PARADE SIXTE against a FLÈCHE
    /// (sorted), BATTEMENT + its attack (BATTEMENT first, SK32), or, with the SK11 option,
    /// ATTAQUE COMPOSÉE + its first attack (the AC first).
    PlayTwo(Card, Card),
    /// Discard one card (only when stuck, SK2/SK30, except against MARCHE / POINTE EN LIGNE).
    /// It goes straight to the discard pile (SK29). Against an unstoppable FLÈCHE the defender
    /// discards one card of his choice, then the touch is scored (SK28).
    Discard(Card),
    /// Place a card face down under a FEINTE (§6).
    Attente(Card),
    /// Keep these 2 cards against an ATTAQUE COMPOSÉE and set the rest of the hand aside
    /// (sorted).
    Keep(Card, Card),
    /// After a CONTRE-ATTAQUE on an ATTAQUE COMPOSÉE: the quarte and the sixte simple attacks
    /// thrown away (sorted; SK26), discarded rather than played: to the discard pile at once,
    /// or under the talon with the SK14 option.
    ThrowAttacks(Card, Card),
    /// Concede a TOUCHE (allowed even holding a TOUCHE NON VALABLE), or, for a player with no
    /// legal card play and no card to discard, do nothing (the attack is taken, or the
    /// initiative goes over). There is no other declining (SK34).
    Decline,
}

impl Action {
    /// `PlayTwo` with its cards in the canonical order.
    pub fn pair(a: Card, b: Card) -> Action {
        if a == Card::Battement || a == Card::AttaqueComposee {
            Action::PlayTwo(a, b)
        } else if b == Card::Battement || b == Card::AttaqueComposee {
            Action::PlayTwo(b, a)
        } else {
            Action::PlayTwo(a.min(b), a.max(b))
        }
    }

    pub fn keep(a: Card, b: Card) -> Action {
        Action::Keep(a.min(b), a.max(b))
    }

    pub fn throw(a: Card, b: Card) -> Action {
        Action::ThrowAttacks(a.min(b), a.max(b))
    }

    /// The cards the action names (none for `Decline`).
    pub fn cards(self) -> [Option<Card>; 2] {
        match self {
            Action::Play(c) | Action::Discard(c) | Action::Attente(c) => [Some(c), None],
            Action::PlayTwo(a, b) | Action::Keep(a, b) | Action::ThrowAttacks(a, b) => {
                [Some(a), Some(b)]
            }
            Action::Decline => [None, None],
        }
    }

    /// Whether the action puts `card` to use: plays it, sets it face down, keeps or throws it
    /// (a discard lets it go unused).
    pub fn uses(self, card: Card) -> bool {
        !matches!(self, Action::Discard(_)) && self.cards().contains(&Some(card))
    }

    /// The same action with its pair in canonical order.
    pub fn canonical(self) -> Action {
        match self {
            Action::PlayTwo(a, b) => Action::pair(a, b),
            Action::Keep(a, b) => Action::keep(a, b),
            Action::ThrowAttacks(a, b) => Action::throw(a, b),
            other => other,
        }
    }
}
