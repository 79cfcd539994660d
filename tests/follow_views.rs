//! Every seat's view follows the game on its own (issue 27): in random games of every rule set,
//! each seat's view, advanced from the initial view with only the action as it saw it and the
//! hidden moves as it may learn them, equals the state's view after every action, with the same
//! legal actions and the same `check_in` answers.
//!
//! `TOUCHE_FOLLOW_GAMES` sets the games per rule set (2 000 in release builds by default, as CI
//! runs them; 100 in debug builds). `TOUCHE_FOLLOW_GAMES=100000` is the long run.
use std::time::Instant;
use touche::core::follow::{check_follow_step, Follow};
use touche::core::{Rng, Seat};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};

fn games_per_rule_set() -> u64 {
    let default = if cfg!(debug_assertions) { 100 } else { 2_000 };
    std::env::var("TOUCHE_FOLLOW_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays `games` random games from `new(seed)`, following both views; returns the actions.
fn follow_random_games<G: Follow>(name: &str, new: impl Fn(u64) -> G) -> u64 {
    let games = games_per_rule_set();
    let started = Instant::now();
    let mut actions = 0u64;
    for seed in 0..games {
        let mut rng = Rng::seeded(seed ^ 0x5eed_f011);
        let mut game = new(seed);
        let mut views = Seat::BOTH.map(|seat| game.view(seat));
        let mut junk = None;
        while game.outcome().is_none() {
            let legal = game.legal_actions();
            assert!(!legal.is_empty(), "{name} seed {seed}: no legal action");
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            // The last action, most often illegal now: `check_in` must say so the same way.
            let probe = junk
                .replace(action.clone())
                .unwrap_or_else(|| action.clone());
            check_follow_step(&mut game, &action, &probe, &mut views)
                .unwrap_or_else(|e| panic!("{name} seed {seed}, action {actions}: {e}"));
            actions += 1;
        }
    }
    eprintln!(
        "{name}: {games} games, {actions} actions followed from both seats in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    actions
}

#[test]
fn en_garde_views_follow_every_rule_set() {
    for rules in RuleSet::ALL {
        let name = format!("En Garde {}", rules.name());
        let options = en_garde::Options::default();
        let actions = follow_random_games(&name, |seed| EnGarde::new(rules, options, seed));
        assert!(actions > 0);
    }
}

#[test]
fn en_garde_views_follow_without_the_memory_aid() {
    let options = en_garde::Options {
        show_played_cards: false,
        ..en_garde::Options::default()
    };
    let rules = RuleSet::ALL[4];
    let actions = follow_random_games("En Garde, no memory aid", |seed| {
        EnGarde::new(rules, options, seed)
    });
    assert!(actions > 0);
}

#[test]
fn skirman_views_follow_every_level() {
    for level in Level::ALL {
        let name = format!("Skirm'an {level:?}");
        let actions =
            follow_random_games(&name, |seed| Skirman::new(skirman::Rules::new(level), seed));
        assert!(actions > 0);
    }
}

#[test]
fn skirman_views_follow_with_the_options_that_move_cards() {
    // SK11 shows the AC's first attack, SK14 puts thrown attacks under the talon. (SK2's free
    // discard changes only legality, and makes random bouts very long.)
    let rules = skirman::Rules {
        level: Level::Competition,
        options: skirman::Options {
            free_discard: false,
            ac_first_attack_shown: true,
            countered_ac_under_talon: true,
        },
    };
    let actions = follow_random_games("Skirm'an, SK11 and SK14", |seed| Skirman::new(rules, seed));
    assert!(actions > 0);
}

#[test]
fn fifes_and_drums_views_follow() {
    let options = fifes::Options::default();
    let actions = follow_random_games("Fifes and Drums", |seed| FifesAndDrums::new(options, seed));
    assert!(actions > 0);
}

#[cfg(feature = "example-game")]
#[test]
fn bluff_views_follow() {
    use touche::games::bluff::Bluff;
    let actions = follow_random_games("Bluff", Bluff::new);
    assert!(actions > 0);
}
