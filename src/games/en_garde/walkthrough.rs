//! The guided first round (Abacus Advanced): a stacked deal, mid-round, on which the newcomer
//! moves, attacks, parries, advances and attacks, retreats, and draws the last card of the
//! deck. The opponent's answers are scripted; `core::walkthrough` replays it all through the
//! rules (the tests below), and the guide's words are `i18n::walkthrough`'s.
use super::actions::Action;
use super::piste::Direction;
use super::record::Position;
use super::rules::{Options, RuleSet};
use super::state::EnGarde;
use crate::core::walkthrough::{Step, Walkthrough};
use crate::core::Seat;

const fn forward(card: u8) -> Action {
    Action::Move {
        card,
        direction: Direction::Forward,
    }
}

const fn back(card: u8) -> Action {
    Action::Move {
        card,
        direction: Direction::Back,
    }
}

/// A step with one answer and nothing to explain but the rules' own refusals.
const fn step(answer: &'static [Action], replies: &'static [Action]) -> Step<Action> {
    Step {
        answers: answer,
        wrong: &[],
        replies,
    }
}

static FIRST_ROUND: [Step<Action>; 6] = [
    // 1. Move: 4 forward, 3 → 7. The opponent closes to 12 (distance 5).
    step(&[forward(4)], &[forward(4)]),
    // 2. Attack with a 5 at distance 5; parried, and the opponent attacks back with a 5.
    step(
        &[Action::Attack { card: 5, count: 1 }],
        &[Action::Parry, Action::Attack { card: 5, count: 1 }],
    ),
    // 3. Parry it with your own 5 (EG: same value, same number of cards).
    step(&[Action::Parry], &[]),
    // 4. Advance 1 (7 → 8) and attack with a 4; parried, and the opponent advances and
    //    attacks in turn (12 → 11, a 3).
    step(
        &[Action::AdvanceAttack {
            advance: 1,
            card: 4,
            count: 1,
        }],
        &[
            Action::Parry,
            Action::AdvanceAttack {
                advance: 1,
                card: 3,
                count: 1,
            },
        ],
    ),
    // 5. No 3 to parry: retreat 2 (8 → 6), allowed only against an advance-and-attack.
    //    The opponent steps back (11 → 12).
    step(&[Action::Retreat { card: 2 }], &[back(1)]),
    // 6. Move 4 forward (6 → 10): the refill takes the deck's last card. The round ends by
    //    the hand comparison at distance 2 (EG, §5): four 2s against none.
    step(&[forward(4)], &[]),
];

/// The rules the guide teaches: Advanced, the level with advance-and-attack and retreat (the
/// guide's steps 4 and 5). Its "Play a real game" opens a game at these rules.
pub const RULES: RuleSet = RuleSet::ALL[2];

/// The learner is seat one (on the left, moving up the piste), the computer seat two.
pub fn first_round() -> Walkthrough<EnGarde> {
    // The pile in drawing order: who draws each card is fixed by the script.
    let pile = vec![2, 3, 2, 1, 3, 2, 4, 1, 3, 5, 3, 2, 3, 2];
    let position = Position {
        hands: [vec![4, 5, 5, 1, 4], vec![4, 5, 5, 4, 1]],
        pile,
        discards: vec![1],
        squares: [3, 16],
        score: [0, 0],
        round: 1,
        to_move: Seat::One,
        round_starter: Some(Seat::One),
        pending_attack: None,
        seed: 1,
    };
    let start = EnGarde::from_position(RULES, Options::default(), position)
        .unwrap_or_else(|_| EnGarde::new(RULES, Options::default(), 1));
    Walkthrough {
        start,
        learner: Seat::One,
        opening: &[],
        steps: &FIRST_ROUND,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::en_garde::{DecidedBy, DeckOutPath, Piste, RoundEndReason};

    #[test]
    fn the_script_is_legal_from_its_first_step_to_its_last() {
        let walk = first_round();
        walk.verify().expect("every scripted action is legal");
        let positions = walk.positions().expect("every scripted action is legal");
        assert_eq!(positions.len(), walk.steps.len() + 1);
        let squares = |i: usize| positions[i].public().piste;
        // Step 1 moved 3 → 7; the opponent closed to 12 (distance 5, a 5 attacks).
        assert_eq!(squares(1), Piste([7, 12]));
        // Step 4 starts on the same squares: both attacks were parried (EG: same value).
        assert_eq!(squares(3), Piste([7, 12]));
        // Step 5: the opponent advanced and attacked from 11; the learner holds no 3.
        assert_eq!(squares(4), Piste([8, 11]));
        assert_eq!(positions[4].private(Seat::One).hand.count(3), 0);
        // The last refill emptied the pile: the round went to the hand comparison at
        // distance 2, four 2s against none (§5, Classic/Advanced step 3).
        let end = positions.last().unwrap().public();
        assert_eq!(end.score, [1, 0]);
        let report = end.last_round.expect("the round is over");
        assert_eq!(report.winner, Some(Seat::One));
        let RoundEndReason::DeckOut(deck_out) = report.reason else {
            panic!("the deck ran out: {report:?}");
        };
        assert_eq!(deck_out.path, DeckOutPath::LastTurnNotAttack);
        assert_eq!(deck_out.matching_cards, Some([4, 0]));
        assert_eq!(deck_out.decided_by, DecidedBy::HandComparison);
    }
}
