//! Skirm'an in the record format: an explicit position at the start of an exchange (hands,
//! talon order, discard pile, touches, warnings, who attacks), checked for contradictions.
use super::actions::Action;
use super::cards::Card;
use super::chain::History;
use super::errors::SetupError;
use super::hand::Hand;
use super::phase::Phase;
use super::rules::{Level, Options, Rules};
use super::state::{Skirman, HAND, TOUCHES_TO_WIN, WARNING_POOL};
use crate::core::record::Recorded;
use crate::core::{Rng, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Seat one's and seat two's hands (at most 7 cards each).
    pub hands: [Vec<Card>; 2],
    /// The talon, the next card to draw first.
    pub talon: Vec<Card>,
    #[serde(default)]
    pub discard: Vec<Card>,
    #[serde(default)]
    pub touches: [u8; 2],
    #[serde(default)]
    pub warnings: [u8; 2],
    /// The ATTAQUANT, to open the next exchange.
    pub to_move: Seat,
    /// Seeds the reshuffles of the discard pile.
    #[serde(default)]
    pub seed: u64,
}

impl Position {
    /// The opening of a bout with these hands: every other card of `level` in the talon (in
    /// `Card::ALL` order), no touch, no warning. A hand card the level lacks stays in the hand,
    /// for `from_position` to refuse.
    pub fn with_hands(level: Level, hands: [Vec<Card>; 2], to_move: Seat, seed: u64) -> Position {
        let mut talon = Card::deck(level);
        for card in hands.iter().flatten() {
            if let Some(at) = talon.iter().position(|c| c == card) {
                talon.remove(at);
            }
        }
        Position {
            hands,
            talon,
            discard: Vec::new(),
            touches: [0, 0],
            warnings: [0, 0],
            to_move,
            seed,
        }
    }
}

impl Skirman {
    pub fn from_position(rules: Rules, position: Position) -> Result<Skirman, Vec<SetupError>> {
        let mut problems = Vec::new();
        let mut counts = [0usize; Card::ALL.len()];
        // Cards that exist in no level (a contre in a low line…): one problem per kind of
        // card with how many there are, however many the file holds.
        let mut strays: Vec<(Card, usize)> = Vec::new();
        for &card in position.hands[0]
            .iter()
            .chain(&position.hands[1])
            .chain(&position.talon)
            .chain(&position.discard)
        {
            match (card.index(), strays.iter_mut().find(|(c, _)| *c == card)) {
                (Some(i), _) => counts[i] += 1,
                (None, Some((_, found))) => *found += 1,
                (None, None) => strays.push((card, 1)),
            }
        }
        for (card, found) in strays {
            problems.push(SetupError::WrongCount {
                card,
                expected: 0,
                found,
            });
        }
        for card in Card::ALL {
            let expected = card.count(rules.level);
            let found = card.index().map(|i| counts[i]).unwrap_or(0);
            if found != expected as usize {
                problems.push(SetupError::WrongCount {
                    card,
                    expected,
                    found,
                });
            }
        }
        for seat in Seat::BOTH {
            let cards = position.hands[seat.index()].len();
            if cards > HAND {
                problems.push(SetupError::HandTooBig { seat, cards });
            }
            let touches = position.touches[seat.index()];
            if touches >= TOUCHES_TO_WIN {
                problems.push(SetupError::TouchesOutOfRange { seat, touches });
            }
            let warnings = position.warnings[seat.index()];
            if warnings > 1 {
                problems.push(SetupError::WarningsOutOfRange { seat, warnings });
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let hands = position.hands.each_ref().map(|cards| Hand::of(cards));
        Ok(Skirman {
            rules,
            rng: Rng::seeded(position.seed),
            talon: position.talon.iter().rev().copied().collect(),
            discard: position.discard,
            hands,
            chain: Vec::new(),
            history: History::default(),
            phase: Phase::Open,
            actor: position.to_move,
            touches: position.touches,
            warnings: position.warnings,
            pool: WARNING_POOL - position.warnings[0] - position.warnings[1],
            marche_count: 0,
            feint_defender: None,
            ac: None,
            outcome: None,
            dealer: Default::default(),
        })
    }
}

impl Recorded for Skirman {
    /// A record's `rules` is the level; its `options` the SK2/SK11/SK14 choices.
    type Rules = Level;
    type Options = Options;
    type Position = Position;
    type SetupError = SetupError;

    fn new_game(level: Level, options: Options, seed: u64) -> Skirman {
        Skirman::new(Rules { level, options }, seed)
    }

    fn from_position(
        level: Level,
        options: Options,
        position: Position,
    ) -> Result<Skirman, Vec<SetupError>> {
        Skirman::from_position(Rules { level, options }, position)
    }

    fn action_from_json(value: &Value) -> Result<Action, String> {
        serde_json::from_value(value.clone()).map_err(|e| e.to_string())
    }

    fn action_to_json(action: &Action) -> Value {
        serde_json::to_value(action).unwrap_or(Value::Null)
    }
}
