//! The home page: a welcome and one card per game.
use super::art::{GameArt, ScoringLights};
use crate::games::GameId;
use crate::i18n::shell::{self as t, Text};
use crate::i18n::walkthrough::Text as Guide;
use crate::ui::context::use_lang;
use crate::ui::guide::GUIDE_SECTION;
use crate::ui::route::Route;
use yew::prelude::*;

#[function_component(HomePage)]
pub fn home_page() -> Html {
    let lang = use_lang();
    html! {
        <div class="page home" data-testid="home">
            <section class="hero">
                <div class="hero__text">
                    <p class="kicker">{ Text::HomeKicker.text(lang) }</p>
                    <h1 class="hero__title">{ Text::HomeTitle.text(lang) }</h1>
                    <p class="lead" data-testid="home-welcome">{ Text::HomeWelcome.text(lang) }</p>
                </div>
                <ScoringLights />
            </section>
            <section class="games" aria-labelledby="games-heading">
                <h2 id="games-heading" class="visually-hidden">{ Text::HomeGamesHeading.text(lang) }</h2>
                <ul class="game-grid">
                    { for GameId::ALL.into_iter().map(|game| html! { <li><GameCard {game} /></li> }) }
                </ul>
            </section>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct GameCardProps {
    pub game: GameId,
}

/// A game: its picture, name, designer, pitch, and where to go next (play or rules).
#[function_component(GameCard)]
pub fn game_card(props: &GameCardProps) -> Html {
    let lang = use_lang();
    let game = props.game;
    let slug = game.slug();
    let name = t::game_name(game, lang);
    let title_id = format!("game-{slug}-title");
    let learn_label = match game {
        GameId::Skirman => Text::LearnSkirman.text(lang).to_string(),
        _ => format!(
            "{} {name} — {}",
            Text::Learn.text(lang),
            Guide::Link.text(lang)
        ),
    };
    let badge = html! { <span class="badge badge--live">{ Text::BadgePlayable.text(lang) }</span> };
    let actions = html! {
        <>
            <a class="button button--primary" href={Route::Play(game).href()} data-testid={format!("play-{slug}")}
               aria-label={t::play_game(game, lang)}>
                <svg class="button__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M4 2.5 L13 8 L4 13.5 Z" fill="currentColor" />
                </svg>
                { Text::Play.text(lang) }
            </a>
            <a class="button button--ghost" href={Route::Rules(game).href()} data-testid={format!("rules-{slug}")}>
                { Text::Rules.text(lang) }
            </a>
            // Every game's teaching page (`<slug>/learn/`): Skirm'an's guided course, the
            // others' guided first game.
            <a class="button button--ghost" href={Route::Section(game, GUIDE_SECTION).href()} data-testid={format!("learn-{slug}")}
               aria-label={learn_label}>{ Text::Learn.text(lang) }</a>
        </>
    };
    html! {
        <article class="game-card"
                 data-testid={format!("game-card-{slug}")} data-game={slug}
                 aria-labelledby={title_id.clone()}>
            <div class="game-card__art">
                <GameArt {game} />
                { badge }
            </div>
            <div class="game-card__body">
                <h3 class="game-card__title" id={title_id}>{ name }</h3>
                <p class="game-card__designer">{ t::game_designer(game, lang) }</p>
                <p class="game-card__pitch">{ t::game_pitch(game, lang) }</p>
                <div class="game-card__actions">{ actions }</div>
            </div>
        </article>
    }
}
