//! How two browsers find each other and open a direct channel with no server of ours: the
//! room's secret in the invite link, signals sealed with it, the manual codes, and the
//! automatic way through public Nostr relays. No web imports: the page carries out the steps
//! (a WebSocket per relay, an `RTCPeerConnection`); everything here is tested natively.
//! How it works and what a relay can learn: docs/online.md.
mod error;
mod json;
pub mod liveness;
pub mod nostr;
pub mod qr;
mod rendezvous;
mod room;
pub mod sdp;
pub mod servers;
pub mod text;

pub use error::SignalError;
pub use rendezvous::{
    Attempt, Rendezvous, Role, Signal, Step, ANSWER_TIMEOUT_MS, KNOCK_EVERY_MS, MAX_CODE,
};
pub use room::{Invite, RoomSecret, MAX_NAME};
pub use sdp::Description;
