//! One JSON record format for every game: which game, its rules and options, how it starts (a
//! seed, or an explicit position like a chess FEN) and the actions played. See
//! docs/record-format.md. Reading a record (untrusted text) is `core::import`'s job.
use super::game::{Game, RuleError};
use super::import::{self, ReadError};
use super::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt::Debug;

pub use super::import::parse_record;

pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: u32,
    pub game: String,
    pub rules: Value,
    #[serde(default)]
    pub options: Value,
    pub start: Start,
    #[serde(default)]
    pub actions: Vec<Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", try_from = "serde_json::Map<String, Value>")]
pub enum Start {
    Seed(u64),
    Position(Value),
}

/// Read by hand so that a wrong key is named (serde's own reading of an enum only says where).
impl TryFrom<serde_json::Map<String, Value>> for Start {
    type Error = String;

    fn try_from(map: serde_json::Map<String, Value>) -> Result<Start, String> {
        if let Some(key) = map.keys().find(|k| *k != "seed" && *k != "position") {
            return Err(format!(
                "unknown field `start.{}`, expected `seed` or `position`",
                import::clip(key)
            ));
        }
        let mut entries = map.into_iter();
        match (entries.next(), entries.next()) {
            (Some((key, value)), None) if key == "seed" => serde_json::from_value(value)
                .map(Start::Seed)
                .map_err(|e| format!("`start.seed`: {e}")),
            (Some((_, position)), None) => Ok(Start::Position(position)),
            (None, _) => Err("`start` is empty: it holds `seed` or `position`".into()),
            (Some(_), Some(_)) => Err("`start` holds `seed` or `position`, not both".into()),
        }
    }
}

/// The `game` field of a game's records (`"en-garde"`): given by the list of games
/// (`games::registry`), which the core does not name.
pub trait RecordName {
    const GAME_ID: &'static str;
}

/// A game that can be written down and replayed.
pub trait Recorded: Game + RecordName {
    type Rules: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type Options: Serialize + DeserializeOwned + Clone + Debug + PartialEq + Default;
    type Position: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type SetupError: RuleError;

    fn new_game(rules: Self::Rules, options: Self::Options, seed: u64) -> Self;
    /// Builds a state from an untrusted explicit position; every contradiction is reported.
    fn from_position(
        rules: Self::Rules,
        options: Self::Options,
        position: Self::Position,
    ) -> Result<Self, Vec<Self::SetupError>>;
    /// What no game can start with, whatever its start (`from_position` reports these too).
    fn options_problems(_rules: &Self::Rules, _options: &Self::Options) -> Vec<Self::SetupError> {
        Vec::new()
    }
    /// Reads one action of a record; unknown keys are refused.
    fn action_from_json(value: &Value) -> Result<Self::Action, String>;
    fn action_to_json(action: &Self::Action) -> Value;
}

/// Replays every action of `record`, calling `on_step(index, actor, action, before, after)` for
/// each. Returns the final state, or the first problem found. The same checks as
/// `import::read`.
pub fn replay<G: Recorded>(
    record: &Record,
    mut on_step: impl FnMut(usize, Seat, &G::Action, &G, &G),
) -> Result<G, ReadError<G>> {
    import::read_record_with::<G>(record, |step| {
        on_step(step.index, step.actor, step.action, step.before, step.after)
    })
    .map(|replay| replay.state)
}

/// Writes a record for a game played from a seed.
pub fn record_from_seed<G: Recorded>(
    rules: &G::Rules,
    options: &G::Options,
    seed: u64,
    actions: &[G::Action],
) -> Record {
    write_record::<G>(rules, options, Start::Seed(seed), actions)
}

/// Writes a record: `start` is a seed or an explicit position (already as JSON).
pub fn write_record<G: Recorded>(
    rules: &G::Rules,
    options: &G::Options,
    start: Start,
    actions: &[G::Action],
) -> Record {
    Record {
        format: FORMAT_VERSION,
        game: G::GAME_ID.to_string(),
        rules: serde_json::to_value(rules).unwrap_or(Value::Null),
        options: serde_json::to_value(options).unwrap_or(Value::Null),
        start,
        actions: actions.iter().map(G::action_to_json).collect(),
    }
}
