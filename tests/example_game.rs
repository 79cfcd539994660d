//! The example game (feature `example-game`, docs/adding-a-game.md) through the shared
//! plumbing it did not edit: records and `touche replay`, `touche arena` at every strength,
//! `touche engine`, the record reader of any game, saves.
#![cfg(feature = "example-game")]
use touche::bots::{Computer, Strength};
use touche::cli::games::CliGame;
use touche::core::record::{record_from_seed, Recorded};
use touche::core::{Game, Rng, Seat};
use touche::games::bluff::record::{Options, RuleSet};
use touche::games::bluff::{Action, Bluff};
use touche::games::import::{read_any, AnyReplay};
use touche::games::GameId;

fn touche(args: &[&str], input: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = touche::cli::run_with_input(&args, &mut input.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// A finished game of Standard against Standard, its record as text.
fn finished_record(seed: u64) -> (Bluff, String) {
    let mut game = Bluff::new(seed);
    let mut bots = [
        Bluff::bot(Strength::Standard, 1),
        Bluff::bot(Strength::Standard, 2),
    ];
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()]
            .choose(&game.view(seat))
            .expect("an action");
        game.play_in_place(&action).expect("legal");
        actions.push(action);
    }
    let record = record_from_seed::<Bluff>(&RuleSet::Standard, &Options {}, seed, &actions);
    (game, serde_json::to_string_pretty(&record).unwrap())
}

#[test]
fn it_is_registered_under_its_name() {
    assert_eq!(GameId::from_slug("bluff"), Some(GameId::Bluff));
    assert_eq!(
        touche::i18n::shell::game_name(GameId::Bluff, touche::i18n::Lang::Fr),
        "Bluff"
    );
}

#[test]
fn a_record_replays_through_the_reader_of_any_game_and_touche_replay() {
    let (game, text) = finished_record(3);
    match read_any(&text) {
        Ok(AnyReplay::Bluff(replay)) => assert_eq!(replay.state, game),
        other => panic!("{other:?}"),
    }
    let path = std::env::temp_dir().join(format!("touche-bluff-{}.json", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let (code, out, err) = touche(&["replay", path.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("Player 1 bids"), "{out}");
    assert!(lines.iter().any(|l| l.contains("challenges")), "{out}");
    assert!(lines.last().unwrap().starts_with("Outcome:"), "{out}");
    let (code, _, err) = touche(&["replay", path.to_str().unwrap(), "--lang", "fr"], "");
    assert_eq!(code, 0, "{err}");
    let broken = text.replace("\"challenge\"", "{\"bid\": {\"count\": 1, \"face\": 1}}");
    std::fs::write(&path, broken).unwrap();
    let (code, _, err) = touche(&["replay", path.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("B3"), "{err}");
    let _ = std::fs::remove_file(path);
}

#[test]
fn the_arena_plays_every_strength() {
    for strength in Strength::ALL {
        let (code, out, err) = touche(
            &[
                "arena",
                "bluff",
                "--a",
                strength.slug(),
                "--b",
                "beginner",
                "--games",
                "4",
                "--seed",
                "7",
                "--jobs",
                "1",
            ],
            "",
        );
        assert_eq!(code, 0, "{strength:?}: {err}");
        assert!(out.lines().last().unwrap().contains("won"), "{out}");
    }
}

#[test]
fn the_engine_answers_views_and_refuses_impossible_ones() {
    let mut rng = Rng::seeded(4);
    let mut input = String::new();
    let mut games = Vec::new();
    for seed in 0..6 {
        let mut game = Bluff::new(seed);
        for _ in 0..rng.below(3) {
            let legal = game.legal_actions();
            game.apply_trusted(&legal[rng.below(legal.len() as u32 - 1) as usize]);
        }
        let seat = game.to_act().expect("on");
        input.push_str(&Bluff::view_json(&game.view(seat)).to_string());
        input.push('\n');
        games.push(game);
    }
    let idle = games[0].view(games[0].to_act().unwrap().other());
    input.push_str(&Bluff::view_json(&idle).to_string());
    input.push('\n');
    for strength in ["standard", "master"] {
        let (code, out, err) = touche(
            &["engine", "bluff", "--strength", strength, "--seed", "1"],
            &input,
        );
        assert_eq!(code, 0, "{err}");
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(answers.len(), games.len() + 1, "{out}");
        for (game, answer) in games.iter().zip(&answers) {
            let json: serde_json::Value = serde_json::from_str(answer).unwrap();
            let action: Action = Bluff::action_from_json(&json).unwrap();
            assert!(game.legal_actions().contains(&action), "{answer}");
        }
        assert!(answers[games.len()].starts_with("{\"error\":"), "{out}");
    }
}

#[test]
fn a_save_reads_back_by_replaying_the_moves() {
    use touche::saves::{move_index, read_save, write_save, SavedKind, SavedSeat, Sitting};
    let mut game = Bluff::new(9);
    let mut indices = Vec::new();
    for _ in 0..3 {
        let action = game.legal_actions()[2];
        indices.push(move_index(&game, &action).unwrap());
        game.play_in_place(&action).unwrap();
    }
    let sitting = Sitting {
        seats: [
            SavedSeat {
                kind: SavedKind::Human,
                name: String::new(),
            },
            SavedSeat {
                kind: SavedKind::Computer(Strength::Strong),
                name: String::new(),
            },
        ],
        bot_seed: 5,
        hints: [1, 0],
        resigned: None,
    };
    let text = write_save::<Bluff>(&RuleSet::Standard, &Options {}, 9, &sitting, &indices);
    let save = read_save::<Bluff>(&text).expect("a save of this game reads back");
    assert_eq!(save.state, game);
    assert_eq!(save.moves.len(), 3);
    assert_eq!(save.moves[1].0, Seat::Two);
    assert_eq!(save.sitting, sitting);
}
