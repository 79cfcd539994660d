//! Where a round stands: whose decision it is and what kind of decision. Holds no hidden card.
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AttackKind {
    /// From where the attacker stood; only a parry answers it (EG9).
    Direct,
    /// Advance-and-attack (Advanced): a parry or a retreat answers it.
    Indirect,
}

/// An attack waiting for the defender's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    pub value: u8,
    pub count: u8,
    pub kind: AttackKind,
}

/// A turn that retreated from an attack (EG8): who retreated, from what, with which card. Public,
/// like every card played; the search infers from it that the defender probably could not parry
/// (docs/ai.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Retreat {
    pub seat: Seat,
    pub from: Attack,
    pub card: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// A normal turn: move, attack, or (Advanced) advance-and-attack.
    Turn {
        player: Seat,
    },
    /// `defender` must parry, retreat (indirect attacks only) or take the hit. `deck_end`: the
    /// attacker's refill emptied the pile, so no turn follows a parry (EG12, EG13).
    Defend {
        defender: Seat,
        attack: Attack,
        deck_end: bool,
    },
    /// Basic deck end: the player who did not draw the last card may only attack (EG12).
    FinalAttack {
        player: Seat,
    },
    MatchOver {
        winner: Seat,
    },
}

impl Phase {
    pub fn actor(self) -> Option<Seat> {
        match self {
            Phase::Turn { player } | Phase::FinalAttack { player } => Some(player),
            Phase::Defend { defender, .. } => Some(defender),
            Phase::MatchOver { .. } => None,
        }
    }
}
