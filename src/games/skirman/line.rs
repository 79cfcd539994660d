//! Skirm'an's actions on the line between two browsers (`deal::LineCodec`): a tag, then each
//! card as its place in `Card::ALL`. An action crosses as the other seat sees it: a discard, a
//! card en attente and the cards kept against an ATTAQUE COMPOSÉE without their cards (SK29,
//! §6, SK11), the attacks thrown after its CONTRE-ATTAQUE as a count (SK26).
use super::actions::Action;
use super::cards::Card;
use super::follow::{seen_by_watcher, HiddenMove, Shown};
use super::state::Skirman;
use super::view::View;
use crate::deal::LineCodec;

fn card_byte(card: Card) -> u8 {
    card.index().map_or(u8::MAX, |i| i as u8)
}

fn card_of(byte: u8) -> Option<Card> {
    Card::ALL.get(byte as usize).copied()
}

fn write(action: &Action, out: &mut Vec<u8>) {
    let (tag, cards): (u8, &[Card]) = match action {
        Action::Play(c) => (0, &[*c]),
        Action::PlayTwo(a, b) => (1, &[*a, *b]),
        Action::Discard(c) => (2, &[*c]),
        Action::Attente(c) => (3, &[*c]),
        Action::Keep(a, b) => (4, &[*a, *b]),
        Action::ThrowAttacks(a, b) => (5, &[*a, *b]),
        Action::Decline => (6, &[]),
    };
    out.push(tag);
    out.extend(cards.iter().map(|c| card_byte(*c)));
}

fn read(bytes: &[u8]) -> Option<Action> {
    let two = |a: &u8, b: &u8| Some((card_of(*a)?, card_of(*b)?));
    let action = match bytes {
        [0, c] => Action::Play(card_of(*c)?),
        [1, a, b] => {
            let (a, b) = two(a, b)?;
            Action::PlayTwo(a, b)
        }
        [2, c] => Action::Discard(card_of(*c)?),
        [3, c] => Action::Attente(card_of(*c)?),
        [4, a, b] => {
            let (a, b) = two(a, b)?;
            Action::Keep(a, b)
        }
        [5, a, b] => {
            let (a, b) = two(a, b)?;
            Action::ThrowAttacks(a, b)
        }
        [6] => Action::Decline,
        _ => return None,
    };
    Some(action)
}

impl LineCodec for Skirman {
    fn shown_to_other(view: &View, action: &Action) -> Shown {
        seen_by_watcher(view.ac_shown, action)
    }

    /// Narration reads the public parts only (`i18n::skirman`'s `events` ignores the action):
    /// a hidden play's stand-in cards are never read.
    fn told(shown: &Shown) -> Action {
        let any = Card::ALL[0];
        match *shown {
            Shown::Open(action) => action,
            Shown::Discard => Action::Discard(any),
            Shown::Attente => Action::Attente(any),
            Shown::Keep => Action::Keep(any, any),
            Shown::Throw { .. } => Action::ThrowAttacks(any, any),
        }
    }

    fn write_shown(shown: &Shown, out: &mut Vec<u8>) {
        match shown {
            Shown::Open(action) => write(action, out),
            Shown::Discard => out.push(7),
            Shown::Attente => out.push(8),
            Shown::Keep => out.push(9),
            Shown::Throw { cards } => out.extend([10, *cards]),
        }
    }

    fn read_shown(bytes: &[u8]) -> Option<Shown> {
        match bytes {
            [7] => Some(Shown::Discard),
            [8] => Some(Shown::Attente),
            [9] => Some(Shown::Keep),
            [10, cards @ 0..=2] => Some(Shown::Throw { cards: *cards }),
            _ => read(bytes).map(Shown::Open),
        }
    }

    fn write_action(action: &Action, out: &mut Vec<u8>) {
        write(action, out)
    }

    fn read_action(bytes: &[u8]) -> Option<Action> {
        read(bytes)
    }

    fn write_fact(fact: &HiddenMove, out: &mut Vec<u8>) {
        if let HiddenMove::AcAnswer { holds, .. } = fact {
            out.push(u8::from(*holds));
        }
    }

    fn read_fact(wanted: &HiddenMove, bytes: &[u8]) -> Option<HiddenMove> {
        let holds = match bytes {
            [0] => false,
            [1] => true,
            _ => return None,
        };
        match *wanted {
            HiddenMove::AcAnswer { seat, card, .. } => {
                Some(HiddenMove::AcAnswer { seat, holds, card })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hidden_play_crosses_without_its_card() {
        let card = Card::ALL[5];
        for (action, hidden) in [
            (Action::Discard(card), Shown::Discard),
            (Action::Attente(card), Shown::Attente),
            (Action::Keep(card, Card::ALL[6]), Shown::Keep),
        ] {
            let mut bytes = Vec::new();
            Skirman::write_shown(&seen_by_watcher(None, &action), &mut bytes);
            assert_eq!(
                bytes.len(),
                1,
                "{action:?}: no card on the line (SK29, §6, SK11)"
            );
            assert_eq!(Skirman::read_shown(&bytes), Some(hidden));
        }
    }

    #[test]
    fn every_action_of_every_card_reads_back() {
        for a in Card::ALL {
            for action in [Action::Play(a), Action::Discard(a), Action::Attente(a)] {
                let mut bytes = Vec::new();
                Skirman::write_action(&action, &mut bytes);
                assert_eq!(Skirman::read_action(&bytes), Some(action));
            }
            for b in Card::ALL {
                for action in [
                    Action::PlayTwo(a, b),
                    Action::Keep(a, b),
                    Action::ThrowAttacks(a, b),
                ] {
                    let mut bytes = Vec::new();
                    Skirman::write_action(&action, &mut bytes);
                    assert_eq!(Skirman::read_action(&bytes), Some(action));
                }
            }
        }
        assert_eq!(Skirman::read_action(&[0, Card::ALL.len() as u8]), None);
        assert_eq!(Skirman::read_action(&[6, 0]), None);
        assert_eq!(Skirman::read_shown(&[10, 3]), None);
    }
}
