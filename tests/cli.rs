//! The `touche` binary: replay records (good, illegal, malformed, contradictory) and bench.
use std::process::Command;

fn touche(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_touche"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run touche");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("touche-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn replays_the_abacus_advanced_worked_example() {
    let (code, out, err) = touche(&["replay", "docs/records/en-garde-deck-end.json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].contains("Player 1 advances 2 (square 7 → 9) and attacks with a 3"),
        "{out}"
    );
    assert!(lines[1].contains("Player 1 wins round 1"), "{out}");
    assert!(
        lines[1].contains("squares advanced: Player 1 8, Player 2 7"),
        "{out}"
    );
    assert!(lines[2].starts_with("Outcome:"), "{out}");
}

#[test]
fn replays_in_french() {
    let (code, out, _) = touche(&[
        "replay",
        "docs/records/en-garde-deck-end.json",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("Joueur 1 gagne la manche 1"), "{out}");
}

#[test]
fn an_illegal_action_names_its_index_and_rule() {
    let (code, out, err) = touche(&["replay", "docs/records/en-garde-illegal-parry.json"]);
    assert_eq!(code, 2);
    assert!(
        out.contains("attacks with a 4"),
        "the legal prefix is still printed: {out}"
    );
    assert!(err.contains("action at index 1"), "{err}");
    assert!(err.contains("rule EG6"), "{err}");
    assert!(
        err.contains("To parry you need 1 card of 4; you hold 0."),
        "{err}"
    );
}

#[test]
fn a_malformed_file_exits_2() {
    let path = temp_file("malformed.json", "{\"format\": 1, \"game\": ");
    let (code, out, err) = touche(&["replay", &path]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("is not a valid game record"), "{err}");
}

#[test]
fn an_unreadable_action_names_its_index() {
    let text = r#"{"format":1,"game":"en-garde","rules":"abacus-classic","start":{"seed":3},
        "actions":[{"type":"move","card":1,"direction":"forward"},{"type":"lunge"}]}"#;
    let path = temp_file("unreadable.json", text);
    let (code, _, err) = touche(&["replay", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("action at index 1 cannot be read"), "{err}");
}

#[test]
fn a_self_contradicting_position_is_refused_with_reasons() {
    let text = r#"{"format":1,"game":"en-garde","rules":"abacus-classic","start":{"position":{
        "hands":[[1,2,3,4,5],[1,2,3,4,5]],"pile":[1,2,3,4,5,1,2,3,4,5,1,2,3,4,5,1],
        "squares":[9,9],"to_move":"one"}},"actions":[]}"#;
    let path = temp_file("contradiction.json", text);
    let (code, _, err) = touche(&["replay", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("found 26"), "{err}");
    assert!(err.contains("both fencers stand on square 9"), "{err}");
}

#[test]
fn unknown_rules_game_and_version_are_refused() {
    for (name, text, expected) in [
        (
            "rules",
            r#"{"format":1,"game":"en-garde","rules":"ferti-basic","start":{"seed":1}}"#,
            "unknown rule set",
        ),
        (
            "game",
            r#"{"format":1,"game":"chess","rules":"x","start":{"seed":1}}"#,
            "unknown game",
        ),
        (
            "version",
            r#"{"format":9,"game":"en-garde","rules":"abacus-basic","start":{"seed":1}}"#,
            "unsupported format version",
        ),
    ] {
        let path = temp_file(name, text);
        let (code, _, err) = touche(&["replay", &path]);
        assert_eq!(code, 2, "{name}");
        assert!(err.contains(expected), "{name}: {err}");
    }
}

#[test]
fn missing_file_and_bad_usage_exit_2() {
    assert_eq!(touche(&["replay", "/nonexistent/record.json"]).0, 2);
    assert_eq!(touche(&["fence"]).0, 2);
    assert_eq!(touche(&[]).0, 2);
    assert_eq!(touche(&["help"]).0, 0);
}

/// Runs a benchmark: it succeeds and prints, last, `N unit` with N a positive whole number.
fn assert_rate_last(args: &[&str], unit: &str) {
    let (code, out, err) = touche(args);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap_or_default();
    let (number, found) = last.split_once(' ').unwrap_or_default();
    assert_eq!(found, unit, "{out}");
    assert!(number.parse::<u64>().is_ok_and(|n| n > 0), "{out}");
}

