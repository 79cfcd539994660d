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
        err.contains("To parry you need 1 card(s) of 4; you hold 0."),
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

#[test]
fn bench_prints_the_median_rate_last() {
    let (code, out, err) = touche(&["bench", "en-garde", "--seconds", "0.5"]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap_or_default();
    let (number, unit) = last.split_once(' ').unwrap_or_default();
    assert_eq!(unit, "rounds/s", "{out}");
    assert!(number.parse::<u64>().is_ok_and(|n| n > 0), "{out}");
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
    assert!(out.contains("Résultat : Partie nulle, 4 à 4"), "{out}");
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
    let (code, out, err) = touche(&["bench", "fifes", "--seconds", "0.5"]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap_or_default();
    let (number, unit) = last.split_once(' ').unwrap_or_default();
    assert_eq!(unit, "games/s", "{out}");
    assert!(number.parse::<u64>().is_ok_and(|n| n > 0), "{out}");
}

#[test]
fn replays_a_whole_skirman_bout_to_its_winner() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-full-game.json"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 88, "87 actions and the outcome: {out}");
    // A feint's face-down card is named when the attack turns it over (SK5).
    assert!(out.contains("[Player 1 turned over Beat]"), "{out}");
    // SK28: against a FLÈCHE he cannot stop, the defender discards a card of his choice, then
    // the touch is scored; the line names the discarded card from the action.
    assert!(
        out.contains("Player 1: [discard Touch] — Touch for Player 2 (flèche not stopped), 0–1."),
        "{out}"
    );
    assert_eq!(lines[87], "Outcome: Player 2 wins the bout 2–5.");
}

#[test]
fn replays_a_skirman_position_parry_riposte_and_invalid_touch() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-parry-riposte-tnv.json"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Player 2: [parry Sixte parry]"), "{out}");
    assert!(
        out.contains("— Touch annulled · initiative: Player 1, 3–4."),
        "TNV cancels the TOUCHE and its player restarts (SK10): {out}"
    );
    assert!(
        out.contains("Player 1: [discard Octave parry]"),
        "with no answer to the riposte the defender discards (SK34): {out}"
    );
    assert!(
        out.contains("Player 2: [discard Invalid touch] — Touch for Player 1 (flèche not stopped), 4–4."),
        "an unstopped FLÈCHE: a discard of the defender's choice, then the touch (SK28, SK4): {out}"
    );
    let (code, out, _) = touche(&[
        "replay",
        "docs/records/skirman-parry-riposte-tnv.json",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("Joueur 2 : [parade PARADE SIXTE]"), "{out}");
    assert!(
        out.contains("Touche annulée · initiative : Joueur 1, 3–4."),
        "{out}"
    );
    assert!(
        out.ends_with("Résultat : assaut en cours, 4–4, à Joueur 1 de jouer.\n"),
        "{out}"
    );
}

#[test]
fn an_illegal_skirman_parry_names_its_index_and_rule() {
    let (code, out, err) = touche(&["replay", "docs/records/skirman-illegal-parry.json"]);
    assert_eq!(code, 2);
    assert!(out.contains("[attack Straight thrust in sixte]"), "{out}");
    assert!(err.contains("action at index 1"), "{err}");
    assert!(
        err.contains("A quarte parry does not stop an attack arriving in sixte"),
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
        err.contains("[SK-§2] Flèche should appear 1 time(s) at this level, found 2"),
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
        err.contains("l'action d'indice 1 ({\"type\":\"parry\"}) est illégale, règle EG6 :"),
        "{err}"
    );
    let path = temp_file("binary.json", "");
    std::fs::write(&path, b"\xff\xfe{}").unwrap();
    let (code, _, err) = touche(&["replay", &path, "--lang", "fr"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "n'est pas un enregistrement de partie valide : le fichier n'est pas du texte UTF-8"
        ),
        "{err}"
    );
}
