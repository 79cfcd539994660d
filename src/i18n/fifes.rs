//! Fifes and Drums strings: card, suit and rank names, the log, the final report, the Excuse
//! reminder and the reasons an action or a position is refused. Card names keep the Decktet's
//! English names; the French names are our translation.
use super::{messages, sentences, words, Explain, Lang};
use crate::core::narration::{LineKind, Narrated};
use crate::core::{Game, Outcome, PublicInfo, Seat};
use crate::games::fifes::{
    Action, Card, ChargeCause, Direction, Error, Event, FifesAndDrums, GameReport, Public, Rank,
    RuleSet, SetupError, Suit, UnitMove,
};
// The game's facts its sentences name: the display, the Excuse's packet at the pile's bottom,
// the track.
use crate::games::fifes::actions::DISPLAY_SIZE;
use crate::games::fifes::state::EXCUSE_PACKET;
use crate::games::fifes::track::{FRONT, PRINTED_SPACES};

messages! {
    pub enum Text {
        GameName => "Fifes and Drums", "Fifes and Drums";
        GameDesigner =>
            "P.D. Magnus, after an idea of Greg Payne · a Decktet game",
            "P.D. Magnus, d’après une idée de Greg Payne · un jeu du Decktet";
        GamePitch =>
            "A doomed army falls back to fife and drum. You were bribed to save three of its six units — and only you know which.",
            "Une armée perdue bat en retraite au son des fifres et des tambours. On vous a soudoyé pour sauver trois de ses six unités — vous seul savez lesquelles.";
        GameArt =>
            "A drum and a fife above a track of spaces with suit tokens.",
            "Un tambour et un fifre au-dessus d’une piste de cases portant des jetons de couleurs.";
        GameCredits1 =>
            "Fifes and Drums by P.D. Magnus, after an idea of Greg Payne: original design by Gregory R. Payne, game development by P.D. Magnus, playtested by Nate Straight and Cristyn Magnus. Its rules were published on the Decktet wiki.",
            "Fifes and Drums de P.D. Magnus, d’après une idée de Greg Payne : conception originale de Gregory R. Payne, développement du jeu par P.D. Magnus, testé par Nate Straight et Cristyn Magnus. Ses règles ont été publiées sur le wiki du Decktet.";
        GameCredits2 =>
            "It is played with the Decktet, a deck of cards created by P.D. Magnus and released under a Creative Commons Attribution-NonCommercial-ShareAlike licence (CC BY-NC-SA). Our Fifes and Drums rules page is an adaptation in our own words, shared under the same licence.",
            "Il se joue avec le Decktet, un jeu de cartes créé par P.D. Magnus et diffusé sous licence Creative Commons Attribution - Pas d’utilisation commerciale - Partage dans les mêmes conditions (CC BY-NC-SA). Notre page de règles de Fifes and Drums en est une adaptation dans nos propres mots, partagée sous la même licence.";
        CreditsDecktetLink => "The Decktet (decktet.com)", "Le Decktet (decktet.com)";

        FirstPlayerLabel => "Who takes the first card", "Qui prend la première carte";
        FirstPlayerRandom => "Random", "Au hasard";
        FirstPlayerOne => "Player 1", "Joueur 1";
        FirstPlayerTwo => "Player 2", "Joueur 2";
        Display => "Display", "Tableau de pioche";
        DrawPile => "Draw pile", "Pioche";
        Discards => "Discards", "Défausse";
        Track => "Battlefield", "Champ de bataille";
        FrontLine => "Front line", "Ligne de front";
        Rear => "Rear", "Arrière";
        Space => "Space", "Case";
        Points => "Points", "Points";
        Score => "Score", "Score";
        YourCard => "Your secret card", "Votre carte secrète";
        YourUnits => "Your units", "Vos unités";
        OpponentCard => "Opponent's card: secret until the end", "Carte de l'adversaire\u{202F}: secrète jusqu'à la fin";
        YourTurn => "Your turn: take a card from the display.", "À vous\u{202F}: prenez une carte du tableau.";
        TheirTurn => "Your opponent is choosing a card.", "Votre adversaire choisit une carte.";
        SplitPrompt => "Split the value between the two units (at least 1 each).", "Répartissez la valeur entre les deux unités (au moins 1 chacune).";
        DirectionPrompt => "Move this unit toward the front or toward the rear?", "Faire marcher cette unité vers l'avant ou vers l'arrière\u{202F}?";
        TowardFront => "Toward the front", "Vers l'avant";
        TowardRear => "Toward the rear", "Vers l'arrière";
        Retreats => "retreats", "recule";
        Charges => "charges", "charge";
        CrownShowing => "Its Crown is showing: this unit charges instead.", "Sa Couronne est visible\u{202F}: cette unité charge au lieu de reculer.";
        Confirm => "Confirm", "Confirmer";
        Cancel => "Cancel", "Annuler";
        GameOver => "The enemy overruns the lines", "L'ennemi submerge les lignes";
        Draw => "Draw", "Partie nulle";
        Rematch => "Rematch", "Revanche";
        ComputerThinking => "The computer is choosing…", "L'ordinateur choisit…";
        Illegal => "Not allowed", "Interdit";
    }
}

