//! The course page's address: `#/` the course, `#/lesson/<slug>` a lesson.
use crate::games::skirman::course::LESSONS;

/// The lesson a course page's `location.hash` names (`#/lesson/<slug>`), if any.
pub fn lesson_in_hash(hash: &str) -> Option<usize> {
    let path = hash.trim_start_matches('#').trim_matches('/');
    let slug = path.strip_prefix("lesson/")?.trim_matches('/');
    LESSONS.iter().position(|lesson| lesson.slug == slug)
}

/// The address of lesson `slug`, from the course page.
pub fn lesson_href(slug: &str) -> String {
    format!("#/lesson/{slug}")
}

pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn routes_read_any_text() {
        assert_eq!(lesson_in_hash(""), None);
        assert_eq!(lesson_in_hash("#/"), None);
        assert_eq!(lesson_in_hash("#/lesson/marche"), Some(7));
        assert_eq!(lesson_in_hash("#/lesson/marche/"), Some(7));
        assert_eq!(lesson_in_hash("#/lesson/nope"), None);
        assert_eq!(lesson_in_hash("#/lesson/"), None);
        assert_eq!(lesson_in_hash(&lesson_href("fleche")), Some(5));
    }
}
