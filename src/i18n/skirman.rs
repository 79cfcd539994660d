//! Skirm'an's own words: card, line, role and link names, one prompt per phase, the reasons an
//! action is refused, and the teaching texts (each card's category, what it means in real foil
//! fencing, what it does in the game). The screen's labels are in `skirman_screen.rs`.
//!
//! Card names are printed as on the cards and in the rulebook's glossary (seed 002), in both
//! languages: `COUP DROIT SIXTE`, `PARADE QUARTE`, `CONTRE DE SIXTE`, `TOUCHE NON VALABLE`; in
//! English the meaning follows ("COUP DROIT SIXTE (straight thrust)"), and English sentences
//! name the cards by their printed names too.
//!
//! Public API (stable, for the table and the teaching widgets):
//! - `card_name(card, lang) -> String`, `line_name(line, lang)`, `line_place(line, lang)`,
//!   `role_name(attacks: bool, lang)`, `link_name(kind, lang)`, `level_name`, `colour_name`,
//!   `offensive_name`, `category_name`
//! - `phase_prompt(phase, you_act, level, lang) -> String`: one sentence telling the player what
//!   to do, naming only the cards of the level in play; `turn_prompt(phase, level, can_discard,
//!   lang)`: the same for the player to act, offering a discard only when he may
//! - `expected(phase, lang) -> String`: what the rules accept in this phase (used by reasons)
//! - `card_meaning(card, lang)` (real fencing), `card_in_game(card, lang)` (its effect here)
//! - `action_label(action, phase, lang) -> String`, `decline_label(phase, lang)`
//! - `why_not_reason(error, lang)`: the reason shown beside a card that cannot be played
//! - `impl Explain for Error` / `SetupError`
use super::fifes::capitalized;
use super::{messages, sentences, words, Explain, Lang};
use crate::games::skirman::{
    Action, AttackKind, Card, Category, Colour, Error, Level, Line, LinkKind, Offensive, Phase,
    SetupError,
};

messages! {
    /// Labels of the teaching panel, the target figure and the glossary.
    pub enum Text {
        GameName => "Skirm’an", "Skirm’an";
        GameDesigner => "Massard-Rostain, 1992", "Massard-Rostain, 1992";
        GamePitch =>
            "A 1992 foil bout in cards: attack in one of the four lines, parry in the right one, riposte, and finish with a TOUCHE.",
            "Un assaut de fleuret en cartes, de 1992 : attaquez dans l’une des quatre lignes, parez dans la bonne, ripostez et concluez par une TOUCHE.";
        GameArt =>
            "A foil target divided into its four lines, with a blade pointing at it.",
            "Une cible de fleuret partagée en ses quatre lignes, visée par une lame.";
        GameCredits1 =>
            "Skirm’an, a competition foil-fencing card game © Massard-Rostain, 1992.",
            "Skirm’an, jeu d’escrime de compétition au fleuret © Massard-Rostain, 1992.";

        Attacker => "Attacker", "ATTAQUANT";
        Defender => "Defender", "DÉFENSEUR";
        TeachingTitle => "What you can do", "Ce que vous pouvez faire";
        ShowHelp => "Show the fencing help", "Afficher l'aide d'escrime";
        HideHelp => "Hide the fencing help", "Masquer l'aide d'escrime";
        NotPossibleNow => "Not possible now", "Impossible maintenant";
        NothingToDo => "Nothing to decide: wait for your opponent.", "Rien à décider\u{202F}: attendez votre adversaire.";
        KeepAnyTwo => "Any two cards may be kept: select them in your hand, then press “Keep these two”.", "Vous pouvez garder deux cartes au choix\u{202F}: choisissez-les dans votre main, puis appuyez sur « Garder ces deux cartes ».";
        Target => "The foil target", "La cible au fleuret";
        TargetAttack => "attack", "attaque";
        TargetParry => "parry", "parade";
        TargetNoLine => "no line lit", "aucune ligne allumée";
        SwordArm => "← sword arm", "← bras armé";
        GlossaryTitle => "Card glossary", "Glossaire des cartes";
        GlossaryLoading => "Loading the glossary…", "Chargement du glossaire…";
        GlossaryLoadFailed => "The glossary could not be loaded. Check your connection and try again.", "Le glossaire n'a pas pu être chargé. Vérifiez votre connexion et réessayez.";
        GlossaryIntro => "Every card of Skirm'an, by family: its name, what it means on a real piste, and what it does in the game.", "Toutes les cartes de Skirm'an, par famille\u{202F}: leur nom, ce qu'elles veulent dire sur une vraie piste et ce qu'elles font dans le jeu.";
        InFencing => "In fencing", "En escrime";
        InTheGame => "In the game", "Dans le jeu";
        ColourLabel => "Colour", "Couleur";
        CopiesLabel => "Copies per level", "Exemplaires par niveau";
        NotAtLevel => "—", "—";
        Close => "Close", "Fermer";
        WarningCard => "AVERTISSEMENT (warning)", "AVERTISSEMENT";
        OrARetreat => " or a retreat", " ou une RETRAITE";
        OrRetreat => " or retreat", " ou rompez";
        OrEvade => " (or evade the beat with a dérobement and score)", " (ou dérobez le battement et marquez)";
        // The defender's last resort when he has no answer (SK30, SK34), ending the prompts of
        // DEF_ATTACK / DEF_OFF, DEF_FLECHE (SK28) and DEF_BALAYAGE when a discard is legal.
        NoAnswer =>
            "; if you cannot, discard a card and your opponent may conclude.",
            "\u{202F}; si vous ne pouvez pas, défaussez-vous d'une carte et il pourra conclure.";
        FlecheScores =>
            "; if you cannot, discard a card of your choice and the touch is scored.",
            "\u{202F}; sinon, défaussez-vous d'une carte de votre choix et la touche est marquée.";
        SweepTouch =>
            "; if you cannot, discard a card and the touch comes.",
            "\u{202F}; si vous ne pouvez pas, défaussez-vous d'une carte et la touche arrive.";
        WarningCardNote => "Warnings are never in the talon: 3 cards kept apart, given by SORTIE DE PISTE and BOUSCULADE.", "Les 3 AVERTISSEMENT restent toujours à l'écart du talon\u{202F}; SORTIE DE PISTE et BOUSCULADE les distribuent.";
    }
}

// ------------------------------------------------------------------------------ names

/// `sixte`, `quarte`, `septime`, `octave` (English fencers use the French names too).
pub fn line_name(line: Line, _lang: Lang) -> &'static str {
    match line {
        Line::Sixte => "sixte",
        Line::Quarte => "quarte",
        Line::Septime => "septime",
        Line::Octave => "octave",
    }
}

fn line_upper(line: Line) -> &'static str {
    match line {
        Line::Sixte => "SIXTE",
        Line::Quarte => "QUARTE",
        Line::Septime => "SEPTIME",
        Line::Octave => "OCTAVE",
    }
}

words! {
    /// Where the line is on a right-hander's target: "high outside", "haute extérieure".
    pub fn line_place(line: Line) {
        Line::Sixte => "high outside", "haute extérieure";
        Line::Quarte => "high inside", "haute intérieure";
        Line::Septime => "low inside", "basse intérieure";
        Line::Octave => "low outside", "basse extérieure";
    }
}

/// "ATTAQUANT" / "DÉFENSEUR" (Attacker / Defender).
pub fn role_name(attacks: bool, lang: Lang) -> &'static str {
    if attacks {
        Text::Attacker.text(lang)
    } else {
        Text::Defender.text(lang)
    }
}

words! {
    pub fn level_name(level: Level) {
        Level::Initiation => "Initiation", "Initiation";
        Level::Entrainement => "Training", "Entraînement";
        Level::Competition => "Competition", "Compétition";
    }
}

words! {
    pub fn colour_name(colour: Colour) {
        Colour::Red => "red", "rouge";
        Colour::Green => "green", "vert";
        Colour::Blue => "blue", "bleu";
        Colour::Yellow => "yellow", "jaune";
    }
}

words! {
    /// The three offensives of the high lines, in a sentence: "stop-hit", "arrêt".
    pub fn offensive_name(kind: Offensive) {
        Offensive::PriseDeFer => "taking of the blade", "prise de fer";
        Offensive::Arret => "stop-hit", "arrêt";
        Offensive::ContreAttaque => "counter-attack", "contre-attaque";
    }
}

words! {
    /// A line as a parry's card reads it: "sixte" in English, "SIXTE" (PARADE SIXTE) in French.
    fn parry_line(line: Line) {
        Line::Sixte => "sixte", "SIXTE";
        Line::Quarte => "quarte", "QUARTE";
        Line::Septime => "septime", "SEPTIME";
        Line::Octave => "octave", "OCTAVE";
    }
}

words! {
    /// A line as the complement of "the … line": "sixte", "(la ligne) de sixte", "d'octave".
    fn the_line(line: Line) {
        Line::Sixte => "sixte", "de sixte";
        Line::Quarte => "quarte", "de quarte";
        Line::Septime => "septime", "de septime";
        Line::Octave => "octave", "d'octave";
    }
}

