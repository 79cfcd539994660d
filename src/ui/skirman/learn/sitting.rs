//! A lesson being sat: its walk through the script (the core tutorial engine,
//! `core::walkthrough`), what the lesson said of the last attempt, a wrong answer played out,
//! and the hand's selection; `use_sitting` gives them with the callbacks that change them.
use super::progress;
use crate::core::walkthrough::{Verdict, Walk};
use crate::games::skirman::course::Lesson;
use crate::games::skirman::{Action, Error, Skirman};
use yew::prelude::*;

/// What the lesson said of the last attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    None,
    Right(usize),
    Wrong { decision: usize, wrong: usize },
    Refused(Error),
    NotThisLesson,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Sitting {
    pub walk: Walk<Skirman>,
    pub feedback: Feedback,
    /// A wrong answer played out: the position it led to, shown until "Try again".
    pub played_out: Option<Box<Skirman>>,
    /// Counts attempts: the selection belongs to one.
    pub turn: u32,
    pub selection: Vec<usize>,
}

impl Sitting {
    /// The lesson at its first decision; `None` when the rules refuse its script.
    fn start(lesson: &Lesson) -> Option<Sitting> {
        lesson.walk().ok().map(|walk| Sitting {
            walk,
            feedback: Feedback::None,
            played_out: None,
            turn: 0,
            selection: Vec::new(),
        })
    }

    /// The position on the board: the wrong answer played out, or the lesson's.
    pub fn shown(&self) -> &Skirman {
        self.played_out.as_deref().unwrap_or(self.walk.game())
    }

    /// A decision waits for the learner (and no wrong answer is being shown).
    pub fn deciding(&self) -> bool {
        self.played_out.is_none() && self.walk.asking().is_some()
    }

    /// The sitting after `action`, or `None` when nothing changes (no decision waits, or a
    /// scripted reply is refused).
    fn attempt(&self, action: Action) -> Option<Sitting> {
        let mut next = self.clone();
        next.turn += 1;
        next.selection.clear();
        // The lesson lists each answer in its canonical spelling (a pair in one order).
        next.feedback = match next.walk.attempt(&action.canonical()) {
            Verdict::Right { step } => {
                next.walk.play_replies().ok()?;
                Feedback::Right(step)
            }
            Verdict::Wrong {
                step,
                wrong,
                played_out,
            } => {
                next.played_out = played_out;
                Feedback::Wrong {
                    decision: step,
                    wrong,
                }
            }
            Verdict::Refused(error) => Feedback::Refused(error),
            Verdict::OtherStep => Feedback::NotThisLesson,
            Verdict::NotAsked => return None,
        };
        Some(next)
    }

    /// Selects or unselects hand card `i` (two at most: the oldest gives way).
    fn toggle(&mut self, i: usize) {
        if let Some(at) = self.selection.iter().position(|&j| j == i) {
            self.selection.remove(at);
        } else {
            if self.selection.len() >= 2 {
                self.selection.remove(0);
            }
            self.selection.push(i);
        }
    }
}

pub struct SittingHandle {
    /// `None` when the lesson no longer matches the rules.
    pub sitting: Option<Sitting>,
    pub on_try: Callback<Action>,
    /// After a wrong answer played out: back to the decision.
    pub on_retry: Callback<MouseEvent>,
    pub on_restart: Callback<MouseEvent>,
    pub on_toggle: Callback<usize>,
    pub on_clear: Callback<()>,
}

/// Lesson `index` of `LESSONS` being sat; `on_finished` hears when it is finished (the
/// progress is saved first).
#[hook]
pub fn use_sitting(
    index: usize,
    lesson: &'static Lesson,
    on_finished: Callback<usize>,
) -> SittingHandle {
    let state = use_state(|| Sitting::start(lesson));
    let on_retry = update(&state, |s, _| {
        s.played_out = None;
        s.turn += 1;
    });
    let on_clear = update(&state, |s, ()| s.selection.clear());
    let on_toggle = update(&state, |s, i| s.toggle(i));
    let on_try = {
        let (state, current) = (state.clone(), (*state).clone());
        Callback::from(move |action: Action| {
            let Some(next) = current.as_ref().and_then(|s| s.attempt(action)) else {
                return;
            };
            if matches!(next.feedback, Feedback::Right(_)) && next.walk.finished() {
                progress::finish(index);
                on_finished.emit(index);
            }
            state.set(Some(next));
        })
    };
    let on_restart = {
        let state = state.clone();
        Callback::from(move |_| state.set(Sitting::start(lesson)))
    };
    SittingHandle {
        sitting: (*state).clone(),
        on_try,
        on_retry,
        on_restart,
        on_toggle,
        on_clear,
    }
}

/// A callback that changes the sitting shown when it was made.
fn update<E: 'static>(
    state: &UseStateHandle<Option<Sitting>>,
    change: impl Fn(&mut Sitting, E) + 'static,
) -> Callback<E> {
    let (state, current) = (state.clone(), (**state).clone());
    Callback::from(move |event| {
        if let Some(mut next) = current.clone() {
            change(&mut next, event);
            state.set(Some(next));
        }
    })
}
