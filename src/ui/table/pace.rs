//! How long the computer waits before its move is played, so that it can be followed: fast,
//! normal or slow, chosen in the set-up (`seats::SeatsForm`) and remembered in `localStorage`
//! for every game.
use crate::i18n::table::Text;
use crate::ui::browser::{reduced_motion, store, stored};

const STORAGE_KEY: &str = "touche.pace";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Fast,
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Fast, Pace::Normal, Pace::Slow];

    /// The least time between the turn and the computer's move (a search that takes longer is
    /// played as soon as it answers).
    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Fast => 150,
            Pace::Normal => 900,
            Pace::Slow => 2_000,
        }
    }

    fn slug(self) -> &'static str {
        match self {
            Pace::Fast => "fast",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }

    /// The set-up's radio button for this pace.
    pub fn test_id(self) -> &'static str {
        match self {
            Pace::Fast => "pace-fast",
            Pace::Normal => "pace-normal",
            Pace::Slow => "pace-slow",
        }
    }

    pub fn label(self) -> Text {
        match self {
            Pace::Fast => Text::PaceFast,
            Pace::Normal => Text::PaceNormal,
            Pace::Slow => Text::PaceSlow,
        }
    }

    /// The pace chosen before; else fast for a player who asked for reduced motion, normal
    /// for everyone else.
    pub fn load() -> Pace {
        let saved = stored(STORAGE_KEY);
        Pace::ALL
            .into_iter()
            .find(|p| saved.as_deref() == Some(p.slug()))
            .unwrap_or(if reduced_motion() {
                Pace::Fast
            } else {
                Pace::Normal
            })
    }

    pub fn save(self) {
        store(STORAGE_KEY, self.slug());
    }
}
