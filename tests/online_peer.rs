//! A dishonest peer on the online line, mid-game (issues 27 and 30): the two sides of
//! `deal::game::Table` speak only through `online::Link` frames, so what a peer sends is bytes.
//! A replayed frame, a reordered one, garbage, a 10 MB message and thousands of fuzzed frames
//! reach a seat between steps: each is refused with its reason, the seat is unchanged, and the
//! game goes on to an audit that passes. A wrong unmasking key and a card shown that was not
//! dealt are refused at once by the honest side; an action illegal even from the public view
//! is refused at once; one legal from the public view but not with the cheater's real cards is
//! named at the audit (tests/two_party_games.rs: SK34's declined defence, a card not held, a
//! false fact).
use touche::core::{Game, Rng, Seat};
use touche::deal::game::{Cheat, DealtGame, Table, TableError};
use touche::deal::{Deviation, Refusal as DealRefusal};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};
use touche::online::{Refusal, MAX_FRAME};

fn seeds(seed: u64) -> [[u8; 32]; 2] {
    [[seed as u8; 32], [seed as u8 ^ 0x5a; 32]]
}

fn random_action<G: DealtGame>(table: &Table<G>, rng: &mut Rng, seat: Seat) -> G::Action {
    let legal = G::legal_actions_in(table.side(seat).view());
    legal[rng.below(legal.len() as u32) as usize].clone()
}

/// What a dishonest peer can send `to` from what it sees on the line: the frames `to` already
/// received (replayed, renumbered ahead, altered), garbage, 10 MB.
/// Bytes a peer sends, and whether a refusal is the one they deserve.
type Attack = (Vec<u8>, fn(&Refusal) -> bool);

fn attacks(received: &[Vec<u8>], rng: &mut Rng) -> Vec<Attack> {
    let mut all: Vec<Attack> = vec![
        (b"GET / HTTP/1.1\r\n\r\n".to_vec(), |r| {
            *r == Refusal::NotAFrame
        }),
        (
            vec![0u8; 10 * 1024 * 1024],
            |r| matches!(r, Refusal::TooLarge { limit, .. } if *limit == MAX_FRAME),
        ),
        (Vec::new(), |r| *r == Refusal::Truncated),
    ];
    if let Some(old) = received.get(rng.below(received.len().max(1) as u32) as usize) {
        all.push((old.clone(), |r| matches!(r, Refusal::Replayed { .. })));
        let mut ahead = old.clone();
        let next = received.len() as u32 + 1;
        ahead[4..8].copy_from_slice(&next.to_le_bytes());
        all.push((ahead, |r| matches!(r, Refusal::OutOfOrder { .. })));
        let mut renumbered = old.clone();
        renumbered[4..8].copy_from_slice(&(received.len() as u32).to_le_bytes());
        all.push((renumbered, |r| matches!(r, Refusal::BrokenChain { .. })));
    }
    all
}

/// Between every two steps, every attack reaches the seat about to act and its opponent:
/// each refused with its reason, nothing changed; the game ends and both audits pass.
fn attacked_game<G: DealtGame>(setup: G::Setup, seed: u64) -> usize {
    let mut table = Table::<G>::new(setup, seeds(seed)).expect("the opening");
    let mut rng = Rng::seeded(seed);
    let mut refused = 0;
    while let Some(actor) = table.to_act() {
        for to in Seat::BOTH {
            let received = table.side(to).link().received().to_vec();
            for (bytes, reason) in attacks(&received, &mut rng) {
                match table.inject(to, &bytes) {
                    Err(TableError::Line { seat, refusal }) => {
                        assert_eq!(seat, to);
                        assert!(reason(&refusal), "{refusal}");
                        refused += 1;
                    }
                    other => panic!("an attack was not refused: {other:?}"),
                }
            }
            assert_eq!(table.side(to).link().received(), &received[..]);
        }
        let action = random_action(&table, &mut rng, actor);
        table.play(&action).expect("the game goes on");
    }
    table.finish().expect("both audits pass");
    refused
}

#[test]
fn attacks_on_the_line_mid_game_are_refused_and_change_nothing() {
    let mut refused = 0;
    refused += attacked_game::<EnGarde>((RuleSet::ALL[2], en_garde::Options::default()), 1);
    refused += attacked_game::<FifesAndDrums>(fifes::Options::default(), 2);
    refused += attacked_game::<Skirman>(skirman::Rules::new(Level::Initiation), 3);
    assert!(refused > 1000, "{refused}");
}

