//! What Skirm'an keeps in the browser's `localStorage` between visits: whether the teaching panel
//! is open, and the running tournament. Nothing else (never a bout in progress, never a seed).
use crate::games::skirman::Level;
use crate::tournament::Tournament;
use crate::ui::stored::{self, Loaded, NotKept, Unreadable};

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

/// The tournament saved by an earlier visit. One that cannot be read is kept aside, exactly as
/// stored, until the player downloads or forgets it (`stored::load_checked`).
pub fn load_tournament() -> Loaded<Running> {
    stored::load_checked(STORAGE_KEY, Running::from_text)
}

/// The saved tournament if it can be read (nothing is moved: for a page that only reads it).
pub fn read_tournament() -> Option<Running> {
    Running::from_text(&stored::load(STORAGE_KEY)?)
}

/// A tournament that could not be read, kept aside by an earlier visit.
pub fn kept_tournament() -> Option<Unreadable> {
    stored::kept_aside(STORAGE_KEY)
}

/// Saves `running`; the error when the browser refused (storage full or off).
pub fn save_tournament(running: &Running) -> Result<(), NotKept> {
    stored::store(STORAGE_KEY, &running.to_text())
}

/// The saved form of `running`, for its download.
pub fn tournament_text(running: &Running) -> String {
    running.to_text()
}

/// Forgets the saved tournament (discarded, or a new one asked for).
pub fn forget_tournament() {
    stored::remove(STORAGE_KEY);
}
