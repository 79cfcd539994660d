//! Which rules are in force: edition (Abacus or Ferti), level (Basic, Classic, Advanced) and the
//! table options.
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Edition {
    /// Abacus 1993, Lawson-corrected text approved by the designer (seeds 000/003).
    Abacus,
    /// Ferti (seed 001): no Basic level; differs on the deck-end retreat (EG15).
    Ferti,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Every attack hits at once.
    Basic,
    /// Multi-card attacks, parries.
    Classic,
    /// Classic plus advance-and-attack and the retreat that answers it.
    Advanced,
}

/// One of the five rule sets the app offers. Ferti Basic does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RuleSetName", into = "RuleSetName")]
pub struct RuleSet {
    edition: Edition,
    level: Level,
}

impl RuleSet {
    pub const ALL: [RuleSet; 5] = [
        RuleSet {
            edition: Edition::Abacus,
            level: Level::Basic,
        },
        RuleSet {
            edition: Edition::Abacus,
            level: Level::Classic,
        },
        RuleSet {
            edition: Edition::Abacus,
            level: Level::Advanced,
        },
        RuleSet {
            edition: Edition::Ferti,
            level: Level::Classic,
        },
        RuleSet {
            edition: Edition::Ferti,
            level: Level::Advanced,
        },
    ];

    pub fn new(edition: Edition, level: Level) -> Option<RuleSet> {
        (edition != Edition::Ferti || level != Level::Basic).then_some(RuleSet { edition, level })
    }

    pub fn edition(self) -> Edition {
        self.edition
    }

    pub fn level(self) -> Level {
        self.level
    }

    /// Record name: `abacus-basic`, `ferti-advanced`, …
    pub fn name(self) -> &'static str {
        match (self.edition, self.level) {
            (Edition::Abacus, Level::Basic) => "abacus-basic",
            (Edition::Abacus, Level::Classic) => "abacus-classic",
            (Edition::Abacus, Level::Advanced) => "abacus-advanced",
            (Edition::Ferti, Level::Classic) => "ferti-classic",
            (Edition::Ferti, Level::Advanced) => "ferti-advanced",
            (Edition::Ferti, Level::Basic) => "ferti-classic",
        }
    }

    pub fn from_name(name: &str) -> Option<RuleSet> {
        RuleSet::ALL.into_iter().find(|r| r.name() == name)
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet {
            edition: Edition::Abacus,
            level: Level::Classic,
        }
    }
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(transparent)]
struct RuleSetName(String);

impl TryFrom<RuleSetName> for RuleSet {
    type Error = String;
    fn try_from(name: RuleSetName) -> Result<RuleSet, String> {
        RuleSet::from_name(&name.0).ok_or_else(|| {
            let known: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
            format!(
                "unknown rule set {:?} (known: {})",
                name.0,
                known.join(", ")
            )
        })
    }
}

impl From<RuleSet> for RuleSetName {
    fn from(rules: RuleSet) -> RuleSetName {
        RuleSetName(rules.name().to_string())
    }
}

/// Who opens round 1; the opener then alternates every round, draws included (EG17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstPlayer {
    #[default]
    PlayerOne,
    PlayerTwo,
    Random,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    pub first_player: FirstPlayer,
    /// Memory aid: the log and the tally show the cards played this round. Off = only the top
    /// discard, as at a real table (EG19).
    pub show_played_cards: bool,
    /// Round wins needed to take the match (5 in every rulebook).
    pub target_score: u8,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            first_player: FirstPlayer::default(),
            show_played_cards: true,
            target_score: 5,
        }
    }
}

impl FirstPlayer {
    pub fn fixed(self) -> Option<Seat> {
        match self {
            FirstPlayer::PlayerOne => Some(Seat::One),
            FirstPlayer::PlayerTwo => Some(Seat::Two),
            FirstPlayer::Random => None,
        }
    }
}
