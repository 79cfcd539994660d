//! Fifes and Drums in the record format: an explicit position (secret cards, display, pile order,
//! discards, track, whose turn), checked for contradictions before it becomes a state.
use super::actions::{Action, DISPLAY_SIZE};
use super::cards::{Card, PAWNS_AND_COURTS};
use super::errors::SetupError;
use super::phase::Phase;
use super::rules::{Options, RuleSet};
use super::state::{FifesAndDrums, EXCUSE_PACKET};
use super::suits::Suit;
use super::track::{Track, FRONT, PRINTED_SPACES};
use crate::core::record::Recorded;
use crate::core::Seat;
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Seat one's and seat two's Pawn or Court.
    pub secrets: [Card; 2],
    /// The five face-up cards, slot 0 first.
    pub display: [Card; DISPLAY_SIZE],
    /// The draw pile, the next card to turn up first. Holds the Excuse in its last six.
    pub pile: Vec<Card>,
    /// Taken cards, oldest first; default `[]`. Every basic card is in exactly one of display,
    /// pile and discards.
    #[serde(default)]
    pub discards: Vec<Card>,
    /// Each unit's space; default all on space 1.
    #[serde(default)]
    pub track: Track,
    /// Whose turn it is.
    pub to_move: Seat,
}

impl FifesAndDrums {
    pub fn from_position(
        options: Options,
        position: Position,
    ) -> Result<FifesAndDrums, Vec<SetupError>> {
        let mut problems = Vec::new();
        for seat in Seat::BOTH {
            let card = position.secrets[seat.index()];
            if !card.is_pawn_or_court() {
                problems.push(SetupError::SecretNotPawnOrCourt {
                    seat_number: seat.number(),
                    card,
                });
            }
        }
        if position.secrets[0] == position.secrets[1] {
            problems.push(SetupError::SameSecret {
                card: position.secrets[0],
            });
        }

        let mut counts = [0usize; 45];
        for card in position
            .display
            .iter()
            .chain(&position.pile)
            .chain(&position.discards)
        {
            counts[card.index()] += 1;
        }
        for card in Card::ALL {
            let times = counts[card.index()];
            if card.is_pawn_or_court() {
                if times > 0 {
                    problems.push(SetupError::NotInPlay { card });
                }
            } else if times == 0 {
                problems.push(SetupError::CardMissing { card });
            } else if times > 1 {
                problems.push(SetupError::CardRepeated { card, times });
            }
        }

        if position.display.contains(&Card::TheExcuse)
            || position.discards.contains(&Card::TheExcuse)
        {
            problems.push(SetupError::ExcuseNotInPile);
        }
        if let Some(at) = position.pile.iter().position(|&c| c == Card::TheExcuse) {
            let from_bottom = position.pile.len() - at;
            if from_bottom > EXCUSE_PACKET {
                problems.push(SetupError::ExcuseTooHigh { from_bottom });
            }
        }

        for suit in Suit::ALL {
            let space = position.track.space(suit);
            if !(FRONT..=PRINTED_SPACES).contains(&space) {
                problems.push(SetupError::OffTrack { suit, space });
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }

        let secrets = position.secrets;
        let mut set_aside = [Card::TheExcuse; 6];
        for (slot, card) in set_aside.iter_mut().zip(
            PAWNS_AND_COURTS
                .into_iter()
                .filter(|c| !secrets.contains(c)),
        ) {
            *slot = card;
        }
        // Who took the first card follows from the turns played (one discard per turn).
        let first_player = if position.discards.len() % 2 == 0 {
            position.to_move
        } else {
            position.to_move.other()
        };
        Ok(FifesAndDrums {
            options,
            secrets,
            set_aside,
            display: position.display,
            pile: position.pile.iter().rev().copied().collect(),
            discards: position.discards,
            track: position.track,
            phase: Phase::Turn {
                player: position.to_move,
            },
            first_player,
            history: Vec::new(),
            dealer: Default::default(),
        })
    }
}

impl Recorded for FifesAndDrums {
    type Rules = RuleSet;
    type Options = Options;
    type Position = Position;
    type SetupError = SetupError;

    fn new_game(_rules: RuleSet, options: Options, seed: u64) -> FifesAndDrums {
        FifesAndDrums::new(options, seed)
    }

    fn from_position(
        _rules: RuleSet,
        options: Options,
        position: Position,
    ) -> Result<FifesAndDrums, Vec<SetupError>> {
        FifesAndDrums::from_position(options, position)
    }

    fn action_from_json(value: &Value) -> Result<Action, String> {
        serde_json::from_value(value.clone()).map_err(|e| e.to_string())
    }

    fn action_to_json(action: &Action) -> Value {
        serde_json::to_value(action).unwrap_or(Value::Null)
    }
}
