//! The card a player is considering and the choice that goes with it, before confirming: a split
//! for a numbered card, a direction for an Ace. Pure: the board keeps one in its own state.
use crate::games::fifes::{Action, Card, Direction, Order};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    pub card: Option<Card>,
    /// Spaces for the card's first suit (numbered cards); the second gets the rest.
    pub first_share: u8,
    pub direction: Option<Direction>,
}

impl Choice {
    /// Considering `card`: a numbered card starts from the even split, which the player adjusts.
    pub fn considering(card: Card) -> Choice {
        let first_share = match card.order() {
            Order::Retreat { value, .. } => value / 2,
            _ => 0,
        };
        Choice {
            card: Some(card),
            first_share,
            direction: None,
        }
    }

    /// The action this choice stands for, if it is complete.
    pub fn action(&self) -> Option<Action> {
        let card = self.card?;
        match card.order() {
            Order::Retreat { value, .. } => Some(Action::split(
                card,
                self.first_share,
                value.saturating_sub(self.first_share),
            )),
            Order::March(_) => self.direction.map(|d| Action::march(card, d)),
            Order::Charge(_) => Some(Action::charge(card)),
            Order::None => None,
        }
    }
}
