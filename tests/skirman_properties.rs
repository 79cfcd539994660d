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
    Action, AttackKind, Card, Hand, Level, Line, LinkKind, Offensive, Options, Phase, Rules,
    Situation, Skirman, HAND, TOUCHES_TO_WIN,
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

/// Every state of the §7 machine, whatever its payload.
fn all_phases() -> Vec<Phase> {
    let mut phases = vec![
        Phase::Open,
        Phase::Riposte,
        Phase::ContAttack,
        Phase::ContTact,
        Phase::AfterFeinte,
        Phase::DefTouche,
        Phase::DefMarche,
        Phase::DefPointe,
        Phase::DefFeinte,
        Phase::DefAc { first_attack: None },
        Phase::Ac1,
        Phase::AcThrow,
        Phase::DefBalayage,
        Phase::BalayageTouche,
        Phase::Over,
    ];
    for line in Line::ALL {
        phases.push(Phase::DefAc {
            first_attack: Some(Card::Attack(AttackKind::Coupe, line)),
        });
        phases.push(Phase::Ac2 { first_line: line });
    }
    for derobement_allowed in [false, true] {
        phases.push(Phase::DefFleche { derobement_allowed });
        for line in Line::ALL {
            phases.push(Phase::DefAttack {
                line,
                derobement_allowed,
            });
            for kind in [
                Offensive::PriseDeFer,
                Offensive::Arret,
                Offensive::ContreAttaque,
            ] {
                phases.push(Phase::DefOff {
                    kind,
                    line,
                    derobement_allowed,
                });
            }
        }
    }
    phases
}

fn random_hand(rng: &mut Rng, level: Level, max: u32) -> Vec<Card> {
    let deck = Card::deck(level);
    let mut hand: Vec<Card> = (0..rng.below(max + 1))
        .map(|_| deck[rng.below(deck.len() as u32) as usize])
        .collect();
    hand.sort();
    hand
}

/// Legality from a `Situation` alone, in every state with any hand, kept cards and options, the
/// unreachable ones included (a BALAYAGE's TOUCHE not held, kept cards in any phase…): every
/// listed action is accepted by `check`, once, and an accepted action is listed. Random play
/// never reaches most of these, so the state's and the view's contracts could not see a
/// disagreement there.
#[test]
fn legal_actions_and_check_agree_in_every_situation() {
    let mut rng = Rng::seeded(0x51);
    let phases = all_phases();
    for round in 0..6_000u32 {
        let level = Level::ALL[round as usize % 3];
        let options = Options {
            free_discard: rng.coin(),
            ac_first_attack_shown: rng.coin(),
            countered_ac_under_talon: rng.coin(),
        };
        let hand = random_hand(&mut rng, level, 7);
        let kept = random_hand(&mut rng, level, 2);
        let plays_kept = hand.is_empty() && rng.coin();
        let usable = if plays_kept { &kept } else { &hand };
        let shown = rng
            .coin()
            .then(|| Card::Attack(AttackKind::CoupDroit, Line::ALL[rng.below(4) as usize]));
        let phase = phases[rng.below(phases.len() as u32) as usize];
        let situation = Situation {
            rules: Rules { level, options },
            phase,
            actor: (phase != Phase::Over).then_some(Seat::One),
            hand: Hand::of(&hand),
            kept: plays_kept.then(|| Hand::of(&kept)),
            ac_shown: shown,
        };
        let legal = situation.legal_actions();
        for (i, action) in legal.iter().enumerate() {
            assert_eq!(
                situation.check(action),
                Ok(()),
                "{action:?} listed but refused in {situation:?}"
            );
            assert!(!legal[..i].contains(action), "{action:?} listed twice");
        }
        if situation.actor.is_some() {
            assert!(!legal.is_empty(), "nothing legal in {situation:?}");
        }
        let mut candidates: Vec<Action> = (0..40).map(|_| random_action(&mut rng)).collect();
        for &c in usable.iter().chain(&hand) {
            candidates.extend([Action::Play(c), Action::Discard(c), Action::Attente(c)]);
            for &d in usable {
                candidates.extend([Action::pair(c, d), Action::keep(c, d), Action::throw(c, d)]);
            }
        }
        for action in candidates {
            if situation.check(&action).is_ok() {
                assert!(
                    legal.contains(&action),
                    "{action:?} accepted but not listed in {situation:?}"
                );
            }
        }
    }
}

/// SK8 makes it unreachable, but should the TOUCHE a BALAYAGE announced be missing, its player
/// has nothing to play and may only pass: the list and `check` say the same.
#[test]
fn a_balayage_without_its_touche_lets_its_player_pass() {
    let situation = Situation {
        rules: Rules::default(),
        phase: Phase::BalayageTouche,
        actor: Some(Seat::One),
        hand: Hand::of(&[Card::Parade(Line::Sixte)]),
        kept: None,
        ac_shown: None,
    };
    assert_eq!(situation.legal_actions(), vec![Action::Decline]);
    assert_eq!(situation.check(&Action::Decline), Ok(()));
    let situation = Situation {
        hand: Hand::of(&[Card::Touche]),
        ..situation
    };
    assert_eq!(situation.legal_actions(), vec![Action::Play(Card::Touche)]);
    assert_eq!(
        situation.check(&Action::Decline),
        Err(touche::games::skirman::Error::MustPlayTouche)
    );
}
