//! Words of the table every game shares: seats, hand-off, turns, pauses, the end.
use super::{messages, sentences, Lang, Names};
use crate::core::Outcome;

messages! {
    pub enum Text {
        Settings => "Settings", "Réglages";
        Start => "Start", "Commencer";
        ReadRules => "Read the rules", "Lire les règles";
        OpponentLabel => "Opponent", "Adversaire";
        OpponentHotSeat => "A friend on this device", "Un ami sur cet appareil";
        Computer => "Computer", "Ordinateur";
        StrengthBeginner => "Beginner", "Débutant";
        StrengthStandard => "Standard", "Standard";
        StrengthStrong => "Strong", "Fort";
        StrengthMaster => "Master", "Maître";
        You => "You", "Vous";
        PlayerOne => "Player 1", "Joueur 1";
        PlayerTwo => "Player 2", "Joueur 2";
        NameOfOne => "Name of player 1", "Nom du joueur 1";
        NameOfTwo => "Name of player 2", "Nom du joueur 2";
        HandOffHint =>
            "The other player looks away. Take the device: what only you may see shows next.",
            "L’autre joueur détourne les yeux. Prenez l’appareil\u{202F}: ce que vous seul pouvez voir s’affiche ensuite.";
        HandOffReady => "I have the device", "J’ai l’appareil";
        PauseTitle => "Before play goes on", "Avant de reprendre";
        Continue => "Continue", "Continuer";
        YourTurn => "Your turn", "À vous de jouer";
        ComputerThinking => "The computer is thinking…", "L’ordinateur réfléchit…";
        GameOver => "Game over", "Partie terminée";
        YouWin => "You win!", "Vous gagnez\u{202F}!";
        YouLose => "You lose.", "Vous avez perdu.";
        Draw => "A draw.", "Match nul.";
        Rematch => "Rematch", "Revanche";
        NewSettings => "New settings", "Nouveaux réglages";
        LogTitle => "What happened", "Déroulement";
        LogEmpty => "Nothing played yet.", "Rien n’a encore été joué.";
        PaceLabel => "The computer’s pause before it plays", "Pause de l’ordinateur avant de jouer";
        PaceFast => "Fast", "Rapide";
        PaceNormal => "Normal", "Normale";
        PaceSlow => "Slow", "Lente";
        Hint => "Hint", "Indice";
        HintLooking => "Looking for a hint…", "Recherche d’un indice…";
        AiUnavailable =>
            "The computer’s search could not start. Check the connection, then try again.",
            "La recherche de l’ordinateur n’a pas pu démarrer. Vérifiez la connexion, puis réessayez.";
        AiRefused => "The computer could not decide.", "L’ordinateur n’a pas pu décider.";
        NoHint => "No hint this time.", "Pas d’indice cette fois.";
        Retry => "Try again", "Réessayer";
        KeysTitle => "Keyboard shortcuts", "Raccourcis clavier";
        KeysTab =>
            "Go from one group of controls to the next (your hand, the choices, the log).",
            "Passer d’un groupe de commandes au suivant (votre main, les choix, le déroulement).";
        KeysArrows =>
            "Move within a hand, a row of cards or a list of answers.",
            "Se déplacer dans une main, une rangée de cartes ou une liste de réponses.";
        KeysAct => "Play or choose what has the focus.", "Jouer ou choisir ce qui a le focus.";
        KeysEscape => "Drop the choice in progress, or close a dialog.", "Annuler le choix en cours, ou fermer une fenêtre.";
        KeysHelp => "Show this list.", "Afficher cette liste.";
        KeysClose => "Close", "Fermer";
        Describe => "The table in words", "La table en mots";
    }
}

/// "Hint: Forward 3 — about 62 % to win".
pub fn hint_line(action: &str, value: Option<f64>, lang: Lang) -> String {
    let percent = value.map(|v| (v.clamp(0.0, 1.0) * 100.0).round() as u32);
    hint_with_chance(action, percent, lang)
}

/// A request longer than the AI worker reads (a pasted record, say), refused before it is read.
pub fn too_long_to_read(bytes: u64, max: u64, lang: Lang) -> String {
    too_long_in_mib(bytes, max >> 20, lang)
}

