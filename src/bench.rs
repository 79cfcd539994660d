//! Benchmarks of the rules cores and of the search AI, shared by the native CLI and the wasm
//! build (the clock is passed in, so this module stays free of platform code).
use crate::ai::{Ismcts, Search, Searchable};
use crate::bots::{Computer, Strength};
use crate::core::Rng;
use crate::games::GameId;

/// What the benchmarks need of a game; each implements it beside its computer player
/// (`bots::<game>`).
pub trait Benched: Computer {
    /// How many plies of random play from `search_deal` a timed search starts after (at most).
    const SEARCH_PLIES: u32;

    /// `touche bench <game>`: random legal play for about `seconds` (`now` in seconds); the
    /// report's last line is the median rate (`N rounds/s`, `N games/s`). `platform`: "" natively,
    /// " (wasm)" under node.
    fn random_play_report(seconds: f64, now: &dyn Fn() -> f64, platform: &str) -> String;

    /// A deal of the rule set whose search speed `touche bench ai` measures.
    fn search_deal(seed: u64) -> Self;

    /// A deal of the rule set the search budgets are calibrated on (docs/ai.md).
    fn calibration_deal(seed: u64) -> Self;
}

/// `touche bench <game>`'s report (see `Benched::random_play_report`).
pub fn random_play_report(
    game: GameId,
    seconds: f64,
    now: &dyn Fn() -> f64,
    platform: &str,
) -> String {
    crate::dispatch!(game, G => G::random_play_report(seconds, now, platform))
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

/// The search's speed in `game` as `Strong` plays it (its settings and budget), from
/// `Benched::search_deal`.
pub fn ai_speed(game: GameId, seconds: f64, now: &dyn Fn() -> f64) -> SearchSpeed {
    crate::dispatch!(game, G => search_speed(
        G::search_deal,
        G::SEARCH_PLIES,
        G::search(Strength::Strong),
        seconds,
        now,
    ))
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
/// games: Standard against Standard from deals drawn from `seed` (`Benched::calibration_deal`),
/// each decision with two legal actions or more kept with probability ¼, so the positions
/// spread over whole games.
pub fn decision_views(game: GameId, count: usize, seed: u64) -> Vec<String> {
    crate::dispatch!(game, G => views_of(G::calibration_deal, count, seed))
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
