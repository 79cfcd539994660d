//! How a round ended, kept for the screen ("why did I lose?") and the log.
use super::cards::Hand;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    pub round: u16,
    /// `None`: a drawn round, which scores nothing.
    pub winner: Option<Seat>,
    pub reason: RoundEndReason,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RoundEndReason {
    /// An attack landed. `could_parry`: the defender held the parry but took the hit (EG21).
    Hit {
        attacker: Seat,
        value: u8,
        count: u8,
        could_parry: bool,
    },
    /// `player` had no legal action at the start of a turn (EG2, EG3).
    Stuck { player: Seat },
    /// The draw pile ran out (§5).
    DeckOut(DeckOutReport),
}

/// The numbers that decided a deck-out round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckOutReport {
    pub path: DeckOutPath,
    pub distance: u8,
    /// Cards equal to the distance in each hand, when the hands were compared (EG14).
    pub matching_cards: Option<[u8; 2]>,
    /// Both hands, revealed at the comparison.
    pub revealed_hands: Option<[Hand; 2]>,
    /// Squares gained from each fencer's own end (EG1).
    pub advancement: [u8; 2],
    pub decided_by: DecidedBy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckOutPath {
    /// Basic: the last-chance attack was not made.
    NoFinalAttack,
    /// The last turn was not an attack (a move, a retreat, a parry then a move; EG20).
    LastTurnNotAttack,
    /// The last attack was parried (EG13).
    LastAttackParried,
    /// The defender retreated from the last advance-and-attack (EG15).
    LastAttackRetreated,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecidedBy {
    HandComparison,
    Advancement,
    /// Equal on every count: a drawn round.
    Tie,
}