words! {
    pub fn suit_name(suit: Suit) {
        Suit::Moons => "Moons", "Lunes";
        Suit::Suns => "Suns", "Soleils";
        Suit::Waves => "Waves", "Vagues";
        Suit::Leaves => "Leaves", "Feuilles";
        // The French source text (seed 004) and our rules page call them « Guivres ».
        Suit::Wyrms => "Wyrms", "Guivres";
        Suit::Knots => "Knots", "Nœuds";
    }
}

sentences! {
    /// A unit as the subject of a sentence: "Moons", "les Lunes" (plural in both languages).
    fn unit(suit: Suit) in lang {
        "{name}", "les {name}" where name = suit_name(suit, lang);
    }
}

sentences! {
    pub fn rank_name(rank: Rank) match rank {
        Rank::Excuse => "Excuse", "Excuse";
        Rank::Ace => "Ace", "As";
        Rank::Number(v) => "{v}", "{v}";
        Rank::Pawn => "Pawn", "Pion";
        Rank::Court => "Court", "Cour";
        Rank::Crown => "Crown", "Couronne";
    }
}

words! {
    /// The card's name as printed in English (`the Author`, `Ace of Moons`) or its French name
    /// with its article (`l'Auteur`, `l'As de Lunes`).
    pub fn card_name(card: Card) {
        card => card.name(), french_name(card);
    }
}

sentences! {
    /// The name inside a sentence: English Aces take "the" ("takes the Ace of Moons").
    pub fn card_in_sentence(card: Card) in lang match card {
        card if matches!(card.rank(), Rank::Ace) => "the {name}", "{name}"
            where name = card_name(card, lang);
        card => "{name}", "{name}" where name = card_name(card, lang);
    }
}

/// First letter in upper case, for a name that starts a sentence or a title.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // Every name and sentence starts with an ASCII letter; ASCII case keeps the Unicode
        // case tables (several KB) out of the wasm.
        Some(first) => std::iter::once(first.to_ascii_uppercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

fn french_name(card: Card) -> &'static str {
    match card {
        Card::TheExcuse => "l'Excuse",
        Card::AceOfMoons => "l'As de Lunes",
        Card::AceOfSuns => "l'As de Soleils",
        Card::AceOfWaves => "l'As de Vagues",
        Card::AceOfLeaves => "l'As de Feuilles",
        Card::AceOfWyrms => "l'As de Guivres",
        Card::AceOfKnots => "l'As de Nœuds",
        Card::TheAuthor => "l'Auteur",
        Card::TheDesert => "le Désert",
        Card::TheOrigin => "l'Origine",
        Card::TheJourney => "le Voyage",
        Card::ThePainter => "le Peintre",
        Card::TheSavage => "le Sauvage",
        Card::TheMountain => "la Montagne",
        Card::TheSailor => "le Marin",
        Card::TheBattle => "la Bataille",
        Card::TheForest => "la Forêt",
        Card::TheDiscovery => "la Découverte",
        Card::TheSoldier => "le Soldat",
        Card::TheLunatic => "le Lunatique",
        Card::ThePenitent => "le Pénitent",
        Card::TheMarket => "le Marché",
        Card::TheChanceMeeting => "la Rencontre",
        Card::TheCastle => "le Château",
        Card::TheCave => "la Caverne",
        Card::TheDiplomat => "le Diplomate",
        Card::TheMill => "le Moulin",
        Card::TheBetrayal => "la Trahison",
        Card::ThePact => "le Pacte",
        Card::TheDarkness => "les Ténèbres",
        Card::TheMerchant => "le Marchand",
        Card::TheHarvest => "la Moisson",
        Card::TheWatchman => "le Guetteur",
        Card::TheLightKeeper => "le Gardien du phare",
        Card::TheBorderland => "les Confins",
        Card::TheConsul => "le Consul",
        Card::TheRite => "le Rite",
        Card::TheIsland => "l'Île",
        Card::TheWindow => "la Fenêtre",
        Card::TheHuntress => "la Chasseresse",
        Card::TheBard => "le Barde",
        Card::TheSea => "la Mer",
        Card::TheEnd => "la Fin",
        Card::TheCalamity => "la Calamité",
        Card::TheWindfall => "l'Aubaine",
    }
}