/// Random bytes and mutations of frames from the line, thousands of them, between the steps
/// of whole games: never a panic, every one refused, the game ends with both audits passing.
#[test]
fn fuzzed_frames_mid_game_never_panic() {
    fn fuzzed<G: DealtGame>(setup: G::Setup, seed: u64) -> usize {
        let mut table = Table::<G>::new(setup, seeds(seed)).expect("the opening");
        let mut rng = Rng::seeded(seed);
        let mut tried = 0;
        while let Some(actor) = table.to_act() {
            let to = Seat::BOTH[rng.below(2) as usize];
            let received = table.side(to).link().received().to_vec();
            for _ in 0..40 {
                let mut bad = match received.is_empty() || rng.below(4) == 0 {
                    true => (0..rng.below(300)).map(|_| rng.below(256) as u8).collect(),
                    false => received[rng.below(received.len() as u32) as usize].clone(),
                };
                if !bad.is_empty() {
                    for _ in 0..1 + rng.below(3) {
                        let i = rng.below(bad.len() as u32) as usize;
                        bad[i] ^= 1 << rng.below(8);
                    }
                    if rng.below(3) == 0 {
                        bad.truncate(rng.below(bad.len() as u32) as usize);
                    }
                }
                assert!(table.inject(to, &bad).is_err());
                tried += 1;
            }
            let action = random_action(&table, &mut rng, actor);
            table.play(&action).expect("the game goes on");
        }
        table.finish().expect("both audits pass");
        tried
    }
    let tried = fuzzed::<EnGarde>((RuleSet::ALL[0], en_garde::Options::default()), 11)
        + fuzzed::<FifesAndDrums>(fifes::Options::default(), 12)
        + fuzzed::<Skirman>(skirman::Rules::new(Level::Competition), 13);
    assert!(tried > 3000, "{tried}");
}

/// A side that releases a wrong key for a card dealt to the other, or shows a card that was
/// not dealt to it: the honest side refuses at once, naming the cheater.
#[test]
fn a_wrong_key_or_an_undealt_card_is_refused_at_once() {
    type Named = fn(&DealRefusal, Seat) -> bool;
    let cases: [(Deviation, Named); 2] = [
        (
            Deviation::WrongKey,
            |r, cheater| matches!(r, DealRefusal::WrongKey { seat, .. } if *seat == cheater),
        ),
        (
            Deviation::ShowUndealt,
            |r, cheater| matches!(r, DealRefusal::NotDealt { seat, .. } if *seat == cheater),
        ),
    ];
    for (deviation, named) in cases {
        for cheater in Seat::BOTH {
            let setup = (RuleSet::ALL[1], en_garde::Options::default());
            let mut table = Table::<EnGarde>::new(setup, seeds(40)).expect("the opening");
            table.deviate(cheater, Some(deviation));
            let mut rng = Rng::seeded(40);
            let stopped = loop {
                let Some(actor) = table.to_act() else {
                    break table.finish().err();
                };
                let action = random_action(&table, &mut rng, actor);
                if let Err(error) = table.play(&action) {
                    break Some(error);
                }
            };
            match stopped {
                Some(TableError::Deal { seat, refusal }) => {
                    assert_eq!(seat, cheater.other(), "{deviation:?}: {refusal}");
                    assert!(named(&refusal, cheater), "{deviation:?}: {refusal}");
                }
                other => panic!("{deviation:?} by {cheater:?}: {other:?}"),
            }
        }
    }
}

/// A Skirm'an side plays a card its own rules forbid, whatever the hidden cards (a parry as
/// the attack of an exchange, a card it does not hold in any case of the view): its own check
/// skipped (`Cheat::Illegal`), the other side refuses it at once, as a step it cannot follow.
#[test]
fn an_action_illegal_even_from_the_public_view_is_refused_at_once() {
    let mut refused = 0;
    for seed in 0..6 {
        let rules = skirman::Rules::new(Level::Competition);
        let mut table = Table::<Skirman>::new(rules, seeds(50 + seed)).expect("the opening");
        let mut rng = Rng::seeded(seed);
        while let Some(actor) = table.to_act() {
            let view = table.side(actor).view().clone();
            let held: Vec<skirman::Card> = view.private.hand.to_vec();
            let illegal = held
                .iter()
                .map(|card| skirman::Action::Play(*card))
                .find(|action| Skirman::check_in(&view, action).is_err());
            if let Some(action) = illegal {
                table.cheat = Some((actor, Cheat::Illegal));
                match table.play(&action) {
                    Err(TableError::Follow { seat, .. }) => assert_eq!(seat, actor.other()),
                    other => panic!("{action:?} was not refused: {other:?}"),
                }
                refused += 1;
                break;
            }
            let action = random_action(&table, &mut rng, actor);
            table.play(&action).expect("honest play");
        }
    }
    assert!(refused >= 4, "{refused}");
}
