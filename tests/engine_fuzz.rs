//! The engine protocol's input is untrusted: random bytes, random JSON and mutated real views of
//! every game (a number changed, a string swapped for another the game uses, a key deleted or
//! added, list elements swapped, duplicated or dropped, a part spliced in from another view, a
//! byte flipped, the line cut short) go through `cli::engine::Engine::answer` with a Beginner,
//! a Standard and a small search engine. Never a panic; every answer is one line of JSON; an
//! action is only ever given for a view that an independent check finds consistent — the
//! record reader's `from_position` (En Garde, Fifes and Drums) or card conservation
//! (Skirm'an) on a state determinized from it — and that action is legal there. Every other
//! input gets an error line. Real views never get one.
//!
//! Seeded (`core::Rng`), so a failure repeats. `TOUCHE_FUZZ_CASES` sets the number of mutations
//! per view (24 by default in release builds, 3 in debug builds), `TOUCHE_FUZZ_SEED` the seed.
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use touche::ai::{Ismcts, Search};
use touche::bots::{Bot, Strength};
use touche::cli::engine::Engine;
use touche::cli::games::CliGame;
use touche::core::{Game, Rng, Seat, ViewOf};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Card, Level, Skirman};
use touche::i18n::{Explain, Lang};

/// The fuzzing seed (`TOUCHE_FUZZ_SEED`, default 0) shifts every game's stream.
fn seed() -> u64 {
    std::env::var("TOUCHE_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn cases() -> usize {
    let default = if cfg!(debug_assertions) { 3 } else { 24 };
    std::env::var("TOUCHE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A game the fuzz test knows how to judge independently.
trait Judged: CliGame + std::fmt::Debug {
    /// Whether `view` is what the seat to act sees in some state, by other means than
    /// `CliGame::problems`.
    fn consistent(view: &ViewOf<Self>) -> bool;
}

fn round_trips<G: Game>(view: &ViewOf<G>) -> Option<G> {
    let state = G::determinize(view, &mut Rng::seeded(5));
    (state.view(view.viewer) == *view && state.to_act() == Some(view.viewer)).then_some(state)
}

impl Judged for EnGarde {
    fn consistent(view: &en_garde::View) -> bool {
        use en_garde::{Phase, Position};
        let Some(state) = round_trips::<EnGarde>(view) else {
            return false;
        };
        // The cards played this round, the top discard last.
        let mut discards = Vec::new();
        for (slot, &n) in state.played().iter().enumerate() {
            discards.extend(std::iter::repeat_n(slot as u8 + 1, n as usize));
        }
        if let Some(top) = state.top_discard() {
            match discards.iter().position(|&c| c == top) {
                Some(at) => {
                    discards.remove(at);
                    discards.push(top);
                }
                None => return false,
            }
        }
        let pending_attack = match state.phase() {
            Phase::Defend { attack, .. } => Some(attack),
            // The Basic last-chance attack has no position form: only Basic, only with the pile
            // empty (EG12); the card counts are checked through a position with the attack.
            Phase::FinalAttack { .. } => {
                return view.rules.level() == en_garde::Level::Basic && state.pile().is_empty()
            }
            _ => None,
        };
        let position = Position {
            hands: Seat::BOTH.map(|s| state.hand(s).cards()),
            pile: state.pile().iter().rev().copied().collect(),
            discards,
            squares: state.piste().0,
            score: state.score(),
            round: state.round(),
            to_move: view.viewer,
            round_starter: Some(view.round_starter),
            pending_attack,
            seed: 0,
        };
        match EnGarde::from_position(state.rules(), state.options(), position) {
            Ok(rebuilt) => {
                let mut again = rebuilt.view(view.viewer);
                // Nor the last turn (checked by `problems`).
                again.public.last_round = view.last_round.clone();
                again.public.last_retreat = view.last_retreat;
                again == *view
            }
            Err(_) => false,
        }
    }
}

impl Judged for FifesAndDrums {
    fn consistent(view: &fifes::View) -> bool {
        let Some(state) = round_trips::<FifesAndDrums>(view) else {
            return false;
        };
        let position = fifes::Position {
            secrets: Seat::BOTH.map(|s| state.secret(s)),
            display: state.display(),
            pile: state.pile_top_first(),
            discards: state.discards().to_vec(),
            track: state.track(),
            to_move: view.viewer,
        };
        match FifesAndDrums::from_position(state.options(), position) {
            Ok(rebuilt) => {
                // A position has no history; the rest must be the same.
                let mut again = rebuilt.view(view.viewer);
                again.public.history = view.history.clone();
                again == *view
            }
            Err(_) => false,
        }
    }
}

impl Judged for Skirman {
    fn consistent(view: &skirman::View) -> bool {
        let Some(state) = round_trips::<Skirman>(view) else {
            return false;
        };
        let mut all = state.all_cards();
        all.sort();
        let mut deck = Card::deck(state.level());
        deck.sort();
        let [w1, w2] = state.warnings();
        all == deck
            && Seat::BOTH.iter().all(|&s| {
                let hand = state.hand(s);
                hand.len() <= skirman::HAND && hand.is_sorted()
            })
            && state.touches().iter().all(|&t| t < skirman::TOUCHES_TO_WIN)
            && w1 <= 1
            && w2 <= 1
            && state.warning_pool() + w1 + w2 == skirman::WARNING_POOL
            && state.marche_count() <= 3
    }
}

/// The three engines every line goes to: Beginner, Standard and a small search.
fn engines<G: Judged>(seed: u64) -> Vec<Engine<G>> {
    let small: Box<dyn Bot<G>> = Box::new(Ismcts::new(
        Search {
            iterations: 24,
            ..Search::default()
        },
        Rng::seeded(seed),
    ));
    vec![
        Engine::new(G::bot(Strength::Beginner, seed), None, Lang::En),
        Engine::new(G::bot(Strength::Standard, seed), None, Lang::Fr),
        Engine::new(small, None, Lang::En),
    ]
}

/// One line through one engine: no panic, one line of JSON; an action only for a consistent
/// view, and legal there. Returns whether an action was given.
fn check_line<G: Judged>(engine: &mut Engine<G>, line: &[u8]) -> bool {
    let shown = || {
        String::from_utf8_lossy(line)
            .chars()
            .take(700)
            .collect::<String>()
    };
    let reply = match catch_unwind(AssertUnwindSafe(|| engine.answer(line))) {
        Ok(reply) => reply,
        Err(panic) => {
            let why = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("panic on {}: {why}", shown());
        }
    };
    let Some(reply) = reply else {
        assert!(
            String::from_utf8_lossy(line).trim().is_empty(),
            "no answer to {}",
            shown()
        );
        return false;
    };
    assert!(!reply.contains('\n'), "two lines for {}", shown());
    let json: Value = serde_json::from_str(&reply)
        .unwrap_or_else(|e| panic!("answer {reply:?} is not JSON ({e}) for {}", shown()));
    if let Some(message) = json.get("error") {
        let message = message.as_str().unwrap_or_default();
        assert!(
            !message.trim().is_empty() && message.len() < 8 * 1024,
            "{message:?}"
        );
        return false;
    }
    let action = G::action_from_json(&json).unwrap_or_else(|e| panic!("{reply}: {e}"));
    let text = std::str::from_utf8(line).expect("an action for a non-UTF-8 line");
    let view = G::read_view(text.trim()).expect("an action for a line that is not a view");
    assert!(
        G::consistent(&view),
        "an action ({reply}) for an inconsistent view: {}",
        shown()
    );
    assert_eq!(
        G::check_in(&view, &action),
        Ok(()),
        "{reply} for {}",
        shown()
    );
    true
}

/// Real views: random legal play from varied deals to varied depths, the view of the seat to act.
fn real_views<G: Game>(new: impl Fn(u64) -> G, deals: u64, max_plies: u32) -> Vec<ViewOf<G>> {
    let mut views = Vec::new();
    for seed in 0..deals {
        let mut rng = Rng::seeded(seed ^ 0xF0_22);
        let mut game = new(seed);
        let plies = rng.below(max_plies);
        for ply in 0..=plies {
            let Some(seat) = game.to_act() else { break };
            if ply == plies || ply % 7 == 3 {
                views.push(game.view(seat));
            }
            let legal = game.legal_actions();
            game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
        }
    }
    views
}

/// Every string in a JSON value (card names, phases, seats…), for mutations.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) if !out.contains(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                if !out.contains(k) {
                    out.push(k.clone());
                }
                strings(v, out);
            }
        }
        _ => {}
    }
}

