//! The 45-card extended Decktet, exactly as the spec's §3 table lists it: names, ranks, suits.
//!
//! Cards are written in JSON by their slug (`"the-journey"`, `"ace-of-moons"`).
use super::suits::Suit::{self, Knots, Leaves, Moons, Suns, Waves, Wyrms};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rank {
    /// No rank and no suit: it ends the game when it is turned up.
    Excuse,
    Ace,
    /// 2 to 9.
    Number(u8),
    Pawn,
    Court,
    Crown,
}

/// What taking a card from the display orders (§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Order {
    /// 2–9: split `value` between the two suits, each at least 1 (§6.1, A-FD2).
    Retreat { value: u8, suits: [Suit; 2] },
    /// Ace: forced march, either direction (§6.2).
    March(Suit),
    /// Crown: charge toward the front (§6.3).
    Charge(Suit),
    /// The Excuse, Pawns and Courts are never taken.
    None,
}

macro_rules! deck {
    ($($variant:ident => $slug:literal, $name:literal, $rank:expr, [$($suit:expr),*];)*) => {
        /// One card of the 45, in the order of the spec's table (#1 the Excuse … #45 the Windfall).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Card { $($variant),* }

        impl Card {
            pub const ALL: [Card; 45] = [$(Card::$variant),*];

            /// The English name, as printed (`"the Author"`, `"Ace of Moons"`).
            pub fn name(self) -> &'static str {
                match self { $(Card::$variant => $name),* }
            }

            /// The JSON name: `"the-author"`, `"ace-of-moons"`.
            pub fn slug(self) -> &'static str {
                match self { $(Card::$variant => $slug),* }
            }

            pub const fn rank(self) -> Rank {
                match self { $(Card::$variant => $rank),* }
            }

            /// Its suits in printed order (none for the Excuse).
            pub const fn suits(self) -> &'static [Suit] {
                match self { $(Card::$variant => &[$($suit),*]),* }
            }
        }
    };
}

use Rank::{Ace, Court, Crown, Pawn};
const fn n(value: u8) -> Rank {
    Rank::Number(value)
}

deck! {
    TheExcuse => "the-excuse", "the Excuse", Rank::Excuse, [];
    AceOfMoons => "ace-of-moons", "Ace of Moons", Ace, [Moons];
    AceOfSuns => "ace-of-suns", "Ace of Suns", Ace, [Suns];
    AceOfWaves => "ace-of-waves", "Ace of Waves", Ace, [Waves];
    AceOfLeaves => "ace-of-leaves", "Ace of Leaves", Ace, [Leaves];
    AceOfWyrms => "ace-of-wyrms", "Ace of Wyrms", Ace, [Wyrms];
    AceOfKnots => "ace-of-knots", "Ace of Knots", Ace, [Knots];
    TheAuthor => "the-author", "the Author", n(2), [Moons, Knots];
    TheDesert => "the-desert", "the Desert", n(2), [Suns, Wyrms];
    TheOrigin => "the-origin", "the Origin", n(2), [Waves, Leaves];
    TheJourney => "the-journey", "the Journey", n(3), [Moons, Waves];
    ThePainter => "the-painter", "the Painter", n(3), [Suns, Knots];
    TheSavage => "the-savage", "the Savage", n(3), [Leaves, Wyrms];
    TheMountain => "the-mountain", "the Mountain", n(4), [Moons, Suns];
    TheSailor => "the-sailor", "the Sailor", n(4), [Waves, Leaves];
    TheBattle => "the-battle", "the Battle", n(4), [Wyrms, Knots];
    TheForest => "the-forest", "the Forest", n(5), [Moons, Leaves];
    TheDiscovery => "the-discovery", "the Discovery", n(5), [Suns, Waves];
    TheSoldier => "the-soldier", "the Soldier", n(5), [Wyrms, Knots];
    TheLunatic => "the-lunatic", "the Lunatic", n(6), [Moons, Waves];
    ThePenitent => "the-penitent", "the Penitent", n(6), [Suns, Wyrms];
    TheMarket => "the-market", "the Market", n(6), [Leaves, Knots];
    TheChanceMeeting => "the-chance-meeting", "the Chance Meeting", n(7), [Moons, Leaves];
    TheCastle => "the-castle", "the Castle", n(7), [Suns, Knots];
    TheCave => "the-cave", "the Cave", n(7), [Waves, Wyrms];
    TheDiplomat => "the-diplomat", "the Diplomat", n(8), [Moons, Suns];
    TheMill => "the-mill", "the Mill", n(8), [Waves, Leaves];
    TheBetrayal => "the-betrayal", "the Betrayal", n(8), [Wyrms, Knots];
    ThePact => "the-pact", "the Pact", n(9), [Moons, Suns];
    TheDarkness => "the-darkness", "the Darkness", n(9), [Waves, Wyrms];
    TheMerchant => "the-merchant", "the Merchant", n(9), [Leaves, Knots];
    TheHarvest => "the-harvest", "the Harvest", Pawn, [Moons, Suns, Leaves];
    TheWatchman => "the-watchman", "the Watchman", Pawn, [Moons, Wyrms, Knots];
    TheLightKeeper => "the-light-keeper", "the Light Keeper", Pawn, [Suns, Waves, Knots];
    TheBorderland => "the-borderland", "the Borderland", Pawn, [Waves, Leaves, Wyrms];
    TheConsul => "the-consul", "the Consul", Court, [Moons, Waves, Knots];
    TheRite => "the-rite", "the Rite", Court, [Moons, Leaves, Wyrms];
    TheIsland => "the-island", "the Island", Court, [Suns, Waves, Wyrms];
    TheWindow => "the-window", "the Window", Court, [Suns, Leaves, Knots];
    TheHuntress => "the-huntress", "the Huntress", Crown, [Moons];
    TheBard => "the-bard", "the Bard", Crown, [Suns];
    TheSea => "the-sea", "the Sea", Crown, [Waves];
    TheEnd => "the-end", "the End", Crown, [Leaves];
    TheCalamity => "the-calamity", "the Calamity", Crown, [Wyrms];
    TheWindfall => "the-windfall", "the Windfall", Crown, [Knots];
}

