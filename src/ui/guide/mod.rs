//! A guided first game (`<game>/learn/`): the game's own board on a stacked position, one step
//! at a time, played by the core tutorial engine (`core::walkthrough`). Each step outlines what
//! to play (the board's hint outline), refuses anything else with the rules' reason or "this
//! step is about something else", plays the opponent's scripted answers after a short pause,
//! then says what it meant. The step reached is kept in localStorage (`touche.guide.<slug>`),
//! so a reload goes on from there. Generic over `Guided`: a game gives its script; its words
//! are `i18n::walkthrough`'s.
mod board;
mod hook;
mod panel;
mod state;

use crate::bots::Strength;
use crate::core::walkthrough::Walkthrough;
use crate::i18n::walkthrough::{self as words, Text};
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::{SeatKind, Seats, TableGame};
use board::guide_board;
use hook::use_guide;
use panel::{guide_panel, PanelMoment};
use state::Msg;
use yew::prelude::*;

/// A game with a guided first game.
pub trait Guided: TableGame {
    fn walkthrough() -> Walkthrough<Self>;

    /// What "Play a real game" adds to the game's address so that the game opens at the rules
    /// the guide taught (the page's `TableGame::first_settings` reads it); empty: the default.
    fn play_query() -> String {
        String::new()
    }
}

/// The section of a game's page that holds its guide: `<slug>/learn/`.
pub const GUIDE_SECTION: &str = "learn";

#[function_component(Guide)]
pub fn guide<G: Guided>() -> Html {
    let lang = use_lang();
    let session = use_guide::<G>();
    let play_href = Route::Play(G::ID).href();
    let skip = html! {
        <a class="eg-link guide-skip" href={play_href.clone()} data-testid="guide-skip">{ Text::Skip.text(lang) }</a>
    };
    let Some(state) = &session.0 else {
        // A script the rules refuse (its tests say so first): straight to the game.
        return html! {
            <section class="guide" data-testid="guide">
                <h1>{ Text::Title.text(lang) }</h1>
                { skip }
            </section>
        };
    };
    let seats = Seats {
        kinds: [SeatKind::Human, SeatKind::Computer(Strength::Standard)],
        names: [String::new(), String::new()],
    };
    let names = seats.names(lang);
    let send = |msg: fn() -> Msg<G>| {
        let session = session.clone();
        Callback::from(move |_| session.dispatch(msg()))
    };
    let on_play = {
        let session = session.clone();
        Callback::from(move |action| session.dispatch(Msg::Play(action)))
    };
    let board = guide_board(state, &seats, names.clone(), lang, on_play);
    let lines: Vec<String> = state
        .played
        .iter()
        .flat_map(|(_, events)| events.iter().map(|e| G::event_text(e, &names, lang)))
        .collect();
    let (stage, step, steps) = (state.stage(), state.step, state.steps());
    let moment = PanelMoment {
        game: G::ID,
        stage,
        step,
        steps,
        lines: &lines,
        play_href: &format!("{play_href}{}", G::play_query()),
    };
    html! {
        <section class={classes!("guide", "tb-page", G::ID.slug())} data-testid="guide"
                 data-step={step.to_string()} data-stage={stage.name()}>
            <header class="guide-head">
                <h1>{ Text::Title.text(lang) }</h1>
                <p class="guide-progress" data-testid="guide-progress">{ words::step_of((step + 1).min(steps), steps, lang) }</p>
                { skip }
            </header>
            <div class="guide-panel" role="status" aria-live="polite" data-testid="guide-panel">
                { guide_panel(&moment, send(|| Msg::Next), send(|| Msg::Restart), lang) }
            </div>
            <div class={classes!("tb-table", format!("tb-{}", G::ID.slug()))}>
                <div class="tb-area">{ board }</div>
            </div>
        </section>
    }
}
