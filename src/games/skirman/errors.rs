//! Why an action or an explicit position is refused, as data with the rule it breaks (the
//! spec's SK ids where one applies, else `SK-§n` for the section of the spec).
use super::cards::{Card, Line};
use super::phase::Phase;
use crate::core::{RuleError, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// Someone has 5 touches.
    GameIsOver,
    /// (`check_as`) it is the other seat's decision.
    NotYourTurn {
        seat: Seat,
    },
    /// The card does not exist at this level (SK24).
    NotInThisLevel {
        card: Card,
    },
    CardNotInHand {
        card: Card,
    },
    /// This kind of action is not an answer in this state (§7).
    NotInThisPhase {
        phase: Phase,
    },
    /// The card cannot be played in this state (§5, §7).
    CardNotPlayableHere {
        phase: Phase,
        card: Card,
    },
    /// A parry of another line (§4).
    WrongParryLine {
        attack: Line,
        parry: Card,
    },
    /// Discarding is allowed only when no card can be played (SK2, SK30).
    DiscardOnlyWhenStuck,
    /// BALAYAGE needs a TOUCHE in hand to follow it (SK8).
    NeedsToucheInHand,
    /// After the BALAYAGE, its TOUCHE must be played (SK8).
    MustPlayTouche,
    /// BATTEMENT needs an attack played with it (SK32).
    NeedsAttackToFollow,
    /// No RETRAITE against a PRISE DE FER (SK7).
    RetraiteVsPriseDeFer,
    /// ATTAQUE COMPOSÉE needs a quarte and a sixte simple attack in hand (SK26).
    AcNeedsQuarteAndSixte,
    /// The AC's attacks: a quarte or sixte simple attack, then the other line (§6, SK26).
    AcWrongAttack {
        card: Card,
    },
    /// The thrown attacks must be one quarte and one sixte simple attack (SK26).
    ThrowNeedsQuarteAndSixte,
    /// A FLÈCHE is stopped by 2 RETRAITE or PARADE QUARTE + PARADE SIXTE only (§6).
    FlecheNeedsTwo,
    /// BALAYAGE answers simple attacks and offensives only (SK23).
    BalayageOnlyVsSimpleAttack,
    /// DÉROBEMENT only against a BATTEMENT or PRISE DE FER on one's own POINTE EN LIGNE
    /// (SK18, SK31).
    DerobementNotAllowed,
    /// A pair must be written in card order (`Action::pair`, `Action::keep`).
    PairOrder,
    /// Keeping needs two cards from hand (§6).
    KeepNeedsTwoCards,
    /// The ATTAQUANT may pass only when nothing else is possible.
    PassOnlyWhenStuck,
    /// There is no declining a defence (SK34): a defender who holds a legal answer plays it,
    /// and discards only when he has none (SK30; against a FLÈCHE, SK28). Against MARCHE /
    /// POINTE EN LIGNE not intervening means discarding a card. Only a TOUCHE may be conceded.
    NoDeclining {
        phase: Phase,
    },
}

impl RuleError for Error {
    fn rule_id(&self) -> &'static str {
        match self {
            Error::GameIsOver => "SK-§3",
            Error::NotYourTurn { .. } => "SK-turn",
            Error::NotInThisLevel { .. } => "SK24",
            Error::CardNotInHand { .. } => "SK-hand",
            Error::NotInThisPhase { .. } | Error::CardNotPlayableHere { .. } => "SK-§7",
            Error::WrongParryLine { .. } => "SK-§4",
            Error::DiscardOnlyWhenStuck => "SK30",
            Error::NeedsToucheInHand | Error::MustPlayTouche => "SK8",
            Error::NeedsAttackToFollow => "SK32",
            Error::RetraiteVsPriseDeFer => "SK7",
            Error::AcNeedsQuarteAndSixte
            | Error::AcWrongAttack { .. }
            | Error::ThrowNeedsQuarteAndSixte => "SK26",
            Error::FlecheNeedsTwo => "SK-§6",
            Error::BalayageOnlyVsSimpleAttack => "SK23",
            Error::DerobementNotAllowed => "SK31",
            Error::PairOrder => "SK-pair",
            Error::KeepNeedsTwoCards => "SK-§6",
            Error::PassOnlyWhenStuck | Error::NoDeclining { .. } => "SK34",
        }
    }
}

/// A contradiction in an explicit position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Every card of the level must be in exactly one place (hands, talon, discard).
    WrongCount {
        card: Card,
        expected: u8,
        found: usize,
    },
    /// A hand holds at most 7 cards.
    HandTooBig { seat: Seat, cards: usize },
    /// Touches are 0–4 while the game is on.
    TouchesOutOfRange { seat: Seat, touches: u8 },
    /// A player holds at most 1 warning (2 become a touch, SK9).
    WarningsOutOfRange { seat: Seat, warnings: u8 },
}

impl RuleError for SetupError {
    fn rule_id(&self) -> &'static str {
        match self {
            SetupError::WrongCount { .. } => "SK-§2",
            SetupError::HandTooBig { .. } => "SK-§2",
            SetupError::TouchesOutOfRange { .. } => "SK-§3",
            SetupError::WarningsOutOfRange { .. } => "SK9",
        }
    }
}
