//! The guided course (issue 12): short lessons, each a position chosen so a point of the foil
//! convention can be made, and a script for the core tutorial engine (`core::walkthrough`): the
//! learner's decisions with the answers accepted, the wrong answers the lesson explains, and
//! the opponent's scripted replies. A lesson is deterministic, and `tests/skirman_course.rs`
//! replays every lesson through the rules (a rule change cannot leave a lesson silently wrong).
//!
//! The learner always sits in seat one. Words live in `i18n::skirman_course`, by lesson and
//! decision index; the page (its address, the progress it keeps) is `ui::skirman::learn`.
mod lessons;

pub use lessons::LESSONS;

use super::actions::Action;
use super::cards::{Card, Line};
use super::errors::{Error, SetupError};
use super::record::Position;
use super::rules::{Level, Rules};
use super::state::Skirman;
use crate::core::walkthrough::{ScriptError, Step, Walk, Walkthrough};
use crate::core::Seat;

/// The learner's seat in every lesson.
pub const LEARNER: Seat = Seat::One;

/// What a drawing beside the lesson shows (our own SVG): the line on the target, the blade's
/// path, or the fencers' distance on the piste.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The target with an attack's line lit and the line a parry closes.
    Target { attack: Line, parry: Line },
    /// The blade's path from the on-guard line: a coupé over the point, a dégagement under the
    /// blade, a contre's circle, a beat, a taking of the blade.
    Blade(BladePath),
    /// Two fencers on the piste: one advances, lunges, runs past, steps back or leaves it.
    Distance(Footwork),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BladePath {
    CoupDroit,
    Coupe,
    Degagement,
    Contre,
    Battement,
    PriseDeFer,
    Derobement,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Footwork {
    Marche,
    Retraite,
    Fleche,
    PointeEnLigne,
    SortieDePiste,
}

/// One lesson: its level (the cards that exist), the explicit position it starts from and its
/// steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The lesson's name in the page's address and in the saved progress.
    pub slug: &'static str,
    pub level: Level,
    /// The learner's and the opponent's hands.
    pub hands: [&'static [Card]; 2],
    /// The next cards of the talon, first drawn first; then the level's remaining TOUCHE cards
    /// (a TOUCHE only concludes an attack, so drawing one changes no decision), then the rest in
    /// `Card::ALL` order.
    pub talon_top: &'static [Card],
    pub touches: [u8; 2],
    pub warnings: [u8; 2],
    /// Who opens the first exchange.
    pub to_move: Seat,
    /// The opponent's moves before the learner's first decision.
    pub opening: &'static [Action],
    /// The learner's decisions, each with the opponent's replies.
    pub steps: &'static [Step<Action>],
    pub drawing: Drawing,
}

/// Why a lesson cannot be played: its position or one of its scripted moves is refused by the
/// rules (the course's tests make sure this never happens).
#[derive(Clone, Debug, PartialEq)]
pub enum CourseError {
    Setup(Vec<SetupError>),
    Script(ScriptError<Error>),
}

impl Lesson {
    pub fn rules(&self) -> Rules {
        Rules::new(self.level)
    }

    /// The explicit position the lesson starts from.
    pub fn position(&self) -> Position {
        let mut talon = Card::deck(self.level);
        for card in self.hands.iter().copied().flatten().chain(self.talon_top) {
            if let Some(at) = talon.iter().position(|c| c == card) {
                talon.remove(at);
            }
        }
        let mut ordered = self.talon_top.to_vec();
        ordered.extend(talon.iter().filter(|c| **c == Card::Touche));
        ordered.extend(talon.iter().filter(|c| **c != Card::Touche));
        Position {
            hands: self.hands.map(|h| h.to_vec()),
            talon: ordered,
            discard: Vec::new(),
            touches: self.touches,
            warnings: self.warnings,
            to_move: self.to_move,
            seed: 1,
        }
    }

    /// The lesson for the tutorial engine.
    pub fn walkthrough(&self) -> Result<Walkthrough<Skirman>, Vec<SetupError>> {
        Ok(Walkthrough {
            start: Skirman::from_position(self.rules(), self.position())?,
            learner: LEARNER,
            opening: self.opening,
            steps: self.steps,
        })
    }

    /// The lesson at its first decision (the opponent's opening moves played).
    pub fn walk(&self) -> Result<Walk<Skirman>, CourseError> {
        let script = self.walkthrough().map_err(CourseError::Setup)?;
        Walk::start(script).map_err(CourseError::Script)
    }

    /// Every card the lesson's main line plays (the answers and the opponent's moves).
    pub fn cards_played(&self) -> Vec<Card> {
        let scripted = self.opening.iter().chain(
            self.steps
                .iter()
                .flat_map(|step| step.answers.iter().chain(step.replies)),
        );
        let mut cards = Vec::new();
        for action in scripted {
            if matches!(action, Action::Discard(_)) {
                continue;
            }
            for card in action.cards().into_iter().flatten() {
                if !cards.contains(&card) {
                    cards.push(card);
                }
            }
        }
        cards
    }
}

/// For each level, the cards that level adds and those of them the course plays.
pub fn coverage() -> Vec<(Level, Vec<Card>, Vec<Card>)> {
    let mut played: Vec<Card> = Vec::new();
    for lesson in LESSONS {
        for card in lesson.cards_played() {
            if !played.contains(&card) {
                played.push(card);
            }
        }
    }
    Level::ALL
        .iter()
        .map(|&level| {
            let cards: Vec<Card> = Card::ALL
                .iter()
                .copied()
                .filter(|c| c.min_level() == level)
                .collect();
            let seen = cards
                .iter()
                .copied()
                .filter(|c| played.contains(c))
                .collect();
            (level, cards, seen)
        })
        .collect()
}
