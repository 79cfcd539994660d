//! Random play in every rule set: nothing panics, the 25 cards are conserved, every listed
//! action is legal, illegal input leaves the state unchanged, views do not depend on hidden
//! cards, and records replay to the same state.
//!
//! `TOUCHE_PROPERTY_GAMES` sets the number of matches per rule set (100 000 by default in
//! release builds, as the test script runs them; fewer in debug builds).
use touche::core::game::{check_contract, check_view_contract};
use touche::core::record::{record_from_seed, replay};
use touche::core::{Game, Rng, Seat};
use touche::games::en_garde::{Action, Direction, EnGarde, Options, RuleSet};

fn games_per_rule_set() -> u64 {
    let default = if cfg!(debug_assertions) { 300 } else { 100_000 };
    std::env::var("TOUCHE_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn assert_conserved(game: &EnGarde) {
    let mut counts = game.played();
    for seat in Seat::BOTH {
        for (slot, c) in game.hand(seat).counts().iter().enumerate() {
            counts[slot] += c;
        }
    }
    for &card in game.pile() {
        counts[card as usize - 1] += 1;
    }
    assert_eq!(counts, [5; 5], "cards not conserved in {game:?}");
}

fn random_action(rng: &mut Rng) -> Action {
    let v = |rng: &mut Rng| rng.below(7) as u8;
    match rng.below(7) {
        0 => Action::Move {
            card: v(rng),
            direction: if rng.coin() {
                Direction::Forward
            } else {
                Direction::Back
            },
        },
        1 => Action::Attack {
            card: v(rng),
            count: v(rng),
        },
        2 => Action::AdvanceAttack {
            advance: v(rng),
            card: v(rng),
            count: v(rng),
        },
        3 => Action::Parry,
        4 => Action::Retreat { card: v(rng) },
        5 => Action::TakeHit,
        _ => Action::Pass,
    }
}

fn play_random_match(rules: RuleSet, seed: u64, deep: bool) {
    let mut rng = Rng::seeded(seed.wrapping_mul(7919));
    let mut game = EnGarde::new(rules, Options::default(), seed);
    let mut history = Vec::new();
    let mut steps = 0;
    while game.outcome().is_none() {
        steps += 1;
        assert!(steps < 100_000, "match does not end");
        // Garbage input: refused without a change, or legal and listed.
        let junk = random_action(&mut rng);
        let legal = check_contract(&game, &junk).unwrap_or_else(|e| panic!("{e}"));
        if deep {
            // Legality from each view alone agrees with the state's (the AI's and the screen's).
            check_view_contract(&game, &mut rng).unwrap_or_else(|e| panic!("{e}"));
            // The viewer's view is the same whatever the hidden cards are.
            for seat in Seat::BOTH {
                let view = game.view(seat);
                let other = EnGarde::determinize(&view, &mut rng);
                assert_eq!(other.view(seat), view, "view depends on hidden cards");
                assert_conserved(&other);
            }
        }
        let action = legal[rng.below(legal.len() as u32) as usize];
        history.push(action);
        game = game.play(&action).expect("legal action refused");
        assert_conserved(&game);
    }
    if deep {
        let record = record_from_seed::<EnGarde>(&rules, &Options::default(), seed, &history);
        let text = serde_json::to_string(&record).unwrap();
        let parsed = touche::core::record::parse_record(&text).unwrap();
        let replayed = replay::<EnGarde>(&parsed, |_, _, _, _, _| {}).expect("replay");
        assert_eq!(replayed, game, "record does not replay to the same state");
    }
}

#[test]
fn random_matches_in_every_rule_set() {
    let n = games_per_rule_set();
    for rules in RuleSet::ALL {
        for seed in 0..n {
            play_random_match(rules, seed, seed % 500 == 0);
        }
    }
}

#[test]
fn seeds_are_reproducible() {
    let a = EnGarde::new(RuleSet::default(), Options::default(), 42);
    let b = EnGarde::new(RuleSet::default(), Options::default(), 42);
    let c = EnGarde::new(RuleSet::default(), Options::default(), 43);
    assert_eq!(a, b);
    assert_ne!(
        a.pile(),
        c.pile(),
        "different seeds should deal differently"
    );
}
