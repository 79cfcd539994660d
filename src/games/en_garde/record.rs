//! En Garde in the record format: an explicit position (hands, pile order, squares, score, whose
//! turn, pending attack) that is checked for contradictions before it becomes a state.
use super::actions::Action;
use super::cards::{is_card, Hand, COPIES_PER_VALUE, DECK_SIZE, HAND_SIZE};
use super::errors::SetupError;
use super::phase::{Attack, AttackKind, Phase};
use super::piste::{Piste, FIRST_SQUARE, LAST_SQUARE};
use super::rules::{Level, Options, RuleSet};
use super::state::EnGarde;
use crate::core::record::Recorded;
use crate::core::{Rng, Seat};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// The highest round counter a position may have. A match only ends on round wins and drawn
/// rounds score nothing (EG17), so the counter is unbounded in principle; the engine's
/// increment saturates, and a position past this many rounds is refused as absurd.
pub const MAX_ROUND: u16 = 9_999;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Seat one's and seat two's cards.
    pub hands: [Vec<u8>; 2],
    /// The draw pile, the next card to be drawn first.
    pub pile: Vec<u8>,
    /// Cards played this round, oldest first (the last one is the visible top discard).
    #[serde(default)]
    pub discards: Vec<u8>,
    /// Seat one's and seat two's squares (1–23).
    pub squares: [u8; 2],
    #[serde(default)]
    pub score: [u8; 2],
    #[serde(default = "first_round")]
    pub round: u16,
    /// Whose decision it is (the defender, when an attack is pending).
    pub to_move: Seat,
    /// Who opened this round (next round the other seat opens); defaults to `to_move`.
    #[serde(default)]
    pub round_starter: Option<Seat>,
    /// An attack `to_move` must answer. With an empty pile it is the deck-end attack.
    #[serde(default, deserialize_with = "strict_attack")]
    pub pending_attack: Option<Attack>,
    /// Seeds the shuffles of the following rounds.
    #[serde(default)]
    pub seed: u64,
}

fn first_round() -> u16 {
    1
}

/// `Attack` as a record writes it, unknown keys refused.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttackJson {
    value: u8,
    count: u8,
    kind: AttackKind,
}

fn strict_attack<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Attack>, D::Error> {
    Ok(Option::<AttackJson>::deserialize(d)?.map(|a| Attack {
        value: a.value,
        count: a.count,
        kind: a.kind,
    }))
}

/// What no En Garde match can start with, from a seed or a position.
fn options_problems(options: &Options) -> Vec<SetupError> {
    if options.target_score == 0 {
        vec![SetupError::ZeroTargetScore]
    } else {
        Vec::new()
    }
}

impl EnGarde {
    pub fn from_position(
        rules: RuleSet,
        options: Options,
        position: Position,
    ) -> Result<EnGarde, Vec<SetupError>> {
        let mut problems = options_problems(&options);
        let all_cards = position
            .hands
            .iter()
            .flatten()
            .chain(&position.pile)
            .chain(&position.discards);
        let mut counts = [0u8; 5];
        let mut total = 0usize;
        // Each value that is not a card is reported once, however often it appears.
        let mut not_cards = [false; 256];
        for &card in all_cards {
            total += 1;
            if is_card(card) {
                counts[card as usize - 1] = counts[card as usize - 1].saturating_add(1);
            } else {
                not_cards[card as usize] = true;
            }
        }
        for (value, _) in not_cards.iter().enumerate().filter(|(_, &seen)| seen) {
            problems.push(SetupError::NotACard { value: value as u8 });
        }
        if total != DECK_SIZE {
            problems.push(SetupError::TotalCards { found: total });
        }
        for (slot, &found) in counts.iter().enumerate() {
            if found != COPIES_PER_VALUE {
                problems.push(SetupError::WrongCardCount {
                    value: slot as u8 + 1,
                    found,
                });
            }
        }
        for seat in Seat::BOTH {
            let size = position.hands[seat.index()].len();
            if size > HAND_SIZE as usize {
                problems.push(SetupError::HandTooBig {
                    seat_number: seat.number(),
                    size,
                });
            }
            let square = position.squares[seat.index()];
            if !(FIRST_SQUARE..=LAST_SQUARE).contains(&square) {
                problems.push(SetupError::FencerOffPiste {
                    seat_number: seat.number(),
                    square,
                });
            }
            if options.target_score > 0 && position.score[seat.index()] >= options.target_score {
                problems.push(SetupError::ScoreAtTarget {
                    seat_number: seat.number(),
                });
            }
        }
        if !(1..=MAX_ROUND).contains(&position.round) {
            problems.push(SetupError::RoundOutOfRange {
                round: position.round,
            });
        }
        let [a, b] = position.squares;
        if a == b {
            problems.push(SetupError::SameSquare { square: a });
        } else if a > b {
            problems.push(SetupError::FencersCrossed);
        }
        let piste = Piste(position.squares);
        match position.pending_attack {
            Some(attack) => {
                // 1 to 5 cards of one value (there are five of each), equal to the distance.
                if rules.level() == Level::Basic
                    || !is_card(attack.value)
                    || !(1..=COPIES_PER_VALUE).contains(&attack.count)
                    || attack.value != piste.distance()
                {
                    problems.push(SetupError::BadPendingAttack);
                }
                if attack.kind == AttackKind::Indirect && rules.level() != Level::Advanced {
                    problems.push(SetupError::IndirectAttackNeedsAdvanced);
                }
            }
            None if position.pile.is_empty() => problems.push(SetupError::EmptyPileWithoutAttack),
            None => {}
        }
        if !problems.is_empty() {
            return Err(problems);
        }

        let mut played = [0u8; 5];
        for &card in &position.discards {
            played[card as usize - 1] += 1;
        }
        let mut pile = position.pile.clone();
        pile.reverse();
        let mut game = EnGarde {
            rules,
            options,
            rng: Rng::seeded(position.seed),
            score: position.score,
            round: position.round,
            round_starter: position.round_starter.unwrap_or(position.to_move),
            piste,
            hands: [
                Hand::from_cards(&position.hands[0]),
                Hand::from_cards(&position.hands[1]),
            ],
            pile,
            top_discard: position.discards.last().copied(),
            played,
            phase: Phase::Turn {
                player: position.to_move,
            },
            last_round: None,
            last_retreat: None,
            dealer: Default::default(),
        };
        match position.pending_attack {
            Some(attack) => {
                let deck_end = game.pile.is_empty();
                game.phase = Phase::Defend {
                    defender: position.to_move,
                    attack,
                    deck_end,
                };
            }
            None => game.open_turn(position.to_move),
        }
        Ok(game)
    }
}

