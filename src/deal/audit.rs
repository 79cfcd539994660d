//! The end-of-game audit: from the other side's revealed seed, recompute every pass, key and
//! nonce it sent and compare; then unmask every position with both seeds' keys and hand back
//! the whole deal, for a replay of the game through its rules.
use curve25519_dalek::ristretto::RistrettoPoint;

use super::crypto::{self, seed_commitment, Proof, Secrets};
use super::error::{AuditFailure, AuditRule};
use super::party::{Party, Pass, Stack};
use super::{Fate, Pos, Source};
use crate::core::Seat;

/// One step of the deal, in the order both sides took it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealStep {
    Shuffled {
        stack: u16,
        sources: Vec<Source>,
    },
    Dealt {
        to: Seat,
        positions: Vec<Pos>,
    },
    Opened {
        positions: Vec<Pos>,
    },
    Shown {
        by: Seat,
        positions: Vec<Pos>,
    },
    Coin {
        coin: u16,
        first: Seat,
    },
    Committed {
        by: Seat,
        secret: u16,
    },
    Disclosed {
        by: Seat,
        secret: u16,
        value: Vec<u8>,
    },
}

/// A stack as the audit reconstructed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackDeal {
    pub sources: Vec<Source>,
    /// The card at each position, top first.
    pub cards: Vec<u16>,
    pub fates: Vec<Fate>,
}

/// The whole deal after a passed audit: every stack's order, what became of each position, and
/// the steps in order. A game replays itself from it (see docs/fair-deal.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    pub stacks: Vec<StackDeal>,
    pub steps: Vec<DealStep>,
}

impl Deal {
    pub fn card(&self, pos: Pos) -> Option<u16> {
        self.stacks
            .get(pos.stack as usize)?
            .cards
            .get(pos.index as usize)
            .copied()
    }

    /// Every card dealt to `seat`, with the number of the step that dealt it, in order.
    pub fn received(&self, seat: Seat) -> Vec<(usize, Pos, u16)> {
        let mut received = Vec::new();
        for (step, entry) in self.steps.iter().enumerate() {
            if let DealStep::Dealt { to, positions } = entry {
                if *to == seat {
                    for pos in positions {
                        if let Some(card) = self.card(*pos) {
                            received.push((step, *pos, card));
                        }
                    }
                }
            }
        }
        received
    }
}

fn failure(seat: Seat, pass: Option<&Pass>, step: String, rule: AuditRule) -> AuditFailure {
    AuditFailure {
        seat,
        message: pass.map(|pass| pass.number),
        step,
        rule,
    }
}

fn same_points(pass: Option<&Pass>, points: &[RistrettoPoint]) -> bool {
    pass.is_some_and(|pass| pass.points == points)
}

fn same_locks(
    pass: Option<&Pass>,
    points: &[RistrettoPoint],
    commitments: &[RistrettoPoint],
    proofs: &[Proof],
) -> bool {
    pass.is_some_and(|pass| {
        pass.points == points && pass.commitments == commitments && pass.proofs == proofs
    })
}

pub(crate) fn audit(party: &Party, peer_seed: [u8; 32]) -> Result<Deal, AuditFailure> {
    let peer = party.me.other();
    if Some(seed_commitment(&peer_seed)) != party.peer_commitment {
        return Err(failure(
            peer,
            None,
            "its final keys".into(),
            AuditRule::SeedCommitment,
        ));
    }
    let peer_secrets = Secrets::new(peer_seed);
    let by_seat = |seat: Seat| {
        if seat == party.me {
            &party.secrets
        } else {
            &peer_secrets
        }
    };
    let (first, second) = (by_seat(Seat::One), by_seat(Seat::Two));
    let mut stacks: Vec<StackDeal> = Vec::with_capacity(party.stacks.len());
    for (number, record) in party.stacks.iter().enumerate() {
        let stack = number as u16;
        check_passes(peer, record, stack, [first, second])?;
        let cards = unmask_stack(party, record, stack, [first, second], &stacks)?;
        retire_returned(&mut stacks, record);
        stacks.push(StackDeal {
            sources: record.sources.clone(),
            cards,
            fates: record.fates.clone(),
        });
    }
    for (coin, record) in party.coins.iter().enumerate() {
        if record.peer_nonce != peer_secrets.nonce(b"coin", coin as u16) {
            return Err(AuditFailure {
                seat: peer,
                message: Some(record.peer_number),
                step: format!("coin {coin}"),
                rule: AuditRule::Coin,
            });
        }
    }
    if let Some(secret) = party
        .peer_secrets
        .iter()
        .position(|secret| secret.value.is_none())
    {
        return Err(failure(
            peer,
            None,
            format!("its secret {secret}"),
            AuditRule::SecretNotDisclosed,
        ));
    }
    Ok(Deal {
        stacks,
        steps: party.steps.clone(),
    })
}

