//! Touché: three two-player card games, their rules, their computer opponents and their web UI.
//!
//! Dependencies point inward: `ui` uses `bots`, `games`, `i18n`; `games` use `core`. Nothing
//! outside `ui` imports a web crate, so the rules, the AI and the CLI build and test natively.
pub mod ai;
pub mod bench;
pub mod bots;
pub mod cli;
pub mod core;
pub mod games;
pub mod i18n;
pub mod saves;
pub mod tournament;

#[cfg(target_arch = "wasm32")]
pub mod ui;
