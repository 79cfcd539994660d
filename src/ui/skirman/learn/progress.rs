//! The course's progress in the browser's `localStorage`: the slugs of the lessons finished,
//! comma-separated (`course::progress_from_text`: a value edited by hand is read for what it
//! holds, and nothing panics on any text).
pub use crate::games::skirman::course::next_lesson;
use crate::games::skirman::course::{
    progress_from_text as parse, progress_to_text as to_text, LESSONS,
};

pub const KEY: &str = "touche.skirman.course";
/// The game page's teaching panel opens when this reads anything but "closed".
const TEACHING_KEY: &str = "touche.skirman.teaching";

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

pub fn load() -> Vec<usize> {
    local()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .map(|t| parse(&t))
        .unwrap_or_default()
}

/// Marks lesson `index` finished.
pub fn finish(index: usize) {
    let mut done = load();
    if !done.contains(&index) && index < LESSONS.len() {
        done.push(index);
        done.sort_unstable();
    }
    if let Some(s) = local() {
        let _ = s.set_item(KEY, &to_text(&done));
    }
}

pub fn reset() {
    if let Some(s) = local() {
        let _ = s.remove_item(KEY);
    }
}

/// Before the course's final bout: the game page opens its teaching panel.
pub fn open_teaching_panel() {
    if let Some(s) = local() {
        let _ = s.set_item(TEACHING_KEY, "open");
    }
}
