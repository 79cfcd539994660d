//! What happens when the deck runs out (§5 of the spec, EG12–EG15, EG18, EG20).
//!
//! The trigger is a refill that leaves the draw pile empty. `P` = the player whose refill took
//! the last card, `O` = the opponent.
//! - Basic: nobody moves any more; `O` gets one last turn in which he may only attack (a hit
//!   wins); otherwise the more advanced fencer wins, equal is a draw.
//! - Classic/Advanced: if `P`'s turn was an attack, `O` answers it (parry; retreat too if it was
//!   an advance-and-attack). Then no further turn: compare the cards equal to the distance in
//!   each hand, then advancement, then a draw.
//! - Abacus Advanced, `O` retreated from that last attack: advancement only. Ferti: the hands
//!   are still compared first (EG15).
//! - A retreat whose own refill emptied the pile is simply "not an attack" (EG20).
use super::phase::{Attack, Phase};
use super::piste::Piste;
use super::round_end::{DecidedBy, DeckOutPath, DeckOutReport, RoundEndReason};
use super::rules::{Edition, Level};
use super::state::EnGarde;
use crate::core::Seat;

/// What the player whose refill emptied the pile did on that turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastTurn {
    Attack(Attack),
    NotAttack,
}

impl EnGarde {
    /// Called when `drawer`'s refill took the last card.
    pub(super) fn deck_ran_out(&mut self, drawer: Seat, last_turn: LastTurn) {
        let other = drawer.other();
        match (self.rules.level(), last_turn) {
            (Level::Basic, _) => {
                // The stuck rule is suspended here: moving is forbidden anyway (§5 Basic, 4).
                if self.holds_final_attack(other) {
                    self.phase = Phase::FinalAttack { player: other };
                } else {
                    self.settle_deck_out(DeckOutPath::NoFinalAttack, false);
                }
            }
            (_, LastTurn::Attack(attack)) => {
                self.phase = Phase::Defend {
                    defender: other,
                    attack,
                    deck_end: true,
                };
            }
            (_, LastTurn::NotAttack) => self.settle_deck_out(DeckOutPath::LastTurnNotAttack, true),
        }
    }

    /// The last attack was parried, or retreated from, with the pile empty.
    pub(super) fn last_attack_answered(&mut self, retreated: bool) {
        if retreated {
            let compare = self.rules.edition() == Edition::Ferti;
            self.settle_deck_out(DeckOutPath::LastAttackRetreated, compare);
        } else {
            self.settle_deck_out(DeckOutPath::LastAttackParried, true);
        }
    }

    /// Basic: the last-chance attack was declined.
    pub(super) fn final_attack_declined(&mut self) {
        self.settle_deck_out(DeckOutPath::NoFinalAttack, false);
    }

    fn settle_deck_out(&mut self, path: DeckOutPath, compare_hands: bool) {
        if compare_hands {
            self.show_hands();
        }
        let report = deck_out_report(self.piste, &self.hands, path, compare_hands);
        let winner = match report.decided_by {
            DecidedBy::Tie => None,
            DecidedBy::HandComparison => {
                let [a, b] = report.matching_cards.unwrap_or_default();
                Some(if a > b { Seat::One } else { Seat::Two })
            }
            DecidedBy::Advancement => {
                let [a, b] = report.advancement;
                Some(if a > b { Seat::One } else { Seat::Two })
            }
        };
        self.end_round(winner, RoundEndReason::DeckOut(report));
    }
}

fn deck_out_report(
    piste: Piste,
    hands: &[super::cards::Hand; 2],
    path: DeckOutPath,
    compare_hands: bool,
) -> DeckOutReport {
    let distance = piste.distance();
    // EG14: only single cards equal to the distance count.
    let matching = [hands[0].count(distance), hands[1].count(distance)];
    let advancement = [piste.advancement(Seat::One), piste.advancement(Seat::Two)];
    let decided_by = if compare_hands && matching[0] != matching[1] {
        DecidedBy::HandComparison
    } else if advancement[0] != advancement[1] {
        DecidedBy::Advancement
    } else {
        DecidedBy::Tie
    };
    DeckOutReport {
        path,
        distance,
        matching_cards: compare_hands.then_some(matching),
        revealed_hands: compare_hands.then_some(*hands),
        advancement,
        decided_by,
    }
}
