//! The 25 cards (five each of 1–5) and a hand, stored as counts per value: cards of one value
//! are interchangeable, so counts make legality checks and comparisons trivial.
use serde::{Deserialize, Serialize};

/// Card values run 1..=5.
pub const VALUES: std::ops::RangeInclusive<u8> = 1..=5;
pub const COPIES_PER_VALUE: u8 = 5;
pub const DECK_SIZE: usize = 25;
pub const HAND_SIZE: u8 = 5;

pub fn is_card(value: u8) -> bool {
    VALUES.contains(&value)
}

/// Counts of each value, index 0 = cards of value 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand([u8; 5]);

impl Hand {
    pub fn from_cards(cards: &[u8]) -> Hand {
        let mut hand = Hand::default();
        for &card in cards {
            hand.add(card);
        }
        hand
    }

    /// How many cards of `value` (0 for a value that is not a card).
    pub fn count(&self, value: u8) -> u8 {
        if is_card(value) {
            self.0[value as usize - 1]
        } else {
            0
        }
    }

    pub fn len(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn add(&mut self, value: u8) {
        if is_card(value) {
            self.0[value as usize - 1] += 1;
        }
    }

    /// Removes `n` cards of `value`; callers check `count` first (it saturates otherwise).
    pub fn remove(&mut self, value: u8, n: u8) {
        if is_card(value) {
            let slot = &mut self.0[value as usize - 1];
            *slot = slot.saturating_sub(n);
        }
    }

    /// The values held, each once, ascending.
    pub fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        (1u8..).zip(self.0).filter(|&(_, n)| n > 0).map(|(v, _)| v)
    }

    /// Every card, ascending (`[1, 3, 3, 5]`).
    pub fn cards(&self) -> Vec<u8> {
        VALUES
            .flat_map(|v| std::iter::repeat_n(v, self.count(v) as usize))
            .collect()
    }

    pub fn counts(&self) -> [u8; 5] {
        self.0
    }
}

// A hand is written in records and views as its list of cards: `[1, 3, 3, 5]`.
impl Serialize for Hand {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.cards().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hand, D::Error> {
        let cards = Vec::<u8>::deserialize(d)?;
        if let Some(bad) = cards.iter().find(|&&c| !is_card(c)) {
            return Err(serde::de::Error::custom(format!(
                "{bad} is not a card (cards are 1 to 5)"
            )));
        }
        if cards.len() > HAND_SIZE as usize {
            return Err(serde::de::Error::custom(format!(
                "a hand holds at most {HAND_SIZE} cards, found {}",
                cards.len()
            )));
        }
        Ok(Hand::from_cards(&cards))
    }
}

/// A full deck in a fixed order: 1,1,1,1,1,2,… (shuffled by the state's RNG).
pub fn full_deck() -> [u8; DECK_SIZE] {
    let mut deck = [0u8; DECK_SIZE];
    for (i, slot) in deck.iter_mut().enumerate() {
        *slot = (i / COPIES_PER_VALUE as usize) as u8 + 1;
    }
    deck
}
