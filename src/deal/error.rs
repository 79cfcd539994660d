//! Why a frame, a step or an audit was refused, in plain words. A refused frame leaves the
//! party exactly as it was.
use std::fmt;

use super::Pos;
use crate::core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // The frame itself.
    /// Longer than any message of the protocol can be.
    TooLarge { size: usize, limit: usize },
    /// Shorter than its header, or than a length it announces.
    Truncated,
    /// Does not start with the protocol's mark.
    NotAFrame,
    /// Another version of the protocol.
    Version { got: u8, supported: u8 },
    /// A frame already received (its number is behind).
    Replayed { number: u32, expected: u32 },
    /// A frame from further ahead (one in between is missing or they were swapped).
    OutOfOrder { number: u32, expected: u32 },
    /// The frame's hash does not follow from the previous one: altered, forged, or of another
    /// table.
    BrokenChain { number: u32 },
    /// A message kind this version does not know.
    UnknownKind(u8),
    /// The body does not decode.
    Malformed(&'static str),

    // The protocol.
    /// A message that does not fit the step in progress.
    Unexpected {
        got: &'static str,
        expected: &'static str,
    },
    /// The two sides do not deal the same deck.
    DeckMismatch,
    /// A list of the wrong length for the step.
    WrongLength {
        what: &'static str,
        got: usize,
        expected: usize,
    },
    /// A shuffle pass returned the same point twice: a card was duplicated.
    DuplicatePoint { stack: u16 },
    /// A proof that a pass used the committed keys does not hold.
    BadProof { seat: Seat, stack: u16, index: u16 },
    /// A released key is not the one committed for that position.
    WrongKey { seat: Seat, pos: Pos },
    /// A position, unmasked with the committed keys, is no card of the deck.
    NoCard { pos: Pos },
    /// A card already seen at another position turned up again.
    DuplicateCard { card: u16, first: Pos, second: Pos },
    /// The position is not one the step may use (already dealt, opened, moved, unknown).
    PositionUnavailable { pos: Pos, why: &'static str },
    /// A seat showed a card it was not dealt.
    NotDealt { seat: Seat, pos: Pos },
    /// A seat showed a position but named another card than the one it holds.
    ShownWrongCard {
        seat: Seat,
        pos: Pos,
        claimed: u16,
        actual: u16,
    },
    /// A coin's commitment did not open to the nonce revealed.
    CoinMismatch { coin: u16 },
    /// A secret's commitment did not open to the value disclosed.
    SecretMismatch { seat: Seat, secret: u16 },
    /// Too many messages arrived ahead of the local game.
    TooFarAhead,
    /// The peer did not answer in time (or left) while this side waited for it.
    Abandoned {
        seat: Seat,
        waiting_for: &'static str,
    },
    /// The end-of-game audit found a seat's step that is not what its seed commits to.
    Audit(AuditFailure),

    // This side's own calls.
    /// A call that does not fit the state (a step already in progress, an unknown card…).
    Misuse(&'static str),
    /// The operating system or the browser gave no randomness.
    NoEntropy,
}

/// A step of one seat that the end-of-game audit found wrong: which seat, which of its messages
/// (its number and kind), and which rule it broke.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditFailure {
    pub seat: Seat,
    /// The frame number of the offending message in that seat's chain (None: the failure is
    /// about something it did not send).
    pub message: Option<u32>,
    pub step: String,
    pub rule: AuditRule,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuditRule {
    /// The revealed seed is not the one committed to at the start.
    SeedCommitment,
    /// A shuffle pass is not the permutation and mask its seed commits to: skipped, stacked or
    /// substituted.
    Shuffle,
    /// A pre-pass or locking pass differs from what its seed gives.
    Locks,
    /// A released key differs from what its seed gives.
    Keys,
    /// A coin nonce differs from what its seed gives (the coin was ground).
    Coin,
    /// A secret was committed to and never disclosed.
    SecretNotDisclosed,
    /// A stack does not hold exactly the cards it was made from.
    Cards,
}

impl fmt::Display for AuditRule {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            AuditRule::SeedCommitment => "the revealed seed is not the one it committed to",
            AuditRule::Shuffle => {
                "its shuffle is not the one its seed commits to (skipped, stacked or substituted)"
            }
            AuditRule::Locks => "its locks are not the ones its seed commits to",
            AuditRule::Keys => "a key it released is not the one its seed commits to",
            AuditRule::Coin => "its coin nonce is not the one its seed commits to",
            AuditRule::SecretNotDisclosed => "it committed to a secret and never disclosed it",
            AuditRule::Cards => "a stack does not hold exactly the cards it was made from",
        })
    }
}

