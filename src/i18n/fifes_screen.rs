//! Fifes and Drums screen strings (settings, panels, hand-off, end screen). The rules' own words
//! (cards, suits, log, reasons) are in `fifes.rs`.
use super::{messages, sentences, Lang, Words};

messages! {
    pub enum Text {
        Turn => "Turn", "Tour";
        StandardRules => "Standard rules", "Règles standard";
        YourScoreNow => "Your score now", "Votre score actuel";
        PreviewLabel => "Preview: ghost tokens show where the units would land.", "Aperçu\u{202F}: les jetons fantômes montrent où les unités arriveraient.";
        ChooseCard => "Choose a card in the display to see what it would do.", "Choisissez une carte du tableau pour voir ce qu'elle ferait.";
        ChargeMark => "charges", "charge";
        CrownInDisplay => "Crown showing: its unit's retreats become charges", "Couronne visible\u{202F}: les retraites de son unité deviennent des charges";
        SecretCards => "The secret cards", "Les cartes secrètes";
        ScoringTitle => "Scoring, from the front", "Décompte, depuis le front";
        ScoringRule => "Each unit scores one point per occupied space nearer the front; units on the same space score the same.", "Chaque unité marque un point par case occupée plus proche du front\u{202F}; les unités sur une même case marquent autant.";
    }
}

sentences! {
    /// "Game over after 30 turns".
    pub fn turns_played_line(turns: u16) {
        "Game over after {turns} turns",
        "Partie finie après {turns} tours";
    }

    /// "Turn 7 (the Excuse comes out on turn 27 to 32)".
    pub fn turn_line(turn: u16) {
        "Turn {turn} · the game ends on turn 27 to 32",
        "Tour {turn} · la partie finit entre le tour 27 et le tour 32";
    }
}

pub fn split_label(first: (&str, u8), second: (&str, u8)) -> String {
    format!("{} {} · {} {}", first.0, first.1, second.0, second.1)
}

sentences! {
    pub fn space_label(space: u8) {
        "space {space}",
        "case {space}";
    }
}

pub fn points_label(points: u8, lang: Lang) -> String {
    match (lang.texts(), points) {
        (Words::En(_), 1) => "1 point".into(),
        (Words::En(_), n) => format!("{n} points"),
        (Words::Fr(_), n) if n <= 1 => format!("{n} point"),
        (Words::Fr(_), n) => format!("{n} points"),
    }
}

/// The track and the display in words: "Track (space 1 is the front): Fifes: space 3, 4 points;
/// … Display: Ace of Fifes, … 20 cards in the pile."
pub fn describe_track(public: &crate::games::fifes::Public, lang: Lang) -> String {
    use crate::games::fifes::Suit;
    use crate::i18n::fifes::{card_name, suit_name};
    let colon = lang.texts().pick(":", "\u{202F}:");
    let units: Vec<String> = Suit::ALL
        .iter()
        .map(|&suit| {
            format!(
                "{}{colon} {}, {}",
                suit_name(suit, lang),
                space_label(public.track.space(suit), lang),
                points_label(public.points[suit.index()], lang)
            )
        })
        .collect();
    let cards: Vec<&str> = public.display.iter().map(|&c| card_name(c, lang)).collect();
    let pile = public.pile_count;
    match lang.texts() {
        Words::En(_) => format!(
            "Track (space 1 is the front){colon} {}. Display{colon} {}. {} in the pile.",
            units.join("; "),
            cards.join(", "),
            super::count_of(pile, "card", "cards", lang)
        ),
        Words::Fr(_) => format!(
            "Champ de bataille (la case 1 est le front){colon} {}. Tableau{colon} {}. {} dans la pioche.",
            units.join("\u{202F}; "),
            cards.join(", "),
            super::count_of(pile, "carte", "cartes", lang)
        ),
    }
}