#[test]
fn bench_prints_the_median_rate_last() {
    assert_rate_last(&["bench", "en-garde", "--seconds", "0.5"], "rounds/s");
}

#[test]
fn replays_a_whole_fifes_game_to_its_result() {
    let (code, out, err) = touche(&["replay", "docs/records/fifes-full-game.json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 28, "27 turns and the outcome: {out}");
    assert!(lines[0].contains("Player 1 takes the Pact."), "{out}");
    assert!(lines[26].contains("The Excuse is turned up"), "{out}");
    assert_eq!(
        lines[27],
        "Outcome: Player 1 wins 11 to 10: Player 1 (the Light Keeper: Suns 5 + Waves 4 + Knots 2 = 11), \
         Player 2 (the Window: Suns 5 + Leaves 3 + Knots 2 = 10)."
    );
}

#[test]
fn replays_a_fifes_position_with_crowns_and_the_front_line() {
    let (code, out, err) = touche(&["replay", "docs/records/fifes-crown-and-front.json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Wyrms charge 5 spaces, as the Calamity is showing (space 3 → 1); 3 spaces lost"
        ),
        "{out}"
    );
    assert!(
        out.contains("Moons march toward the front but already hold the front line (space 1)."),
        "{out}"
    );
    assert!(
        out.lines()
            .last()
            .unwrap_or_default()
            .starts_with("Outcome: A draw, 4 to 4"),
        "{out}"
    );
    let (code, out, _) = touche(&[
        "replay",
        "docs/records/fifes-crown-and-front.json",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Les Guivres chargent de 5 cases, car la Calamité est visible"),
        "{out}"
    );
    assert!(
        out.contains("Résultat\u{202F}: Partie nulle, 4 à 4"),
        "{out}"
    );
}

#[test]
fn an_illegal_fifes_split_names_its_index_and_rule() {
    let (code, out, err) = touche(&["replay", "docs/records/fifes-illegal-split.json"]);
    assert_eq!(code, 2);
    assert!(
        out.contains("Player 1 takes the Sea."),
        "the legal prefix is printed: {out}"
    );
    assert!(err.contains("action at index 1"), "{err}");
    assert!(err.contains("rule A-FD2"), "{err}");
    assert!(err.contains("0 + 6 is not allowed"), "{err}");
}

#[test]
fn a_contradictory_fifes_position_lists_every_reason() {
    let text = r#"{"format":1,"game":"fifes-and-drums","rules":"standard","start":{"position":{
        "secrets":["the-rite","the-rite"],
        "display":["the-excuse","the-desert","the-origin","the-journey","the-painter"],
        "pile":["the-author"],"track":{"moons":0,"suns":1,"waves":1,"leaves":1,"wyrms":1,"knots":1},
        "to_move":"one"}},"actions":[]}"#;
    let path = temp_file("fifes-contradiction.json", text);
    let (code, _, err) = touche(&["replay", &path]);
    assert_eq!(code, 2);
    assert!(
        err.contains("[FD-secret] both players hold the Rite"),
        "{err}"
    );
    assert!(
        err.contains("[FD-cards] the Ace of Moons is missing"),
        "{err}"
    );
    // 34 problems: the first of each rule, then the first others up to 20, then a count.
    assert!(err.ends_with("… and 14 more\n"), "{err}");
    assert!(
        err.contains("[FD-excuse] the Excuse must still be in the pile"),
        "{err}"
    );
    assert!(err.contains("[FD-track] Moons stand on space 0"), "{err}");
}

#[test]
fn unreadable_fifes_actions_and_rules_are_refused() {
    for (name, text, expected) in [
        (
            "fifes-card",
            r#"{"format":1,"game":"fifes-and-drums","rules":"standard","start":{"seed":1},
                "actions":[{"type":"take","card":"the-joker"}]}"#,
            "action at index 0 cannot be read: unknown card",
        ),
        (
            "fifes-rules",
            r#"{"format":1,"game":"fifes-and-drums","rules":"fuite-dans-la-brume","start":{"seed":1}}"#,
            "bad rules",
        ),
        (
            "fifes-options",
            r#"{"format":1,"game":"fifes-and-drums","rules":"standard","options":{"first-player":"me"},"start":{"seed":1}}"#,
            "bad options",
        ),
    ] {
        let path = temp_file(name, text);
        let (code, _, err) = touche(&["replay", &path]);
        assert_eq!(code, 2, "{name}");
        assert!(err.contains(expected), "{name}: {err}");
    }
}