/// French gender of an offensive: its indefinite article and object pronoun (`un arrêt`,
/// `une prise de fer`).
fn fr_article(kind: Offensive) -> (&'static str, &'static str) {
    match kind {
        Offensive::Arret => ("un", "le"),
        Offensive::PriseDeFer | Offensive::ContreAttaque => ("une", "la"),
    }
}

sentences! {
    /// The card's name as printed, in French (`COUP DROIT SIXTE`), everywhere: the course, the
    /// hand, the chain, the panel and the log name a card the same way. In English its meaning
    /// follows (`COUP DROIT SIXTE (straight thrust)`).
    pub fn card_name(card: Card) in lang match card {
        card => "{name} ({meaning})", "{name}"
            where name = french_name(card), meaning = english_meaning(card);
    }
}

/// What the printed name means, in English fencing words (the line, when there is one, reads
/// the same in both languages).
fn english_meaning(card: Card) -> &'static str {
    match card {
        Card::Attack(AttackKind::CoupDroit, _) => "straight thrust",
        Card::Attack(AttackKind::Coupe, _) => "cut-over",
        Card::Attack(AttackKind::Degagement, _) => "disengage",
        Card::Fleche => "running attack",
        Card::Touche => "touch",
        Card::Parade(_) => "parry",
        Card::Retraite => "retreat",
        Card::ToucheNonValable => "invalid touch",
        Card::Marche => "advance",
        Card::PointeEnLigne => "point in line",
        Card::Feinte => "feint",
        Card::Battement => "beat",
        Card::Contre(_) => "counter-parry",
        Card::Arret(_) => "stop-hit",
        Card::Derobement => "evasion",
        Card::ContreAttaque(_) => "counter-attack",
        Card::AttaqueComposee => "compound attack",
        Card::PriseDeFer(_) => "taking the blade",
        Card::Balayage => "sweep and riposte",
        Card::SortieDePiste => "leaving the piste",
        Card::Bousculade => "jostling",
        Card::JeuViolent => "violent play",
    }
}

fn french_name(card: Card) -> String {
    let l = line_upper;
    match card {
        Card::Attack(AttackKind::CoupDroit, line) => format!("COUP DROIT {}", l(line)),
        Card::Attack(AttackKind::Coupe, line) => format!("COUPÉ {}", l(line)),
        Card::Attack(AttackKind::Degagement, line) => format!("DÉGAGEMENT {}", l(line)),
        Card::Fleche => "FLÈCHE".into(),
        Card::Touche => "TOUCHE".into(),
        Card::Parade(line) => format!("PARADE {}", l(line)),
        Card::Retraite => "RETRAITE".into(),
        Card::ToucheNonValable => "TOUCHE NON VALABLE".into(),
        Card::Marche => "MARCHE".into(),
        Card::PointeEnLigne => "POINTE EN LIGNE".into(),
        Card::Feinte => "FEINTE".into(),
        Card::Battement => "BATTEMENT".into(),
        Card::Contre(line) => format!("CONTRE DE {}", l(line)),
        Card::Arret(line) => format!("ARRÊT {}", l(line)),
        Card::Derobement => "DÉROBEMENT".into(),
        Card::ContreAttaque(line) => format!("CONTRE-ATTAQUE {}", l(line)),
        Card::AttaqueComposee => "ATTAQUE COMPOSÉE".into(),
        Card::PriseDeFer(line) => format!("PRISE DE FER {}", l(line)),
        Card::Balayage => "BALAYAGE ET RIPOSTE DOS".into(),
        Card::SortieDePiste => "SORTIE DE PISTE".into(),
        Card::Bousculade => "BOUSCULADE".into(),
        Card::JeuViolent => "JEU VIOLENT".into(),
    }
}

/// The warning card (never in a hand: warnings are counts) as printed.
pub fn warning_card_name(lang: Lang) -> &'static str {
    Text::WarningCard.text(lang)
}

words! {
    /// What a link of the chain did, for the arrows: "parry", "riposte", "touch"…
    pub fn link_name(kind: LinkKind) {
        LinkKind::Attack => "attack", "attaque";
        LinkKind::Parry => "parry", "parade";
        LinkKind::Retreat => "retreat", "retraite";
        LinkKind::Riposte => "riposte", "riposte";
        LinkKind::Sweep => "sweep and riposte", "balayage et riposte";
        LinkKind::Touch => "touch", "touche";
        LinkKind::Cancel => "touch annulled", "touche annulée";
        LinkKind::Discard => "discard", "défausse";
        LinkKind::Tactical => "preparation", "préparation";
        LinkKind::Feint => "feint", "feinte";
        LinkKind::Attente => "face down", "en attente";
        LinkKind::Reveal => "turned over", "retournée";
        LinkKind::Beat => "beat", "battement";
        LinkKind::Counter => "counter-offensive", "contre-offensive";
        LinkKind::Evade => "evasion", "dérobement";
        LinkKind::Compound => "compound attack", "attaque composée";
        LinkKind::Keep => "keeps two cards", "garde deux cartes";
        LinkKind::Thrown => "thrown away", "défaussée";
        LinkKind::Arbitration => "referee's decision", "décision de l'arbitre";
        LinkKind::Violent => "red card", "carton rouge";
        LinkKind::Declined => "no defence", "pas de défense";
    }
}

// ------------------------------------------------------------------------------ phases

words! {
    /// The valid parries of an attack arriving in `line`, as a phrase: "a sixte parry or the
    /// counter of quarte".
    fn parries_phrase(line: Line) {
        Line::Sixte => "a PARADE SIXTE (or a CONTRE DE QUARTE)", "une PARADE SIXTE (ou un CONTRE DE QUARTE)";
        Line::Quarte => "a PARADE QUARTE (or a CONTRE DE SIXTE)", "une PARADE QUARTE (ou un CONTRE DE SIXTE)";
        Line::Septime => "a PARADE SEPTIME", "une PARADE SEPTIME";
        Line::Octave => "a PARADE OCTAVE", "une PARADE OCTAVE";
    }
}

/// One sentence telling the player what the phase asks. `you_act`: the reader is the one to
/// decide (else they are waiting for the opponent). Only the cards of `level` are named: no
/// tactical card at Initiation, no stop-hit, counter-attack or taking of the blade before
/// Compétition.
pub fn phase_prompt(phase: Phase, you_act: bool, level: Level, lang: Lang) -> String {
    prompt(phase, you_act, level, true, lang)
}

/// The prompt of the player to act, who may or may not discard now (`can_discard`: a discard is
/// among the legal actions): the sentence offers discarding only when he may.
pub fn turn_prompt(phase: Phase, level: Level, can_discard: bool, lang: Lang) -> String {
    prompt(phase, true, level, can_discard, lang)
}

