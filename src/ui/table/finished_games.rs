//! The list side of a game's "your games" page: the statistics, the finished games to replay
//! and a record to import; the games against friends online where the game is played online. One component for the three sections (each a hook that gives its
//! view): mounted while no game is replayed, so their state starts afresh after a replay.
use super::history::use_history_list;
use super::import::use_record_import;
use super::stats_panel::use_stats_panel;
use super::TableGame;
use crate::deal::game::DealtGame;
use crate::saves::Save;
use crate::ui::online::online_games::OnlineGames;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct FinishedGamesProps<G: TableGame + DealtGame> {
    /// Opens a finished game, or a record read, in the replay viewer.
    pub on_replay: Callback<Rc<Save<G>>>,
}

impl<G: TableGame + DealtGame> PartialEq for FinishedGamesProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.on_replay == other.on_replay
    }
}

#[function_component(FinishedGames)]
pub fn finished_games<G: TableGame + DealtGame>(props: &FinishedGamesProps<G>) -> Html {
    let stats = use_stats_panel::<G>();
    let history = use_history_list::<G>(props.on_replay.clone());
    let import = use_record_import::<G>(props.on_replay.clone());
    html! {
        <div class="tb-after">
            { stats }
            { history }
            if G::ONLINE_PAGE {
                <OnlineGames<G> />
            }
            { import }
        </div>
    }
}
