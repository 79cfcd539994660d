//! What Skirm'an keeps in the browser's `localStorage` between visits: whether the teaching panel
//! is open, and the running tournament. Nothing else (never a bout in progress, never a seed).
use crate::games::skirman::Level;
use crate::tournament::Tournament;
use serde::{Deserialize, Serialize};

/// Where the running tournament is saved.
pub const STORAGE_KEY: &str = "touche.skirman.tournament";
const TEACHING_KEY: &str = "touche.skirman.teaching";

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The teaching panel starts open unless the player closed it before.
pub fn teaching_open() -> bool {
    local()
        .and_then(|s| s.get_item(TEACHING_KEY).ok().flatten())
        .is_none_or(|v| v != "closed")
}

pub fn remember_teaching(open: bool) {
    if let Some(s) = local() {
        let _ = s.set_item(TEACHING_KEY, if open { "open" } else { "closed" });
    }
}

/// A tournament under way and its card level.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Running {
    pub tournament: Tournament,
    pub level: Level,
}

/// The tournament saved by an earlier visit, if it can still be read.
pub fn load_tournament() -> Option<Running> {
    let text = local()?.get_item(STORAGE_KEY).ok().flatten()?;
    serde_json::from_str(&text).ok()
}

/// Saves `running`, or forgets the saved tournament with `None`.
pub fn save_tournament(running: Option<&Running>) {
    let Some(s) = local() else { return };
    let _ = match running.and_then(|r| serde_json::to_string(r).ok()) {
        Some(text) => s.set_item(STORAGE_KEY, &text),
        None => s.remove_item(STORAGE_KEY),
    };
}