sentences! {
    /// `discard`: the sentence ends with the discard the player may fall back on. The cards of
    /// `level` only: the sentences of Initiation and Entraînement come first, then those of
    /// Compétition, where every card is in play.
    fn prompt(phase: Phase, you_act: bool, level: Level, discard: bool) in lang match (phase, you_act) {
        (Phase::Open, true) if level == Level::Initiation && discard =>
            "You have the initiative: attack (a simple attack or the flèche), or discard if you cannot play.",
            "Vous avez l'initiative\u{202F}: attaquez (une attaque simple ou la FLÈCHE), ou défaussez-vous si vous ne pouvez pas jouer.";
        (Phase::Open, true) if level == Level::Initiation =>
            "You have the initiative: attack (a simple attack or the flèche).",
            "Vous avez l'initiative\u{202F}: attaquez (une attaque simple ou la FLÈCHE).";
        (Phase::Riposte, true) if level == Level::Initiation && discard =>
            "You stopped the attack: riposte now with an attack, without drawing, or discard.",
            "Vous avez arrêté l'attaque\u{202F}: ripostez tout de suite par une attaque, sans piocher, ou défaussez-vous.";
        (Phase::Riposte, true) if level == Level::Initiation =>
            "You stopped the attack: riposte now with an attack, without drawing.",
            "Vous avez arrêté l'attaque\u{202F}: ripostez tout de suite par une attaque, sans piocher.";
        (Phase::Riposte, true) if level != Level::Competition && discard =>
            "You stopped the attack: riposte now, without drawing (an attack or a tactical card), or discard.",
            "Vous avez arrêté l'attaque\u{202F}: ripostez sans piocher (une attaque ou une carte tactique), ou défaussez-vous.";
        (Phase::Riposte, true) if level != Level::Competition =>
            "You stopped the attack: riposte now, without drawing (an attack or a tactical card).",
            "Vous avez arrêté l'attaque\u{202F}: ripostez sans piocher (une attaque ou une carte tactique).";
        (Phase::ContTact, true) if level == Level::Initiation =>
            "Your opponent let you come: keep the initiative with an attack.",
            "Votre adversaire vous laisse venir\u{202F}: gardez l'initiative avec une attaque.";
        (Phase::DefMarche, true) if level != Level::Competition =>
            "Your opponent advances: beat the blade and attack, or let them come (three advances in a row score).",
            "Votre adversaire marche\u{202F}: battez le fer et attaquez, ou laissez-le venir (3 marches de suite font une touche).";
        (Phase::DefMarche, false) if level != Level::Competition =>
            "You advance: your opponent may beat your blade.",
            "Vous marchez\u{202F}: votre adversaire peut battre votre fer.";
        (Phase::DefPointe, true) if level != Level::Competition =>
            "Your opponent holds the point in line: beat it and attack, or let it be.",
            "Votre adversaire est en pointe en ligne\u{202F}: battez le fer et attaquez, ou laissez faire.";
        (Phase::DefPointe, false) if level != Level::Competition =>
            "Your point is in line: your opponent may beat it.",
            "Votre pointe est en ligne\u{202F}: votre adversaire peut battre votre fer.";
        (Phase::DefFeinte, true) if level != Level::Competition =>
            "Your opponent feints: place a card face down (a parry is safest).",
            "Votre adversaire feinte\u{202F}: posez une carte en attente, face cachée (une parade, par sécurité).";
        (Phase::DefFeinte, false) if level != Level::Competition =>
            "You feint: your opponent must place a card face down.",
            "Vous feintez\u{202F}: votre adversaire doit poser une carte en attente.";
        (Phase::Open, true) if discard =>
            "You have the initiative: attack, prepare with a tactical card, or discard if you cannot play.",
            "Vous avez l'initiative\u{202F}: attaquez, préparez avec une carte tactique, ou défaussez-vous si vous ne pouvez pas jouer.";
        (Phase::Open, true) =>
            "You have the initiative: attack or prepare with a tactical card.",
            "Vous avez l'initiative\u{202F}: attaquez ou préparez avec une carte tactique.";
        (Phase::Open, false) =>
            "Your opponent has the initiative and prepares an attack.",
            "Votre adversaire a l'initiative et prépare son attaque.";
        (Phase::Riposte, true) if discard =>
            "You stopped the attack: riposte now, without drawing (an attack, a tactical card or a taking of the blade), or discard.",
            "Vous avez arrêté l'attaque\u{202F}: ripostez sans piocher (une attaque, une carte tactique ou une prise de fer), ou défaussez-vous.";
        (Phase::Riposte, true) =>
            "You stopped the attack: riposte now, without drawing (an attack, a tactical card or a taking of the blade).",
            "Vous avez arrêté l'attaque\u{202F}: ripostez sans piocher (une attaque, une carte tactique ou une prise de fer).";
        (Phase::Riposte, false) =>
            "Your opponent stopped your attack and is about to riposte.",
            "Votre adversaire a arrêté votre attaque et va riposter.";
        (Phase::ContAttack, true) if discard =>
            "Your attack was not parried: play a TOUCHE to score, attack again, or discard.",
            "Votre attaque n'a pas été parée\u{202F}: jouez une TOUCHE pour marquer, attaquez de nouveau, ou défaussez-vous.";
        (Phase::ContAttack, true) =>
            "Your attack was not parried: play a TOUCHE to score or attack again.",
            "Votre attaque n'a pas été parée\u{202F}: jouez une TOUCHE pour marquer ou attaquez de nouveau.";
        (Phase::ContAttack, false) =>
            "You did not stop the attack: your opponent may now play a TOUCHE.",
            "Vous n'avez pas arrêté l'attaque\u{202F}: votre adversaire peut jouer une TOUCHE.";
        (Phase::ContTact, true) =>
            "Your opponent let you come: keep the initiative with an attack or a tactical card.",
            "Votre adversaire vous laisse venir\u{202F}: gardez l'initiative avec une attaque ou une carte tactique.";
        (Phase::ContTact, false) =>
            "You did not intervene: your opponent keeps the initiative.",
            "Vous n'êtes pas intervenu\u{202F}: votre adversaire garde l'initiative.";
        (Phase::AfterFeinte, true) =>
            "Your opponent has a card en attente: feint again, attack, or change your plan with a tactical card.",
            "Votre adversaire a une carte en attente\u{202F}: feintez encore, attaquez, ou changez de plan avec une carte tactique.";
        (Phase::AfterFeinte, false) =>
            "Your card is en attente: your opponent may feint again or attack.",
            "Votre carte est en attente\u{202F}: votre adversaire peut feinter encore ou attaquer.";
        (Phase::DefAttack { line, derobement_allowed }, true) =>
            "Your opponent attacks in {line}: parry or retreat{evade}{end}",
            "Votre adversaire attaque en {line}\u{202F}: parez ou rompez{evade}{end}"
            where
                line = line_name(line, lang),
                evade = if derobement_allowed { Text::OrEvade.text(lang) } else { "" },
                end = if discard { Text::NoAnswer.text(lang) } else { "." };
        (Phase::DefAttack { line, .. }, false) =>
            "You attack in {line}: your opponent must parry or retreat.",
            "Vous attaquez en {line}\u{202F}: votre adversaire doit parer ou rompre."
            where line = line_name(line, lang);
        (Phase::DefFleche { .. }, true) =>
            "FLÈCHE! Stop it with two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together{end}",
            "FLÈCHE\u{202F}! Arrêtez-la avec 2 RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE ensemble{end}"
            where end = if discard { Text::FlecheScores.text(lang) } else { "." };
        (Phase::DefFleche { .. }, false) =>
            "Your flèche is launched: only two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE, can stop it.",
            "Votre flèche est lancée\u{202F}: seules 2 RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE, peuvent l'arrêter.";
        (Phase::DefOff { kind, line, .. }, true) =>
            "Your opponent's {offensive} arrives in {line}: parry it{retreat}{end}",
            "Votre adversaire fait {article} {offensive} en {line}\u{202F}: parez-{pronoun}{retreat}{end}"
            where
                article = fr_article(kind).0,
                pronoun = fr_article(kind).1,
                offensive = offensive_name(kind, lang),
                line = line_name(line, lang),
                retreat = if kind == Offensive::PriseDeFer { "" } else { Text::OrRetreat.text(lang) },
                end = if discard { Text::NoAnswer.text(lang) } else { "." };
        (Phase::DefOff { kind, line, .. }, false) =>
            "Your {offensive} arrives in {line}: your opponent must parry it.",
            "Votre {offensive} arrive en {line}\u{202F}: votre adversaire doit {pronoun} parer."
            where
                pronoun = fr_article(kind).1,
                offensive = offensive_name(kind, lang),
                line = line_name(line, lang);
        (Phase::DefTouche, true) =>
            "Your opponent plays a TOUCHE: cancel it with a TOUCHE NON VALABLE, or accept it.",
            "Votre adversaire joue une TOUCHE\u{202F}: annulez-la avec une TOUCHE NON VALABLE, ou acceptez-la.";
        (Phase::DefTouche, false) =>
            "You played a TOUCHE: only a TOUCHE NON VALABLE can cancel it.",
            "Vous avez joué une TOUCHE\u{202F}: seule une TOUCHE NON VALABLE peut l'annuler.";
        (Phase::DefMarche, true) =>
            "Your opponent advances: beat the blade and attack, stop-hit, or let them come (three advances in a row score).",
            "Votre adversaire marche\u{202F}: battez le fer et attaquez, faites un arrêt, ou laissez-le venir (3 marches de suite font une touche).";
        (Phase::DefMarche, false) =>
            "You advance: your opponent may beat your blade or stop-hit.",
            "Vous marchez\u{202F}: votre adversaire peut battre votre fer ou faire un arrêt.";
        (Phase::DefPointe, true) =>
            "Your opponent holds the point in line: beat it and attack, take the blade, or let it be.",
            "Votre adversaire est en pointe en ligne\u{202F}: battez le fer et attaquez, prenez le fer, ou laissez faire.";
        (Phase::DefPointe, false) =>
            "Your point is in line: your opponent may beat it or take the blade.",
            "Votre pointe est en ligne\u{202F}: votre adversaire peut battre ou prendre votre fer.";
        (Phase::DefFeinte, true) =>
            "Your opponent feints: place a card face down (a parry is safest) or counter-attack.",
            "Votre adversaire feinte\u{202F}: posez une carte en attente, face cachée (une parade, par sécurité), ou contre-attaquez.";
        (Phase::DefFeinte, false) =>
            "You feint: your opponent must place a card face down or counter-attack.",
            "Vous feintez\u{202F}: votre adversaire doit poser une carte en attente ou contre-attaquer.";
        (Phase::DefAc { .. }, true) =>
            "ATTAQUE COMPOSÉE! Counter-attack, or keep two cards (a line parry, then its counter) and set the rest aside.",
            "ATTAQUE COMPOSÉE\u{202F}! Contre-attaquez, ou gardez deux cartes (une parade puis son contre) et mettez les autres de côté.";
        (Phase::DefAc { .. }, false) =>
            "Your compound attack is launched: your opponent chooses two cards to defend with.",
            "Votre attaque composée est lancée\u{202F}: votre adversaire choisit deux cartes pour se défendre.";
        (Phase::Ac1, true) =>
            "Play the first attack of your compound attack, in quarte or in sixte.",
            "Jouez la première attaque de votre attaque composée, en quarte ou en sixte.";
        (Phase::Ac1, false) =>
            "Your opponent plays the first attack of the compound attack.",
            "Votre adversaire joue la première attaque de l'attaque composée.";
        (Phase::Ac2 { first_line }, true) =>
            "Now the second attack, in {line}, without drawing.",
            "Maintenant la seconde attaque, en {line}, sans piocher."
            where line = line_name(first_line.other_high(), lang);
        (Phase::Ac2 { first_line }, false) =>
            "The second attack comes, in {line}: only the counter can stop it.",
            "La seconde attaque arrive, en {line}\u{202F}: seul le contre peut l'arrêter."
            where line = line_name(first_line.other_high(), lang);
        (Phase::AcThrow, true) =>
            "Your compound attack was countered: throw away one quarte and one sixte attack.",
            "Votre attaque composée a été contrée\u{202F}: jetez une attaque en quarte et une en sixte.";
        (Phase::AcThrow, false) =>
            "Your counter-attack stopped the compound attack: your opponent throws away two attacks.",
            "Votre contre-attaque a stoppé l'attaque composée\u{202F}: votre adversaire jette deux attaques.";
        (Phase::DefBalayage, true) =>
            "Your opponent sweeps and ripostes: answer with JEU VIOLENT, SORTIE DE PISTE or BOUSCULADE{end}",
            "Votre adversaire fait un BALAYAGE ET RIPOSTE DOS\u{202F}: répondez par JEU VIOLENT, SORTIE DE PISTE ou BOUSCULADE{end}"
            where end = if discard { Text::SweepTouch.text(lang) } else { "." };
        (Phase::DefBalayage, false) =>
            "You swept the blade: your opponent can only call on the referee.",
            "Vous avez balayé le fer\u{202F}: votre adversaire ne peut plus qu'en appeler à l'arbitre.";
        (Phase::BalayageTouche, true) =>
            "Your sweep stands: play your TOUCHE.",
            "Votre balayage tient\u{202F}: jouez votre TOUCHE.";
        (Phase::BalayageTouche, false) =>
            "The sweep stands: your opponent plays the TOUCHE.",
            "Le balayage tient\u{202F}: votre adversaire joue sa TOUCHE.";
        (Phase::Over, _) =>
            "The bout is over.",
            "L'assaut est terminé.";
    }
}