/// "Hints used: 2" against the computer; "Hints used: Anna 1, Bruno 0" in hot-seat.
pub fn hints_used_line(used: &[(String, u32)], lang: Lang) -> String {
    let list = match used {
        [(_, n)] => n.to_string(),
        _ => used
            .iter()
            .map(|(name, n)| format!("{name} {n}"))
            .collect::<Vec<_>>()
            .join(", "),
    };
    hints_used(&list, lang)
}

sentences! {
    fn hint_with_chance(action: &str, percent: Option<u32>) match percent {
        Some(p) => "Hint: {action} — about {p} % to win",
            "Indice\u{202F}: {action} — environ {p}\u{202F}% de chances de gagner";
        None => "Hint: {action}", "Indice\u{202F}: {action}";
    }

    fn too_long_in_mib(bytes: u64, mib: u64) {
        "Too long to read: {bytes} bytes (at most {mib} MiB).",
        "Trop long pour être lu\u{202F}: {bytes} octets (au plus {mib} Mio).";
    }

    fn hints_used(list: &str) { "Hints used: {list}", "Indices utilisés\u{202F}: {list}"; }

    /// "Pass the device to Anna".
    pub fn handoff_title(name: &str) { "Pass the device to {name}", "Passez l’appareil à {name}"; }

    /// "Anna to play".
    pub fn to_play(name: &str) { "{name} to play", "À {name} de jouer"; }

    fn wins(name: &str) { "{name} wins!", "{name} gagne\u{202F}!"; }
}

/// "You win!", "Anna wins!", "A draw."
pub fn result_title(outcome: Option<Outcome>, names: &Names, lang: Lang) -> String {
    match outcome {
        Some(Outcome::Winner(seat)) if names.you == Some(seat) => Text::YouWin.text(lang).into(),
        Some(Outcome::Winner(seat)) if names.you == Some(seat.other()) => {
            Text::YouLose.text(lang).into()
        }
        Some(Outcome::Winner(seat)) => wins(names.of(seat), lang),
        Some(Outcome::Draw) => Text::Draw.text(lang).into(),
        None => Text::GameOver.text(lang).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;

    #[test]
    fn hints_read_with_their_chance_of_winning() {
        assert_eq!(
            hint_line("Forward 3", Some(0.618), Lang::En),
            "Hint: Forward 3 — about 62 % to win"
        );
        assert_eq!(
            hint_line("Avancer de 3", Some(0.5), Lang::Fr),
            "Indice\u{202F}: Avancer de 3 — environ 50\u{202F}% de chances de gagner"
        );
        assert_eq!(hint_line("Parry", None, Lang::En), "Hint: Parry");
        assert_eq!(
            hints_used_line(&[("You".into(), 2)], Lang::En),
            "Hints used: 2"
        );
        assert_eq!(
            hints_used_line(&[("Anna".into(), 1), ("Bruno".into(), 0)], Lang::Fr),
            "Indices utilisés\u{202F}: Anna 1, Bruno 0"
        );
    }

    #[test]
    fn an_over_long_request_is_refused_in_words() {
        assert_eq!(
            too_long_to_read(1_572_900, 1 << 20, Lang::En),
            "Too long to read: 1572900 bytes (at most 1 MiB)."
        );
        assert_eq!(
            too_long_to_read(1_572_900, 1 << 20, Lang::Fr),
            "Trop long pour être lu\u{202F}: 1572900 octets (au plus 1 Mio)."
        );
    }

    #[test]
    fn results_read_right_for_you_and_for_names() {
        let names = Names {
            names: ["You".into(), "Computer".into()],
            you: Some(Seat::One),
        };
        assert_eq!(
            result_title(Some(Outcome::Winner(Seat::One)), &names, Lang::En),
            "You win!"
        );
        assert_eq!(
            result_title(Some(Outcome::Winner(Seat::Two)), &names, Lang::Fr),
            "Vous avez perdu."
        );
        let hot = Names {
            names: ["Anna".into(), "Bruno".into()],
            you: None,
        };
        assert_eq!(
            result_title(Some(Outcome::Winner(Seat::Two)), &hot, Lang::Fr),
            "Bruno gagne\u{202F}!"
        );
    }
}
