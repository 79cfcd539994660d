//! Saves and statistics are untrusted input (the browser's localStorage can be edited): random
//! bytes, truncated saves and mutated saves of every game (a changed, dropped, repeated or
//! swapped line, a changed number or word) go through the readers. Never a panic; an accepted
//! save replays to a game the rules reached; random games of every game round-trip exactly.
//!
//! Seeded (`core::Rng`), so a failure repeats.
use std::panic::{catch_unwind, AssertUnwindSafe};
use touche::bots::Strength;
use touche::core::record::Recorded;
use touche::core::Rng;
use touche::games::en_garde::EnGarde;
use touche::games::fifes::FifesAndDrums;
use touche::games::skirman::Skirman;
use touche::saves::{
    move_index, read_save, write_save, SavedKind, SavedSeat, SettingsText, Sitting, Stats,
};

fn cases() -> usize {
    if cfg!(debug_assertions) {
        40
    } else {
        400
    }
}

fn sitting(rng: &mut Rng) -> Sitting {
    let strength = Strength::ALL[rng.below(4) as usize];
    Sitting {
        seats: [
            SavedSeat {
                kind: SavedKind::Human,
                name: "Anna".into(),
            },
            SavedSeat {
                kind: SavedKind::Computer(strength),
                name: String::new(),
            },
        ],
        bot_seed: rng.next_u64(),
        hints: [rng.below(5), 0],
        resigned: None,
    }
}

/// A random game of `G` from `initial`, stopped after `stop` actions or at its end, and its save.
fn random_save<G: Recorded>(
    rules: G::Rules,
    options: G::Options,
    seed: u64,
    stop: usize,
    rng: &mut Rng,
) -> (String, G)
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let mut game = G::new_game(rules.clone(), options.clone(), seed);
    let mut indices = Vec::new();
    while indices.len() < stop && game.outcome().is_none() {
        let legal = game.legal_actions();
        let i = rng.below(legal.len() as u32) as usize;
        assert_eq!(move_index(&game, &legal[i]), Some(i));
        game.play_in_place(&legal[i]).unwrap();
        indices.push(i);
    }
    let sitting = sitting(rng);
    (
        write_save::<G>(&rules, &options, seed, &sitting, &indices),
        game,
    )
}

/// The largest char boundary of `text` at or below `at`.
fn boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let n = lines.len();
    match rng.below(7) {
        0 => {
            lines.remove(rng.below(n as u32) as usize);
        }
        1 => {
            let l = lines[rng.below(n as u32) as usize].clone();
            lines.insert(rng.below(n as u32) as usize, l);
        }
        2 => lines.swap(rng.below(n as u32) as usize, rng.below(n as u32) as usize),
        3 => {
            let i = rng.below(n as u32) as usize;
            lines[i] = lines[i].replace(|c: char| c.is_ascii_digit(), "9");
        }
        4 => {
            let i = rng.below(n as u32) as usize;
            lines[i].push_str(" 4294967296 x");
        }
        5 => {
            let i = rng.below(n as u32) as usize;
            let cut = rng.below(lines[i].len() as u32 + 1) as usize;
            let at = boundary(&lines[i], cut);
            lines[i].truncate(at);
        }
        _ => {
            let i = rng.below(n as u32) as usize;
            lines[i] = lines[i].replace(' ', "  ");
        }
    }
    lines.join("\n")
}

fn fuzz_game<G: Recorded + PartialEq>(rules: G::Rules, options: G::Options)
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let mut rng = Rng::seeded(0x5a7e);
    for case in 0..cases() {
        let stop = rng.below(400) as usize;
        let (text, game) =
            random_save::<G>(rules.clone(), options.clone(), case as u64, stop, &mut rng);
        let save = read_save::<G>(&text).expect("a written save reads back");
        assert!(save.state == game, "case {case}: the same game");
        let mutated = mutate(&text, &mut rng);
        let outcome = catch_unwind(AssertUnwindSafe(|| read_save::<G>(&mutated)));
        let read = outcome.unwrap_or_else(|_| panic!("case {case}: panic on\n{mutated}"));
        if let Ok(save) = read {
            // Whatever was accepted is a game the rules reached by its moves.
            let mut again = save.initial.clone();
            for (_, action) in &save.moves {
                again.play_in_place(action).unwrap();
            }
            assert!(again == save.state);
        }
        let cut = rng.below(text.len() as u32) as usize;
        let _ = read_save::<G>(&text[..boundary(&text, cut)]);
    }
}

#[test]
fn en_garde_saves_never_panic_and_round_trip() {
    for rules in touche::games::en_garde::RuleSet::ALL {
        fuzz_game::<EnGarde>(rules, Default::default());
    }
}

#[test]
fn fifes_saves_never_panic_and_round_trip() {
    fuzz_game::<FifesAndDrums>(Default::default(), Default::default());
}

#[test]
fn skirman_saves_never_panic_and_round_trip() {
    for level in touche::games::skirman::Level::ALL {
        fuzz_game::<Skirman>(level, Default::default());
    }
}

#[test]
fn random_bytes_never_panic_a_loader() {
    let mut rng = Rng::seeded(7);
    for _ in 0..cases() * 10 {
        let len = rng.below(300) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        let prefixed = format!("touche-save 1\n{text}");
        for t in [&*text, &prefixed] {
            assert!(read_save::<EnGarde>(t).is_err() || t.starts_with("touche-save"));
            let _ = read_save::<Skirman>(t);
            let _ = Stats::read(t);
            let _ = Stats::read(&format!("touche-stats 1\n{t}"));
        }
    }
}
