//! The guide's behaviour: its state from the step a reload goes on from, the step reached kept
//! in localStorage (`touche.guide.<slug>`), and the opponent's scripted answers played one at a
//! time, after a pause to see each.
use super::state::{GuideState, Msg, Session, Stage};
use super::Guided;
use crate::core::walkthrough::Walk;
use crate::ui::browser::reduced_motion;
use crate::ui::table::storage;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

fn storage_key<G: Guided>() -> String {
    format!("touche.guide.{}", G::ID.slug())
}

/// The step a reload goes on from (anything unreadable starts again from the first).
fn saved_step<G: Guided>() -> usize {
    storage::load(&storage_key::<G>())
        .and_then(|text| text.trim().parse::<usize>().ok())
        .unwrap_or(0)
}

/// The guide, at the step a reload goes on from; `None` when the rules refuse its script's main
/// line (the script's tests verify the rest).
#[hook]
pub fn use_guide<G: Guided>() -> UseReducerHandle<Session<G>> {
    let state = use_reducer(|| {
        let first = Walk::start(G::walkthrough()).ok();
        let playable = first.filter(|walk| walk.clone().advance_to(usize::MAX).is_ok());
        Session(playable.map(|first| GuideState::at(Rc::new(first), saved_step::<G>())))
    });
    let step = state.0.as_ref().map(|guide| guide.step);
    use_effect_with(step, move |step| {
        if let Some(step) = step {
            // A guide's step is worth no notice: a refused write only restarts it at its start.
            let _ = storage::store(&storage_key::<G>(), &step.to_string());
        }
    });
    let dispatcher = state.dispatcher();
    let stage = state.0.as_ref().map(GuideState::stage);
    use_effect_with((stage, step), move |(stage, _)| {
        let timer = matches!(stage, Some(Stage::Answering(_))).then(|| {
            let pause = if reduced_motion() { 150 } else { 900 };
            Timeout::new(pause, move || dispatcher.dispatch(Msg::Answer))
        });
        move || drop(timer)
    });
    state
}
