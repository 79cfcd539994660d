//! The rules core shared by every game and the AI. No web imports here or below `games/`.
pub mod follow;
pub mod game;
pub mod import;
pub mod json_keys;
pub mod message;
pub mod narration;
pub mod player;
pub mod record;
pub mod rng;
pub mod seat;
pub mod settings_text;
pub mod view;
pub mod walkthrough;

pub use follow::{Follow, FollowError};
pub use game::{Game, Rejected, RuleError, ViewOf};
pub use rng::{fresh_seed, Rng};
pub use seat::{Outcome, Seat};
pub use view::{PublicInfo, View};
