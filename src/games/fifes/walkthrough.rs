//! The guided first game: a stacked position near the end of the draw pile, on which the
//! newcomer retreats two units with a numbered card, marches with an Ace, orders a Crown's
//! charge and turns up the Excuse, which ends the game and scores it (dense ranking, §7). The
//! opponent's answers are scripted; `core::walkthrough` replays it all through the rules (the
//! tests below), and the guide's words are `i18n::walkthrough`'s.
use super::actions::Action;
use super::cards::Card;
use super::record::Position;
use super::rules::Options;
use super::state::FifesAndDrums;
use super::track::{Direction, Track};
use crate::core::walkthrough::{Step, Walkthrough};
use crate::core::Seat;

// `Action::split`, `march` and `charge`, as `const fn`s: the script is static data.
const fn split(card: Card, first: u8, second: u8) -> Action {
    Action {
        card,
        split: Some([first, second]),
        direction: None,
    }
}

const fn march(card: Card, direction: Direction) -> Action {
    Action {
        card,
        split: None,
        direction: Some(direction),
    }
}

const fn charge(card: Card) -> Action {
    Action {
        card,
        split: None,
        direction: None,
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

static FIRST_GAME: [Step<Action>; 4] = [
    // 1. The Forest (5: Moons, Leaves), split 2 + 3: both retreat.
    step(
        &[split(Card::TheForest, 2, 3)],
        &[split(Card::TheCave, 3, 4)],
    ),
    // 2. The Ace of Suns, back: Suns marches to the next occupied space behind it.
    step(
        &[march(Card::AceOfSuns, Direction::Back)],
        &[charge(Card::TheHuntress)],
    ),
    // 3. The Calamity: Wyrms charges to the next occupied space toward the enemy.
    step(
        &[charge(Card::TheCalamity)],
        &[split(Card::ThePainter, 2, 1)],
    ),
    // 4. The Chance Meeting (7: Moons, Leaves): the refill turns up the Excuse.
    step(&[split(Card::TheChanceMeeting, 6, 1)], &[]),
];

/// The learner (seat one) favours the Harvest: Moons, Suns and Leaves. The opponent's card,
/// the Island (Suns, Waves, Wyrms), stays hidden from him.
pub fn first_game() -> Walkthrough<FifesAndDrums> {
    use Card::*;
    // Moons, Suns, Waves, Leaves, Wyrms, Knots.
    let track = Track::new([3, 5, 6, 6, 7, 4]);
    let display = [TheForest, AceOfSuns, TheCave, TheSailor, ThePainter];
    // The next cards to turn up, in order; the Excuse last.
    let pile = vec![
        AceOfKnots,
        TheHuntress,
        TheCalamity,
        TheMountain,
        TheOrigin,
        TheChanceMeeting,
        TheExcuse,
    ];
    let used: Vec<Card> = display.iter().chain(&pile).copied().collect();
    let discards = super::cards::basic_deck()
        .filter(|card| !used.contains(card))
        .collect();
    let position = Position {
        secrets: [TheHarvest, TheIsland],
        display,
        pile,
        discards,
        track,
        to_move: Seat::One,
    };
    let start = FifesAndDrums::from_position(Options::default(), position)
        .unwrap_or_else(|_| FifesAndDrums::new(Options::default(), 1));
    Walkthrough {
        start,
        learner: Seat::One,
        opening: &[],
        steps: &FIRST_GAME,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Outcome};
    use crate::games::fifes::phase::Phase;

    #[test]
    fn the_script_is_legal_and_ends_on_the_excuse_with_a_dense_ranking() {
        let walk = first_game();
        walk.verify().expect("every scripted action is legal");
        let positions = walk.positions().expect("every scripted action is legal");
        let track = |i: usize| positions[i].public().track.spaces();
        // Moons, Suns, Waves, Leaves, Wyrms, Knots.
        // 1. The Forest split 2 + 3: Moons 3 → 5 and Leaves 6 → 9 retreat (§6.1); the
        //    opponent's Cave retreats Waves and Wyrms.
        assert_eq!(track(1), [5, 5, 9, 9, 11, 4]);
        // 2. The Ace of Suns, back: to the next occupied space (9), not 1 space (§6.2); then
        //    the opponent's Huntress charges Moons to the next token toward the enemy (§6.3).
        assert_eq!(track(2), [4, 9, 9, 9, 11, 4]);
        // 3. The Calamity: Wyrms charges from 11 to the next token toward the enemy (9).
        assert_eq!(track(3), [4, 11, 9, 9, 9, 5]);
        // 4. The refill turns up the Excuse: the game is over at once (§7).
        let end = positions.last().unwrap();
        assert_eq!(end.public().track.spaces(), [10, 11, 9, 10, 9, 5]);
        assert_eq!(end.public().pile_count, 0);
        // Dense ranking: spaces 5, 9, 10, 11 occupied → 0, 1, 2, 3; units on one space score
        // the same (§7): Knots 0, Waves and Wyrms 1, Moons and Leaves 2, Suns 3.
        assert_eq!(end.public().points, [2, 3, 1, 2, 1, 0]);
        let Phase::Over(report) = end.public().phase else {
            panic!("the Excuse ends the game");
        };
        assert_eq!(report.scores, [7, 5]);
        assert_eq!(end.outcome(), Some(Outcome::Winner(Seat::One)));
    }
}
