//! The AI worker's protocol: what a page (`ui::table::ai`) asks the worker (`cli::worker`,
//! `src/bin/ai_worker.rs`) and what it answers, one `Request` and one `Answer` enum for both
//! sides, written and read by `core::message` (a compact text, no JSON: the page links no JSON
//! reader). Each request carries an id; its answer carries the same id, a refusal included.
use crate::bots::Strength;
use crate::core::message::{Message, Problem, Reader, Writer};
use crate::core::Seat;
use crate::games::GameId;
use crate::i18n::Lang;

/// Longest request the worker reads, in bytes (the engine's longest line): a longer one is
/// answered `Refusal::TooLong` with its id, unread.
pub const MAX_REQUEST_BYTES: usize = super::engine::MAX_LINE_BYTES;

/// Where to decide: the worker hands the bot or the search only the acting seat's view.
#[derive(Clone, Debug, PartialEq)]
pub enum Position {
    /// The game as a page saves it (`saves::save`, a few hundred bytes) and the seat to act:
    /// the worker replays it and takes that seat's view, so a page needs no JSON writer of views.
    Saved { save: String, seat: Seat },
    /// A view as `touche engine` reads one (JSON), as the calibration sends them.
    View(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// The computer's move at `strength`. Answered `Answer::Decided`.
    Decide {
        game: GameId,
        strength: Strength,
        seed: u64,
        lang: Lang,
        position: Position,
    },
    /// The move the search suggests to a person, at the Strong budget, with its chance of
    /// winning in words. Answered `Answer::Hinted`.
    Hint {
        game: GameId,
        seed: u64,
        lang: Lang,
        position: Position,
    },
    /// A finished game's record (docs/record-format.md), written from its save. Answered
    /// `Answer::Record`.
    Record {
        game: GameId,
        lang: Lang,
        save: String,
    },
    /// A record's text, read and checked as `touche replay` checks it. Answered
    /// `Answer::Imported`.
    Import {
        game: GameId,
        lang: Lang,
        record: String,
    },
    /// Views of `count` real positions, for the calibration (docs/ai.md). Answered
    /// `Answer::Positions`.
    Positions { game: GameId, count: u64, seed: u64 },
}

impl Request {
    pub fn game(&self) -> GameId {
        match self {
            Request::Decide { game, .. }
            | Request::Hint { game, .. }
            | Request::Record { game, .. }
            | Request::Import { game, .. }
            | Request::Positions { game, .. } => *game,
        }
    }

    /// The language of the answer's words (English for `Positions`, which has none).
    pub fn lang(&self) -> Lang {
        match self {
            Request::Decide { lang, .. }
            | Request::Hint { lang, .. }
            | Request::Record { lang, .. }
            | Request::Import { lang, .. } => *lang,
            Request::Positions { .. } => Lang::En,
        }
    }
}

/// A decision of the bot or the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The action's place in `legal_actions_in(view)`: the page takes the action from it, so it
    /// needs no JSON reader of actions, and its rules still check it.
    pub index: u64,
    /// The search's estimate of the chance of winning, in thousandths; `None` when nothing was
    /// searched (a heuristic decision, or a single legal action).
    pub permille: Option<u64>,
    /// The search's iterations (0 when nothing was searched).
    pub iterations: u64,
    /// The worker's time for the decision, in tenths of a millisecond.
    pub tenths_of_ms: u64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The worker's first message (id 0): it listens now; a message sent before is lost.
    Ready,
    Decided(Decision),
    /// `sentence`: the hint in the player's words ("Hint: Forward 3 — about 62 % to win"), so
    /// the page links none of the words of actions.
    Hinted {
        decision: Decision,
        sentence: String,
    },
    /// The record's text (JSON, docs/record-format.md).
    Record(String),
    /// The imported record as a save to replay, and whether its game is over.
    Imported {
        save: String,
        over: bool,
    },
    /// Views of real positions (JSON, as `touche engine` reads them).
    Positions(Vec<String>),
    Refused(Refusal),
}

impl Answer {
    /// Whether this is what `request` asks for (a refusal answers any request).
    pub fn answers(&self, request: &Request) -> bool {
        matches!(
            (request, self),
            (_, Answer::Refused(_))
                | (Request::Decide { .. }, Answer::Decided(_))
                | (Request::Hint { .. }, Answer::Hinted { .. })
                | (Request::Record { .. }, Answer::Record(_))
                | (Request::Import { .. }, Answer::Imported { .. })
                | (Request::Positions { .. }, Answer::Positions(_))
        )
    }
}

/// Why a request gets no other answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The request has `bytes` bytes, more than the worker reads (`max`): the page words it in
    /// the player's language.
    TooLong { bytes: u64, max: u64 },
    /// Not a request of this protocol's version (`core::message`'s reason, in English: a bug,
    /// or a page and a worker of different builds).
    Unreadable(String),
    /// Read, and refused by the rules or the record reader: the player's words, in the
    /// request's language.
    Words(String),
}

impl Message for Request {
    const CHANNEL: &'static str = "touche-ai-request";
    const VERSION: u64 = 1;

