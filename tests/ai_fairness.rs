//! Fairness: a computer player decides from what its seat may know, never from the hidden cards.
//! For many positions of every game (random legal play from varied deals to varied depths), the
//! hidden cards are replaced by others consistent with the seat's view (`determinize` from that
//! view; the new state must show exactly the same view), and every strength must make the same
//! decision from the same seed: in the real state, in each replaced one, and from the view as
//! the engine protocol reads it back from JSON. Beginner and Standard are the real
//! `Computer::bot`s; the search strengths (Strong, Master) use a small budget
//! (`Search { iterations: 200, ..G::search(strength) }`) so the test stays fast, their own
//! settings otherwise (Fifes and Drums' Master infers and branches on the opponent's card).
use touche::ai::{Ismcts, Search};
use touche::bots::{Bot, Computer, Strength};
use touche::cli::games::CliGame;
use touche::core::{Game, Rng, ViewOf};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};

/// Hidden worlds tried per position.
const WORLDS: u64 = 3;

/// Every strength's player, the search ones on a small budget, seeded by `seed`.
fn players<G: Computer>(seed: u64) -> Vec<(Strength, Box<dyn Bot<G>>)> {
    Strength::ALL
        .into_iter()
        .map(|strength| {
            let bot: Box<dyn Bot<G>> = if strength.searches() {
                let search = Search {
                    iterations: 200,
                    ..G::search(strength)
                };
                // Give Strong and Master different seeds too.
                Box::new(Ismcts::new(search, Rng::seeded(seed ^ strength as u64)))
            } else {
                G::bot(strength, seed)
            };
            (strength, bot)
        })
        .collect()
}

/// Positions reached by random legal play, the game still on.
fn positions<G: Game>(new: impl Fn(u64) -> G, deals: u64, max_plies: u32) -> Vec<G> {
    let mut found = Vec::new();
    for seed in 0..deals {
        let mut rng = Rng::seeded(seed ^ 0xFA1E);
        let mut game = new(seed);
        for _ in 0..rng.below(max_plies) {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
        }
        if game.to_act().is_some() {
            found.push(game);
        }
    }
    found
}

/// Checks every position; returns how many replaced worlds differed from the real state (the
/// test must really have changed hidden cards).
fn decisions_ignore_hidden_cards<G: CliGame + PartialEq + std::fmt::Debug>(states: &[G]) -> usize {
    let mut changed = 0;
    for (i, state) in states.iter().enumerate() {
        let seat = state.to_act().expect("the game is on");
        let view = state.view(seat);
        let seed = 1_000 + i as u64;
        let decide = |view: &ViewOf<G>| -> Vec<(Strength, Option<G::Action>)> {
            players::<G>(seed)
                .into_iter()
                .map(|(strength, mut bot)| (strength, bot.choose(view)))
                .collect()
        };
        let real = decide(&view);
        assert!(
            real.iter().all(|(_, a)| a.is_some()),
            "a player found nothing to do: {real:?}"
        );
        let mut rng = Rng::seeded(seed);
        for world in 0..WORLDS {
            let other = G::determinize(&view, &mut rng);
            let seen = other.view(seat);
            assert_eq!(seen, view, "another world shows another view");
            if other != *state {
                changed += 1;
            }
            assert_eq!(
                decide(&seen),
                real,
                "position {i}: the hidden cards changed a decision"
            );
            // The view as a stranger sends it to the engine: read back from JSON, checked.
            let text = G::view_json(&seen).to_string();
            let read = G::read_view(&text).expect("a view reads back");
            assert_eq!(read, view, "JSON loses part of the view");
            assert!(G::problems(&read).is_empty(), "a real view refused: {text}");
            if world == 0 {
                let again = decide(&read);
                assert_eq!(again, real, "position {i}: read back, another decision");
            }
        }
    }
    changed
}

#[test]
fn en_garde_decisions_ignore_hidden_cards() {
    let mut states = Vec::new();
    for (i, rules) in RuleSet::ALL.into_iter().enumerate() {
        let options = en_garde::Options {
            show_played_cards: i % 2 == 1,
            ..en_garde::Options::default()
        };
        states.extend(positions(|s| EnGarde::new(rules, options, s), 6, 90));
    }
    let changed = decisions_ignore_hidden_cards(&states);
    assert!(changed * 2 > states.len() * WORLDS as usize, "{changed}");
}

#[test]
fn fifes_decisions_ignore_hidden_cards() {
    let states = positions(|s| FifesAndDrums::new(fifes::Options::default(), s), 36, 30);
    let changed = decisions_ignore_hidden_cards(&states);
    assert!(changed * 2 > states.len() * WORLDS as usize, "{changed}");
}

#[test]
fn skirman_decisions_ignore_hidden_cards() {
    let mut states = Vec::new();
    for (i, level) in Level::ALL.into_iter().enumerate() {
        let mut rules = skirman::Rules::new(level);
        rules.options.ac_first_attack_shown = i == 2;
        rules.options.countered_ac_under_talon = i != 0;
        states.extend(positions(|s| Skirman::new(rules, s), 12, 150));
    }
    let changed = decisions_ignore_hidden_cards(&states);
    assert!(changed * 2 > states.len() * WORLDS as usize, "{changed}");
}

#[cfg(feature = "example-game")]
#[test]
fn example_game_decisions_ignore_hidden_cards() {
    use touche::games::bluff::Bluff;
    let states = positions(Bluff::new, 60, 4);
    let changed = decisions_ignore_hidden_cards(&states);
    assert!(changed * 2 > states.len() * WORLDS as usize, "{changed}");
}
