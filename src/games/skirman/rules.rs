//! The level (which cards exist, §2) and the table options for the readings the spec leaves open.
use serde::{Deserialize, Serialize};

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// 61 cards: simple attacks, FLÈCHE, TOUCHE, parries, RETRAITE, TNV.
    Initiation,
    /// 90 cards: + MARCHE, POINTE EN LIGNE, FEINTE, BATTEMENT, the contres.
    Entrainement,
    /// 104 cards: + the `**` cards.
    #[default]
    Competition,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Initiation, Level::Entrainement, Level::Competition];

    pub fn slug(self) -> &'static str {
        match self {
            Level::Initiation => "initiation",
            Level::Entrainement => "entrainement",
            Level::Competition => "competition",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// SK2: discarding is allowed even when a card could be played (the table's bare "or
    /// discard"). Default: strict (only when stuck, SK30).
    pub free_discard: bool,
    /// SK11: the ATTAQUE COMPOSÉE is played together with its first attack, so the defender
    /// picks his two cards after seeing it. Default: before.
    pub ac_first_attack_shown: bool,
    /// SK14: after a CONTRE-ATTAQUE on an ATTAQUE COMPOSÉE, the two thrown attacks go under the
    /// talon. Default: on the discard pile.
    pub countered_ac_under_talon: bool,
}

/// A level and its options (in a record: `rules` is the level, `options` the options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Rules {
    pub level: Level,
    pub options: Options,
}

impl Rules {
    pub fn new(level: Level) -> Rules {
        Rules {
            level,
            options: Options::default(),
        }
    }
}
