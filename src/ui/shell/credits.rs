//! Who made the games, and what this site is.
use crate::games::GameId;
use crate::i18n::shell::{self as t, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

const DECKTET_URL: &str = "https://www.decktet.com/";

#[function_component(CreditsPage)]
pub fn credits_page() -> Html {
    let lang = use_lang();
    let game = |game: GameId, paragraphs: &[Text], extra: Html| {
        html! {
            <section class="credit" data-game={game.slug()}>
                <h2>{ t::game_name(game, lang) }</h2>
                { for paragraphs.iter().map(|p| html! { <p>{ p.text(lang) }</p> }) }
                { extra }
            </section>
        }
    };
    html! {
        <div class="page page--narrow credits" data-testid="credits-page">
            <p class="kicker">{ Text::AppName.text(lang) }</p>
            <h1 class="page-title">{ Text::CreditsTitle.text(lang) }</h1>
            <p class="lead">{ Text::CreditsIntro.text(lang) }</p>
            { game(GameId::EnGarde, &[Text::CreditsEnGarde1, Text::CreditsEnGarde2], html! {}) }
            { game(GameId::Skirman, &[Text::CreditsSkirman], html! {}) }
            { game(GameId::FifesAndDrums, &[Text::CreditsFifes1, Text::CreditsFifes2], html! {
                <p><a href={DECKTET_URL} rel="external noopener noreferrer">{ Text::CreditsDecktetLink.text(lang) }</a></p>
            }) }
            <section class="credit credit--site">
                <h2>{ Text::CreditsSiteHeading.text(lang) }</h2>
                <p>{ Text::CreditsSite1.text(lang) }</p>
                <p>{ Text::CreditsSite2.text(lang) }</p>
                <p>{ Text::CreditsSite3.text(lang) }</p>
            </section>
        </div>
    }
}
