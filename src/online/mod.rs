//! Playing a friend on another device, at the rules level (issue 30; no web import): what
//! crosses the line between the two browsers, and what each keeps to resume after a dropped
//! line or a reload.
//!
//! - `link`: every message between the two seats, the deal's frames and the session's own
//!   (the action as records write it, cards put face down, a fact about a hand, resign, a
//!   preset message, rematch), as typed, versioned, numbered frames chained by hash and capped
//!   in size; acknowledgements of the last number received, and the resend of the rest.
//! - `save`: a seat's saved form, its 32-byte seed (every secret of its deal derives from it)
//!   and its transcript (every frame sent and received, in order), in a versioned, checked
//!   encoding that refuses damage with a typed error.
//! - `record`: a finished online game as one seat keeps it in its history (its own view only)
//!   and the head-to-head against each friend.
//!
//! - `meet`: the meeting's cryptography (`signal::Rendezvous`, the codes' sealing) as the
//!   online worker runs it for the page, and its requests and answers in bytes.
//!
//! The protocol and its numbers are in docs/fair-deal.md ("On the line").
pub mod clock;
pub mod link;
pub mod meet;
pub mod move_codec;
pub mod record;
pub mod save;
pub mod session;
pub mod worker;

pub use link::{
    message_of, Incoming, Link, Message, Preset, Refusal, MAX_ACTION, MAX_DISCLOSED, MAX_FRAME,
    VERSION,
};
pub use move_codec::MoveCodec;
pub use save::{SaveError, Saved};
pub use session::{Session, Update};
