//! The six Decktet suits, which are also the six units on the battlefield track.
use serde::{Deserialize, Serialize};

/// In printed order: Moons, Suns, Waves, Leaves, Wyrms, Knots (§3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Suit {
    Moons,
    Suns,
    Waves,
    Leaves,
    Wyrms,
    Knots,
}

impl Suit {
    pub const ALL: [Suit; 6] = [
        Suit::Moons,
        Suit::Suns,
        Suit::Waves,
        Suit::Leaves,
        Suit::Wyrms,
        Suit::Knots,
    ];

    /// 0–5 in printed order: the index into per-unit arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Used in JSON: `moons`, `suns`, …
    pub fn slug(self) -> &'static str {
        match self {
            Suit::Moons => "moons",
            Suit::Suns => "suns",
            Suit::Waves => "waves",
            Suit::Leaves => "leaves",
            Suit::Wyrms => "wyrms",
            Suit::Knots => "knots",
        }
    }
}

/// A set of suits as a bitmask (bit = `Suit::index`): a card's suits, a player's units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Suits(u8);

impl Suits {
    pub const NONE: Suits = Suits(0);

    pub fn of(suits: &[Suit]) -> Suits {
        Suits(suits.iter().fold(0, |bits, s| bits | 1 << s.index()))
    }

    pub fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit.index()) != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::ALL.into_iter().filter(move |&s| self.contains(s))
    }

    pub fn intersection(self, other: Suits) -> Suits {
        Suits(self.0 & other.0)
    }
}
