//! A guided first game: a stacked position and a script that a newcomer follows step by step.
//! At each step the learner is asked for one action (the guide highlights it and explains what
//! it did); the opponent's answers are scripted too, so the story is the same every time. The
//! script is data played by the rules engine: `positions` replays it and fails on the first
//! action the rules refuse, so a rule change cannot leave a walkthrough silently wrong.
use super::{Game, Seat};

/// One step: what the learner is asked to play, then what the opponent plays until the learner
/// is to act again (or the game or round is over).
#[derive(Clone, Debug, PartialEq)]
pub struct Step<G: Game> {
    pub expect: G::Action,
    pub replies: Vec<G::Action>,
}

/// A stacked start and the steps played from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Walkthrough<G: Game> {
    pub start: G,
    pub learner: Seat,
    pub steps: Vec<Step<G>>,
}

/// Where a script goes wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum ScriptError<E> {
    /// Step `step` expects the learner to act, but it is not his turn.
    NotLearnersTurn { step: usize },
    /// The learner's action of step `step` is refused.
    Refused { step: usize, error: E },
    /// Reply `reply` of step `step` is refused, or is not the opponent's to play.
    ReplyRefused {
        step: usize,
        reply: usize,
        error: Option<E>,
    },
}

impl<G: Game> Walkthrough<G> {
    /// The state before each step, then the state after the last one (`steps.len() + 1`
    /// states), all by the rules' checked `play`.
    pub fn positions(&self) -> Result<Vec<G>, ScriptError<G::Error>> {
        let mut states = Vec::with_capacity(self.steps.len() + 1);
        let mut state = self.start.clone();
        for (step, script) in self.steps.iter().enumerate() {
            if state.to_act() != Some(self.learner) {
                return Err(ScriptError::NotLearnersTurn { step });
            }
            states.push(state.clone());
            state = state
                .play(&script.expect)
                .map_err(|r| ScriptError::Refused {
                    step,
                    error: r.error,
                })?;
            for (reply, action) in script.replies.iter().enumerate() {
                if state.to_act() != Some(self.learner.other()) {
                    return Err(ScriptError::ReplyRefused {
                        step,
                        reply,
                        error: None,
                    });
                }
                state = state.play(action).map_err(|r| ScriptError::ReplyRefused {
                    step,
                    reply,
                    error: Some(r.error),
                })?;
            }
        }
        states.push(state);
        Ok(states)
    }
}
