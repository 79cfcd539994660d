//! The rule set and table options. There is one rule set: the standard game. The variant
//! « Fuite dans la brume » is named by the source but its text is missing (A-FD11), so it is
//! not offered.
use crate::core::{Rng, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleSet {
    #[default]
    Standard,
}

/// Who takes the first card. The source does not say; by default it is drawn at random (A-FD1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstPlayer {
    #[default]
    Random,
    PlayerOne,
    PlayerTwo,
}

impl FirstPlayer {
    pub fn fixed(self) -> Option<Seat> {
        match self {
            FirstPlayer::PlayerOne => Some(Seat::One),
            FirstPlayer::PlayerTwo => Some(Seat::Two),
            FirstPlayer::Random => None,
        }
    }

    /// The seat that starts, drawing from `rng` only when random.
    pub fn pick(self, rng: &mut Rng) -> Seat {
        self.fixed()
            .unwrap_or_else(|| if rng.coin() { Seat::One } else { Seat::Two })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    pub first_player: FirstPlayer,
}