sentences! {
    /// What the rules accept in `phase`, as a clause for a reason ("an attack arriving in sixte is
    /// stopped by …").
    pub fn expected(phase: Phase) in lang match phase {
        Phase::Open => "with the initiative you play a simple attack, a flèche or a tactical card", "avec l'initiative, on joue une attaque simple, une FLÈCHE ou une carte tactique";
        Phase::Riposte => "a riposte is a simple attack, a flèche, a tactical card or a taking of the blade", "une riposte est une attaque simple, une FLÈCHE, une carte tactique ou une PRISE DE FER";
        Phase::ContAttack => "after an unparried attack you play a TOUCHE, a new attack or a tactical card", "après une attaque non parée, on joue une TOUCHE, une nouvelle attaque ou une carte tactique";
        Phase::ContTact | Phase::AfterFeinte => "to keep the initiative you play an attack or a tactical card", "pour garder l'initiative, on joue une attaque ou une carte tactique";
        Phase::DefAttack { line, .. } =>
            "an attack arriving in {line} is stopped by {parries} or a retreat",
            "une attaque qui arrive en {line} s'arrête par {parries} ou une RETRAITE"
            where parries = parries_phrase(line, lang), line = line_name(line, lang);
        Phase::DefFleche { .. } => "a flèche is stopped only by two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together", "une FLÈCHE ne s'arrête que par 2 RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE ensemble";
        Phase::DefOff { kind, line, .. } =>
            "a {offensive} in {line} is stopped by {parries}{retreat}",
            "{article} {offensive} en {line} s'arrête par {parries}{retreat}"
            where
                article = fr_article(kind).0,
                offensive = offensive_name(kind, lang),
                parries = parries_phrase(line, lang),
                line = line_name(line, lang),
                retreat = if kind == Offensive::PriseDeFer { "" } else { Text::OrARetreat.text(lang) };
        Phase::DefTouche => "a TOUCHE is cancelled only by a TOUCHE NON VALABLE", "une TOUCHE ne s'annule que par une TOUCHE NON VALABLE";
        Phase::DefMarche => "an advance is answered by a BATTEMENT with its attack, or a stop-hit", "on répond à une MARCHE par un BATTEMENT suivi d'une attaque, ou par un ARRÊT";
        Phase::DefPointe => "a point in line is answered by a BATTEMENT with its attack, or by taking the blade", "on répond à une POINTE EN LIGNE par un BATTEMENT suivi d'une attaque, ou par une PRISE DE FER";
        Phase::DefFeinte => "under a feint you place a card face down or counter-attack", "sous une FEINTE, on pose une carte en attente ou on contre-attaque";
        Phase::DefAc { .. } => "against a compound attack you counter-attack or keep two cards", "contre une ATTAQUE COMPOSÉE, on contre-attaque ou on garde deux cartes";
        Phase::Ac1 => "a compound attack starts with a simple attack in quarte or in sixte", "une ATTAQUE COMPOSÉE commence par une attaque simple en quarte ou en sixte";
        Phase::Ac2 { first_line } =>
            "the second attack must be a simple attack in {line}",
            "la seconde attaque doit être une attaque simple en {line}"
            where line = line_name(first_line.other_high(), lang);
        Phase::AcThrow => "you throw away one quarte and one sixte simple attack", "on jette une attaque simple en quarte et une en sixte";
        Phase::DefBalayage => "a sweep is answered only by JEU VIOLENT, SORTIE DE PISTE or BOUSCULADE", "on ne répond à un BALAYAGE que par JEU VIOLENT, SORTIE DE PISTE ou BOUSCULADE";
        Phase::BalayageTouche => "after the sweep, its TOUCHE must follow", "après le BALAYAGE, sa TOUCHE doit suivre";
        Phase::Over => "the bout is over", "l'assaut est terminé";
    }
}

// ------------------------------------------------------------------------------ reasons

impl Explain for Error {
    fn explain(&self, lang: Lang) -> String {
        error_reason(self, lang)
    }
}

sentences! {
    fn error_reason(error: &Error) in lang match error {
        Error::GameIsOver => "The bout is over: someone has 5 touches.", "L'assaut est terminé\u{202F}: un tireur a 5 touches.";
        Error::NotYourTurn { .. } => "It is your opponent's turn to decide.", "C'est à votre adversaire de décider.";
        Error::NotInThisLevel { card } =>
            "{card} is not used at this level.",
            "La carte {card} n'est pas utilisée à ce niveau."
            where card = card_name(*card, lang);
        Error::CardNotInHand { card } =>
            "You do not hold {card}.",
            "Vous n'avez pas de {card} en main."
            where card = card_name(*card, lang);
        Error::NotInThisPhase { phase } =>
            "That is not a possible answer now: {expected}.",
            "Ce n'est pas une réponse possible maintenant\u{202F}: {expected}."
            where expected = expected(*phase, lang);
        Error::CardNotPlayableHere { phase, card } =>
            "{card} cannot be played now: {expected}.",
            "La carte {card} ne se joue pas maintenant\u{202F}: {expected}."
            where card = card_name(*card, lang), expected = expected(*phase, lang);
        Error::WrongParryLine { attack, parry: Card::Parade(line) } =>
            "A PARADE {parry} does not stop an attack arriving in {attack}: it takes {parries}.",
            "Une PARADE {parry} n'arrête pas une attaque qui arrive en {attack}\u{202F}: il faut {parries}."
            where
                parry = line_upper(*line),
                parries = parries_phrase(*attack, lang),
                attack = line_name(*attack, lang);
        Error::WrongParryLine { attack, parry: Card::Contre(line) } =>
            "The CONTRE DE {parry} circles round to stop an attack arriving in {stops}, not in {attack}: it takes {parries}.",
            "Le CONTRE DE {parry} ramène une attaque arrivée en {stops}, pas en {attack}\u{202F}: il faut {parries}."
            where
                parry = line_upper(*line),
                stops = line_name(line.other_high(), lang),
                parries = parries_phrase(*attack, lang),
                attack = line_name(*attack, lang);
        Error::WrongParryLine { attack, parry } =>
            "{parry} does not stop an attack arriving in {attack}: it takes {parries}.",
            "La carte {parry} n'arrête pas une attaque qui arrive en {attack}\u{202F}: il faut {parries}."
            where
                parry = card_name(*parry, lang),
                parries = parries_phrase(*attack, lang),
                attack = line_name(*attack, lang);
        Error::DiscardOnlyWhenStuck => "You may discard only when no card can be played, and you have one that can.", "On ne se défausse que si aucune carte n'est jouable, et vous en avez une.";
        Error::NeedsToucheInHand => "A sweep and riposte must be followed at once by a TOUCHE, and you hold none.", "Un BALAYAGE ET RIPOSTE DOS doit être suivi aussitôt d'une TOUCHE, et vous n'en avez pas.";
        Error::MustPlayTouche => "Your sweep stands: the next card must be its TOUCHE.", "Votre balayage tient\u{202F}: la carte suivante doit être sa TOUCHE.";
        Error::NeedsAttackToFollow => "A beat must be followed at once by an attack (a simple attack or a flèche) played with it.", "Un BATTEMENT doit être suivi aussitôt d'une attaque (attaque simple ou FLÈCHE) jouée avec lui.";
        Error::RetraiteVsPriseDeFer => "You cannot retreat from a taking of the blade: your blade is held; parry it in its line.", "On ne rompt pas sur une PRISE DE FER\u{202F}: votre fer est tenu\u{202F}; parez-la dans sa ligne.";
        Error::AcNeedsQuarteAndSixte => "A compound attack needs a simple attack in quarte and one in sixte in your hand.", "Une ATTAQUE COMPOSÉE demande une attaque simple en quarte et une en sixte dans votre main.";
        Error::AcWrongAttack { card } =>
            "{card} is not the next attack of the compound attack: first quarte or sixte, then the other line.",
            "La carte {card} n'est pas l'attaque attendue\u{202F}: d'abord quarte ou sixte, puis l'autre ligne."
            where card = card_name(*card, lang);
        Error::ThrowNeedsQuarteAndSixte => "Throw away one simple attack in quarte and one in sixte.", "Jetez une attaque simple en quarte et une en sixte.";
        Error::FlecheNeedsTwo => "A flèche is stopped only by two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together.", "Une FLÈCHE ne s'arrête que par 2 RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE ensemble.";
        Error::BalayageOnlyVsSimpleAttack => "A sweep and riposte answers a simple attack or an offensive, not this.", "Un BALAYAGE ET RIPOSTE DOS répond à une attaque simple ou à une offensive, pas à ceci.";
        Error::DerobementNotAllowed => "An evasion only answers a beat or a taking of the blade made on your own point in line.", "Le DÉROBEMENT ne répond qu'à un BATTEMENT ou une PRISE DE FER sur votre propre POINTE EN LIGNE.";
        Error::PairOrder => "The two cards are written in the wrong order.", "Les deux cartes sont données dans le mauvais ordre.";
        Error::KeepNeedsTwoCards => "Against a compound attack, keep two cards from your hand.", "Contre une ATTAQUE COMPOSÉE, gardez deux cartes de votre main.";
        Error::PassOnlyWhenStuck => "You can still play a card: you may pass only when nothing else is possible.", "Vous pouvez encore jouer une carte\u{202F}: on ne passe que si rien d'autre n'est possible.";
        Error::NoDeclining { phase: Phase::DefMarche | Phase::DefPointe } => "Not intervening costs a card: discard one to let your opponent go on.", "Ne pas intervenir coûte une carte\u{202F}: défaussez-vous d'une carte pour laisser faire l'adversaire.";
        Error::NoDeclining { phase: Phase::DefFleche { .. } } => "There is no declining: stop the flèche if you can; otherwise discard a card of your choice and the touch is scored.", "On ne refuse pas de se défendre\u{202F}: arrêtez la FLÈCHE si vous le pouvez\u{202F}; sinon, défaussez-vous d'une carte de votre choix et la touche est marquée.";
        Error::NoDeclining { phase: Phase::DefAc { .. } } => "There is no declining: keep two cards, or counter-attack.", "On ne refuse pas de se défendre\u{202F}: gardez deux cartes, ou contre-attaquez.";
        Error::NoDeclining { phase: Phase::DefFeinte } => "There is no declining: place a card face down, or counter-attack.", "On ne refuse pas de se défendre\u{202F}: posez une carte en attente, ou contre-attaquez.";
        Error::NoDeclining { .. } => "There is no declining: a defender who holds an answer must play it, and discards only when he has none.", "On ne refuse pas de se défendre\u{202F}: le défenseur qui a une réponse doit la jouer, et ne se défausse que s'il n'en a aucune.";
    }
}

