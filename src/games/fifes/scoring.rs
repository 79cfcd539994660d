//! The end of the game (§7): each player scores the dense-ranked points of the three units on
//! their secret card; the higher total wins, equal totals draw (A-FD9).
use super::cards::Card;
use super::track::Track;
use crate::core::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A player's total: the points of the units on their secret card. A unit on both cards
/// counts fully for both (§7).
pub fn score(points: &[u8; 6], secret: Card) -> u8 {
    secret.suits().iter().map(|s| points[s.index()]).sum()
}

pub fn outcome(scores: [u8; 2]) -> Outcome {
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Outcome::Winner(Seat::One),
        std::cmp::Ordering::Less => Outcome::Winner(Seat::Two),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// Everything revealed when the Excuse is turned up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameReport {
    /// Seat one's and seat two's secret cards, now revealed (A-FD10).
    pub secrets: [Card; 2],
    /// Each unit's final points, indexed by `Suit::index`.
    pub points: [u8; 6],
    pub scores: [u8; 2],
    pub outcome: Outcome,
    /// Turns played, the one that turned up the Excuse included.
    pub turns: u16,
}

impl GameReport {
    pub fn new(secrets: [Card; 2], track: &Track, turns: u16) -> GameReport {
        let points = track.points();
        let scores = [score(&points, secrets[0]), score(&points, secrets[1])];
        GameReport {
            secrets,
            points,
            scores,
            outcome: outcome(scores),
            turns,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_sum_the_three_favoured_units() {
        // {Moons 1, Suns 1, Waves 4, Leaves 7, Wyrms 7, Knots 12} → 0, 0, 1, 2, 2, 3.
        let track = Track::new([1, 1, 4, 7, 7, 12]);
        let report = GameReport::new([Card::TheHarvest, Card::TheBorderland], &track, 30);
        // Harvest: Moons 0 + Suns 0 + Leaves 2; Borderland: Waves 1 + Leaves 2 + Wyrms 2.
        assert_eq!(report.scores, [2, 5]);
        assert_eq!(report.outcome, Outcome::Winner(Seat::Two));
        let tie = GameReport::new([Card::TheConsul, Card::TheIsland], &Track::START, 27);
        assert_eq!(tie.outcome, Outcome::Draw);
    }
}
