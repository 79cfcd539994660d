//! Runs every scenario in tests/scenarios/en_garde/*.json. Each case names the rule it checks
//! (`id`), sets up an explicit position, plays actions and states what must follow.
//!
//! `"discards": "auto"` in a scenario fills the discards with whatever the hands and the pile
//! do not hold (a convenience of this runner; records must list them).
use serde_json::{json, Value};
use touche::core::{Game, RuleError, Seat};
use touche::games::en_garde::{Action, EnGarde, Options, Phase, Position, RoundEndReason, RuleSet};

fn seat(v: &Value) -> Seat {
    serde_json::from_value(v.clone()).expect("seat")
}

fn build(case: &Value) -> Result<EnGarde, Vec<String>> {
    let rules: RuleSet = serde_json::from_value(case["rules"].clone()).expect("rules");
    let options: Options = match case.get("options") {
        Some(o) => serde_json::from_value(o.clone()).expect("options"),
        None => Options::default(),
    };
    let mut position = case["position"].clone();
    if position["discards"] == json!("auto") {
        let mut counts = [5i32; 5];
        let held = position["hands"][0]
            .as_array()
            .unwrap()
            .iter()
            .chain(position["hands"][1].as_array().unwrap())
            .chain(position["pile"].as_array().unwrap());
        for card in held {
            counts[card.as_u64().unwrap() as usize - 1] -= 1;
        }
        let discards: Vec<u64> = (0..5)
            .flat_map(|i| std::iter::repeat_n(i as u64 + 1, counts[i].max(0) as usize))
            .collect();
        position["discards"] = json!(discards);
    }
    let position: Position = serde_json::from_value(position).expect("position");
    EnGarde::from_position(rules, options, position)
        .map_err(|problems| problems.iter().map(|p| p.rule_id().to_string()).collect())
}

fn phase_name(phase: &Phase) -> &'static str {
    match phase {
        Phase::Turn { .. } => "turn",
        Phase::Defend { .. } => "defend",
        Phase::FinalAttack { .. } => "final-attack",
        Phase::MatchOver { .. } => "match-over",
    }
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
    let actions = case["actions"].as_array().cloned().unwrap_or_default();
    for (index, raw) in actions.iter().enumerate() {
        let action: Action =
            serde_json::from_value(raw.clone()).map_err(|e| format!("action {index}: {e}"))?;
        let before = game.clone();
        match game.play(&action) {
            Ok(next) => {
                if expect["error"]["index"] == json!(index) {
                    return Err(format!(
                        "action {index} was accepted but should break {}",
                        expect["error"]["rule"]
                    ));
                }
                game = next;
            }
            Err(rejected) => {
                if rejected.state != before {
                    return Err("a rejected action changed the state".into());
                }
                if expect["error"]["index"] == json!(index) {
                    let rule = rejected.error.rule_id();
                    return if json!(rule) == expect["error"]["rule"] {
                        Ok(())
                    } else {
                        Err(format!(
                            "action {index} broke {rule}, expected {}",
                            expect["error"]["rule"]
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
    let mut problems = Vec::new();
    let mut check = |what: &str, got: Value| {
        if let Some(want) = expect.get(what) {
            if *want != got {
                problems.push(format!("{what}: got {got}, expected {want}"));
            }
        }
    };
    check("phase", json!(phase_name(&game.phase())));
    check("to_move", json!(game.to_act()));
    check("score", json!(game.score()));
    check("round", json!(game.round()));
    check("squares", json!(game.piste().0));
    check("pile", json!(game.pile_len()));
    check(
        "hand_sizes",
        json!([game.hand(Seat::One).len(), game.hand(Seat::Two).len()]),
    );
    check("legal", serde_json::to_value(game.legal_actions()).unwrap());
    let report = game.last_round();
    check(
        "round_winner",
        match report.map(|r| r.winner) {
            Some(Some(s)) => json!(s),
            Some(None) => json!("draw"),
            None => Value::Null,
        },
    );
    let reason = report.map(|r| &r.reason);
    check(
        "reason",
        json!(match reason {
            Some(RoundEndReason::Hit { .. }) => "hit",
            Some(RoundEndReason::Stuck { .. }) => "stuck",
            Some(RoundEndReason::DeckOut(_)) => "deck-out",
            None => "none",
        }),
    );
    if let Some(RoundEndReason::Hit { could_parry, .. }) = reason {
        check("could_parry", json!(could_parry));
    }
    if let Some(RoundEndReason::Stuck { player }) = reason {
        check("stuck", json!(player));
    }
    if let Some(RoundEndReason::DeckOut(d)) = reason {
        check("path", json!(d.path));
        check("decided_by", json!(d.decided_by));
        check("matching_cards", json!(d.matching_cards));
        check("advancement", json!(d.advancement));
        check("distance", json!(d.distance));
    }
    if let Some(want) = expect.get("defender") {
        match game.phase() {
            Phase::Defend {
                defender, deck_end, ..
            } => {
                if seat(want) != defender {
                    problems.push(format!("defender {defender:?}"));
                }
                if let Some(d) = expect.get("deck_end") {
                    if json!(deck_end) != *d {
                        problems.push(format!("deck_end {deck_end}"));
                    }
                }
            }
            other => problems.push(format!("expected a defence, phase is {other:?}")),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

#[test]
fn en_garde_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/en_garde");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "json"))
    {
        let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(file).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for case in &cases {
            assert!(case["id"].is_string(), "every case names its rule: {case}");
            // `"rules"` may list several rule sets: the case must hold in each.
            let rule_sets = match &case["rules"] {
                Value::Array(list) => list.clone(),
                one => vec![one.clone()],
            };
            for rules in rule_sets {
                count += 1;
                let mut single = case.clone();
                single["rules"] = rules.clone();
                if let Err(message) = run_case(&single) {
                    failures.push(format!(
                        "{} [{}] {} ({rules}): {message}",
                        file.display(),
                        case["id"],
                        case["title"]
                    ));
                }
            }
        }
    }
    assert!(count >= 70, "only {count} scenarios found");
    assert!(
        failures.is_empty(),
        "{} of {count} scenarios failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
