//! One side of the deal: a state machine that turns the game's requests (shuffle these, deal
//! those to that seat, show these cards…) into frames for the other side, and the other side's
//! frames into events, checking everything it can at once.
//!
//! Both sides call the same operations in the same order (they play the same game); `show`,
//! `commit_secret` and `disclose_secret` are one side's own announcements, which the other
//! accepts whenever they come. Frames for an operation this side has not reached yet wait in
//! a short inbox.
use std::collections::VecDeque;
use std::sync::Arc;

use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;

use super::audit::{self, Deal, DealStep};
use super::crypto::{self, Input, Proof, Secrets};
use super::error::Refusal;
use super::wire::{self, Message, MAX_CARDS, MAX_SECRET};
use super::{Deck, Fate, Pos, Source};
use crate::core::Seat;

/// How many frames may wait for the local game to catch up.
const INBOX_LIMIT: usize = 32;

/// A deliberate deviation from the protocol, for the tests that show the other side catches
/// it. An honest party never sets one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deviation {
    /// Mask without reordering (the deck stays in the order the shuffler received it).
    SkipShuffle,
    /// Reorder otherwise than its committed permutation (stacking the deck).
    Reorder,
    /// Put one card twice into its shuffle pass (and drop another).
    DuplicateCard,
    /// Lock one position with a key other than the committed one.
    BadLock,
    /// Release a wrong key when dealing or opening.
    WrongKey,
    /// Name another card than the one held when showing.
    ShowWrongCard,
    /// Show a position that was not dealt to it.
    ShowUndealt,
    /// Open its coin commitment with another nonce.
    WrongNonce,
    /// Disclose another value than the secret it committed to.
    WrongSecret,
    /// Reveal another seed at the end than the one committed to.
    WrongSeed,
}

/// What a call or a received frame produced: frames to send to the other side, in order, and
/// what this side learnt.
#[derive(Debug, Default)]
pub struct Output {
    pub frames: Vec<Vec<u8>>,
    pub events: Vec<Event>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Both hellos exchanged: the same deck, seeds committed.
    Ready,
    /// A stack is shuffled and locked by both.
    Shuffled { stack: u16, len: u16 },
    /// A card dealt to this side (only this side sees it).
    Received { pos: Pos, card: u16 },
    /// A position dealt to the other side (its card unknown here).
    DealtToPeer { pos: Pos },
    /// A position turned face up for both.
    Opened { pos: Pos, card: u16 },
    /// A seat showed a card it had been dealt.
    Shown { by: Seat, pos: Pos, card: u16 },
    /// A coin was tossed: who plays first.
    Coin { coin: u16, first: Seat },
    /// A seat committed to a secret.
    Committed { by: Seat, secret: u16 },
    /// A seat disclosed a secret it committed to.
    Disclosed {
        by: Seat,
        secret: u16,
        value: Vec<u8>,
    },
    /// The end-of-game audit passed: the whole deal, reconstructed.
    Audited(Box<Deal>),
}

/// One pass of a shuffle as received or sent, kept for the audit.
#[derive(Clone, Debug)]
pub(crate) struct Pass {
    /// The frame number in its sender's chain.
    pub number: u32,
    pub points: Vec<RistrettoPoint>,
    pub global: Option<RistrettoPoint>,
    pub commitments: Vec<RistrettoPoint>,
    pub proofs: Vec<Proof>,
}

#[derive(Clone, Debug)]
pub(crate) struct Stack {
    pub sources: Vec<Source>,
    pub inputs: Vec<Input>,
    pub prepass: Option<Pass>,
    /// The first seat's shuffle pass, then the second's.
    pub masks: [Option<Pass>; 2],
    /// The first seat's locking pass, then the second's.
    pub locks: [Option<Pass>; 2],
    pub fates: Vec<Fate>,
    /// The cards this side has unmasked.
    pub cards: Vec<Option<u16>>,
}

impl Stack {
    pub(crate) fn finished(&self) -> bool {
        self.locks[1].is_some()
    }

    fn len(&self) -> usize {
        self.inputs.len()
    }

    fn points(&self) -> &[RistrettoPoint] {
        self.locks[1].as_ref().map_or(&[], |pass| &pass.points)
    }

    fn commitment(&self, seat: Seat, index: usize) -> Option<&RistrettoPoint> {
        self.locks[seat.index()]
            .as_ref()
            .and_then(|pass| pass.commitments.get(index))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Prepass,
    FirstMask,
    SecondMask,
    FirstLock,
    SecondLock,
}

#[derive(Clone, Debug)]
enum Pending {
    Shuffle {
        stack: u16,
        stage: Stage,
    },
    Keys {
        positions: Vec<Pos>,
        open: bool,
    },
    CoinCommit {
        coin: u16,
    },
    CoinNonce {
        coin: u16,
    },
    CoinReveal {
        coin: u16,
        digest: [u8; 32],
        nonce: [u8; 32],
    },
    Finish,
}

impl Pending {
    fn expected(&self) -> &'static str {
        match self {
            Pending::Shuffle {
                stage: Stage::Prepass,
                ..
            } => "pre-pass",
            Pending::Shuffle {
                stage: Stage::FirstMask | Stage::SecondMask,
                ..
            } => "shuffle pass",
            Pending::Shuffle { .. } => "locking pass",
            Pending::Keys { .. } => "keys",
            Pending::CoinCommit { .. } => "coin commitment",
            Pending::CoinNonce { .. } => "coin nonce",
            Pending::CoinReveal { .. } => "coin reveal",
            Pending::Finish => "final keys",
        }
    }

    fn waiting_for(&self) -> &'static str {
        match self {
            Pending::Shuffle { .. } => "its part of a shuffle",
            Pending::Keys { open: false, .. } => "its keys for a card dealt to this side",
            Pending::Keys { open: true, .. } => "its keys for a card turned face up",
            Pending::CoinCommit { .. } | Pending::CoinNonce { .. } | Pending::CoinReveal { .. } => {
                "its part of a coin toss"
            }
            Pending::Finish => "its keys for the end-of-game audit",
        }
    }
}

