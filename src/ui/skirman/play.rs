//! `skirman/#/` (the page's default route): the shared set-up (the seats, then Skirm'an's
//! level and options) and the bout at the shared table, with Rematch and New settings at the
//! end; links to the glossary, the tournament and the guided course under the set-up. From the
//! course (`#/beginner`) the set-up starts with the Beginner computer as the opponent.
use super::{LEARN_SECTION, TOURNAMENT_SECTION};
use crate::bots::Strength;
use crate::games::skirman::Skirman;
use crate::games::GameId;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::{SeatKind, Seats, TablePage};
use yew::prelude::*;

#[function_component(PlayPage)]
pub fn play_page() -> Html {
    let lang = use_lang();
    let extra = html! {
        <>
            <a class="eg-link" href="#/glossary">{ Text::OpenGlossary.text(lang) }</a>
            <a class="eg-link" href={Route::Section(GameId::Skirman, TOURNAMENT_SECTION).href()}>{ Text::OpenTournament.text(lang) }</a>
            <a class="eg-link" href={Route::Section(GameId::Skirman, LEARN_SECTION).href()} data-testid="open-course">{ Text::OpenCourse.text(lang) }</a>
        </>
    };
    // The guided course's last step (`#/beginner`): against the Beginner computer.
    let beginner = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|h| h == "#/beginner");
    let seats = beginner.then(|| Seats {
        kinds: [SeatKind::Human, SeatKind::Computer(Strength::Beginner)],
        names: [String::new(), String::new()],
    });
    html! { <TablePage<Skirman> {extra} {seats} /> }
}
