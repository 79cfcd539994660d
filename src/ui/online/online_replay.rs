//! A finished online game, step by step, as this seat saw it: the views followed from the
//! kept updates (`Follow::follow`), the game's own board made inert, what each action did in
//! words. Only this seat's view exists here: the friend's cards never were on this device.
use std::rc::Rc;

use yew::prelude::*;

use crate::core::record::Recorded;
use crate::core::settings_text::SettingsText;
use crate::core::{Seat, ViewOf};
use crate::deal::game::DealtGame;
use crate::i18n::online_end::GamesText as E;
use crate::i18n::saves::Text;
use crate::i18n::Names;
use crate::online::record::OnlineRecord;
use crate::online::worker::{read_update, PageUpdate};
use crate::ui::context::use_lang;
use crate::ui::table::{replay_board, replay_steps, TableGame};

#[derive(Properties)]
pub struct OnlineReplayProps<G: TableGame + DealtGame> {
    pub record: Rc<OnlineRecord>,
    pub names: Names,
    pub on_close: Callback<()>,
    #[prop_or_default]
    pub _game: std::marker::PhantomData<G>,
}

impl<G: TableGame + DealtGame> PartialEq for OnlineReplayProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.record, &other.record)
            && self.names == other.names
            && self.on_close == other.on_close
    }
}

/// One step: the view after it, and the action that led to it with what it did.
struct Step<G: TableGame + DealtGame> {
    view: ViewOf<G>,
    last: Option<(Seat, G::Action)>,
    events: Vec<G::Event>,
}

/// Every view of the game as the seat saw it; as far as the updates read.
fn steps<G: TableGame + DealtGame>(record: &OnlineRecord) -> Vec<Step<G>> {
    let rules = <G as Recorded>::Rules::from_text(&record.rules);
    let options = <G as Recorded>::Options::from_text(&record.options);
    let (Some(rules), Some(options)) = (rules, options) else {
        return Vec::new();
    };
    let setup = G::setup_of(rules, options);
    let mut steps: Vec<Step<G>> = Vec::new();
    for bytes in &record.updates {
        let step = match (read_update::<G>(bytes), steps.last()) {
            (Some(PageUpdate::Opened { first, got }), None) => {
                match <G as DealtGame>::start(&setup, first, &got) {
                    Ok(start) => Step {
                        view: start.view(record.seat),
                        last: None,
                        events: Vec::new(),
                    },
                    Err(_) => break,
                }
            }
            (Some(PageUpdate::Played { by, shown, moves }), Some(before)) => {
                let Ok(view) = G::follow(&before.view, &shown, &moves) else {
                    break;
                };
                let told = G::told(&shown);
                let events = G::events(&before.view.public, by, &told, &view.public);
                Step {
                    view,
                    last: Some((by, told)),
                    events,
                }
            }
            _ => break,
        };
        steps.push(step);
    }
    steps
}

#[function_component(OnlineReplay)]
pub fn online_replay<G: TableGame + DealtGame>(props: &OnlineReplayProps<G>) -> Html {
    let lang = use_lang();
    let steps = {
        let record = props.record.clone();
        use_memo((), move |_| steps::<G>(&record))
    };
    let step = use_state(|| steps.len().saturating_sub(1));
    let close = props.on_close.reform(|_: MouseEvent| ());
    let Some(last) = steps.len().checked_sub(1) else {
        return html! {
            <section class="tb-replay" data-testid="online-replay">
                <p role="alert">{ E::Unreadable.text(lang) }</p>
                <button type="button" class="eg-btn" onclick={close}>{ Text::CloseReplay.text(lang) }</button>
            </section>
        };
    };
    let at = (*step).min(last);
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_| step.set(to.min(last)))
    };
    let now = &steps[at];
    let board = replay_board::<G>(
        now.view.clone(),
        props.record.seat,
        &props.names,
        now.last.clone(),
        now.events.clone(),
        at,
    );
    let lines: Vec<String> = now
        .events
        .iter()
        .map(|e| G::event_text(e, &props.names, lang))
        .collect();
    html! {
        <section class="tb-replay" data-testid="online-replay" aria-label={Text::Replay.text(lang)}>
            <header class="tb-replay-bar">
                { replay_steps(at, last, go, lang) }
                <button type="button" class="eg-btn" data-testid="replay-close" onclick={close}>{ Text::CloseReplay.text(lang) }</button>
            </header>
            // Under the bar (which stays on screen): the steps and Back in one row.
            <p class="tb-muted tb-replay-note">{ E::YourViewOnly.text(lang) }</p>
            <ul class="tb-replay-what" data-testid="replay-what">
                { for lines.iter().map(|l| html! { <li>{ l }</li> }) }
            </ul>
            <div class="tb-replay-board" inert=true>{ board }</div>
        </section>
    }
}
