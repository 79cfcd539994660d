//! Skirm'an's screen: the root of its page (`skirman/index.html`, `src/bin/skirman.rs`), inside
//! the site's frame.
//!
//! The contract with the page: the component is `SkirmanApp` (no props; the language comes from
//! the site's context, `use_lang()`), and its root element keeps `data-testid="skirman-app"`. The
//! app follows its own sub-route in the page's `location.hash`: `#/` (set-up, then the bout),
//! `#/glossary[/<card-slug>]`. The tournament is a page of its own (`skirman/tournament/`,
//! `tournament::TournamentApp`), so that this page stays within its size budget.
//!
//! A bout is played at the shared table (`ui::table`): `plugin` makes `Skirman` a
//! `TableGame`, `board` is what the player to act sees (hand, action bar, teaching panel) and
//! `public_board` what everyone may see (behind the hot-seat hand-off). The tournament plays its
//! human bouts at the same table.
mod actions;
mod art;
mod aside;
mod board;
pub mod card;
pub mod chain;
mod end;
pub mod glossary;
pub mod hand;
pub mod learn;
pub mod names;
mod play;
mod plugin;
mod public_board;
pub mod scoreboard;
mod setup;
pub mod storage;
pub mod target;
pub mod teaching;
pub mod tournament;

use crate::games::skirman::Card;
use crate::games::GameId;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use gloo::events::EventListener;
use play::PlayPage;
use yew::prelude::*;

/// The tournament's page: `skirman/tournament/` (`src/bin/skirman_tournament.rs`), apart so that
/// the game's page stays within its size budget.
pub const TOURNAMENT_SECTION: &str = "tournament";

/// A tournament bout with a human: `skirman/bout/` (`src/bin/skirman_bout.rs`), apart from the
/// bracket's page so that neither carries the table and the bracket both.
pub const BOUT_SECTION: &str = "bout";

/// The guided course's page: `skirman/learn/` (`src/bin/skirman_learn.rs`, `learn::LearnApp`).
pub const LEARN_SECTION: &str = "learn";

/// Where in the app the hash points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubRoute {
    Play,
    Glossary(Option<Card>),
    /// An old link (`skirman/#/tournament`): the tournament has a page of its own.
    Tournament,
}

impl SubRoute {
    pub fn parse(hash: &str) -> SubRoute {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            ["glossary"] => SubRoute::Glossary(None),
            ["glossary", slug, ..] => SubRoute::Glossary(Card::from_slug(slug)),
            ["tournament", ..] => SubRoute::Tournament,
            _ => SubRoute::Play,
        }
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// An old link to the tournament: on to its page, replacing this history entry.
fn follow_tournament_link() {
    let target = Route::Section(GameId::Skirman, TOURNAMENT_SECTION).href();
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace(&target);
    }
}

#[function_component(SkirmanApp)]
pub fn skirman_app() -> Html {
    let lang = use_lang();
    let route = use_state(|| SubRoute::parse(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(SubRoute::parse(&current_hash()))
                })
            });
            move || drop(listener)
        });
    }
    use_effect_with(*route, |route| {
        if *route == SubRoute::Tournament {
            follow_tournament_link();
        }
    });
    html! {
        <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
                <div hidden={*route != SubRoute::Play}><PlayPage /></div>
                if let SubRoute::Glossary(focus) = *route {
                    <div class="sk-page" data-testid="skirman-glossary">
                        <nav class="sk-nav"><a href="#/">{ Text::Back.text(lang) }</a></nav>
                        // The page's headings above the document's families (h3), as in
                        // the glossary's dialog (h2).
                        <h1 class="visually-hidden">{ crate::i18n::shell::game_name(GameId::Skirman, lang) }</h1>
                        <h2>{ crate::i18n::skirman::Text::GlossaryTitle.text(lang) }</h2>
                        <glossary::Glossary {focus} />
                    </div>
                }
        </section>
    }
}
