//! The guided course (issue 12): short lessons, each a position chosen so a point of the foil
//! convention can be made, the learner's decisions with their expected answers, and the wrong
//! answers the lesson explains. A lesson is data played by the same engine as a bout: the
//! opponent's moves are scripted, so a lesson is deterministic, and `tests/skirman_course.rs`
//! replays every lesson through the rules (a rule change cannot leave a lesson silently wrong).
//!
//! The learner always sits in seat one. Words live in `i18n::skirman_course`, by lesson and
//! decision index.
mod lessons;

pub use lessons::LESSONS;

use super::actions::Action;
use super::cards::{Card, Line};
use super::errors::{Error, SetupError};
use super::record::Position;
use super::rules::{Level, Rules};
use super::state::Skirman;
use crate::core::{Game, RuleError, Seat};

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

/// What follows a wrong answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrongKind {
    /// The rules refuse it, for the rule named (`RuleError::rule_id`); the position stays.
    Refused(&'static str),
    /// The rules allow it: it is played, then these moves (both sides), to show what it costs;
    /// the learner then tries again from the decision.
    PlayedOut(&'static [Action]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wrong {
    pub action: Action,
    pub kind: WrongKind,
}

/// One decision of the learner: every answer accepted (each leads on to the same script) and
/// the wrong answers the lesson explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub answers: &'static [Action],
    pub wrong: &'static [Wrong],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The opponent's move (scripted).
    Opponent(Action),
    Decide(Decision),
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
    pub steps: &'static [Step],
    pub drawing: Drawing,
}

/// Why a lesson cannot be played: its position or one of its scripted moves is refused by the
/// rules (the course's tests make sure this never happens).
#[derive(Clone, Debug, PartialEq)]
pub enum CourseError {
    Setup(Vec<SetupError>),
    Script { step: usize, error: Error },
}

/// What the lesson says of an attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The expected answer: it was played, and the opponent's scripted moves after it.
    Right { decision: usize },
    /// A wrong answer the lesson explains (`wrong` indexes the decision's list). `played_out`:
    /// the position it leads to, to show before trying again.
    Wrong {
        decision: usize,
        wrong: usize,
        played_out: Option<Box<Skirman>>,
    },
    /// Another answer the rules refuse, with their reason.
    Refused(Error),
    /// Another answer the rules allow, but not the point of this lesson.
    NotThisLesson,
    /// The lesson is over (no decision waits).
    Finished,
    /// A scripted move was refused (never with the course's lessons).
    Broken(CourseError),
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

    pub fn decisions(&self) -> impl Iterator<Item = &'static Decision> + '_ {
        self.steps.iter().filter_map(|s| match s {
            Step::Decide(d) => Some(d),
            Step::Opponent(_) => None,
        })
    }

    pub fn decision_count(&self) -> usize {
        self.decisions().count()
    }

    /// Every card the lesson's main line plays (the expected answers and the opponent's moves).
    pub fn cards_played(&self) -> Vec<Card> {
        let mut cards = Vec::new();
        for step in self.steps {
            let actions: &[Action] = match step {
                Step::Opponent(a) => std::slice::from_ref(a),
                Step::Decide(d) => d.answers,
            };
            for action in actions {
                if matches!(action, Action::Discard(_)) {
                    continue;
                }
                for card in action.cards().into_iter().flatten() {
                    if !cards.contains(&card) {
                        cards.push(card);
                    }
                }
            }
        }
        cards
    }
}

/// A lesson being played: the game, and where its script stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Walk {
    pub lesson: &'static Lesson,
    game: Skirman,
    /// The index in `lesson.steps` of the decision waiting, or `steps.len()` when done.
    step: usize,
    /// How many decisions are behind.
    decided: usize,
}

impl Walk {
    /// The lesson at its first decision (the opponent's opening moves played).
    pub fn start(lesson: &'static Lesson) -> Result<Walk, CourseError> {
        let game = Skirman::from_position(lesson.rules(), lesson.position())
            .map_err(CourseError::Setup)?;
        let mut walk = Walk {
            lesson,
            game,
            step: 0,
            decided: 0,
        };
        walk.run_script()?;
        Ok(walk)
    }

