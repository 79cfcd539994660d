//! The fair deal between two honest parties: random games of each deck size, checking at every
//! step that each side can unmask exactly the cards dealt to it or revealed, and that the
//! audit passes and reconstructs the deal both sides saw.
use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

use rand::Rng as _;
use touche::core::{Rng as SmallRng, Seat};
use touche::deal::{Deal, DealStep, Deck, Event, Output, Party, Pos, Refusal, Source};

/// Two parties joined by an in-memory channel.
struct Table {
    parties: [Party; 2],
    /// Frames in flight to each seat.
    inboxes: [VecDeque<Vec<u8>>; 2],
    events: [Vec<Event>; 2],
    /// What each seat may know: the positions dealt to it, opened, or shown by either.
    allowed: [BTreeMap<Pos, ()>; 2],
    bytes: usize,
    /// Mutations of each frame tried (and refused) before the frame itself is delivered.
    fuzz: usize,
    fuzz_rng: SmallRng,
    refused_mutations: usize,
}

fn seat(index: usize) -> Seat {
    Seat::BOTH[index]
}

impl Table {
    fn new(label: &str, size: usize, rng: &mut SmallRng) -> Table {
        let deck = Arc::new(Deck::new(label, size).unwrap());
        let (one, hello_one) = Party::with_seed(Seat::One, deck.clone(), rng.random());
        let (two, hello_two) = Party::with_seed(Seat::Two, deck, rng.random());
        let mut table = Table {
            parties: [one, two],
            inboxes: [VecDeque::new(), VecDeque::new()],
            events: [Vec::new(), Vec::new()],
            allowed: [BTreeMap::new(), BTreeMap::new()],
            bytes: 0,
            fuzz: 0,
            fuzz_rng: SmallRng::seeded(rng.random()),
            refused_mutations: 0,
        };
        table.post(0, hello_one);
        table.post(1, hello_two);
        table.flush().unwrap();
        assert!(table
            .events
            .iter()
            .all(|events| events.contains(&Event::Ready)));
        table
    }

    fn post(&mut self, from: usize, output: Output) {
        for frame in output.frames {
            self.bytes += frame.len();
            self.inboxes[1 - from].push_back(frame);
        }
        self.events[from].extend(output.events);
    }

    /// Delivers every frame in flight, alternating sides, until both channels are empty.
    fn flush(&mut self) -> Result<(), (Seat, Refusal)> {
        while self.inboxes.iter().any(|inbox| !inbox.is_empty()) {
            for to in 0..2 {
                if let Some(frame) = self.inboxes[to].pop_front() {
                    for _ in 0..self.fuzz {
                        let bad = mutate(&frame, &mut self.fuzz_rng);
                        let refusal = self.parties[to].receive(&bad);
                        assert!(refusal.is_err(), "a mutated frame was accepted");
                        self.refused_mutations += 1;
                    }
                    let output = self.parties[to]
                        .receive(&frame)
                        .map_err(|refusal| (seat(to), refusal))?;
                    self.post(to, output);
                }
            }
        }
        Ok(())
    }

    /// Both sides take the same step.
    fn both(
        &mut self,
        step: impl Fn(&mut Party) -> Result<Output, Refusal>,
    ) -> Result<(), (Seat, Refusal)> {
        for index in 0..2 {
            let output =
                step(&mut self.parties[index]).map_err(|refusal| (seat(index), refusal))?;
            self.post(index, output);
        }
        self.flush()
    }

    fn shuffle(&mut self, sources: &[Source]) -> u16 {
        let stack = self.parties[0].stack_count();
        self.both(|party| party.shuffle(sources)).unwrap();
        assert!(self.parties.iter().all(Party::is_idle));
        stack
    }

    fn deal(&mut self, to: Seat, positions: &[Pos]) {
        self.both(|party| party.deal(to, positions)).unwrap();
        for pos in positions {
            self.allowed[to.index()].insert(*pos, ());
        }
        self.check_knowledge();
    }

    fn open(&mut self, positions: &[Pos]) -> Vec<u16> {
        self.both(|party| party.open(positions)).unwrap();
        for pos in positions {
            self.allowed[0].insert(*pos, ());
            self.allowed[1].insert(*pos, ());
        }
        self.check_knowledge();
        positions
            .iter()
            .map(|pos| self.parties[0].card_at(*pos).unwrap())
            .collect()
    }

