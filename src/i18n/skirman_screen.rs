//! Skirm'an screen strings (set-up fields, boards, log lines, end summary). The rules' own words
//! (cards, lines, links, phase prompts, reasons) are in `skirman.rs`.
use super::{messages, sentences, words, Lang};
use crate::games::skirman::{Card, ExchangeEnd, Level, TouchCause};

messages! {
    pub enum Text {
        OpenGlossary => "Card glossary", "Glossaire des cartes";
        OpenTournament => "Tournament", "Tournoi";
        OpenCourse => "Guided course", "Cours guidé";
        LevelLabel => "Level", "Niveau";
        OptionsLabel => "Rule options", "Options de règle";
        FreeDiscard => "Free discard", "Défausse libre";
        FreeDiscardHint => "Discard whenever you like (by default only when no card can be played).", "Se défausser à tout moment (par défaut seulement si aucune carte n'est jouable).";
        AcTogether => "Compound attack shown with its first attack", "Attaque composée montrée avec sa première attaque";
        AcTogetherHint => "The defender keeps his two cards after seeing the first attack (by default before).", "Le défenseur garde ses deux cartes après avoir vu la première attaque (par défaut avant).";
        CounteredUnderTalon => "Countered attacks go under the talon", "Attaques contrées sous le talon";
        CounteredUnderTalonHint => "After a counter-attack on a compound attack, its two attacks go under the talon (by default on the discard pile).", "Après une contre-attaque sur une attaque composée, ses deux attaques vont sous le talon (par défaut à la défausse).";
        Touches => "Touches", "Touches";
        Warnings => "Warnings", "Avertissements";
        Talon => "Talon", "Talon";
        DiscardPile => "Discard", "Défausse";
        YourHand => "Your hand", "Votre main";
        Chain => "The phrase d'armes", "La phrase d'armes";
        ChainEmpty => "No card on the piste yet: the attacker opens the exchange.", "Aucune carte sur la piste\u{202F}: l'attaquant ouvre l'échange.";
        FaceDown => "Face-down card", "Carte face cachée";
        AsideHint => "Cards set aside during the compound attack; they come back when it ends.", "Cartes mises de côté pendant l'attaque composée\u{202F}; elles reviennent à la fin.";
        Play => "Play", "Jouer";
        PlayPair => "Play the pair", "Jouer la paire";
        Discard => "Discard", "Se défausser";
        PlaceFaceDown => "Place face down", "Poser face cachée";
        Keep => "Keep these two", "Garder ces deux cartes";
        ThrowAttacks => "Throw away these two", "Jeter ces deux attaques";
        NoPair => "These two cards are not played together now.", "Ces deux cartes ne se jouent pas ensemble maintenant.";
        ClearSelection => "Clear", "Annuler";
        CardInfo => "About this card", "À propos de cette carte";
        SelectHint => "Choose a card, then an action.", "Choisissez une carte, puis une action.";
        SelectSecond => "Choose a second card to play with it.", "Choisissez une deuxième carte à jouer avec elle.";
        BoutOver => "Bout over", "Fin de l'assaut";
        Back => "Back to the bout", "Retour à l'assaut";
    }
}

sentences! {
    /// A level's hint on the set-up: its talon, or the cards it adds to the level below.
    pub fn level_hint(level: Level) match level {
        Level::Initiation =>
            "{n} cards: attacks, parries, touches. Start here.",
            "{n} cartes\u{202F}: attaques, parades, touches. Commencez ici."
            where n = Card::talon_size(Level::Initiation);
        Level::Entrainement =>
            "+{n} cards: march, point in line, feint, beat, counter-parries.",
            "+{n} cartes\u{202F}: marche, pointe en ligne, feinte, battement, contres."
            where n = Card::talon_size(Level::Entrainement) - Card::talon_size(Level::Initiation);
        Level::Competition =>
            "+{n} cards: compound attack, counter-attacks, arbitration, warnings.",
            "+{n} cartes\u{202F}: attaque composée, contre-attaques, arbitrages, avertissements."
            where n = Card::talon_size(Level::Competition) - Card::talon_size(Level::Entrainement);
    }

    /// "Red wins 5–3", "You win 5–3" (`you`: the winner is the one person at the table).
    pub fn winner_line(name: &str, you: bool, score: [u8; 2]) match (you, score[0].max(score[1]), score[0].min(score[1])) {
        (true, hi, lo) => "You win {hi}–{lo}", "Vous gagnez {hi}–{lo}";
        (false, hi, lo) => "{name} wins {hi}–{lo}", "{name} gagne {hi}–{lo}";
    }
}

sentences! {
    /// "Exchange 3".
    pub fn exchange_label(n: usize) {
        "Exchange {n}",
        "Échange {n}";
    }

    /// "Touch for Red" ("Touche marquée par Rouge": "Touche pour Rouge" read awkwardly).
    pub fn touch_for(name: &str) {
        "Touch for {name}",
        "Touche marquée par {name}";
    }

    /// "no touch · initiative: Green".
    pub fn initiative_to(name: &str) {
        "no touch · initiative: {name}",
        "pas de touche · initiative\u{202F}: {name}";
    }

    /// "played by Red".
    pub fn played_by(name: &str) {
        "played by {name}",
        "jouée par {name}";
    }
}

