//! Fits `bots::fifes::OpponentModel::FITTED`: plays Fifes and Drums games between two searches
//! (Strong's settings, 10 000 iterations a decision), then scores each candidate model by the
//! mean log-probability its belief gives the opponent's true card, over every position where a
//! player decides. Prints the best models and the two the code uses (docs/ai.md).
//!
//!     cargo run --release --example fit_opponent_model [GAMES] [ITERATIONS]
use touche::ai::{Ismcts, Search};
use touche::bots::fifes::{belief_with, OpponentModel};
use touche::core::{Game, Rng};
use touche::games::fifes::{Card, FifesAndDrums, View};

/// Each position's view and the opponent's true card, from games on two threads.
fn positions(games: u64, iterations: u32) -> Vec<(View, Card)> {
    let search = Search {
        iterations,
        ..Search::default()
    };
    let threads: Vec<_> = (0..2u64)
        .map(|thread| {
            std::thread::spawn(move || {
                let mut found = Vec::new();
                for g in (0..games).filter(|g| g % 2 == thread) {
                    let mut game = FifesAndDrums::new(Default::default(), 1000 + g);
                    let mut players = [
                        Ismcts::new(search, Rng::seeded(g * 7 + 1)),
                        Ismcts::new(search, Rng::seeded(g * 7 + 2)),
                    ];
                    while let Some(seat) = game.to_act() {
                        let view = game.view(seat);
                        found.push((view.clone(), game.secret(seat.other())));
                        let Some(choice) = players[seat.index()].think::<FifesAndDrums>(&view)
                        else {
                            break;
                        };
                        game.apply_trusted(&choice.action);
                    }
                }
                found
            })
        })
        .collect();
    threads
        .into_iter()
        .flat_map(|t| t.join().unwrap_or_default())
        .collect()
}

/// Mean log-probability of the true card, share of positions where it is the likeliest, and
/// its mean probability.
fn score(data: &[(View, Card)], model: &OpponentModel) -> (f64, f64, f64) {
    let (mut log, mut top, mut mean) = (0.0, 0.0, 0.0);
    for (view, truth) in data {
        let belief = belief_with(view, model);
        let p = belief
            .cards
            .iter()
            .find(|c| c.0 == *truth)
            .map_or(0.0, |c| c.1);
        log += p.max(1e-9).ln();
        mean += p;
        if belief.most_likely() == Some(*truth) {
            top += 1.0;
        }
    }
    let n = data.len().max(1) as f64;
    (log / n, top / n, mean / n)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|v| v.parse().ok()).unwrap_or(60);
    let iterations = args.next().and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let data = positions(games, iterations);
    println!("{} positions from {games} games", data.len());
    let mut scored = Vec::new();
    for sharpness in [0.02, 0.05, 0.1, 0.2, 0.5, 1.0] {
        for noise in [0.15, 0.25, 0.4] {
            for rival_weight in [0.0, 0.25, 0.5, 1.0] {
                for spaces_weight in [0.0, 1.0, 2.0, 4.0, 8.0, 16.0] {
                    let model = OpponentModel {
                        sharpness,
                        noise,
                        rival_weight,
                        spaces_weight,
                    };
                    scored.push((score(&data, &model), model));
                }
            }
        }
    }
    scored.sort_by(|a, b| b.0 .0.total_cmp(&a.0 .0));
    let line = |name: &str, ((log, top, mean), m): &((f64, f64, f64), OpponentModel)| {
        println!(
            "{name:<10} log-likelihood {log:.4}  likeliest {:.1}%  p(true) {mean:.3}  \
             (sharpness {}, noise {}, rival weight {}, spaces weight {})",
            top * 100.0,
            m.sharpness,
            m.noise,
            m.rival_weight,
            m.spaces_weight
        );
    };
    for best in scored.iter().take(5) {
        line("best", best);
    }
    for (name, model) in [
        ("fitted", OpponentModel::FITTED),
        ("heuristic", OpponentModel::HEURISTIC),
    ] {
        line(name, &(score(&data, &model), model));
    }
    println!("uniform    log-likelihood {:.4}", (1.0f64 / 7.0).ln());
}
