//! The checked record reader (`core::import`) through its public API, as the browser's import
//! will use it: what it returns for good records, and each refusal with its typed error.
use serde_json::{json, Value};
use touche::core::import::{self, Origin, ReadError, RecordError, MAX_PROBLEMS, MAX_RECORD_BYTES};
use touche::core::{Game, Outcome, RuleError, Seat};
use touche::games::en_garde::{self, EnGarde};
use touche::games::fifes::FifesAndDrums;
use touche::games::import::{read_any, AnyReadError, AnyReplay};
use touche::games::skirman::{self, Skirman};
use touche::games::GameId;
use touche::i18n::{records as words, Lang};

fn example(name: &str) -> String {
    let path = format!("{}/docs/records/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("example record")
}

fn en_garde_position(position: Value, actions: Value) -> String {
    json!({"format": 1, "game": "en-garde", "rules": "abacus-classic",
        "start": {"position": position}, "actions": actions})
    .to_string()
}

/// A valid En Garde position: seat two must answer a 3 at distance 3.
fn attacked() -> Value {
    json!({"hands": [[1, 2, 4, 5, 5], [1, 2, 4, 5, 5]],
        "pile": [1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5], "discards": [3],
        "squares": [10, 13], "to_move": "two",
        "pending_attack": {"value": 3, "count": 1, "kind": "direct"}})
}

#[test]
fn a_whole_game_reads_to_its_moves_and_final_state() {
    let text = example("skirman-full-game.json");
    let replay = import::read::<Skirman>(&text).expect("a valid record");
    assert_eq!(replay.game_id(), "skirman");
    assert_eq!(replay.moves.len(), 87);
    assert!(matches!(replay.start, Origin::Seed(_)));
    assert_eq!(replay.state.outcome(), Some(Outcome::Winner(Seat::Two)));
    assert_eq!(replay.state_after(87), replay.state);
    assert_eq!(replay.state_after(0), replay.initial);
    assert_eq!(Some(replay.moves[0].actor), replay.initial.to_act());
    // Written back, the record has the same actions in the same order.
    let original: Value = serde_json::from_str(&text).expect("JSON");
    let written = replay.to_record();
    assert_eq!(Value::Array(written.actions), original["actions"]);
    assert!(matches!(
        read_any(&text),
        Ok(AnyReplay::Skirman(r)) if *r == replay
    ));
}

#[test]
fn read_with_sees_each_legal_action_before_the_illegal_one() {
    let text = example("en-garde-illegal-parry.json");
    let mut seen = Vec::new();
    let error = import::read_with::<EnGarde>(&text, |step| {
        seen.push((step.index, step.actor, *step.action));
        assert_ne!(step.before, step.after);
    })
    .expect_err("an illegal parry");
    assert_eq!(seen.len(), 1);
    assert_eq!(error.index(), Some(1));
    assert_eq!(error.rule_id(), Some("EG6"));
    assert!(matches!(
        error,
        ReadError::Illegal {
            index: 1,
            action: en_garde::Action::Parry,
            ..
        }
    ));
    let any = read_any(&text).expect_err("the same refusal");
    assert_eq!((any.index(), any.rule_id()), (Some(1), Some("EG6")));
    assert_eq!(
        words::any_read_error(&any, Lang::Fr),
        "l'action d'indice 1 ({\"type\":\"parry\"}) est illégale, règle EG6\u{202F}: Pour parer il faut 1 carte de 4\u{202F}; vous en avez 0."
    );
}

#[test]
fn a_record_of_another_game_or_none_is_refused() {
    let fifes = example("fifes-full-game.json");
    assert!(matches!(
        import::read::<EnGarde>(&fifes),
        Err(ReadError::WrongGame {
            expected: "en-garde",
            ..
        })
    ));
    assert!(matches!(read_any(&fifes), Ok(AnyReplay::FifesAndDrums(_))));
    let chess = r#"{"format":1,"game":"chess","rules":"fide","start":{"seed":1}}"#;
    assert_eq!(
        read_any(chess),
        Err(AnyReadError::File(RecordError::UnknownGame("chess".into())))
    );
    let version = r#"{"format":2,"game":"skirman","rules":"initiation","start":{"seed":1}}"#;
    assert_eq!(
        read_any(version),
        Err(AnyReadError::File(RecordError::UnsupportedFormat {
            found: 2
        }))
    );
    assert_eq!(
        read_any(&" ".repeat(MAX_RECORD_BYTES + 1)),
        Err(AnyReadError::File(RecordError::TooLarge {
            bytes: MAX_RECORD_BYTES as u64 + 1
        }))
    );
    assert_eq!(
        import::parse_record_bytes(b"{\"format\":1,\"game\":\"\xe9\"}"),
        Err(RecordError::NotText)
    );
    assert_eq!(
        read_any(&example("en-garde-deck-end.json")).map(|r| r.game()),
        Ok(GameId::EnGarde)
    );
}

/// Bug: unknown keys in En Garde actions were ignored (Skirm'an and Fifes refuse them).
#[test]
fn unknown_keys_in_en_garde_actions_and_attacks_are_refused() {
    let text = en_garde_position(attacked(), json!([{"type": "take-hit", "card": 3}]));
    let error = import::read::<EnGarde>(&text).expect_err("unknown key");
    match error {
        ReadError::UnreadableAction { index: 0, message } => {
            assert!(message.contains("unknown field `card`"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    let text = en_garde_position(attacked(), json!([{"type": "take-hit"}]));
    assert!(import::read::<EnGarde>(&text).is_ok());
    let mut position = attacked();
    position["pending_attack"]["from"] = json!(7);
    let text = en_garde_position(position, json!([]));
    assert!(matches!(
        import::read::<EnGarde>(&text),
        Err(ReadError::BadPosition(m)) if m.contains("unknown field `from`")
    ));
}

/// Bug: a round counter at its maximum overflowed at the next round end.
#[test]
fn an_en_garde_round_counter_out_of_range_is_refused() {
    for round in [0, 10_000, 65_535] {
        let mut position = attacked();
        position["round"] = json!(round);
        let text = en_garde_position(position, json!([{"type": "take-hit"}]));
        let error = import::read::<EnGarde>(&text).expect_err("out of range");
        assert_eq!(error.rule_id(), Some("EG-score"));
        assert!(words::read_error(&error, Lang::En)
            .contains(&format!("round {round} is out of range (1 to 9999)")));
    }
    let mut position = attacked();
    position["round"] = json!(9_999);
    let text = en_garde_position(position, json!([{"type": "take-hit"}]));
    let replay = import::read::<EnGarde>(&text).expect("the last round");
    assert_eq!(replay.state.round(), 10_000);
}

#[test]
fn a_zero_target_score_is_refused_from_a_seed_too() {
    let text = r#"{"format":1,"game":"en-garde","rules":"abacus-basic",
        "options":{"target-score":0},"start":{"seed":1}}"#;
    match import::read::<EnGarde>(text) {
        Err(ReadError::Setup { problems, more: 0 }) => {
            assert_eq!(problems, vec![en_garde::SetupError::ZeroTargetScore])
        }
        other => panic!("{other:?}"),
    }
}

/// Bug: a file with thousands of stray Skirm'an cards gave an 18 MB error message.
#[test]
fn stray_skirman_cards_are_counted_not_listed() {
    let mut talon = vec![json!({"contre": "octave"}); 5_000];
    talon.extend(vec![json!({"arret": "septime"}); 3_000]);
    let text = json!({"format": 1, "game": "skirman", "rules": "initiation",
        "start": {"position": {"hands": [[], []], "talon": talon, "to_move": "one"}}})
    .to_string();
    let error = import::read::<Skirman>(&text).expect_err("strays");
    let ReadError::Setup { problems, more } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(problems.len(), MAX_PROBLEMS);
    assert!(*more > 0);
    assert!(problems.contains(&skirman::SetupError::WrongCount {
        card: skirman::Card::Contre(skirman::Line::Octave),
        expected: 0,
        found: 5_000,
    }));
    let message = words::read_error(&error, Lang::En);
    assert!(message.len() < 4_000, "{} bytes", message.len());
    assert!(
        message.ends_with(&format!("… and {more} more")),
        "{message}"
    );
    assert!(words::read_error(&error, Lang::Fr).ends_with(&format!("… et {more} de plus")));
}

#[test]
fn every_problem_list_is_capped_and_names_each_rule() {
    // 200 values that are no card, a hand too big, fencers off the piste and crossed.
    let mut pile: Vec<u64> = (6..206).collect();
    pile.extend([1, 2, 3]);
    let position = json!({"hands": [[1, 1, 1, 1, 1, 2], []], "pile": pile,
        "squares": [30, 2], "to_move": "one"});
    let error = import::read::<EnGarde>(&en_garde_position(position, json!([])))
        .expect_err("contradictions");
    let ReadError::Setup { problems, more } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(problems.len(), MAX_PROBLEMS);
    assert!(*more >= 200 - MAX_PROBLEMS, "{more}");
    let rules: Vec<&str> = problems.iter().map(RuleError::rule_id).collect();
    for rule in ["EG-cards", "EG-hand", "EG-piste"] {
        assert!(rules.contains(&rule), "{rule} missing from {rules:?}");
    }
    assert!(words::read_error(&error, Lang::En).len() < 4_000);
}

#[test]
fn messages_quoting_the_file_are_clipped() {
    let long = "x".repeat(1_000_000);
    let text = format!(r#"{{"format":1,"game":"en-garde","rules":"{long}","start":{{"seed":1}}}}"#);
    let error = import::read::<EnGarde>(&text).expect_err("unknown rule set");
    let ReadError::BadRules(message) = &error else {
        panic!("{error:?}");
    };
    assert!(message.starts_with("unknown rule set"), "{message}");
    assert!(message.chars().count() <= import::MAX_MESSAGE_CHARS + 1);
    let text = format!(r#"{{"format":1,"game":"{long}","rules":1,"start":{{"seed":1}}}}"#);
    assert!(matches!(
        read_any(&text),
        Err(AnyReadError::File(RecordError::UnknownGame(game))) if game.len() < 1_000
    ));
}

#[test]
fn nesting_and_numbers_beyond_the_types_are_refused() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(
        read_any(&deep),
        Err(AnyReadError::File(RecordError::Malformed(_)))
    ));
    let text = format!(r#"{{"format":1,"game":"en-garde","rules":{deep},"start":{{"seed":1}}}}"#);
    assert!(matches!(
        read_any(&text),
        Err(AnyReadError::File(RecordError::Malformed(m))) if m.contains("recursion limit")
    ));
    for seed in ["18446744073709551616", "-1", "1.5", "1e400"] {
        let text = format!(
            r#"{{"format":1,"game":"fifes-and-drums","rules":"standard","start":{{"seed":{seed}}}}}"#
        );
        assert!(
            matches!(
                import::read::<FifesAndDrums>(&text),
                Err(ReadError::File(RecordError::Malformed(_)))
            ),
            "{seed}"
        );
    }
    let text = r#"{"format":1,"game":"fifes-and-drums","rules":"standard",
        "start":{"seed":18446744073709551615},"actions":[{"type":"take","card":"the-sea","split":[256,1]}]}"#;
    assert!(matches!(
        import::read::<FifesAndDrums>(text),
        Err(ReadError::UnreadableAction { index: 0, .. })
    ));
    let text = en_garde_position(
        attacked(),
        json!([{"type": "attack", "card": 3, "count": 300}]),
    );
    assert!(matches!(
        import::read::<EnGarde>(&text),
        Err(ReadError::UnreadableAction { index: 0, .. })
    ));
}

/// docs/record-format.md: 128 levels or more are refused, the record's own braces counting as
/// one; 127 are read.
#[test]
fn nesting_is_refused_from_128_levels_as_documented() {
    let record = |depth: usize| {
        let nested = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        format!(
            r#"{{"format":1,"game":"en-garde","rules":"abacus-advanced","options":{nested},"start":{{"seed":1}}}}"#
        )
    };
    assert!(import::parse_record(&record(126)).is_ok());
    assert!(matches!(
        import::parse_record(&record(127)),
        Err(RecordError::Malformed(m)) if m.contains("recursion limit")
    ));
}

/// A wrong key inside `start` is named, not only placed.
#[test]
fn an_unknown_key_in_start_is_named() {
    for (start, expected) in [
        (r#"{"seed":1,"foo":2}"#, "unknown field `start.foo`"),
        (r#"{"sede":1}"#, "unknown field `start.sede`"),
        (r#"{}"#, "`start` is empty"),
        (r#"{"seed":1,"position":{}}"#, "not both"),
        (r#"{"seed":-1}"#, "`start.seed`"),
    ] {
        let text = format!(
            r#"{{"format":1,"game":"en-garde","rules":"abacus-advanced","start":{start}}}"#
        );
        match import::parse_record(&text) {
            Err(RecordError::Malformed(m)) => assert!(m.contains(expected), "{start}: {m}"),
            other => panic!("{start}: {other:?}"),
        }
    }
    let seeded = r#"{"format":1,"game":"en-garde","rules":"abacus-advanced","start":{"seed":7}}"#;
    assert!(import::read::<EnGarde>(seeded).is_ok());
}
