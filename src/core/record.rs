//! One JSON record format for every game: which game, its rules and options, how it starts (a
//! seed, or an explicit position like a chess FEN) and the actions played. See
//! docs/record-format.md.
use super::game::{Game, RuleError};
use super::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

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
#[serde(rename_all = "kebab-case")]
pub enum Start {
    Seed(u64),
    Position(Value),
}

/// A game that can be written down and replayed.
pub trait Recorded: Game {
    /// The `game` field of a record: `"en-garde"`, `"fifes-and-drums"`, `"skirman"`.
    const GAME_ID: &'static str;
    type Rules: Serialize + DeserializeOwned + Clone;
    type Options: Serialize + DeserializeOwned + Clone + Default;
    type Position: Serialize + DeserializeOwned + Clone;
    type SetupError: RuleError;

    fn new_game(rules: Self::Rules, options: Self::Options, seed: u64) -> Self;
    /// Builds a state from an untrusted explicit position; every contradiction is reported.
    fn from_position(
        rules: Self::Rules,
        options: Self::Options,
        position: Self::Position,
    ) -> Result<Self, Vec<Self::SetupError>>;
    fn action_from_json(value: &Value) -> Result<Self::Action, String>;
    fn action_to_json(action: &Self::Action) -> Value;
}

/// What went wrong while replaying a record.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError<G: Recorded> {
    /// Not JSON, not a record, a missing field, an unsupported format version.
    Malformed(String),
    WrongGame {
        expected: &'static str,
        found: String,
    },
    BadRules(String),
    BadOptions(String),
    BadPosition(String),
    Setup(Vec<G::SetupError>),
    /// Action number `index` (0-based) could not be read.
    UnreadableAction {
        index: usize,
        message: String,
    },
    /// Action number `index` (0-based) is well formed but breaks a rule.
    Illegal {
        index: usize,
        action: G::Action,
        error: G::Error,
    },
}

pub fn parse_record(text: &str) -> Result<Record, String> {
    let record: Record = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if record.format != FORMAT_VERSION {
        return Err(format!(
            "unsupported format version {} (this program reads version {FORMAT_VERSION})",
            record.format
        ));
    }
    Ok(record)
}

/// Builds the starting state a record describes.
pub fn start_state<G: Recorded>(record: &Record) -> Result<G, ReplayError<G>> {
    if record.game != G::GAME_ID {
        return Err(ReplayError::WrongGame {
            expected: G::GAME_ID,
            found: record.game.clone(),
        });
    }
    let rules: G::Rules = serde_json::from_value(record.rules.clone())
        .map_err(|e| ReplayError::BadRules(e.to_string()))?;
    let options: G::Options = if record.options.is_null() {
        G::Options::default()
    } else {
        serde_json::from_value(record.options.clone())
            .map_err(|e| ReplayError::BadOptions(e.to_string()))?
    };
    match &record.start {
        Start::Seed(seed) => Ok(G::new_game(rules, options, *seed)),
        Start::Position(value) => {
            let position: G::Position = serde_json::from_value(value.clone())
                .map_err(|e| ReplayError::BadPosition(e.to_string()))?;
            G::from_position(rules, options, position).map_err(ReplayError::Setup)
        }
    }
}

/// Replays every action of `record`, calling `on_step(index, actor, action, before, after)` for
/// each. Returns the final state, or the first problem found.
pub fn replay<G: Recorded>(
    record: &Record,
    mut on_step: impl FnMut(usize, Seat, &G::Action, &G, &G),
) -> Result<G, ReplayError<G>> {
    let mut state: G = start_state(record)?;
    for (index, raw) in record.actions.iter().enumerate() {
        let action = G::action_from_json(raw)
            .map_err(|message| ReplayError::UnreadableAction { index, message })?;
        let before = state.clone();
        let actor = match state.to_act() {
            Some(seat) => seat,
            None => Seat::One,
        };
        state = state
            .play(&action)
            .map_err(|rejected| ReplayError::Illegal {
                index,
                action: action.clone(),
                error: rejected.error,
            })?;
        on_step(index, actor, &action, &before, &state);
    }
    Ok(state)
}

/// Writes a record for a game played from a seed.
pub fn record_from_seed<G: Recorded>(
    rules: &G::Rules,
    options: &G::Options,
    seed: u64,
    actions: &[G::Action],
) -> Record {
    Record {
        format: FORMAT_VERSION,
        game: G::GAME_ID.to_string(),
        rules: serde_json::to_value(rules).unwrap_or(Value::Null),
        options: serde_json::to_value(options).unwrap_or(Value::Null),
        start: Start::Seed(seed),
        actions: actions.iter().map(G::action_to_json).collect(),
    }
}
