//! `skirman/#/` (the page's default route): the shared set-up (the seats, then Skirm'an's
//! level and options) and the bout at the shared table, with Rematch and New settings at the
//! end; links to the glossary and the tournament under the set-up.
use super::TOURNAMENT_SECTION;
use crate::games::skirman::Skirman;
use crate::games::GameId;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::TablePage;
use yew::prelude::*;

#[function_component(PlayPage)]
pub fn play_page() -> Html {
    let lang = use_lang();
    let extra = html! {
        <>
            <a class="eg-link" href="#/glossary">{ Text::OpenGlossary.text(lang) }</a>
            <a class="eg-link" href={Route::Section(GameId::Skirman, TOURNAMENT_SECTION).href()}>{ Text::OpenTournament.text(lang) }</a>
        </>
    };
    html! { <TablePage<Skirman> {extra} /> }
}
