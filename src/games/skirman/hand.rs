//! A hand as counts per card (like En Garde's `Hand`): adding, removing and looking up a card
//! are array lookups, and the distinct cards come out sorted from a bit set. Hands are what the
//! engine and its search touch most; views still show a hand as a sorted list of cards.
use super::cards::{AttackKind, Card, Line};

/// Every card that `Card` can name, low-line contres included, in `Card`'s order (the order of
/// the variants, then of their fields): a card's place here is its rank.
const RANKED: [Card; 46] = {
    use AttackKind::{CoupDroit, Coupe, Degagement};
    use Line::{Octave, Quarte, Septime, Sixte};
    [
        Card::Attack(CoupDroit, Sixte),
        Card::Attack(CoupDroit, Quarte),
        Card::Attack(CoupDroit, Septime),
        Card::Attack(CoupDroit, Octave),
        Card::Attack(Coupe, Sixte),
        Card::Attack(Coupe, Quarte),
        Card::Attack(Coupe, Septime),
        Card::Attack(Coupe, Octave),
        Card::Attack(Degagement, Sixte),
        Card::Attack(Degagement, Quarte),
        Card::Attack(Degagement, Septime),
        Card::Attack(Degagement, Octave),
        Card::Fleche,
        Card::Touche,
        Card::Parade(Sixte),
        Card::Parade(Quarte),
        Card::Parade(Septime),
        Card::Parade(Octave),
        Card::Retraite,
        Card::ToucheNonValable,
        Card::Marche,
        Card::PointeEnLigne,
        Card::Feinte,
        Card::Battement,
        Card::Contre(Sixte),
        Card::Contre(Quarte),
        Card::Contre(Septime),
        Card::Contre(Octave),
        Card::Arret(Sixte),
        Card::Arret(Quarte),
        Card::Arret(Septime),
        Card::Arret(Octave),
        Card::Derobement,
        Card::ContreAttaque(Sixte),
        Card::ContreAttaque(Quarte),
        Card::ContreAttaque(Septime),
        Card::ContreAttaque(Octave),
        Card::AttaqueComposee,
        Card::PriseDeFer(Sixte),
        Card::PriseDeFer(Quarte),
        Card::PriseDeFer(Septime),
        Card::PriseDeFer(Octave),
        Card::Balayage,
        Card::SortieDePiste,
        Card::Bousculade,
        Card::JeuViolent,
    ]
};

/// The card's place in `RANKED`.
fn rank(card: Card) -> usize {
    let line = |l: Line| l as usize;
    match card {
        Card::Attack(kind, l) => kind as usize * 4 + line(l),
        Card::Fleche => 12,
        Card::Touche => 13,
        Card::Parade(l) => 14 + line(l),
        Card::Retraite => 18,
        Card::ToucheNonValable => 19,
        Card::Marche => 20,
        Card::PointeEnLigne => 21,
        Card::Feinte => 22,
        Card::Battement => 23,
        Card::Contre(l) => 24 + line(l),
        Card::Arret(l) => 28 + line(l),
        Card::Derobement => 32,
        Card::ContreAttaque(l) => 33 + line(l),
        Card::AttaqueComposee => 37,
        Card::PriseDeFer(l) => 38 + line(l),
        Card::Balayage => 42,
        Card::SortieDePiste => 43,
        Card::Bousculade => 44,
        Card::JeuViolent => 45,
    }
}

/// The cards one player holds (or keeps): how many of each.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Hand {
    counts: [u8; RANKED.len()],
    /// Bit `r` is set when the card of rank `r` is held.
    held: u64,
    len: u8,
}

impl Default for Hand {
    fn default() -> Hand {
        Hand {
            counts: [0; RANKED.len()],
            held: 0,
            len: 0,
        }
    }
}

impl Hand {
    /// A hand of `cards` (any order; copies past 255 of one card are not counted).
    pub fn of(cards: &[Card]) -> Hand {
        let mut hand = Hand::default();
        for &card in cards {
            hand.insert(card);
        }
        hand
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn count(&self, card: Card) -> usize {
        self.counts[rank(card)] as usize
    }

    pub fn contains(&self, card: Card) -> bool {
        self.count(card) > 0
    }

    pub fn insert(&mut self, card: Card) {
        let r = rank(card);
        if self.counts[r] < u8::MAX {
            self.counts[r] += 1;
            self.held |= 1 << r;
            self.len = self.len.saturating_add(1);
        }
    }

    /// Removes one copy of `card`; false if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let r = rank(card);
        if self.counts[r] == 0 {
            return false;
        }
        self.counts[r] -= 1;
        if self.counts[r] == 0 {
            self.held &= !(1 << r);
        }
        self.len -= 1;
        true
    }

    /// The distinct cards, sorted, each with its copies.
    pub fn distinct(&self) -> impl Iterator<Item = (Card, usize)> + '_ {
        self.distinct_from(0)
    }

    /// The distinct cards from `card` on (itself included), sorted, each with its copies.
    pub fn distinct_from_card(&self, card: Card) -> impl Iterator<Item = (Card, usize)> + '_ {
        self.distinct_from(rank(card))
    }

    fn distinct_from(&self, first: usize) -> impl Iterator<Item = (Card, usize)> + '_ {
        let mut bits = self.held & (u64::MAX << first);
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let r = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some((RANKED[r], self.counts[r] as usize))
        })
    }

    /// Every card, sorted (copies side by side).
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.distinct()
            .flat_map(|(card, n)| std::iter::repeat_n(card, n))
    }

    pub fn to_vec(&self) -> Vec<Card> {
        let mut cards = Vec::with_capacity(self.len());
        cards.extend(self.iter());
        cards
    }

    /// Whether a simple attack in `line` is held, not counting one copy of `except`.
    pub fn holds_attack_in(&self, line: Line, except: Option<Card>) -> bool {
        let held: usize = AttackKind::ALL
            .iter()
            .map(|&kind| self.count(Card::Attack(kind, line)))
            .sum();
        let spared = usize::from(matches!(except, Some(Card::Attack(_, l)) if l == line));
        held > spared
    }
}

impl std::fmt::Debug for Hand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::skirman::rules::Level;

    #[test]
    fn ranks_follow_the_order_of_cards() {
        for (r, &card) in RANKED.iter().enumerate() {
            assert_eq!(rank(card), r, "{card:?}");
        }
        assert!(
            RANKED.windows(2).all(|w| w[0] < w[1]),
            "RANKED is not sorted"
        );
        for card in Card::ALL {
            assert_eq!(RANKED[rank(card)], card);
        }
    }

    #[test]
    fn a_hand_lists_its_cards_sorted() {
        let mut deck = Card::deck(Level::Competition);
        deck.truncate(30);
        deck.reverse();
        let mut hand = Hand::of(&deck);
        let mut sorted = deck.clone();
        sorted.sort();
        assert_eq!(hand.to_vec(), sorted);
        assert_eq!(hand.len(), 30);
        assert!(hand.remove(sorted[3]));
        sorted.remove(3);
        assert_eq!(hand.to_vec(), sorted);
        assert!(!hand.remove(Card::JeuViolent));
        let distinct: Vec<Card> = hand.distinct().map(|(c, _)| c).collect();
        let mut dedup = sorted.clone();
        dedup.dedup();
        assert_eq!(distinct, dedup);
    }
}
