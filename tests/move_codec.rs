//! Every hidden move crosses from a seat's worker to its page in bytes (`online::MoveCodec`):
//! in random games of every rule set, each move the local dealer logs, whole and as each seat
//! learns it (`Follow::seen_by`), reads back from its bytes. Reading never panics: random bytes
//! and mutations of the moves' bytes either read as nothing or as a move that writes back to
//! the same bytes.
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::time::Instant;
use touche::core::{Rng, Seat};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};
use touche::online::MoveCodec;

const GAMES: u64 = 300;
const RANDOM_STRINGS: u32 = 200_000;
/// Encodings kept for the mutations, per tag and length.
const KEPT: usize = 200;

fn bytes_of<G: MoveCodec>(hidden: &G::HiddenMove) -> Vec<u8> {
    let mut bytes = Vec::new();
    G::write_move(hidden, &mut bytes);
    bytes
}

/// What the games wrote: a sample of the encodings by tag and length, the largest, the moves.
#[derive(Default)]
struct Written {
    kept: BTreeMap<(u8, usize), Vec<Vec<u8>>>,
    largest: Vec<u8>,
    moves: u64,
}

impl Written {
    /// The tags written, each once.
    fn tags(&self) -> Vec<u8> {
        let mut tags: Vec<u8> = self.kept.keys().map(|&(tag, _)| tag).collect();
        tags.dedup();
        tags
    }

    fn keep(&mut self, bytes: Vec<u8>) {
        if bytes.len() > self.largest.len() {
            self.largest = bytes.clone();
        }
        let class = self.kept.entry((bytes[0], bytes.len())).or_default();
        if class.len() < KEPT && !class.contains(&bytes) {
            class.push(bytes);
        }
    }
}

/// Plays `GAMES` random games from `new(seed)`: every hidden move, whole and as each seat
/// learns it, reads back from the bytes it writes.
fn play_random_games<G: MoveCodec>(name: &str, new: impl Fn(u64) -> G, written: &mut Written)
where
    G::HiddenMove: Debug,
{
    let started = Instant::now();
    let mut moves = 0;
    for seed in 0..GAMES {
        let mut rng = Rng::seeded(seed ^ 0xb17e_5c0d);
        let mut game = new(seed);
        while game.outcome().is_none() {
            let legal = game.legal_actions();
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            for hidden in game.apply_dealt(&action) {
                let seen = Seat::BOTH.map(|seat| G::seen_by(&hidden, seat));
                for hidden in [hidden].into_iter().chain(seen) {
                    let bytes = bytes_of::<G>(&hidden);
                    let read = G::read_move(&bytes);
                    assert_eq!(
                        read.as_ref(),
                        Some(&hidden),
                        "{name} seed {seed}: {bytes:?}"
                    );
                    written.keep(bytes);
                }
                moves += 1;
            }
        }
    }
    written.moves += moves;
    eprintln!(
        "{name}: {GAMES} games, {moves} hidden moves in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// Bytes that read must write back the same; returns whether they read.
fn reads_canonically<G: MoveCodec>(bytes: &[u8]) -> bool {
    match G::read_move(bytes) {
        Some(hidden) => {
            assert_eq!(
                bytes_of::<G>(&hidden),
                bytes,
                "{hidden:?} read from {bytes:?}"
            );
            true
        }
        None => false,
    }
}

/// Random byte strings (half of them opening with a small tag), every byte of each kept
/// encoding changed to each value, removed or one added, and random changes of 2 or 3 bytes.
fn fuzz<G: MoveCodec>(name: &str, written: &Written) {
    let started = Instant::now();
    let mut rng = Rng::seeded(0xf0_22ed);
    let (mut tried, mut read) = (0u64, 0u64);
    let mut check = |bytes: &[u8]| {
        tried += 1;
        read += u64::from(reads_canonically::<G>(bytes));
    };
    for i in 0..RANDOM_STRINGS {
        let len = rng.below(25) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        if i % 2 == 0 && len > 0 {
            bytes[0] = rng.below(8) as u8;
        }
        check(&bytes);
    }
    let kept: Vec<&Vec<u8>> = written.kept.values().flatten().collect();
    for valid in &kept {
        for at in 0..valid.len() {
            let mut bytes = valid.to_vec();
            for value in 0..=255 {
                bytes[at] = value;
                check(&bytes);
            }
            let mut shorter = valid.to_vec();
            shorter.remove(at);
            check(&shorter);
        }
        for at in 0..=valid.len() {
            for value in 0..=255 {
                let mut longer = valid.to_vec();
                longer.insert(at, value);
                check(&longer);
            }
        }
        for _ in 0..200 {
            let mut bytes = valid.to_vec();
            for _ in 0..2 + rng.below(2) {
                let at = rng.below(bytes.len() as u32) as usize;
                bytes[at] = rng.below(256) as u8;
            }
            check(&bytes);
        }
    }
    eprintln!(
        "{name}: {tried} byte strings ({} encodings mutated), {read} read back, in {:.1} s",
        kept.len(),
        started.elapsed().as_secs_f64()
    );
}

fn report(name: &str, written: &Written) {
    eprintln!(
        "{name}: {} hidden moves, largest {} bytes: {:?}",
        written.moves,
        written.largest.len(),
        written.largest
    );
}

#[test]
fn en_garde_moves_cross_in_bytes() {
    let mut written = Written::default();
    for rules in RuleSet::ALL {
        let options = en_garde::Options::default();
        let name = format!("En Garde {}", rules.name());
        play_random_games(
            &name,
            |seed| EnGarde::new(rules, options, seed),
            &mut written,
        );
    }
    report("En Garde", &written);
    assert_eq!(written.largest.len(), 5);
    assert_eq!(written.tags(), [0, 1, 2, 3, 4, 5]);
    fuzz::<EnGarde>("En Garde", &written);
}

#[test]
fn skirman_moves_cross_in_bytes() {
    let mut written = Written::default();
    for level in Level::ALL {
        let name = format!("Skirm'an {level:?}");
        let rules = skirman::Rules::new(level);
        play_random_games(&name, |seed| Skirman::new(rules, seed), &mut written);
    }
    let rules = skirman::Rules {
        level: Level::Competition,
        options: skirman::Options {
            free_discard: false,
            ac_first_attack_shown: true,
            countered_ac_under_talon: true,
        },
    };
    let name = "Skirm'an, SK11 and SK14";
    play_random_games(name, |seed| Skirman::new(rules, seed), &mut written);
    report("Skirm'an", &written);
    assert_eq!(written.tags(), [0, 1, 2, 3]);
    fuzz::<Skirman>("Skirm'an", &written);
}

#[test]
fn fifes_and_drums_moves_cross_in_bytes() {
    let mut written = Written::default();
    let options = fifes::Options::default();
    let new = |seed| FifesAndDrums::new(options, seed);
    play_random_games("Fifes and Drums", new, &mut written);
    report("Fifes and Drums", &written);
    assert_eq!(written.largest.len(), 3);
    assert_eq!(written.tags(), [0, 1]);
    fuzz::<FifesAndDrums>("Fifes and Drums", &written);
}

#[cfg(feature = "example-game")]
#[test]
fn bluff_moves_cross_in_bytes() {
    use touche::games::bluff::Bluff;
    let mut written = Written::default();
    play_random_games("Bluff", Bluff::new, &mut written);
    report("Bluff", &written);
    assert_eq!(written.largest.len(), 7);
    fuzz::<Bluff>("Bluff", &written);
}
