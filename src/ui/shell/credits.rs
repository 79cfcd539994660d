//! Who made the games, and what this site is.
use crate::games::GameId;
use crate::i18n::shell::{self as t, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[function_component(CreditsPage)]
pub fn credits_page() -> Html {
    let lang = use_lang();
    let game = |game: GameId| {
        let (paragraphs, link) = t::game_credits(game, lang);
        html! {
            <section class="credit" data-game={game.slug()}>
                <h2>{ t::game_name(game, lang) }</h2>
                { for paragraphs.into_iter().map(|p| html! { <p>{ p }</p> }) }
                if let Some((href, words)) = link {
                    <p><a {href} rel="external noopener noreferrer">{ words }</a></p>
                }
            </section>
        }
    };
    html! {
        <div class="page page--narrow credits" data-testid="credits-page">
            <p class="kicker">{ Text::AppName.text(lang) }</p>
            <h1 class="page-title">{ Text::CreditsTitle.text(lang) }</h1>
            <p class="lead">{ Text::CreditsIntro.text(lang) }</p>
            { for GameId::ALL.into_iter().map(game) }
            <section class="credit credit--site">
                <h2>{ Text::CreditsSiteHeading.text(lang) }</h2>
                <p>{ Text::CreditsSite1.text(lang) }</p>
                <p>{ Text::CreditsSite2.text(lang) }</p>
                <p>{ Text::CreditsSite3.text(lang) }</p>
            </section>
        </div>
    }
}
