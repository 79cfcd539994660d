//! The bookkeeping of an exchange: cards onto the chain, the end of an exchange (its cards to
//! the discard pile, SK29), touches (SK10: the scorer restarts; first to 5 wins), warnings (SK9,
//! SK33: two make a touch for the other player) and the initiative passing.
use super::cards::Card;
use super::chain::{ChainLink, ExchangeEnd, LinkKind, ShownCard, TouchCause};
use super::phase::Phase;
use super::state::*;
use crate::core::{Outcome, Seat};

impl Skirman {
    pub(super) fn take(&mut self, seat: Seat, card: Card) {
        if !self.hands[seat.index()].remove(card) {
            if let Some(ac) = self.ac.as_mut() {
                remove_one(&mut ac.kept, card);
            }
        }
    }

    pub(super) fn link(&mut self, by: Seat, card: Option<Card>, kind: LinkKind) {
        self.chain.push(Link {
            by,
            card,
            kind,
            face_down: false,
        });
    }

    /// Plays `card` from `by`'s hand onto the chain.
    pub(super) fn put(&mut self, by: Seat, card: Card, kind: LinkKind) {
        self.take(by, card);
        self.link(by, Some(card), kind);
    }

    /// `by` discards `card`: it goes straight to the discard pile, not into the chain (SK29
    /// keeps only played cards on the table). The chain records that a discard happened, without
    /// the card.
    pub(super) fn discard_from_hand(&mut self, by: Seat, card: Card) {
        self.take(by, card);
        self.discard.push(card);
        self.link(by, None, LinkKind::Discard);
    }

    pub(super) fn public_links(&self) -> Vec<ChainLink> {
        public_links(&self.chain).collect()
    }

    /// The exchange ends: the cards played in it go to the discard pile (SK29). Discarded and
    /// thrown cards are already there (or under the talon, SK14 option).
    pub(super) fn end_exchange(&mut self, end: ExchangeEnd) {
        self.history.push(public_links(&self.chain), end);
        // A link's card lies on the table (`on_table`) unless it was discarded; the chain keeps
        // its allocation for the next exchange.
        self.discard
            .extend(self.chain.iter().filter_map(|link| link.card));
        self.chain.clear();
        self.feint_defender = None;
        self.marche_count = 0;
    }

    /// The AC sequence is settled: kept and set-aside cards return to the hand (SK12).
    pub(super) fn finish_ac(&mut self) {
        if let Some(ac) = self.ac.take() {
            let hand = &mut self.hands[ac.defender.index()];
            for card in ac.kept.into_iter().chain(ac.aside) {
                hand.insert(card);
            }
        }
    }

    pub(super) fn goto(&mut self, phase: Phase, actor: Seat) {
        self.phase = phase;
        self.actor = actor;
        // SK16: a defender with no card left under a FEINTE is touched.
        if matches!(phase, Phase::DefFeinte) && self.hands[actor.index()].is_empty() {
            self.score(actor.other(), TouchCause::FeintExhaustion);
        }
    }

    pub(super) fn score(&mut self, scorer: Seat, cause: TouchCause) {
        self.finish_ac();
        self.end_exchange(ExchangeEnd::Touch { scorer, cause });
        self.touches[scorer.index()] += 1;
        if self.touches[scorer.index()] >= TOUCHES_TO_WIN {
            self.outcome = Some(Outcome::Winner(scorer));
            self.phase = Phase::Over;
            self.actor = scorer;
            return;
        }
        self.draw(scorer);
        self.draw(scorer.other());
        self.phase = Phase::Open;
        self.actor = scorer;
    }

    /// `by` played SORTIE DE PISTE or BOUSCULADE: `receiver` gets a warning (SK9, SK33).
    pub(super) fn warn(&mut self, receiver: Seat, by: Seat) {
        self.warnings[receiver.index()] += 1;
        self.pool = self.pool.saturating_sub(1);
        if self.warnings[receiver.index()] >= 2 {
            self.warnings[receiver.index()] -= 2;
            self.pool += 2;
            self.score(by, TouchCause::Warnings);
        } else {
            self.finish_ac();
            self.end_exchange(ExchangeEnd::Arbitration {
                by,
                warned: receiver,
            });
            self.draw(by);
            self.goto(Phase::Open, by);
        }
    }

    /// The initiative goes to `to` after a discard or a pass (SK29).
    pub(super) fn pass_initiative(&mut self, to: Seat) {
        self.finish_ac();
        self.end_exchange(ExchangeEnd::InitiativePassed { to });
        self.goto(Phase::Open, to);
    }
}

/// The links as everyone sees them: face-down cards show their backs.
fn public_links(chain: &[Link]) -> impl Iterator<Item = ChainLink> + '_ {
    chain.iter().map(|l| ChainLink {
        by: l.by,
        card: l.card.map(|c| {
            if l.face_down {
                ShownCard::FaceDown
            } else {
                ShownCard::Up(c)
            }
        }),
        link: l.kind,
    })
}
