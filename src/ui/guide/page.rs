//! The guide's page: its heading and progress, the panel, and the game's own board.
use super::board::guide_board;
use super::hook::use_guide;
use super::panel::GuidePanel;
use super::state::Msg;
use super::{skip_link, Guided};
use crate::bots::Strength;
use crate::core::walkthrough::Walk;
use crate::i18n::walkthrough::{self as words, Text};
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::{SeatKind, Seats};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct GuidePageProps<G: Guided> {
    /// The walk at its first step (its script checked against the rules).
    pub first: Rc<Walk<G>>,
}

impl<G: Guided> PartialEq for GuidePageProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.first, &other.first)
    }
}

#[function_component(GuidePage)]
pub fn guide_page<G: Guided>(props: &GuidePageProps<G>) -> Html {
    let lang = use_lang();
    let state = use_guide::<G>(props.first.clone());
    let seats = Seats {
        kinds: [SeatKind::Human, SeatKind::Computer(Strength::Standard)],
        names: [String::new(), String::new()],
    };
    let names = seats.names(lang);
    let (stage, step, steps) = (state.stage(), state.step, state.steps());
    let send = |msg: fn() -> Msg<G>| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(msg()))
    };
    let on_play = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(Msg::Play(action)))
    };
    let board = guide_board(&state, &seats, names.clone(), lang, on_play);
    let lines: Vec<String> = state
        .played
        .iter()
        .flat_map(|(_, events)| events.iter().map(|e| G::event_text(e, &names, lang)))
        .collect();
    let play_href = Route::Play(G::ID).href();
    let progress = words::step_of((step + 1).min(steps), steps, lang);
    html! {
        <section class={classes!("guide", "tb-page", G::ID.slug())} data-testid="guide"
                 data-step={step.to_string()} data-stage={stage.name()}>
            <header class="guide-head">
                <h1>{ Text::Title.text(lang) }</h1>
                <p class="guide-progress" data-testid="guide-progress">{ progress }</p>
                { skip_link(&play_href, lang) }
            </header>
            <div class="guide-panel" role="status" aria-live="polite" data-testid="guide-panel">
                <GuidePanel game={G::ID} {stage} {step} {steps} {lines} {play_href}
                            on_next={send(|| Msg::Next)} on_restart={send(|| Msg::Restart)} />
            </div>
            <div class={classes!("tb-table", format!("tb-{}", G::ID.slug()))}>
                <div class="tb-area">{ board }</div>
            </div>
        </section>
    }
}
