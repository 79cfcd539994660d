//! What one player may know. The type has no field for the opponent's hand, the talon order,
//! the discard pile's contents or the opponent's face-down cards (only their counts).
use super::cards::Card;
use super::chain::{ChainLink, Exchange};
use super::phase::Phase;
use super::rules::Rules;
use crate::core::{Outcome, Seat};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SkirmanView {
    pub viewer: Seat,
    pub rules: Rules,
    pub phase: Phase,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Who has the initiative (the ATTAQUANT).
    pub attaquant: Seat,
    /// The viewer's hand, sorted.
    pub hand: Vec<Card>,
    pub opponent_hand: u8,
    pub talon: u8,
    pub discard: u8,
    /// The exchange in progress, oldest link first. The viewer's own face-down cards are
    /// `FaceDown(Some(card))`, the opponent's `FaceDown(None)`.
    pub chain: Vec<ChainLink>,
    /// The viewer's cards en attente under FEINTEs (the last one counts), and the opponent's
    /// count.
    pub attente: Vec<Card>,
    pub opponent_attente: u8,
    /// Against an ATTAQUE COMPOSÉE: the viewer's 2 kept cards (those not yet played) and the
    /// cards set aside; the opponent's counts.
    pub kept: Vec<Card>,
    pub aside: Vec<Card>,
    pub opponent_kept: u8,
    pub opponent_aside: u8,
    /// The defender is under a FEINTE chain (he does not draw).
    pub feint_active: bool,
    pub touches: [u8; 2],
    pub warnings: [u8; 2],
    pub warning_pool: u8,
    /// Consecutive unanswered MARCHEs of the ATTAQUANT (SK15).
    pub marche_count: u8,
    /// Finished exchanges, oldest first (public information only).
    pub exchanges: Vec<Exchange>,
    pub outcome: Option<Outcome>,
}

impl SkirmanView {
    pub fn is_my_turn(&self) -> bool {
        self.to_act == Some(self.viewer)
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
}
