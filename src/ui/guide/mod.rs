//! A guided first game (`<game>/learn/`): the game's own board on a stacked position, one step
//! at a time, played by the core tutorial engine (`core::walkthrough`). Each step outlines what
//! to play (the board's hint outline), refuses anything else with the rules' reason or "this
//! step is about something else", plays the opponent's scripted answers after a short pause,
//! then says what it meant. The step reached is kept in localStorage (`touche.guide.<slug>`),
//! so a reload goes on from there. Generic over `Guided`: a game gives its script; its words
//! are `i18n::walkthrough`'s.
mod board;
mod hook;
mod page;
mod panel;
mod state;

use crate::core::walkthrough::{Walk, Walkthrough};
use crate::i18n::walkthrough::Text;
use crate::i18n::Lang;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::TableGame;
use page::GuidePage;
use std::rc::Rc;
use yew::prelude::*;

/// A game with a guided first game.
pub trait Guided: TableGame {
    fn walkthrough() -> Walkthrough<Self>;
}

/// The section of a game's page that holds its guide: `<slug>/learn/`.
pub const GUIDE_SECTION: &str = "learn";

/// "Skip the guide and play".
fn skip_link(play_href: &str, lang: Lang) -> Html {
    html! {
        <a class="eg-link guide-skip" href={play_href.to_string()} data-testid="guide-skip">{ Text::Skip.text(lang) }</a>
    }
}

#[function_component(Guide)]
pub fn guide<G: Guided>() -> Html {
    let lang = use_lang();
    // The script checked against the rules once; its walk at the first step.
    let first = use_memo((), |_| {
        let script = G::walkthrough();
        script.verify().ok()?;
        Walk::start(script).ok().map(Rc::new)
    });
    match (*first).clone() {
        Some(first) => html! { <GuidePage<G> {first} /> },
        // A script the rules refuse (its tests say so first): straight to the game.
        None => html! {
            <section class="guide" data-testid="guide">
                <h1>{ Text::Title.text(lang) }</h1>
                { skip_link(&Route::Play(G::ID).href(), lang) }
            </section>
        },
    }
}
