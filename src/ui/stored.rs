//! The browser's `localStorage` as the site keeps its games in it: nothing is dropped, nothing
//! fails in silence.
//!
//! - A value its reader cannot read is moved aside, exactly as stored (as a JavaScript string,
//!   so a lone surrogate survives: a Rust `String` would turn it into U+FFFD), to
//!   `<key>.unreadable`, where it stays until the player downloads or forgets it. If even that
//!   copy cannot be written (the value is too big for what is left), it stays where it was and
//!   the page must offer its download before anything overwrites it (`Loaded::Unreadable`'s
//!   `moved_aside`).
//! - A write the browser refuses (storage full or off) is an error the page shows at once.
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `window.localStorage`, read and written as JavaScript strings.
    type RawStorage;

    #[wasm_bindgen(method, js_name = getItem)]
    fn get_item(this: &RawStorage, key: &str) -> Option<js_sys::JsString>;

    #[wasm_bindgen(method, catch, js_name = setItem)]
    fn set_item(this: &RawStorage, key: &str, value: &js_sys::JsString) -> Result<(), JsValue>;

    #[wasm_bindgen(method, catch, js_name = removeItem)]
    fn remove_item(this: &RawStorage, key: &str) -> Result<(), JsValue>;
}

fn raw() -> Option<RawStorage> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Some(storage.unchecked_into())
}

/// The browser refused to keep a value: its storage is full, or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotKept;

/// Where a value that could not be read is kept.
pub fn aside_key(key: &str) -> String {
    format!("{key}.unreadable")
}

/// The text under `key` (lossy only for a lone surrogate, which no reader accepts anyway).
pub fn load(key: &str) -> Option<String> {
    raw()?.get_item(key).map(String::from)
}

/// Keeps `value` under `key`.
pub fn store(key: &str, value: &str) -> Result<(), NotKept> {
    let storage = raw().ok_or(NotKept)?;
    storage
        .set_item(key, &js_sys::JsString::from(value))
        .map_err(|_| NotKept)
}

pub fn remove(key: &str) {
    if let Some(storage) = raw() {
        let _ = storage.remove_item(key);
    }
}

/// What a page found under one key.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    Absent,
    Read(T),
    /// Stored, but not readable: kept (see `Unreadable`).
    Unreadable(Unreadable),
}

/// A stored value its reader refused, as the player can get it back.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    /// Where it is now: `<key>.unreadable`, or the key itself when it could not be moved.
    pub kept_at: String,
    /// Its text, for the download.
    pub text: String,
    /// False when it is still under its own key: whatever would write there must wait until
    /// the player has downloaded or forgotten it.
    pub moved_aside: bool,
}

impl Unreadable {
    /// Forgets the kept copy (the player downloaded it, or does not want it).
    pub fn forget(&self) {
        remove(&self.kept_at);
    }
}

/// Reads `key` with `read`. A value `read` refuses is moved aside, byte for byte, unless a value
/// is already kept aside there (that one stays: the older copy is never replaced).
pub fn load_checked<T>(key: &str, read: impl FnOnce(&str) -> Option<T>) -> Loaded<T> {
    let Some(storage) = raw() else {
        return Loaded::Absent;
    };
    let Some(stored) = storage.get_item(key) else {
        return Loaded::Absent;
    };
    let text = String::from(&stored);
    if let Some(value) = read(&text) {
        return Loaded::Read(value);
    }
    let aside = aside_key(key);
    let moved_aside = storage.get_item(&aside).is_none()
        && storage.set_item(&aside, &stored).is_ok()
        && storage.remove_item(key).is_ok();
    Loaded::Unreadable(Unreadable {
        kept_at: if moved_aside { aside } else { key.to_string() },
        text,
        moved_aside,
    })
}

/// A value kept aside earlier under `<key>.unreadable`, still waiting for the player.
pub fn kept_aside(key: &str) -> Option<Unreadable> {
    let aside = aside_key(key);
    let text = load(&aside)?;
    Some(Unreadable {
        kept_at: aside,
        text,
        moved_aside: true,
    })
}