impl Explain for SetupError {
    fn explain(&self, lang: Lang) -> String {
        setup_problem(self, lang)
    }
}

sentences! {
    fn setup_problem(problem: &SetupError) in lang match problem {
        SetupError::WrongCount { card, expected, found } =>
            "{card} should appear {expected} time(s) at this level, found {found}",
            "{card}\u{202F}: {expected} exemplaire(s) attendu(s) à ce niveau, {found} trouvé(s)"
            where card = card_name(*card, lang);
        SetupError::HandTooBig { seat, cards } =>
            "player {player} holds {cards} cards: 7 at most",
            "le joueur {player} a {cards} cartes\u{202F}: 7 au plus"
            where player = seat.index() + 1;
        SetupError::TouchesOutOfRange { seat, touches } =>
            "player {player} has {touches} touches: 0 to 4 while the bout is on",
            "le joueur {player} a {touches} touches\u{202F}: de 0 à 4 tant que l'assaut continue"
            where player = seat.index() + 1;
        SetupError::WarningsOutOfRange { seat, warnings } =>
            "player {player} holds {warnings} warnings: at most 1 (2 become a touch)",
            "le joueur {player} a {warnings} avertissements\u{202F}: 1 au plus (2 font une touche)"
            where player = seat.index() + 1;
    }
}

// ------------------------------------------------------------------------------ teaching

words! {
    pub fn category_name(category: Category) {
        Category::Parry => "Parry", "Parade";
        Category::Retreat => "Retreat", "Retraite";
        Category::CounterOffensive => "Counter-offensive", "Contre-offensive";
        Category::Arbitration => "Arbitration", "Arbitrage";
        Category::Touch => "Touch", "Touche";
        Category::Attack => "Attack", "Attaque";
        Category::Tactical => "Tactical", "Tactique";
        Category::FaceDown => "Face down (en attente)", "En attente (face cachée)";
        Category::Keep => "Keep two cards", "Garder deux cartes";
        Category::Discard => "Discard", "Défausse";
        Category::Decline => "No defence", "Ne pas se défendre";
    }
}

words! {
    /// What "Decline" means in this phase: concede the touch, or, with nothing left to play or
    /// discard (SK34), take the attack, let him come, keep what you hold, pass.
    pub fn decline_label(phase: Phase) {
        Phase::DefTouche => "Accept the touch", "Accepter la touche";
        Phase::DefMarche | Phase::DefPointe => "Do not intervene", "Ne pas intervenir";
        Phase::DefBalayage => "Let the touch come", "Laisser venir la touche";
        Phase::DefFleche { .. } => "Take the touch", "Subir la touche";
        Phase::DefAc { .. } => "Keep what you hold", "Garder vos cartes";
        p if p.is_defence() => "Take the attack", "Subir l'attaque";
        _ => "Pass: give up the initiative", "Passer\u{202F}: céder l'initiative";
    }
}

sentences! {
    /// A button's label for an answer: "PARADE QUARTE (parry)", "BATTEMENT (beat) + COUP DROIT
    /// SIXTE (straight thrust)", "Discard: FEINTE (feint)".
    pub fn action_label(action: &Action, phase: Phase) in lang match action {
        Action::Play(card) => "{card}", "{card}" where card = card_name(*card, lang);
        Action::PlayTwo(first, then) => "{first} + {then}", "{first} + {then}"
            where first = card_name(*first, lang), then = card_name(*then, lang);
        Action::Discard(card) => "Discard: {card}", "Défausser\u{202F}: {card}"
            where card = card_name(*card, lang);
        Action::Attente(card) => "Face down: {card}", "En attente\u{202F}: {card}"
            where card = card_name(*card, lang);
        Action::Keep(first, then) => "Keep {first} and {then}", "Garder {first} et {then}"
            where first = card_name(*first, lang), then = card_name(*then, lang);
        Action::ThrowAttacks(first, then) => "Throw away {first} and {then}", "Jeter {first} et {then}"
            where first = card_name(*first, lang), then = card_name(*then, lang);
        Action::Decline => "{label}", "{label}" where label = decline_label(phase, lang);
    }
}