    fn show(&mut self, by: Seat, cards: &[u16]) {
        let output = self.parties[by.index()].show(cards).unwrap();
        self.post(by.index(), output);
        self.flush().unwrap();
        let shown: Vec<Pos> = self.events[1 - by.index()]
            .iter()
            .rev()
            .take(cards.len())
            .filter_map(|event| match event {
                Event::Shown { by: who, pos, .. } if *who == by => Some(*pos),
                _ => None,
            })
            .collect();
        assert_eq!(shown.len(), cards.len());
        for pos in shown {
            self.allowed[1 - by.index()].insert(pos, ());
        }
        self.check_knowledge();
    }

    fn coin(&mut self) -> Seat {
        self.both(Party::coin).unwrap();
        let firsts: Vec<Seat> = (0..2)
            .map(|index| {
                self.events[index]
                    .iter()
                    .rev()
                    .find_map(|event| match event {
                        Event::Coin { first, .. } => Some(*first),
                        _ => None,
                    })
                    .unwrap()
            })
            .collect();
        assert_eq!(firsts[0], firsts[1], "both sides see the same coin");
        firsts[0]
    }

    /// Each side can unmask exactly the positions dealt to it or revealed, no more, no less.
    fn check_knowledge(&self) {
        for index in 0..2 {
            let known: Vec<Pos> = self.parties[index]
                .known()
                .into_iter()
                .map(|(pos, _)| pos)
                .collect();
            let allowed: Vec<Pos> = self.allowed[index].keys().copied().collect();
            assert_eq!(
                known,
                allowed,
                "seat {} knows other cards than it was dealt or shown",
                index + 1
            );
        }
    }

    fn hand(&self, by: Seat) -> Vec<u16> {
        self.parties[by.index()]
            .hand()
            .into_iter()
            .map(|(_, card)| card)
            .collect()
    }

    /// Both reveal their seeds; both audits pass and agree with everything seen during play.
    fn finish(&mut self) -> Deal {
        self.both(Party::finish).unwrap();
        let deals: Vec<Deal> = (0..2)
            .map(|index| {
                self.events[index]
                    .iter()
                    .find_map(|event| match event {
                        Event::Audited(deal) => Some((**deal).clone()),
                        _ => None,
                    })
                    .expect("the audit passes for honest parties")
            })
            .collect();
        assert_eq!(deals[0], deals[1], "both audits reconstruct the same deal");
        let deal = deals.into_iter().next().unwrap();
        for party in &self.parties {
            for (pos, card) in party.known() {
                assert_eq!(
                    deal.card(pos),
                    Some(card),
                    "what a side saw is what was dealt"
                );
            }
        }
        for (index, events) in self.events.iter().enumerate() {
            let received: Vec<(Pos, u16)> = events
                .iter()
                .filter_map(|event| match event {
                    Event::Received { pos, card } => Some((*pos, *card)),
                    _ => None,
                })
                .collect();
            let dealt: Vec<(Pos, u16)> = deal
                .received(seat(index))
                .into_iter()
                .map(|(_, pos, card)| (pos, card))
                .collect();
            assert_eq!(
                received, dealt,
                "the deal's receipts are what the seat received"
            );
        }
        for stack in &deal.stacks {
            let mut cards = stack.cards.clone();
            cards.sort_unstable();
            cards.dedup();
            assert_eq!(cards.len(), stack.cards.len(), "no card twice in a stack");
        }
        deal
    }

    fn take(&self, stack: u16, count: usize) -> Vec<Pos> {
        self.parties[0]
            .pile(stack)
            .into_iter()
            .take(count)
            .collect()
    }
}

/// A bit flip, a cut, an extension, or random bytes instead of `frame`.
fn mutate(frame: &[u8], rng: &mut SmallRng) -> Vec<u8> {
    let mut bad = frame.to_vec();
    match rng.random_range(0..4) {
        0 => {
            let bit = rng.random_range(0..bad.len() * 8);
            bad[bit / 8] ^= 1 << (bit % 8);
        }
        1 => bad.truncate(rng.random_range(0..bad.len())),
        2 => bad.extend((0..rng.random_range(1..40)).map(|_| rng.random::<u8>())),
        _ => {
            bad = (0..rng.random_range(0..600))
                .map(|_| rng.random())
                .collect()
        }
    }
    bad
}

