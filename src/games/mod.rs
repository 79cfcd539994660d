//! One folder per game; each implements `core::Game`. The list of games is `registry`.
#[cfg(feature = "example-game")]
pub mod bluff;
pub mod en_garde;
pub mod fifes;
pub mod import;
pub mod registry;
pub mod skirman;

pub use registry::{GameId, Registered};
