//! Reading a record of any of the site's games (`core::import` is generic over `Recorded` and
//! names no game): the enums of any game's replay and refusal are made from the list of games
//! (`games::registry`).
use crate::core::import::{clip, parse_record, read_record_with, ReadError, RecordError, Replay};
use crate::core::record::Record;
use crate::games::GameId;

#[doc(hidden)]
#[macro_export]
macro_rules! __any_record {
    (() $($(#[$attr:meta])* $variant:ident = $module:ident :: $state:ident, $slug:literal;)*) => {
        /// A checked record of one of the site's games (boxed: the games' states differ in size).
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyReplay {
            $($(#[$attr])* $variant(Box<Replay<$crate::games::$module::$state>>),)*
        }

        impl AnyReplay {
            pub fn game(&self) -> GameId {
                match self {
                    $($(#[$attr])* AnyReplay::$variant(_) => GameId::$variant,)*
                }
            }
        }

        /// Why a record of any game was refused: the file, or the game's own `ReadError`.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyReadError {
            File(RecordError),
            $($(#[$attr])* $variant(ReadError<$crate::games::$module::$state>),)*
        }

        /// Reads and checks a record of any game: the entry point for a file of unknown content.
        pub fn read_any(text: &str) -> Result<AnyReplay, AnyReadError> {
            let record = parse_record(text).map_err(AnyReadError::File)?;
            match game_of(&record).map_err(AnyReadError::File)? {
                $($(#[$attr])* GameId::$variant => read_record_with(&record, |_| {})
                    .map(|replay| AnyReplay::$variant(Box::new(replay)))
                    .map_err(AnyReadError::$variant),)*
            }
        }
    };
}

crate::for_each_game!(__any_record!());

/// `match_read_error!(error, e => expr)`: `expr` with `e` the game's own `ReadError` of an
/// `AnyReadError`, or the first arm's for a refused file (`File(e) => expr`).
#[macro_export]
macro_rules! match_read_error {
    ($error:expr, File($file:ident) => $on_file:expr, $e:ident => $body:expr) => {
        $crate::for_each_game!(__match_read_error!($error, $file, $on_file, $e, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __match_read_error {
    (($error:expr, $file:ident, $on_file:expr, $e:ident, $body:expr)
     $($(#[$attr:meta])* $variant:ident = $module:ident :: $state:ident, $slug:literal;)*) => {
        match $error {
            $crate::games::import::AnyReadError::File($file) => $on_file,
            $($(#[$attr])* $crate::games::import::AnyReadError::$variant($e) => $body,)*
        }
    };
}

/// `match_replay!(replay, r => expr)`: `expr` with `r` the game's own boxed `Replay` of an
/// `AnyReplay`, whichever game it is.
#[macro_export]
macro_rules! match_replay {
    ($replay:expr, $r:ident => $body:expr) => {
        $crate::for_each_game!(__match_replay!($replay, $r, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __match_replay {
    (($replay:expr, $r:ident, $body:expr)
     $($(#[$attr:meta])* $variant:ident = $module:ident :: $state:ident, $slug:literal;)*) => {
        match $replay {
            $($(#[$attr])* $crate::games::import::AnyReplay::$variant($r) => $body,)*
        }
    };
}

impl AnyReadError {
    /// The 0-based index of the action at fault, if an action is.
    pub fn index(&self) -> Option<usize> {
        crate::match_read_error!(self, File(_file) => None, e => e.index())
    }

    /// The rule broken, if a rule is (see `ReadError::rule_id`).
    pub fn rule_id(&self) -> Option<&'static str> {
        crate::match_read_error!(self, File(_file) => None, e => e.rule_id())
    }
}

/// Which game a parsed record is for.
pub fn game_of(record: &Record) -> Result<GameId, RecordError> {
    GameId::from_slug(&record.game).ok_or_else(|| RecordError::UnknownGame(clip(&record.game)))
}
