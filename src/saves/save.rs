//! A game in progress, saved after every action: its record (rules, options, seed, actions —
//! docs/record-format.md), who sits where and under which name, the computer players' own seed,
//! and the hints each seat asked for. It is read back by replaying the record through the rules
//! (`core::import`), never by trusting a deserialised state, so a save that parses but breaks a
//! rule is refused with the action's index and the rule's ID.
//!
//! The save holds the deal's seed: it is written to the browser's own storage only, never shown
//! or offered for download while the game is in progress (a finished game's record is).
use crate::bots::Strength;
use crate::core::import::{clip, read_record_with, ReadError, Replay, MAX_RECORD_BYTES};
use crate::core::record::{Record, Recorded};
use serde::{Deserialize, Serialize};

/// The version of the save format. A save of another version is refused (and kept by the caller).
pub const SAVE_FORMAT: u32 = 1;
/// A seat's name is cut to this many characters.
pub const MAX_NAME_CHARS: usize = 40;

/// Who sits in one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SavedKind {
    Human,
    Computer(Strength),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSeat {
    pub kind: SavedKind,
    /// The chosen name; empty for the default one ("You", "Computer", "Player 1"…).
    #[serde(default)]
    pub name: String,
}

/// The saved form, as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    pub save: u32,
    pub record: Record,
    pub seats: [SavedSeat; 2],
    /// Seeds the computer players' own randomness (never the deal's seed).
    pub bot_seed: u64,
    /// Hints asked for, per seat.
    #[serde(default)]
    pub hints: [u32; 2],
}

/// A save that was read and checked: the game replayed through the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame<G: Recorded> {
    pub replay: Replay<G>,
    pub seats: [SavedSeat; 2],
    pub bot_seed: u64,
    pub hints: [u32; 2],
}

/// Why a save was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError<G: Recorded> {
    /// More than the record limit (4 MiB).
    TooLarge { bytes: u64 },
    /// Not JSON, or not a save (the parser's words, clipped).
    Malformed(String),
    /// A save of another version of this site.
    OtherVersion { found: u32 },
    /// A seat's name longer than `MAX_NAME_CHARS`, or with control characters.
    BadName,
    /// Both seats are computers: nobody to resume the game for.
    NoPerson,
    /// The record inside is refused by the rules (with the action's index and rule ID).
    Record(ReadError<G>),
}

impl<G: Recorded> SaveError<G> {
    /// The index of the action the rules refused, if that is the problem.
    pub fn index(&self) -> Option<usize> {
        match self {
            SaveError::Record(e) => e.index(),
            _ => None,
        }
    }

    /// The spec's rule ID that the record breaks, if that is the problem.
    pub fn rule_id(&self) -> Option<&'static str> {
        match self {
            SaveError::Record(e) => e.rule_id(),
            _ => None,
        }
    }
}

/// Writes a save of a game of `G` in progress.
pub fn write_save(record: Record, seats: [SavedSeat; 2], bot_seed: u64, hints: [u32; 2]) -> String {
    let save = Save {
        save: SAVE_FORMAT,
        record,
        seats,
        bot_seed,
        hints,
    };
    serde_json::to_string(&save).unwrap_or_default()
}

fn name_ok(name: &str) -> bool {
    name.chars().count() <= MAX_NAME_CHARS && !name.chars().any(char::is_control)
}

