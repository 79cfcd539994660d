//! One folder per game; each implements `core::Game`.
pub mod en_garde;
pub mod fifes;
pub mod import;
pub mod skirman;

use serde::{Deserialize, Serialize};

/// The three games of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    EnGarde,
    Skirman,
    FifesAndDrums,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::EnGarde, GameId::Skirman, GameId::FifesAndDrums];

    /// Used in URLs and in records' `game` field.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::EnGarde => "en-garde",
            GameId::Skirman => "skirman",
            GameId::FifesAndDrums => "fifes-and-drums",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == slug)
    }

    /// Whether the game can be played yet (its issue has landed); otherwise the site shows
    /// its rules page instead of a play page.
    pub fn playable(self) -> bool {
        matches!(
            self,
            GameId::EnGarde | GameId::Skirman | GameId::FifesAndDrums
        )
    }
}