/// The 4 Pawns and 4 Courts: the cards dealt as secret favoured-unit cards (§4.1).
pub const PAWNS_AND_COURTS: [Card; 8] = [
    Card::TheHarvest,
    Card::TheWatchman,
    Card::TheLightKeeper,
    Card::TheBorderland,
    Card::TheConsul,
    Card::TheRite,
    Card::TheIsland,
    Card::TheWindow,
];

/// The 36-card basic deck: Aces, 2–9 and Crowns (no Excuse, Pawns or Courts).
pub fn basic_deck() -> impl Iterator<Item = Card> {
    Card::ALL.into_iter().filter(|c| c.is_basic())
}

impl Card {
    /// 0–44: the table's number minus one.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_slug(slug: &str) -> Option<Card> {
        Card::ALL.into_iter().find(|c| c.slug() == slug)
    }

    /// Aces, numbered cards and Crowns: the cards that go into the draw pile.
    pub fn is_basic(self) -> bool {
        matches!(self.rank(), Rank::Ace | Rank::Number(_) | Rank::Crown)
    }

    /// A Pawn or a Court: a possible secret card.
    pub fn is_pawn_or_court(self) -> bool {
        matches!(self.rank(), Rank::Pawn | Rank::Court)
    }

    /// The Crown of `suit`, whose presence in the display turns that suit's retreats into
    /// charges (§6.4).
    pub fn crown_of(suit: Suit) -> Card {
        match suit {
            Moons => Card::TheHuntress,
            Suns => Card::TheBard,
            Waves => Card::TheSea,
            Leaves => Card::TheEnd,
            Wyrms => Card::TheCalamity,
            Knots => Card::TheWindfall,
        }
    }

    /// What taking this card orders (from a table made at compile time: the search asks for
    /// it at every move of every playout).
    pub fn order(self) -> Order {
        ORDERS[self as usize]
    }

    const fn order_from_rank_and_suits(self) -> Order {
        match (self.rank(), self.suits()) {
            (Rank::Number(value), &[a, b]) => Order::Retreat {
                value,
                suits: [a, b],
            },
            (Rank::Ace, &[suit]) => Order::March(suit),
            (Rank::Crown, &[suit]) => Order::Charge(suit),
            _ => Order::None,
        }
    }
}

/// Each card's order, by its index.
const ORDERS: [Order; 45] = {
    let mut orders = [Order::None; 45];
    let mut i = 0;
    while i < 45 {
        orders[i] = Card::ALL[i].order_from_rank_and_suits();
        i += 1;
    }
    orders
};

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let slug = String::deserialize(d)?;
        Card::from_slug(&slug).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown card {slug:?} (cards are named like \"the-journey\" or \"ace-of-moons\")"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_deck_matches_the_spec_table() {
        assert_eq!(Card::ALL.len(), 45);
        assert_eq!(basic_deck().count(), 36);
        let slugs: HashSet<&str> = Card::ALL.iter().map(|c| c.slug()).collect();
        assert_eq!(slugs.len(), 45, "slugs are unique");
        for card in Card::ALL {
            assert_eq!(Card::from_slug(card.slug()), Some(card));
            assert_eq!(card.slug(), card.name().to_lowercase().replace(' ', "-"));
        }
        for suit in Suit::ALL {
            let on = |rank: fn(Rank) -> bool| {
                Card::ALL
                    .iter()
                    .filter(|c| rank(c.rank()) && c.suits().contains(&suit))
                    .count()
            };
            assert_eq!(on(|r| matches!(r, Rank::Number(_))), 8, "{suit:?}");
            assert_eq!(on(|r| r == Rank::Ace), 1);
            assert_eq!(on(|r| r == Rank::Crown), 1);
            assert_eq!(on(|r| r == Rank::Pawn), 2);
            assert_eq!(on(|r| r == Rank::Court), 2);
            // Every suit's numbered cards sum to 44: ranks 2–9 once each.
            let mut ranks: Vec<u8> = Card::ALL
                .iter()
                .filter(|c| c.suits().contains(&suit))
                .filter_map(|c| match c.rank() {
                    Rank::Number(v) => Some(v),
                    _ => None,
                })
                .collect();
            ranks.sort();
            assert_eq!(ranks, (2..=9).collect::<Vec<_>>());
            assert_eq!(Card::crown_of(suit).order(), Order::Charge(suit));
        }
        // Leaves+Wyrms occurs only on the Savage among basic cards.
        let leaves_wyrms: Vec<Card> = basic_deck()
            .filter(|c| c.suits() == [Leaves, Wyrms])
            .collect();
        assert_eq!(leaves_wyrms, [Card::TheSavage]);
        assert!(PAWNS_AND_COURTS.iter().all(|c| c.is_pawn_or_court()));
        assert_eq!(Card::TheExcuse.order(), Order::None);
    }

    #[test]
    fn cards_are_written_by_slug() {
        let json = serde_json::to_string(&Card::TheChanceMeeting).unwrap();
        assert_eq!(json, "\"the-chance-meeting\"");
        let back: Card = serde_json::from_str(&json).unwrap();
        assert_eq!(back, Card::TheChanceMeeting);
        assert!(serde_json::from_str::<Card>("\"the-joker\"").is_err());
    }
}