/// En Garde: each round a fresh shuffle of 25 and 5 cards each; players play 1–2 cards face up
/// and draw back to 5 until the pile is out.
fn en_garde(rng: &mut SmallRng, fuzz: usize) -> Table {
    let mut table = Table::new("en-garde", 25, rng);
    table.fuzz = fuzz;
    let mut turn = table.coin();
    let mut draws = 0;
    for _round in 0..2 {
        let stack = table.shuffle(&(0..25).map(Source::Card).collect::<Vec<_>>());
        for to in Seat::BOTH {
            let hand = table.take(stack, 5);
            table.deal(to, &hand);
        }
        while !table.parties[0].pile(stack).is_empty() {
            let hand = table.hand(turn);
            let count = rng.random_range(1..=2.min(hand.len()));
            table.show(turn, &hand[..count]);
            let refill = table.take(stack, count);
            table.deal(turn, &refill);
            draws += refill.len();
            turn = turn.other();
        }
    }
    let deal = table.finish();
    assert_eq!(
        deal.received(Seat::One).len() + deal.received(Seat::Two).len(),
        20 + draws
    );
    table
}

/// Fifes and Drums: favoured units dealt from the 8 Pawns and Courts, the 36 basic cards
/// shuffled, 5 of their bottom cards shuffled with the Excuse into the bottom packet, a
/// display of 5 face up, one card turned per turn until the Excuse, favoured units shown last.
fn fifes(rng: &mut SmallRng, fuzz: usize) -> Table {
    const EXCUSE: u16 = 0;
    let mut table = Table::new("fifes-and-drums", 45, rng);
    table.fuzz = fuzz;
    table.coin();
    let units = table.shuffle(&(37..45).map(Source::Card).collect::<Vec<_>>());
    for to in Seat::BOTH {
        let unit = table.take(units, 1);
        table.deal(to, &unit);
        // Its favoured unit, also committed to as a secret (the commitment a chosen secret uses).
        let favoured = table.hand(to)[0];
        let output = table.parties[to.index()]
            .commit_secret(&favoured.to_le_bytes())
            .unwrap();
        table.post(to.index(), output);
        table.flush().unwrap();
    }
    let basic = table.shuffle(&(1..37).map(Source::Card).collect::<Vec<_>>());
    let bottom: Vec<Source> = table.parties[0].pile(basic)[31..]
        .iter()
        .map(|pos| Source::Position(*pos))
        .collect();
    let packet = table.shuffle(&[bottom, vec![Source::Card(EXCUSE)]].concat());
    let display = table.take(basic, 5);
    let mut seen = table.open(&display);
    let mut pile: Vec<Pos> = table.parties[0].pile(basic);
    pile.extend(table.parties[0].pile(packet));
    assert_eq!(pile.len(), 32);
    for pos in pile {
        let card = table.open(&[pos])[0];
        seen.push(card);
        if card == EXCUSE {
            break;
        }
    }
    assert!(seen.contains(&EXCUSE), "the Excuse is in the bottom six");
    for by in Seat::BOTH {
        let output = table.parties[by.index()].disclose_secret(0).unwrap();
        table.post(by.index(), output);
        table.flush().unwrap();
        let favoured = table.hand(by);
        table.show(by, &favoured);
        let disclosed = Event::Disclosed {
            by,
            secret: 0,
            value: favoured[0].to_le_bytes().to_vec(),
        };
        assert!(table.events[1 - by.index()].contains(&disclosed));
    }
    let deal = table.finish();
    let packet_cards = &deal.stacks[packet as usize].cards;
    assert!(packet_cards.contains(&EXCUSE) && packet_cards.len() == 6);
    table
}

/// Skirm'an: 7 each from a shuffled deck, 1–2 cards played face up and drawn back to 7, the
/// discards reshuffled into a new talon (SK21) whenever it runs out.
fn skirman(rng: &mut SmallRng, size: u16, turns: usize, fuzz: usize) -> Table {
    let mut table = Table::new("skirman", size as usize, rng);
    table.fuzz = fuzz;
    let mut turn = table.coin();
    let mut talon = table.shuffle(&(0..size).map(Source::Card).collect::<Vec<_>>());
    for to in Seat::BOTH {
        let hand = table.take(talon, 7);
        table.deal(to, &hand);
    }
    let mut discards: Vec<u16> = Vec::new();
    let mut reshuffles = 0;
    for _ in 0..turns {
        let hand = table.hand(turn);
        let count = rng.random_range(1..=2);
        table.show(turn, &hand[..count]);
        discards.extend_from_slice(&hand[..count]);
        let mut wanted = count;
        while wanted > 0 {
            if table.parties[0].pile(talon).is_empty() {
                let sources: Vec<Source> = discards.drain(..).map(Source::Card).collect();
                talon = table.shuffle(&sources);
                reshuffles += 1;
            }
            let draw = table.take(talon, wanted);
            wanted -= draw.len();
            table.deal(turn, &draw);
        }
        turn = turn.other();
    }
    assert!(reshuffles > 0 || turns < 40);
    table.finish();
    table
}