#[test]
fn bench_fifes_prints_the_median_games_per_second_last() {
    assert_rate_last(&["bench", "fifes", "--seconds", "0.5"], "games/s");
}

#[test]
fn replays_a_whole_skirman_bout_to_its_winner() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-full-game.json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 88, "87 actions and the outcome: {out}");
    // A feint's face-down card is named when the attack turns it over (SK5).
    assert!(
        out.contains("attack — COUP DROIT OCTAVE (straight thrust); Player 1: turned over — BATTEMENT (beat)"),
        "{out}"
    );
    // SK28: against a FLÈCHE he cannot stop, the defender discards a card of his choice (face
    // down: the browser's log does not name it either), then the touch is scored.
    assert!(
        out.contains(
            "  9. Player 1: discard; Exchange 1: Touch for Player 2 (flèche not stopped) · 0–1\n"
        ),
        "{out}"
    );
    assert_eq!(lines[87], "Outcome: Player 2 wins the bout 2–5.");
}

#[test]
fn replays_a_skirman_position_parry_riposte_and_invalid_touch() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-parry-riposte-tnv.json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Player 2: parry — PARADE SIXTE (parry)"),
        "{out}"
    );
    assert!(
        out.contains("Exchange 1: Touch annulled · initiative: Player 1 · 3–4"),
        "TNV cancels the TOUCHE and its player restarts (SK10): {out}"
    );
    assert!(
        out.contains("  4. Player 1: discard\n"),
        "with no answer to the riposte the defender discards (SK34): {out}"
    );
    assert!(
        out.contains("Player 2: discard; Exchange 2: Touch for Player 1 (flèche not stopped) · 4–4"),
        "an unstopped FLÈCHE: a discard of the defender's choice, then the touch (SK28, SK4): {out}"
    );
    let (code, out, _) = touche(&[
        "replay",
        "docs/records/skirman-parry-riposte-tnv.json",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Joueur 2\u{202F}: parade — PARADE SIXTE"),
        "{out}"
    );
    assert!(
        out.contains("Touche annulée · initiative\u{202F}: Joueur 1 · 3–4"),
        "{out}"
    );
    assert!(
        out.ends_with("Résultat\u{202F}: assaut en cours, 4–4, à Joueur 1 de jouer.\n"),
        "{out}"
    );
}

#[test]
fn an_illegal_skirman_parry_names_its_index_and_rule() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-illegal-parry.json"]);
    assert_eq!(code, 2);
    assert!(
        out.contains("Player 1: attack — COUP DROIT SIXTE (straight thrust)"),
        "{out}"
    );
    assert!(err.contains("action at index 1"), "{err}");
    assert!(
        err.contains("A PARADE QUARTE does not stop an attack arriving in sixte"),
        "{err}"
    );
}

#[test]
fn a_contradictory_skirman_position_is_refused() {
    let text = r#"{"format":1,"game":"skirman","rules":"initiation","start":{"position":{
        "hands":[["fleche","fleche"],[]],"talon":[],"to_move":"one"}},"actions":[]}"#;
    let path = temp_file("skirman-contradiction.json", text);
    let (code, _, err) = touche(&["replay", &path]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "[SK-§2] FLÈCHE (running attack) should appear 1 time(s) at this level, found 2"
        ),
        "{err}"
    );
}

