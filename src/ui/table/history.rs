//! The finished games this page keeps (newest first), each with its result and length, to
//! replay. Kept as saves, so each is replayed through the rules when it is read.
use super::saved::seats_of;
use super::storage;
use super::TableGame;
use crate::core::Outcome;
use crate::i18n::saves::{game_summary, Text};
use crate::i18n::table::result_title;
use crate::saves::{read_save, Save};
use crate::ui::context::use_lang;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// How a saved game ended: by the rules, or by a resignation.
pub fn outcome<G: TableGame>(save: &Save<G>) -> Option<Outcome> {
    match save.sitting.resigned {
        Some(seat) => Some(Outcome::Winner(seat.other())),
        None => save.state.outcome(),
    }
}

#[derive(Properties)]
pub struct HistoryProps<G: TableGame> {
    /// Changes when a game ends, so the list reads the history again.
    #[prop_or_default]
    pub generation: u32,
    pub on_replay: Callback<Rc<Save<G>>>,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

impl<G: TableGame> PartialEq for HistoryProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.generation == other.generation && self.on_replay == other.on_replay
    }
}

#[function_component(HistoryList)]
pub fn history_list<G: TableGame>(props: &HistoryProps<G>) -> Html {
    let lang = use_lang();
    let games: Vec<Rc<Save<G>>> = storage::history(G::ID)
        .iter()
        .filter_map(|text| read_save::<G>(text).ok())
        .filter(|save| outcome(save).is_some())
        .map(Rc::new)
        .collect();
    let items = games.iter().enumerate().map(|(i, save)| {
        let seats = seats_of(&save.sitting.seats);
        let names = seats.names(lang);
        let title = result_title(outcome(save), &names, lang);
        let summary = game_summary(&names.names[0], &names.names[1], save.moves.len(), lang);
        let on_replay = props.on_replay.clone();
        let save = save.clone();
        html! {
            <li key={i}>
                <span><strong>{ title }</strong>{ " " }<span class="tb-muted">{ summary }</span></span>
                <button type="button" class="eg-btn" data-testid={format!("replay-{i}")}
                        onclick={Callback::from(move |_| on_replay.emit(save.clone()))}>{ Text::Replay.text(lang) }</button>
            </li>
        }
    });
    html! {
        <section class="tb-history" data-testid="history" aria-labelledby="tb-history-title">
            <h2 id="tb-history-title">{ Text::History.text(lang) }</h2>
            if games.is_empty() {
                <p class="tb-muted">{ Text::HistoryEmpty.text(lang) }</p>
            } else {
                <ul class="tb-history-list">{ for items }</ul>
            }
        </section>
    }
}
