//! Bluff in the record format: its one rule set, no options, and an explicit position (both
//! hands, before the first bid), checked before it becomes a state.
use super::{Action, Bluff, Hand, COPIES, FACES};
use crate::core::record::Recorded;
use crate::core::{RuleError, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The one rule set (`"standard"` in records).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleSet {
    #[default]
    Standard,
}

/// Bluff has no options (`{}` in records).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// Both hands, player 1's first; the game starts with player 1's bid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub hands: [Hand; 2],
}

/// What a position cannot hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A card that is no face of the deck.
    NoSuchFace { seat: Seat, face: u8 },
    /// More copies of a face than the deck has.
    TooMany { face: u8, times: u8 },
}

impl RuleError for SetupError {
    fn rule_id(&self) -> &'static str {
        "B2"
    }
}

impl Recorded for Bluff {
    type Rules = RuleSet;
    type Options = Options;
    type Position = Position;
    type SetupError = SetupError;

    fn new_game(_rules: RuleSet, _options: Options, seed: u64) -> Bluff {
        Bluff::new(seed)
    }

    fn from_position(
        _rules: RuleSet,
        _options: Options,
        position: Position,
    ) -> Result<Bluff, Vec<SetupError>> {
        let mut problems = Vec::new();
        for seat in Seat::BOTH {
            for &face in &position.hands[seat.index()] {
                if !(1..=FACES).contains(&face) {
                    problems.push(SetupError::NoSuchFace { seat, face });
                }
            }
        }
        for face in 1..=FACES {
            let times = position
                .hands
                .iter()
                .flatten()
                .filter(|&&f| f == face)
                .count() as u8;
            if times > COPIES {
                problems.push(SetupError::TooMany { face, times });
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let mut hands = position.hands;
        hands.iter_mut().for_each(|hand| hand.sort_unstable());
        Ok(Bluff::with_hands(hands))
    }

    fn action_from_json(value: &Value) -> Result<Action, String> {
        serde_json::from_value(value.clone()).map_err(|e| e.to_string())
    }

    fn action_to_json(action: &Action) -> Value {
        serde_json::to_value(action).unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::{record_from_seed, replay};
    use crate::core::Game;

    #[test]
    fn a_recorded_game_replays_and_positions_are_checked() {
        let mut game = Bluff::new(5);
        let mut actions = Vec::new();
        while let Some(action) = game.legal_actions().into_iter().rev().nth(2) {
            game.play_in_place(&action).unwrap();
            actions.push(action);
        }
        game.play_in_place(&Action::Challenge).unwrap();
        actions.push(Action::Challenge);
        let record = record_from_seed::<Bluff>(&RuleSet::Standard, &Options {}, 5, &actions);
        let text = serde_json::to_string(&record).unwrap();
        assert!(text.contains(r#""game":"bluff""#), "{text}");
        assert_eq!(replay::<Bluff>(&record, |_, _, _, _, _| {}).unwrap(), game);
        let bad = Position {
            hands: [[1, 1, 1], [0, 2, 3]],
        };
        let problems = Bluff::from_position(RuleSet::Standard, Options {}, bad).unwrap_err();
        assert_eq!(
            problems,
            vec![
                SetupError::NoSuchFace {
                    seat: Seat::Two,
                    face: 0
                },
                SetupError::TooMany { face: 1, times: 3 }
            ]
        );
    }
}