/// Random games per deck; the counts are quoted in docs/fair-deal.md.
const EN_GARDE_RUNS: u64 = 20;
const FIFES_RUNS: u64 = 20;
const SKIRMAN_RUNS_PER_DECK: u64 = 3;

#[test]
fn honest_en_garde_games_audit_clean() {
    for run in 0..EN_GARDE_RUNS {
        en_garde(&mut SmallRng::seeded(100 + run), 0);
    }
}

#[test]
fn honest_fifes_and_drums_games_audit_clean() {
    for run in 0..FIFES_RUNS {
        fifes(&mut SmallRng::seeded(200 + run), 0);
    }
}

#[test]
fn honest_skirman_games_audit_clean() {
    for (size, turns) in [(61, 60), (90, 30), (104, 80)] {
        for run in 0..SKIRMAN_RUNS_PER_DECK {
            skirman(&mut SmallRng::seeded(300 + run), size, turns, 0);
        }
    }
}

/// Cards a seat was dealt and put back face down unseen (Skirm'an's hidden discards, SK29) go
/// into a new shuffle with the known discards (SK21): their holder loses track of them, the
/// other side never learns them, and the audit finds each where it went.
#[test]
fn hidden_discards_go_back_into_a_new_talon() {
    for holder in Seat::BOTH {
        let mut table = Table::new("skirman", 61, &mut SmallRng::seeded(26));
        let talon = table.shuffle(&(0..61).map(Source::Card).collect::<Vec<_>>());
        for to in Seat::BOTH {
            let hand = table.take(talon, 7);
            table.deal(to, &hand);
        }
        let hidden: Vec<Pos> = table.parties[holder.index()].hand()[..2]
            .iter()
            .map(|(pos, _)| *pos)
            .collect();
        let hidden_cards: Vec<u16> = hidden
            .iter()
            .map(|pos| table.parties[holder.index()].card_at(*pos).unwrap())
            .collect();
        let shown = table.hand(holder.other())[0];
        table.show(holder.other(), &[shown]);
        let sources: Vec<Source> = hidden
            .iter()
            .map(|pos| Source::Position(*pos))
            .chain([Source::Card(shown)])
            .collect();
        let new_talon = table.shuffle(&sources);
        assert_eq!(
            table.hand(holder).len(),
            5,
            "the two put back left the hand"
        );
        let all = table.take(new_talon, 3);
        table.deal(holder.other(), &all);
        let mut received = table.hand(holder.other());
        received.sort_unstable();
        let mut expected = [hidden_cards.clone(), vec![shown]].concat();
        expected.sort_unstable();
        assert!(expected.iter().all(|card| received.contains(card)));
        // The holder cannot unmask the new talon, though it knew the cards that went in.
        for pos in &all {
            assert_eq!(table.parties[holder.index()].card_at(*pos), None);
        }
        let deal = table.finish();
        let mut new_cards = deal.stacks[new_talon as usize].cards.clone();
        new_cards.sort_unstable();
        assert_eq!(new_cards, expected);
        // A card taken twice, or a position shown before, is refused.
        let mut again = Table::new("skirman", 61, &mut SmallRng::seeded(27));
        let talon = again.shuffle(&(0..61).map(Source::Card).collect::<Vec<_>>());
        let hand = again.take(talon, 7);
        again.deal(holder, &hand);
        let card = again.hand(holder)[0];
        again.show(holder, &[card]);
        let shown_pos = hand
            .iter()
            .copied()
            .find(|pos| again.parties[holder.index()].card_at(*pos) == Some(card))
            .unwrap();
        let refused = again.parties[0].shuffle(&[Source::Position(shown_pos)]);
        assert!(
            matches!(refused, Err(Refusal::PositionUnavailable { .. })),
            "{refused:?}"
        );
        let twice = [Source::Position(hand[1]), Source::Position(hand[1])];
        assert!(matches!(
            again.parties[0].shuffle(&twice),
            Err(Refusal::PositionUnavailable { .. })
        ));
    }
}

/// Whole games with every frame of every kind mutated 8 times on the way: each mutation is
/// refused (without panic) and the game goes on with the real frame.
#[test]
fn every_mutated_frame_of_whole_games_is_refused() {
    let mut refused = 0;
    refused += en_garde(&mut SmallRng::seeded(400), 8).refused_mutations;
    refused += fifes(&mut SmallRng::seeded(401), 8).refused_mutations;
    refused += skirman(&mut SmallRng::seeded(402), 61, 50, 8).refused_mutations;
    assert!(refused > 1000, "{refused}");
}