sentences! {
    /// One sentence under an answer's button: what it means in fencing (for a card), or what
    /// the choice does.
    pub fn action_hint(action: &Action, phase: Phase) in lang match action {
        Action::Play(card) => "{meaning}", "{meaning}" where meaning = card_meaning(*card, lang);
        Action::PlayTwo(Card::Retraite, Card::Retraite) => "Two steps back at the right moment: the running attack falls short.", "Rompre deux fois au bon moment\u{202F}: l'attaque en course tombe court.";
        Action::PlayTwo(Card::Parade(_), Card::Parade(_)) => "Both high lines closed one after the other: the only parry of a flèche.", "Les deux lignes hautes fermées l'une après l'autre\u{202F}: la seule parade d'une flèche.";
        Action::PlayTwo(card, _) => "{meaning}", "{meaning}" where meaning = card_meaning(*card, lang);
        Action::Attente(_) => "Guess the final attack: if this card parries it, you take the initiative.", "Devinez l'attaque finale\u{202F}: si cette carte la pare, vous reprenez la main.";
        Action::Keep(..) => "Only these two cards defend you: a line parry then its own counter stops both attacks.", "Seules ces deux cartes vous défendent\u{202F}: la parade de la ligne puis son contre arrêtent les deux attaques.";
        Action::ThrowAttacks(..) => "The counter-attack landed first: both attacks of the compound attack are lost.", "La contre-attaque est arrivée la première\u{202F}: les deux attaques de l'attaque composée sont perdues.";
        Action::Discard(_) if matches!(phase, Phase::DefMarche | Phase::DefPointe) => "You do not intervene: this card goes to the discard pile and your opponent keeps the initiative.", "Vous n'intervenez pas\u{202F}: cette carte part à la défausse et l'adversaire garde l'initiative.";
        Action::Discard(_) if matches!(phase, Phase::DefFleche { .. }) => "You cannot stop the flèche: this card goes to the discard pile and the touch is scored.", "Vous ne pouvez pas arrêter la FLÈCHE\u{202F}: cette carte part à la défausse et la touche est marquée.";
        Action::Discard(_) if phase == Phase::DefBalayage => "No answer to the sweep: this card goes to the discard pile and its TOUCHE follows.", "Pas de réponse au balayage\u{202F}: cette carte part à la défausse et sa TOUCHE suit.";
        Action::Discard(_) if phase.is_defence() => "No answer to this attack: this card goes to the discard pile and your opponent may conclude with a TOUCHE.", "Pas de réponse à cette attaque\u{202F}: cette carte part à la défausse et l'adversaire peut conclure par une TOUCHE.";
        Action::Discard(_) => "Nothing else is possible: you let this card go and the initiative passes to your opponent.", "Rien d'autre n'est possible\u{202F}: vous vous séparez de cette carte et l'initiative passe à l'adversaire.";
        Action::Decline if phase == Phase::DefTouche => "Your opponent scores the point and attacks again.", "Votre adversaire marque le point et attaque de nouveau.";
        Action::Decline if matches!(phase, Phase::DefFleche { .. }) => "No card left to discard: the flèche scores.", "Plus de carte à défausser\u{202F}: la FLÈCHE marque.";
        Action::Decline if matches!(phase, Phase::DefAc { .. }) => "Fewer than two cards: you keep what you hold.", "Moins de deux cartes\u{202F}: vous gardez ce que vous avez.";
        Action::Decline if matches!(phase, Phase::DefMarche | Phase::DefPointe) => "No card left: your opponent keeps the initiative.", "Plus de carte en main\u{202F}: l'adversaire garde l'initiative.";
        Action::Decline if phase == Phase::DefBalayage => "No card left: the sweep's TOUCHE follows.", "Plus de carte en main\u{202F}: la TOUCHE du balayage suit.";
        Action::Decline if phase.is_defence() => "No card left to answer with: your opponent may conclude with a TOUCHE.", "Plus de carte pour répondre\u{202F}: l'adversaire peut conclure par une TOUCHE.";
        Action::Decline => "You cannot go on: the initiative passes to your opponent.", "Vous ne pouvez pas continuer\u{202F}: l'initiative passe à l'adversaire.";
    }
}

sentences! {
    /// What the card means in real foil fencing (one sentence; lines for a right-hander, spec §8).
    pub fn card_meaning(card: Card) in lang match card {
        Card::Attack(AttackKind::CoupDroit, line) =>
            "A simple attack thrust directly in the line you are in, here {line} ({place}).",
            "Attaque simple portée directement dans la ligne où l'on se trouve, ici en {line} (ligne {place})."
            where place = line_place(line, lang), line = line_name(line, lang);
        Card::Attack(AttackKind::Coupe, line) =>
            "A simple attack that passes the blade over the opponent's point to arrive in {line} ({place}).",
            "Attaque simple qui passe le fer par-dessus la pointe adverse pour arriver en {line} (ligne {place})."
            where place = line_place(line, lang), line = line_name(line, lang);
        Card::Attack(AttackKind::Degagement, line) =>
            "A simple attack that passes under or over the opponent's blade to arrive in {line} ({place}).",
            "Attaque simple qui passe dessous ou dessus la lame adverse pour arriver en {line} (ligne {place})."
            where place = line_place(line, lang), line = line_name(line, lang);
        Card::Fleche => "A running attack: the fencer launches forward, back foot crossing in front, and commits everything to reach the target.", "Attaque en course\u{202F}: le tireur se projette en avant, la jambe arrière passant devant, et s'engage tout entier.";
        Card::Touche => "The point lands on the valid target (the torso, at foil) and the scoring light goes on.", "La pointe arrive sur la surface valable (le tronc, au fleuret) et la lampe s'allume.";
        Card::Parade(line) =>
            "The blade closes the {line} line ({place}) and deflects the attack arriving there; the parry gives the right to riposte.",
            "La lame ferme la ligne {line} ({place}) et écarte l'attaque qui y arrive\u{202F}; la parade donne le droit de riposter."
            where place = line_place(line, lang), line = the_line(line, lang);
        Card::Contre(line) =>
            "A circular parry: the blade draws a circle, picks up the attack arriving in {from} and takes it back to {line}.",
            "Parade circulaire\u{202F}: la lame décrit un cercle, cueille l'attaque arrivée en {from} et la ramène en {line}."
            where from = line_name(line.other_high(), lang), line = line_name(line, lang);
        Card::Retraite => "Breaking distance: stepping back at the right moment so the attack falls short.", "Rompre\u{202F}: reculer au bon moment pour faire tomber l'attaque adverse.";
        Card::ToucheNonValable => "The referee annuls the touch: it landed off target or broke the convention.", "L'arbitre annule la touche\u{202F}: elle est arrivée hors de la surface valable ou contre la convention.";
        Card::Marche => "An advance: a step forward to gain ground and prepare the attack.", "La marche\u{202F}: un pas en avant pour gagner du terrain et préparer l'attaque.";
        Card::PointeEnLigne => "The arm straight, point threatening the target: set before the attack, it has right of way until the attacker removes the blade.", "Bras tendu, pointe menaçant la cible\u{202F}: établie avant l'attaque, elle a la priorité tant que l'attaquant n'a pas écarté le fer.";
        Card::Feinte => "A threat of attack meant to draw a parry, so that the real attack arrives where the defence has left.", "Menace d'attaque pour provoquer une parade, afin que la vraie attaque arrive là où la défense n'est plus.";
        Card::Battement => "A sharp beat on the opponent's blade to knock it aside and take the right of way for an attack.", "Un coup sec sur le fer adverse pour l'écarter et prendre la priorité pour attaquer.";
        Card::Arret(line) =>
            "A stop-hit in {line}: a counter-attack into the opponent's advance, valid only if it lands during his preparation.",
            "Coup d'arrêt en {line}\u{202F}: contre-attaque portée dans la marche adverse, valable seulement pendant sa préparation."
            where line = line_name(line, lang);
        Card::Derobement => "Evading the opponent's attempt to find the blade: the point in line keeps its right of way.", "Soustraire son fer à l'action adverse sur la lame\u{202F}: la pointe en ligne garde la priorité.";
        Card::ContreAttaque(line) =>
            "An offensive action into the opponent's attack, in {line}: valid a fencing time before the final movement of a feint or a compound attack.",
            "Action offensive portée dans l'attaque adverse, en {line}\u{202F}: valable un temps d'escrime avant le coup final d'une feinte ou d'une attaque composée."
            where line = line_name(line, lang);
        Card::AttaqueComposee => "An attack in several movements, feinting in one line to draw the parry and finishing in the other (a one-two).", "Attaque en plusieurs temps\u{202F}: une feinte dans une ligne pour attirer la parade, la finale dans l'autre (un une-deux).";
        Card::PriseDeFer(line) =>
            "Taking the blade in {line}: seizing the opponent's blade and keeping control of it all the way to the target.",
            "Prise de fer en {line}\u{202F}: s'emparer du fer adverse et le tenir jusqu'à la touche."
            where line = line_name(line, lang);
        Card::Balayage => "A sweeping parry that clears the attacking blade away, followed by a riposte to the back.", "Parade balayant tout sur son passage, suivie d'une riposte au dos.";
        Card::SortieDePiste => "The referee halts the bout when a fencer is driven off the piste unfairly and shows a yellow card.", "L'arbitre arrête l'assaut quand un tireur sort de la piste sans fair-play et montre un carton jaune.";
        Card::Bousculade => "Jostling: a rushed body contact that the referee punishes with a yellow card.", "Bousculade\u{202F}: un corps-à-corps précipité que l'arbitre sanctionne d'un carton jaune.";
        Card::JeuViolent => "Violent or dangerous play: the referee shows a red card, a penalty touch.", "Jeu violent ou dangereux\u{202F}: l'arbitre montre un carton rouge, une touche de pénalité.";
    }
}

