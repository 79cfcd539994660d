//! What the browser keeps between visits, as pure data with checked readers (no web imports, so
//! every path is tested natively and fuzzed): a game in progress (`save`), and the player's
//! results against the computer (`stats`). Both are untrusted input when read back: a tampered
//! or older entry gives a typed error, never a panic, and the caller keeps the raw text. Both
//! are plain text, not JSON: a page reads them without a JSON library.
pub mod save;
pub mod stats;

pub use crate::core::settings_text::SettingsText;
pub use save::{
    move_index, read_save, write_save, Save, SaveError, SavedKind, SavedSeat, Sitting, SAVE_FORMAT,
};
pub use stats::{Result as GameResult, Stats, StatsError, Tally};