impl Recorded for EnGarde {
    type Rules = RuleSet;
    type Options = Options;
    type Position = Position;
    type SetupError = SetupError;

    fn new_game(rules: RuleSet, options: Options, seed: u64) -> EnGarde {
        EnGarde::new(rules, options, seed)
    }

    fn from_position(
        rules: RuleSet,
        options: Options,
        position: Position,
    ) -> Result<EnGarde, Vec<SetupError>> {
        EnGarde::from_position(rules, options, position)
    }

    fn options_problems(_rules: &RuleSet, options: &Options) -> Vec<SetupError> {
        options_problems(options)
    }

    /// serde ignores unknown keys on the field-less actions of a `type`-tagged enum (`parry`,
    /// `take-hit`, `pass`), so every key is checked against the action as it is written back.
    fn action_from_json(value: &Value) -> Result<Action, String> {
        let action: Action = serde_json::from_value(value.clone()).map_err(|e| e.to_string())?;
        if let (Some(given), Value::Object(known)) =
            (value.as_object(), Self::action_to_json(&action))
        {
            if let Some(key) = given.keys().find(|key| !known.contains_key(*key)) {
                let kind = known
                    .get("type")
                    .and_then(Value::as_str)
                    .unwrap_or_default();
                return Err(format!("unknown field `{key}` in a `{kind}` action"));
            }
        }
        Ok(action)
    }

    fn action_to_json(action: &Action) -> Value {
        serde_json::to_value(action).unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    /// Seat two must answer a 3 at distance 3 and holds none: taking the hit ends the round.
    fn about_to_end(round: u16) -> Position {
        Position {
            hands: [vec![1, 2, 4, 5, 5], vec![1, 2, 4, 5, 5]],
            pile: vec![1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5],
            discards: vec![3],
            squares: [10, 13],
            score: [0, 0],
            round,
            to_move: Seat::Two,
            round_starter: Some(Seat::One),
            pending_attack: Some(Attack {
                value: 3,
                count: 1,
                kind: AttackKind::Direct,
            }),
            seed: 1,
        }
    }

    #[test]
    fn the_round_counter_is_range_checked() {
        for round in [0, MAX_ROUND + 1, u16::MAX] {
            let problems =
                EnGarde::from_position(RuleSet::default(), Options::default(), about_to_end(round))
                    .expect_err("out of range");
            assert_eq!(problems, vec![SetupError::RoundOutOfRange { round }]);
        }
        let mut game = EnGarde::from_position(
            RuleSet::default(),
            Options::default(),
            about_to_end(MAX_ROUND),
        )
        .expect("the last round accepted");
        game.play_in_place(&Action::TakeHit).expect("legal");
        assert_eq!(game.round(), MAX_ROUND + 1);
    }

    #[test]
    fn a_round_end_at_the_counter_s_end_does_not_overflow() {
        let mut game =
            EnGarde::from_position(RuleSet::default(), Options::default(), about_to_end(1))
                .expect("valid");
        game.round = u16::MAX;
        game.play_in_place(&Action::TakeHit).expect("legal");
        assert_eq!(game.round(), u16::MAX);
        assert_eq!(game.score(), [1, 0]);
    }

    #[test]
    fn a_pending_attack_uses_real_cards() {
        for (value, count, squares) in [(3, 0, [10, 13]), (3, 6, [10, 13]), (8, 1, [10, 18])] {
            let mut position = about_to_end(1);
            position.squares = squares;
            position.pending_attack = Some(Attack {
                value,
                count,
                kind: AttackKind::Direct,
            });
            let problems = EnGarde::from_position(RuleSet::default(), Options::default(), position)
                .expect_err("no such attack");
            assert!(
                problems.contains(&SetupError::BadPendingAttack),
                "{problems:?}"
            );
        }
    }

    #[test]
    fn unknown_keys_in_actions_are_refused() {
        use serde_json::json;
        let read = |v: Value| <EnGarde as Recorded>::action_from_json(&v);
        assert_eq!(read(json!({"type": "parry"})), Ok(Action::Parry));
        for bad in [
            json!({"type": "parry", "card": 4}),
            json!({"type": "take-hit", "x": 1}),
            json!({"type": "pass", "count": 1}),
            json!({"type": "move", "card": 1, "direction": "forward", "count": 1}),
            json!({"type": "retreat", "card": 1, "direction": "back"}),
        ] {
            let error = read(bad.clone()).expect_err("unknown key");
            assert!(error.contains("unknown field"), "{bad}: {error}");
        }
    }
}
