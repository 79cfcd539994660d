//! A game's "your games" page (`<slug>/games/`): the statistics, the finished games to replay
//! and a record to import, apart from the game's page so that the page a player opens to play
//! downloads only the table (scripts/size.sh). `#/replay/latest` opens the newest finished
//! game at once: the end panel's "Replay" links there.
use super::finished_games::FinishedGames;
use super::replay::ReplayViewer;
use super::saved::seats_of;
use super::storage;
use super::TableGame;
use crate::core::Seat;
use crate::i18n::saves::Text as Saves;
use crate::i18n::shell::game_name;
use crate::saves::{read_save, Save};
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use std::rc::Rc;
use yew::prelude::*;

/// The section of a game's page that holds its finished games: `<slug>/games/`.
pub const GAMES_SECTION: &str = "games";

/// The newest finished game, if the page was opened to replay it.
fn asked_replay<G: TableGame>() -> Option<Rc<Save<G>>> {
    let hash = web_sys::window()?.location().hash().ok()?;
    if hash.trim_start_matches('#').trim_matches('/') != "replay/latest" {
        return None;
    }
    storage::history(G::ID)
        .into_iter()
        .find_map(|text| read_save::<G>(&text).ok())
        .map(Rc::new)
}

#[function_component(GamesPage)]
pub fn games_page<G: TableGame + crate::deal::game::DealtGame>() -> Html {
    let lang = use_lang();
    let replaying = use_state(asked_replay::<G>);
    // The page's one level-one heading, over the list and over a game replayed alike.
    let title = html! {
        <h1>{ format!("{} · {}", game_name(G::ID, lang), Saves::YourGamesTitle.text(lang)) }</h1>
    };
    let back = html! {
        <nav class="sk-nav"><a href={Route::Play(G::ID).href()} data-testid="back-to-game">{ Saves::BackToGame.text(lang) }</a></nav>
    };
    if let Some(save) = &*replaying {
        let on_close = {
            let replaying = replaying.clone();
            Callback::from(move |_: ()| replaying.set(None))
        };
        let seats = seats_of(&save.sitting.seats);
        let viewpoint = seats.only_human().unwrap_or(Seat::One);
        return html! {
            <section class={classes!("tb-page", G::ID.slug())} data-testid="your-games">
                { back }
                { title }
                <ReplayViewer<G> initial={save.initial.clone()} moves={Rc::new(save.moves.clone())}
                                 names={seats.names(lang)} {viewpoint} {on_close} />
            </section>
        };
    }
    let on_replay = {
        let replaying = replaying.clone();
        Callback::from(move |save: Rc<Save<G>>| replaying.set(Some(save)))
    };
    html! {
        <section class={classes!("tb-page", G::ID.slug())} data-testid="your-games">
            { back }
            { title }
            <FinishedGames<G> {on_replay} />
        </section>
    }
}