    pub fn game(&self) -> &Skirman {
        &self.game
    }

    /// The decision waiting (its index among the lesson's decisions), if any.
    pub fn decision(&self) -> Option<(usize, &'static Decision)> {
        match self.lesson.steps.get(self.step) {
            Some(Step::Decide(d)) => Some((self.decided, d)),
            _ => None,
        }
    }

    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }

    /// Plays the opponent's scripted moves up to the next decision.
    fn run_script(&mut self) -> Result<(), CourseError> {
        while let Some(Step::Opponent(action)) = self.lesson.steps.get(self.step) {
            self.game
                .play_in_place(action)
                .map_err(|error| CourseError::Script {
                    step: self.step,
                    error,
                })?;
            self.step += 1;
        }
        Ok(())
    }

    /// The learner's attempt at the waiting decision.
    pub fn attempt(&mut self, action: Action) -> Verdict {
        let Some((decision, d)) = self.decision() else {
            return Verdict::Finished;
        };
        let action = action.canonical();
        if d.answers.contains(&action) {
            if let Err(error) = self.game.play_in_place(&action) {
                return Verdict::Broken(CourseError::Script {
                    step: self.step,
                    error,
                });
            }
            self.step += 1;
            self.decided += 1;
            return match self.run_script() {
                Ok(()) => Verdict::Right { decision },
                Err(e) => Verdict::Broken(e),
            };
        }
        if let Some((wrong, w)) = d.wrong.iter().enumerate().find(|(_, w)| w.action == action) {
            let played_out = match w.kind {
                WrongKind::Refused(_) => None,
                WrongKind::PlayedOut(then) => {
                    let mut game = self.game.clone();
                    for a in std::iter::once(&action).chain(then) {
                        if game.play_in_place(a).is_err() {
                            break;
                        }
                    }
                    Some(Box::new(game))
                }
            };
            return Verdict::Wrong {
                decision,
                wrong,
                played_out,
            };
        }
        match self.game.check(&action) {
            Err(error) => Verdict::Refused(error),
            Ok(()) => Verdict::NotThisLesson,
        }
    }
}

/// The rule a refusal names, for tests and the page's `data-rule`.
pub fn rule_of(error: &Error) -> &'static str {
    error.rule_id()
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

/// The lesson with this slug.
pub fn lesson(slug: &str) -> Option<(usize, &'static Lesson)> {
    LESSONS.iter().enumerate().find(|(_, l)| l.slug == slug)
}

/// The indices (in `LESSONS`) of the lessons `text` names (comma-separated slugs: the saved
/// progress), each once, in course order. Unknown names are ignored: any text is read for what
/// it holds.
pub fn progress_from_text(text: &str) -> Vec<usize> {
    let named: Vec<&str> = text.split(',').map(str::trim).collect();
    (0..LESSONS.len())
        .filter(|&i| named.contains(&LESSONS[i].slug))
        .collect()
}

/// The saved form of the finished lessons.
pub fn progress_to_text(done: &[usize]) -> String {
    done.iter()
        .filter_map(|&i| LESSONS.get(i).map(|l| l.slug))
        .collect::<Vec<_>>()
        .join(",")
}

/// The first lesson not yet finished (the last one when all are).
pub fn next_lesson(done: &[usize]) -> usize {
    (0..LESSONS.len())
        .find(|i| !done.contains(i))
        .unwrap_or(LESSONS.len().saturating_sub(1))
}

/// The lesson a course page's `location.hash` names (`#/lesson/<slug>`), if any.
pub fn lesson_in_hash(hash: &str) -> Option<usize> {
    let path = hash.trim_start_matches('#').trim_matches('/');
    let slug = path.strip_prefix("lesson/")?;
    lesson(slug.trim_matches('/')).map(|(i, _)| i)
}
