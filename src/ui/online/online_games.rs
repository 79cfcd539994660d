//! The online games on a game's "your games" page: the head-to-head against each friend (by
//! the name each told), then every game kept, newest first, with its result, when it ended
//! (an entry kept before the date was has none) and its replay (this seat's view only,
//! `OnlineReplay`). A list that cannot be read is said, kept as stored, and offered for
//! download or to forget.
use std::rc::Rc;

use yew::prelude::*;

use super::history;
use super::online_replay::OnlineReplay;
use crate::deal::game::DealtGame;
use crate::i18n::online_end::{ending, GamesText as E};
use crate::i18n::online_page::OnlineText as T;
use crate::i18n::saves::Text as Saves;
use crate::i18n::{Lang, Names};
use crate::online::record::{head_to_head, OnlineRecord};
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::stored::{self, Loaded};
use crate::ui::table::TableGame;

#[derive(Properties)]
pub struct OnlineGamesProps<G: TableGame + DealtGame> {
    #[prop_or_default]
    pub _game: std::marker::PhantomData<G>,
}

/// Never equal: the list is read from storage at each render of the page's sections (a
/// record imported beside it joins it at once).
impl<G: TableGame + DealtGame> PartialEq for OnlineGamesProps<G> {
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

fn friend_name(friend: &str, lang: Lang) -> String {
    match friend.trim().is_empty() {
        true => T::Friend.text(lang).to_string(),
        false => friend.to_string(),
    }
}

/// The day a game ended (seconds since the epoch), as the page's language writes a date: the
/// browser's own words (no month names in the page).
fn ended_on(seconds: u64, lang: Lang) -> Html {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(seconds as f64 * 1000.0));
    let shown =
        String::from(date.to_locale_date_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED));
    html! { <time class="tb-muted" datetime={String::from(date.to_iso_string())}>{ shown }</time> }
}

/// The names of a kept game: this player's seat "You", the other the friend.
fn names_of(record: &OnlineRecord, lang: Lang) -> Names {
    let mut names = [
        friend_name(&record.friend, lang),
        friend_name(&record.friend, lang),
    ];
    names[record.seat.index()] = crate::i18n::table::Text::You.text(lang).to_string();
    Names {
        names,
        you: Some(record.seat),
    }
}

#[function_component(OnlineGames)]
pub fn online_games<G: TableGame + DealtGame>(_: &OnlineGamesProps<G>) -> Html {
    let lang = use_lang();
    let replaying = use_state(|| None::<Rc<OnlineRecord>>);
    let forgotten = use_state(|| 0u32);
    if let Some(record) = &*replaying {
        let on_close = {
            let replaying = replaying.clone();
            Callback::from(move |_| replaying.set(None))
        };
        return html! {
            <section class="tb-history" data-testid="online-games" aria-labelledby="ol-games-title">
                <h2 id="ol-games-title">{ E::OnlineGames.text(lang) }</h2>
                <OnlineReplay<G> record={record.clone()} names={names_of(record, lang)} {on_close} />
            </section>
        };
    }
    let key = history::key(G::ID);
    let (records, unreadable) = match history::load(G::ID) {
        Loaded::Read(records) => (records, stored::kept_aside(&key)),
        Loaded::Absent => (Vec::new(), stored::kept_aside(&key)),
        Loaded::Unreadable(unreadable) => (Vec::new(), Some(unreadable)),
    };
    let list = match records.is_empty() {
        true => html! { <p class="tb-muted">{ E::NoOnlineGames.text(lang) }</p> },
        false => {
            let all = head_to_head(&records);
            // No game stopped against anyone: the table has no column of noughts (table.css).
            let stops = all.iter().any(|h| h.stopped > 0);
            let rows = all.into_iter().map(|h| {
                let name = friend_name(&h.friend, lang);
                html! {
                    <tr data-testid="head-to-head-row">
                        <th scope="row">{ name }</th><td>{ h.played() }</td><td>{ h.won }</td>
                        <td>{ h.lost }</td><td>{ h.drawn }</td><td>{ h.stopped }</td>
                    </tr>
                }
            });
            let items = records.into_iter().enumerate().map(|(i, record)| {
                let title = ending(record.ending, record.how, &friend_name(&record.friend, lang), lang);
                let record = Rc::new(record);
                let replay = (!record.updates.is_empty()).then(|| {
                    let (replaying, record) = (replaying.clone(), record.clone());
                    Callback::from(move |_: MouseEvent| replaying.set(Some(record.clone())))
                });
                html! {
                    <li key={record.id.clone()} data-testid={format!("online-game-{i}")}>
                        <span><strong>{ title }</strong>
                            if let Some(seconds) = record.ended {
                                { " " }{ ended_on(seconds, lang) }
                            }
                            if !record.reason.is_empty() {
                                { " " }<span class="tb-muted">{ record.reason.clone() }</span>
                            }
                        </span>
                        if let Some(onclick) = replay {
                            <button type="button" class="eg-btn" data-testid={format!("online-replay-{i}")} {onclick}>{ Saves::Replay.text(lang) }</button>
                        }
                    </li>
                }
            });
            html! {
                <>
                    <table class={classes!("tb-h2h", (!stops).then_some("no-stops"))} data-testid="head-to-head">
                        <thead><tr>
                            <th scope="col">{ E::FriendColumn.text(lang) }</th><th scope="col">{ E::Played.text(lang) }</th>
                            <th scope="col">{ E::Won.text(lang) }</th><th scope="col">{ E::Lost.text(lang) }</th>
                            <th scope="col">{ E::Drawn.text(lang) }</th><th scope="col">{ E::StoppedColumn.text(lang) }</th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                    <ul class="tb-history-list">{ for items }</ul>
                </>
            }
        }
    };
    let damaged = unreadable.map(|unreadable| {
            let download = {
                let (file, text) = (
                    format!("touche-{}-online-games.txt", G::ID.slug()),
                    unreadable.text.clone(),
                );
                Callback::from(move |_: MouseEvent| {
                    download_text(&file, "text/plain", &text);
                })
            };
            let forget = {
                let forgotten = forgotten.clone();
                Callback::from(move |_: MouseEvent| {
                    unreadable.forget();
                    forgotten.set(*forgotten + 1);
                })
            };
            html! {
                <div data-testid="online-games-unreadable">
                    <p role="alert">{ E::Unreadable.text(lang) }</p>
                    <button type="button" class="eg-btn" onclick={download}>{ E::DownloadKept.text(lang) }</button>
                    <button type="button" class="eg-btn" onclick={forget}>{ E::Forget.text(lang) }</button>
                </div>
            }
    });
    // The game under way on this device (or the last one, not yet left): its page resumes it.
    let under_way = stored::load(&super::page::game_key::<G>()).is_some();
    html! {
        <section class="tb-history" data-testid="online-games" aria-labelledby="ol-games-title">
            <h2 id="ol-games-title">{ E::OnlineGames.text(lang) }</h2>
            if under_way {
                <p><a class="eg-btn primary" href="../online/" data-testid="online-back">{ E::BackToOnline.text(lang) }</a></p>
            }
            { for damaged }
            { list }
        </section>
    }
}
