//! What the table keeps in the browser's localStorage (through gloo-storage's raw handle): the
//! game in progress of each page, a save that could not be read (kept until the player downloads
//! or forgets it: nothing is silently discarded), the finished games to replay, and the
//! statistics. Every value is text read back by a checked reader (`crate::saves`); a write the
//! browser refuses is an error the page shows (`ui::stored`).
use crate::games::GameId;
use crate::ui::browser::{session_forget, session_store, session_stored};
use crate::ui::stored;
pub use crate::ui::stored::NotKept;

/// How many finished games each page keeps for replay.
pub const HISTORY_LENGTH: usize = 12;
const HISTORY_SEPARATOR: &str = "\n--\n";
const STATS_KEY: &str = "touche.stats";

pub fn save_key(game: GameId) -> String {
    format!("touche.save.{}", game.slug())
}

pub fn unreadable_key(game: GameId) -> String {
    stored::aside_key(&save_key(game))
}

fn history_key(game: GameId) -> String {
    format!("touche.history.{}", game.slug())
}

pub fn load(key: &str) -> Option<String> {
    stored::load(key)
}

/// Stores `value`; the error if the browser refused (storage full or disabled).
pub fn store(key: &str, value: &str) -> Result<(), NotKept> {
    stored::store(key, value)
}

pub fn remove(key: &str) {
    stored::remove(key);
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

/// The saves of finished games, newest first, as stored (readable or not).
pub fn history(game: GameId) -> Vec<String> {
    load(&history_key(game))
        .map(|text| {
            text.split(HISTORY_SEPARATOR)
                .filter(|s| !s.trim().is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

fn store_history(game: GameId, entries: &[String]) -> Result<(), NotKept> {
    if entries.is_empty() {
        remove(&history_key(game));
        return Ok(());
    }
    store(&history_key(game), &entries.join(HISTORY_SEPARATOR))
}

/// Adds a finished game's save in front of the history. Beyond `HISTORY_LENGTH` the oldest
/// readable games go; an entry `readable` refuses stays until the player forgets it.
pub fn remember_finished(
    game: GameId,
    save: &str,
    readable: impl Fn(&str) -> bool,
) -> Result<(), NotKept> {
    let mut all = history(game);
    all.insert(0, save.to_string());
    while all.iter().filter(|e| readable(e)).count() > HISTORY_LENGTH {
        match all.iter().rposition(|e| readable(e)) {
            Some(oldest) => drop(all.remove(oldest)),
            None => break,
        }
    }
    store_history(game, &all)
}

/// Forgets one entry of the history (one the player chose to forget), as stored.
pub fn forget_in_history(game: GameId, entry: &str) -> Result<(), NotKept> {
    let mut all = history(game);
    if let Some(at) = all.iter().position(|e| e == entry) {
        all.remove(at);
    }
    store_history(game, &all)
}

pub fn stats_text() -> Option<String> {
    load(STATS_KEY)
}

pub fn store_stats(text: &str) -> Result<(), NotKept> {
    store(STATS_KEY, text)
}
