//! The guide's state: the walk through the script (the core tutorial engine), the step the page
//! shows, and what the actions of that step did. Its reducer (`Session`) is the only code that
//! plays.
use super::Guided;
use crate::core::walkthrough::{Verdict, Walk};
use crate::core::{Game, Seat};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The learner is asked for the step's action.
    Asking,
    /// The opponent's scripted answer `n` comes next.
    Answering(usize),
    /// The step is played: what it meant, then "Next step".
    Explained,
    /// Every step is played.
    Finished,
}

impl Stage {
    /// The page's `data-stage`.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Asking => "asking",
            Stage::Answering(_) => "answering",
            Stage::Explained => "explained",
            Stage::Finished => "finished",
        }
    }
}

/// Why the learner's action was not played.
#[derive(Clone, PartialEq)]
pub enum Refused<G: Game> {
    Rule(G::Error),
    OtherStep,
}

#[derive(Clone)]
pub struct GuideState<G: Guided> {
    /// The walk at the guide's first step, for "Start the guide again".
    first: Rc<Walk<G>>,
    pub walk: Walk<G>,
    /// The step shown. The walk moves on as soon as the step's replies are played; the page
    /// stays on the step to explain it until "Next step".
    pub step: usize,
    pub refused: Option<Refused<G>>,
    pub last: Option<(Seat, G::Action)>,
    /// What each action of this step did, in order (public facts).
    pub played: Vec<(Seat, Vec<G::Event>)>,
    /// Counts the board's turns: the board resets its own selection when it moves.
    pub turn: u32,
}

pub enum Msg<G: Game> {
    Play(G::Action),
    Answer,
    Next,
    Restart,
}

impl<G: Guided> GuideState<G> {
    /// At the start of `step` (past the last: finished), the steps before it played along the
    /// script's main line; from the first step if the rules refuse it on the way.
    pub fn at(first: Rc<Walk<G>>, step: usize) -> Self {
        let mut walk = (*first).clone();
        if walk.advance_to(step).is_err() {
            walk = (*first).clone();
        }
        GuideState {
            step: walk.step(),
            walk,
            first,
            refused: None,
            last: None,
            played: Vec::new(),
            turn: 0,
        }
    }

    pub fn steps(&self) -> usize {
        self.walk.walkthrough().steps.len()
    }

    pub fn stage(&self) -> Stage {
        if self.step >= self.steps() {
            Stage::Finished
        } else if self.walk.step() > self.step {
            Stage::Explained
        } else if let Some(reply) = self.walk.replying() {
            Stage::Answering(reply)
        } else {
            Stage::Asking
        }
    }

    /// Records what `action` by `seat` did, from the public part `before` it.
    fn record(&mut self, seat: Seat, action: &G::Action, before: &G::Public) {
        let events = G::events(before, seat, action, &self.walk.game().public());
        self.played.push((seat, events));
        self.last = Some((seat, action.clone()));
        self.turn += 1;
    }

    /// The learner's action at the step asked.
    fn play(&mut self, action: &G::Action) {
        let before = self.walk.game().public();
        let refused = match self.walk.attempt(action) {
            Verdict::Right { .. } => {
                self.refused = None;
                return self.record(self.walk.learner(), action, &before);
            }
            Verdict::Refused(error) => Refused::Rule(error),
            // A guide's wrong answers have no words of their own: the rules', or "another step".
            Verdict::Wrong { .. } | Verdict::OtherStep => match self.walk.game().check(action) {
                Err(error) => Refused::Rule(error),
                Ok(()) => Refused::OtherStep,
            },
            Verdict::NotAsked => return,
        };
        self.refused = Some(refused);
        self.turn += 1;
    }

    /// The opponent's next scripted answer.
    fn answer(&mut self) {
        let before = self.walk.game().public();
        if let Ok(Some(action)) = self.walk.reply() {
            self.record(self.walk.learner().other(), action, &before);
        }
    }
}

/// The guide, or `None` when the rules refuse its script (the page then goes straight to the
/// game).
pub struct Session<G: Guided>(pub Option<GuideState<G>>);

impl<G: Guided> GuideState<G> {
    /// The state after `msg`, or `None` when it changes nothing.
    fn after(&self, msg: Msg<G>) -> Option<Self> {
        let mut next = self.clone();
        match (msg, self.stage()) {
            (Msg::Play(action), Stage::Asking) => next.play(&action),
            (Msg::Answer, Stage::Answering(_)) => next.answer(),
            (Msg::Next, Stage::Explained) => {
                next.step += 1;
                next.refused = None;
                next.last = None;
                next.played.clear();
                // The board resets its own selection when the turn counter moves.
                next.turn += 1;
            }
            (Msg::Restart, _) => {
                next = GuideState::at(self.first.clone(), 0);
                next.turn = self.turn + 1;
            }
            _ => return None,
        }
        Some(next)
    }
}

impl<G: Guided> Reducible for Session<G> {
    type Action = Msg<G>;

    fn reduce(self: Rc<Self>, msg: Msg<G>) -> Rc<Self> {
        match self.0.as_ref().and_then(|state| state.after(msg)) {
            Some(next) => Rc::new(Session(Some(next))),
            None => self,
        }
    }
}
