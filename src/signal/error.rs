//! Why a link, a code or a relay's message was refused. Every decoder returns one of these,
//! never panics; the words for players are in `i18n::signal`.
use std::fmt::{self, Display};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// The system gave no randomness: no secret or key can be made.
    NoRandomness,
    /// The invite link is not one of ours, or a field of it is broken (`what` names it).
    BadInvite { what: &'static str },
    /// A manual code is not one: wrong characters, wrong length, unknown version.
    BadCode,
    /// A sealed message did not open with the room's key: tampered with, or from another room.
    Tampered,
    /// Text or bytes over their cap (`cap` bytes).
    TooLarge { cap: usize },
    /// A relay's message is not the JSON the Nostr protocol says.
    BadRelayMessage,
    /// A connection description lacks a field the connection needs, or has a broken one.
    BadDescription { what: &'static str },
}

impl Display for SignalError {
    /// For logs and tests; players read `i18n::signal::refusal`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SignalError::NoRandomness => write!(f, "no randomness from the system"),
            SignalError::BadInvite { what } => write!(f, "bad invite link: {what}"),
            SignalError::BadCode => write!(f, "not a connection code"),
            SignalError::Tampered => write!(f, "sealed message does not open with the room key"),
            SignalError::TooLarge { cap } => write!(f, "over {cap} bytes"),
            SignalError::BadRelayMessage => write!(f, "not a Nostr relay message"),
            SignalError::BadDescription { what } => write!(f, "bad connection description: {what}"),
        }
    }
}

impl std::error::Error for SignalError {}

/// Bytes from the operating system or the browser's `crypto.getRandomValues`.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], SignalError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|_| SignalError::NoRandomness)?;
    Ok(bytes)
}
