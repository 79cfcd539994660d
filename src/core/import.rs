//! The checked reader of game records. A record is untrusted input (a file given to `touche
//! replay`, a file the browser imports): this module turns its text into a replayed game or a
//! typed error, and never panics. `touche replay` and the browser use the same functions:
//!
//! - `read_any(text)`: a record of any game → `AnyReplay` or `AnyReadError`;
//! - `read::<G>(text)` / `read_with::<G>(text, on_step)`: a record of game `G`;
//! - `parse_record` + `read_record_with::<G>`: the two halves, for a caller that dispatches on
//!   `record.game` itself and wants each step as it is checked (the CLI prints them).
//!
//! Limits (docs/record-format.md): at most `MAX_RECORD_BYTES` of text, at most `MAX_PROBLEMS`
//! contradictions listed (the rest counted), free-text messages clipped to
//! `MAX_MESSAGE_CHARS` characters. This is the one place in `core` that names the games:
//! `read_any` has to know which games exist.
use super::game::RuleError;
use super::record::{write_record, Record, Recorded, Start, FORMAT_VERSION};
use super::Seat;
use serde_json::Value;

/// The largest record read: 4 MiB (a whole game is a few kilobytes).
pub const MAX_RECORD_BYTES: usize = 4 * 1024 * 1024;
/// At most this many contradictions of a start position are kept; the rest are counted.
pub const MAX_PROBLEMS: usize = 20;
/// A message quoted from the parser (which may quote the file) is clipped to this many chars.
pub const MAX_MESSAGE_CHARS: usize = 300;

/// What is wrong with the file itself, whatever the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// More than `MAX_RECORD_BYTES` bytes.
    TooLarge { bytes: u64 },
    /// Not UTF-8 text.
    NotText,
    /// Not JSON, not a record object, a missing, unknown or mistyped field (the parser's
    /// words, clipped).
    Malformed(String),
    /// A `format` other than `FORMAT_VERSION`.
    UnsupportedFormat { found: u32 },
    /// A `game` this program does not have (clipped).
    UnknownGame(String),
}

/// Why a record of game `G` was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadError<G: Recorded> {
    File(RecordError),
    /// A record of another game.
    WrongGame {
        expected: &'static str,
        found: String,
    },
    BadRules(String),
    BadOptions(String),
    BadPosition(String),
    /// The start contradicts itself (an explicit position, or options no game starts with):
    /// the first `MAX_PROBLEMS` problems, each with its rule ID, and how many more there are.
    Setup {
        problems: Vec<G::SetupError>,
        more: usize,
    },
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

impl<G: Recorded> ReadError<G> {
    /// The 0-based index of the action at fault, if an action is.
    pub fn index(&self) -> Option<usize> {
        match self {
            ReadError::UnreadableAction { index, .. } | ReadError::Illegal { index, .. } => {
                Some(*index)
            }
            _ => None,
        }
    }

    /// The rule an illegal action breaks (or the first rule a start position contradicts).
    pub fn rule_id(&self) -> Option<&'static str> {
        match self {
            ReadError::Illegal { error, .. } => Some(error.rule_id()),
            ReadError::Setup { problems, .. } => problems.first().map(RuleError::rule_id),
            _ => None,
        }
    }
}

/// How a replayed game started.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin<P> {
    Seed(u64),
    Position(P),
}

/// One checked action and who played it.
#[derive(Clone, Debug, PartialEq)]
pub struct Move<A> {
    pub actor: Seat,
    pub action: A,
}

/// A record that was read and checked: every action in it is legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay<G: Recorded> {
    pub rules: G::Rules,
    pub options: G::Options,
    pub start: Origin<G::Position>,
    /// The state before the first action.
    pub initial: G,
    pub moves: Vec<Move<G::Action>>,
    /// The state after the last action.
    pub state: G,
}

impl<G: Recorded> Replay<G> {
    pub fn game_id(&self) -> &'static str {
        G::GAME_ID
    }

    /// The state after the first `count` actions (0: `initial`; `moves.len()` or more: `state`).
    pub fn state_after(&self, count: usize) -> G {
        let mut state = self.initial.clone();
        for step in self.moves.iter().take(count) {
            // Every move was checked when the record was read, so this never stops early.
            if state.play_in_place(&step.action).is_err() {
                break;
            }
        }
        state
    }

    /// The record again (to save it): same rules, options, start and actions.
    pub fn to_record(&self) -> Record {
        let start = match &self.start {
            Origin::Seed(seed) => Start::Seed(*seed),
            Origin::Position(position) => {
                Start::Position(serde_json::to_value(position).unwrap_or(Value::Null))
            }
        };
        let actions: Vec<G::Action> = self.moves.iter().map(|m| m.action.clone()).collect();
        write_record::<G>(&self.rules, &self.options, start, &actions)
    }
}

/// One action as it is checked: its index, who played it, the states around it.
pub struct Step<'a, G: Recorded> {
    pub index: usize,
    pub actor: Seat,
    pub action: &'a G::Action,
    pub before: &'a G,
    pub after: &'a G,
}

