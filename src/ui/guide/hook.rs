//! The guide's behaviour: its state from the step a reload goes on from, the step reached kept
//! in localStorage (`touche.guide.<slug>`), and the opponent's scripted answers played one at a
//! time, after a pause to see each.
use super::state::{GuideState, Msg, Stage};
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

/// The guide from `first`, the walk at its first step.
#[hook]
pub fn use_guide<G: Guided>(first: Rc<Walk<G>>) -> UseReducerHandle<GuideState<G>> {
    let state = use_reducer(move || GuideState::at(first, saved_step::<G>()));
    use_effect_with(state.step, move |step| {
        storage::store(&storage_key::<G>(), &step.to_string());
    });
    let dispatcher = state.dispatcher();
    use_effect_with((state.stage(), state.step), move |(stage, _)| {
        let timer = matches!(stage, Stage::Answering(_)).then(|| {
            let pause = if reduced_motion() { 150 } else { 900 };
            Timeout::new(pause, move || dispatcher.dispatch(Msg::Answer))
        });
        move || drop(timer)
    });
    state
}
