//! The rules core shared by every game and the AI. No web imports here or below `games/`.
pub mod game;
pub mod import;
pub mod record;
pub mod rng;
pub mod seat;

pub use game::{Game, Rejected, RuleError};
pub use rng::Rng;
pub use seat::{Outcome, Seat};