sentences! {
    /// What the card does in Skirm'an (one sentence).
    pub fn card_in_game(card: Card) in lang match card {
        Card::Attack(_, line) =>
            "Attacks in {line}: stopped by {parries} or a retreat; if not stopped, you may conclude with a TOUCHE.",
            "Attaque en {line}\u{202F}: arrêtée par {parries} ou une RETRAITE\u{202F}; sinon, vous pouvez conclure par une TOUCHE."
            where parries = parries_phrase(line, lang), line = line_name(line, lang);
        Card::Fleche => "Scores at once, with no TOUCHE card, unless the defender plays two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together.", "Marque aussitôt, sans TOUCHE, sauf si le défenseur joue 2 RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE ensemble.";
        Card::Touche => "Concludes an attack that was not stopped: you score, unless your opponent answers with a TOUCHE NON VALABLE.", "Conclut une attaque non parée\u{202F}: vous marquez, sauf si l'adversaire oppose une TOUCHE NON VALABLE.";
        Card::Parade(line) =>
            "Stops an attack arriving in {line}; you then riposte at once, without drawing.",
            "Pare une attaque qui arrive en {line}\u{202F}; vous ripostez aussitôt, sans piocher."
            where line = line_name(line, lang);
        Card::Contre(line) =>
            "Stops an attack arriving in {from}, then you riposte; after a {parry} parry, it stops the second attack of a compound attack.",
            "Pare une attaque qui arrive en {from}, puis vous ripostez\u{202F}; après une PARADE {parry}, il arrête la seconde attaque d'une ATTAQUE COMPOSÉE."
            where from = line_name(line.other_high(), lang), parry = parry_line(line, lang);
        Card::Retraite => "Stops a simple attack, a stop-hit or a counter-attack (not a taking of the blade); two together stop a flèche. Then riposte.", "Arrête une attaque simple, un ARRÊT ou une CONTRE-ATTAQUE (pas une PRISE DE FER)\u{202F}; deux ensemble arrêtent une FLÈCHE. Ripostez ensuite.";
        Card::ToucheNonValable => "The only way to cancel a TOUCHE card; you then take the initiative.", "Seul moyen d'annuler une TOUCHE\u{202F}; vous reprenez l'initiative.";
        Card::Marche => "Keeps the initiative; three Advances in a row that your opponent does not answer push him off the piste: a touch.", "Garde l'initiative\u{202F}; 3 MARCHE de suite sans intervention de l'adversaire le font sortir de piste\u{202F}: une touche.";
        Card::PointeEnLigne => "Keeps the initiative; your opponent can only beat it (with an attack) or take the blade, and your DÉROBEMENT then scores.", "Garde l'initiative\u{202F}; l'adversaire ne peut que la battre (avec une attaque) ou prendre le fer, et votre DÉROBEMENT marque alors.";
        Card::Feinte => "Your opponent must counter-attack or place a card face down without drawing; only his last face-down card meets your next attack.", "L'adversaire doit contre-attaquer ou poser une carte en attente sans piocher\u{202F}; seule sa dernière carte en attente affronte votre attaque.";
        Card::Battement => "Answers a MARCHE or a POINTE EN LIGNE, played together with an attack from your hand: you take the initiative.", "Répond à une MARCHE ou une POINTE EN LIGNE, joué avec une attaque de votre main\u{202F}: vous prenez l'initiative.";
        Card::Arret(line) =>
            "Stops your opponent's MARCHE and becomes an offensive in {line} that he must parry.",
            "Stoppe la MARCHE de l'adversaire et devient une offensive en {line} qu'il doit parer."
            where line = line_name(line, lang);
        Card::Derobement => "After your POINTE EN LIGNE, answers your opponent's BATTEMENT or PRISE DE FER: you score at once.", "Après votre POINTE EN LIGNE, répond au BATTEMENT ou à la PRISE DE FER adverse\u{202F}: vous marquez aussitôt.";
        Card::ContreAttaque(line) =>
            "Answers a FEINTE or an ATTAQUE COMPOSÉE: the attack is lost and yours arrives in {line}.",
            "Répond à une FEINTE ou une ATTAQUE COMPOSÉE\u{202F}: l'attaque adverse est perdue et la vôtre arrive en {line}."
            where line = line_name(line, lang);
        Card::AttaqueComposee => "Needs a quarte and a sixte attack in hand; the defender keeps only two cards, and only a line parry then its counter stops both attacks.", "Demande une attaque en quarte et une en sixte\u{202F}; le défenseur ne garde que deux cartes, et seule la parade de la ligne puis son contre arrête les deux attaques.";
        Card::PriseDeFer(line) =>
            "Played on a POINTE EN LIGNE or as a riposte: an offensive in {line} that a retreat cannot escape.",
            "Se joue sur une POINTE EN LIGNE ou en riposte\u{202F}: une offensive en {line} à laquelle la RETRAITE n'échappe pas."
            where line = line_name(line, lang);
        Card::Balayage => "A super-parry against any simple attack or offensive; you must hold a TOUCHE and play it next.", "Super-parade contre n'importe quelle attaque simple ou offensive\u{202F}; vous devez avoir une TOUCHE et la jouer ensuite.";
        Card::SortieDePiste | Card::Bousculade => "Played on your opponent's attack: it is cancelled for good, he receives a Warning, and you take the initiative.", "Jouée sur une attaque adverse\u{202F}: elle est annulée définitivement, l'adversaire reçoit un AVERTISSEMENT et vous prenez l'initiative.";
        Card::JeuViolent => "Played as a defence: your opponent is penalised and you score a touch at once.", "Jouée en défense\u{202F}: l'adversaire est pénalisé et vous marquez aussitôt une touche.";
    }
}

/// The warning card's texts (it is never in a hand, but the glossary shows it): meaning, game.
pub fn warning_card_texts(lang: Lang) -> [&'static str; 2] {
    lang.texts().pick(
        [
            "A yellow card: the referee's warning; a second offence costs a touch.",
            "Kept apart from the talon: given by SORTIE DE PISTE and BOUSCULADE; two AVERTISSEMENT cards give your opponent a touch.",
        ],
        [
            "Le carton jaune\u{202F}: l'avertissement de l'arbitre\u{202F}; une seconde faute coûte une touche.",
            "Tenu à l'écart du talon\u{202F}: donné par SORTIE DE PISTE et BOUSCULADE\u{202F}; 2 AVERTISSEMENT donnent une touche à l'adversaire.",
        ],
    )
}

/// The reason shown beside a card that cannot be played (the card's name is already there, so
/// "cannot be played now" gives way to what the rules expect).
pub fn why_not_reason(error: &Error, lang: Lang) -> String {
    match error {
        Error::CardNotPlayableHere { phase, .. } => {
            format!("{}.", capitalized(&expected(*phase, lang)))
        }
        other => other.explain(lang),
    }
}

/// Skirm'an's narration: a line per link added to the phrase d'armes, and one for the end of
/// each exchange.
impl crate::core::narration::Narrated for crate::games::skirman::Skirman {
    type Event = crate::games::skirman::Event;

    fn events(
        before: &crate::games::skirman::Public,
        _actor: crate::core::Seat,
        _action: &Action,
        after: &crate::games::skirman::Public,
    ) -> Vec<crate::games::skirman::Event> {
        crate::games::skirman::events(before, after)
    }

    fn event_text(
        event: &crate::games::skirman::Event,
        names: &super::Names,
        lang: Lang,
    ) -> String {
        use super::skirman_screen::{exchange_end, exchange_line, link_line};
        use crate::games::skirman::Event;
        match *event {
            Event::Link { by, kind, card } => {
                let card = card.map(|c| card_name(c, lang));
                link_line(names.of(by), link_name(kind, lang), card.as_deref(), lang)
            }
            Event::Ended {
                number,
                end,
                touches,
            } => exchange_line(
                number,
                &exchange_end(&end, &names.names, lang),
                touches,
                lang,
            ),
        }
    }

    fn action_text(view: &crate::games::skirman::View, action: &Action, lang: Lang) -> String {
        action_label(action, view.phase, lang)
    }

    fn outcome_text(state: &Self, names: &super::Names, lang: Lang) -> String {
        use crate::core::{Game, Outcome};
        let winner = match state.outcome() {
            Some(Outcome::Winner(seat)) => Some(names.of(seat)),
            _ => None,
        };
        let to_play = state.to_act().map(|s| names.of(s)).unwrap_or_default();
        super::skirman_screen::bout_status(winner, to_play, state.touches(), lang)
    }

    fn rules_name(level: &Level, lang: Lang) -> String {
        level_name(*level, lang).to_string()
    }
}

