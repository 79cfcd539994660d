//! What the table keeps in the browser's localStorage (through gloo-storage's raw handle): the
//! game in progress of each page, a save that could not be read (kept until the player downloads
//! or forgets it: nothing is silently discarded), the finished games to replay, and the
//! statistics. Every value is text read back by a checked reader (`crate::saves`).
use crate::games::GameId;
use crate::ui::browser::{session_forget, session_store, session_stored};
use gloo::storage::{LocalStorage, Storage};

/// How many finished games each page keeps for replay.
pub const HISTORY_LENGTH: usize = 12;
const HISTORY_SEPARATOR: &str = "\n--\n";
const STATS_KEY: &str = "touche.stats";

pub fn save_key(game: GameId) -> String {
    format!("touche.save.{}", game.slug())
}

pub fn unreadable_key(game: GameId) -> String {
    format!("touche.save.{}.unreadable", game.slug())
}

fn history_key(game: GameId) -> String {
    format!("touche.history.{}", game.slug())
}

pub fn load(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Stores `value`; false if the browser refused (storage full or disabled).
pub fn store(key: &str, value: &str) -> bool {
    LocalStorage::raw().set_item(key, value).is_ok()
}

pub fn remove(key: &str) {
    let _ = LocalStorage::raw().remove_item(key);
}

/// This tab's finished game still on screen (its end panel), kept in session storage so that a
/// reload for a language switch shows it again; forgotten when a new game starts.
fn finished_key(game: GameId) -> String {
    format!("touche.finished-on-screen.{}", game.slug())
}

pub fn keep_finished_on_screen(game: GameId, save: &str) {
    session_store(&finished_key(game), save);
}

pub fn finished_on_screen(game: GameId) -> Option<String> {
    session_stored(&finished_key(game))
}

pub fn forget_finished_on_screen(game: GameId) {
    session_forget(&finished_key(game));
}

/// The saves of finished games, newest first.
pub fn history(game: GameId) -> Vec<String> {
    load(&history_key(game))
        .map(|text| {
            text.split(HISTORY_SEPARATOR)
                .filter(|s| !s.trim().is_empty())
                .map(str::to_string)
                .take(HISTORY_LENGTH)
                .collect()
        })
        .unwrap_or_default()
}

/// Adds a finished game's save in front of the history (the oldest beyond the length go).
pub fn remember_finished(game: GameId, save: &str) {
    let mut all = history(game);
    all.insert(0, save.to_string());
    all.truncate(HISTORY_LENGTH);
    store(&history_key(game), &all.join(HISTORY_SEPARATOR));
}

pub fn stats_text() -> Option<String> {
    load(STATS_KEY)
}

pub fn store_stats(text: &str) {
    store(STATS_KEY, text);
}