sentences! {
    /// Beside the AVERTISSEMENT cards on the score board, once there is one: what it means.
    pub fn warnings_line(n: u8) match n {
        1 =>
            "1 warning: the next one is a touch",
            "1 avertissement\u{202F}: le prochain donne une touche";
        n => "{n} warnings", "{n} avertissements";
    }

    /// Beside the hand size while a compound attack is defended: the two cards kept face down.
    pub fn kept_line(n: u8) match n {
        0 | 1 => "{n} kept to defend", "{n} gardée pour se défendre";
        n => "{n} kept to defend", "{n} gardées pour se défendre";
    }

    /// "Green: 4 cards in hand".
    pub fn hand_size(n: usize) match n {
        0 => "0 cards in hand", "0 carte en main";
        1 => "1 card in hand", "1 carte en main";
        n => "{n} cards in hand", "{n} cartes en main";
    }

    /// The set-aside tray's title: whose cards they are.
    pub fn aside_owner(name: &str) {
        "Set aside by {name}",
        "Mises de côté par {name}";
    }
}

words! {
    /// How a touch was scored, after "Touch for Red": "with a TOUCHE card", "unparried flèche"…
    pub fn touch_cause(cause: TouchCause) {
        TouchCause::Touche => "touch card", "carte TOUCHE";
        TouchCause::Fleche => "flèche not stopped", "flèche non parée";
        TouchCause::Derobement => "evasion", "dérobement";
        TouchCause::JeuViolent => "violent play", "jeu violent";
        TouchCause::Marches => "three advances", "trois marches";
        TouchCause::FeintExhaustion => "no card left under the feints", "plus de carte sous les feintes";
        TouchCause::Warnings => "second warning", "deuxième avertissement";
    }
}

sentences! {
    /// Where a bout stands (the replay's last line): "Red wins the bout 5–3." or "bout in
    /// progress, 4–4, Red to play."
    pub fn bout_status(winner: Option<&str>, to_play: &str, touches: [u8; 2]) match (winner, touches) {
        (Some(name), [t1, t2]) => "{name} wins the bout {t1}–{t2}.", "{name} remporte l'assaut {t1}–{t2}.";
        (None, [t1, t2]) =>
            "bout in progress, {t1}–{t2}, {to_play} to play.",
            "assaut en cours, {t1}–{t2}, à {to_play} de jouer.";
    }

    /// How an exchange ended, with the players' names.
    pub fn exchange_end(end: &ExchangeEnd, names: &[String; 2]) in lang match end {
        ExchangeEnd::Touch { scorer, cause } => "{touch} ({cause})", "{touch} ({cause})"
            where touch = touch_for(&names[scorer.index()], lang), cause = touch_cause(*cause, lang);
        ExchangeEnd::Cancelled { by } =>
            "Touch annulled · initiative: {by}",
            "Touche annulée · initiative\u{202F}: {by}"
            where by = &names[by.index()];
        ExchangeEnd::Arbitration { by, warned } =>
            "Warning for {warned} · initiative: {by}",
            "Avertissement pour {warned} · initiative\u{202F}: {by}"
            where warned = &names[warned.index()], by = &names[by.index()];
        ExchangeEnd::InitiativePassed { to } => "{line}", "{line}"
            where line = initiative_to(&names[to.index()], lang);
    }
}

/// A log line for one link of the phrase d'armes: "Red: parry — Sixte parry".
pub fn link_line(name: &str, link: &str, card: Option<&str>, lang: Lang) -> String {
    let colon = lang.texts().pick(":", "\u{202F}:");
    match card {
        Some(card) => format!("{name}{colon} {link} — {card}"),
        None => format!("{name}{colon} {link}"),
    }
}

/// A log line for the end of an exchange: "Exchange 3: Touch for Red (touch card) · 2–1".
pub fn exchange_line(n: usize, end: &str, touches: [u8; 2], lang: Lang) -> String {
    let colon = lang.texts().pick(":", "\u{202F}:");
    let [one, two] = touches;
    format!("{}{colon} {end} · {one}–{two}", exchange_label(n, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hints count the talons of §2 (61, then 29 and 14 more cards), and the French
    /// spaces its colon.
    #[test]
    fn level_hints_count_the_talons() {
        let starts = ["61 ", "+29 ", "+14 "];
        for (level, start) in Level::ALL.into_iter().zip(starts) {
            let [en, fr] = Lang::ALL.map(|lang| level_hint(level, lang));
            assert!(
                en.starts_with(start) && fr.starts_with(start),
                "{en} / {fr}"
            );
            assert!(
                en.contains(" cards: ") && fr.contains(" cartes\u{202F}: "),
                "{en} / {fr}"
            );
        }
    }
}
