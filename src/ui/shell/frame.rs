//! The frame of every page of the site: skip link, header (with the language switch), the page
//! in `<main>`, footer.
use super::footer::footer;
use super::header::header;
use crate::i18n::shell::{self as t, Text};
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FrameProps {
    /// Where this page is (marks the header's navigation, names the tab).
    pub route: Route,
    #[prop_or_default]
    pub children: Html,
}

/// Every page's frame: skip link, header, the page in `<main>`, footer; keeps the tab title in
/// step. The static HTML of every page (index.html, which is also the game pages' pattern)
/// holds an empty header and main of the same size, so nothing moves when the app replaces them.
#[function_component(Frame)]
pub fn frame(props: &FrameProps) -> Html {
    let context = use_context::<AppContext>();
    let lang = context.as_ref().map(|c| c.lang).unwrap_or_default();

    {
        let title = match &props.route {
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

    let wide = matches!(props.route, Route::Play(_) | Route::Section(..));
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
            { header(&props.route, context.as_ref(), html! {
                <a class="skip-link" href={props.route.href()} onclick={skip}>
                    { Text::SkipToContent.text(lang) }
                </a>
            }) }
            <main id="main" tabindex="-1" class="site-main" data-width={if wide { "wide" } else { "normal" }}>
                { props.children.clone() }
            </main>
            { footer(lang) }
        </div>
    }
}
