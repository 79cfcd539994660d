//! Runs every scenario in tests/scenarios/skirman/*.json. Each case names the rule it checks
//! (`rule`, an SK id or a §7 transition), says why in one line (`why`), sets up an explicit
//! position at one or several levels (`level` or `levels`, Compétition by default; `options`
//! as in `Options`), plays `actions` and states what must follow (`expect`).
//!
//! Runner shorthands (records must list every card):
//! - Cards: `CD6`/`CP4`/`DG8`/`CD7` (coup droit, coupé, dégagement + line 6 sixte, 4 quarte,
//!   8 octave, 7 septime), `FL`, `T`, `P6` (parade), `R`, `TNV`, `M`, `PL`, `F`, `B`, `C6`
//!   (contre), `A6` (arrêt), `D`, `CA6`, `AC`, `PDF6`, `BAL`, `SDP`, `BOU`, `JV`; `T*3` is three
//!   TOUCHE. Any serde card (`{"parade": "sixte"}`) is also accepted.
//! - Actions: `"play CD6"`, `"two B CD6"` (put in canonical order by `Action::pair`), `"two! P4
//!   P6"` (as written), `"discard T"`, `"attente P6"`, `"keep P4 C4"`, `"throw CD4 CD6"`,
//!   `"decline"`, or the serde form. An action may be `{"do": ..., "error": "SK7", "expect":
//!   {...}}`: the step must be refused for that rule (and leave the state unchanged; play goes
//!   on from it), and/or the state after it must match `expect`.
//! - Position: `"talon": "auto"` is every card of the level not listed elsewhere, in
//!   `Card::ALL` order, after the optional `"talon_top"`; `"discard": "auto"` is every card not
//!   in the hands or the talon. `"position": "new"` deals a new game from `"seed"`.
//!
//! Expectations: `phase` (the §7 state's tag), `phase_detail`, `to_act`, `attaquant`,
//! `touches`, `warnings`, `warning_pool`, `marche_count`, `hand_sizes`, `hands` (exact, any
//! order; `null` skips a seat), `talon`, `talon_drawn` (cards taken since the start, for cases
//! run at several levels), `talon_top`, `talon_bottom`, `discard`, `discard_has`, `chain_len`,
//! `chain_links` (the link kinds in order), `chain_cards` (the cards lying in the chain, any
//! order), `exchanges`, `last_end`, `winner`, `legal` (exact set), `legal_has`, `legal_lacks`,
//! `ac_kept`, `ac_aside`, `all_cards`; `setup_errors` for a refused position.
//!
//! At every step the runner also checks that the level's cards are all somewhere.
use serde_json::{json, Value};
use touche::core::{Game, Outcome, RuleError, Seat};
use touche::games::skirman::{Action, AttackKind, Card, Level, Line, Options, Rules, Skirman};

fn line_code(line: Line) -> &'static str {
    match line {
        Line::Sixte => "6",
        Line::Quarte => "4",
        Line::Octave => "8",
        Line::Septime => "7",
    }
}

fn code(card: Card) -> String {
    let l = |line: Line| line_code(line).to_string();
    match card {
        Card::Attack(kind, line) => {
            let k = match kind {
                AttackKind::CoupDroit => "CD",
                AttackKind::Coupe => "CP",
                AttackKind::Degagement => "DG",
            };
            format!("{k}{}", l(line))
        }
        Card::Fleche => "FL".into(),
        Card::Touche => "T".into(),
        Card::Parade(line) => format!("P{}", l(line)),
        Card::Retraite => "R".into(),
        Card::ToucheNonValable => "TNV".into(),
        Card::Marche => "M".into(),
        Card::PointeEnLigne => "PL".into(),
        Card::Feinte => "F".into(),
        Card::Battement => "B".into(),
        Card::Contre(line) => format!("C{}", l(line)),
        Card::Arret(line) => format!("A{}", l(line)),
        Card::Derobement => "D".into(),
        Card::ContreAttaque(line) => format!("CA{}", l(line)),
        Card::AttaqueComposee => "AC".into(),
        Card::PriseDeFer(line) => format!("PDF{}", l(line)),
        Card::Balayage => "BAL".into(),
        Card::SortieDePiste => "SDP".into(),
        Card::Bousculade => "BOU".into(),
        Card::JeuViolent => "JV".into(),
    }
}

