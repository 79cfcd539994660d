//! Random play at each level: nothing panics, every game ends, the cards of the level are
//! conserved at every step, every listed action is legal and junk is refused without a change
//! (`check_contract`), views do not depend on hidden cards (determinization), and records replay
//! to the same state. SK34: `Decline` is offered only to concede a TOUCHE or when nothing else is
//! legal; SK29: a discarded or thrown card goes straight to the discard pile (or under the
//! talon), never into the chain.
//!
//! `TOUCHE_PROPERTY_GAMES` sets the number of games per level (300 by default in release
//! builds, 30 in debug builds).
use touche::core::game::{check_contract, check_view_contract};
use touche::core::record::{parse_record, record_from_seed, replay};
use touche::core::{Game, Rng, Seat};
use touche::games::skirman::{
    Action, Card, Level, LinkKind, Options, Phase, Rules, Skirman, HAND, TOUCHES_TO_WIN,
};

/// Actions per game before we call it a loop (random games average a few hundred).
const MAX_STEPS: usize = 200_000;

fn games() -> u64 {
    let default = if cfg!(debug_assertions) { 30 } else { 300 };
    std::env::var("TOUCHE_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn assert_conserved(game: &Skirman) {
    let mut all = game.all_cards();
    all.sort();
    let mut deck = Card::deck(game.level());
    deck.sort();
    assert_eq!(all, deck, "cards not conserved in {game:?}");
    for seat in Seat::BOTH {
        assert!(game.hand(seat).len() <= HAND);
        assert!(
            game.hand(seat).windows(2).all(|w| w[0] <= w[1]),
            "hand not sorted"
        );
    }
    let w = game.warnings();
    assert_eq!(w[0] + w[1] + game.warning_pool(), 3);
    assert!(w[0] <= 1 && w[1] <= 1);
}

/// SK34: no declining a defence. `Decline` is always open against a TOUCHE (concede, even
/// holding a TOUCHE NON VALABLE), and anywhere else only as the one legal action.
fn assert_no_declining(game: &Skirman, legal: &[Action]) {
    if game.phase() == Phase::DefTouche {
        assert!(legal.contains(&Action::Decline), "a TOUCHE may be conceded");
    } else if legal.contains(&Action::Decline) {
        assert_eq!(
            legal,
            [Action::Decline],
            "Decline offered beside other actions in {:?}",
            game.phase()
        );
    }
}

/// SK29: discarded and thrown cards never lie in the chain; a discarded card reaches the
/// discard pile at once (unless a reshuffle took the pile for the talon in the same step).
/// `pile`: the discard pile's size and its copies of the discarded card before a `Discard`.
fn assert_discards_leave_the_chain(action: &Action, pile: (usize, usize), after: &Skirman) {
    for link in after.chain() {
        if matches!(link.kind, LinkKind::Discard | LinkKind::Thrown) {
            assert_eq!(link.card, None, "a discarded card in the chain: {link:?}");
        }
    }
    if let Action::Discard(card) = *action {
        if after.discard_pile().len() > pile.0 {
            assert!(
                copies(after.discard_pile(), card) > pile.1,
                "{card:?} did not reach the discard pile"
            );
        }
    }
}

fn copies(cards: &[Card], card: Card) -> usize {
    cards.iter().filter(|c| **c == card).count()
}

fn random_card(rng: &mut Rng) -> Card {
    Card::ALL[rng.below(Card::ALL.len() as u32) as usize]
}

fn random_action(rng: &mut Rng) -> Action {
    let (a, b) = (random_card(rng), random_card(rng));
    match rng.below(8) {
        0 => Action::Play(a),
        1 => Action::PlayTwo(a, b),
        2 => Action::Discard(a),
        3 => Action::Attente(a),
        4 => Action::Keep(a, b),
        5 => Action::ThrowAttacks(a, b),
        6 => Action::pair(Card::Battement, a),
        _ => Action::Decline,
    }
}

fn assert_view_hides_hidden(game: &Skirman, rng: &mut Rng) {
    for seat in Seat::BOTH {
        let view = game.view(seat);
        for _ in 0..2 {
            let other = Skirman::determinize(&view, rng);
            assert_conserved(&other);
            assert_eq!(other.view(seat), view, "the view depends on hidden cards");
            if other.to_act() == Some(seat) {
                assert_eq!(other.legal_actions(), game.legal_actions());
            }
        }
    }
}

fn play_random_game(rules: Rules, seed: u64, deep: bool) -> usize {
    let mut rng = Rng::seeded(seed.wrapping_mul(7919) ^ 0x5eed);
    let mut game = Skirman::new(rules, seed);
    let mut history = Vec::new();
    assert_conserved(&game);
    assert_eq!(game.talon_len(), Card::deck(rules.level).len() - 14);
    while game.to_act().is_some() {
        assert!(history.len() < MAX_STEPS, "the game does not end");
        let junk = random_action(&mut rng);
        let legal = check_contract(&game, &junk).unwrap_or_else(|e| panic!("{e}"));
        if deep {
            // Legality from each view alone agrees with the state's (the AI's and the screen's).
            check_view_contract(&game, &mut rng).unwrap_or_else(|e| panic!("{e}"));
            assert_view_hides_hidden(&game, &mut rng);
        }
        for action in &legal {
            if let Card::Parade(_) | Card::Contre(_) = match action {
                Action::Play(c) => *c,
                _ => Card::Touche,
            } {
                assert!(matches!(
                    game.phase(),
                    Phase::DefAttack { .. } | Phase::DefOff { .. } | Phase::DefFeinte
                ));
            }
        }
        assert_no_declining(&game, &legal);
        let action = legal[rng.below(legal.len() as u32) as usize];
        history.push(action);
        let pile = match action {
            Action::Discard(card) => (game.discard_pile().len(), copies(game.discard_pile(), card)),
            _ => (0, 0),
        };
        game = game.play(&action).expect("a listed action was refused");
        assert_conserved(&game);
        assert_discards_leave_the_chain(&action, pile, &game);
    }
    let touches = game.touches();
    assert!(touches.contains(&TOUCHES_TO_WIN), "{touches:?}");
    assert_eq!(game.legal_actions(), Vec::<Action>::new());
    if deep {
        assert_view_hides_hidden(&game, &mut rng);
        let record = record_from_seed::<Skirman>(&rules.level, &rules.options, seed, &history);
        let text = serde_json::to_string(&record).unwrap();
        let parsed = parse_record(&text).unwrap();
        let replayed = replay::<Skirman>(&parsed, |_, _, _, _, _| {}).expect("replay");
        assert_eq!(
            replayed, game,
            "the record does not replay to the same state"
        );
    }
    history.len()
}

fn run_level(rules: Rules) {
    let n = games();
    let mut longest = 0;
    for seed in 0..n {
        longest = longest.max(play_random_game(rules, seed, seed % 50 == 0));
    }
    eprintln!("{rules:?}: {n} games, longest {longest} actions");
}

#[test]
fn random_games_initiation() {
    run_level(Rules::new(Level::Initiation));
}

#[test]
fn random_games_entrainement() {
    run_level(Rules::new(Level::Entrainement));
}

#[test]
fn random_games_competition() {
    run_level(Rules::new(Level::Competition));
}

#[test]
fn random_games_competition_with_every_option() {
    run_level(Rules {
        level: Level::Competition,
        options: Options {
            free_discard: true,
            ac_first_attack_shown: true,
            countered_ac_under_talon: true,
        },
    });
}

#[test]
fn seeds_are_reproducible() {
    let rules = Rules::default();
    assert_eq!(Skirman::new(rules, 42), Skirman::new(rules, 42));
    assert_ne!(
        Skirman::new(rules, 42).talon_top_first(),
        Skirman::new(rules, 43).talon_top_first()
    );
}

#[test]
fn cli_replays_a_record() {
    let rules = Rules::new(Level::Competition);
    let mut game = Skirman::new(rules, 9);
    let mut rng = Rng::seeded(9);
    let mut actions = Vec::new();
    while game.to_act().is_some() {
        let legal = game.legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        actions.push(action);
        game.play_in_place(&action).unwrap();
    }
    let record = record_from_seed::<Skirman>(&rules.level, &rules.options, 9, &actions);
    let path = std::env::temp_dir().join(format!("skirman-{}.json", std::process::id()));
    std::fs::write(&path, serde_json::to_string(&record).unwrap()).unwrap();
    for lang in ["en", "fr"] {
        let args: Vec<String> = ["replay", path.to_str().unwrap(), "--lang", lang]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = touche::cli::run(&args, &mut out, &mut err);
        let out = String::from_utf8(out).unwrap();
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        assert_eq!(out.lines().count(), actions.len() + 1, "{out}");
        assert!(out.lines().last().unwrap().contains("5"), "{out}");
    }
    let _ = std::fs::remove_file(path);
}