/// Cuts `text` to `MAX_MESSAGE_CHARS` characters (a parser message can quote the whole file).
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(MAX_MESSAGE_CHARS) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Parses the text of a record of any game: size, JSON, fields, format version.
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge {
            bytes: text.len() as u64,
        });
    }
    let record: Record =
        serde_json::from_str(text).map_err(|e| RecordError::Malformed(clip(&e.to_string())))?;
    if record.format != FORMAT_VERSION {
        return Err(RecordError::UnsupportedFormat {
            found: record.format,
        });
    }
    Ok(record)
}

/// `parse_record` for raw bytes (a file's content): they must be UTF-8 text.
pub fn parse_record_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| RecordError::NotText)?;
    parse_record(text)
}

/// Reads and checks a record of game `G`.
pub fn read<G: Recorded>(text: &str) -> Result<Replay<G>, ReadError<G>> {
    read_with::<G>(text, |_| {})
}

/// `read`, calling `on_step` for each action once it is checked (so a caller can show the legal
/// actions before the first illegal one).
pub fn read_with<G: Recorded>(
    text: &str,
    on_step: impl FnMut(Step<'_, G>),
) -> Result<Replay<G>, ReadError<G>> {
    let record = parse_record(text).map_err(ReadError::File)?;
    read_record_with::<G>(&record, on_step)
}

/// Keeps at most `MAX_PROBLEMS` problems, in their order: the first of each rule ID, then the
/// others from the start, so every kind of contradiction is still named.
fn setup_error<G: Recorded>(problems: Vec<G::SetupError>) -> ReadError<G> {
    let total = problems.len();
    let mut keep = vec![false; total];
    let mut rules: Vec<&'static str> = Vec::new();
    for (slot, problem) in keep.iter_mut().zip(&problems) {
        if rules.len() < MAX_PROBLEMS && !rules.contains(&problem.rule_id()) {
            rules.push(problem.rule_id());
            *slot = true;
        }
    }
    let mut kept = rules.len();
    for slot in keep.iter_mut().filter(|slot| !**slot) {
        if kept == MAX_PROBLEMS {
            break;
        }
        *slot = true;
        kept += 1;
    }
    let problems = problems
        .into_iter()
        .zip(keep)
        .filter_map(|(problem, kept)| kept.then_some(problem))
        .collect();
    ReadError::Setup {
        problems,
        more: total - kept,
    }
}

/// Checks a parsed record as game `G`: its game, rules, options and start, then every action
/// in order, calling `on_step` after each legal one. Stops at the first problem.
pub fn read_record_with<G: Recorded>(
    record: &Record,
    mut on_step: impl FnMut(Step<'_, G>),
) -> Result<Replay<G>, ReadError<G>> {
    if record.game != G::GAME_ID {
        return Err(ReadError::WrongGame {
            expected: G::GAME_ID,
            found: clip(&record.game),
        });
    }
    let rules: G::Rules = serde_json::from_value(record.rules.clone())
        .map_err(|e| ReadError::BadRules(clip(&e.to_string())))?;
    let options: G::Options = if record.options.is_null() {
        G::Options::default()
    } else {
        serde_json::from_value(record.options.clone())
            .map_err(|e| ReadError::BadOptions(clip(&e.to_string())))?
    };
    let (start, initial) = match &record.start {
        Start::Seed(seed) => {
            let problems = G::options_problems(&rules, &options);
            if !problems.is_empty() {
                return Err(setup_error(problems));
            }
            let game = G::new_game(rules.clone(), options.clone(), *seed);
            (Origin::Seed(*seed), game)
        }
        Start::Position(value) => {
            let position: G::Position = serde_json::from_value(value.clone())
                .map_err(|e| ReadError::BadPosition(clip(&e.to_string())))?;
            let game = G::from_position(rules.clone(), options.clone(), position.clone())
                .map_err(setup_error)?;
            (Origin::Position(position), game)
        }
    };
    let mut state = initial.clone();
    let mut moves = Vec::with_capacity(record.actions.len().min(1 << 16));
    for (index, raw) in record.actions.iter().enumerate() {
        let action = G::action_from_json(raw).map_err(|message| ReadError::UnreadableAction {
            index,
            message: clip(&message),
        })?;
        // Once the game is over nobody acts; `play` then refuses the action with its rule.
        let actor = state.to_act().unwrap_or(Seat::One);
        let before = state.clone();
        state
            .play_in_place(&action)
            .map_err(|error| ReadError::Illegal {
                index,
                action: action.clone(),
                error,
            })?;
        on_step(Step {
            index,
            actor,
            action: &action,
            before: &before,
            after: &state,
        });
        moves.push(Move { actor, action });
    }
    Ok(Replay {
        rules,
        options,
        start,
        initial,
        moves,
        state,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_cuts_on_a_character_boundary() {
        let long = "é".repeat(MAX_MESSAGE_CHARS + 5);
        let clipped = clip(&long);
        assert_eq!(clipped.chars().count(), MAX_MESSAGE_CHARS + 1);
        assert!(clipped.ends_with('…'));
        assert_eq!(clip("short"), "short");
    }

    #[test]
    fn too_large_and_not_text_are_refused_before_parsing() {
        let big = " ".repeat(MAX_RECORD_BYTES + 1);
        assert_eq!(
            parse_record(&big),
            Err(RecordError::TooLarge {
                bytes: MAX_RECORD_BYTES as u64 + 1
            })
        );
        assert_eq!(parse_record_bytes(b"{\xff}"), Err(RecordError::NotText));
    }
}
