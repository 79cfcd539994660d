//! A game's rules page: the long text of `i18n::rules_pages`, with a contents list and a call
//! to action (play).
use super::art::GameArt;
use crate::games::GameId;
use crate::i18n::rules_pages;
use crate::i18n::shell::{self as t, Text};
use crate::i18n::Lang;
use crate::ui::context::use_lang;
use crate::ui::fetch::{use_fetched_text, Fetched};
use crate::ui::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub game: GameId,
}

#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let lang = use_lang();
    let game = props.game;
    // Fetched when the page opens (see `rules_pages::document_file`); relative to the page, so
    // it works under any sub-path.
    let (document, retry) =
        use_fetched_text(format!("rules/{}", rules_pages::document_file(game, lang)));
    // Contents links scroll by hand: `#id` anchors would change the hash route.
    let on_jump = Callback::from(|e: MouseEvent| {
        use wasm_bindgen::JsCast;
        let target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let Some(link) = target.and_then(|t| t.closest("[data-jump]").ok().flatten()) else {
            return;
        };
        e.prevent_default();
        let id = link.get_attribute("data-jump").unwrap_or_default();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
        {
            el.scroll_into_view();
        }
    });
    let (body, loaded) = match document {
        Fetched::Ready(html) => (Html::from_html_unchecked(html), true),
        Fetched::Failed => (
            html! {
                <div class="rules__status" role="alert">
                    <p>{ Text::RulesLoadFailed.text(lang) }</p>
                    <button type="button" class="button button--secondary" onclick={retry}>{ Text::Retry.text(lang) }</button>
                </div>
            },
            false,
        ),
        _ => (
            html! { <p class="rules__status" aria-busy="true">{ Text::RulesLoading.text(lang) }</p> },
            false,
        ),
    };

    html! {
        <article class="page rules"
                 data-testid="rules-page" data-game={game.slug()} data-loaded={loaded.to_string()}>
            <header class="rules__header">
                <div class="rules__intro">
                    <p class="kicker">{ Text::RulesKicker.text(lang) }</p>
                    <h1 class="page-title">{ t::rules_title(game, lang) }</h1>
                    <p class="rules__designer">
                        <span class="rules__by">{ Text::RulesBy.text(lang) }</span>
                        <span>{ t::game_designer(game, lang) }</span>
                    </p>
                    <CallToAction {game} {lang} />
                </div>
                <div class="rules__art"><GameArt {game} /></div>
            </header>
            <div class="rules__document" onclick={on_jump}>{ body }</div>
            if loaded {
                <footer class="rules__footer">
                    <CallToAction {game} {lang} />
                </footer>
            }
        </article>
    }
}

#[derive(Properties, PartialEq)]
struct CallToActionProps {
    game: GameId,
    lang: Lang,
}

#[function_component(CallToAction)]
fn call_to_action(props: &CallToActionProps) -> Html {
    let CallToActionProps { game, lang } = *props;
    html! {
        <div class="cta">
            <a class="button button--primary button--large" href={Route::Play(game).href()} data-testid="rules-play">
                { t::play_game(game, lang) }
            </a>
        </div>
    }
}