sentences! {
    /// What taking `card` orders, in a few words (for a card's tooltip).
    pub fn card_order(card: Card) in lang match (card.rank(), card.suits()) {
        (Rank::Number(v), &[a, b]) =>
            "Retreat {v} spaces, split between {first} and {second}",
            "Retraite de {v} cases, réparties entre les {first} et les {second}"
            where first = suit_name(a, lang), second = suit_name(b, lang);
        (Rank::Ace, &[s]) =>
            "Forced march: {suit} move either way to the next token",
            "Marche forcée\u{202F}: les {suit} vont, dans un sens ou l'autre, jusqu'au prochain jeton"
            where suit = suit_name(s, lang);
        (Rank::Crown, &[s]) =>
            "Charge: {suit} move toward the front to the next token",
            "Charge\u{202F}: les {suit} vont vers l'avant jusqu'au prochain jeton"
            where suit = suit_name(s, lang);
        (Rank::Excuse, _) =>
            "Ends the game when it is turned up",
            "Termine la partie quand elle est retournée";
        _ =>
            "A secret card: its three suits are the favoured units",
            "Une carte secrète\u{202F}: ses trois couleurs sont les unités favorites";
    }
}

pub use super::Names;

const TAKES: [&str; 4] = ["takes", "take", "prend", "prenez"];
const WINS: [&str; 4] = ["wins", "win", "gagne", "gagnez"];

sentences! {
    fn spaces(n: u8) match n {
        1 => "1 space", "1 case";
        _ => "{n} spaces", "{n} cases";
    }
}

sentences! {
    fn from_to(from: u8, to: u8) { "space {from} → {to}", "case {from} → {to}"; }

    /// One action in a few words (a hint): "Take the Bard: Moons 3 · Waves 2".
    pub fn action_text(action: &Action) in lang match (action.split, action.direction, action.card.suits()) {
        (Some([a, b]), _, [first, second]) => "Take {card}: {how}", "Prendre {card}\u{202F}: {how}"
            where card = card_in_sentence(action.card, lang),
                how = crate::i18n::fifes_screen::split_label(
                    (suit_name(*first, lang), a),
                    (suit_name(*second, lang), b),
                );
        (_, Some(direction), _) => "Take {card}: {how}", "Prendre {card}\u{202F}: {how}"
            where card = card_in_sentence(action.card, lang), how = taken_towards(direction, lang);
        _ => "Take {card}", "Prendre {card}" where card = card_in_sentence(action.card, lang);
    }

    /// One log line.
    pub fn event_text(event: &Event, who: &Names) in lang match event {
        Event::Took { seat, card, .. } => "{name} {verb} {card}.", "{name} {verb} {card}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, TAKES),
                card = card_in_sentence(*card, lang);
        Event::Moved { unit_move } => "{text}", "{text}" where text = unit_move_text(unit_move, lang);
        Event::Revealed { card, .. } => "New card: {card}.", "Nouvelle carte\u{202F}: {card}."
            where card = card_in_sentence(*card, lang);
        Event::ExcuseRevealed { .. } =>
            "The Excuse is turned up: the enemy overruns the lines!",
            "L'Excuse est retournée\u{202F}: l'ennemi submerge les lignes\u{202F}!";
        Event::GameOver { report } => "{text}", "{text}" where text = report_text(report, who, lang);
    }
}