fn parse_card(text: &str) -> Result<Card, String> {
    let all_lines = [Line::Sixte, Line::Quarte, Line::Septime, Line::Octave];
    let mut candidates: Vec<Card> = Card::ALL.to_vec();
    // Cards that do not exist (a contre in a low line) still parse, for SK-§2 set-up errors.
    for line in all_lines {
        candidates.extend([Card::Contre(line), Card::PriseDeFer(line)]);
    }
    candidates
        .into_iter()
        .find(|c| code(*c) == text)
        .ok_or_else(|| format!("unknown card code {text:?}"))
}

/// A list of cards: shorthand strings (`"T*3"` repeats) or serde cards.
fn cards(v: &Value) -> Result<Vec<Card>, String> {
    let list = v
        .as_array()
        .ok_or_else(|| format!("expected a list of cards, got {v}"))?;
    let mut out = Vec::new();
    for item in list {
        match item.as_str() {
            Some(text) => {
                let (name, times) = match text.split_once('*') {
                    Some((n, t)) => (n, t.parse::<usize>().map_err(|e| e.to_string())?),
                    None => (text, 1),
                };
                let card = parse_card(name)?;
                out.extend(std::iter::repeat_n(card, times));
            }
            None => out.push(
                serde_json::from_value(item.clone()).map_err(|e| format!("card {item}: {e}"))?,
            ),
        }
    }
    Ok(out)
}

fn codes(list: &[Card]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|c| code(*c)).collect();
    out.sort();
    out
}

fn action_code(action: &Action) -> String {
    match *action {
        Action::Play(c) => format!("play {}", code(c)),
        Action::PlayTwo(a, b) => format!("two {} {}", code(a), code(b)),
        Action::Discard(c) => format!("discard {}", code(c)),
        Action::Attente(c) => format!("attente {}", code(c)),
        Action::Keep(a, b) => format!("keep {} {}", code(a), code(b)),
        Action::ThrowAttacks(a, b) => format!("throw {} {}", code(a), code(b)),
        Action::Decline => "decline".into(),
    }
}

