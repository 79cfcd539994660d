//! The site around the games: header, home, rules pages, credits, not-found.
//!
//! One component per widget, one file per page. Every string shown comes from `crate::i18n`.
use super::context::use_lang;
use super::en_garde::EnGardePage;
use super::fifes::FifesPage;
use super::route::Route;
use crate::games::GameId;
use crate::i18n::shell::{self as t, Text};
use yew::prelude::*;

pub mod art;
pub mod credits;
pub mod footer;
pub mod header;
pub mod home;
pub mod lang_switch;
pub mod lazy_game;
pub mod not_found;
pub mod panic_panel;
pub mod rules;

pub use credits::CreditsPage;
pub use footer::Footer;
pub use header::Header;
pub use home::HomePage;
pub use lang_switch::LangSwitch;
pub use lazy_game::LazyGame;
pub use not_found::NotFoundPage;
pub use rules::RulesPage;

#[derive(Properties, PartialEq)]
pub struct LayoutProps {
    pub route: Route,
}

/// Header, the page for the current route, footer; keeps the tab title in step.
#[function_component(Layout)]
pub fn layout(props: &LayoutProps) -> Html {
    let lang = use_lang();

    {
        let title = match &props.route {
            Route::Home => t::page_title(None, lang),
            Route::Play(game) => t::page_title(Some(t::game_name(*game, lang)), lang),
            Route::Rules(game) => t::page_title(Some(&t::rules_title(*game, lang)), lang),
            Route::Credits => t::page_title(Some(Text::CreditsTitle.text(lang)), lang),
            Route::NotFound(_) => t::page_title(Some(Text::NotFoundTitle.text(lang)), lang),
        };
        use_effect_with(title, |title| {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(title);
            }
        });
    }

    let page = match &props.route {
        Route::Home => html! { <HomePage /> },
        Route::Play(GameId::EnGarde) => html! { <EnGardePage /> },
        Route::Play(GameId::FifesAndDrums) => html! { <FifesPage /> },
        // A second wasm app, downloaded when its page opens (scripts/build-lazy.sh).
        Route::Play(GameId::Skirman) => html! { <LazyGame game={GameId::Skirman} /> },
        Route::Rules(game) => html! { <RulesPage game={*game} /> },
        Route::Credits => html! { <CreditsPage /> },
        Route::NotFound(_) => html! { <NotFoundPage /> },
    };
    let wide = matches!(props.route, Route::Play(_));

    let skip = Callback::from(|e: MouseEvent| {
        // `href="#main"` would change the hash route: focus the main element by hand.
        e.prevent_default();
        if let Some(main) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("main"))
        {
            use wasm_bindgen::JsCast;
            if let Ok(main) = main.dyn_into::<web_sys::HtmlElement>() {
                let _ = main.focus();
            }
        }
    });

    html! {
        <div class="site">
            <a class="skip-link" href={props.route.href()} onclick={skip}>
                { Text::SkipToContent.text(lang) }
            </a>
            <Header route={props.route.clone()} />
            <main id="main" tabindex="-1" class={classes!("site-main", wide.then_some("site-main--wide"))}>
                { page }
            </main>
            <Footer />
        </div>
    }
}
