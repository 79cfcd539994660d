//! Fifes and Drums' actions on the line between two browsers (`deal::LineCodec`): the card
//! taken from the display (its place in `Card::ALL`), then its split or direction. Every
//! action is public. No fact crosses: the game has none (the secret cards are shown, not told).
use super::actions::Action;
use super::cards::Card;
use super::follow::HiddenMove;
use super::state::FifesAndDrums;
use super::track::Direction;
use super::view::View;
use crate::deal::LineCodec;

impl LineCodec for FifesAndDrums {
    fn shown_to_other(_: &View, action: &Action) -> Action {
        *action
    }

    fn told(shown: &Action) -> Action {
        *shown
    }

    fn write_shown(shown: &Action, out: &mut Vec<u8>) {
        Self::write_action(shown, out)
    }

    fn read_shown(bytes: &[u8]) -> Option<Action> {
        Self::read_action(bytes)
    }

    fn write_action(action: &Action, out: &mut Vec<u8>) {
        out.push(action.card.index() as u8);
        match (action.split, action.direction) {
            (None, None) => out.push(0),
            (Some([a, b]), None) => out.extend([1, a, b]),
            (None, Some(Direction::Front)) => out.push(2),
            (None, Some(Direction::Back)) => out.push(3),
            (Some([a, b]), Some(direction)) => {
                out.extend([4 + u8::from(direction == Direction::Back), a, b])
            }
        }
    }

    fn read_action(bytes: &[u8]) -> Option<Action> {
        let (card, rest) = bytes.split_first()?;
        let card = *Card::ALL.get(*card as usize)?;
        let (split, direction) = match *rest {
            [0] => (None, None),
            [1, a, b] => (Some([a, b]), None),
            [2] => (None, Some(Direction::Front)),
            [3] => (None, Some(Direction::Back)),
            [4, a, b] => (Some([a, b]), Some(Direction::Front)),
            [5, a, b] => (Some([a, b]), Some(Direction::Back)),
            _ => return None,
        };
        Some(Action {
            card,
            split,
            direction,
        })
    }

    fn write_fact(_: &HiddenMove, _: &mut Vec<u8>) {}

    fn read_fact(_: &HiddenMove, _: &[u8]) -> Option<HiddenMove> {
        None
    }
}
