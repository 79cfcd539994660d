//! What Skirm'an keeps in the browser's `localStorage` between visits: whether the teaching panel
//! is open, and the running tournament. Nothing else (never a bout in progress, never a seed).
use crate::games::skirman::Level;
use crate::tournament::Tournament;

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
#[derive(Clone, Debug, PartialEq)]
pub struct Running {
    pub tournament: Tournament,
    pub level: Level,
}

impl Running {
    /// The saved form: the level's slug on the first line, then `Tournament::to_text` (a few
    /// lines of text, not JSON: a JSON library would cost this page 19 KB gzip).
    fn to_text(&self) -> String {
        format!("{}\n{}", self.level.slug(), self.tournament.to_text())
    }

    fn from_text(text: &str) -> Option<Running> {
        let (level, tournament) = text.split_once('\n')?;
        Some(Running {
            level: Level::ALL.into_iter().find(|l| l.slug() == level)?,
            tournament: Tournament::from_text(tournament)?,
        })
    }
}

/// The tournament saved by an earlier visit, if it can still be read.
pub fn load_tournament() -> Option<Running> {
    Running::from_text(&local()?.get_item(STORAGE_KEY).ok().flatten()?)
}

/// Saves `running`, or forgets the saved tournament with `None`.
pub fn save_tournament(running: Option<&Running>) {
    let Some(s) = local() else { return };
    let _ = match running {
        Some(running) => s.set_item(STORAGE_KEY, &running.to_text()),
        None => s.remove_item(STORAGE_KEY),
    };
}
