//! The tournament's page (`skirman/tournament/`): the bracket. A bout with a human is played on
//! the bout's page (`skirman/bout/#/<round>-<match>`, `bout::TournamentBoutApp`), which records
//! its result in the saved tournament and comes back here.
use super::page::TournamentPage;
use super::{bout_hash, BoutRequest};
use crate::games::GameId;
use crate::ui::route::Route;
use crate::ui::skirman::BOUT_SECTION;
use yew::prelude::*;

#[function_component(TournamentRoute)]
pub fn tournament_route() -> Html {
    // The bracket is saved after every change, so the bout's page finds it as it is now.
    let on_play_bout = Callback::from(|request: BoutRequest| {
        let href = format!(
            "{}{}",
            Route::Section(GameId::Skirman, BOUT_SECTION).href(),
            bout_hash(request.at)
        );
        if let Some(window) = web_sys::window() {
            let _ = window.location().assign(&href);
        }
    });
    html! { <TournamentPage {on_play_bout} persist=true /> }
}
