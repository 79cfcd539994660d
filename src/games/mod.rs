//! One folder per game; each implements `core::Game`. The list of games is `registry`.
pub mod en_garde;
pub mod fifes;
pub mod import;
pub mod registry;
pub mod skirman;

pub use registry::{GameId, Registered};
