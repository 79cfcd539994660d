//! Small things asked of the browser by several pages.

/// A fresh game seed from the browser's randomness and clock (never shown to players).
pub fn fresh_seed() -> u64 {
    let a = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let b = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (a << 32) ^ b ^ (js_sys::Date::now() as u64)
}

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