/// A random node of `value` (a path of keys and indices), the root included.
fn random_node<'a>(value: &'a mut Value, rng: &mut Rng) -> &'a mut Value {
    let mut at = value;
    loop {
        let children = match at {
            Value::Array(items) => items.len(),
            Value::Object(map) => map.len(),
            _ => 0,
        };
        if children == 0 || rng.below(4) == 0 {
            return at;
        }
        let pick = rng.below(children as u32) as usize;
        at = match at {
            Value::Array(items) => &mut items[pick],
            Value::Object(map) => map.values_mut().nth(pick).expect("in range"),
            _ => unreachable!(),
        };
    }
}

/// One mutation of a view's JSON text.
fn mutate(base: &Value, donor: &Value, words: &[String], rng: &mut Rng) -> Vec<u8> {
    let mut value = base.clone();
    let kind = rng.below(11);
    if kind >= 9 {
        // Bytes: flip one, or cut the line short.
        let mut bytes = serde_json::to_vec(base).expect("serialisable");
        let at = rng.below(bytes.len() as u32) as usize;
        if kind == 9 {
            bytes[at] ^= 1 << rng.below(8);
        } else {
            bytes.truncate(at);
        }
        return bytes;
    }
    let node = random_node(&mut value, rng);
    match kind {
        0 | 1 => {
            let numbers = [
                0i64, 1, 2, 3, 4, 5, 6, 7, 8, 23, 25, 31, 255, 256, -1, 65_536,
            ];
            let n = numbers[rng.below(numbers.len() as u32) as usize];
            *node = match node.as_i64() {
                Some(old) if rng.coin() => Value::from(old + if rng.coin() { 1 } else { -1 }),
                _ => Value::from(n),
            };
        }
        2 | 3 => *node = Value::from(words[rng.below(words.len() as u32) as usize].clone()),
        4 => match node {
            Value::Object(map) if !map.is_empty() => {
                let key = map
                    .keys()
                    .nth(rng.below(map.len() as u32) as usize)
                    .cloned();
                map.remove(&key.unwrap_or_default());
            }
            Value::Object(map) => {
                map.insert("extra".into(), Value::from(1));
            }
            _ => *node = Value::Null,
        },
        5 => match node {
            Value::Array(items) if !items.is_empty() => {
                let i = rng.below(items.len() as u32) as usize;
                match rng.below(3) {
                    0 => {
                        items.remove(i);
                    }
                    1 => {
                        let copy = items[i].clone();
                        items.insert(i, copy);
                    }
                    _ => {
                        let j = rng.below(items.len() as u32) as usize;
                        items.swap(i, j);
                    }
                }
            }
            _ => *node = Value::Array(Vec::new()),
        },
        6 => {
            // The same part of another real view of the game, where the shapes allow.
            let mut donor = donor.clone();
            *node = random_node(&mut donor, rng).clone();
        }
        7 => {
            if let Some(viewer) = value.get_mut("viewer") {
                *viewer = Value::from(if viewer == "one" { "two" } else { "one" });
            }
        }
        _ => {
            // Swap the public or private part for the donor's.
            let part = if rng.coin() { "public" } else { "private" };
            if let (Some(slot), Some(other)) = (value.get_mut(part), donor.get(part)) {
                *slot = other.clone();
            }
        }
    }
    serde_json::to_vec(&value).expect("serialisable")
}

