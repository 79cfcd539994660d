//! The example game's computer player (`games::bluff`): a heuristic that weighs each bid by the
//! chance it holds, the search's model of the game, what the command line needs, and its
//! benchmarks.
use super::{Bot, Budget, Computer};
use crate::ai::Searchable;
use crate::cli::games::CliGame;
use crate::core::{Game, Outcome, Rng, Seat};
use crate::games::bluff::record::RuleSet;
use crate::games::bluff::{Action, Bid, Bluff, View, ViewProblem, COPIES, FACES, HAND};

/// Cards the viewer has not seen: the deck less its own hand.
const UNSEEN: u32 = (FACES as u32) * (COPIES as u32) - HAND as u32;

/// C(n, k).
fn choose_count(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |c, i| c * f64::from(n - i) / f64::from(i + 1))
}

/// The chance that the opponent's hand (three of the `UNSEEN` cards) holds at least `need` of
/// the `left` copies of a face.
fn p_at_least(need: u32, left: u32) -> f64 {
    let drawn = HAND as u32;
    let all = choose_count(UNSEEN, drawn);
    (need..=left.min(drawn))
        .map(|k| choose_count(left, k) * choose_count(UNSEEN - left, drawn - k) / all)
        .sum()
}

/// How likely `bid` holds, from the viewer's hand, and a bid of the opponent's on the same face
/// read as a sign that it holds one.
fn chance(view: &View, bid: Bid) -> f64 {
    let mine = view.private.hand.iter().filter(|&&f| f == bid.face).count() as u32;
    let need = u32::from(bid.count).saturating_sub(mine);
    if need == 0 {
        return 1.0;
    }
    let p = p_at_least(need, u32::from(COPIES) - mine);
    let opponent_first = view.viewer.other().index();
    let signalled = view
        .public
        .bids
        .iter()
        .skip(opponent_first)
        .step_by(2)
        .any(|b| b.face == bid.face);
    if signalled {
        (p + 0.3).min(1.0)
    } else {
        p
    }
}

/// The heuristic's choice: open with its most numerous face; then challenge a bid that is more
/// likely false than true, or raise to the likeliest higher bid.
pub fn choose(view: &View, rng: &mut Rng) -> Option<Action> {
    let legal = Bluff::legal_actions_in(view);
    let mut best: Vec<Action> = Vec::new();
    let mut best_chance = 0.5;
    for &action in &legal {
        let Action::Bid(bid) = action else { continue };
        let p = chance(view, bid);
        if p > best_chance + 1e-9 {
            best_chance = p;
            best.clear();
        }
        if (p - best_chance).abs() <= 1e-9 {
            best.push(action);
        }
    }
    let doubtful = view
        .public
        .bids
        .last()
        .is_some_and(|&last| chance(view, last) < 0.5);
    if doubtful || best.is_empty() {
        return legal.last().copied();
    }
    Some(best[rng.below(best.len().min(3) as u32) as usize])
}

/// The heuristic player as a `Bot`.
pub struct Heuristic {
    pub rng: Rng,
}

impl Bot<Bluff> for Heuristic {
    fn choose(&mut self, view: &View) -> Option<Action> {
        choose(view, &mut self.rng)
    }
}

impl Computer for Bluff {
    /// A game of a few moves: small budgets reach its end every iteration.
    const BUDGET: Budget = Budget {
        strong: 2_000,
        master: 5_000,
    };

    fn standard_bot(rng: Rng) -> Box<dyn Bot<Bluff>> {
        Box::new(Heuristic { rng })
    }
}

// The search's model of the game (`ai::Searchable`).

impl Searchable for Bluff {
    /// A game cut off before its challenge is even.
    fn estimate(&self, _seat: Seat) -> f64 {
        0.5
    }
}

// What the command line needs of the game (`cli::games::CliGame`).

impl CliGame for Bluff {
    type Problem = ViewProblem;

    fn all_rules() -> Vec<RuleSet> {
        vec![RuleSet::Standard]
    }

    fn view_rules(_view: &View) -> RuleSet {
        RuleSet::Standard
    }

    fn problems(view: &View) -> Vec<ViewProblem> {
        view.problems()
    }
}

// The benchmarks of random play and of the search (`bench::Benched`).

/// Plays `games` whole games with uniformly random legal actions; returns a checksum of the
/// winners so the work cannot be optimised away.
pub fn play_random_games(seed: u64, games: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0xB1F);
    let mut checksum = 0u64;
    for _ in 0..games {
        let mut game = Bluff::new(rng.next_u64());
        while let Some(action) = crate::ai::random_legal(&game, Action::Challenge, &mut rng) {
            game.apply_trusted(&action);
        }
        checksum = checksum.wrapping_add(u64::from(
            game.outcome() == Some(Outcome::Winner(Seat::One)),
        ));
    }
    checksum
}

impl crate::bench::Benched for Bluff {
    const SEARCH_PLIES: u32 = 3;

    fn random_play_report(seconds: f64, now: &dyn Fn() -> f64, platform: &str) -> String {
        let mut seed = 0u64;
        let rate = crate::bench::median_rate(seconds, now, |n| {
            seed += 1;
            play_random_games(seed, n)
        });
        format!(
            "Bluff{platform}: random legal play, whole games, one core, {seconds} s in all\n{rate:.0} games/s"
        )
    }

    fn search_deal(seed: u64) -> Bluff {
        Bluff::new(seed)
    }

    fn calibration_deal(seed: u64) -> Bluff {
        Bluff::new(seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{play_out, Strength};

    #[test]
    fn the_chances_are_probabilities_and_a_held_bid_is_sure() {
        let total: f64 = (0..=2)
            .map(|k| p_at_least(k, 2) - p_at_least(k + 1, 2))
            .sum();
        assert!((total - 1.0).abs() < 1e-9);
        let game = Bluff::with_hands([[4, 4, 6], [1, 2, 3]]);
        let view = game.view(Seat::One);
        assert_eq!(chance(&view, Bid { count: 2, face: 4 }), 1.0);
        assert!(chance(&view, Bid { count: 3, face: 4 }) < 0.01);
        assert!(chance(&view, Bid { count: 2, face: 6 }) > 0.2);
    }

    #[test]
    fn standard_beats_random_play() {
        let mut wins = 0;
        for seed in 0..400u64 {
            let mut game = Bluff::new(seed);
            let standard = if seed % 2 == 0 { Seat::One } else { Seat::Two };
            let mut bots = [
                Bluff::bot(Strength::Standard, seed),
                Bluff::bot(Strength::Beginner, seed),
            ];
            if standard == Seat::Two {
                bots.swap(0, 1);
            }
            play_out(&mut game, &mut bots, 100);
            wins += u32::from(game.outcome() == Some(Outcome::Winner(standard)));
        }
        assert!(wins > 240, "Standard won {wins} of 400");
    }
}