words! {
    /// Where an Ace's unit is sent, in a hint.
    fn taken_towards(direction: Direction) {
        Direction::Front => "towards the front", "vers le front";
        Direction::Back => "back", "vers l’arrière";
    }

    /// Where a marching unit goes, in the log.
    fn marching_towards(direction: Direction) {
        Direction::Front => "toward the front", "vers l'avant";
        Direction::Back => "toward the rear", "vers l'arrière";
    }
}

sentences! {
    /// The spaces a charge lost at the front line, after its sentence (none: nothing).
    fn lost_at_front(lost: u8) match lost {
        0 => "", "";
        1 => "; 1 space lost at the front line", "\u{202F}; 1 case perdue sur la ligne de front";
        n => "; {n} spaces lost at the front line", "\u{202F}; {n} cases perdues sur la ligne de front";
    }

    /// How one unit moved, as a sentence. (English suit names start with a capital already.)
    pub fn unit_move_text(unit_move: &UnitMove) in lang match unit_move {
        UnitMove::Retreat { suit, spaces: n, from, to } =>
            "{units} retreat {n} ({way}).", "{units} reculent de {n} ({way})."
            where units = capitalized(&unit(*suit, lang)), n = spaces(*n, lang),
                way = from_to(*from, *to, lang);
        UnitMove::Charge { suit, from, to, cause: ChargeCause::CrownTaken } if from != to =>
            "{units} charge ({way}).", "{units} chargent ({way})."
            where units = capitalized(&unit(*suit, lang)), way = from_to(*from, *to, lang);
        UnitMove::Charge { suit, from, cause: ChargeCause::CrownTaken, .. } =>
            "{units} charge but already hold the front line (space {from}).",
            "{units} chargent mais tiennent déjà la ligne de front (case {from})."
            where units = capitalized(&unit(*suit, lang));
        UnitMove::Charge { suit, from, to, cause: ChargeCause::CrownInDisplay { crown, spaces: n } } =>
            "{units} charge {n_spaces}, as {crown} is showing ({way}){lost}.",
            "{units} chargent de {n_spaces}, car {crown} est visible ({way}){lost}."
            where units = capitalized(&unit(*suit, lang)), n_spaces = spaces(*n, lang),
                crown = card_name(*crown, lang), way = from_to(*from, *to, lang),
                lost = lost_at_front(n.saturating_sub(from.saturating_sub(*to)), lang);
        UnitMove::March { suit, direction, from, to } if from != to =>
            "{units} march {way} ({spaces}).", "{units} marchent {way} ({spaces})."
            where units = capitalized(&unit(*suit, lang)), way = marching_towards(*direction, lang),
                spaces = from_to(*from, *to, lang);
        UnitMove::March { suit, direction, from, .. } =>
            "{units} march {way} but already hold the front line (space {from}).",
            "{units} marchent {way} mais tiennent déjà la ligne de front (case {from})."
            where units = capitalized(&unit(*suit, lang)), way = marching_towards(*direction, lang);
    }
}

/// `the Harvest: Moons 0 + Suns 2 + Leaves 3 = 5`.
pub fn score_detail(card: Card, points: &[u8; 6], lang: Lang) -> String {
    let parts: Vec<String> = card
        .suits()
        .iter()
        .map(|&s| format!("{} {}", suit_name(s, lang), points[s.index()]))
        .collect();
    let total: u8 = card.suits().iter().map(|s| points[s.index()]).sum();
    let colon = lang.texts().pick(":", "\u{202F}:");
    format!(
        "{}{colon} {} = {total}",
        card_name(card, lang),
        parts.join(" + ")
    )
}

/// Both revealed cards with their sums: "Anna (the Harvest: …), Bruno (…)".
fn secrets_detail(report: &GameReport, who: &Names, lang: Lang) -> String {
    let details: Vec<String> = Seat::BOTH
        .iter()
        .map(|&seat| {
            format!(
                "{} ({})",
                who.of(seat),
                score_detail(report.secrets[seat.index()], &report.points, lang)
            )
        })
        .collect();
    details.join(", ")
}