#[test]
fn secrets_commit_then_disclose() {
    let mut rng = SmallRng::seeded(4);
    let mut table = Table::new("secrets", 8, &mut rng);
    let value: Vec<u8> = (0..rng.random_range(0..=64))
        .map(|_| rng.random())
        .collect();
    let output = table.parties[1].commit_secret(&value).unwrap();
    table.post(1, output);
    table.flush().unwrap();
    assert!(table.events[0].contains(&Event::Committed {
        by: Seat::Two,
        secret: 0
    }));
    let output = table.parties[1].disclose_secret(0).unwrap();
    table.post(1, output);
    table.flush().unwrap();
    assert!(table.events[0].contains(&Event::Disclosed {
        by: Seat::Two,
        secret: 0,
        value: value.clone()
    }));
    let deal = table.finish();
    assert!(deal.steps.contains(&DealStep::Disclosed {
        by: Seat::Two,
        secret: 0,
        value
    }));
}

// ---- Cheaters ----------------------------------------------------------------------------------

use touche::deal::{AuditRule, Deviation, MAX_FRAME};

fn full_deck(size: u16) -> Vec<Source> {
    (0..size).map(Source::Card).collect()
}

fn cheat(table: &mut Table, cheater: Seat, deviation: Deviation) {
    table.parties[cheater.index()].deviate(Some(deviation));
}

/// Runs `step` on both sides and returns the refusal the honest side raised.
fn refused_by(
    table: &mut Table,
    step: impl Fn(&mut Party) -> Result<Output, Refusal>,
) -> (Seat, Refusal) {
    table.both(step).expect_err("the cheat is refused")
}

#[test]
fn a_wrong_unmasking_key_is_refused_at_once() {
    for cheater in Seat::BOTH {
        let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(10));
        let stack = table.shuffle(&full_deck(25));
        cheat(&mut table, cheater, Deviation::WrongKey);
        let hand = table.take(stack, 5);
        let (who, refusal) = refused_by(&mut table, |party| party.deal(cheater.other(), &hand));
        assert_eq!(who, cheater.other());
        assert_eq!(
            refusal,
            Refusal::WrongKey {
                seat: cheater,
                pos: hand[0]
            }
        );
        // Opening face up: the same check.
        let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(11));
        let stack = table.shuffle(&full_deck(25));
        cheat(&mut table, cheater, Deviation::WrongKey);
        let display = table.take(stack, 2);
        let (who, refusal) = refused_by(&mut table, |party| party.open(&display));
        assert_eq!(
            (who, refusal),
            (
                cheater.other(),
                Refusal::WrongKey {
                    seat: cheater,
                    pos: display[0]
                }
            )
        );
    }
}

#[test]
fn a_lock_with_another_key_than_committed_is_refused_at_once() {
    for cheater in Seat::BOTH {
        let mut table = Table::new("skirman", 61, &mut SmallRng::seeded(12));
        cheat(&mut table, cheater, Deviation::BadLock);
        let (who, refusal) = refused_by(&mut table, |party| party.shuffle(&full_deck(61)));
        assert_eq!(who, cheater.other());
        assert_eq!(
            refusal,
            Refusal::BadProof {
                seat: cheater,
                stack: 0,
                index: 0
            }
        );
    }
}

#[test]
fn a_duplicated_card_in_a_shuffle_is_refused_at_once() {
    for cheater in Seat::BOTH {
        let mut table = Table::new("fifes-and-drums", 45, &mut SmallRng::seeded(13));
        cheat(&mut table, cheater, Deviation::DuplicateCard);
        let (who, refusal) = refused_by(&mut table, |party| party.shuffle(&full_deck(45)));
        assert_eq!(
            (who, refusal),
            (cheater.other(), Refusal::DuplicatePoint { stack: 0 })
        );
    }
}

