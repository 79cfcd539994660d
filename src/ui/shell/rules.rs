//! A game's rules page: the long text of `i18n::rules_pages`, with a contents list and a call
//! to action (play if the game is playable, otherwise back to the games).
use super::art::GameArt;
use crate::games::GameId;
use crate::i18n::rules_pages::{self, Block, Section};
use crate::i18n::shell::{self as t, Text};
use crate::i18n::Lang;
use crate::ui::context::use_lang;
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
    let page = rules_pages::page(game, lang);
    let href = Route::Rules(game).href();

    html! {
        <article class={classes!("page", "rules", format!("rules--{}", game.slug()))}
                 data-testid="rules-page" data-game={game.slug()}>
            <header class="rules__header">
                <div class="rules__intro">
                    <p class="kicker">{ Text::RulesKicker.text(lang) }</p>
                    <h1 class="page-title">{ t::rules_title(game, lang) }</h1>
                    <p class="rules__designer">
                        <span class="rules__by">{ Text::RulesBy.text(lang) }</span>
                        <span>{ t::game_designer(game, lang) }</span>
                    </p>
                    <p class="lead">{ page.lead }</p>
                    <CallToAction {game} {lang} />
                </div>
                <div class="rules__art"><GameArt {game} /></div>
            </header>
            <div class="rules__layout">
                <nav class="rules__toc" aria-label={Text::RulesContents.text(lang)}>
                    <p class="rules__toc-title">{ Text::RulesContents.text(lang) }</p>
                    <ol>
                        { for page.sections.iter().map(|s| toc_entry(s, &href)) }
                    </ol>
                </nav>
                <div class="rules__body">
                    { for page.sections.iter().map(section) }
                    <footer class="rules__footer">
                        <CallToAction {game} {lang} />
                    </footer>
                </div>
            </div>
        </article>
    }
}

fn section_dom_id(section: &Section) -> String {
    format!("rules-{}", section.id)
}

/// A contents link. Plain `#id` anchors would change the hash route, so it scrolls by hand.
fn toc_entry(section: &Section, href: &str) -> Html {
    let target = section_dom_id(section);
    let onclick = Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&target))
        {
            el.scroll_into_view();
        }
    });
    html! {
        <li><a href={href.to_string()} {onclick}>{ section.heading }</a></li>
    }
}

fn section(section: &Section) -> Html {
    html! {
        <section class="rules__section" id={section_dom_id(section)} data-section={section.id}>
            <h2>{ section.heading }</h2>
            { for section.blocks.iter().map(block) }
        </section>
    }
}

fn block(block: &Block) -> Html {
    match *block {
        Block::P(text) => html! { <p>{ text }</p> },
        Block::Sub(text) => html! { <h3>{ text }</h3> },
        Block::Note(text) => html! { <p class="note">{ text }</p> },
        Block::List(items) => html! {
            <ul>{ for items.iter().map(|item| html! { <li>{ *item }</li> }) }</ul>
        },
        Block::Steps(items) => html! {
            <ol class="steps">{ for items.iter().map(|item| html! { <li>{ *item }</li> }) }</ol>
        },
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
    if game.playable() {
        html! {
            <div class="cta">
                <a class="button button--primary button--large" href={Route::Play(game).href()} data-testid="rules-play">
                    { t::play_game(game, lang) }
                </a>
            </div>
        }
    } else {
        html! {
            <div class="cta">
                <p class="cta__note">{ Text::RulesNotPlayableYet.text(lang) }</p>
                <a class="button button--secondary" href={Route::Home.href()} data-testid="rules-home">
                    { Text::BackHome.text(lang) }
                </a>
            </div>
        }
    }
}
