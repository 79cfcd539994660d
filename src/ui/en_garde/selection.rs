//! The board's own choices before an action is played: the card in hand, how many identical
//! cards attack, and the two steps of an advance-and-attack. Plain data, kept by the board with
//! `use_state` and forgotten as soon as an action is played.
use super::piste::Highlights;
use crate::games::en_garde::{Action, Direction, Level, Phase, View};

/// A card chosen in hand, before the action is confirmed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub card: Option<u8>,
    /// How many identical cards attack (when the card can attack).
    pub count: u8,
    /// Advance-and-attack, step two: the card already chosen to advance with.
    pub advance: Option<u8>,
}

impl Selection {
    /// `card` clicked in hand: chosen, unchosen, or (step two of an advance-and-attack) the
    /// attack card.
    pub fn pick(self, card: u8, view: &View) -> Selection {
        let held = view.private.hand.count(card);
        if self.card == Some(card) && self.advance.is_none() {
            return Selection::default();
        }
        if let Some(advance) = self.advance {
            let held_now = held - u8::from(card == advance);
            return Selection {
                card: Some(card),
                count: held_now.max(1),
                advance: Some(advance),
            };
        }
        // Attacks default to every identical card (the hardest to parry, EG5); a Basic attack
        // is one card.
        let count = if view.rules.level() == Level::Basic {
            1
        } else {
            held
        };
        Selection {
            card: Some(card),
            count: count.max(1),
            advance: None,
        }
    }

    /// Advance-and-attack, step one: `card` is the advance; the attack card comes next.
    pub fn advance_with(card: u8) -> Selection {
        Selection {
            card: None,
            count: 1,
            advance: Some(card),
        }
    }

    pub fn with_count(self, count: u8) -> Selection {
        Selection {
            count: count.max(1),
            ..self
        }
    }

    /// What a suggested action (a hint, a guide's step) does on the piste: the square it
    /// moves to, in its direction, and the square it attacks or defends.
    pub fn hinted(action: Action, view: &View) -> Highlights {
        let me = view.viewer;
        let step = |card, direction| view.piste.step(me, card, direction).ok();
        let mut h = Highlights::default();
        match action {
            Action::Move {
                card,
                direction: Direction::Forward,
            } => h.forward = step(card, Direction::Forward),
            Action::Move { card, .. } | Action::Retreat { card } => {
                h.back = step(card, Direction::Back)
            }
            Action::Attack { .. } => h.target = Some(view.piste.square(me.other())),
            Action::AdvanceAttack { advance, .. } => {
                h.forward = step(advance, Direction::Forward);
                h.target = Some(view.piste.square(me.other()));
            }
            Action::Parry | Action::TakeHit => h.target = Some(view.piste.square(me)),
            Action::Pass => {}
        }
        h
    }

    /// The squares the chosen card reaches, and the square it attacks.
    pub fn highlights(&self, view: &View) -> Highlights {
        let me = view.viewer;
        let mut h = Highlights::default();
        if !view.is_my_turn() {
            return h;
        }
        let legal = view.legal_actions();
        match (self.advance, self.card) {
            (None, Some(card)) => {
                for direction in [Direction::Forward, Direction::Back] {
                    if legal.contains(&Action::Move { card, direction }) {
                        let to = view.piste.step(me, card, direction).ok();
                        match direction {
                            Direction::Forward => h.forward = to,
                            Direction::Back => h.back = to,
                        }
                    }
                }
                if legal
                    .iter()
                    .any(|a| matches!(a, Action::Attack { card: c, .. } if *c == card))
                {
                    h.target = Some(view.piste.square(me.other()));
                }
            }
            (Some(advance), _) => {
                h.forward = view.piste.step(me, advance, Direction::Forward).ok();
                h.target = Some(view.piste.square(me.other()));
            }
            (None, None) => {}
        }
        if let Phase::Defend { .. } = view.phase {
            h.target = Some(view.piste.square(me));
        }
        h
    }
}
