//! Bluff's actions on the line between two browsers (`deal::LineCodec`): a bid's count and
//! face, or a challenge. Every action is public; no fact crosses.
use super::follow::HiddenMove;
use super::{Action, Bid, Bluff, View};
use crate::deal::LineCodec;

impl LineCodec for Bluff {
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
        match action {
            Action::Bid(bid) => out.extend([0, bid.count, bid.face]),
            Action::Challenge => out.push(1),
        }
    }

    fn read_action(bytes: &[u8]) -> Option<Action> {
        match *bytes {
            [0, count, face] => Some(Action::Bid(Bid { count, face })),
            [1] => Some(Action::Challenge),
            _ => None,
        }
    }

    fn write_fact(_: &HiddenMove, _: &mut Vec<u8>) {}

    fn read_fact(_: &HiddenMove, _: &[u8]) -> Option<HiddenMove> {
        None
    }
}
