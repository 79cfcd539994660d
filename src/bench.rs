//! Benchmarks of the rules cores and of the search AI, shared by the native CLI and the wasm
//! build (the clock is passed in, so this module stays free of platform code).
use crate::ai::{Ismcts, Search, Searchable};
use crate::bots::{Computer, Strength};
use crate::core::{Game, Rng};
use crate::games::en_garde::{Action, EnGarde, Options, RuleSet};
use crate::games::fifes::{self, FifesAndDrums};
use crate::games::skirman::{self, Skirman};
use crate::games::GameId;

/// Plays random legal actions until `rounds` rounds have ended; returns a checksum so the work
/// cannot be optimised away.
pub fn play_en_garde_rounds(rules: RuleSet, seed: u64, rounds: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0xA5A5);
    let mut game = EnGarde::new(rules, Options::default(), seed);
    let mut done = 0u64;
    let mut checksum = 0u64;
    let mut buffer = [Action::Pass; 64];
    while done < rounds {
        let mut n = 0usize;
        game.for_each_legal(|a| {
            if n < buffer.len() {
                buffer[n] = a;
                n += 1;
            }
        });
        if n == 0 {
            // Match over: start another.
            game = EnGarde::new(rules, Options::default(), rng.next_u64());
            continue;
        }
        let round = game.round();
        let action = buffer[rng.below(n as u32) as usize];
        game.apply_trusted(&action);
        if game.round() != round || game.outcome().is_some() {
            done += 1;
            checksum = checksum.wrapping_add(game.score()[0] as u64 * 31 + game.score()[1] as u64);
        }
    }
    checksum
}

/// Runs `batch` repeatedly for about `seconds` and returns the median rate (items per second)
/// over the batches. `now` returns seconds from any fixed origin.
pub fn median_rate(seconds: f64, now: &dyn Fn() -> f64, mut batch: impl FnMut(u64) -> u64) -> f64 {
    // Calibrate a batch to roughly 1/10 of the budget.
    let mut size = 1_000u64;
    loop {
        let t = now();
        std::hint::black_box(batch(size));
        let took = now() - t;
        if took > seconds / 20.0 || size > 1 << 40 {
            break;
        }
        size *= 2;
    }
    let start = now();
    let mut rates = Vec::new();
    while now() - start < seconds || rates.len() < 3 {
        let t = now();
        std::hint::black_box(batch(size));
        let took = (now() - t).max(1e-9);
        rates.push(size as f64 / took);
    }
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

/// Random-play rounds per second for each rule set, `seconds` in all; and the median of them.
pub fn en_garde_rates(seconds: f64, now: &dyn Fn() -> f64) -> (Vec<(RuleSet, f64)>, f64) {
    let mut rates = Vec::new();
    for rules in RuleSet::ALL {
        let mut seed = 0u64;
        let rate = median_rate(seconds / RuleSet::ALL.len() as f64, now, |n| {
            seed += 1;
            play_en_garde_rounds(rules, seed, n)
        });
        rates.push((rules, rate));
    }
    let mut sorted: Vec<f64> = rates.iter().map(|r| r.1).collect();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    (rates, median)
}

/// Plays `games` whole games of Fifes and Drums with uniformly random legal actions; returns a
/// checksum of the scores so the work cannot be optimised away.
pub fn play_fifes_games(seed: u64, games: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0xF1F3);
    let mut checksum = 0u64;
    // At most 5 numbered cards × 8 splits.
    let mut buffer = [fifes::Action::charge(fifes::Card::TheExcuse); 48];
    for _ in 0..games {
        let mut game = FifesAndDrums::new(fifes::Options::default(), rng.next_u64());
        loop {
            let mut n = 0usize;
            game.for_each_legal(|a| {
                if n < buffer.len() {
                    buffer[n] = a;
                    n += 1;
                }
            });
            if n == 0 {
                break;
            }
            game.apply_trusted(&buffer[rng.below(n as u32) as usize]);
        }
        if let Some(report) = game.phase().report() {
            checksum =
                checksum.wrapping_add(report.scores[0] as u64 * 31 + report.scores[1] as u64);
        }
    }
    checksum
}

/// Random-play games of Fifes and Drums per second (the median over batches), `seconds` in all.
pub fn fifes_rate(seconds: f64, now: &dyn Fn() -> f64) -> f64 {
    let mut seed = 0u64;
    median_rate(seconds, now, |n| {
        seed += 1;
        play_fifes_games(seed, n)
    })
}