impl fmt::Display for AuditFailure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "seat {}, {}", self.seat.number(), self.step)?;
        if let Some(number) = self.message {
            write!(f, " (its message {number})")?;
        }
        write!(f, ": {}", self.rule)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "stack {} position {}", self.stack, self.index)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Refusal::TooLarge { size, limit } => {
                write!(f, "message of {size} bytes is over the {limit}-byte limit")
            }
            Refusal::Truncated => f.write_str("message is cut short"),
            Refusal::NotAFrame => f.write_str("not a message of the fair deal"),
            Refusal::Version { got, supported } => {
                write!(
                    f,
                    "protocol version {got}, this side speaks version {supported}"
                )
            }
            Refusal::Replayed { number, expected } => {
                write!(
                    f,
                    "message {number} was already received (expected {expected})"
                )
            }
            Refusal::OutOfOrder { number, expected } => {
                write!(f, "message {number} arrived before message {expected}")
            }
            Refusal::BrokenChain { number } => write!(
                f,
                "message {number} does not follow from the previous one (altered or forged)"
            ),
            Refusal::UnknownKind(kind) => write!(f, "unknown message kind {kind}"),
            Refusal::Malformed(what) => write!(f, "malformed message: {what}"),
            Refusal::Unexpected { got, expected } => {
                write!(f, "received a {got} while waiting for a {expected}")
            }
            Refusal::DeckMismatch => f.write_str("the other side is dealing a different deck"),
            Refusal::WrongLength {
                what,
                got,
                expected,
            } => {
                write!(f, "{what}: {got} items where {expected} were due")
            }
            Refusal::DuplicatePoint { stack } => {
                write!(
                    f,
                    "a shuffle pass of stack {stack} holds the same card twice"
                )
            }
            Refusal::BadProof { seat, stack, index } => write!(
                f,
                "seat {}'s proof for stack {stack} position {index} does not hold: \
                 it did not lock with the key it committed to",
                seat.number()
            ),
            Refusal::WrongKey { seat, pos } => write!(
                f,
                "seat {} released a key for {pos} that is not the one it committed to",
                seat.number()
            ),
            Refusal::NoCard { pos } => {
                write!(f, "{pos} unmasks to no card: the deck was tampered with")
            }
            Refusal::DuplicateCard {
                card,
                first,
                second,
            } => {
                write!(f, "card {card} turned up twice, at {first} and at {second}")
            }
            Refusal::PositionUnavailable { pos, why } => write!(f, "{pos} cannot be used: {why}"),
            Refusal::NotDealt { seat, pos } => {
                write!(
                    f,
                    "seat {} showed {pos}, which was not dealt to it",
                    seat.number()
                )
            }
            Refusal::ShownWrongCard {
                seat,
                pos,
                claimed,
                actual,
            } => write!(
                f,
                "seat {} named card {claimed} at {pos}, which holds card {actual}",
                seat.number()
            ),
            Refusal::CoinMismatch { coin } => {
                write!(
                    f,
                    "coin {coin}: the revealed nonce does not open the commitment"
                )
            }
            Refusal::SecretMismatch { seat, secret } => write!(
                f,
                "seat {}'s secret {secret} does not open its commitment",
                seat.number()
            ),
            Refusal::TooFarAhead => f.write_str("too many messages arrived ahead of the game"),
            Refusal::Abandoned { seat, waiting_for } => write!(
                f,
                "seat {} did not answer while this side waited for {waiting_for}: it forfeits",
                seat.number()
            ),
            Refusal::Audit(failure) => write!(f, "audit failed: {failure}"),
            Refusal::Misuse(what) => write!(f, "not possible now: {what}"),
            Refusal::NoEntropy => f.write_str("no source of randomness is available"),
        }
    }
}

impl std::error::Error for Refusal {}
