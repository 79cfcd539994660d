//! En Garde's actions on the line between two browsers (`deal::LineCodec`): a tag, then its
//! numbers. Every card played is face up, so an action crosses whole.
use super::actions::Action;
use super::follow::HiddenMove;
use super::piste::Direction;
use super::state::EnGarde;
use super::view::View;
use crate::deal::LineCodec;

impl LineCodec for EnGarde {
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
        match *action {
            Action::Move { card, direction } => {
                out.extend([0, card, u8::from(direction == Direction::Back)])
            }
            Action::Attack { card, count } => out.extend([1, card, count]),
            Action::AdvanceAttack {
                advance,
                card,
                count,
            } => out.extend([2, advance, card, count]),
            Action::Parry => out.push(3),
            Action::Retreat { card } => out.extend([4, card]),
            Action::TakeHit => out.push(5),
            Action::Pass => out.push(6),
        }
    }

    fn read_action(bytes: &[u8]) -> Option<Action> {
        Some(match *bytes {
            [0, card, back @ 0..=1] => Action::Move {
                card,
                direction: match back {
                    0 => Direction::Forward,
                    _ => Direction::Back,
                },
            },
            [1, card, count] => Action::Attack { card, count },
            [2, advance, card, count] => Action::AdvanceAttack {
                advance,
                card,
                count,
            },
            [3] => Action::Parry,
            [4, card] => Action::Retreat { card },
            [5] => Action::TakeHit,
            [6] => Action::Pass,
            _ => return None,
        })
    }

    fn write_fact(fact: &HiddenMove, out: &mut Vec<u8>) {
        match *fact {
            HiddenMove::Stuck { stuck: yes, .. }
            | HiddenMove::FinalAttack { holds: yes, .. }
            | HiddenMove::CouldParry { could: yes, .. } => out.push(u8::from(yes)),
            _ => {}
        }
    }

    fn read_fact(wanted: &HiddenMove, bytes: &[u8]) -> Option<HiddenMove> {
        let yes = match bytes {
            [0] => false,
            [1] => true,
            _ => return None,
        };
        match *wanted {
            HiddenMove::Stuck { seat, .. } => Some(HiddenMove::Stuck { seat, stuck: yes }),
            HiddenMove::FinalAttack { seat, .. } => {
                Some(HiddenMove::FinalAttack { seat, holds: yes })
            }
            HiddenMove::CouldParry { seat, .. } => {
                Some(HiddenMove::CouldParry { seat, could: yes })
            }
            _ => None,
        }
    }
}