/// Plays `games` whole games of Skirm'an at `level` with uniformly random legal actions; returns
/// a checksum of the touches so the work cannot be optimised away.
pub fn play_skirman_games(level: skirman::Level, seed: u64, games: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0x5C17);
    let mut checksum = 0u64;
    // Legal actions into a fixed buffer, in `legal_actions`' order (at most 7 plays + 28 pairs
    // kept against an ATTAQUE COMPOSÉE, or 7 plays + 7 pairs + 7 discards + `Decline`).
    let mut buffer = [skirman::Action::Decline; 64];
    for _ in 0..games {
        let mut game = Skirman::new(skirman::Rules::new(level), rng.next_u64());
        loop {
            let mut n = 0usize;
            game.for_each_legal(|a| {
                if n < buffer.len() {
                    buffer[n] = a;
                    n += 1;
                }
            });
            if n == 0 {
                break;
            }
            game.apply_trusted(&buffer[rng.below(n as u32) as usize]);
        }
        let [a, b] = game.touches();
        checksum = checksum.wrapping_add(a as u64 * 31 + b as u64);
    }
    checksum
}

/// Random-play games of Skirm'an at the Compétition level per second (the median over
/// batches), `seconds` in all.
pub fn skirman_rate(seconds: f64, now: &dyn Fn() -> f64) -> f64 {
    let mut seed = 0u64;
    median_rate(seconds, now, |n| {
        seed += 1;
        play_skirman_games(skirman::Level::Competition, seed, n)
    })
}

/// How fast the search AI thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSpeed {
    /// Iterations of each decision timed (the game's `Strong` budget).
    pub iterations: u32,
    /// Decisions timed.
    pub decisions: usize,
    /// Iterations per second: the median over the decisions.
    pub rate: f64,
}

/// Times the search (`Ismcts`, `iterations` a decision) from the views of positions reached by
/// random legal play from varied deals to varied depths (below `max_plies`; decisions with a
/// single legal action, which the search does not think about, are skipped) for about
/// `seconds`, at least three decisions. `now` returns seconds from any fixed origin.
pub fn search_speed<G: Searchable>(
    new_game: impl Fn(u64) -> G,
    max_plies: u32,
    iterations: u32,
    seconds: f64,
    now: &dyn Fn() -> f64,
) -> SearchSpeed {
    let search = Search {
        iterations,
        ..Search::default()
    };
    let mut rates = Vec::new();
    let start = now();
    let mut seed = 0u64;
    // Bounded, in case a game offered no position worth a search.
    while (now() - start < seconds || rates.len() < 3) && seed < 10_000 {
        seed += 1;
        let mut rng = Rng::seeded(seed ^ 0xA1);
        let mut game = new_game(seed);
        for _ in 0..rng.below(max_plies) {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
        }
        let Some(seat) = game.to_act() else {
            continue;
        };
        let view = game.view(seat);
        if G::legal_actions_in(&view).len() < 2 {
            continue;
        }
        let t = now();
        std::hint::black_box(Ismcts::new(search, Rng::seeded(seed)).think::<G>(&view));
        rates.push(iterations as f64 / (now() - t).max(1e-9));
    }
    rates.sort_by(f64::total_cmp);
    SearchSpeed {
        iterations,
        decisions: rates.len(),
        rate: rates.get(rates.len() / 2).copied().unwrap_or(0.0),
    }
}

/// The search's speed in `game` at the `Strong` budget: Abacus Classic En Garde, Compétition
/// Skirm'an, Fifes and Drums.
pub fn ai_speed(game: GameId, seconds: f64, now: &dyn Fn() -> f64) -> SearchSpeed {
    fn strong<G: Computer>() -> u32 {
        G::iterations(Strength::Strong)
    }
    match game {
        GameId::EnGarde => search_speed(
            |s| EnGarde::new(RuleSet::default(), Options::default(), s),
            80,
            strong::<EnGarde>(),
            seconds,
            now,
        ),
        GameId::FifesAndDrums => search_speed(
            |s| FifesAndDrums::new(fifes::Options::default(), s),
            28,
            strong::<FifesAndDrums>(),
            seconds,
            now,
        ),
        GameId::Skirman => search_speed(
            |s| Skirman::new(skirman::Rules::new(skirman::Level::Competition), s),
            150,
            strong::<Skirman>(),
            seconds,
            now,
        ),
    }
}

/// `touche bench ai GAME`'s report (`platform`: "" natively, " (wasm)" under node); the last
/// line is the median `N iterations/s`.
pub fn ai_report(game: GameId, seconds: f64, now: &dyn Fn() -> f64, platform: &str) -> String {
    let speed = ai_speed(game, seconds, now);
    let name = crate::i18n::shell::game_name(game, crate::i18n::Lang::En);
    format!(
        "{name}{platform}: search (ISMCTS), {} iterations a decision, {} decisions from varied positions, one core, {seconds} s in all\n{:.0} iterations/s",
        speed.iterations, speed.decisions, speed.rate
    )
}
