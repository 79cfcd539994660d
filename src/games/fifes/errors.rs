//! Why an action or an explicit position is refused, as data with the rule it breaks. The
//! sentences are in `crate::i18n::fifes`.
//!
//! Rule IDs: the spec's clarification IDs where one applies (`A-FD2`), otherwise a tag for the
//! section: `FD-over` (§7 the game has ended), `FD-display` (§5 take a display card),
//! `FD-split` (§6.1 numbered cards), `FD-ace` (§6.2), `FD-choice` (a choice the card does not
//! take), `FD-secret` (§4.1), `FD-cards` (§3, §4.2), `FD-excuse` (§4.2), `FD-track` (§2, §4.4).
use super::cards::Card;
use super::suits::Suit;
use crate::core::RuleError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The Excuse has been turned up: nobody plays any more.
    GameIsOver,
    /// Only the five display cards can be taken.
    NotInDisplay { card: Card },
    /// A numbered card needs a split of its value between its two suits.
    SplitMissing { card: Card, value: u8 },
    /// The split must total the card's value (§6.1).
    SplitWrongTotal {
        card: Card,
        split: [u8; 2],
        value: u8,
    },
    /// Each unit moves at least one space, charging or not (A-FD2).
    SplitZero { card: Card, split: [u8; 2] },
    /// An Ace needs a direction: `front` or `back` (§6.2).
    DirectionMissing { card: Card },
    /// Only an Ace takes a direction.
    DirectionNotAllowed { card: Card },
    /// Only a numbered card takes a split.
    SplitNotAllowed { card: Card },
}

impl RuleError for Error {
    fn rule_id(&self) -> &'static str {
        match self {
            Error::GameIsOver => "FD-over",
            Error::NotInDisplay { .. } => "FD-display",
            Error::SplitMissing { .. } | Error::SplitWrongTotal { .. } => "FD-split",
            Error::SplitZero { .. } => "A-FD2",
            Error::DirectionMissing { .. } => "FD-ace",
            Error::DirectionNotAllowed { .. } | Error::SplitNotAllowed { .. } => "FD-choice",
        }
    }
}

/// A contradiction in an explicit position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Secret cards are Pawns or Courts (§4.1).
    SecretNotPawnOrCourt { seat_number: u8, card: Card },
    /// Each player has their own card.
    SameSecret { card: Card },
    /// A Pawn or a Court in the display, the pile or the discards: they never enter play.
    NotInPlay { card: Card },
    /// A basic card (or the Excuse) missing from display, pile and discards.
    CardMissing { card: Card },
    /// A card listed more than once.
    CardRepeated { card: Card, times: usize },
    /// The Excuse must still be in the pile: once turned up the game is over.
    ExcuseNotInPile,
    /// The Excuse lies among the last six cards of the pile (§4.2); found `from_bottom` cards
    /// from the bottom (1 = the bottom card).
    ExcuseTooHigh { from_bottom: usize },
    /// Spaces run from 1 (the front) to 45.
    OffTrack { suit: Suit, space: u8 },
}

impl RuleError for SetupError {
    fn rule_id(&self) -> &'static str {
        match self {
            SetupError::SecretNotPawnOrCourt { .. } | SetupError::SameSecret { .. } => "FD-secret",
            SetupError::NotInPlay { .. }
            | SetupError::CardMissing { .. }
            | SetupError::CardRepeated { .. } => "FD-cards",
            SetupError::ExcuseNotInPile | SetupError::ExcuseTooHigh { .. } => "FD-excuse",
            SetupError::OffTrack { .. } => "FD-track",
        }
    }
}
