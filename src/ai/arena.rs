//! Matches between two computer players on duplicate deals: each deal is played twice with the
//! sides swapped, so neither player is helped by a lucky deal or by moving first.
use crate::core::player::{play_out, Bot};
use crate::core::{Game, Outcome, Rng, Seat};

/// How a series went, from player A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArenaResult {
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    /// Games stopped by the action limit (a rules or bot bug); counted as draws too.
    pub unfinished: u32,
}

impl ArenaResult {
    /// A's points: a win is 1, a draw ½.
    pub fn a_points(&self) -> f64 {
        self.a_wins as f64 + self.draws as f64 / 2.0
    }

    /// A's share of the points and its 95 % Wilson score interval.
    pub fn a_share(&self) -> (f64, f64, f64) {
        wilson(self.a_points(), self.games)
    }

    fn add(&mut self, other: ArenaResult) {
        self.games += other.games;
        self.a_wins += other.a_wins;
        self.b_wins += other.b_wins;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
    }
}

/// The 95 % Wilson score interval of a proportion `points / n`.
pub fn wilson(points: f64, n: u32) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let n = n as f64;
    let p = points / n;
    let z = 1.959_963_984_540_054_f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays `games` games (rounded up to an even number: deals come in pairs) between the players
/// `make_a` and `make_b` build from a seed, on deals `new_game` makes from a seed, on `jobs`
/// threads. Everything follows from `seed`: the same call gives the same result.
pub fn arena<G, New, A, B>(
    new_game: New,
    make_a: A,
    make_b: B,
    games: u32,
    seed: u64,
    jobs: usize,
) -> ArenaResult
where
    G: Game,
    New: Fn(u64) -> G + Sync,
    A: Fn(u64) -> Box<dyn Bot<G>> + Sync,
    B: Fn(u64) -> Box<dyn Bot<G>> + Sync,
{
    let deals = games.div_ceil(2);
    let mut seeds = Rng::seeded(seed);
    let deal_seeds: Vec<[u64; 3]> = (0..deals)
        .map(|_| [seeds.next_u64(), seeds.next_u64(), seeds.next_u64()])
        .collect();
    let jobs = jobs.clamp(1, 64);
    let play_deal = |&[deal, a_seed, b_seed]: &[u64; 3]| {
        let mut result = ArenaResult::default();
        for a_seat in Seat::BOTH {
            let mut bots: [Box<dyn Bot<G>>; 2] = match a_seat {
                Seat::One => [make_a(a_seed), make_b(b_seed)],
                Seat::Two => [make_b(b_seed), make_a(a_seed)],
            };
            let mut game = new_game(deal);
            play_out(&mut game, &mut bots, 100_000);
            result.games += 1;
            match game.outcome() {
                Some(Outcome::Winner(w)) if w == a_seat => result.a_wins += 1,
                Some(Outcome::Winner(_)) => result.b_wins += 1,
                Some(Outcome::Draw) => result.draws += 1,
                None => {
                    result.draws += 1;
                    result.unfinished += 1;
                }
            }
        }
        result
    };
    let chunk = deal_seeds.len().div_ceil(jobs).max(1);
    let mut total = ArenaResult::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = deal_seeds
            .chunks(chunk)
            .map(|part| {
                let play_deal = &play_deal;
                scope.spawn(move || {
                    let mut sum = ArenaResult::default();
                    for deal in part {
                        sum.add(play_deal(deal));
                    }
                    sum
                })
            })
            .collect();
        for handle in handles {
            if let Ok(part) = handle.join() {
                total.add(part);
            }
        }
    });
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_share() {
        let (p, lo, hi) = wilson(70.0, 100);
        assert!((p - 0.7).abs() < 1e-12);
        assert!(lo > 0.60 && lo < 0.61, "{lo}");
        assert!(hi > 0.78 && hi < 0.79, "{hi}");
        assert_eq!(wilson(0.0, 0), (0.0, 0.0, 1.0));
    }
}
