//! Taking a display card, and whether it is legal now. Legality and effects depend only on public
//! facts (whose turn, the display, the track), so the full state and every view build the same
//! `Situation`: the bots and the screen ask exactly the question the engine answers.
use super::cards::{Card, Order};
use super::errors::Error;
use super::suits::Suit;
use super::track::{Direction, Track};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

pub const DISPLAY_SIZE: usize = 5;

/// Take `card` from the display, with the choice its order needs:
/// - a numbered card: `split`, the spaces for each of its two suits in printed order
///   (`[3, 4]` on the Cave = Waves 3, Wyrms 4), each ≥ 1, totalling its value;
/// - an Ace: `direction`, `front` or `back`;
/// - a Crown: nothing.
///
/// Both fields are optional in the type so that a wrong combination (a direction on a numbered
/// card…) is a rule error with a reason, not an unreadable action.
///
/// JSON: `{"type": "take", "card": "the-cave", "split": [3, 4]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Action {
    pub card: Card,
    pub split: Option<[u8; 2]>,
    pub direction: Option<Direction>,
}

impl Action {
    /// A numbered card, split in the printed order of its suits.
    pub fn split(card: Card, first: u8, second: u8) -> Action {
        Action {
            card,
            split: Some([first, second]),
            direction: None,
        }
    }

    /// An Ace.
    pub fn march(card: Card, direction: Direction) -> Action {
        Action {
            card,
            split: None,
            direction: Some(direction),
        }
    }

    /// A Crown.
    pub fn charge(card: Card) -> Action {
        Action {
            card,
            split: None,
            direction: None,
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
enum ActionJson {
    Take {
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        split: Option<[u8; 2]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        direction: Option<Direction>,
    },
}

impl Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ActionJson::Take {
            card: self.card,
            split: self.split,
            direction: self.direction,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let ActionJson::Take {
            card,
            split,
            direction,
        } = ActionJson::deserialize(d)?;
        Ok(Action {
            card,
            split,
            direction,
        })
    }
}

/// Why a numbered card's unit charges instead of retreating, or why a unit charges at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ChargeCause {
    /// The Crown was taken: charge to the next occupied space, or one space (§6.3).
    CrownTaken,
    /// A numbered card's suit has its `crown` among the other four display cards (§6.4, A-FD7):
    /// `spaces` is the share of the split ordered; what lies beyond the front is lost (A-FD3).
    CrownInDisplay { crown: Card, spaces: u8 },
}

/// How one unit moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum UnitMove {
    Retreat {
        suit: Suit,
        spaces: u8,
        from: u8,
        to: u8,
    },
    Charge {
        suit: Suit,
        from: u8,
        to: u8,
        cause: ChargeCause,
    },
    /// An Ace's forced march (§6.2). `from == to` for a march toward the front from space 1
    /// (A-FD12).
    March {
        suit: Suit,
        direction: Direction,
        from: u8,
        to: u8,
    },
}

impl UnitMove {
    pub fn suit(&self) -> Suit {
        match *self {
            UnitMove::Retreat { suit, .. }
            | UnitMove::Charge { suit, .. }
            | UnitMove::March { suit, .. } => suit,
        }
    }

    pub fn to(&self) -> u8 {
        match *self {
            UnitMove::Retreat { to, .. }
            | UnitMove::Charge { to, .. }
            | UnitMove::March { to, .. } => to,
        }
    }
}

/// What a legal action does: which slot it empties and how the units move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub slot: usize,
    pub first: UnitMove,
    /// The second suit of a numbered card.
    pub second: Option<UnitMove>,
    pub track: Track,
}

impl Resolution {
    pub fn moves(&self) -> impl Iterator<Item = UnitMove> {
        std::iter::once(self.first).chain(self.second)
    }
}

/// The public facts legality and effects depend on.
#[derive(Clone, Copy, Debug)]
pub struct Situation<'a> {
    /// `None` once the game is over.
    pub actor: Option<Seat>,
    pub display: &'a [Card; DISPLAY_SIZE],
    pub track: Track,
}