fn parse_action(v: &Value) -> Result<Action, String> {
    let Some(text) = v.as_str() else {
        return serde_json::from_value(v.clone()).map_err(|e| format!("action {v}: {e}"));
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let card = |i: usize| -> Result<Card, String> {
        parse_card(
            words
                .get(i)
                .ok_or_else(|| format!("{text:?}: missing card"))?,
        )
    };
    Ok(match words.first().copied() {
        Some("play") => Action::Play(card(1)?),
        Some("two") => Action::pair(card(1)?, card(2)?),
        Some("two!") => Action::PlayTwo(card(1)?, card(2)?),
        Some("discard") => Action::Discard(card(1)?),
        Some("attente") => Action::Attente(card(1)?),
        Some("keep") => Action::keep(card(1)?, card(2)?),
        Some("keep!") => Action::Keep(card(1)?, card(2)?),
        Some("throw") => Action::throw(card(1)?, card(2)?),
        Some("decline") => Action::Decline,
        _ => return Err(format!("unknown action {text:?}")),
    })
}

fn seat_name(seat: Seat) -> Value {
    json!(seat)
}

/// The cards of `level` minus `listed` (as many copies as listed), in `Card::ALL` order. A
/// listed card the level does not hold is left for `from_position` to refuse.
fn rest_of_deck(level: Level, listed: &[Card]) -> Vec<Card> {
    let mut deck = Card::deck(level);
    for card in listed {
        if let Some(i) = deck.iter().position(|c| c == card) {
            deck.remove(i);
        }
    }
    deck
}

fn build(case: &Value, level: Level) -> Result<Result<Skirman, Vec<String>>, String> {
    let options: Options = match case.get("options") {
        Some(o) => serde_json::from_value(o.clone()).map_err(|e| format!("options: {e}"))?,
        None => Options::default(),
    };
    let rules = Rules { level, options };
    let p = &case["position"];
    if *p == json!("new") {
        let seed = case["seed"].as_u64().unwrap_or(0);
        return Ok(Ok(Skirman::new(rules, seed)));
    }
    let hands = [cards(&p["hands"][0])?, cards(&p["hands"][1])?];
    let mut listed: Vec<Card> = hands.concat();
    let talon_auto = p["talon"] == json!("auto");
    let discard_auto = p["discard"] == json!("auto");
    let mut discard = if discard_auto || p.get("discard").is_none() {
        Vec::new()
    } else {
        cards(&p["discard"])?
    };
    let talon = if talon_auto {
        let top = match p.get("talon_top") {
            Some(t) => cards(t)?,
            None => Vec::new(),
        };
        listed.extend(&discard);
        listed.extend(&top);
        let mut talon = top;
        talon.extend(rest_of_deck(level, &listed));
        talon
    } else {
        cards(&p["talon"])?
    };
    if discard_auto {
        let mut listed = hands.concat();
        listed.extend(&talon);
        discard = rest_of_deck(level, &listed);
    }
    let position = json!({
        "hands": hands,
        "talon": talon,
        "discard": discard,
        "touches": p.get("touches").cloned().unwrap_or(json!([0, 0])),
        "warnings": p.get("warnings").cloned().unwrap_or(json!([0, 0])),
        "to_move": p.get("to_move").cloned().unwrap_or(json!("one")),
        "seed": p.get("seed").cloned().unwrap_or(json!(1)),
    });
    let position = serde_json::from_value(position).map_err(|e| format!("position: {e}"))?;
    Ok(Skirman::from_position(rules, position).map_err(|problems| {
        let mut ids: Vec<String> = problems.iter().map(|p| p.rule_id().to_string()).collect();
        ids.dedup();
        ids
    }))
}

fn sorted_codes(v: &Value) -> Result<Vec<String>, String> {
    Ok(codes(&cards(v)?))
}

fn action_set(v: &Value) -> Result<Vec<String>, String> {
    let list = v
        .as_array()
        .ok_or_else(|| format!("expected a list of actions, got {v}"))?;
    let mut out = Vec::new();
    for a in list {
        out.push(action_code(&parse_action(a)?));
    }
    out.sort();
    Ok(out)
}

/// Compares the state with every key of `expect`; unknown keys are an error in the scenario.
fn check_state(game: &Skirman, expect: &Value, start_talon: usize) -> Result<(), String> {
    let Some(map) = expect.as_object() else {
        return Err(format!("expect must be an object: {expect}"));
    };
    let mut problems = Vec::new();
    let phase = serde_json::to_value(game.phase()).unwrap();
    let legal: Vec<String> = {
        let mut l: Vec<String> = game.legal_actions().iter().map(action_code).collect();
        l.sort();
        l
    };
    let hands = [game.hand(Seat::One), game.hand(Seat::Two)];
    for (key, want) in map {
        let got: Value = match key.as_str() {
            "phase" => phase["phase"].clone(),
            "phase_detail" => phase.clone(),
            "to_act" => json!(game.to_act()),
            "attaquant" => seat_name(game.attaquant()),
            "touches" => json!(game.touches()),
            "warnings" => json!(game.warnings()),
            "warning_pool" => json!(game.warning_pool()),
            "marche_count" => json!(game.marche_count()),
            "hand_sizes" => json!([hands[0].len(), hands[1].len()]),
            "hands" => {
                let mut got = Vec::new();
                for (i, hand) in hands.iter().enumerate() {
                    if want[i].is_null() {
                        got.push(Value::Null);
                    } else {
                        got.push(json!(codes(hand)));
                    }
                }
                let want_sorted: Vec<Value> = (0..2)
                    .map(|i| {
                        if want[i].is_null() {
                            Ok(Value::Null)
                        } else {
                            sorted_codes(&want[i]).map(|c| json!(c))
                        }
                    })
                    .collect::<Result<_, String>>()?;
                if json!(got) != json!(want_sorted) {
                    problems.push(format!("hands: got {}, expected {want}", json!(got)));
                }
                continue;
            }
            "talon" => json!(game.talon_len()),
            "talon_drawn" => json!(start_talon as i64 - game.talon_len() as i64),
            "talon_bottom" => {
                let wanted: Vec<String> = cards(want)?.iter().map(|c| code(*c)).collect();
                let talon = game.talon_top_first();
                let bottom: Vec<String> = talon[talon.len().saturating_sub(wanted.len())..]
                    .iter()
                    .map(|c| code(*c))
                    .collect();
                let (mut b, mut w) = (bottom.clone(), wanted.clone());
                b.sort();
                w.sort();
                if b != w {
                    problems.push(format!("talon_bottom: got {bottom:?}, expected {wanted:?}"));
                }
                continue;
            }
            "talon_top" => {
                let n = want.as_array().map(|a| a.len()).unwrap_or(0);
                let top: Vec<String> = game
                    .talon_top_first()
                    .iter()
                    .take(n)
                    .map(|c| code(*c))
                    .collect();
                let wanted: Vec<String> = cards(want)?.iter().map(|c| code(*c)).collect();
                if top != wanted {
                    problems.push(format!("talon_top: got {top:?}, expected {wanted:?}"));
                }
                continue;
            }
            "discard" => json!(game.discard_pile().len()),
            "discard_has" => {
                let mut pile = game.discard_pile().to_vec();
                for card in cards(want)? {
                    match pile.iter().position(|c| *c == card) {
                        Some(i) => {
                            pile.remove(i);
                        }
                        None => problems.push(format!(
                            "discard_has: {} missing from the discard pile {:?}",
                            code(card),
                            codes(game.discard_pile())
                        )),
                    }
                }
                continue;
            }
            "chain_len" => json!(game.chain().len()),
            "chain_links" => json!(game.chain().iter().map(|l| l.kind).collect::<Vec<_>>()),
            "chain_cards" => {
                let on_table: Vec<Card> = game.chain().iter().filter_map(|l| l.card).collect();
                json!(codes(&on_table))
            }
            "exchanges" => json!(game.exchanges().len()),
            "last_end" => json!(game.exchanges().last().map(|e| e.end)),
            "winner" => json!(match game.outcome() {
                Some(Outcome::Winner(seat)) => Some(seat),
                _ => None,
            }),
            "legal" => {
                let wanted = action_set(want)?;
                if legal != wanted {
                    problems.push(format!("legal: got {legal:?}, expected {wanted:?}"));
                }
                continue;
            }
            "legal_has" => {
                for a in action_set(want)? {
                    if !legal.contains(&a) {
                        problems.push(format!("legal_has: {a:?} not in {legal:?}"));
                    }
                }
                continue;
            }
            "legal_lacks" => {
                for a in action_set(want)? {
                    if legal.contains(&a) {
                        problems.push(format!("legal_lacks: {a:?} is listed as legal"));
                    }
                }
                continue;
            }
            "ac_kept" | "ac_aside" => match game.ac() {
                Some(ac) => json!(codes(if key == "ac_kept" {
                    &ac.kept
                } else {
                    &ac.aside
                })),
                None => Value::Null,
            },
            "all_cards" => json!(game.all_cards().len()),
            other => return Err(format!("unknown expectation {other:?}")),
        };
        let want = match key.as_str() {
            "ac_kept" | "ac_aside" if !want.is_null() => json!(sorted_codes(want)?),
            "chain_cards" => json!(sorted_codes(want)?),
            _ => want.clone(),
        };
        if got != want {
            problems.push(format!("{key}: got {got}, expected {want}"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

fn conserved(game: &Skirman) -> Result<(), String> {
    let mut all = game.all_cards();
    all.sort();
    let mut deck = Card::deck(game.level());
    deck.sort();
    if all == deck {
        Ok(())
    } else {
        Err(format!(
            "the level's cards are not conserved ({} cards instead of {})",
            all.len(),
            deck.len()
        ))
    }
}

fn run_case(case: &Value, level: Level) -> Result<(), String> {
    let expect = &case["expect"];
    let mut game = match build(case, level)? {
        Ok(game) => game,
        Err(ids) => {
            let wanted: Vec<String> = serde_json::from_value(expect["setup_errors"].clone())
                .map_err(|_| format!("set-up refused: {ids:?}"))?;
            return if ids == wanted {
                Ok(())
            } else {
                Err(format!("set-up errors {ids:?}, expected {wanted:?}"))
            };
        }
    };
    if expect.get("setup_errors").is_some() {
        return Err("the position was accepted but should not be".into());
    }
    conserved(&game).map_err(|e| format!("set-up: {e}"))?;
    let start_talon = game.talon_len();
    let actions = case["actions"].as_array().cloned().unwrap_or_default();
    let mut refusals = 0;
    for (index, raw) in actions.iter().enumerate() {
        let (action_value, error, step_expect) = if raw.get("do").is_some() {
            (raw["do"].clone(), raw.get("error"), raw.get("expect"))
        } else {
            (raw.clone(), None, None)
        };
        let step = format!("step {index} {action_value}");
        let action = parse_action(&action_value).map_err(|e| format!("{step}: {e}"))?;
        let before = game.clone();
        match game.clone().play(&action) {
            Ok(next) => {
                if let Some(rule) = error {
                    return Err(format!("{step}: accepted, but should be refused ({rule})"));
                }
                game = next;
                conserved(&game).map_err(|e| format!("{step}: {e}"))?;
            }
            Err(rejected) => {
                let rule = rejected.error.rule_id();
                let Some(wanted) = error else {
                    return Err(format!(
                        "{step}: refused ({rule}, {:?}) in phase {:?}",
                        rejected.error,
                        game.phase()
                    ));
                };
                if json!(rule) != *wanted {
                    return Err(format!(
                        "{step}: refused for {rule} ({:?}), expected {wanted}",
                        rejected.error
                    ));
                }
                if rejected.state != before {
                    return Err(format!("{step}: the refused action changed the state"));
                }
                refusals += 1;
            }
        }
        if let Some(e) = step_expect {
            check_state(&game, e, start_talon).map_err(|m| format!("after {step}: {m}"))?;
        }
    }
    if expect.is_null() && refusals == 0 && !actions.iter().any(|a| a.get("expect").is_some()) {
        return Err("the case expects nothing".into());
    }
    if !expect.is_null() {
        check_state(&game, expect, start_talon).map_err(|m| format!("at the end: {m}"))?;
    }
    Ok(())
}

fn levels(case: &Value) -> Result<Vec<Level>, String> {
    let list = match (case.get("levels"), case.get("level")) {
        (Some(l), _) => l.clone(),
        (None, Some(l)) => json!([l]),
        (None, None) => json!(["competition"]),
    };
    serde_json::from_value(list).map_err(|e| format!("levels: {e}"))
}

#[test]
fn skirman_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/skirman");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(file).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        for (number, case) in cases.iter().enumerate() {
            assert!(
                case["rule"].is_string() && case["why"].is_string(),
                "{name} case {number}: every case names its rule and says why"
            );
            let levels = match levels(case) {
                Ok(l) => l,
                Err(e) => {
                    failures.push(format!("{name} case {number}: {e}"));
                    continue;
                }
            };
            for level in levels {
                count += 1;
                if let Err(message) = run_case(case, level) {
                    failures.push(format!(
                        "{name} case {number} [{}] {} ({}): {message}",
                        case["rule"].as_str().unwrap_or(""),
                        case["why"].as_str().unwrap_or(""),
                        level.slug()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} scenarios failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(count >= 100, "only {count} scenarios found");
}

/// The shorthands must round-trip, or cases would test the wrong cards.
#[test]
fn card_codes_round_trip() {
    for card in Card::ALL {
        assert_eq!(parse_card(&code(card)), Ok(card));
    }
    assert_eq!(
        parse_action(&json!("two P4 P6")).unwrap(),
        Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte))
    );
    let c = json!({"position": {"hands": [["CD6"], ["T"]], "talon": "auto"}});
    for level in Level::ALL {
        let game = build(&c, level).unwrap().unwrap();
        assert_eq!(game.all_cards().len(), Card::deck(level).len());
    }
}
