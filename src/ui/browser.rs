//! Small things asked of the browser by several pages.

/// A fresh seed from the browser's cryptographic source (`crypto.getRandomValues`, through
/// `getrandom`), never shown to players.
pub use crate::core::fresh_seed;

/// The player asked for reduced motion: animations are off and the computer answers sooner.
pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}
