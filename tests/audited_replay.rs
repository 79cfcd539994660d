//! The audit's replay (issue 27): a whole game replayed through the real rules from the cards
//! every step dealt, every action checked with the hands really held. Honest random games of
//! every rule set pass; an action that the opponent's view accepts but the cheater's real hand
//! does not (a card never held, SK34's declining a possible defence) is refused with its move,
//! seat and rule.
use touche::core::follow::{replay_audited, Follow};
use touche::core::{Game, Rng, Seat};
use touche::games::en_garde::{self, Action as EnGardeAction, Direction, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Action as SkirmanAction, Level, Skirman};

type Steps<G> = Vec<(<G as Game>::Action, Vec<<G as Follow>::HiddenMove>)>;

/// Plays random legal actions from `start` until `stop` says so or the game ends; returns the
/// state reached and the steps with every hidden move the local dealer made.
fn play<G: Follow>(start: &G, seed: u64, mut stop: impl FnMut(&G) -> bool) -> (G, Steps<G>) {
    let mut rng = Rng::seeded(seed);
    let mut game = start.clone();
    let mut steps = Vec::new();
    while game.outcome().is_none() && !stop(&game) {
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize].clone();
        let moves = game.apply_dealt(&action);
        steps.push((action, moves));
    }
    (game, steps)
}

fn honest_games_pass<G: Follow>(name: &str, new: impl Fn(u64) -> G) {
    for seed in 0..200 {
        let start = new(seed);
        let (end, steps) = play(&start, seed, |_| false);
        let replayed = replay_audited(start, &steps)
            .unwrap_or_else(|refused| panic!("{name} seed {seed}: {refused}"));
        for seat in Seat::BOTH {
            assert_eq!(replayed.view(seat), end.view(seat), "{name} seed {seed}");
        }
    }
}

#[test]
fn honest_games_of_every_rule_set_pass_the_audit() {
    for rules in RuleSet::ALL {
        let options = en_garde::Options::default();
        honest_games_pass(rules.name(), |seed| EnGarde::new(rules, options, seed));
    }
    for level in Level::ALL {
        honest_games_pass("skirman", |seed| {
            Skirman::new(skirman::Rules::new(level), seed)
        });
    }
    let options = fifes::Options::default();
    honest_games_pass("fifes", |seed| FifesAndDrums::new(options, seed));
}

#[test]
fn served_cards_that_are_not_the_rules_moves_are_refused() {
    let start = EnGarde::new(RuleSet::ALL[1], en_garde::Options::default(), 3);
    let (_, mut steps) = play(&start, 3, |_| false);
    let index = steps
        .iter()
        .position(|(_, moves)| !moves.is_empty())
        .expect("a step with hidden moves");
    steps[index].1.pop();
    let Err(refused) = replay_audited(start, &steps) else {
        panic!("a missing move is accepted");
    };
    assert_eq!((refused.index, refused.rule), (index, "deal"));
}

/// The cheater plays `cheat`, which its opponent's view accepts (its follower holds the cards
/// it shows), but its real hand does not: the audit names the move, the seat and the rule.
fn cheat_is_caught<G: Follow>(start: G, steps: Steps<G>, before: &G, cheat: G::Action) {
    let cheater = before.to_act().expect("someone to act");
    let rule = before
        .check(&cheat)
        .expect_err("illegal with the real hand");
    let opponent = cheater.other();
    let view = before.view(opponent);
    // The cheater's side of the deal: a world, as the opponent may imagine it, where the cheat
    // is legal (what the cheater pretends); else its real cards.
    let mut world = (0..1_000)
        .map(|seed| G::determinize(&view, &mut Rng::seeded(seed)))
        .find(|world| world.check(&cheat).is_ok())
        .unwrap_or_else(|| before.clone());
    let moves = world.apply_dealt(&cheat);
    let seen: Vec<_> = moves.iter().map(|m| G::seen_by(m, opponent)).collect();
    let shown = G::shown(&view, &cheat);
    G::follow(&view, &shown, &seen).expect("the opponent's view accepts the cheat");
    let index = steps.len();
    let mut all = steps;
    all.push((cheat, moves));
    let Err(refused) = replay_audited(start, &all) else {
        panic!("the audit let the cheat pass");
    };
    assert_eq!(refused.index, index);
    assert_eq!(refused.seat, Some(cheater));
    assert_eq!(refused.rule, touche::core::RuleError::rule_id(&rule));
}

#[test]
fn a_card_never_held_is_caught_by_the_audit() {
    let mut caught = 0;
    for seed in 0..50 {
        let start = EnGarde::new(RuleSet::ALL[1], en_garde::Options::default(), seed);
        let (_, steps) = play(&start, seed, |_| false);
        // Walk the game until the actor may move forward by a card it does not hold.
        let mut game = start.clone();
        for (i, (action, _)) in steps.iter().enumerate() {
            let actor = game.to_act().expect("on");
            let turn = matches!(game.phase(), en_garde::Phase::Turn { .. });
            let unheld =
                (1..game.piste().distance().min(6)).find(|&card| game.hand(actor).count(card) == 0);
            if let (true, Some(card)) = (turn, unheld) {
                let cheat = EnGardeAction::Move {
                    card,
                    direction: Direction::Forward,
                };
                cheat_is_caught(start.clone(), steps[..i].to_vec(), &game, cheat);
                caught += 1;
                break;
            }
            game.play_in_place(action).expect("legal");
        }
    }
    assert!(caught > 10, "only {caught} games offered a cheat");
}

#[test]
fn declining_a_possible_defence_is_caught_by_the_audit() {
    let mut caught = 0;
    for seed in 0..50 {
        let start = Skirman::new(skirman::Rules::new(Level::Competition), seed);
        let (_, steps) = play(&start, seed, |_| false);
        let mut game = start.clone();
        for (i, (action, _)) in steps.iter().enumerate() {
            let refused = game.check(&SkirmanAction::Decline);
            if refused.is_err_and(|e| touche::core::RuleError::rule_id(&e) == "SK34") {
                cheat_is_caught(
                    start.clone(),
                    steps[..i].to_vec(),
                    &game,
                    SkirmanAction::Decline,
                );
                caught += 1;
                break;
            }
            game.play_in_place(action).expect("legal");
        }
    }
    assert!(caught > 10, "only {caught} bouts offered a refused decline");
}
