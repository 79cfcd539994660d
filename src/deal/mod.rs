//! A fair deal between two parties who do not trust each other ("mental poker"), with no
//! dealer: commutative masking of each card on ristretto255 (SRA, Shamir–Rivest–Adleman 1979,
//! on an elliptic curve as in Barnett–Smart 2003), joint shuffles, private deals, public
//! reveals proven at once (Chaum–Pedersen), coins and secrets by commit-and-reveal, and an
//! end-of-game audit that recomputes every message of the other party from its revealed seed.
//! The protocol, what each side knows and what a cheater can do are in docs/fair-deal.md.
//!
//! Generic over a deck of N distinct cards (0..N); a game maps its card ids onto them. No web
//! imports: it builds natively and for wasm32.
mod audit;
pub mod bench;
mod crypto;
mod error;
pub mod game;
pub mod line_codec;
mod party;
pub mod side;
pub mod table;
mod wire;

use std::collections::BTreeMap;

use curve25519_dalek::ristretto::RistrettoPoint;

pub use audit::{Deal, DealStep, StackDeal};
pub use crypto::Proof;
pub use error::{AuditFailure, AuditRule, Refusal};
pub use line_codec::LineCodec;
pub use party::{Deviation, Event, Output, Party};
pub use wire::{Message, MAX_CARDS, MAX_FRAME, MAX_SECRET, VERSION};

use crate::core::Seat;

/// A position in a stack: stack `stack` is the `stack`-th shuffle of the session, position 0 is
/// its top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    pub stack: u16,
    pub index: u16,
}

/// What goes into a shuffle: a card both know (a new deck, discards), or a face-down position of
/// an earlier stack that nobody has seen (a packet inside the deck) or that only the seat it was
/// dealt to has seen (a card discarded face down, back into a new talon).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Card(u16),
    Position(Pos),
}

/// What became of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Face down in its stack; nobody has seen it.
    InPile,
    /// Dealt to a seat (only that seat can unmask it).
    Dealt(Seat),
    /// Dealt to a seat, then shown by it to both.
    Shown(Seat),
    /// Turned face up for both straight from the stack.
    Opened,
    /// Taken, unseen, into a later shuffle (that stack's number).
    Moved(u16),
    /// Its card, known to both, went back into a later shuffle (a new round, discards into a
    /// new talon): the position is dead.
    Returned,
}

/// The cards of a game: card i is a fixed point derived from the deck's label and i, which
/// nobody knows a discrete logarithm of.
#[derive(Clone, Debug)]
pub struct Deck {
    label: [u8; 32],
    points: Vec<RistrettoPoint>,
    by_point: BTreeMap<[u8; 32], u16>,
}

impl Deck {
    /// The deck called `label` (a game's name and edition, e.g. "en-garde") of `size` cards.
    pub fn new(label: &str, size: usize) -> Result<Deck, Refusal> {
        if size == 0 || size > MAX_CARDS {
            return Err(Refusal::Misuse("a deck has 1 to 300 cards"));
        }
        let label = crypto::sha256(&[b"deck", label.as_bytes(), &(size as u16).to_le_bytes()]);
        let points: Vec<RistrettoPoint> = (0..size as u16)
            .map(|card| crypto::card_point(&label, card))
            .collect();
        let by_point = points
            .iter()
            .enumerate()
            .map(|(card, point)| (crypto::compress(point), card as u16))
            .collect();
        Ok(Deck {
            label,
            points,
            by_point,
        })
    }

    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    pub(crate) fn point(&self, card: u16) -> Option<&RistrettoPoint> {
        self.points.get(card as usize)
    }

    pub(crate) fn card_of(&self, compressed: &[u8; 32]) -> Option<u16> {
        self.by_point.get(compressed).copied()
    }

    pub(crate) fn label(&self) -> &[u8; 32] {
        &self.label
    }
}
