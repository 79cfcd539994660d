//! Small things asked of the browser by several pages.

/// A fresh seed from the browser's cryptographic source (`crypto.getRandomValues`, through
/// `getrandom`), never shown to players.
pub use crate::core::fresh_seed;

fn media_matches(query: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The player asked for reduced motion: animations are off and the computer answers sooner.
pub fn reduced_motion() -> bool {
    media_matches("(prefers-reduced-motion: reduce)")
}

/// A phone's width: the style sheets' own breakpoint.
const NARROW: &str = "(max-width: 560px)";

/// Whether the screen is a phone's, kept up to date when the window is resized or the phone
/// turned: a board drawn for a phone fits it whole, and is drawn again for a wider screen.
#[yew::hook]
pub fn use_narrow_screen() -> bool {
    let narrow = yew::use_state(|| media_matches(NARROW));
    {
        let narrow = narrow.clone();
        yew::use_effect_with((), move |_| {
            let listener = web_sys::window()
                .and_then(|w| w.match_media(NARROW).ok().flatten())
                .map(|list| {
                    let watched = list.clone();
                    gloo::events::EventListener::new(&list, "change", move |_| {
                        narrow.set(watched.matches())
                    })
                });
            move || drop(listener)
        });
    }
    *narrow
}

/// A value this site kept in the browser's `localStorage` (`None` if storage is off or empty).
pub fn stored(key: &str) -> Option<String> {
    let storage = web_sys::window()?.local_storage().ok()??;
    storage.get_item(key).ok()?
}

/// Keeps `value` under `key` in `localStorage` (silently not, if storage is off).
pub fn store(key: &str, value: &str) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(key, value);
    }
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// A value kept for this tab only, in `sessionStorage` (`None` if storage is off or empty).
pub fn session_stored(key: &str) -> Option<String> {
    session()?.get_item(key).ok()?
}

/// Keeps `value` under `key` for this tab (silently not, if storage is off).
pub fn session_store(key: &str, value: &str) {
    if let Some(session) = session() {
        let _ = session.set_item(key, value);
    }
}

/// Forgets this tab's `key`.
pub fn session_forget(key: &str) {
    if let Some(session) = session() {
        let _ = session.remove_item(key);
    }
}
