//! Drawing back to 7 and the reshuffle of the discard pile when the talon runs out.
//!
//! SK1/SK25: whenever the seat to act changes, the player who just played draws back to 7 (see
//! `resolve::apply`), except the defender during a FEINTE chain (SK17) and anybody during an
//! ATTAQUE COMPOSÉE (SK26). A parry and its riposte, a BATTEMENT and its attack are one turn. After
//! a touch, scored or cancelled, both players draw (`scoring`).
//!
//! SK21/SK29: when a draw finds the talon empty, only the discard pile is shuffled into a new
//! talon; cards still in the chain, en attente or set aside stay where they are, and the
//! AVERTISSEMENT cards are never cards. A discarded card is in the discard pile at once, so it
//! can be reshuffled before its exchange ends. With both empty, the hand simply stays short.
use super::state::*;
use crate::core::Seat;

impl Skirman {
    /// Refills `seat` to 7, reshuffling the discard pile (only) when the talon is empty (SK21,
    /// SK29).
    pub(super) fn draw(&mut self, seat: Seat) {
        if !self.dealer.is_local() {
            self.draw_dealt(seat);
            return;
        }
        let hand = &mut self.hands[seat.index()];
        while hand.len() < HAND {
            if self.talon.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                std::mem::swap(&mut self.talon, &mut self.discard);
                self.rng.shuffle(&mut self.talon);
            }
            if let Some(card) = self.talon.pop() {
                hand.insert(card);
            }
        }
    }

    pub(super) fn no_draw(&self, seat: Seat) -> bool {
        self.ac.is_some() || self.feint_defender == Some(seat)
    }
}
