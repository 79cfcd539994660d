//! Skirm'an (Massard-Rostain, 1992), per ../shared/rules/skirman.md (SK1–SK34).
//!
//! - `cards`: the 104 (+3) cards by level · `rules`: level and options
//! - `actions`: what a player can do · `phase`: the states of the §7 machine
//! - `chain`: the exchange on the table, finished exchanges · `state`: the full game and its
//!   transitions · `view`: one player's knowledge, determinization
//! - `record`: explicit positions for records and tests · `errors`: reasons with rule IDs
pub mod actions;
pub mod cards;
pub mod chain;
pub mod errors;
pub mod phase;
pub mod rules;
pub mod view;

pub use actions::Action;
pub use cards::{AttackKind, Card, Colour, Line};
pub use chain::{ChainLink, Exchange, ExchangeEnd, LinkKind, ShownCard, TouchCause};
pub use errors::{SetupError, SkirmanError};
pub use phase::{Offensive, Phase};
pub use rules::{Level, Options, Rules};
pub use view::SkirmanView;