sentences! {
    /// The final result: who wins (or the draw) and both revealed cards with their sums.
    pub fn report_text(report: &GameReport, who: &Names) in lang match report {
        GameReport { outcome: Outcome::Winner(seat), scores: [s1, s2], .. } =>
            "{name} {verb} {hi} to {lo}: {details}.",
            "{name} {verb} {hi} à {lo}\u{202F}: {details}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, WINS), hi = s1.max(s2),
                lo = s1.min(s2), details = secrets_detail(report, who, lang);
        GameReport { outcome: Outcome::Draw, scores: [s1, s2], .. } =>
            "A draw, {s1} to {s2}: {details}.",
            "Partie nulle, {s1} à {s2}\u{202F}: {details}."
            where details = secrets_detail(report, who, lang);
    }

    /// The cards left in the pile, the Excuse among them.
    fn cards_left(n: u8) match n {
        0 => "0 cards", "la dernière carte";
        1 => "1 card", "la dernière carte";
        n => "{n} cards", "les {n} cartes restantes";
    }

    /// The refills the Excuse's packet keeps safe.
    fn safe_refills(safe: u8) match safe {
        1 => "refill", "la prochaine carte retournée";
        n => "{n} refills", "aucune des {n} prochaines cartes retournées";
    }

    /// The reminder of where the Excuse lies (§4.2), from public facts only.
    pub fn excuse_reminder(public: &Public) in lang match (public.outcome().is_some(), public.safe_refills, public.pile_count) {
        (true, _, _) => "The Excuse has been turned up.", "L'Excuse a été retournée.";
        (false, 0, n) =>
            "The Excuse is among the {left} left: the next refill turns it up with a chance of 1 in {n}.",
            "L'Excuse est parmi {left}\u{202F}: la prochaine carte retournée a 1 chance sur {n} d'être elle."
            where left = cards_left(n, lang);
        (false, safe, _) =>
            "The Excuse lies among the last {EXCUSE_PACKET} cards of the pile: the next {refills} cannot turn it up.",
            "L'Excuse se cache parmi les {EXCUSE_PACKET} dernières cartes de la pioche\u{202F}: {refills} ne peut pas être elle."
            where refills = safe_refills(safe, lang);
    }
}

impl Explain for Error {
    fn explain(&self, lang: Lang) -> String {
        error_reason(self, lang)
    }
}

sentences! {
    fn error_reason(error: &Error) in lang match error {
        Error::GameIsOver =>
            "The game is over: the Excuse has been turned up.",
            "La partie est terminée\u{202F}: l'Excuse a été retournée.";
        Error::NotInDisplay { card } =>
            "{card} is not in the display: take one of the {shown} face-up cards.",
            "{card} n'est pas dans le tableau\u{202F}: prenez l'une des {shown} cartes visibles."
            where card = capitalized(&card_in_sentence(*card, lang)),
                shown = super::spelled_count(DISPLAY_SIZE, lang);
        Error::SplitMissing { card, value } =>
            "Say how to split the {value} spaces of {card} between {a} and {b}.",
            "Indiquez comment répartir les {value} cases de {card} entre {a} et {b}."
            where [a, b] = two_suits(*card, lang), card = card_in_sentence(*card, lang);
        Error::SplitWrongTotal { card, split: [a, b], value } =>
            "The split {a} + {b} makes {total}, but {card} is worth {value}.",
            "La répartition {a} + {b} fait {total}, mais {card} vaut {value}."
            where total = *a as u16 + *b as u16, card = card_in_sentence(*card, lang);
        Error::SplitZero { split: [a, b], .. } =>
            "Each unit must move at least one space, even when it charges: {a} + {b} is not allowed.",
            "Chaque unité doit bouger d'au moins une case, même quand elle charge\u{202F}: {a} + {b} n'est pas permis.";
        Error::DirectionMissing { .. } =>
            "An Ace sends its unit toward the front or toward the rear: choose a direction.",
            "Un As envoie son unité vers l'avant ou vers l'arrière\u{202F}: choisissez une direction.";
        Error::DirectionNotAllowed { card } =>
            "Only an Ace takes a direction; {card} does not.",
            "Seul un As se joue avec une direction\u{202F}; pas {card}."
            where card = card_in_sentence(*card, lang);
        Error::SplitNotAllowed { card } =>
            "Only a numbered card is split between two units; {card} is not.",
            "Seule une carte numérotée se répartit entre deux unités\u{202F}; pas {card}."
            where card = card_in_sentence(*card, lang);
    }
}