    fn tag(&self) -> &'static str {
        match self {
            Request::Decide { .. } => "decide",
            Request::Hint { .. } => "hint",
            Request::Record { .. } => "record",
            Request::Import { .. } => "import",
            Request::Positions { .. } => "positions",
        }
    }

    fn write_fields(&self, fields: &mut Writer) {
        match self {
            Request::Decide {
                game,
                strength,
                seed,
                lang,
                position,
            } => {
                fields.text(game.slug());
                fields.text(strength.slug());
                fields.number(*seed);
                fields.text(lang.code());
                write_position(fields, position);
            }
            Request::Hint {
                game,
                seed,
                lang,
                position,
            } => {
                fields.text(game.slug());
                fields.number(*seed);
                fields.text(lang.code());
                write_position(fields, position);
            }
            Request::Record { game, lang, save } => {
                fields.text(game.slug());
                fields.text(lang.code());
                fields.text(save);
            }
            Request::Import { game, lang, record } => {
                fields.text(game.slug());
                fields.text(lang.code());
                fields.text(record);
            }
            Request::Positions { game, count, seed } => {
                fields.text(game.slug());
                fields.number(*count);
                fields.number(*seed);
            }
        }
    }

    fn read_fields(tag: &str, fields: &mut Reader<'_>) -> Result<Self, Problem> {
        let game = |fields: &mut Reader<'_>| fields.parsed("a game", GameId::from_slug);
        let lang = |fields: &mut Reader<'_>| fields.parsed("a language", Lang::from_code);
        Ok(match tag {
            "decide" => Request::Decide {
                game: game(fields)?,
                strength: fields.parsed("a strength", Strength::from_slug)?,
                seed: fields.number()?,
                lang: lang(fields)?,
                position: read_position(fields)?,
            },
            "hint" => Request::Hint {
                game: game(fields)?,
                seed: fields.number()?,
                lang: lang(fields)?,
                position: read_position(fields)?,
            },
            "record" => Request::Record {
                game: game(fields)?,
                lang: lang(fields)?,
                save: fields.text()?.to_string(),
            },
            "import" => Request::Import {
                game: game(fields)?,
                lang: lang(fields)?,
                record: fields.text()?.to_string(),
            },
            "positions" => Request::Positions {
                game: game(fields)?,
                count: fields.number()?,
                seed: fields.number()?,
            },
            _ => return Err(Problem::UnknownTag),
        })
    }
}

fn write_position(fields: &mut Writer, position: &Position) {
    match position {
        Position::Saved { save, seat } => {
            fields.text("saved");
            fields.text(seat_word(*seat));
            fields.text(save);
        }
        Position::View(view) => {
            fields.text("view");
            fields.text(view);
        }
    }
}

fn read_position(fields: &mut Reader<'_>) -> Result<Position, Problem> {
    let saved = fields.parsed("saved or view", |kind| match kind {
        "saved" => Some(true),
        "view" => Some(false),
        _ => None,
    })?;
    Ok(if saved {
        Position::Saved {
            seat: fields.parsed("a seat", |word| {
                Seat::BOTH.into_iter().find(|s| seat_word(*s) == word)
            })?,
            save: fields.text()?.to_string(),
        }
    } else {
        Position::View(fields.text()?.to_string())
    })
}

/// A seat as players number it.
fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::One => "1",
        Seat::Two => "2",
    }
}

impl Message for Answer {
    const CHANNEL: &'static str = "touche-ai-answer";
    const VERSION: u64 = 1;

    fn tag(&self) -> &'static str {
        match self {
            Answer::Ready => "ready",
            Answer::Decided(_) => "decided",
            Answer::Hinted { .. } => "hinted",
            Answer::Record(_) => "record",
            Answer::Imported { .. } => "imported",
            Answer::Positions(_) => "positions",
            Answer::Refused(Refusal::TooLong { .. }) => "too-long",
            Answer::Refused(Refusal::Unreadable(_)) => "unreadable",
            Answer::Refused(Refusal::Words(_)) => "refused",
        }
    }

    fn write_fields(&self, fields: &mut Writer) {
        match self {
            Answer::Ready => {}
            Answer::Decided(decision) => write_decision(fields, decision),
            Answer::Hinted { decision, sentence } => {
                write_decision(fields, decision);
                fields.text(sentence);
            }
            Answer::Record(record) => fields.text(record),
            Answer::Imported { save, over } => {
                fields.text(save);
                fields.flag(*over);
            }
            Answer::Positions(views) => fields.texts(views),
            Answer::Refused(Refusal::TooLong { bytes, max }) => {
                fields.number(*bytes);
                fields.number(*max);
            }
            Answer::Refused(Refusal::Unreadable(why) | Refusal::Words(why)) => fields.text(why),
        }
    }

    fn read_fields(tag: &str, fields: &mut Reader<'_>) -> Result<Self, Problem> {
        Ok(match tag {
            "ready" => Answer::Ready,
            "decided" => Answer::Decided(read_decision(fields)?),
            "hinted" => Answer::Hinted {
                decision: read_decision(fields)?,
                sentence: fields.text()?.to_string(),
            },
            "record" => Answer::Record(fields.text()?.to_string()),
            "imported" => Answer::Imported {
                save: fields.text()?.to_string(),
                over: fields.flag()?,
            },
            "positions" => Answer::Positions(fields.texts()?),
            "too-long" => Answer::Refused(Refusal::TooLong {
                bytes: fields.number()?,
                max: fields.number()?,
            }),
            "unreadable" => Answer::Refused(Refusal::Unreadable(fields.text()?.to_string())),
            "refused" => Answer::Refused(Refusal::Words(fields.text()?.to_string())),
            _ => return Err(Problem::UnknownTag),
        })
    }
}

fn write_decision(fields: &mut Writer, decision: &Decision) {
    fields.number(decision.index);
    fields.optional_number(decision.permille);
    fields.number(decision.iterations);
    fields.number(decision.tenths_of_ms);
}

fn read_decision(fields: &mut Reader<'_>) -> Result<Decision, Problem> {
    Ok(Decision {
        index: fields.number()?,
        permille: fields.optional_number()?,
        iterations: fields.number()?,
        tenths_of_ms: fields.number()?,
    })
}
