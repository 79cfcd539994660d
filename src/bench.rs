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

/// Times the search (`Ismcts` with `search`'s settings and budget) from the views of positions reached by
/// random legal play from varied deals to varied depths (below `max_plies`; decisions with a
/// single legal action, which the search does not think about, are skipped) for about
/// `seconds`, at least three decisions. `now` returns seconds from any fixed origin.
pub fn search_speed<G: Searchable>(
    new_game: impl Fn(u64) -> G,
    max_plies: u32,
    search: Search,
    seconds: f64,
    now: &dyn Fn() -> f64,
) -> SearchSpeed {
    let iterations = search.iterations;
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

/// The search's speed in `game` as `Strong` plays it (its settings and budget): Abacus
/// Classic En Garde, Compétition Skirm'an, Fifes and Drums.
pub fn ai_speed(game: GameId, seconds: f64, now: &dyn Fn() -> f64) -> SearchSpeed {
    fn strong<G: Computer>() -> Search {
        G::search(Strength::Strong)
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

/// The views (as JSON, the engine's and the AI worker's input) of `count` decisions from real
/// games: Standard against Standard from deals drawn from `seed`, each decision with two legal
/// actions or more kept with probability ¼, so the positions spread over whole games. The rule
/// sets the calibration uses (docs/ai.md): En Garde Abacus Advanced, Skirm'an Compétition,
/// Fifes and Drums.
pub fn decision_views(game: GameId, count: usize, seed: u64) -> Vec<String> {
    match game {
        GameId::EnGarde => views_of(
            |s| {
                let rules = RuleSet::from_name("abacus-advanced").unwrap_or_default();
                EnGarde::new(rules, Options::default(), s)
            },
            count,
            seed,
        ),
        GameId::FifesAndDrums => views_of(
            |s| FifesAndDrums::new(fifes::Options::default(), s),
            count,
            seed,
        ),
        GameId::Skirman => views_of(
            |s| Skirman::new(skirman::Rules::new(skirman::Level::Competition), s),
            count,
            seed,
        ),
    }
}

fn views_of<G: Computer>(new_game: impl Fn(u64) -> G, count: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::seeded(seed ^ 0x7E57);
    let mut views = Vec::with_capacity(count);
    // Bounded, in case a game offered no decision worth a search.
    for _ in 0..10_000 {
        if views.len() >= count {
            break;
        }
        let mut game = new_game(rng.next_u64());
        let mut bots = [
            G::bot(Strength::Standard, rng.next_u64()),
            G::bot(Strength::Standard, rng.next_u64()),
        ];
        for _ in 0..5_000 {
            let Some(seat) = game.to_act() else { break };
            let view = game.view(seat);
            if views.len() < count && G::legal_actions_in(&view).len() > 1 && rng.below(4) == 0 {
                views.push(serde_json::to_string(&view).unwrap_or_default());
            }
            let Some(action) = bots[seat.index()].choose(&view) else {
                break;
            };
            if game.play_in_place(&action).is_err() {
                break;
            }
        }
    }
    views
}

/// Decision times of `strength` over the views of `decision_views` (milliseconds, sorted), as
/// the AI worker answers them (the view read and checked, the search, the answer written), with
/// `now` in milliseconds.
pub fn decision_times(
    game: GameId,
    strength: Strength,
    count: usize,
    now: &dyn Fn() -> f64,
) -> Vec<f64> {
    let mut times: Vec<f64> = decision_views(game, count, 1)
        .iter()
        .enumerate()
        .map(|(i, view)| {
            let request = format!(
                r#"{{"id":{i},"game":"{}","kind":"decide","strength":"{}","seed":{i},"view":{view}}}"#,
                game.slug(),
                strength.slug()
            );
            let start = now();
            std::hint::black_box(crate::cli::worker::answer(&request, now));
            now() - start
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times
}

/// The value below which `share` of the sorted `values` fall (nearest rank).
pub fn percentile(sorted: &[f64], share: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (share * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// How many calibration positions `decisions_report` times per strength.
pub const CALIBRATION_POSITIONS: usize = 40;

/// `touche bench decisions GAME`'s report: Strong's and Master's decision times (median and
/// p95, milliseconds) over `CALIBRATION_POSITIONS` views of real positions; `now` in
/// milliseconds.
pub fn decisions_report(game: GameId, now: &dyn Fn() -> f64, platform: &str) -> String {
    let name = crate::i18n::shell::game_name(game, crate::i18n::Lang::En);
    let mut report = format!(
        "{name}{platform}: decision times over {CALIBRATION_POSITIONS} positions of Standard-vs-Standard games, one core"
    );
    for strength in [Strength::Strong, Strength::Master] {
        let times = decision_times(game, strength, CALIBRATION_POSITIONS, now);
        report.push_str(&format!(
            "\n  {:<7} {:>6} iterations  median {:>7.1} ms  p95 {:>7.1} ms",
            strength.slug(),
            crate::bots::budget(game, strength),
            percentile(&times, 0.5),
            percentile(&times, 0.95)
        ));
    }
    report
}