fn two_suits(card: Card, lang: Lang) -> [String; 2] {
    match card.suits() {
        &[a, b] => [unit(a, lang), unit(b, lang)],
        _ => [String::new(), String::new()],
    }
}

impl Explain for SetupError {
    fn explain(&self, lang: Lang) -> String {
        setup_problem(self, lang)
    }
}

sentences! {
    fn setup_problem(problem: &SetupError) in lang match problem {
        SetupError::SecretNotPawnOrCourt { seat_number, card } =>
            "player {seat_number}'s secret card must be a Pawn or a Court, not {card}",
            "la carte secrète du joueur {seat_number} doit être un Pion ou une Cour, pas {card}"
            where card = card_in_sentence(*card, lang);
        SetupError::SameSecret { card } =>
            "both players hold {card}",
            "les deux joueurs ont {card}"
            where card = card_in_sentence(*card, lang);
        SetupError::NotInPlay { card } =>
            "{card} is a Pawn or a Court: it is never in the display, the pile or the discards",
            "{card} est un Pion ou une Cour\u{202F}: jamais dans le tableau, la pioche ni la défausse"
            where card = card_in_sentence(*card, lang);
        SetupError::CardMissing { card } =>
            "{card} is missing from the display, the pile and the discards",
            "{card} manque\u{202F}: ni dans le tableau, ni dans la pioche, ni dans la défausse"
            where card = card_in_sentence(*card, lang);
        SetupError::CardRepeated { card, times } =>
            "{card} is listed {times} times",
            "{card} figure {times} fois"
            where card = card_in_sentence(*card, lang);
        SetupError::ExcuseNotInPile =>
            "the Excuse must still be in the pile: once turned up, the game is over",
            "l'Excuse doit encore être dans la pioche\u{202F}: une fois retournée, la partie est finie";
        SetupError::ExcuseTooHigh { from_bottom } =>
            "the Excuse must lie among the last {EXCUSE_PACKET} cards of the pile, not {from_bottom} from the bottom",
            "l'Excuse doit se trouver parmi les {EXCUSE_PACKET} dernières cartes de la pioche, pas en {from_bottom}e position depuis le dessous";
        SetupError::OffTrack { suit, space } =>
            "{units} stand on space {space}, off the track (spaces {FRONT} to {PRINTED_SPACES})",
            "{units} sont sur la case {space}, hors de la piste (cases {FRONT} à {PRINTED_SPACES})"
            where units = unit(*suit, lang);
    }
}

sentences! {
    /// A Fifes and Drums game not over at the end of a record.
    pub fn replay_in_progress(turns: u16, to_play: &str) {
        "game in progress after {turns} turn(s), {to_play} to play.",
        "partie en cours après {turns} tour(s), à {to_play} de jouer.";
    }
}