#[test]
fn showing_a_card_not_dealt_is_refused_at_once() {
    for (deviation, undealt) in [
        (Deviation::ShowWrongCard, false),
        (Deviation::ShowUndealt, true),
    ] {
        let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(14));
        let stack = table.shuffle(&full_deck(25));
        let hand = table.take(stack, 5);
        table.deal(Seat::One, &hand);
        cheat(&mut table, Seat::One, deviation);
        let card = table.hand(Seat::One)[0];
        let top_of_pile = table.take(stack, 1)[0];
        let output = table.parties[0].show(&[card]).unwrap();
        table.post(0, output);
        let (who, refusal) = table.flush().expect_err("refused");
        assert_eq!(who, Seat::Two);
        if undealt {
            assert_eq!(
                refusal,
                Refusal::NotDealt {
                    seat: Seat::One,
                    pos: top_of_pile
                }
            );
        } else {
            let wrong = (card + 1) % 25;
            assert_eq!(
                refusal,
                Refusal::ShownWrongCard {
                    seat: Seat::One,
                    pos: hand[0],
                    claimed: wrong,
                    actual: card
                }
            );
        }
    }
}

/// A shuffle that is skipped or reordered (a stacked deck) deals valid cards, so nothing shows
/// during play; the audit recomputes it from the revealed seed and names the seat and message.
#[test]
fn a_skipped_or_stacked_shuffle_is_caught_by_the_audit() {
    for deviation in [Deviation::SkipShuffle, Deviation::Reorder] {
        for cheater in Seat::BOTH {
            for packet in [false, true] {
                let mut table = Table::new("fifes-and-drums", 45, &mut SmallRng::seeded(15));
                let basic = table.shuffle(&full_deck(44));
                if packet {
                    // The cheat is in the reshuffle of a packet inside the deck (pre-pass).
                    let bottom: Vec<Source> = table.parties[0].pile(basic)[38..]
                        .iter()
                        .map(|pos| Source::Position(*pos))
                        .chain([Source::Card(44)])
                        .collect();
                    cheat(&mut table, cheater, deviation);
                    table.shuffle(&bottom);
                } else {
                    cheat(&mut table, cheater, deviation);
                    table.shuffle(&full_deck(44)[..10]);
                }
                let stack = table.parties[0].stack_count() - 1;
                table.parties[cheater.index()].deviate(None);
                let hand = table.take(stack, 3);
                table.deal(cheater, &hand);
                let display = table.take(stack, 2);
                table.open(&display);
                let (who, refusal) = refused_by(&mut table, Party::finish);
                assert_eq!(who, cheater.other());
                let Refusal::Audit(failure) = refusal else {
                    panic!("an audit failure: {refusal}")
                };
                assert_eq!(
                    (failure.seat, failure.rule),
                    (cheater, AuditRule::Shuffle),
                    "{failure}"
                );
                assert!(failure.message.is_some());
                assert!(failure
                    .to_string()
                    .contains(&format!("shuffle of stack {stack}")));
            }
        }
    }
}

#[test]
fn a_replayed_or_reordered_message_is_refused_and_changes_nothing() {
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(16));
    let stack = table.shuffle(&full_deck(25));
    // Seat one deals two hands' keys in two frames; seat two gets them swapped, then twice.
    table
        .both(|party| party.deal(Seat::Two, &[Pos { stack, index: 0 }]))
        .unwrap();
    let out_a = table.parties[0]
        .deal(Seat::Two, &[Pos { stack, index: 1 }])
        .unwrap();
    let out_b = table.parties[0]
        .deal(Seat::Two, &[Pos { stack, index: 2 }])
        .unwrap();
    let (a, b) = (out_a.frames[0].clone(), out_b.frames[0].clone());
    let before = table.parties[1].known();
    let refusal = table.parties[1].receive(&b).unwrap_err();
    assert!(matches!(refusal, Refusal::OutOfOrder { .. }), "{refusal}");
    assert_eq!(table.parties[1].known(), before);
    table.parties[1]
        .deal(Seat::Two, &[Pos { stack, index: 1 }])
        .unwrap();
    table.parties[1].receive(&a).unwrap();
    let refusal = table.parties[1].receive(&a).unwrap_err();
    assert!(matches!(refusal, Refusal::Replayed { .. }), "{refusal}");
    table.parties[1]
        .deal(Seat::Two, &[Pos { stack, index: 2 }])
        .unwrap();
    table.parties[1].receive(&b).unwrap();
    assert_eq!(table.parties[1].hand().len(), 3);
}

#[test]
fn a_side_that_never_reveals_its_keys_forfeits() {
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(17));
    table.shuffle(&full_deck(25));
    let output = table.parties[0].finish().unwrap();
    table.post(0, output);
    table.flush().unwrap();
    assert_eq!(
        table.parties[1].timed_out(),
        None,
        "seat two owes nothing yet: seat one waits"
    );
    let refusal = table.parties[0]
        .timed_out()
        .expect("seat one waits for seat two");
    assert_eq!(
        refusal,
        Refusal::Abandoned {
            seat: Seat::Two,
            waiting_for: "its keys for the end-of-game audit"
        }
    );
    assert!(refusal.to_string().contains("forfeits"));
}