super::game_info!(
    crate::games::skirman::Skirman,
    Text,
    super::skirman_rules::rules_page,
    [GameCredits1]
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;

    fn all_phases() -> Vec<Phase> {
        let mut phases = vec![
            Phase::Open,
            Phase::Riposte,
            Phase::ContAttack,
            Phase::ContTact,
            Phase::AfterFeinte,
            Phase::DefTouche,
            Phase::DefMarche,
            Phase::DefPointe,
            Phase::DefFeinte,
            Phase::DefAc { first_attack: None },
            Phase::DefAc {
                first_attack: Some(Card::Attack(AttackKind::Coupe, Line::Quarte)),
            },
            Phase::Ac1,
            Phase::AcThrow,
            Phase::DefBalayage,
            Phase::BalayageTouche,
            Phase::Over,
        ];
        for derobement_allowed in [false, true] {
            phases.push(Phase::DefFleche { derobement_allowed });
            for line in Line::ALL {
                phases.push(Phase::DefAttack {
                    line,
                    derobement_allowed,
                });
            }
            for line in Line::HIGH {
                for kind in [
                    Offensive::PriseDeFer,
                    Offensive::Arret,
                    Offensive::ContreAttaque,
                ] {
                    phases.push(Phase::DefOff {
                        kind,
                        line,
                        derobement_allowed,
                    });
                }
            }
        }
        for first_line in Line::HIGH {
            phases.push(Phase::Ac2 { first_line });
        }
        phases
    }

    /// One of each variant; the match makes a new variant a compile error here.
    fn all_errors() -> Vec<Error> {
        let card = Card::Feinte;
        let phase = Phase::DefAttack {
            line: Line::Sixte,
            derobement_allowed: false,
        };
        let errors = vec![
            Error::GameIsOver,
            Error::NotYourTurn { seat: Seat::Two },
            Error::NotInThisLevel { card },
            Error::CardNotInHand { card },
            Error::NotInThisPhase { phase },
            Error::CardNotPlayableHere { phase, card },
            Error::WrongParryLine {
                attack: Line::Sixte,
                parry: Card::Parade(Line::Quarte),
            },
            Error::WrongParryLine {
                attack: Line::Sixte,
                parry: Card::Contre(Line::Sixte),
            },
            Error::WrongParryLine {
                attack: Line::Octave,
                parry: Card::Retraite,
            },
            Error::DiscardOnlyWhenStuck,
            Error::NeedsToucheInHand,
            Error::MustPlayTouche,
            Error::NeedsAttackToFollow,
            Error::RetraiteVsPriseDeFer,
            Error::AcNeedsQuarteAndSixte,
            Error::AcWrongAttack { card },
            Error::ThrowNeedsQuarteAndSixte,
            Error::FlecheNeedsTwo,
            Error::BalayageOnlyVsSimpleAttack,
            Error::DerobementNotAllowed,
            Error::PairOrder,
            Error::KeepNeedsTwoCards,
            Error::PassOnlyWhenStuck,
        ];
        let mut errors = errors;
        errors.extend(
            all_phases()
                .into_iter()
                .map(|phase| Error::NoDeclining { phase }),
        );
        for e in &errors {
            match e {
                Error::GameIsOver
                | Error::NotYourTurn { .. }
                | Error::NotInThisLevel { .. }
                | Error::CardNotInHand { .. }
                | Error::NotInThisPhase { .. }
                | Error::CardNotPlayableHere { .. }
                | Error::WrongParryLine { .. }
                | Error::DiscardOnlyWhenStuck
                | Error::NeedsToucheInHand
                | Error::MustPlayTouche
                | Error::NeedsAttackToFollow
                | Error::RetraiteVsPriseDeFer
                | Error::AcNeedsQuarteAndSixte
                | Error::AcWrongAttack { .. }
                | Error::ThrowNeedsQuarteAndSixte
                | Error::FlecheNeedsTwo
                | Error::BalayageOnlyVsSimpleAttack
                | Error::DerobementNotAllowed
                | Error::PairOrder
                | Error::KeepNeedsTwoCards
                | Error::PassOnlyWhenStuck
                | Error::NoDeclining { .. } => {}
            }
        }
        errors
    }

    fn sentence(text: &str, what: &str) {
        assert!(!text.trim().is_empty(), "{what} is empty");
        assert!(!text.contains("  "), "{what}: double space in {text:?}");
    }

    #[test]
    fn every_card_has_a_name_a_meaning_and_a_game_text_in_both_languages() {
        for card in Card::ALL {
            for lang in Lang::ALL {
                sentence(&card_name(card, lang), &format!("name of {card:?}"));
                sentence(&card_meaning(card, lang), &format!("meaning of {card:?}"));
                sentence(&card_in_game(card, lang), &format!("game text of {card:?}"));
                assert!(Category::CARDS.contains(&card.category()), "{card:?}");
            }
            assert_ne!(
                card_name(card, Lang::En),
                card_name(card, Lang::Fr),
                "{card:?}"
            );
        }
        for lang in Lang::ALL {
            for text in warning_card_texts(lang) {
                sentence(text, "warning card");
            }
        }
    }

    #[test]
    fn cards_keep_their_printed_french_names_with_the_meaning_in_english() {
        let fr = |c| card_name(c, Lang::Fr);
        assert_eq!(
            fr(Card::Attack(AttackKind::CoupDroit, Line::Sixte)),
            "COUP DROIT SIXTE"
        );
        assert_eq!(fr(Card::Parade(Line::Quarte)), "PARADE QUARTE");
        assert_eq!(fr(Card::Contre(Line::Sixte)), "CONTRE DE SIXTE");
        assert_eq!(fr(Card::ToucheNonValable), "TOUCHE NON VALABLE");
        assert_eq!(fr(Card::Balayage), "BALAYAGE ET RIPOSTE DOS");
        assert_eq!(
            card_name(Card::Attack(AttackKind::CoupDroit, Line::Sixte), Lang::En),
            "COUP DROIT SIXTE (straight thrust)"
        );
        assert_eq!(
            card_name(Card::Contre(Line::Sixte), Lang::En),
            "CONTRE DE SIXTE (counter-parry)"
        );
        for card in Card::ALL {
            assert!(card_name(card, Lang::En).starts_with(&fr(card)), "{card:?}");
        }
        // Every distinct card has a distinct name.
        for lang in Lang::ALL {
            let mut names: Vec<String> = Card::ALL.iter().map(|c| card_name(*c, lang)).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), Card::ALL.len());
        }
    }

    #[test]
    fn every_error_explains_to_a_sentence() {
        for error in all_errors() {
            for lang in Lang::ALL {
                sentence(&error.explain(lang), &format!("{error:?}"));
                sentence(&why_not_reason(&error, lang), &format!("{error:?}"));
            }
        }
        let wrong = Error::WrongParryLine {
            attack: Line::Sixte,
            parry: Card::Parade(Line::Quarte),
        };
        assert!(wrong
            .explain(Lang::En)
            .starts_with("A PARADE QUARTE does not stop an attack arriving in sixte"));
    }

    #[test]
    fn every_phase_has_a_prompt_and_an_expectation() {
        for phase in all_phases() {
            for lang in Lang::ALL {
                for you_act in [true, false] {
                    for level in Level::ALL {
                        sentence(
                            &phase_prompt(phase, you_act, level, lang),
                            &format!("{phase:?}"),
                        );
                    }
                }
                sentence(&expected(phase, lang), &format!("{phase:?}"));
                sentence(decline_label(phase, lang), &format!("{phase:?}"));
            }
        }
        assert_eq!(
            phase_prompt(
                Phase::DefAttack {
                    line: Line::Sixte,
                    derobement_allowed: false
                },
                true,
                Level::Competition,
                Lang::En
            ),
            "Your opponent attacks in sixte: parry or retreat; if you cannot, discard a card and your opponent may conclude."
        );
        // SK34: with an answer in hand, no discard is offered, and the prompt says so.
        assert_eq!(
            turn_prompt(
                Phase::DefAttack {
                    line: Line::Sixte,
                    derobement_allowed: false
                },
                Level::Competition,
                false,
                Lang::Fr
            ),
            "Votre adversaire attaque en sixte\u{202F}: parez ou rompez."
        );
        assert_eq!(
            turn_prompt(
                Phase::DefFleche {
                    derobement_allowed: false
                },
                Level::Initiation,
                true,
                Lang::En
            ),
            "FLÈCHE! Stop it with two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together; if you cannot, discard a card of your choice and the touch is scored."
        );
        for phase in all_phases() {
            for level in Level::ALL {
                for lang in Lang::ALL {
                    let text = turn_prompt(phase, level, false, lang);
                    sentence(&text, &format!("{phase:?}"));
                    assert!(
                        !text.contains("discard") && !text.contains("éfauss"),
                        "{text}"
                    );
                }
            }
        }
        let opening = phase_prompt(Phase::Open, true, Level::Initiation, Lang::En);
        assert!(!opening.contains("tactical"), "{opening}");
        assert_eq!(
            turn_prompt(Phase::Open, Level::Competition, false, Lang::En),
            "You have the initiative: attack or prepare with a tactical card."
        );
        assert_eq!(
            turn_prompt(Phase::Open, Level::Competition, false, Lang::Fr),
            "Vous avez l'initiative\u{202F}: attaquez ou préparez avec une carte tactique."
        );
    }

    #[test]
    fn names_of_lines_links_levels_colours_and_categories() {
        for lang in Lang::ALL {
            for line in Line::ALL {
                sentence(line_name(line, lang), "line");
                sentence(line_place(line, lang), "line place");
            }
            for kind in LinkKind::ALL {
                sentence(link_name(kind, lang), &format!("{kind:?}"));
            }
            for level in Level::ALL {
                sentence(level_name(level, lang), "level");
            }
            for colour in [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow] {
                sentence(colour_name(colour, lang), "colour");
            }
            for category in Category::ALL {
                sentence(category_name(category, lang), "category");
            }
            assert_eq!(role_name(true, Lang::Fr), "ATTAQUANT");
            assert_eq!(role_name(false, Lang::En), "Defender");
        }
    }

    #[test]
    fn every_kind_of_action_has_a_label_a_hint_and_a_group() {
        let q = Card::Attack(AttackKind::CoupDroit, Line::Quarte);
        let s = Card::Attack(AttackKind::Coupe, Line::Sixte);
        let actions = [
            Action::Play(Card::Parade(Line::Quarte)),
            Action::pair(Card::Retraite, Card::Retraite),
            Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte)),
            Action::pair(Card::Battement, q),
            Action::Discard(Card::Touche),
            Action::Attente(Card::Parade(Line::Sixte)),
            Action::keep(Card::Parade(Line::Quarte), Card::Contre(Line::Quarte)),
            Action::throw(q, s),
            Action::Decline,
        ];
        for phase in all_phases() {
            for action in &actions {
                for lang in Lang::ALL {
                    sentence(&action_label(action, phase, lang), &format!("{action:?}"));
                    sentence(&action_hint(action, phase, lang), &format!("{action:?}"));
                }
            }
        }
    }
}