super::game_info!(
    FifesAndDrums,
    Text,
    super::fifes_rules::rules_page,
    [GameCredits1, GameCredits2],
    /// The Decktet's site.
    fn credits_link(lang: Lang) -> Option<(&'static str, &'static str)> {
        Some((
            "https://www.decktet.com/",
            Text::CreditsDecktetLink.text(lang),
        ))
    }
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::RuleError;

    #[test]
    fn every_card_has_an_english_and_a_french_name() {
        let mut french = std::collections::HashSet::new();
        for card in Card::ALL {
            assert!(!card_name(card, Lang::En).is_empty());
            assert!(french.insert(card_name(card, Lang::Fr)), "{card:?}");
            assert!(!card_order(card, Lang::Fr).is_empty());
        }
        // `capitalized` only upper-cases ASCII (no Unicode case tables in the wasm): every
        // name that can start a sentence must start with an ASCII letter.
        for lang in Lang::ALL {
            for card in Card::ALL {
                assert!(card_in_sentence(card, lang).starts_with(|c: char| c.is_ascii_alphabetic()));
            }
            for suit in Suit::ALL {
                assert!(unit(suit, lang).starts_with(|c: char| c.is_ascii_alphabetic()));
            }
        }
        assert_eq!(capitalized("l'As de Lunes"), "L'As de Lunes");
        assert_eq!(card_name(Card::TheAuthor, Lang::En), "the Author");
        assert_eq!(card_name(Card::TheAuthor, Lang::Fr), "l'Auteur");
        assert_eq!(
            card_in_sentence(Card::AceOfMoons, Lang::En),
            "the Ace of Moons"
        );
        assert_eq!(rank_name(Rank::Ace, Lang::Fr), "As");
        assert_eq!(rank_name(Rank::Ace, Lang::En), "Ace");
    }

    #[test]
    fn errors_explain_themselves_in_both_languages() {
        let errors = [
            Error::GameIsOver,
            Error::NotInDisplay { card: Card::TheSea },
            Error::SplitMissing {
                card: Card::TheCave,
                value: 7,
            },
            Error::SplitWrongTotal {
                card: Card::TheCave,
                split: [3, 2],
                value: 7,
            },
            Error::SplitZero {
                card: Card::TheCave,
                split: [0, 7],
            },
            Error::DirectionMissing {
                card: Card::AceOfKnots,
            },
            Error::DirectionNotAllowed {
                card: Card::TheCave,
            },
            Error::SplitNotAllowed { card: Card::TheSea },
        ];
        for error in errors {
            for lang in Lang::ALL {
                assert!(error.explain(lang).len() > 10, "{error:?}");
            }
            assert!(!error.rule_id().is_empty());
        }
        assert_eq!(
            Error::SplitWrongTotal {
                card: Card::TheCave,
                split: [3, 2],
                value: 7
            }
            .explain(Lang::En),
            "The split 3 + 2 makes 5, but the Cave is worth 7."
        );
        assert_eq!(
            Error::NotInDisplay {
                card: Card::AceOfMoons
            }
            .explain(Lang::Fr),
            "L'As de Lunes n'est pas dans le tableau\u{202F}: prenez l'une des cinq cartes visibles."
        );
    }

    #[test]
    fn a_charge_that_hits_the_front_says_what_was_lost() {
        let m = UnitMove::Charge {
            suit: Suit::Wyrms,
            from: 3,
            to: 1,
            cause: ChargeCause::CrownInDisplay {
                crown: Card::TheCalamity,
                spaces: 5,
            },
        };
        assert_eq!(
            unit_move_text(&m, Lang::En),
            "Wyrms charge 5 spaces, as the Calamity is showing (space 3 → 1); 3 spaces lost at the front line."
        );
        assert_eq!(
            unit_move_text(&m, Lang::Fr),
            "Les Guivres chargent de 5 cases, car la Calamité est visible (case 3 → 1)\u{202F}; 3 cases perdues sur la ligne de front."
        );
    }
}

/// One line of Fifes and Drums' log: a heading for each turn, or what the turn did.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Turn(u16),
    Event(Event),
}

impl Narrated for FifesAndDrums {
    type Event = Line;

    fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Line> {
        std::iter::once(Line::Turn(before.turns_played() + 1))
            .chain(
                crate::games::fifes::events(before, actor, action, after)
                    .into_iter()
                    .map(Line::Event),
            )
            .collect()
    }

    fn event_text(line: &Line, names: &Names, lang: Lang) -> String {
        match line {
            Line::Turn(turn) => format!("{} {turn}", super::fifes_screen::Text::Turn.text(lang)),
            Line::Event(event) => event_text(event, names, lang),
        }
    }

    fn event_kind(line: &Line) -> LineKind {
        match line {
            Line::Turn(_) => LineKind::Heading,
            Line::Event(Event::GameOver { .. } | Event::ExcuseRevealed { .. }) => LineKind::Key,
            Line::Event(_) => LineKind::Plain,
        }
    }

    fn action_text(_view: &crate::games::fifes::View, action: &Action, lang: Lang) -> String {
        action_text(action, lang)
    }

    fn outcome_text(state: &Self, names: &Names, lang: Lang) -> String {
        let to_play = state.to_act().map(|s| names.of(s)).unwrap_or_default();
        match state.phase().report() {
            Some(report) => report_text(report, names, lang),
            None => replay_in_progress(state.turns_played(), to_play, lang),
        }
    }

    /// The one rule set, named in the player's words (the statistics' rows).
    fn rules_name(_rules: &RuleSet, lang: Lang) -> String {
        super::fifes_screen::Text::StandardRules
            .text(lang)
            .to_string()
    }
}