#[test]
fn lies_about_coins_secrets_and_seeds_are_caught() {
    // A coin opened with another nonce: refused at once.
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(18));
    cheat(&mut table, Seat::One, Deviation::WrongNonce);
    assert_eq!(
        refused_by(&mut table, Party::coin),
        (Seat::Two, Refusal::CoinMismatch { coin: 0 })
    );
    // A secret disclosed with another value: refused at once.
    let mut table = Table::new("fifes-and-drums", 45, &mut SmallRng::seeded(19));
    cheat(&mut table, Seat::Two, Deviation::WrongSecret);
    let output = table.parties[1].commit_secret(&[7]).unwrap();
    table.post(1, output);
    table.flush().unwrap();
    let output = table.parties[1].disclose_secret(0).unwrap();
    table.post(1, output);
    assert_eq!(
        table.flush(),
        Err((
            Seat::One,
            Refusal::SecretMismatch {
                seat: Seat::Two,
                secret: 0
            }
        ))
    );
    // A secret never disclosed: the audit names it.
    let mut table = Table::new("fifes-and-drums", 45, &mut SmallRng::seeded(20));
    let output = table.parties[0].commit_secret(&[3]).unwrap();
    table.post(0, output);
    table.flush().unwrap();
    let (who, refusal) = refused_by(&mut table, Party::finish);
    let Refusal::Audit(failure) = refusal else {
        panic!("an audit failure: {refusal}")
    };
    assert_eq!(
        (who, failure.seat, failure.rule),
        (Seat::Two, Seat::One, AuditRule::SecretNotDisclosed)
    );
    // Another seed than committed: the audit names it.
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(21));
    table.shuffle(&full_deck(25));
    cheat(&mut table, Seat::Two, Deviation::WrongSeed);
    let (who, refusal) = refused_by(&mut table, Party::finish);
    let Refusal::Audit(failure) = refusal else {
        panic!("an audit failure: {refusal}")
    };
    assert_eq!(
        (who, failure.seat, failure.rule),
        (Seat::One, Seat::Two, AuditRule::SeedCommitment)
    );
}

#[test]
fn out_of_step_or_foreign_messages_are_refused() {
    // Seat one shuffles while seat two tosses a coin.
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(22));
    let output = table.parties[0].shuffle(&full_deck(25)).unwrap();
    table.post(0, output);
    let output = table.parties[1].coin().unwrap();
    table.post(1, output);
    assert_eq!(
        table.flush(),
        Err((
            Seat::Two,
            Refusal::Unexpected {
                got: "shuffle pass",
                expected: "coin commitment"
            }
        ))
    );
    // Two sides dealing different decks: refused at the hello, and the right one still taken.
    let mut rng = SmallRng::seeded(23);
    let deck = |label: &str, size: usize| Arc::new(Deck::new(label, size).unwrap());
    let (mut two, _) = Party::with_seed(Seat::Two, deck("skirman", 61), rng.random());
    let (_, other_deck) = Party::with_seed(Seat::One, deck("skirman", 90), rng.random());
    assert_eq!(
        two.receive(&other_deck.frames[0]).unwrap_err(),
        Refusal::DeckMismatch
    );
    let (_, other_game) = Party::with_seed(Seat::One, deck("en-garde", 25), rng.random());
    assert_eq!(
        two.receive(&other_game.frames[0]).unwrap_err(),
        Refusal::DeckMismatch
    );
    let (_, hello) = Party::with_seed(Seat::One, deck("skirman", 61), rng.random());
    assert_eq!(
        two.receive(&hello.frames[0]).unwrap().events,
        vec![Event::Ready]
    );
    // A frame of seat two's own direction does not fit seat one's chain.
    let (mut one, _) = Party::with_seed(Seat::One, deck("skirman", 61), rng.random());
    let (_, own_direction) = Party::with_seed(Seat::One, deck("skirman", 61), rng.random());
    assert_eq!(
        one.receive(&own_direction.frames[0]).unwrap_err(),
        Refusal::BrokenChain { number: 0 }
    );
}

