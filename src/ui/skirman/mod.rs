//! Skirm'an's screen: the root of the second wasm app (`src/bin/skirman.rs`), loaded on demand
//! by the site's play page (`ui/shell/lazy_game.rs`) so that it stays out of the first load.
//!
//! The contract with the loader: the component is `SkirmanApp`, its props are `SkirmanProps {
//! lang }` (updated in place when the site's language changes), and the root element keeps
//! `data-testid="skirman-app"`. The app follows its own sub-route in `location.hash`:
//! `#/skirman` (set-up, then the bout: `play`), `#/skirman/glossary[/<card-slug>]`,
//! `#/skirman/tournament`.
//!
//! A bout is played at the shared table (`ui::table`): `plugin` makes `SkirmanGame` a
//! `TableGame`, `board` is what the player to act sees (hand, action bar, teaching panel) and
//! `public_board` what everyone may see (behind the hot-seat hand-off). The tournament plays its
//! human bouts at the same table.
mod actions;
mod aside;
mod board;
mod card;
mod chain;
mod end;
pub mod events;
pub mod glossary;
mod hand;
pub mod names;
mod play;
mod plugin;
mod public_board;
mod scoreboard;
mod setup;
mod storage;
pub mod target;
pub mod teaching;
pub mod tournament;

use crate::games::skirman::Card;
use crate::i18n::skirman_screen::Text;
use crate::i18n::Lang;
use crate::ui::context::AppContext;
use gloo::events::EventListener;
use play::PlayPage;
use tournament::TournamentRoute;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SkirmanProps {
    pub lang: Lang,
}

/// Where in the app the hash points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubRoute {
    Play,
    Glossary(Option<Card>),
    Tournament,
}

impl SubRoute {
    pub fn parse(hash: &str) -> SubRoute {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [_, "glossary"] => SubRoute::Glossary(None),
            [_, "glossary", slug, ..] => SubRoute::Glossary(names::card_from_slug(slug)),
            [_, "tournament", ..] => SubRoute::Tournament,
            _ => SubRoute::Play,
        }
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[function_component(SkirmanApp)]
pub fn skirman_app(props: &SkirmanProps) -> Html {
    let lang = props.lang;
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
    // Shared widgets read the language with `use_lang()`; the language switch is the site's.
    let context = AppContext {
        lang,
        set_lang: Callback::noop(),
    };
    let tournament_seen = use_mut_ref(|| false);
    if *route == SubRoute::Tournament {
        *tournament_seen.borrow_mut() = true;
    }
    let tournament_mounted = *tournament_seen.borrow();
    html! {
        <ContextProvider<AppContext> {context}>
            <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
                <div hidden={*route != SubRoute::Play}><PlayPage /></div>
                if let SubRoute::Glossary(focus) = *route {
                    <div class="sk-page" data-testid="skirman-glossary">
                        <nav class="sk-nav"><a href="#/skirman">{ Text::Back.text(lang) }</a></nav>
                        <glossary::Glossary {focus} />
                    </div>
                }
                if tournament_mounted {
                    <div hidden={*route != SubRoute::Tournament}><TournamentRoute /></div>
                }
            </section>
        </ContextProvider<AppContext>>
    }
}
