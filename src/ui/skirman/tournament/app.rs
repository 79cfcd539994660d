//! The root of the tournament's page (`skirman/tournament/index.html`,
//! `src/bin/skirman_tournament.rs`): a way back to the game's page, then the tournament.
use super::TournamentRoute;
use crate::games::GameId;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[function_component(TournamentApp)]
pub fn tournament_app() -> Html {
    let lang = use_lang();
    html! {
        <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
            <nav class="sk-nav"><a href={Route::Play(GameId::Skirman).href()}>{ Text::Back.text(lang) }</a></nav>
            <TournamentRoute />
        </section>
    }
}