/// A coin as this side saw it: the other side's nonce is kept for the audit.
#[derive(Clone, Debug)]
pub(crate) struct CoinRecord {
    pub peer_nonce: [u8; 32],
    pub peer_number: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct PeerSecret {
    pub digest: [u8; 32],
    pub value: Option<Vec<u8>>,
}

/// One side of the deal.
#[derive(Clone)]
pub struct Party {
    pub(crate) me: Seat,
    pub(crate) deck: Arc<Deck>,
    pub(crate) secrets: Secrets,
    pub(crate) peer_commitment: Option<[u8; 32]>,
    out_seq: u32,
    out_digest: [u8; 32],
    in_seq: u32,
    in_digest: [u8; 32],
    pub(crate) stacks: Vec<Stack>,
    /// The live position where this side saw each card (a card re-enters a shuffle: none).
    whereabouts: Vec<Option<Pos>>,
    /// The last stack each card went back into as a known card: older copies are dead.
    returned_at: Vec<Option<u16>>,
    pub(crate) steps: Vec<DealStep>,
    pending: Option<Pending>,
    inbox: VecDeque<(u32, Message)>,
    pub(crate) coins: Vec<CoinRecord>,
    own_secrets: Vec<(Vec<u8>, bool)>,
    pub(crate) peer_secrets: Vec<PeerSecret>,
    finished: bool,
    audited: bool,
    deviation: Option<Deviation>,
}

impl Party {
    /// A new side at `seat`, its seed from the operating system or the browser; the output
    /// holds its hello.
    pub fn new(seat: Seat, deck: Arc<Deck>) -> Result<(Party, Output), Refusal> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|_| Refusal::NoEntropy)?;
        Ok(Party::with_seed(seat, deck, seed))
    }

    /// A new side with a given seed: for reproducible tests and benchmarks only (a predictable
    /// seed gives away every card).
    pub fn with_seed(seat: Seat, deck: Arc<Deck>, seed: [u8; 32]) -> (Party, Output) {
        let secrets = Secrets::new(seed);
        let hello = Message::Hello {
            deck: *deck.label(),
            deck_size: deck.len() as u16,
            seed_commitment: secrets.commitment(),
        };
        let cards = deck.len();
        let mut party = Party {
            me: seat,
            out_digest: wire::chain_start(seat),
            in_digest: wire::chain_start(seat.other()),
            deck,
            secrets,
            peer_commitment: None,
            out_seq: 0,
            in_seq: 0,
            stacks: Vec::new(),
            whereabouts: vec![None; cards],
            returned_at: vec![None; cards],
            steps: Vec::new(),
            pending: None,
            inbox: VecDeque::new(),
            coins: Vec::new(),
            own_secrets: Vec::new(),
            peer_secrets: Vec::new(),
            finished: false,
            audited: false,
            deviation: None,
        };
        let frame = party.send(&hello);
        (
            party,
            Output {
                frames: vec![frame],
                events: Vec::new(),
            },
        )
    }

    /// Makes this side cheat (see `Deviation`): tests only.
    pub fn deviate(&mut self, deviation: Option<Deviation>) {
        self.deviation = deviation;
    }

    pub fn seat(&self) -> Seat {
        self.me
    }

    /// Whether both hellos are exchanged and no step is waiting for the other side.
    pub fn is_idle(&self) -> bool {
        self.peer_commitment.is_some() && self.pending.is_none() && self.inbox.is_empty()
    }

    /// Whether this side waits for the other: its hello, or the rest of a step under way.
    /// Frames that arrived early for a later step do not count (the next call takes them).
    pub fn is_busy(&self) -> bool {
        self.peer_commitment.is_none() || self.pending.is_some()
    }

    /// Every card this side can unmask: those dealt to it, opened, or shown by the other side.
    pub fn known(&self) -> Vec<(Pos, u16)> {
        let mut known = Vec::new();
        for (stack, record) in self.stacks.iter().enumerate() {
            for (index, card) in record.cards.iter().enumerate() {
                if let Some(card) = card {
                    known.push((
                        Pos {
                            stack: stack as u16,
                            index: index as u16,
                        },
                        *card,
                    ));
                }
            }
        }
        known
    }

    /// The card at `pos`, if this side can unmask it.
    pub fn card_at(&self, pos: Pos) -> Option<u16> {
        self.stack(pos.stack)?
            .cards
            .get(pos.index as usize)
            .copied()
            .flatten()
    }

    pub fn fate(&self, pos: Pos) -> Option<Fate> {
        self.stack(pos.stack)?
            .fates
            .get(pos.index as usize)
            .copied()
    }

    /// The positions of a stack still face down and unused, top first.
    pub fn pile(&self, stack: u16) -> Vec<Pos> {
        self.stack(stack).map_or(Vec::new(), |record| {
            (0..record.len())
                .filter(|&index| record.fates[index] == Fate::InPile)
                .map(|index| Pos {
                    stack,
                    index: index as u16,
                })
                .collect()
        })
    }

    /// The cards this side holds (dealt to it and not shown), in the order dealt.
    pub fn hand(&self) -> Vec<(Pos, u16)> {
        self.known()
            .into_iter()
            .filter(|(pos, _)| self.fate(*pos) == Some(Fate::Dealt(self.me)))
            .collect()
    }

    pub fn stack_count(&self) -> u16 {
        self.stacks.len() as u16
    }

    /// The public log of the deal so far.
    pub fn steps(&self) -> &[DealStep] {
        &self.steps
    }

    /// The seat the other side has not answered in time, and what this side waits for: call it
    /// when the game's clock runs out. None while nothing is owed by the other side.
    pub fn timed_out(&self) -> Option<Refusal> {
        let waiting_for = match (&self.peer_commitment, &self.pending) {
            (None, _) => "its hello",
            (Some(_), Some(pending)) => pending.waiting_for(),
            (Some(_), None) => return None,
        };
        Some(Refusal::Abandoned {
            seat: self.me.other(),
            waiting_for,
        })
    }

    fn stack(&self, stack: u16) -> Option<&Stack> {
        self.stacks.get(stack as usize)
    }

    fn send(&mut self, message: &Message) -> Vec<u8> {
        let (frame, digest) = wire::encode(message, self.out_seq, &self.out_digest);
        self.out_seq += 1;
        self.out_digest = digest;
        frame
    }

    fn ready_for_step(&self) -> Result<(), Refusal> {
        if self.peer_commitment.is_none() {
            return Err(Refusal::Misuse("the other side's hello has not arrived"));
        }
        if self.pending.is_some() {
            return Err(Refusal::Misuse(
                "a step is still waiting for the other side",
            ));
        }
        if self.finished {
            return Err(Refusal::Misuse("the game is over: the keys are revealed"));
        }
        Ok(())
    }

    /// Runs a local call on a copy, so a refused call leaves this side as it was.
    fn transact(
        &mut self,
        step: impl FnOnce(&mut Party, &mut Output) -> Result<(), Refusal>,
    ) -> Result<Output, Refusal> {
        let mut next = self.clone();
        let mut output = Output::default();
        step(&mut next, &mut output)?;
        next.pump(&mut output)?;
        *self = next;
        Ok(output)
    }

    // ---- The game's calls -------------------------------------------------------------------

    /// Both sides: shuffle `sources` into a new stack (its number is `stack_count()` before the
    /// call). Known cards re-enter the deck; positions must be face down and unused, or dealt to
    /// a seat and never shown (a card its holder puts back face down).
    pub fn shuffle(&mut self, sources: &[Source]) -> Result<Output, Refusal> {
        self.ready_for_step()?;
        let sources = sources.to_vec();
        self.transact(move |party, output| party.begin_shuffle(sources, output))
    }

    fn begin_shuffle(&mut self, sources: Vec<Source>, output: &mut Output) -> Result<(), Refusal> {
        if sources.is_empty() || sources.len() > MAX_CARDS {
            return Err(Refusal::Misuse("a shuffle takes 1 to 300 cards"));
        }
        if self.stacks.len() >= u16::MAX as usize {
            return Err(Refusal::Misuse("too many shuffles in one session"));
        }
        let stack = self.stacks.len() as u16;
        let mut inputs = Vec::with_capacity(sources.len());
        let mut seen_cards = vec![false; self.deck.len()];
        for source in &sources {
            match *source {
                Source::Card(card) => {
                    let point = *self
                        .deck
                        .point(card)
                        .ok_or(Refusal::Misuse("no such card"))?;
                    if std::mem::replace(&mut seen_cards[card as usize], true) {
                        return Err(Refusal::Misuse("a card is twice in one shuffle"));
                    }
                    self.whereabouts[card as usize] = None;
                    self.returned_at[card as usize] = Some(stack);
                    retire(&mut self.stacks, card);
                    inputs.push(Input { point, from: None });
                }
                Source::Position(pos) => {
                    self.check_reshufflable(pos)?;
                    // A card this side held goes back face down: it no longer knows where it is.
                    if let Some(card) = self.card_at(pos) {
                        self.whereabouts[card as usize] = None;
                    }
                    let point = self.stacks[pos.stack as usize].points()[pos.index as usize];
                    self.stacks[pos.stack as usize].fates[pos.index as usize] = Fate::Moved(stack);
                    inputs.push(Input {
                        point,
                        from: Some((pos.stack, pos.index)),
                    });
                }
            }
        }
        let len = inputs.len();
        let has_prepass = inputs.iter().any(|input| input.from.is_some());
        self.stacks.push(Stack {
            sources: sources.clone(),
            inputs,
            prepass: None,
            masks: [None, None],
            locks: [None, None],
            fates: vec![Fate::InPile; len],
            cards: vec![None; len],
        });
        self.steps.push(DealStep::Shuffled { stack, sources });
        let stage = match (self.me, has_prepass) {
            (Seat::One, true) => Stage::Prepass,
            (Seat::One, false) => {
                self.send_first_mask(stack, output);
                Stage::SecondMask
            }
            (Seat::Two, true) => {
                let record = &self.stacks[stack as usize];
                let (points, global, proofs) =
                    crypto::prepass(&self.secrets, stack, &record.inputs);
                let message = Message::Prepass {
                    stack,
                    points: points.clone(),
                    global,
                    proofs: proofs.clone(),
                };
                let number = self.out_seq;
                output.frames.push(self.send(&message));
                self.stacks[stack as usize].prepass = Some(Pass {
                    number,
                    points,
                    global: Some(global),
                    commitments: Vec::new(),
                    proofs,
                });
                Stage::FirstMask
            }
            (Seat::Two, false) => Stage::FirstMask,
        };
        self.pending = Some(Pending::Shuffle { stack, stage });
        Ok(())
    }

    /// A position a shuffle may take: face down and unused, or dealt to a seat and never shown
    /// (a card its holder put face down: Skirm'an's discards reshuffled into a new talon).
    fn check_reshufflable(&self, pos: Pos) -> Result<(), Refusal> {
        match self.fate(pos) {
            Some(Fate::Dealt(_)) => Ok(()),
            _ => self.check_in_pile(pos),
        }
    }

    fn check_in_pile(&self, pos: Pos) -> Result<(), Refusal> {
        let record = self
            .stack(pos.stack)
            .filter(|record| record.finished())
            .ok_or(Refusal::PositionUnavailable {
                pos,
                why: "no such stack",
            })?;
        match record.fates.get(pos.index as usize) {
            None => Err(Refusal::PositionUnavailable {
                pos,
                why: "no such position",
            }),
            Some(Fate::InPile) => Ok(()),
            Some(_) => Err(Refusal::PositionUnavailable {
                pos,
                why: "it was already used",
            }),
        }
    }

    /// Checks a list of positions for a deal or an opening: face down, unused, no repeats.
    fn check_positions(&self, positions: &[Pos]) -> Result<(), Refusal> {
        if positions.is_empty() || positions.len() > MAX_CARDS {
            return Err(Refusal::Misuse("a deal takes 1 to 300 positions"));
        }
        for (i, pos) in positions.iter().enumerate() {
            self.check_in_pile(*pos)?;
            if positions[..i].contains(pos) {
                return Err(Refusal::PositionUnavailable {
                    pos: *pos,
                    why: "it is listed twice",
                });
            }
        }
        Ok(())
    }

    fn own_keys(&self, positions: &[Pos]) -> Vec<Scalar> {
        let mut keys: Vec<Scalar> = positions
            .iter()
            .map(|pos| self.secrets.position_key(pos.stack, pos.index))
            .collect();
        if self.deviation == Some(Deviation::WrongKey) {
            keys[0] += Scalar::ONE;
        }
        keys
    }

    /// Both sides: deal `positions` to `to`. The other seat releases its keys for them, so only
    /// `to` can unmask them.
    pub fn deal(&mut self, to: Seat, positions: &[Pos]) -> Result<Output, Refusal> {
        self.ready_for_step()?;
        self.check_positions(positions)?;
        let positions = positions.to_vec();
        self.transact(move |party, output| {
            party.steps.push(DealStep::Dealt {
                to,
                positions: positions.clone(),
            });
            if to == party.me {
                party.pending = Some(Pending::Keys {
                    positions,
                    open: false,
                });
            } else {
                let keys = party.own_keys(&positions);
                output.frames.push(party.send(&Message::Keys {
                    positions: positions.clone(),
                    keys,
                }));
                for pos in positions {
                    party.stacks[pos.stack as usize].fates[pos.index as usize] = Fate::Dealt(to);
                    output.events.push(Event::DealtToPeer { pos });
                }
            }
            Ok(())
        })
    }

    /// Both sides: turn `positions` face up for both (each releases its keys).
    pub fn open(&mut self, positions: &[Pos]) -> Result<Output, Refusal> {
        self.ready_for_step()?;
        self.check_positions(positions)?;
        let positions = positions.to_vec();
        self.transact(move |party, output| {
            party.steps.push(DealStep::Opened {
                positions: positions.clone(),
            });
            let keys = party.own_keys(&positions);
            output.frames.push(party.send(&Message::Keys {
                positions: positions.clone(),
                keys,
            }));
            party.pending = Some(Pending::Keys {
                positions,
                open: true,
            });
            Ok(())
        })
    }

    /// This side only: show `cards`, which it was dealt, to the other side (a face-up play). The
    /// other side checks at once that they are the cards at the positions dealt to this side.
    pub fn show(&mut self, cards: &[u16]) -> Result<Output, Refusal> {
        if self.peer_commitment.is_none() || self.finished {
            return Err(Refusal::Misuse("no game in progress"));
        }
        if cards.is_empty() || cards.len() > MAX_CARDS {
            return Err(Refusal::Misuse("a show takes 1 to 300 cards"));
        }
        let hand = self.hand();
        let mut positions = Vec::with_capacity(cards.len());
        for card in cards {
            let pos = hand
                .iter()
                .find(|(pos, held)| held == card && !positions.contains(pos))
                .map(|(pos, _)| *pos)
                .ok_or(Refusal::Misuse("this side does not hold that card"))?;
            positions.push(pos);
        }
        let mut named = cards.to_vec();
        let keys = positions
            .iter()
            .map(|pos| self.secrets.position_key(pos.stack, pos.index))
            .collect();
        match self.deviation {
            Some(Deviation::ShowWrongCard) => named[0] = (named[0] + 1) % self.deck.len() as u16,
            Some(Deviation::ShowUndealt) => {
                if let Some(undealt) = self
                    .stacks
                    .iter()
                    .enumerate()
                    .find_map(|(stack, _)| self.pile(stack as u16).first().copied())
                {
                    positions[0] = undealt;
                }
            }
            _ => {}
        }
        self.transact(move |party, output| {
            party.steps.push(DealStep::Shown {
                by: party.me,
                positions: positions.clone(),
            });
            for (pos, card) in positions.iter().zip(&named) {
                if let Some(fate) = party
                    .stacks
                    .get_mut(pos.stack as usize)
                    .and_then(|s| s.fates.get_mut(pos.index as usize))
                {
                    *fate = Fate::Shown(party.me);
                }
                output.events.push(Event::Shown {
                    by: party.me,
                    pos: *pos,
                    card: *card,
                });
            }
            output.frames.push(party.send(&Message::Show {
                positions,
                cards: named,
                keys,
            }));
            Ok(())
        })
    }

    /// Both sides: toss a fair coin (the first seat commits to a nonce, the second answers with
    /// its own, the first opens). The event names the seat that plays first.
    pub fn coin(&mut self) -> Result<Output, Refusal> {
        self.ready_for_step()?;
        self.transact(|party, output| {
            let coin = party.coins.len() as u16;
            party.pending = Some(match party.me {
                Seat::One => {
                    let nonce = party.secrets.nonce(b"coin", coin);
                    let digest = coin_digest(&nonce);
                    output
                        .frames
                        .push(party.send(&Message::CoinCommit { coin, digest }));
                    Pending::CoinNonce { coin }
                }
                Seat::Two => Pending::CoinCommit { coin },
            });
            Ok(())
        })
    }

    /// This side only: commit to a secret (at most `MAX_SECRET` bytes), disclosed later by
    /// `disclose_secret` with the number the event gives.
    pub fn commit_secret(&mut self, value: &[u8]) -> Result<Output, Refusal> {
        if self.peer_commitment.is_none() || self.finished {
            return Err(Refusal::Misuse("no game in progress"));
        }
        if value.len() > MAX_SECRET {
            return Err(Refusal::Misuse("a secret is at most 64 bytes"));
        }
        let value = value.to_vec();
        self.transact(move |party, output| {
            let secret = party.own_secrets.len() as u16;
            let nonce = party.secrets.nonce(b"secret", secret);
            let digest = secret_digest(&nonce, &value);
            party.own_secrets.push((value, false));
            party.steps.push(DealStep::Committed {
                by: party.me,
                secret,
            });
            output
                .frames
                .push(party.send(&Message::Commit { secret, digest }));
            output.events.push(Event::Committed {
                by: party.me,
                secret,
            });
            Ok(())
        })
    }

    /// This side only: disclose secret number `secret`.
    pub fn disclose_secret(&mut self, secret: u16) -> Result<Output, Refusal> {
        if self.peer_commitment.is_none() {
            return Err(Refusal::Misuse("no game in progress"));
        }
        match self.own_secrets.get(secret as usize) {
            None => return Err(Refusal::Misuse("no such secret")),
            Some((_, true)) => return Err(Refusal::Misuse("that secret is already disclosed")),
            Some(_) => {}
        }
        self.transact(move |party, output| {
            let nonce = party.secrets.nonce(b"secret", secret);
            let entry = &mut party.own_secrets[secret as usize];
            entry.1 = true;
            let value = entry.0.clone();
            let mut sent = value.clone();
            if party.deviation == Some(Deviation::WrongSecret) {
                sent.push(0);
            }
            party.steps.push(DealStep::Disclosed {
                by: party.me,
                secret,
                value: value.clone(),
            });
            output.events.push(Event::Disclosed {
                by: party.me,
                secret,
                value: value.clone(),
            });
            output.frames.push(party.send(&Message::Disclose {
                secret,
                nonce,
                value: sent,
            }));
            Ok(())
        })
    }

    /// Both sides, at the end of the game: reveal this side's seed (so every key it used). When
    /// the other side's arrives, the audit runs: `Event::Audited` with the whole deal, or
    /// `Refusal::Audit` naming the seat, its message and the rule it broke.
    pub fn finish(&mut self) -> Result<Output, Refusal> {
        self.ready_for_step()?;
        self.transact(|party, output| {
            party.finished = true;
            let mut seed = party.secrets.seed();
            if party.deviation == Some(Deviation::WrongSeed) {
                seed[0] ^= 1;
            }
            output.frames.push(party.send(&Message::Finish { seed }));
            party.pending = Some(Pending::Finish);
            Ok(())
        })
    }

    // ---- The other side's frames ------------------------------------------------------------

    /// Takes one frame from the other side. A refused frame changes nothing here: the next
    /// valid frame is still welcome.
    pub fn receive(&mut self, frame: &[u8]) -> Result<Output, Refusal> {
        let (message, digest) = wire::decode(frame, self.in_seq, &self.in_digest)?;
        let number = self.in_seq;
        let mut next = self.clone();
        next.in_seq += 1;
        next.in_digest = digest;
        let mut output = Output::default();
        if let Message::Hello {
            deck,
            deck_size,
            seed_commitment,
        } = message
        {
            if next.peer_commitment.is_some() {
                return Err(Refusal::Unexpected {
                    got: "hello",
                    expected: "no second hello",
                });
            }
            if deck != *next.deck.label() || deck_size as usize != next.deck.len() {
                return Err(Refusal::DeckMismatch);
            }
            next.peer_commitment = Some(seed_commitment);
            output.events.push(Event::Ready);
        } else {
            if next.peer_commitment.is_none() {
                return Err(Refusal::Unexpected {
                    got: message.name(),
                    expected: "hello",
                });
            }
            if next.audited {
                return Err(Refusal::Unexpected {
                    got: message.name(),
                    expected: "nothing: the game is over",
                });
            }
            if next.inbox.len() >= INBOX_LIMIT {
                return Err(Refusal::TooFarAhead);
            }
            next.inbox.push_back((number, message));
            next.pump(&mut output)?;
        }
        *self = next;
        Ok(output)
    }

    /// Handles waiting frames in order, as far as the local game has come.
    fn pump(&mut self, output: &mut Output) -> Result<(), Refusal> {
        while let Some((number, message)) = self.inbox.front().cloned() {
            let own_announcement = matches!(
                message,
                Message::Show { .. } | Message::Commit { .. } | Message::Disclose { .. }
            );
            if !own_announcement && self.pending.is_none() {
                break;
            }
            self.inbox.pop_front();
            self.handle(number, message, output)?;
        }
        Ok(())
    }

    fn handle(
        &mut self,
        number: u32,
        message: Message,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let peer = self.me.other();
        match message {
            Message::Show {
                positions,
                cards,
                keys,
            } => self.on_show(positions, cards, keys, output),
            Message::Commit { secret, digest } => {
                if secret as usize != self.peer_secrets.len() {
                    return Err(Refusal::Malformed("secrets are numbered in order"));
                }
                self.peer_secrets.push(super::party::PeerSecret {
                    digest,
                    value: None,
                });
                self.steps.push(DealStep::Committed { by: peer, secret });
                output.events.push(Event::Committed { by: peer, secret });
                Ok(())
            }
            Message::Disclose {
                secret,
                nonce,
                value,
            } => {
                let entry = self
                    .peer_secrets
                    .get_mut(secret as usize)
                    .ok_or(Refusal::Malformed("no such secret"))?;
                if entry.value.is_some() {
                    return Err(Refusal::Unexpected {
                        got: "secret disclosure",
                        expected: "a secret not yet disclosed",
                    });
                }
                if secret_digest(&nonce, &value) != entry.digest {
                    return Err(Refusal::SecretMismatch { seat: peer, secret });
                }
                entry.value = Some(value.clone());
                self.steps.push(DealStep::Disclosed {
                    by: peer,
                    secret,
                    value: value.clone(),
                });
                output.events.push(Event::Disclosed {
                    by: peer,
                    secret,
                    value,
                });
                Ok(())
            }
            message => {
                let pending = self
                    .pending
                    .clone()
                    .ok_or(Refusal::Misuse("nothing pending"))?;
                self.on_reply(pending, number, message, output)
            }
        }
    }

    fn on_reply(
        &mut self,
        pending: Pending,
        number: u32,
        message: Message,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let unexpected = Refusal::Unexpected {
            got: message.name(),
            expected: pending.expected(),
        };
        match (pending, message) {
            (Pending::Shuffle { stack, stage }, message) => self
                .on_shuffle(stack, stage, number, message, output)
                .map_err(|refusal| match refusal {
                    Refusal::Unexpected { .. } => unexpected,
                    other => other,
                }),
            (
                Pending::Keys { positions, open },
                Message::Keys {
                    positions: got,
                    keys,
                },
            ) => {
                if got != positions {
                    return Err(Refusal::Malformed(
                        "keys for other positions than the step's",
                    ));
                }
                if keys.len() != positions.len() {
                    return Err(Refusal::WrongLength {
                        what: "keys",
                        got: keys.len(),
                        expected: positions.len(),
                    });
                }
                for (pos, key) in positions.iter().zip(&keys) {
                    let card = self.unlock(*pos, self.me.other(), key)?;
                    let fate = if open {
                        Fate::Opened
                    } else {
                        Fate::Dealt(self.me)
                    };
                    self.stacks[pos.stack as usize].fates[pos.index as usize] = fate;
                    output.events.push(if open {
                        Event::Opened { pos: *pos, card }
                    } else {
                        Event::Received { pos: *pos, card }
                    });
                }
                self.pending = None;
                Ok(())
            }
            (Pending::CoinCommit { coin }, Message::CoinCommit { coin: got, digest })
                if got == coin =>
            {
                let nonce = self.secrets.nonce(b"coin", coin);
                output
                    .frames
                    .push(self.send(&Message::CoinNonce { coin, nonce }));
                self.pending = Some(Pending::CoinReveal {
                    coin,
                    digest,
                    nonce,
                });
                Ok(())
            }
            (Pending::CoinNonce { coin }, Message::CoinNonce { coin: got, nonce })
                if got == coin =>
            {
                let own = self.secrets.nonce(b"coin", coin);
                let mut revealed = own;
                if self.deviation == Some(Deviation::WrongNonce) {
                    revealed[0] ^= 1;
                }
                output.frames.push(self.send(&Message::CoinReveal {
                    coin,
                    nonce: revealed,
                }));
                self.settle_coin(coin, &own, &nonce, nonce, number, output);
                Ok(())
            }
            (
                Pending::CoinReveal {
                    coin,
                    digest,
                    nonce,
                },
                Message::CoinReveal {
                    coin: got,
                    nonce: theirs,
                },
            ) if got == coin => {
                if coin_digest(&theirs) != digest {
                    return Err(Refusal::CoinMismatch { coin });
                }
                self.settle_coin(coin, &theirs, &nonce, theirs, number, output);
                Ok(())
            }
            (Pending::Finish, Message::Finish { seed }) => {
                let deal = audit::audit(self, seed).map_err(Refusal::Audit)?;
                self.audited = true;
                self.pending = None;
                output.events.push(Event::Audited(Box::new(deal)));
                Ok(())
            }
            _ => Err(unexpected),
        }
    }

    fn settle_coin(
        &mut self,
        coin: u16,
        first_nonce: &[u8; 32],
        second_nonce: &[u8; 32],
        peer_nonce: [u8; 32],
        peer_number: u32,
        output: &mut Output,
    ) {
        let first = coin_result(first_nonce, second_nonce);
        self.coins.push(CoinRecord {
            peer_nonce,
            peer_number,
        });
        self.steps.push(DealStep::Coin { coin, first });
        output.events.push(Event::Coin { coin, first });
        self.pending = None;
    }

    /// Checks the other side's key for `pos` against its commitment, unmasks the position with
    /// both keys, and checks the card is a card of the deck seen nowhere else.
    fn unlock(&mut self, pos: Pos, key_owner: Seat, key: &Scalar) -> Result<u16, Refusal> {
        let record = &self.stacks[pos.stack as usize];
        let index = pos.index as usize;
        let commitment =
            record
                .commitment(key_owner, index)
                .ok_or(Refusal::PositionUnavailable {
                    pos,
                    why: "no such position",
                })?;
        if crypto::base_mul(key) != *commitment {
            return Err(Refusal::WrongKey {
                seat: key_owner,
                pos,
            });
        }
        let own = self.secrets.position_key(pos.stack, pos.index);
        let point = crypto::unmask(&record.points()[index], key, &own);
        let card = self.deck.card_of(&point).ok_or(Refusal::NoCard { pos })?;
        if self.returned_at[card as usize].is_some_and(|stack| stack > pos.stack) {
            return Err(Refusal::PositionUnavailable {
                pos,
                why: "its card went back into a later shuffle",
            });
        }
        if let Some(first) = self.whereabouts[card as usize] {
            if first != pos {
                return Err(Refusal::DuplicateCard {
                    card,
                    first,
                    second: pos,
                });
            }
        }
        self.whereabouts[card as usize] = Some(pos);
        self.stacks[pos.stack as usize].cards[index] = Some(card);
        Ok(card)
    }

    fn on_show(
        &mut self,
        positions: Vec<Pos>,
        cards: Vec<u16>,
        keys: Vec<Scalar>,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let peer = self.me.other();
        if positions.is_empty() || cards.len() != positions.len() || keys.len() != positions.len() {
            return Err(Refusal::WrongLength {
                what: "show",
                got: cards.len().max(keys.len()),
                expected: positions.len(),
            });
        }
        for (i, pos) in positions.iter().enumerate() {
            if self.fate(*pos) != Some(Fate::Dealt(peer)) || positions[..i].contains(pos) {
                return Err(Refusal::NotDealt {
                    seat: peer,
                    pos: *pos,
                });
            }
        }
        self.steps.push(DealStep::Shown {
            by: peer,
            positions: positions.clone(),
        });
        for ((pos, claimed), key) in positions.iter().zip(&cards).zip(&keys) {
            let actual = self.unlock(*pos, peer, key)?;
            if actual != *claimed {
                return Err(Refusal::ShownWrongCard {
                    seat: peer,
                    pos: *pos,
                    claimed: *claimed,
                    actual,
                });
            }
            self.stacks[pos.stack as usize].fates[pos.index as usize] = Fate::Shown(peer);
            output.events.push(Event::Shown {
                by: peer,
                pos: *pos,
                card: actual,
            });
        }
        Ok(())
    }

    // ---- Shuffles ---------------------------------------------------------------------------

    fn send_first_mask(&mut self, stack: u16, output: &mut Output) {
        let record = &self.stacks[stack as usize];
        let current: Vec<RistrettoPoint> = match &record.prepass {
            Some(pass) => pass.points.clone(),
            None => record.inputs.iter().map(|input| input.point).collect(),
        };
        let (mut points, global) =
            crypto::first_mask(&self.secrets, stack, &record.inputs, &current);
        self.apply_shuffle_deviation(stack, &record.inputs.clone(), &current, &mut points);
        let message = Message::Mask {
            stack,
            points: points.clone(),
            global,
        };
        let number = self.out_seq;
        output.frames.push(self.send(&message));
        self.stacks[stack as usize].masks[0] = Some(Pass {
            number,
            points,
            global: Some(global),
            commitments: Vec::new(),
            proofs: Vec::new(),
        });
    }

    fn apply_shuffle_deviation(
        &self,
        stack: u16,
        inputs: &[Input],
        current: &[RistrettoPoint],
        points: &mut [RistrettoPoint],
    ) {
        match self.deviation {
            Some(Deviation::SkipShuffle) => {
                // Masked as the seed says, but left in input order.
                let unshuffled: Vec<RistrettoPoint> = if self.me == Seat::One {
                    let identity: Vec<usize> = (0..inputs.len()).collect();
                    let (masked, _) = crypto::first_mask(&self.secrets, stack, inputs, current);
                    let order = self.secrets.permutation(stack, inputs.len());
                    identity
                        .iter()
                        .map(|&i| masked[order.iter().position(|&o| o == i).unwrap_or(i)])
                        .collect()
                } else {
                    let key = self.secrets.global_key(stack, 1);
                    current.iter().map(|point| key * point).collect()
                };
                points.copy_from_slice(&unshuffled);
            }
            Some(Deviation::Reorder) if points.len() > 1 => points.swap(0, points.len() - 1),
            Some(Deviation::DuplicateCard) if points.len() > 1 => points[1] = points[0],
            _ => {}
        }
    }

    /// One message of a joint shuffle of `stack`, expected at `stage`; each stage has its step.
    fn on_shuffle(
        &mut self,
        stack: u16,
        stage: Stage,
        number: u32,
        message: Message,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        match (stage, message) {
            (
                Stage::Prepass,
                Message::Prepass {
                    stack: got,
                    points,
                    global,
                    proofs,
                },
            ) if got == stack => self.on_prepass(stack, number, points, global, proofs, output),
            (
                Stage::FirstMask,
                Message::Mask {
                    stack: got,
                    points,
                    global,
                },
            ) if got == stack => self.on_first_mask(stack, number, points, global, output),
            (
                Stage::SecondMask,
                Message::Mask {
                    stack: got,
                    points,
                    global,
                },
            ) if got == stack => self.on_second_mask(stack, number, points, global, output),
            (
                Stage::FirstLock,
                Message::Lock {
                    stack: got,
                    points,
                    commitments,
                    proofs,
                },
            ) if got == stack => {
                self.on_first_lock(stack, number, points, commitments, proofs, output)
            }
            (
                Stage::SecondLock,
                Message::Lock {
                    stack: got,
                    points,
                    commitments,
                    proofs,
                },
            ) if got == stack => {
                self.on_second_lock(stack, number, points, commitments, proofs, output)
            }
            (_, message) => Err(Refusal::Unexpected {
                got: message.name(),
                expected: "",
            }),
        }
    }

    /// The other seat's pre-pass of `stack` (cards carried over from earlier stacks), checked
    /// against their commitments; this seat's first mask sent on.
    fn on_prepass(
        &mut self,
        stack: u16,
        number: u32,
        points: Vec<RistrettoPoint>,
        global: RistrettoPoint,
        proofs: Vec<Proof>,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let len = self.stacks[stack as usize].len();
        expect_len("pre-pass points", points.len(), len)?;
        expect_len("pre-pass proofs", proofs.len(), len)?;
        let record = &self.stacks[stack as usize];
        let commitments: Vec<Option<RistrettoPoint>> = record
            .inputs
            .iter()
            .map(|input| {
                input.from.and_then(|(from_stack, from_index)| {
                    self.stacks[from_stack as usize]
                        .commitment(Seat::Two, from_index as usize)
                        .copied()
                })
            })
            .collect();
        crypto::check_prepass(
            stack,
            &record.inputs,
            &commitments,
            &global,
            &points,
            &proofs,
        )
        .map_err(|index| Refusal::BadProof {
            seat: Seat::Two,
            stack,
            index: index as u16,
        })?;
        self.stacks[stack as usize].prepass = Some(Pass {
            number,
            points,
            global: Some(global),
            commitments: Vec::new(),
            proofs,
        });
        self.send_first_mask(stack, output);
        self.pending = Some(Pending::Shuffle {
            stack,
            stage: Stage::SecondMask,
        });
        Ok(())
    }

    /// The other seat's shuffle pass: masked again and reordered by this seat, then sent on.
    fn on_first_mask(
        &mut self,
        stack: u16,
        number: u32,
        points: Vec<RistrettoPoint>,
        global: RistrettoPoint,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let len = self.stacks[stack as usize].len();
        expect_len("shuffle pass", points.len(), len)?;
        expect_distinct(stack, &points)?;
        let had_prepass = self.stacks[stack as usize].prepass.is_some();
        let (mut mine, own_global) =
            crypto::second_mask(&self.secrets, stack, &points, had_prepass);
        let inputs = self.stacks[stack as usize].inputs.clone();
        self.apply_shuffle_deviation(stack, &inputs, &points, &mut mine);
        self.stacks[stack as usize].masks[0] = Some(Pass {
            number,
            points,
            global: Some(global),
            commitments: Vec::new(),
            proofs: Vec::new(),
        });
        let message = Message::Mask {
            stack,
            points: mine.clone(),
            global: own_global,
        };
        let own_number = self.out_seq;
        output.frames.push(self.send(&message));
        self.stacks[stack as usize].masks[1] = Some(Pass {
            number: own_number,
            points: mine,
            global: Some(own_global),
            commitments: Vec::new(),
            proofs: Vec::new(),
        });
        self.pending = Some(Pending::Shuffle {
            stack,
            stage: Stage::FirstLock,
        });
        Ok(())
    }

    /// The pass that comes back to the first seat: its locks, committed and proven, sent on.
    fn on_second_mask(
        &mut self,
        stack: u16,
        number: u32,
        points: Vec<RistrettoPoint>,
        global: RistrettoPoint,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        let len = self.stacks[stack as usize].len();
        expect_len("shuffle pass", points.len(), len)?;
        expect_distinct(stack, &points)?;
        let own_global = self.secrets.global_key(stack, 1);
        let own_public = self.stacks[stack as usize].masks[0]
            .as_ref()
            .and_then(|pass| pass.global)
            .unwrap_or_default();
        self.send_locks(Seat::One, stack, &own_global, &own_public, &points, output);
        self.stacks[stack as usize].masks[1] = Some(Pass {
            number,
            points,
            global: Some(global),
            commitments: Vec::new(),
            proofs: Vec::new(),
        });
        self.pending = Some(Pending::Shuffle {
            stack,
            stage: Stage::SecondLock,
        });
        Ok(())
    }

    /// This seat (`seat`) locks `points` of `stack`, one committed and proven key per position,
    /// sends its locks and keeps them as its pass.
    fn send_locks(
        &mut self,
        seat: Seat,
        stack: u16,
        own_global: &Scalar,
        own_public: &RistrettoPoint,
        points: &[RistrettoPoint],
        output: &mut Output,
    ) {
        let (locked, commitments, proofs) =
            crypto::lock(&self.secrets, seat, stack, own_global, own_public, points);
        let (locked, proofs) = self.lock_deviation(locked, proofs);
        let message = Message::Lock {
            stack,
            points: locked.clone(),
            commitments: commitments.clone(),
            proofs: proofs.clone(),
        };
        let own_number = self.out_seq;
        output.frames.push(self.send(&message));
        self.stacks[stack as usize].locks[seat.index()] = Some(Pass {
            number: own_number,
            points: locked,
            global: None,
            commitments,
            proofs,
        });
    }

    /// `seat`'s locks of `stack` as received: one per position, each proven against the pass it
    /// locked (seat one locks the second mask, seat two seat one's locks).
    fn check_locks(
        &self,
        seat: Seat,
        stack: u16,
        points: &[RistrettoPoint],
        commitments: &[RistrettoPoint],
        proofs: &[Proof],
    ) -> Result<(), Refusal> {
        let record = &self.stacks[stack as usize];
        let len = record.len();
        expect_len("locked points", points.len(), len)?;
        expect_len("lock commitments", commitments.len(), len)?;
        expect_len("lock proofs", proofs.len(), len)?;
        let public = record.masks[seat.index()]
            .as_ref()
            .and_then(|pass| pass.global)
            .unwrap_or_default();
        let locked = match seat {
            Seat::One => &record.masks[1],
            Seat::Two => &record.locks[0],
        };
        let previous = locked.as_ref().map_or(&[][..], |pass| &pass.points[..]);
        crypto::check_lock(seat, stack, &public, previous, points, commitments, proofs).map_err(
            |index| Refusal::BadProof {
                seat,
                stack,
                index: index as u16,
            },
        )
    }

    /// The first seat's locks, checked; this seat's own locks sent on: the shuffle is done.
    fn on_first_lock(
        &mut self,
        stack: u16,
        number: u32,
        points: Vec<RistrettoPoint>,
        commitments: Vec<RistrettoPoint>,
        proofs: Vec<Proof>,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        self.check_locks(Seat::One, stack, &points, &commitments, &proofs)?;
        let record = &self.stacks[stack as usize];
        let had_prepass = record.prepass.is_some();
        let own_global = crypto::second_global(&self.secrets, stack, had_prepass);
        let own_public = record.masks[1]
            .as_ref()
            .and_then(|pass| pass.global)
            .unwrap_or_default();
        self.send_locks(Seat::Two, stack, &own_global, &own_public, &points, output);
        let pass = Pass {
            number,
            points,
            global: None,
            commitments,
            proofs,
        };
        self.shuffle_done(Seat::One, stack, pass, output);
        Ok(())
    }

    /// The second seat's locks, checked: the shuffle is done.
    fn on_second_lock(
        &mut self,
        stack: u16,
        number: u32,
        points: Vec<RistrettoPoint>,
        commitments: Vec<RistrettoPoint>,
        proofs: Vec<Proof>,
        output: &mut Output,
    ) -> Result<(), Refusal> {
        self.check_locks(Seat::Two, stack, &points, &commitments, &proofs)?;
        let pass = Pass {
            number,
            points,
            global: None,
            commitments,
            proofs,
        };
        self.shuffle_done(Seat::Two, stack, pass, output);
        Ok(())
    }

    /// `seat`'s checked locks kept for the audit: the shuffle of `stack` is done.
    fn shuffle_done(&mut self, seat: Seat, stack: u16, locks: Pass, output: &mut Output) {
        let record = &mut self.stacks[stack as usize];
        record.locks[seat.index()] = Some(locks);
        let len = record.len() as u16;
        self.pending = None;
        output.events.push(Event::Shuffled { stack, len });
    }

    /// A cheater's lock: position 0 locked with another key than the committed one, the proof
    /// left as computed.
    fn lock_deviation(
        &self,
        mut points: Vec<RistrettoPoint>,
        proofs: Vec<Proof>,
    ) -> (Vec<RistrettoPoint>, Vec<Proof>) {
        if self.deviation == Some(Deviation::BadLock) {
            points[0] = points[0] + points[0];
        }
        (points, proofs)
    }
}