/// Bug: a file name that is not UTF-8 made `std::env::args` panic.
#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_utf8_is_read() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let name = OsStr::from_bytes(b"touche-cli-\xff\xfe.json");
    let path = std::env::temp_dir().join(name);
    let text = std::fs::read_to_string("docs/records/en-garde-deck-end.json").unwrap();
    std::fs::write(&path, text).unwrap();
    let run = |path: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_touche"))
            .arg("replay")
            .arg(path)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("run touche")
    };
    let out = run(&path);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("Player 1 wins round 1"));
    std::fs::remove_file(&path).unwrap();
    let out = run(&path);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn a_file_over_4_mib_is_refused_unread() {
    let mut text =
        String::from(r#"{"format":1,"game":"en-garde","rules":"abacus-basic","start":{"seed":1}}"#);
    text.push_str(&" ".repeat(4 * 1024 * 1024));
    let path = temp_file("huge.json", &text);
    let (code, out, err) = touche(&["replay", &path]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("is not a valid game record: the file is larger than 4 MiB"),
        "{err}"
    );
    let (code, _, err) = touche(&["replay", &path, "--lang", "fr"]);
    assert_eq!(code, 2);
    assert!(err.contains("le fichier dépasse 4 Mio"), "{err}");
    let _ = std::fs::remove_file(path);
}

#[test]
fn refusals_speak_french_with_lang_fr() {
    let (code, _, err) = touche(&[
        "replay",
        "docs/records/en-garde-illegal-parry.json",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("l'action d'indice 1 ({\"type\":\"parry\"}) est illégale, règle EG6\u{202F}:"),
        "{err}"
    );
    let path = temp_file("binary.json", "");
    std::fs::write(&path, b"\xff\xfe{}").unwrap();
    let (code, _, err) = touche(&["replay", &path, "--lang", "fr"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "n'est pas un enregistrement de partie valide\u{202F}: le fichier n'est pas du texte UTF-8"
        ),
        "{err}"
    );
}

/// Runs `touche` with `input` piped to its standard input.
fn touche_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_touche"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run touche");
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_string();
    // Written from another thread so a full output pipe cannot block the writer.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("touche ends");
    writer.join().expect("writer");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The last line of an arena: `A won W of N (P%, 95% CI [LO%, HI%])`, as (W, N, P, LO, HI).
fn arena_summary(out: &str) -> (f64, u32, f64, f64, f64) {
    let last = out.lines().last().unwrap_or_default();
    let parse = || -> Option<(f64, u32, f64, f64, f64)> {
        let rest = last.strip_prefix("A won ")?;
        let (w, rest) = rest.split_once(" of ")?;
        let (n, rest) = rest.split_once(" (")?;
        let (p, rest) = rest.split_once("%, 95% CI [")?;
        let (lo, rest) = rest.split_once("%, ")?;
        let hi = rest.strip_suffix("%])")?;
        Some((
            w.parse().ok()?,
            n.parse().ok()?,
            p.parse().ok()?,
            lo.parse().ok()?,
            hi.parse().ok()?,
        ))
    };
    parse().unwrap_or_else(|| panic!("last line {last:?} of {out}"))
}

#[test]
fn arena_pits_standard_against_beginner_on_duplicate_deals() {
    let args = |jobs| {
        [
            "arena",
            "en-garde",
            "--rules",
            "abacus-advanced",
            "--a",
            "standard",
            "--b",
            "beginner",
            "--games",
            "20",
            "--seed",
            "7",
            "--jobs",
            jobs,
        ]
    };
    let (code, out, err) = touche(&args("1"));
    assert_eq!(code, 0, "{err}");
    let (w, n, p, lo, hi) = arena_summary(&out);
    assert_eq!(n, 20);
    assert!(w >= 15.0, "standard should beat random play: {out}");
    assert!((p - 100.0 * w / 20.0).abs() < 0.051, "{out}");
    assert!(lo <= p && p <= hi && hi <= 100.0, "{out}");
    let tally = out.lines().nth(1).unwrap_or_default();
    assert!(
        tally.starts_with("A: ") && tally.contains(" won, "),
        "{out}"
    );
    // The seed decides everything; the threads change nothing.
    let (_, again, _) = touche(&args("3"));
    assert_eq!(
        out.lines().skip(1).collect::<Vec<_>>(),
        again.lines().skip(1).collect::<Vec<_>>()
    );
    assert!(
        out.lines().next().unwrap_or_default().contains("seed 7"),
        "{out}"
    );
}

#[test]
fn arena_in_every_game_and_its_refusals() {
    // Fifes and Drums has one rule set: --rules may be left out. An odd count is rounded up.
    let (code, out, err) = touche(&[
        "arena",
        "fifes-and-drums",
        "--a",
        "standard",
        "--b",
        "beginner",
        "--games",
        "3",
        "--seed",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(arena_summary(&out).1, 4, "{out}");
    let (code, out, err) = touche(&[
        "arena",
        "skirman",
        "--rules",
        "initiation",
        "--a",
        "beginner",
        "--b",
        "beginner",
        "--games",
        "2",
        "--seed",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    let (w, n, ..) = arena_summary(&out);
    assert!(n == 2 && (0.0..=2.0).contains(&w), "{out}");
    for (bad, why) in [
        (
            "arena skirman --a standard --b beginner --games 2",
            "needs --rules",
        ),
        (
            "arena en-garde --rules abacus-expert --a standard --b beginner --games 2",
            "unknown rules",
        ),
        (
            "arena en-garde --rules abacus-basic --a grandmaster --b beginner --games 2",
            "unknown strength",
        ),
        (
            "arena en-garde --rules abacus-basic --a standard --b beginner --games 0",
            "positive",
        ),
        (
            "arena en-garde --rules abacus-basic --a standard --b beginner --games 4294967295",
            "at most 10000000",
        ),
        (
            "arena en-garde --rules abacus-basic --a standard --b beginner --games 2 --jobs 0",
            "1 to 64 threads",
        ),
        (
            "arena en-garde --rules abacus-basic --a standard --b beginner --games 2 --jobs 10000",
            "1 to 64 threads",
        ),
        (
            "arena en-garde --a standard --a master --b beginner --games 2",
            "--a is given twice",
        ),
        (
            "arena en-garde --a standard --b beginner --games 2 --foo 1",
            "unknown option --foo",
        ),
        (
            "engine en-garde --strength standard --sede 1",
            "unknown option --sede",
        ),
        (
            "arena chess --a standard --b beginner --games 2",
            "unknown game",
        ),
    ] {
        let (code, out, err) = touche(&bad.split(' ').collect::<Vec<_>>());
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty() && err.contains(why), "{bad:?}: {err}");
    }
}

/// A random legal game of `G` played `plies` actions in; its seat to act's view as one line.
fn view_line<G: touche::cli::games::CliGame>(mut game: G, plies: u32, seed: u64) -> (G, String) {
    use touche::core::Rng;
    let mut rng = Rng::seeded(seed);
    for _ in 0..plies {
        let legal = game.legal_actions();
        if legal.len() < 2 && game.to_act().is_some() {
            break;
        }
        game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
    }
    let seat = game.to_act().expect("the game is on");
    let line = G::view_json(&game.view(seat)).to_string();
    (game, line)
}

/// Pipes `lines` to `touche engine`: one answer per non-blank line, an action legal in the
/// game for each real view, an error line for the rest.
fn engine_session<G: touche::cli::games::CliGame>(
    args: &[&str],
    games: &[(G, String)],
) -> Vec<String> {
    let idle = {
        let (game, _) = &games[0];
        let seat = game.to_act().expect("on").other();
        G::view_json(&game.view(seat)).to_string()
    };
    let mut input = String::new();
    for (_, line) in games {
        input.push_str(line);
        input.push_str("\n\n");
    }
    input.push_str(&format!("{{\"viewer\": \"one\"\n{idle}\nnot json\n"));
    let (code, out, err) = touche_with_input(args, &input);
    assert_eq!(code, 0, "{err}");
    let answers: Vec<String> = out.lines().map(String::from).collect();
    assert_eq!(answers.len(), games.len() + 3, "{out}");
    for ((game, _), answer) in games.iter().zip(&answers) {
        let json: serde_json::Value = serde_json::from_str(answer).expect(answer);
        let action = G::action_from_json(&json).unwrap_or_else(|e| panic!("{answer}: {e}"));
        assert!(game.legal_actions().contains(&action), "{answer}");
    }
    for answer in &answers[games.len()..] {
        assert!(answer.starts_with("{\"error\":\""), "{answer}");
    }
    answers
}

#[test]
fn engine_answers_views_of_every_game_line_by_line() {
    use touche::games::en_garde::{EnGarde, Options, RuleSet};
    use touche::games::fifes::FifesAndDrums;
    use touche::games::skirman::{Level, Rules, Skirman};
    let en_garde: Vec<_> = (0..4)
        .map(|s| {
            view_line(
                EnGarde::new(RuleSet::default(), Options::default(), s),
                6 * s as u32,
                s,
            )
        })
        .collect();
    let answers = engine_session(
        &[
            "engine",
            "en-garde",
            "--strength",
            "standard",
            "--seed",
            "1",
        ],
        &en_garde,
    );
    let n = en_garde.len();
    assert!(
        answers[n].contains("not a view of en-garde: EOF"),
        "{answers:?}"
    );
    assert!(
        answers[n + 1].contains("and it is not player "),
        "{answers:?}"
    );
    assert!(answers[n + 2].contains("one JSON object"), "{answers:?}");
    let fifes: Vec<_> = (0..3)
        .map(|s| view_line(FifesAndDrums::new(Default::default(), s), 4 * s as u32, s))
        .collect();
    engine_session(
        &["engine", "fifes-and-drums", "--strength", "beginner"],
        &fifes,
    );
    let skirman: Vec<_> = (0..3)
        .map(|s| {
            view_line(
                Skirman::new(Rules::new(Level::Entrainement), s),
                9 * s as u32,
                s,
            )
        })
        .collect();
    engine_session(
        &[
            "engine",
            "skirman",
            "--strength",
            "strong",
            "--rules",
            "entrainement",
            "--seed",
            "2",
        ],
        &skirman,
    );
    // The same session twice from the same seed: the same answers.
    let once = engine_session(
        &["engine", "en-garde", "--strength", "strong", "--seed", "5"],
        &en_garde,
    );
    let twice = engine_session(
        &["engine", "en-garde", "--strength", "strong", "--seed", "5"],
        &en_garde,
    );
    assert_eq!(once, twice);
}

#[test]
fn engine_refuses_views_of_other_rules_and_impossible_views() {
    use touche::games::en_garde::{EnGarde, Options, RuleSet};
    let (_, line) = view_line(
        EnGarde::new(RuleSet::default(), Options::default(), 3),
        0,
        3,
    );
    let (code, out, _) = touche_with_input(
        &[
            "engine",
            "en-garde",
            "--strength",
            "beginner",
            "--rules",
            "ferti-advanced",
        ],
        &format!("{line}\n"),
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("this engine plays the ferti-advanced rules, the view is of abacus-classic"),
        "{out}"
    );
    // A card too many in the pile and the score at the target: every problem is listed, in
    // French too.
    let impossible = line
        .replacen("\"pile_count\":15", "\"pile_count\":16", 1)
        .replacen("\"score\":[0,0]", "\"score\":[5,0]", 1);
    assert_ne!(impossible, line);
    let (_, out, _) = touche_with_input(
        &["engine", "en-garde", "--strength", "beginner"],
        &format!("{impossible}\n"),
    );
    assert!(out.starts_with("{\"error\":\"impossible view: "), "{out}");
    assert!(
        out.contains("player 1 has already won the match (EG-score); hands, pile and discards must hold 25 cards, found 26 (EG-cards)"),
        "{out}"
    );
    let (_, out, _) = touche_with_input(
        &[
            "engine",
            "en-garde",
            "--strength",
            "beginner",
            "--lang",
            "fr",
        ],
        &format!("{impossible}\n"),
    );
    assert!(
        out.starts_with("{\"error\":\"vue impossible\u{202F}: "),
        "{out}"
    );
    // Options: a strength and a game are needed.
    assert_eq!(touche_with_input(&["engine", "en-garde"], "").0, 2);
    assert_eq!(
        touche_with_input(&["engine", "--strength", "master"], "").0,
        2
    );
}

#[test]
fn bench_ai_prints_iterations_per_second_last() {
    assert_rate_last(
        &["bench", "ai", "fifes", "--seconds", "0.3"],
        "iterations/s",
    );
}

/// Every session in docs/engine-protocol.md (`$ touche …`, `> ` lines sent, `< ` answers) is
/// replayed through the binary and answers exactly as written.
#[test]
fn the_engine_protocol_document_shows_real_sessions() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/engine-protocol.md"),
    )
    .expect("docs/engine-protocol.md");
    let mut sessions: Vec<(Vec<String>, String, Vec<String>)> = Vec::new();
    for line in doc.lines() {
        if let Some(command) = line.strip_prefix("$ touche ") {
            let args = command.split_whitespace().map(String::from).collect();
            sessions.push((args, String::new(), Vec::new()));
        } else if let Some((_, input, answers)) = sessions.last_mut() {
            if line == ">" || line.starts_with("> ") {
                input.push_str(line.get(2..).unwrap_or_default());
                input.push('\n');
            } else if let Some(answer) = line.strip_prefix("< ") {
                answers.push(answer.to_string());
            }
        }
    }
    assert!(sessions.len() >= 5, "{} sessions", sessions.len());
    for (args, input, expected) in sessions {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = touche_with_input(&args, &input);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{args:?}");
    }
}
