//! Why an action or a position is refused, as data with the rule it breaks. The sentences are
//! in `crate::i18n::en_garde`.
use super::phase::AttackKind;
use super::piste::Direction;
use crate::core::RuleError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    MatchIsOver,
    /// Not a card value (cards are 1–5), or a count of zero.
    NoSuchCard {
        value: u8,
    },
    ZeroCount,
    /// The hand holds fewer such cards than the action needs.
    NotInHand {
        value: u8,
        needed: u8,
        held: u8,
    },
    /// A move, attack or advance while an attack waits for an answer.
    MustAnswerAttack,
    /// Parry, retreat or take-hit with no attack to answer.
    NoAttackToAnswer,
    /// Basic deck end: only an attack (or passing) is allowed (§5 Basic).
    OnlyAttackNow,
    /// Pass is only for the Basic last-chance attack.
    CannotPass,
    /// The move would land on the opponent (that would be an attack).
    MoveReachesOpponent {
        card: u8,
    },
    MovePassesOpponent {
        card: u8,
    },
    MoveOffPiste {
        card: u8,
        direction: Direction,
    },
    /// An attack card must equal the distance.
    AttackOutOfDistance {
        card: u8,
        distance: u8,
    },
    /// Basic: one card attacks; extra cards are a Classic rule (EG5).
    BasicAttackIsOneCard,
    /// Advance-and-attack is an Advanced rule.
    AdvanceAttackNeedsAdvanced,
    /// The advance must be a legal forward move short of the opponent (EG10).
    AdvanceBlocked {
        card: u8,
    },
    /// Parry: the same number of cards of the same value (EG5, EG6).
    CannotParry {
        value: u8,
        count: u8,
        held: u8,
    },
    /// Retreat only answers an advance-and-attack (EG9).
    RetreatOnlyAgainstAdvance {
        kind: AttackKind,
    },
    /// The retreat must stay on the piste (EG8).
    RetreatOffPiste {
        card: u8,
    },
}

impl RuleError for Error {
    fn rule_id(&self) -> &'static str {
        match self {
            Error::MatchIsOver => "EG-score",
            Error::NoSuchCard { .. } | Error::ZeroCount | Error::NotInHand { .. } => "EG-cards",
            Error::MustAnswerAttack | Error::NoAttackToAnswer => "EG-turn",
            Error::OnlyAttackNow | Error::CannotPass => "EG12",
            Error::MoveReachesOpponent { .. }
            | Error::MovePassesOpponent { .. }
            | Error::MoveOffPiste { .. } => "EG-move",
            Error::AttackOutOfDistance { .. } => "EG-attack",
            Error::BasicAttackIsOneCard => "EG5",
            Error::AdvanceAttackNeedsAdvanced => "EG-advanced",
            Error::AdvanceBlocked { .. } => "EG10",
            Error::CannotParry { .. } => "EG6",
            Error::RetreatOnlyAgainstAdvance { .. } => "EG9",
            Error::RetreatOffPiste { .. } => "EG8",
        }
    }
}

/// A contradiction in an explicit starting position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Each value must appear exactly five times across hands, pile and discards.
    WrongCardCount {
        value: u8,
        found: u8,
    },
    NotACard {
        value: u8,
    },
    TotalCards {
        found: usize,
    },
    HandTooBig {
        seat_number: u8,
        size: usize,
    },
    FencerOffPiste {
        seat_number: u8,
        square: u8,
    },
    SameSquare {
        square: u8,
    },
    FencersCrossed,
    ScoreAtTarget {
        seat_number: u8,
    },
    /// A pending attack must match the distance and have 1+ cards.
    BadPendingAttack,
    /// Advance-and-attack (and so a pending indirect attack) needs the Advanced level.
    IndirectAttackNeedsAdvanced,
    /// With an empty pile the round is in its deck-end sequence, which needs an attack to answer.
    EmptyPileWithoutAttack,
    ZeroTargetScore,
    /// The round counter of a position is 1 to `record::MAX_ROUND`.
    RoundOutOfRange {
        round: u16,
    },
}

impl RuleError for SetupError {
    fn rule_id(&self) -> &'static str {
        match self {
            SetupError::WrongCardCount { .. }
            | SetupError::NotACard { .. }
            | SetupError::TotalCards { .. } => "EG-cards",
            SetupError::HandTooBig { .. } => "EG-hand",
            SetupError::FencerOffPiste { .. }
            | SetupError::SameSquare { .. }
            | SetupError::FencersCrossed => "EG-piste",
            SetupError::ScoreAtTarget { .. }
            | SetupError::ZeroTargetScore
            | SetupError::RoundOutOfRange { .. } => "EG-score",
            SetupError::BadPendingAttack => "EG5",
            SetupError::IndirectAttackNeedsAdvanced => "EG-advanced",
            SetupError::EmptyPileWithoutAttack => "EG12",
        }
    }
}
