//! The frame of every page of the site: skip link, header (with the language switch), the page
//! in `<main>`, footer.
use super::footer::footer;
use super::header::header;
use crate::i18n::shell::{self as t, Text};
use crate::i18n::Lang;
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use yew::prelude::*;

/// Keeps the tab's title in step with the page (`route`) and the language.
#[hook]
pub fn use_frame_title(route: &Route, lang: Lang) {
    let title = match route {
        Route::Home => t::page_title(None, lang),
        Route::Play(game) | Route::Section(game, _) => {
            t::page_title(Some(t::game_name(*game, lang)), lang)
        }
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

/// Every page's frame: skip link, header, the page (`children`) in `<main>`, footer. The page's
/// app calls `use_frame_title` beside it. A view, not a component (each component type costs a
/// page about 0.5 KB gzip). The static HTML of every page (index.html, which is also the game
/// pages' pattern) holds an empty header and main of the same size, so nothing moves when the
/// app replaces them.
pub fn frame(route: &Route, context: Option<&AppContext>, children: Html) -> Html {
    let lang = context.map(|c| c.lang).unwrap_or_default();
    let wide = matches!(route, Route::Play(_) | Route::Section(..));
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
            { header(route, context, html! {
                <a class="skip-link" href={route.href()} onclick={skip}>
                    { Text::SkipToContent.text(lang) }
                </a>
            }) }
            <main id="main" tabindex="-1" class="site-main" data-width={if wide { "wide" } else { "normal" }}>
                { children }
            </main>
            { footer(lang) }
        </div>
    }
}
