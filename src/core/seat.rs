//! The two seats at the table. Every game here is for two players.
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    One,
    Two,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::One, Seat::Two];

    /// 0 for seat one, 1 for seat two: the index into per-seat arrays.
    pub fn index(self) -> usize {
        match self {
            Seat::One => 0,
            Seat::Two => 1,
        }
    }

    pub fn other(self) -> Seat {
        match self {
            Seat::One => Seat::Two,
            Seat::Two => Seat::One,
        }
    }

    /// 1 or 2, as players say it.
    pub fn number(self) -> u8 {
        self.index() as u8 + 1
    }
}

/// How a finished game (or round) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Winner(Seat),
    Draw,
}
