//! Reading a record of any of the site's games: the one place that dispatches on the game id
//! (`core::import` is generic over `Recorded` and names no game).
use crate::core::import::{clip, parse_record, read_record_with, ReadError, RecordError, Replay};
use crate::core::record::Record;
use crate::games::en_garde::EnGarde;
use crate::games::fifes::FifesAndDrums;
use crate::games::skirman::Skirman;
use crate::games::GameId;

/// A checked record of one of the site's games (boxed: the games' states differ in size).
#[derive(Clone, Debug, PartialEq)]
pub enum AnyReplay {
    EnGarde(Box<Replay<EnGarde>>),
    FifesAndDrums(Box<Replay<FifesAndDrums>>),
    Skirman(Box<Replay<Skirman>>),
}

impl AnyReplay {
    pub fn game(&self) -> GameId {
        match self {
            AnyReplay::EnGarde(_) => GameId::EnGarde,
            AnyReplay::FifesAndDrums(_) => GameId::FifesAndDrums,
            AnyReplay::Skirman(_) => GameId::Skirman,
        }
    }
}

/// Why a record of any game was refused: the file, or the game's own `ReadError`.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyReadError {
    File(RecordError),
    EnGarde(ReadError<EnGarde>),
    FifesAndDrums(ReadError<FifesAndDrums>),
    Skirman(ReadError<Skirman>),
}

impl AnyReadError {
    /// The 0-based index of the action at fault, if an action is.
    pub fn index(&self) -> Option<usize> {
        match self {
            AnyReadError::File(_) => None,
            AnyReadError::EnGarde(e) => e.index(),
            AnyReadError::FifesAndDrums(e) => e.index(),
            AnyReadError::Skirman(e) => e.index(),
        }
    }

    /// The rule broken, if a rule is (see `ReadError::rule_id`).
    pub fn rule_id(&self) -> Option<&'static str> {
        match self {
            AnyReadError::File(_) => None,
            AnyReadError::EnGarde(e) => e.rule_id(),
            AnyReadError::FifesAndDrums(e) => e.rule_id(),
            AnyReadError::Skirman(e) => e.rule_id(),
        }
    }
}

/// Which game a parsed record is for.
pub fn game_of(record: &Record) -> Result<GameId, RecordError> {
    GameId::from_slug(&record.game).ok_or_else(|| RecordError::UnknownGame(clip(&record.game)))
}

/// Reads and checks a record of any game: the entry point for a file of unknown content.
pub fn read_any(text: &str) -> Result<AnyReplay, AnyReadError> {
    let record = parse_record(text).map_err(AnyReadError::File)?;
    match game_of(&record).map_err(AnyReadError::File)? {
        GameId::EnGarde => read_record_with(&record, |_| {})
            .map(|replay| AnyReplay::EnGarde(Box::new(replay)))
            .map_err(AnyReadError::EnGarde),
        GameId::FifesAndDrums => read_record_with(&record, |_| {})
            .map(|replay| AnyReplay::FifesAndDrums(Box::new(replay)))
            .map_err(AnyReadError::FifesAndDrums),
        GameId::Skirman => read_record_with(&record, |_| {})
            .map(|replay| AnyReplay::Skirman(Box::new(replay)))
            .map_err(AnyReadError::Skirman),
    }
}