/// Marks dead every position this side knows to hold `card`, which goes back into a shuffle.
pub(crate) fn retire(stacks: &mut [Stack], card: u16) {
    for stack in stacks {
        for (fate, held) in stack.fates.iter_mut().zip(&stack.cards) {
            let live = matches!(fate, Fate::Dealt(_) | Fate::Shown(_) | Fate::Opened);
            if live && *held == Some(card) {
                *fate = Fate::Returned;
            }
        }
    }
}

fn expect_len(what: &'static str, got: usize, expected: usize) -> Result<(), Refusal> {
    if got == expected {
        Ok(())
    } else {
        Err(Refusal::WrongLength {
            what,
            got,
            expected,
        })
    }
}

fn expect_distinct(stack: u16, points: &[RistrettoPoint]) -> Result<(), Refusal> {
    let mut seen: Vec<[u8; 32]> = points.iter().map(crypto::compress).collect();
    seen.sort_unstable();
    if seen.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(Refusal::DuplicatePoint { stack });
    }
    Ok(())
}

fn coin_digest(nonce: &[u8; 32]) -> [u8; 32] {
    crypto::sha256(&[b"coin-commitment", nonce])
}

fn coin_result(first_nonce: &[u8; 32], second_nonce: &[u8; 32]) -> Seat {
    if crypto::sha256(&[b"coin", first_nonce, second_nonce])[0] & 1 == 0 {
        Seat::One
    } else {
        Seat::Two
    }
}

pub(crate) fn secret_digest(nonce: &[u8; 32], value: &[u8]) -> [u8; 32] {
    crypto::sha256(&[b"secret", nonce, value])
}
