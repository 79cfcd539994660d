//! Fifes and Drums screen strings (settings, panels, hand-off, end screen). The rules' own words
//! (cards, suits, log, reasons) are in `fifes.rs`.
use super::{messages, Lang};

messages! {
    pub enum Text {
        Start => "Sound the drums!", "Battez tambour !";
        Settings => "Game settings", "Réglages de la partie";
        ReadRules => "Read the rules", "Lire les règles";
        You => "You", "Vous";
        Computer => "Computer", "Ordinateur";
        PlayerOne => "Player 1", "Joueur 1";
        PlayerTwo => "Player 2", "Joueur 2";
        Turn => "Turn", "Tour";
        YourScoreNow => "Your score now", "Votre score actuel";
        ToPlay => "to play", "à jouer";
        Units => "Units", "Unités";
        Favoured => "favoured", "favorite";
        PreviewLabel => "Preview: ghost tokens show where the units would land.", "Aperçu : les jetons fantômes montrent où les unités arriveraient.";
        ChooseCard => "Choose a card in the display to see what it would do.", "Choisissez une carte du tableau pour voir ce qu'elle ferait.";
        ChargeMark => "charges", "charge";
        CrownInDisplay => "Crown showing: its unit's retreats become charges", "Couronne visible : les retraites de son unité deviennent des charges";
        HandOffTitle => "Pass the device", "Passez l'appareil";
        HandOffReady => "I'm ready: show my secret card", "Je suis prêt : montrer ma carte secrète";
        HandOffHint => "The other player should look away.", "L'autre joueur ne doit pas regarder.";
        SecretCards => "The secret cards", "Les cartes secrètes";
        ScoringTitle => "Scoring, from the front", "Décompte, depuis le front";
        ScoringRule => "Each unit scores one point per occupied space nearer the front; units on the same space score the same.", "Chaque unité marque un point par case occupée plus proche du front ; les unités sur une même case marquent autant.";
        ChangeSettings => "Change settings", "Changer les réglages";
        Back2Home => "Back to the games", "Retour aux jeux";
    }
}

/// "Turn 7 (the Excuse comes out on turn 27 to 32)".
pub fn turn_line(turn: u16, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Turn {turn} · the game ends on turn 27 to 32"),
        Lang::Fr => format!("Tour {turn} · la partie finit entre le tour 27 et le tour 32"),
    }
}

pub fn split_label(first: (&str, u8), second: (&str, u8)) -> String {
    format!("{} {} · {} {}", first.0, first.1, second.0, second.1)
}

pub fn space_label(space: u8, lang: Lang) -> String {
    match lang {
        Lang::En => format!("space {space}"),
        Lang::Fr => format!("case {space}"),
    }
}

pub fn points_label(points: u8, lang: Lang) -> String {
    match (lang, points) {
        (Lang::En, 1) => "1 point".into(),
        (Lang::En, n) => format!("{n} points"),
        (Lang::Fr, n) if n <= 1 => format!("{n} point"),
        (Lang::Fr, n) => format!("{n} points"),
    }
}
