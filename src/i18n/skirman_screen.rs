//! Skirm'an screen strings (set-up fields, boards, log lines, end summary). The rules' own words
//! (cards, lines, links, phase prompts, reasons) are in `skirman.rs`.
use super::{messages, sentences, Lang, Words};

messages! {
    pub enum Text {
        OpenGlossary => "Card glossary", "Glossaire des cartes";
        OpenTournament => "Tournament", "Tournoi";
        OpenCourse => "Guided course", "Cours guidé";
        LevelLabel => "Level", "Niveau";
        LevelInitiationHint => "61 cards: attacks, parries, touches. Start here.", "61 cartes\u{202F}: attaques, parades, touches. Commencez ici.";
        LevelEntrainementHint => "+29 cards: march, point in line, feint, beat, counter-parries.", "+29 cartes\u{202F}: marche, pointe en ligne, feinte, battement, contres.";
        LevelCompetitionHint => "+14 cards: compound attack, counter-attacks, arbitration, warnings.", "+14 cartes\u{202F}: attaque composée, contre-attaques, arbitrages, avertissements.";
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

/// "Red wins 5–3", "You win 5–3" (`you`: the winner is the one person at the table).
pub fn winner_line(name: &str, you: bool, score: [u8; 2], lang: Lang) -> String {
    let (hi, lo) = (score[0].max(score[1]), score[0].min(score[1]));
    match (lang.texts(), you) {
        (Words::En(_), true) => format!("You win {hi}–{lo}"),
        (Words::En(_), false) => format!("{name} wins {hi}–{lo}"),
        (Words::Fr(_), true) => format!("Vous gagnez {hi}–{lo}"),
        (Words::Fr(_), false) => format!("{name} gagne {hi}–{lo}"),
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

/// "Green: 4 cards in hand".
/// Beside the AVERTISSEMENT cards on the score board, once there is one: what it means.
pub fn warnings_line(n: u8, lang: Lang) -> String {
    match (lang.texts(), n) {
        (Words::En(_), 1) => "1 warning: the next one is a touch".into(),
        (Words::En(_), n) => format!("{n} warnings"),
        (Words::Fr(_), 1) => "1 avertissement\u{202F}: le prochain donne une touche".into(),
        (Words::Fr(_), n) => format!("{n} avertissements"),
    }
}

/// Beside the hand size while a compound attack is defended: the two cards kept face down.
pub fn kept_line(n: u8, lang: Lang) -> String {
    match lang.texts() {
        Words::En(_) => format!("{n} kept to defend"),
        Words::Fr(_) => format!(
            "{n} gardée{} pour se défendre",
            if n > 1 { "s" } else { "" }
        ),
    }
}

sentences! {
    /// The set-aside tray's title: whose cards they are.
    pub fn aside_owner(name: &str) {
        "Set aside by {name}",
        "Mises de côté par {name}";
    }
}

pub fn hand_size(n: usize, lang: Lang) -> String {
    match (lang.texts(), n) {
        (Words::En(_), 1) => "1 card in hand".into(),
        (Words::En(_), n) => format!("{n} cards in hand"),
        (Words::Fr(_), n) if n <= 1 => format!("{n} carte en main"),
        (Words::Fr(_), n) => format!("{n} cartes en main"),
    }
}

/// How a touch was scored, after "Touch for Red": "with a TOUCHE card", "unparried flèche"…
pub fn touch_cause(cause: crate::games::skirman::TouchCause, lang: Lang) -> &'static str {
    use crate::games::skirman::TouchCause as C;
    match (cause, lang.texts()) {
        (C::Touche, Words::En(_)) => "touch card",
        (C::Fleche, Words::En(_)) => "flèche not stopped",
        (C::Derobement, Words::En(_)) => "evasion",
        (C::JeuViolent, Words::En(_)) => "violent play",
        (C::Marches, Words::En(_)) => "three advances",
        (C::FeintExhaustion, Words::En(_)) => "no card left under the feints",
        (C::Warnings, Words::En(_)) => "second warning",
        (C::Touche, Words::Fr(_)) => "carte TOUCHE",
        (C::Fleche, Words::Fr(_)) => "flèche non parée",
        (C::Derobement, Words::Fr(_)) => "dérobement",
        (C::JeuViolent, Words::Fr(_)) => "jeu violent",
        (C::Marches, Words::Fr(_)) => "trois marches",
        (C::FeintExhaustion, Words::Fr(_)) => "plus de carte sous les feintes",
        (C::Warnings, Words::Fr(_)) => "deuxième avertissement",
    }
}

/// Where a bout stands (the replay's last line): "Red wins the bout 5–3." or "bout in
/// progress, 4–4, Red to play."
pub fn bout_status(winner: Option<&str>, to_play: &str, touches: [u8; 2], lang: Lang) -> String {
    let [t1, t2] = touches;
    match (winner, lang.texts()) {
        (Some(name), Words::En(_)) => format!("{name} wins the bout {t1}–{t2}."),
        (Some(name), Words::Fr(_)) => format!("{name} remporte l'assaut {t1}–{t2}."),
        (None, Words::En(_)) => format!("bout in progress, {t1}–{t2}, {to_play} to play."),
        (None, Words::Fr(_)) => format!("assaut en cours, {t1}–{t2}, à {to_play} de jouer."),
    }
}

/// How an exchange ended, with the players' names.
pub fn exchange_end(
    end: &crate::games::skirman::ExchangeEnd,
    names: &[String; 2],
    lang: Lang,
) -> String {
    use crate::games::skirman::ExchangeEnd as E;
    let n = |s: crate::core::Seat| names[s.index()].as_str();
    match (*end, lang.texts()) {
        (E::Touch { scorer, cause }, _) => {
            format!(
                "{} ({})",
                touch_for(n(scorer), lang),
                touch_cause(cause, lang)
            )
        }
        (E::Cancelled { by }, Words::En(_)) => format!("Touch annulled · initiative: {}", n(by)),
        (E::Cancelled { by }, Words::Fr(_)) => {
            format!("Touche annulée · initiative\u{202F}: {}", n(by))
        }
        (E::Arbitration { by, warned }, Words::En(_)) => {
            format!("Warning for {} · initiative: {}", n(warned), n(by))
        }
        (E::Arbitration { by, warned }, Words::Fr(_)) => {
            format!(
                "Avertissement pour {} · initiative\u{202F}: {}",
                n(warned),
                n(by)
            )
        }
        (E::InitiativePassed { to }, _) => initiative_to(n(to), lang),
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