/// Real views get actions; mutated and random lines get an action only when consistent.
fn fuzz<G: Judged>(views: &[ViewOf<G>], seed: u64) -> (usize, usize) {
    let mut rng = Rng::seeded(seed);
    let mut engines = engines::<G>(seed);
    let values: Vec<Value> = views.iter().map(G::view_json).collect();
    let mut words = Vec::new();
    values.iter().for_each(|v| strings(v, &mut words));
    let (mut lines, mut accepted) = (0, 0);
    for (i, value) in values.iter().enumerate() {
        let line = serde_json::to_vec(value).expect("serialisable");
        for engine in &mut engines {
            assert!(
                check_line(engine, &line),
                "a real view was refused: {}",
                String::from_utf8_lossy(&line)
            );
        }
        for _ in 0..cases() {
            let donor = &values[rng.below(values.len() as u32) as usize];
            let line = mutate(value, donor, &words, &mut rng);
            let engine = &mut engines[(i + lines) % 3];
            lines += 1;
            if check_line(engine, &line) {
                accepted += 1;
            }
        }
    }
    // Random bytes and random JSON.
    for n in 0..200u32 {
        let len = rng.below(64) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        if n % 2 == 0 {
            bytes.insert(0, b'{');
        }
        assert!(!check_line(&mut engines[0], &bytes));
    }
    for text in [
        "{}",
        "{\"viewer\":\"one\"}",
        "null",
        "[]",
        "{\"viewer\":\"one\",\"public\":{},\"private\":{}}",
        "\"one\"",
        "1e999",
    ] {
        assert!(!check_line(&mut engines[1], text.as_bytes()), "{text}");
    }
    (lines, accepted)
}

