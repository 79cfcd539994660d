//! The course's progress in the browser's `localStorage`: the slugs of the lessons finished,
//! comma-separated. A value edited by hand is read for what it holds, and nothing panics on any
//! text.
use crate::games::skirman::course::LESSONS;

pub const KEY: &str = "touche.skirman.course";
/// The game page's teaching panel opens when this reads anything but "closed".
const TEACHING_KEY: &str = "touche.skirman.teaching";

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The indices (in `LESSONS`) of the lessons `text` names (comma-separated slugs), each once,
/// in course order. Unknown names are ignored: any text is read for what it holds.
pub fn from_text(text: &str) -> Vec<usize> {
    let named: Vec<&str> = text.split(',').map(str::trim).collect();
    (0..LESSONS.len())
        .filter(|&i| named.contains(&LESSONS[i].slug))
        .collect()
}

/// The saved form of the finished lessons.
pub fn to_text(done: &[usize]) -> String {
    done.iter()
        .filter_map(|&i| LESSONS.get(i).map(|l| l.slug))
        .collect::<Vec<_>>()
        .join(",")
}

/// The first lesson not yet finished (the last one when all are).
pub fn next_lesson(done: &[usize]) -> usize {
    (0..LESSONS.len())
        .find(|i| !done.contains(i))
        .unwrap_or(LESSONS.len().saturating_sub(1))
}

pub fn load() -> Vec<usize> {
    local()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .map(|t| from_text(&t))
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

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn saved_progress_reads_any_text() {
        assert_eq!(from_text(""), Vec::<usize>::new());
        assert_eq!(from_text("marche,nonsense,,fleche,marche"), vec![5, 7]);
        assert_eq!(from_text("\u{0}\u{ffff}💥,,,"), Vec::<usize>::new());
        assert_eq!(to_text(&[5, 7, 99]), "fleche,marche");
        assert_eq!(from_text(&to_text(&[0, 18])), vec![0, 18]);
        assert_eq!(next_lesson(&[0, 1]), 2);
        assert_eq!(
            next_lesson(&(0..LESSONS.len()).collect::<Vec<_>>()),
            LESSONS.len() - 1
        );
    }
}
