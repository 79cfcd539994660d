//! Runs every scenario in tests/scenarios/fifes/*.json. Each case names the rule it checks
//! (`id`), sets up an explicit position, plays actions and states what must follow.
//!
//! Runner shorthands (records must list every card): `"pile": "auto"` is every basic card not
//! in the display or the discards, in table order, with the Excuse at the bottom, and
//! `"pile_top": [...]` puts those cards first; `"discards": "auto"` is every basic card not in
//! the display or the pile. Repeated setup-error IDs are compared once (`["FD-cards"]` for 31
//! missing cards).
use serde_json::{json, Value};
use touche::core::{Game, RuleError, Seat};
use touche::games::fifes::{events, Card, Event, FifesAndDrums, Options, Phase, Position, Rank};

fn cards(v: &Value) -> Vec<Card> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

fn build(case: &Value) -> Result<FifesAndDrums, Vec<String>> {
    let options: Options = match case.get("options") {
        Some(o) => serde_json::from_value(o.clone()).expect("options"),
        None => Options::default(),
    };
    let mut position = case["position"].clone();
    let basic_except = |listed: &[Card]| -> Vec<Card> {
        Card::ALL
            .into_iter()
            .filter(|c| c.is_basic() && !listed.contains(c))
            .collect()
    };
    if position["pile"] == json!("auto") {
        let top = cards(&position["pile_top"]);
        let mut listed = cards(&position["display"]);
        listed.extend(cards(&position["discards"]));
        listed.extend(&top);
        let mut pile = top;
        pile.extend(basic_except(&listed));
        pile.push(Card::TheExcuse);
        position["pile"] = json!(pile);
    }
    if let Some(map) = position.as_object_mut() {
        map.remove("pile_top");
    }
    if position["discards"] == json!("auto") {
        let mut listed = cards(&position["display"]);
        listed.extend(cards(&position["pile"]));
        position["discards"] = json!(basic_except(&listed));
    }
    let position: Position = serde_json::from_value(position).expect("position");
    FifesAndDrums::from_position(options, position).map_err(|problems| {
        let mut rules: Vec<String> = problems.iter().map(|p| p.rule_id().to_string()).collect();
        rules.dedup();
        rules
    })
}

fn run_case(case: &Value) -> Result<(), String> {
    let expect = &case["expect"];
    let mut game = match build(case) {
        Ok(game) => game,
        Err(rules) => {
            let wanted: Vec<String> = serde_json::from_value(expect["setup_errors"].clone())
                .map_err(|_| format!("unexpected setup errors {rules:?}"))?;
            return if rules == wanted {
                Ok(())
            } else {
                Err(format!("setup errors {rules:?}, expected {wanted:?}"))
            };
        }
    };
    if expect.get("setup_errors").is_some() {
        return Err("the position was accepted but should not be".into());
    }
    let mut last_events: Vec<Event> = Vec::new();
    let actions = case["actions"].as_array().cloned().unwrap_or_default();
    for (index, raw) in actions.iter().enumerate() {
        let action = serde_json::from_value(raw.clone())
            .map_err(|e| format!("action {index} {raw}: {e}"))?;
        let before = game.clone();
        let actor = game.to_act().unwrap_or(Seat::One);
        match game.clone().play(&action) {
            Ok(next) => {
                if expect["error"]["index"] == json!(index) {
                    return Err(format!(
                        "action {index} was accepted but should break {}",
                        expect["error"]["rule"]
                    ));
                }
                last_events = events(
                    &before.view(Seat::One),
                    actor,
                    &action,
                    &next.view(Seat::One),
                );
                game = next;
            }
            Err(rejected) => {
                if rejected.state != before {
                    return Err("a refused action changed the state".into());
                }
                if expect["error"]["index"] == json!(index) {
                    let rule = rejected.error.rule_id();
                    return if json!(rule) == expect["error"]["rule"] {
                        Ok(())
                    } else {
                        Err(format!(
                            "action {index} broke {rule} ({:?}), expected {}",
                            rejected.error, expect["error"]["rule"]
                        ))
                    };
                }
                return Err(format!(
                    "action {index} {raw} refused: {:?}",
                    rejected.error
                ));
            }
        }
    }
    if expect.get("error").is_some() {
        return Err("the expected error did not happen".into());
    }

    let view = game.view(Seat::One);
    let report = game.phase().report();
    let mut problems = Vec::new();
    let mut check = |what: &str, got: Value| {
        if let Some(want) = expect.get(what) {
            if *want != got {
                problems.push(format!("{what}: got {got}, expected {want}"));
            }
        }
    };
    check(
        "phase",
        json!(match game.phase() {
            Phase::Turn { .. } => "turn",
            Phase::Over(_) => "over",
        }),
    );
    check("to_move", json!(game.to_act()));
    check("track", json!(game.track()));
    check("points", json!(game.track().points()));
    check("display", json!(game.display()));
    check("pile", json!(game.pile_len()));
    check("turns", json!(game.turns_played()));
    check("discards_last", json!(game.discards().last()));
    check("legal", json!(game.legal_actions()));
    check("legal_count", json!(game.legal_actions().len()));
    check("safe_refills", json!(view.safe_refills));
    check("excuse_may_come_next", json!(view.excuse_may_come_next));
    check("scores", json!(report.map(|r| r.scores)));
    check(
        "outcome",
        match report.map(|r| r.outcome) {
            Some(touche::core::Outcome::Winner(seat)) => json!(seat),
            Some(touche::core::Outcome::Draw) => json!("draw"),
            None => Value::Null,
        },
    );
    let moves: Vec<Value> = last_events
        .iter()
        .filter_map(|e| match e {
            Event::Moved { unit_move } => Some(json!(unit_move)),
            _ => None,
        })
        .collect();
    check("last_moves", json!(moves));
    let kinds: Vec<Value> = last_events
        .iter()
        .map(|e| json!(e)["type"].clone())
        .collect();
    check("last_events", json!(kinds));
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

#[test]
fn fifes_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/fifes");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    for file in &files {
        let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(file).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for case in &cases {
            assert!(case["id"].is_string(), "every case names its rule: {case}");
            count += 1;
            if let Err(message) = run_case(case) {
                failures.push(format!(
                    "{} [{}] {}: {message}",
                    file.file_name().unwrap().to_string_lossy(),
                    case["id"],
                    case["title"]
                ));
            }
        }
    }
    assert!(count >= 40, "only {count} scenarios found");
    assert!(
        failures.is_empty(),
        "{} of {count} scenarios failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The runner's own shorthand must give a valid full deck, or every case would fail for the
/// wrong reason.
#[test]
fn auto_pile_is_the_rest_of_the_basic_deck() {
    let case = json!({"position": {
        "secrets": ["the-harvest", "the-rite"],
        "display": ["the-author", "the-desert", "the-origin", "the-journey", "the-painter"],
        "pile": "auto", "to_move": "one"}});
    let game = build(&case).expect("valid");
    assert_eq!(game.pile_len(), 32);
    assert!(game.pile_top_first().iter().all(|c| c.rank() != Rank::Pawn));
}