#[test]
fn en_garde_views_are_checked_before_the_ai_sees_them() {
    let mut views = Vec::new();
    for (i, rules) in RuleSet::ALL.into_iter().enumerate() {
        let options = en_garde::Options {
            show_played_cards: i % 2 == 0,
            ..en_garde::Options::default()
        };
        views.extend(real_views(|s| EnGarde::new(rules, options, s), 8, 120));
    }
    let (lines, accepted) = fuzz::<EnGarde>(&views, seed() * 3 + 1);
    eprintln!(
        "En Garde: {} real views, {lines} mutated lines, {accepted} accepted",
        views.len()
    );
}

#[test]
fn fifes_views_are_checked_before_the_ai_sees_them() {
    let views = real_views(|s| FifesAndDrums::new(fifes::Options::default(), s), 40, 30);
    let (lines, accepted) = fuzz::<FifesAndDrums>(&views, seed() * 3 + 2);
    eprintln!(
        "Fifes and Drums: {} real views, {lines} mutated lines, {accepted} accepted",
        views.len()
    );
}

#[test]
fn skirman_views_are_checked_before_the_ai_sees_them() {
    let mut views = Vec::new();
    for (i, level) in Level::ALL.into_iter().enumerate() {
        let mut rules = skirman::Rules::new(level);
        rules.options.countered_ac_under_talon = i != 1;
        rules.options.ac_first_attack_shown = i == 2;
        views.extend(real_views(|s| Skirman::new(rules, s), 12, 160));
    }
    let (lines, accepted) = fuzz::<Skirman>(&views, seed() * 3 + 3);
    eprintln!(
        "Skirm'an: {} real views, {lines} mutated lines, {accepted} accepted",
        views.len()
    );
}

/// Plays random legal games to the end; every view of the seat to act passes `problems`.
fn every_view_passes<G: CliGame>(game: G, seed: u64) {
    let mut game = game;
    let mut rng = Rng::seeded(seed);
    for step in 0..20_000 {
        let Some(seat) = game.to_act() else { return };
        let view = game.view(seat);
        let problems: Vec<String> = G::problems(&view)
            .iter()
            .map(|p| p.explain(Lang::En))
            .collect();
        assert!(
            problems.is_empty(),
            "seed {seed}, step {step}: {problems:?}"
        );
        let legal = game.legal_actions();
        game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
    }
}

#[test]
fn no_real_view_has_a_problem() {
    let deals = if cfg!(debug_assertions) { 4 } else { 60 };
    for seed in 0..deals {
        for rules in RuleSet::ALL {
            for show_played_cards in [true, false] {
                let options = en_garde::Options {
                    show_played_cards,
                    ..en_garde::Options::default()
                };
                every_view_passes(EnGarde::new(rules, options, seed), seed);
            }
        }
        every_view_passes(FifesAndDrums::new(fifes::Options::default(), seed), seed);
        for level in Level::ALL {
            let mut rules = skirman::Rules::new(level);
            rules.options.countered_ac_under_talon = seed % 2 == 0;
            rules.options.ac_first_attack_shown = seed % 3 == 0;
            rules.options.free_discard = seed % 5 == 0;
            every_view_passes(Skirman::new(rules, seed), seed);
        }
    }
}
