//! Random play: nothing panics, the game ends on turn 27–32, no unit passes the front, the 45
//! cards are conserved, every listed action is legal, junk is refused without a change, views
//! do not depend on the opponent's secret card or the pile order, events agree with the track,
//! and records replay to the same state.
//!
//! `TOUCHE_PROPERTY_GAMES` sets the number of games (100 000 by default in release builds, as
//! the test script runs them; fewer in debug builds).
use touche::core::game::{check_contract, check_view_contract};
use touche::core::record::{parse_record, record_from_seed, replay};
use touche::core::{Game, Rng, Seat};
use touche::games::fifes::{
    events, Action, Card, Direction, Event, FifesAndDrums, FirstPlayer, Options, Phase, RuleSet,
    Suit, Track, View, EXCUSE_PACKET, FRONT, PAWNS_AND_COURTS,
};

fn games() -> u64 {
    let default = if cfg!(debug_assertions) { 300 } else { 100_000 };
    std::env::var("TOUCHE_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Every card exactly once across secrets, set-aside cards, display, pile and discards.
fn assert_conserved(game: &FifesAndDrums) {
    let mut seen = [0u8; 45];
    let all = [game.secret(Seat::One), game.secret(Seat::Two)]
        .into_iter()
        .chain(game.set_aside())
        .chain(game.display())
        .chain(game.pile_top_first())
        .chain(game.discards().iter().copied());
    for card in all {
        seen[card.index()] += 1;
    }
    assert_eq!(seen, [1; 45], "cards not conserved in {game:?}");
    assert!(game.secret(Seat::One).is_pawn_or_court() && game.secret(Seat::Two).is_pawn_or_court());
    if game.to_act().is_some() {
        let pile = game.pile_top_first();
        let at = pile.iter().position(|&c| c == Card::TheExcuse);
        let at = at.expect("the Excuse is in the pile while the game is on");
        assert!(
            pile.len() - at <= EXCUSE_PACKET,
            "the Excuse left the bottom six: {pile:?}"
        );
    }
}

fn random_action(rng: &mut Rng) -> Action {
    let card = Card::ALL[rng.below(45) as usize];
    let split = match rng.below(3) {
        0 => None,
        1 => Some([rng.below(11) as u8, rng.below(11) as u8]),
        _ => Some([rng.below(256) as u8, rng.below(256) as u8]),
    };
    let direction = match rng.below(3) {
        0 => None,
        1 => Some(Direction::Front),
        _ => Some(Direction::Back),
    };
    Action {
        card,
        split,
        direction,
    }
}

/// The same view whatever the opponent holds and however the pile is ordered.
fn assert_view_hides_secrets(game: &FifesAndDrums, rng: &mut Rng) {
    for seat in Seat::BOTH {
        let view = game.view(seat);
        for _ in 0..2 {
            let other = FifesAndDrums::determinize(&view, rng);
            assert_conserved(&other);
            assert_eq!(other.view(seat), view, "the view depends on hidden cards");
        }
        if game.to_act().is_some() {
            let hidden = game.secret(seat.other());
            let json = serde_json::to_string(&view).unwrap();
            assert!(
                !json.contains(&format!("\"{}\"", hidden.slug())),
                "the view names the opponent's card before the end: {json}"
            );
            assert_eq!(view.opponent_candidates().len(), 7);
            assert!(!view.opponent_candidates().contains(&view.my_card()));
        } else {
            let report = view.phase.report().expect("the report");
            assert_eq!(
                report.secrets,
                [game.secret(Seat::One), game.secret(Seat::Two)]
            );
        }
    }
}

fn assert_view_facts(view: &View) {
    assert_eq!(view.points, view.track.points());
    assert_eq!(
        view.safe_refills as usize,
        (view.pile_count as usize).saturating_sub(EXCUSE_PACKET)
    );
    assert_eq!(
        view.excuse_may_come_next,
        !view.is_over() && view.safe_refills == 0
    );
    let mine: u8 = view
        .my_card()
        .suits()
        .iter()
        .map(|s| view.points[s.index()])
        .sum();
    assert_eq!(view.my_score(), mine);
}

/// Dense ranking, the slow and obvious way.
fn brute_points(track: &Track) -> [u8; 6] {
    let mut points = [0u8; 6];
    for suit in Suit::ALL {
        let mut nearer: Vec<u8> = Suit::ALL
            .iter()
            .map(|&s| track.space(s))
            .filter(|&s| s < track.space(suit))
            .collect();
        nearer.sort();
        nearer.dedup();
        points[suit.index()] = nearer.len() as u8;
    }
    points
}

fn play_random_game(seed: u64, deep: bool) -> u16 {
    let mut rng = Rng::seeded(seed.wrapping_mul(7919) ^ 0x5eed);
    let options = Options::default();
    let mut game = FifesAndDrums::new(options, seed);
    let mut history = Vec::new();
    assert_eq!(game.track(), Track::START);
    assert_eq!(game.pile_len(), 32);
    assert_conserved(&game);
    while let Some(actor) = game.to_act() {
        assert!(history.len() < 40, "the game does not end");
        let junk = random_action(&mut rng);
        let legal = check_contract(&game, &junk).unwrap_or_else(|e| panic!("{e}"));
        if deep {
            // Legality from each view alone agrees with the state's (the AI's and the screen's).
            check_view_contract(&game, &mut rng).unwrap_or_else(|e| panic!("{e}"));
            assert_view_hides_secrets(&game, &mut rng);
        }
        let action = legal[rng.below(legal.len() as u32) as usize];
        history.push(action);
        let before = game.clone();
        game = game.play(&action).expect("a listed action was refused");
        assert_conserved(&game);
        for space in game.track().spaces() {
            assert!(
                space >= FRONT,
                "a unit went beyond the front: {:?}",
                game.track()
            );
        }
        assert_eq!(game.track().points(), brute_points(&game.track()));
        if deep {
            for seat in Seat::BOTH {
                let (b, a) = (before.view(seat), game.view(seat));
                assert_view_facts(&a);
                let told = events(&b, actor, &action, &a);
                assert!(
                    matches!(told.first(), Some(Event::Took { card, .. }) if *card == action.card)
                );
                let mut track = b.track;
                for event in &told {
                    if let Event::Moved { unit_move } = event {
                        track.set(unit_move.suit(), unit_move.to());
                    }
                }
                assert_eq!(track, a.track, "the events do not add up to the new track");
            }
        }
    }
    let turns = game.turns_played();
    assert!((27..=32).contains(&turns), "the game ended on turn {turns}");
    let Phase::Over(report) = game.phase() else {
        panic!("no report at the end");
    };
    assert_eq!(report.turns, turns);
    assert!(report.points.iter().all(|&p| p <= 5));
    assert_eq!(game.legal_actions(), Vec::<Action>::new());
    if deep {
        assert_view_hides_secrets(&game, &mut rng);
        let record =
            record_from_seed::<FifesAndDrums>(&RuleSet::Standard, &options, seed, &history);
        let text = serde_json::to_string(&record).unwrap();
        let parsed = parse_record(&text).unwrap();
        let replayed = replay::<FifesAndDrums>(&parsed, |_, _, _, _, _| {}).expect("replay");
        assert_eq!(
            replayed, game,
            "the record does not replay to the same state"
        );
    }
    turns
}

#[test]
fn random_games() {
    let n = games();
    let mut ends = [0u64; 6];
    for seed in 0..n {
        let turns = play_random_game(seed, seed % 100 == 0);
        ends[(turns - 27) as usize] += 1;
    }
    // The Excuse is uniform in the bottom six, so each end turn has probability 1/6.
    if n >= 3000 {
        for (i, &count) in ends.iter().enumerate() {
            let share = count as f64 / n as f64;
            assert!(
                (0.12..0.22).contains(&share),
                "turn {} ended {count} of {n} games: {ends:?}",
                i + 27
            );
        }
    }
}

#[test]
fn seeds_are_reproducible_and_deal_as_the_rules_say() {
    let a = FifesAndDrums::new(Options::default(), 42);
    assert_eq!(a, FifesAndDrums::new(Options::default(), 42));
    assert_ne!(
        a.pile_top_first(),
        FifesAndDrums::new(Options::default(), 43).pile_top_first()
    );
    let mut secrets = std::collections::HashSet::new();
    for seed in 0..2000 {
        let game = FifesAndDrums::new(Options::default(), seed);
        assert_conserved(&game);
        assert!(PAWNS_AND_COURTS.contains(&game.secret(Seat::One)));
        assert!(!game.display().contains(&Card::TheExcuse));
        secrets.insert(game.secret(Seat::One));
    }
    assert_eq!(secrets.len(), 8, "every Pawn and Court can be dealt");
}

#[test]
fn first_player_option() {
    for seed in 0..50 {
        for (choice, seat) in [
            (FirstPlayer::PlayerOne, Seat::One),
            (FirstPlayer::PlayerTwo, Seat::Two),
        ] {
            let game = FifesAndDrums::new(
                Options {
                    first_player: choice,
                },
                seed,
            );
            assert_eq!(game.to_act(), Some(seat));
            assert_eq!(game.first_player(), seat);
        }
    }
    // A-FD1: random by default, and both seats do start.
    let ones = (0..400)
        .filter(|&seed| FifesAndDrums::new(Options::default(), seed).to_act() == Some(Seat::One))
        .count();
    assert!((150..250).contains(&ones), "seat one started {ones} of 400");
}

#[test]
fn determinized_piles_keep_the_excuse_in_the_bottom_six_uniformly() {
    let game = FifesAndDrums::new(Options::default(), 7);
    let view = game.view(Seat::One);
    let mut rng = Rng::seeded(3);
    let mut at = [0u32; 6];
    let mut opponents = std::collections::HashMap::new();
    for _ in 0..6000 {
        let other = FifesAndDrums::determinize(&view, &mut rng);
        let pile = other.pile_top_first();
        let from_bottom = pile.len() - pile.iter().position(|&c| c == Card::TheExcuse).unwrap();
        at[from_bottom - 1] += 1;
        *opponents.entry(other.secret(Seat::Two)).or_insert(0u32) += 1;
    }
    assert!(at.iter().all(|&n| (800..1200).contains(&n)), "{at:?}");
    assert_eq!(opponents.len(), 7, "{opponents:?}");
    assert!(!opponents.contains_key(&game.secret(Seat::One)));
    assert!(
        opponents.values().all(|&n| (650..1050).contains(&n)),
        "{opponents:?}"
    );
}