/// Reads and checks a save of game `G`. Never panics, whatever the text.
pub fn read_save<G: Recorded>(text: &str) -> Result<SavedGame<G>, SaveError<G>> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(SaveError::TooLarge {
            bytes: text.len() as u64,
        });
    }
    // The version first, so an older save says so rather than "unknown field".
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::Malformed(clip(&e.to_string())))?;
    match value.get("save").and_then(|v| v.as_u64()) {
        Some(v) if v == SAVE_FORMAT as u64 => {}
        Some(v) => {
            return Err(SaveError::OtherVersion {
                found: v.min(u32::MAX as u64) as u32,
            })
        }
        None => return Err(SaveError::Malformed("no \"save\" version".into())),
    }
    let save: Save =
        serde_json::from_value(value).map_err(|e| SaveError::Malformed(clip(&e.to_string())))?;
    if !save.seats.iter().all(|s| name_ok(&s.name)) {
        return Err(SaveError::BadName);
    }
    if !save.seats.iter().any(|s| s.kind == SavedKind::Human) {
        return Err(SaveError::NoPerson);
    }
    let replay = read_record_with::<G>(&save.record, |_| {}).map_err(SaveError::Record)?;
    Ok(SavedGame {
        replay,
        seats: save.seats,
        bot_seed: save.bot_seed,
        hints: save.hints,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::record_from_seed;
    use crate::core::{Game, Rng};
    use crate::games::en_garde::{EnGarde, Options, RuleSet};
    use crate::games::fifes::FifesAndDrums;

    fn seats() -> [SavedSeat; 2] {
        [
            SavedSeat {
                kind: SavedKind::Human,
                name: "Ada".into(),
            },
            SavedSeat {
                kind: SavedKind::Computer(Strength::Strong),
                name: String::new(),
            },
        ]
    }

    fn en_garde_after(n: usize) -> (Record, EnGarde) {
        let mut game = EnGarde::new(RuleSet::default(), Options::default(), 11);
        let mut rng = Rng::seeded(3);
        let mut actions = Vec::new();
        for _ in 0..n {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len() as u32) as usize];
            game.play_in_place(&action).unwrap();
            actions.push(action);
        }
        let record =
            record_from_seed::<EnGarde>(&RuleSet::default(), &Options::default(), 11, &actions);
        (record, game)
    }

    #[test]
    fn a_save_round_trips_to_the_same_game() {
        let (record, game) = en_garde_after(12);
        let text = write_save(record, seats(), 99, [1, 0]);
        let saved = read_save::<EnGarde>(&text).unwrap();
        assert_eq!(saved.replay.state, game);
        assert_eq!(saved.replay.moves.len(), 12);
        assert_eq!(saved.seats, seats());
        assert_eq!((saved.bot_seed, saved.hints), (99, [1, 0]));
    }

    #[test]
    fn an_illegal_action_in_a_save_names_its_index_and_rule() {
        let (mut record, _) = en_garde_after(6);
        // Action 3 replaced by an action of the same shape that the rules refuse now.
        record.actions[3] = serde_json::json!({"type": "retreat", "card": 5});
        let text = write_save(record, seats(), 1, [0, 0]);
        let error = read_save::<EnGarde>(&text).unwrap_err();
        assert_eq!(error.index(), Some(3), "{error:?}");
        assert!(error.rule_id().is_some(), "a rule is named: {error:?}");
    }

    #[test]
    fn other_versions_and_other_games_are_refused() {
        let (record, _) = en_garde_after(2);
        let text = write_save(record, seats(), 1, [0, 0]).replace("\"save\":1", "\"save\":7");
        assert!(matches!(
            read_save::<EnGarde>(&text),
            Err(SaveError::OtherVersion { found: 7 })
        ));
        let (record, _) = en_garde_after(2);
        let text = write_save(record, seats(), 1, [0, 0]);
        assert!(matches!(
            read_save::<FifesAndDrums>(&text),
            Err(SaveError::Record(ReadError::WrongGame { .. }))
        ));
    }

    #[test]
    fn tampered_seats_are_refused() {
        let (record, _) = en_garde_after(2);
        let mut both = seats();
        both[0].kind = SavedKind::Computer(Strength::Beginner);
        let text = write_save(record.clone(), both, 1, [0, 0]);
        assert!(matches!(
            read_save::<EnGarde>(&text),
            Err(SaveError::NoPerson)
        ));
        let mut long = seats();
        long[0].name = "x".repeat(MAX_NAME_CHARS + 1);
        let text = write_save(record, long, 1, [0, 0]);
        assert!(matches!(
            read_save::<EnGarde>(&text),
            Err(SaveError::BadName)
        ));
    }

    #[test]
    fn truncated_saves_never_panic() {
        let (record, _) = en_garde_after(20);
        let text = write_save(record, seats(), 5, [0, 2]);
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                assert!(read_save::<EnGarde>(&text[..cut]).is_err());
            }
        }
    }
}
