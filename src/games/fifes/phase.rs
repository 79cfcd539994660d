//! Whose turn it is, or the final report. Holds no hidden card while the game is on.
use super::scoring::GameReport;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// `player` must take one display card.
    Turn { player: Seat },
    /// The Excuse was turned up (§7): the secret cards are revealed and scored.
    Over(GameReport),
}

impl Phase {
    pub fn actor(&self) -> Option<Seat> {
        match self {
            Phase::Turn { player } => Some(*player),
            Phase::Over(_) => None,
        }
    }

    pub fn report(&self) -> Option<&GameReport> {
        match self {
            Phase::Over(report) => Some(report),
            Phase::Turn { .. } => None,
        }
    }
}
