//! The root of each page's app. Every HTML page of the site is its own Yew app (`src/bin/`):
//! `App` on home (`index.html`: home, rules, credits), `GameApp` around one game on its page
//! (`<slug>/index.html`). Both keep the language in localStorage `touche.lang`, so it is shared
//! by all pages, and reflect it in `<html lang>`.
use super::browser::{session_forget, session_store, session_stored, store, stored};
use super::context::AppContext;
use super::route::{moved_to_game_page, Page, Route};
use super::shell;
use crate::games::GameId;
use crate::i18n::Lang;
use gloo::events::EventListener;
use std::cell::Cell;
use yew::prelude::*;

const LANG_KEY: &str = "touche.lang";

fn stored_lang() -> Option<Lang> {
    Lang::from_code(&stored(LANG_KEY)?)
}

/// First visit: the browser's language if it is French, else English. A one-language page
/// shows its own: its loader chose it by the same rule (scripts/bilingual_page.py).
fn initial_lang() -> Lang {
    if let Some(bundled) = Lang::BUNDLED {
        return bundled;
    }
    stored_lang().unwrap_or_else(|| {
        let browser = web_sys::window()
            .and_then(|w| w.navigator().language())
            .unwrap_or_default();
        if browser.starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    })
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Set in this tab's session storage just before a reload for a language switch.
const LANGUAGE_RELOAD_KEY: &str = "touche.language-reload";

thread_local! {
    static RELOADED_FOR_LANGUAGE: Cell<bool> = const { Cell::new(false) };
}

/// Remembers `lang` and loads the page again, in its bundle for that language. The game in play
/// is saved after every action; the flag lets it come back as it was, without asking.
fn reload_in(lang: Lang) {
    store(LANG_KEY, lang.code());
    session_store(LANGUAGE_RELOAD_KEY, "1");
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// Read once, when the page's app starts (and forgotten, so that only this load sees it).
fn take_language_reload() {
    if session_stored(LANGUAGE_RELOAD_KEY).is_some() {
        session_forget(LANGUAGE_RELOAD_KEY);
        RELOADED_FOR_LANGUAGE.with(|r| r.set(true));
    }
}

/// Whether this page was loaded again for a language switch.
pub fn reloaded_for_language() -> bool {
    RELOADED_FOR_LANGUAGE.with(Cell::get)
}

fn on_screen_key(what: &str) -> String {
    format!("touche.on-screen.{what}")
}

/// Remembers, for this tab, whether `what` (a game's table, a tournament's bracket) is on
/// screen, so that a reload for a language switch shows it again rather than the offer to
/// continue or start anew that a plain reload shows.
pub fn keep_on_screen(what: &str, shown: bool) {
    if shown {
        session_store(&on_screen_key(what), "1");
    } else {
        session_forget(&on_screen_key(what));
    }
}

/// Whether `what` was on screen when the page was loaded again for a language switch.
pub fn back_on_screen(what: &str) -> bool {
    reloaded_for_language() && session_stored(&on_screen_key(what)).is_some()
}

/// The language every page shares: remembered in localStorage, reflected in `<html lang>`.
#[hook]
fn use_site_context() -> AppContext {
    use_state(take_language_reload);
    let lang = use_state(initial_lang);
    use_effect_with(*lang, move |lang| {
        store(LANG_KEY, lang.code());
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.code());
        }
    });
    AppContext {
        lang: *lang,
        set_lang: Callback::from(move |l| match Lang::BUNDLED {
            // The page holds one language's words: the other is another download.
            Some(bundled) if bundled != l => reload_in(l),
            _ => lang.set(l),
        }),
    }
}

/// An old link into a game on home (`#/skirman/glossary`): go on to the game's page, replacing
/// this history entry. True if the browser is on its way there.
fn follow_moved_link() -> bool {
    let Some(target) = moved_to_game_page(&current_hash()) else {
        return false;
    };
    web_sys::window().is_some_and(|w| w.location().replace(&target).is_ok())
}

/// Home's app: the page for the current hash route.
#[function_component(App)]
pub fn app() -> Html {
    let context = use_site_context();
    let route = use_state(|| Route::parse(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| {
                    if follow_moved_link() {
                        return;
                    }
                    route.set(Route::parse(&current_hash()));
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    html! {
        <ContextProvider<AppContext> {context}>
            <shell::Layout route={(*route).clone()} />
        </ContextProvider<AppContext>>
    }
}

#[derive(Properties, PartialEq)]
pub struct GameAppProps {
    /// The game's page, or one of its sections.
    pub route: Route,
    /// The game's root component (it reads the language with `use_lang()`).
    pub children: Html,
}

/// A game's page: the site's header, footer and language switch around the game.
#[function_component(GameApp)]
pub fn game_app(props: &GameAppProps) -> Html {
    let context = use_site_context();
    shell::use_frame_title(&props.route, context.lang);
    html! {
        <ContextProvider<AppContext> context={context.clone()}>
            { shell::frame(&props.route, Some(&context), props.children.clone()) }
        </ContextProvider<AppContext>>
    }
}

/// Home's entry point (`src/bin/home.rs`): installs the panic panel and mounts `App` on
/// `<body>` (replacing the static placeholder of `index.html`), unless the hash is an old link
/// into a game, which goes on to that game's page instead.
pub fn start() {
    Page::set_current(Page::Home);
    shell::panic_panel::install();
    if follow_moved_link() {
        return;
    }
    yew::Renderer::<App>::new().render();
}

/// A game page's entry point (`src/bin/<game>.rs`): `page` is the game's root component,
/// mounted on `<body>` inside the site's frame.
pub fn start_game(game: GameId, page: Html) {
    Page::set_current(Page::Game(game));
    shell::panic_panel::install();
    yew::Renderer::<GameApp>::with_props(GameAppProps {
        route: Route::Play(game),
        children: page,
    })
    .render();
}

/// A game's section page (`src/bin/<game>_<section>.rs`, `<slug>/<section>/index.html`): like
/// `start_game`, one folder further down.
pub fn start_section(game: GameId, section: &'static str, page: Html) {
    Page::set_current(Page::Section(game, section));
    shell::panic_panel::install();
    yew::Renderer::<GameApp>::with_props(GameAppProps {
        route: Route::Section(game, section),
        children: page,
    })
    .render();
}