/// The other side's passes over `stack`, each recomputed from its seed and the input it had.
fn check_passes(
    peer: Seat,
    record: &Stack,
    stack: u16,
    [first, second]: [&Secrets; 2],
) -> Result<(), AuditFailure> {
    let masks = [record.masks[0].as_ref(), record.masks[1].as_ref()];
    let locks = [record.locks[0].as_ref(), record.locks[1].as_ref()];
    let name = |what: &str| format!("{what} of stack {stack}");
    if peer == Seat::Two {
        if let Some(pass) = &record.prepass {
            let (points, global, proofs) = crypto::prepass(second, stack, &record.inputs);
            if pass.points != points || pass.global != Some(global) || pass.proofs != proofs {
                return Err(failure(
                    peer,
                    Some(pass),
                    name("the pre-pass"),
                    AuditRule::Locks,
                ));
            }
        }
    }
    let had_prepass = record.prepass.is_some();
    // The peer's shuffle pass, from what it received (the inputs or the pre-pass for seat 1,
    // seat 1's pass for seat 2), then its locking pass, from the pass before it.
    let (secrets, own_global, mask, before_lock) = match peer {
        Seat::One => {
            let current: Vec<RistrettoPoint> = match &record.prepass {
                Some(pass) => pass.points.clone(),
                None => record.inputs.iter().map(|input| input.point).collect(),
            };
            let mask = crypto::first_mask(first, stack, &record.inputs, &current);
            (first, first.global_key(stack, 1), mask, masks[1])
        }
        Seat::Two => {
            let previous = masks[0].map_or(Vec::new(), |pass| pass.points.clone());
            let mask = crypto::second_mask(second, stack, &previous, had_prepass);
            let own_global = crypto::second_global(second, stack, had_prepass);
            (second, own_global, mask, locks[0])
        }
    };
    let (points, global) = mask;
    let i = peer.index();
    if !same_points(masks[i], &points) || masks[i].and_then(|pass| pass.global) != Some(global) {
        return Err(failure(
            peer,
            masks[i],
            name("the shuffle"),
            AuditRule::Shuffle,
        ));
    }
    let previous = before_lock.map_or(Vec::new(), |pass| pass.points.clone());
    let (points, commitments, proofs) =
        crypto::lock(secrets, peer, stack, &own_global, &global, &previous);
    if !same_locks(locks[i], &points, &commitments, &proofs) {
        return Err(failure(peer, locks[i], name("the locks"), AuditRule::Locks));
    }
    Ok(())
}

/// The cards of `stack`, every position unmasked with both seeds' keys, refused unless they are
/// exactly the cards the stack was made from.
fn unmask_stack(
    party: &Party,
    record: &Stack,
    stack: u16,
    [first, second]: [&Secrets; 2],
    stacks: &[StackDeal],
) -> Result<Vec<u16>, AuditFailure> {
    let locks = [record.locks[0].as_ref(), record.locks[1].as_ref()];
    let name = |what: &str| format!("{what} of stack {stack}");
    let finals = locks[1].map_or(&[][..], |pass| &pass.points[..]);
    let mut cards = Vec::with_capacity(finals.len());
    for (index, point) in finals.iter().enumerate() {
        let index = index as u16;
        let compressed = crypto::unmask(
            point,
            &first.position_key(stack, index),
            &second.position_key(stack, index),
        );
        match party.deck.card_of(&compressed) {
            Some(card) => cards.push(card),
            None => return Err(failure(party.me, None, name("the cards"), AuditRule::Cards)),
        }
    }
    // The stack holds exactly the cards it was made from.
    let mut made_from: Vec<u16> = Vec::with_capacity(record.sources.len());
    for source in &record.sources {
        match source {
            Source::Card(card) => made_from.push(*card),
            Source::Position(pos) => match stacks
                .get(pos.stack as usize)
                .and_then(|s| s.cards.get(pos.index as usize))
            {
                Some(card) => made_from.push(*card),
                None => return Err(failure(party.me, None, name("the cards"), AuditRule::Cards)),
            },
        }
    }
    let mut sorted = cards.clone();
    sorted.sort_unstable();
    made_from.sort_unstable();
    if sorted != made_from {
        return Err(failure(party.me, None, name("the cards"), AuditRule::Cards));
    }
    Ok(cards)
}

/// Known cards going back into a new stack end every earlier copy, also those this side never
/// saw (the other side's hand at the end of a round).
fn retire_returned(stacks: &mut [StackDeal], record: &Stack) {
    for source in &record.sources {
        if let Source::Card(card) = source {
            for earlier in stacks.iter_mut() {
                for (fate, held) in earlier.fates.iter_mut().zip(&earlier.cards) {
                    let live = matches!(fate, Fate::Dealt(_) | Fate::Shown(_) | Fate::Opened);
                    if live && held == card {
                        *fate = Fate::Returned;
                    }
                }
            }
        }
    }
}