/// Random bytes, bit flips, cuts and extensions of every valid frame of a game are refused,
/// never panic, and leave the receiver able to take the real frame next.
#[test]
fn garbage_and_mutated_frames_are_refused_without_panic() {
    let mut rng = SmallRng::seeded(24);
    let deck = Arc::new(Deck::new("en-garde", 25).unwrap());
    let (mut one, hello_one) = Party::with_seed(Seat::One, deck.clone(), rng.random());
    let (mut two, hello_two) = Party::with_seed(Seat::Two, deck, rng.random());
    let mut attempts = 0;
    let mut deliver = |to: &mut Party, frame: &[u8], rng: &mut SmallRng| -> Output {
        for _ in 0..40 {
            let mut bad = frame.to_vec();
            match rng.random_range(0..4) {
                0 => {
                    let bit = rng.random_range(0..bad.len() * 8);
                    bad[bit / 8] ^= 1 << (bit % 8);
                }
                1 => bad.truncate(rng.random_range(0..bad.len())),
                2 => bad.extend((0..rng.random_range(1..40)).map(|_| rng.random::<u8>())),
                _ => {
                    bad = (0..rng.random_range(0..600))
                        .map(|_| rng.random())
                        .collect()
                }
            }
            assert!(to.receive(&bad).is_err(), "a mutated frame was accepted");
            attempts += 1;
        }
        assert!(matches!(
            to.receive(&vec![0; MAX_FRAME + 1]),
            Err(Refusal::TooLarge { .. })
        ));
        to.receive(frame).expect("the real frame after the garbage")
    };
    deliver(&mut two, &hello_one.frames[0], &mut rng);
    deliver(&mut one, &hello_two.frames[0], &mut rng);
    // A shuffle, a deal, an opening and a show, every frame fuzzed on the way.
    let mut pending: Vec<(usize, Vec<u8>)> = Vec::new();
    let sources = full_deck(25);
    pending.extend(
        one.shuffle(&sources)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (1, frame)),
    );
    pending.extend(
        two.shuffle(&sources)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (0, frame)),
    );
    let hand = [Pos { stack: 0, index: 0 }, Pos { stack: 0, index: 1 }];
    let run = |one: &mut Party,
               two: &mut Party,
               pending: &mut Vec<(usize, Vec<u8>)>,
               rng: &mut SmallRng,
               deliver: &mut dyn FnMut(&mut Party, &[u8], &mut SmallRng) -> Output| {
        while !pending.is_empty() {
            let (to, frame) = pending.remove(0);
            let party = if to == 0 { &mut *one } else { &mut *two };
            let output = deliver(party, &frame, rng);
            pending.extend(output.frames.into_iter().map(|frame| (1 - to, frame)));
        }
    };
    run(&mut one, &mut two, &mut pending, &mut rng, &mut deliver);
    pending.extend(
        one.deal(Seat::Two, &hand)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (1, frame)),
    );
    pending.extend(
        two.deal(Seat::Two, &hand)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (0, frame)),
    );
    run(&mut one, &mut two, &mut pending, &mut rng, &mut deliver);
    let display = [Pos { stack: 0, index: 2 }];
    pending.extend(
        one.open(&display)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (1, frame)),
    );
    pending.extend(
        two.open(&display)
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (0, frame)),
    );
    run(&mut one, &mut two, &mut pending, &mut rng, &mut deliver);
    let card = two.hand()[0].1;
    pending.extend(
        two.show(&[card])
            .unwrap()
            .frames
            .into_iter()
            .map(|frame| (0, frame)),
    );
    run(&mut one, &mut two, &mut pending, &mut rng, &mut deliver);
    assert_eq!(one.known().len(), 2, "the opened card and the shown one");
    assert!(attempts >= 400);
}

/// Seeds from the operating system: two fresh parties deal, and the audit passes.
#[test]
fn parties_seeded_by_the_operating_system_deal_and_audit() {
    let deck = Arc::new(Deck::new("en-garde", 25).unwrap());
    let (one, hello_one) = Party::new(Seat::One, deck.clone()).unwrap();
    let (two, hello_two) = Party::new(Seat::Two, deck).unwrap();
    assert_ne!(hello_one.frames[0], hello_two.frames[0]);
    let mut table = Table::new("en-garde", 25, &mut SmallRng::seeded(25));
    table.parties = [one, two];
    table.events = [Vec::new(), Vec::new()];
    table.post(0, hello_one);
    table.post(1, hello_two);
    table.flush().unwrap();
    let stack = table.shuffle(&full_deck(25));
    let hand = table.take(stack, 5);
    table.deal(Seat::Two, &hand);
    let card = table.hand(Seat::Two)[0];
    table.show(Seat::Two, &[card]);
    let deal = table.finish();
    assert_eq!(deal.received(Seat::Two).len(), 5);
}
