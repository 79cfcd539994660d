//! The Yew web UI (wasm32 only). Thin: components render views and send actions through a
//! reducer that calls the rules.
pub mod app;
#[cfg(feature = "example-game")]
pub mod bluff;
pub mod browser;
pub mod context;
pub mod download;
pub mod en_garde;
pub mod fetch;
pub mod fifes;
pub mod guide;
pub mod kept_notice;
pub mod not_saved_notice;
pub mod online;
pub mod route;
pub mod shell;
pub mod skirman;
pub mod stored;
pub mod suit_symbol;
pub mod table;