impl Situation<'_> {
    pub fn slot_of(&self, card: Card) -> Option<usize> {
        self.display.iter().position(|&c| c == card)
    }

    /// The Crown of `suit` if it lies in the display outside `slot` (A-FD7: the other four
    /// cards; the replacement card is not there yet).
    pub fn crown_showing(&self, suit: Suit, except_slot: usize) -> Option<Card> {
        let crown = Card::crown_of(suit);
        self.display
            .iter()
            .enumerate()
            .any(|(i, &c)| i != except_slot && c == crown)
            .then_some(crown)
    }

    /// For a numbered card in the display: whether each of its suits would charge.
    pub fn charges(&self, card: Card) -> Option<[bool; 2]> {
        let slot = self.slot_of(card)?;
        match card.order() {
            Order::Retreat { suits, .. } => {
                Some(suits.map(|s| self.crown_showing(s, slot).is_some()))
            }
            _ => None,
        }
    }

    pub fn check(&self, action: &Action) -> Result<(), Error> {
        self.resolve(action).map(|_| ())
    }

    /// The effect of `action` if it is legal, or why not. Never mutates.
    pub fn resolve(&self, action: &Action) -> Result<Resolution, Error> {
        if self.actor.is_none() {
            return Err(Error::GameIsOver);
        }
        let card = action.card;
        let Some(slot) = self.slot_of(card) else {
            return Err(Error::NotInDisplay { card });
        };
        match card.order() {
            Order::Retreat { value, suits } => {
                if action.direction.is_some() {
                    return Err(Error::DirectionNotAllowed { card });
                }
                let Some(split) = action.split else {
                    return Err(Error::SplitMissing { card, value });
                };
                if split[0] as u16 + split[1] as u16 != value as u16 {
                    return Err(Error::SplitWrongTotal { card, split, value });
                }
                if split.contains(&0) {
                    return Err(Error::SplitZero { card, split });
                }
                // A-FD8: each suit is checked on its own, so both may charge.
                let [first, second] = [0, 1].map(|i| self.split_move(suits[i], split[i], slot));
                let mut track = self.track;
                track.set(first.suit(), first.to());
                track.set(second.suit(), second.to());
                Ok(Resolution {
                    slot,
                    first,
                    second: Some(second),
                    track,
                })
            }
            Order::March(suit) => {
                if action.split.is_some() {
                    return Err(Error::SplitNotAllowed { card });
                }
                let Some(direction) = action.direction else {
                    return Err(Error::DirectionMissing { card });
                };
                let to = self.track.march_target(suit, direction);
                Ok(self.single(
                    slot,
                    UnitMove::March {
                        suit,
                        direction,
                        from: self.track.space(suit),
                        to,
                    },
                ))
            }
            Order::Charge(suit) => {
                if action.split.is_some() {
                    return Err(Error::SplitNotAllowed { card });
                }
                if action.direction.is_some() {
                    return Err(Error::DirectionNotAllowed { card });
                }
                let to = self.track.march_target(suit, Direction::Front);
                Ok(self.single(
                    slot,
                    UnitMove::Charge {
                        suit,
                        from: self.track.space(suit),
                        to,
                        cause: ChargeCause::CrownTaken,
                    },
                ))
            }
            // The Excuse ends the game as it is revealed; Pawns and Courts never enter play.
            Order::None => Err(Error::NotInDisplay { card }),
        }
    }

    /// One suit's share of a numbered card: a retreat, or a charge if its Crown shows among the
    /// other display cards (§6.4).
    fn split_move(&self, suit: Suit, spaces: u8, slot: usize) -> UnitMove {
        let from = self.track.space(suit);
        match self.crown_showing(suit, slot) {
            Some(crown) => UnitMove::Charge {
                suit,
                from,
                to: self.track.charge_target(suit, spaces),
                cause: ChargeCause::CrownInDisplay { crown, spaces },
            },
            None => UnitMove::Retreat {
                suit,
                spaces,
                from,
                to: self.track.retreat_target(suit, spaces),
            },
        }
    }

    fn single(&self, slot: usize, unit_move: UnitMove) -> Resolution {
        let mut track = self.track;
        track.set(unit_move.suit(), unit_move.to());
        Resolution {
            slot,
            first: unit_move,
            second: None,
            track,
        }
    }

    /// Calls `f` with every legal action: display slots in order; for a numbered card every
    /// split from `[1, v−1]` to `[v−1, 1]`; for an Ace `front` then `back`; for a Crown one.
    pub fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        if self.actor.is_none() {
            return;
        }
        for &card in self.display {
            match card.order() {
                Order::Retreat { value, .. } => {
                    for first in 1..value {
                        f(Action::split(card, first, value - first));
                    }
                }
                Order::March(_) => {
                    f(Action::march(card, Direction::Front));
                    f(Action::march(card, Direction::Back));
                }
                Order::Charge(_) => f(Action::charge(card)),
                Order::None => {}
            }
        }
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(40);
        self.for_each_legal(|a| actions.push(a));
        actions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn actions_are_written_as_take_with_their_choice() {
        let a = Action::split(Card::TheJourney, 1, 2);
        let json = serde_json::to_value(a).unwrap();
        assert_eq!(
            json,
            json!({"type": "take", "card": "the-journey", "split": [1, 2]})
        );
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
        let ace = Action::march(Card::AceOfKnots, Direction::Front);
        assert_eq!(
            serde_json::to_value(ace).unwrap(),
            json!({"type": "take", "card": "ace-of-knots", "direction": "front"})
        );
        assert_eq!(
            serde_json::to_value(Action::charge(Card::TheSea)).unwrap(),
            json!({"type": "take", "card": "the-sea"})
        );
        for bad in [
            json!({"type": "take", "card": "the-sea", "spaces": 3}),
            json!({"type": "draw", "card": "the-sea"}),
            json!({"type": "take", "card": "the-joker"}),
            json!({"type": "take", "card": "the-cave", "split": [1, 2, 3]}),
            json!({"type": "take", "card": "the-cave", "split": [-1, 8]}),
        ] {
            assert!(
                serde_json::from_value::<Action>(bad.clone()).is_err(),
                "{bad}"
            );
        }
    }
}
