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
use crate::ui::download::download_text;
use std::rc::Rc;
use yew::prelude::*;

/// How a saved game ended: by the rules, or by a resignation.
pub fn outcome<G: TableGame>(save: &Save<G>) -> Option<Outcome> {
    match save.sitting.resigned {
        Some(seat) => Some(Outcome::Winner(seat.other())),
        None => save.state.outcome(),
    }
}

/// The finished games' section of a game's "your games" page (`FinishedGames`): a hook that
/// gives its view, not a component (each component type costs a page about 0.5 KB gzip).
/// `on_replay` opens a game in the replay viewer.
#[hook]
pub fn use_history_list<G: TableGame>(on_replay: Callback<Rc<Save<G>>>) -> Html {
    let lang = use_lang();
    // Forgetting an unreadable entry reads the history again.
    let forgotten = use_state(|| 0u32);
    let mut games: Vec<Rc<Save<G>>> = Vec::new();
    let mut unreadable: Vec<String> = Vec::new();
    for text in storage::history(G::ID) {
        match read_save::<G>(&text) {
            Ok(save) if outcome(&save).is_some() => games.push(Rc::new(save)),
            _ => unreadable.push(text),
        }
    }
    let damaged = unreadable.into_iter().enumerate().map(|(i, text)| {
        let on_download = {
            let (file, text) = (format!("touche-{}-finished-game-{}.txt", G::ID.slug(), i + 1), text.clone());
            Callback::from(move |_: MouseEvent| {
                download_text(&file, "text/plain", &text);
            })
        };
        let on_forget = {
            let forgotten = forgotten.clone();
            Callback::from(move |_: MouseEvent| {
                let _ = storage::forget_in_history(G::ID, &text);
                forgotten.set(*forgotten + 1);
            })
        };
        html! {
            <li key={format!("unreadable-{i}")} data-testid={format!("history-unreadable-{i}")}>
                <span>{ Text::HistoryUnreadable.text(lang) }</span>
                <span class="tb-history-actions">
                    <button type="button" class="eg-btn" onclick={on_download}>{ Text::DownloadKept.text(lang) }</button>
                    <button type="button" class="eg-btn" onclick={on_forget}>{ Text::Dismiss.text(lang) }</button>
                </span>
            </li>
        }
    }).collect::<Vec<Html>>();
    let items = games.iter().enumerate().map(|(i, save)| {
        let seats = seats_of(&save.sitting.seats);
        let names = seats.names(lang);
        let title = result_title(outcome(save), &names, lang);
        let summary = game_summary(&names.names[0], &names.names[1], save.moves.len(), lang);
        let on_replay = on_replay.clone();
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
            if games.is_empty() && damaged.is_empty() {
                <p class="tb-muted">{ Text::HistoryEmpty.text(lang) }</p>
            } else {
                <ul class="tb-history-list">{ for items }{ for damaged }</ul>
            }
        </section>
    }
}
