//! Fifes and Drums screen strings (settings, panels, hand-off, end screen). The rules' own words
//! (cards, suits, log, reasons) are in `fifes.rs`.
use super::{messages, sentences, Lang};
use crate::games::fifes::actions::DISPLAY_SIZE;
use crate::games::fifes::state::{EXCUSE_PACKET, PILE_AT_START};
use crate::games::fifes::{Public, Suit};
use crate::i18n::fifes::{card_name, suit_name};

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

    /// "Turn 7 (the Excuse comes out on turn 27 to 32)": the pile left after the display is
    /// dealt, one card a turn, the Excuse in its bottom packet (§4.2).
    pub fn turn_line(turn: u16) {
        "Turn {turn} · the game ends on turn {first} to {last}",
        "Tour {turn} · la partie finit entre le tour {first} et le tour {last}"
            where last = PILE_AT_START - DISPLAY_SIZE, first = last + 1 - EXCUSE_PACKET;
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

sentences! {
    pub fn points_label(points: u8) match points {
        0 => "0 points", "0 point";
        1 => "1 point", "1 point";
        n => "{n} points", "{n} points";
    }

    /// The track and the display in words: "Track (space 1 is the front): Fifes: space 3, 4
    /// points; … Display: Ace of Fifes, … 20 cards in the pile."
    pub fn describe_track(public: &Public) in lang {
        "Track (space 1 is the front): {units}. Display: {cards}. {pile} in the pile.",
        "Champ de bataille (la case 1 est le front)\u{202F}: {units}. Tableau\u{202F}: {cards}. {pile} dans la pioche."
            where units = units_line(public, lang), cards = display_line(public, lang),
                pile = card_count(public.pile_count, lang);
    }

    fn card_count(n: u8) match n {
        0 => "0 cards", "0 carte";
        1 => "1 card", "1 carte";
        n => "{n} cards", "{n} cartes";
    }

    /// One unit on the track: "Fifes: space 3, 4 points".
    fn unit_line(suit: Suit, space: u8, points: u8) in lang {
        "{name}: {space}, {points}", "{name}\u{202F}: {space}, {points}"
            where name = suit_name(suit, lang), space = space_label(space, lang),
                points = points_label(points, lang);
    }
}

/// Every unit on the track, front first in the suits' order.
fn units_line(public: &Public, lang: Lang) -> String {
    let units: Vec<String> = Suit::ALL
        .iter()
        .map(|&suit| {
            unit_line(
                suit,
                public.track.space(suit),
                public.points[suit.index()],
                lang,
            )
        })
        .collect();
    units.join(lang.texts().pick("; ", "\u{202F}; "))
}

/// The display's cards: "the Bard, Ace of Moons, …".
fn display_line(public: &Public, lang: Lang) -> String {
    let cards: Vec<&str> = public.display.iter().map(|&c| card_name(c, lang)).collect();
    cards.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 37 cards, 5 dealt to the display, the Excuse in the bottom 6: it turns up on turn 27 to
    /// 32, whatever the constants' names.
    #[test]
    fn the_turn_line_names_the_turns_the_excuse_can_end_on() {
        assert_eq!(
            turn_line(3, Lang::En),
            "Turn 3 · the game ends on turn 27 to 32"
        );
        assert_eq!(
            turn_line(3, Lang::Fr),
            "Tour 3 · la partie finit entre le tour 27 et le tour 32"
        );
    }
}
