//! En Garde strings: the table, the log, round reports and the reasons an action is refused.
use super::{messages, noun_for, sentences, words, Explain, Lang};
use crate::core::narration::{LineKind, Narrated};
use crate::core::{Game, Outcome, Seat};
use crate::games::en_garde::cards::{COPIES_PER_VALUE, DECK_SIZE, HAND_SIZE, VALUES};
use crate::games::en_garde::piste::{FIRST_SQUARE, LAST_SQUARE};
use crate::games::en_garde::record::MAX_ROUND;
use crate::games::en_garde::{
    Action, AttackKind, DecidedBy, DeckOutPath, DeckOutReport, Direction, Edition, Error, Event,
    Level, Public, RoundEndReason, RoundReport, RuleSet, SetupError,
};

messages! {
    pub enum Text {
        GameName => "En Garde", "En Garde";
        GameDesigner => "Reiner Knizia", "Reiner Knizia";
        GamePitch =>
            "Close the distance with numbered cards, lunge when a card matches it exactly — and parry with the very same cards.",
            "Réduisez la distance avec vos cartes, fendez-vous quand une carte la mesure exactement — et parez avec les mêmes cartes.";
        GameArt =>
            "Two fencers, one red and one green, face each other on a steel piste.",
            "Deux escrimeurs, l’un rouge, l’autre vert, face à face sur une piste d’acier.";
        GameCredits1 =>
            "En Garde © Reiner Knizia. Published in 1993 by Abacus Spiele; our rules follow the Abacus rules as translated into English by John Webley, corrected by Chris Lawson and approved by the designer (French translation and adaptation by Rody).",
            "En Garde © Reiner Knizia. Publié en 1993 par Abacus Spiele ; nos règles suivent celles d’Abacus, traduites en anglais par John Webley, corrigées par Chris Lawson et approuvées par l’auteur (traduction et adaptation françaises de Rody).";
        GameCredits2 =>
            "Also published in French by Ferti (Mérignac, France), with illustrations by Pierô; the app’s Ferti rule sets follow that edition.",
            "Également édité en France par Ferti (Mérignac), illustré par Pierô ; les règles « Ferti » de l’application suivent cette édition.";

        RuleSetLabel => "Rule set", "Règles";
        FirstPlayerLabel => "Who opens round 1", "Qui commence la 1re manche";
        FirstPlayerOne => "Player 1 (red)", "Joueur 1 (rouge)";
        FirstPlayerTwo => "Player 2 (green)", "Joueur 2 (vert)";
        FirstPlayerRandom => "Random", "Au hasard";
        ShowPlayedLabel => "Memory aid: show played cards", "Aide-mémoire\u{202F}: montrer les cartes jouées";
        ShowPlayedHelp => "Off: only the top discard is visible, as at a real table.", "Désactivé\u{202F}: seule la carte du dessus de la défausse est visible, comme autour d'une vraie table.";
        Distance => "Distance", "Distance";
        DrawPile => "Draw pile", "Pioche";
        TopDiscard => "Top discard", "Défausse";
        NoDiscard => "none", "aucune";
        Round => "Round", "Manche";
        Score => "Score", "Score";
        YourHand => "Your hand", "Votre main";
        Forward => "Forward", "Avancer";
        Back => "Back", "Reculer";
        Attack => "Attack", "Attaquer";
        AttackLower => "attack", "attaquer";
        AdvanceAttack => "Advance and attack", "Avancer et attaquer";
        Parry => "Parry", "Parer";
        Retreat => "Retreat", "Rompre";
        TakeHit => "Take the hit", "Accepter la touche";
        Pass => "Do not attack", "Ne pas attaquer";
        Cancel => "Cancel", "Annuler";
        PlayedThisRound => "Played this round", "Jouées dans cette manche";
        ComputerThinking => "The computer is thinking…", "L'ordinateur réfléchit…";
        ChooseCard => "Choose a card.", "Choisissez une carte.";
        ChooseAttackCards => "Now choose the attack cards.", "Choisissez maintenant les cartes d'attaque.";
        UnderAttack => "You are attacked!", "Vous êtes attaqué\u{202F}!";
        CannotAnswer => "You cannot parry: you are hit.", "Vous ne pouvez pas parer\u{202F}: vous êtes touché.";
        ConfirmTakeHit => "You could parry this attack. Take the hit anyway?", "Vous pouvez parer cette attaque. Accepter quand même la touche\u{202F}?";
        FinalAttackPrompt => "The deck is out: you may only attack.", "La pioche est vide\u{202F}: vous ne pouvez qu'attaquer.";
        MatchOver => "Match over", "Fin du match";
        RoundOver => "Round over", "Fin de la manche";
        DrawnRound => "Drawn round: no point scored.", "Manche nulle\u{202F}: aucun point.";
        Piste => "The piste", "La piste";
        CardsToAttack => "Attack cards", "Cartes d'attaque";
        RoundExplained => "Why the round ended:", "Pourquoi la manche s'est terminée\u{202F}:";
        Hands => "Hands", "Mains";
        CardsOfDistance => "cards equal to the distance", "cartes égales à la distance";
        Advancement => "Squares advanced", "Cases gagnées";
        OnSquare => "on square", "sur la case";
        ToPlay => "to play", "à jouer";
    }
}

words! {
    fn level_word(level: Level) {
        Level::Basic => "Basic", "Débutant";
        Level::Classic => "Classic", "Classique";
        Level::Advanced => "Advanced", "Avancé";
    }
}

pub fn rule_set_name(rules: RuleSet, lang: Lang) -> String {
    let edition = match rules.edition() {
        Edition::Abacus => "Abacus",
        Edition::Ferti => "Ferti",
    };
    format!("{edition} · {}", level_word(rules.level(), lang))
}

pub use super::Names;

/// "Round 2", a heading in the log and on the scoreboard.
pub fn round_heading(round: u16, lang: Lang) -> String {
    format!("{} {round}", Text::Round.text(lang))
}

const ATTACKS: [&str; 4] = ["attacks", "attack", "attaque", "attaquez"];
const ADVANCES: [&str; 4] = ["advances", "advance", "avance", "avancez"];
const STEPS_BACK: [&str; 4] = ["steps back", "step back", "recule", "reculez"];
const PARRIES: [&str; 4] = ["parries", "parry", "pare", "parez"];
const RETREATS: [&str; 4] = ["retreats", "retreat", "rompt", "rompez"];
const TAKES_HIT: [&str; 4] = [
    "takes the hit",
    "take the hit",
    "accepte la touche",
    "acceptez la touche",
];
const DECLINES: [&str; 4] = [
    "does not attack",
    "do not attack",
    "n'attaque pas",
    "n'attaquez pas",
];
const HITS: [&str; 4] = ["hit", "hit", "touche", "touchez"];
const HAD_NOTHING: [&str; 4] = [
    "had no legal move or attack",
    "had no legal move or attack",
    "n'avait plus aucun déplacement ni attaque possible",
    "n'aviez plus aucun déplacement ni attaque possible",
];

sentences! {
    /// `n` cards of `value`: "a 3", "2×4".
    fn cards(n: u8, value: u8) match n {
        1 => "a {value}", "un {value}";
        n => "{n}×{value}", "{n}×{value}";
    }

    /// One of the viewer's actions in a few words (a hint): "Forward 3", "Attack with 2×4".
    pub fn action_text(action: &Action) in lang match action {
        Action::Move { card, direction: Direction::Forward } => "{verb} {card}", "{verb} de {card}"
            where verb = Text::Forward.text(lang);
        Action::Move { card, direction: Direction::Back } => "{verb} {card}", "{verb} de {card}"
            where verb = Text::Back.text(lang);
        Action::Attack { card, count } => "{verb} with {played}", "{verb} avec {played}"
            where verb = Text::Attack.text(lang), played = cards(*count, *card, lang);
        Action::AdvanceAttack { advance, card, count } =>
            "{verb} {advance} and attack with {played}",
            "{verb} de {advance} et attaquer avec {played}"
            where verb = Text::Forward.text(lang), played = cards(*count, *card, lang);
        Action::Parry => "{verb}", "{verb}" where verb = Text::Parry.text(lang);
        Action::Retreat { card } => "{verb} {card}", "{verb} de {card}"
            where verb = Text::Retreat.text(lang);
        Action::TakeHit => "{verb}", "{verb}" where verb = Text::TakeHit.text(lang);
        Action::Pass => "{verb}", "{verb}" where verb = Text::Pass.text(lang);
    }

    /// One log line. `show_cards`: the memory-aid option; off, moves name squares, not cards.
    pub fn event_text(event: &Event, who: &Names, show_cards: bool) in lang match (event, show_cards) {
        (Event::Moved { seat, card, direction, from, to }, true) =>
            "{name} {verb} with {played}: square {from} → {to}.",
            "{name} {verb} avec {played}\u{202F}: case {from} → {to}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, moves(*direction)),
                played = cards(1, *card, lang);
        (Event::Moved { seat, direction, from, to, .. }, false) =>
            "{name} {verb}: square {from} → {to}.",
            "{name} {verb}\u{202F}: case {from} → {to}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, moves(*direction));
        (Event::Attacked { seat, card, count }, _) =>
            "{name} {verb} with {played}.", "{name} {verb} avec {played}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, ATTACKS),
                played = cards(*count, *card, lang);
        (Event::AdvancedAndAttacked { seat, advance, from, to, card, count }, _) =>
            "{name} {advances} {advance} (square {from} → {to}) and {attacks} with {played}.",
            "{name} {advances} de {advance} (case {from} → {to}) et {attacks} avec {played}."
            where name = who.of(*seat), advances = who.verb(*seat, lang, ADVANCES),
                attacks = who.verb(*seat, lang, ATTACKS), played = cards(*count, *card, lang);
        (Event::Parried { seat, card, count }, _) =>
            "{name} {verb} with {played}.", "{name} {verb} avec {played}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, PARRIES),
                played = cards(*count, *card, lang);
        (Event::Retreated { seat, card, from, to }, _) =>
            "{name} {verb} {card}: square {from} → {to}.",
            "{name} {verb} de {card}\u{202F}: case {from} → {to}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, RETREATS);
        (Event::TookHit { seat }, _) => "{name} {verb}.", "{name} {verb}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, TAKES_HIT);
        (Event::DeclinedFinalAttack { seat }, _) => "{name} {verb}.", "{name} {verb}."
            where name = who.of(*seat), verb = who.verb(*seat, lang, DECLINES);
        (Event::PileEmptied, _) =>
            "The last card has been drawn.",
            "La dernière carte a été piochée.";
        (Event::RoundEnded(report), _) => "{summary}", "{summary}"
            where summary = round_summary(report, who, lang);
        (Event::MatchWon { seat }, _) => "{won}", "{won}" where won = match_won(who, *seat, lang);
    }

    /// One sentence: who won the round and why.
    pub fn round_summary(report: &RoundReport, who: &Names) in lang match report {
        RoundReport { winner: Some(seat), round, reason } =>
            "{won}: {why}", "{won}\u{202F}: {why}"
            where won = round_won(who, *seat, *round, lang), why = round_reason(reason, who, lang);
        RoundReport { winner: None, round, reason } =>
            "Round {round} is drawn: {why}", "La manche {round} est nulle\u{202F}: {why}"
            where why = round_reason(reason, who, lang);
    }
}

/// The verb of a move in `direction` (`Names::verb`'s four forms).
fn moves(direction: Direction) -> [&'static str; 4] {
    match direction {
        Direction::Forward => ADVANCES,
        Direction::Back => STEPS_BACK,
    }
}

pub fn round_won(who: &Names, seat: Seat, round: u16, lang: Lang) -> String {
    let verb = who.verb(
        seat,
        lang,
        [
            "wins round",
            "win round",
            "gagne la manche",
            "gagnez la manche",
        ],
    );
    format!("{} {verb} {round}", who.of(seat))
}

sentences! {
    pub fn match_won(who: &Names, seat: Seat) in lang {
        "{name} {verb} the match!", "{name} {verb} le match\u{202F}!"
            where name = who.of(seat), verb = who.verb(seat, lang, ["wins", "win", "remporte", "remportez"]);
    }

    /// Why the round ended, in words (the numbers for a deck-out).
    pub fn round_reason(reason: &RoundEndReason, who: &Names) in lang match reason {
        RoundEndReason::Hit { attacker, value, count, could_parry: true } =>
            "{name} {hit} with {played} and the parry was declined.",
            "{name} {hit} avec {played} et la parade a été refusée."
            where name = who.of(*attacker), hit = who.verb(*attacker, lang, HITS),
                played = cards(*count, *value, lang);
        RoundEndReason::Hit { attacker, value, count, could_parry: false } =>
            "{name} {hit} with {played} and it could not be parried.",
            "{name} {hit} avec {played} et elle ne pouvait pas être parée."
            where name = who.of(*attacker), hit = who.verb(*attacker, lang, HITS),
                played = cards(*count, *value, lang);
        RoundEndReason::Stuck { player } => "{name} {verb}.", "{name} {verb}."
            where name = who.of(*player), verb = who.verb(*player, lang, HAD_NOTHING);
        RoundEndReason::DeckOut(report) => "{path}; {decided}.", "{path}\u{202F}; {decided}."
            where path = deck_out_path(report.path, lang), decided = deck_out_decided(report, who, lang);
    }

    /// How a deck-out round was decided: the cards of the distance in hand, or the squares
    /// advanced.
    fn deck_out_decided(report: &DeckOutReport, who: &Names) match report {
        DeckOutReport { decided_by: DecidedBy::HandComparison, matching_cards: Some([m1, m2]), distance: d, .. } =>
            "cards of value {d} in hand: {n1} {m1}, {n2} {m2}",
            "cartes de valeur {d} en main\u{202F}: {n1} {m1}, {n2} {m2}"
            where [n1, n2] = [who.of(Seat::One), who.of(Seat::Two)];
        DeckOutReport { matching_cards: Some(_), distance: d, advancement: [a1, a2], .. } if *d > HIGHEST_CARD =>
            "no card reaches at distance {d}, so squares advanced: {n1} {a1}, {n2} {a2}",
            "aucune carte n’atteint à la distance {d}, donc cases gagnées\u{202F}: {n1} {a1}, {n2} {a2}"
            where [n1, n2] = [who.of(Seat::One), who.of(Seat::Two)];
        DeckOutReport { matching_cards: Some([m1, m2]), distance: d, advancement: [a1, a2], .. } =>
            "equal cards of value {d} ({m1}–{m2}), then squares advanced: {n1} {a1}, {n2} {a2}",
            "autant de cartes de valeur {d} ({m1}–{m2}), puis cases gagnées\u{202F}: {n1} {a1}, {n2} {a2}"
            where [n1, n2] = [who.of(Seat::One), who.of(Seat::Two)];
        DeckOutReport { matching_cards: None, advancement: [a1, a2], .. } =>
            "squares advanced: {n1} {a1}, {n2} {a2}",
            "cases gagnées\u{202F}: {n1} {a1}, {n2} {a2}"
            where [n1, n2] = [who.of(Seat::One), who.of(Seat::Two)];
    }
}

words! {
    fn deck_out_path(path: DeckOutPath) {
        DeckOutPath::NoFinalAttack =>
            "the deck ran out and no last attack was made",
            "la pioche est épuisée et aucune dernière attaque n'a été portée";
        DeckOutPath::LastTurnNotAttack => "the deck ran out", "la pioche est épuisée";
        DeckOutPath::LastAttackParried =>
            "the deck ran out and the last attack was parried",
            "la pioche est épuisée et la dernière attaque a été parée";
        DeckOutPath::LastAttackRetreated =>
            "the deck ran out and the defender retreated from the last attack",
            "la pioche est épuisée et le défenseur a rompu devant la dernière attaque";
    }
}

impl Explain for Error {
    fn explain(&self, lang: Lang) -> String {
        // The noun of the cards a refused play needs, as their count asks (the other refusals
        // count none).
        let cards = match self {
            Error::NotInHand { needed: n, .. } | Error::CannotParry { count: n, .. } => {
                let [one, many] = lang.texts().pick(["card", "cards"], ["carte", "cartes"]);
                noun_for(u64::from(*n), one, many, lang)
            }
            _ => "",
        };
        refusal(self, cards, lang)
    }
}

impl Explain for SetupError {
    fn explain(&self, lang: Lang) -> String {
        setup_problem(self, lang)
    }
}

// The game's facts that the sentences below name (with the cards' copies, the deck, a hand and
// the piste): the card values' range. Beyond the highest no card reaches, and the deck-end hand
// comparison says nothing.
const LOWEST_CARD: u8 = *VALUES.start();
const HIGHEST_CARD: u8 = *VALUES.end();

sentences! {
    /// Why an action is refused (`cards`: the noun of the cards a play needs).
    fn refusal(error: &Error, cards: &str) match error {
        Error::MatchIsOver => "The match is over.", "Le match est terminé.";
        Error::NoSuchCard { value } =>
            "{value} is not a card: cards are {LOWEST_CARD} to {HIGHEST_CARD}.",
            "{value} n'est pas une carte\u{202F}: les cartes vont de {LOWEST_CARD} à {HIGHEST_CARD}.";
        Error::ZeroCount => "Play at least one card.", "Jouez au moins une carte.";
        Error::NotInHand { value, needed, held } =>
            "You need {needed} {cards} of {value} but hold {held}.",
            "Il faut {needed} {cards} de {value} et vous en avez {held}.";
        Error::MustAnswerAttack =>
            "You are under attack: parry, retreat if allowed, or take the hit.",
            "Vous êtes attaqué\u{202F}: parez, rompez si c'est permis, ou acceptez la touche.";
        Error::NoAttackToAnswer =>
            "There is no attack to answer.",
            "Il n'y a aucune attaque à laquelle répondre.";
        Error::OnlyAttackNow =>
            "The deck is out: nobody may move; you may only attack.",
            "La pioche est vide\u{202F}: plus aucun déplacement, vous ne pouvez qu'attaquer.";
        Error::CannotPass =>
            "You cannot pass: play a card.",
            "Vous ne pouvez pas passer\u{202F}: jouez une carte.";
        Error::MoveReachesOpponent { card } =>
            "{card} would land on your opponent: that is an attack, not a move.",
            "{card} arriverait sur votre adversaire\u{202F}: c'est une attaque, pas un déplacement.";
        Error::MovePassesOpponent { card } =>
            "{card} would pass your opponent.",
            "{card} vous ferait dépasser votre adversaire.";
        Error::MoveOffPiste { card, .. } =>
            "{card} would take you off the piste.",
            "{card} vous ferait sortir de la piste.";
        Error::AttackOutOfDistance { card, distance } =>
            "An attack needs a card equal to the distance ({distance}); {card} is not.",
            "Une attaque demande une carte égale à la distance ({distance})\u{202F}; {card} ne l'est pas.";
        Error::BasicAttackIsOneCard =>
            "In Basic rules an attack is a single card.",
            "En règle débutant, une attaque se fait avec une seule carte.";
        Error::AdvanceAttackNeedsAdvanced =>
            "Advance-and-attack is an Advanced rule.",
            "Avancer et attaquer est une règle avancée.";
        Error::AdvanceBlocked { card } =>
            "Advancing {card} is not a legal move: it must stop short of your opponent.",
            "Avancer de {card} n'est pas un déplacement permis\u{202F}: il faut s'arrêter avant l'adversaire.";
        Error::CannotParry { value, count, held } =>
            "To parry you need {count} {cards} of {value}; you hold {held}.",
            "Pour parer il faut {count} {cards} de {value}\u{202F}; vous en avez {held}.";
        Error::RetreatOnlyAgainstAdvance { kind: AttackKind::Direct } =>
            "You may retreat only from an advance-and-attack; this attack was direct.",
            "On ne rompt que devant une attaque précédée d'une marche\u{202F}; celle-ci était directe.";
        Error::RetreatOnlyAgainstAdvance { kind: AttackKind::Indirect } =>
            "You may retreat only from an advance-and-attack.",
            "On ne rompt que devant une attaque précédée d'une marche.";
        Error::RetreatOffPiste { card } =>
            "Retreating {card} would take you off the piste.",
            "Rompre de {card} vous ferait sortir de la piste.";
    }

    /// What contradicts the rules in an explicit starting position.
    fn setup_problem(error: &SetupError) match error {
        SetupError::WrongCardCount { value, found } =>
            "there must be {COPIES_PER_VALUE} cards of {value}, found {found}",
            "il faut {COPIES_PER_VALUE} cartes de {value}, trouvé {found}";
        SetupError::NotACard { value } =>
            "{value} is not a card ({LOWEST_CARD} to {HIGHEST_CARD})",
            "{value} n'est pas une carte ({LOWEST_CARD} à {HIGHEST_CARD})";
        SetupError::TotalCards { found } =>
            "hands, pile and discards must hold {DECK_SIZE} cards, found {found}",
            "mains, pioche et défausse doivent compter {DECK_SIZE} cartes, trouvé {found}";
        SetupError::HandTooBig { seat_number, size } =>
            "player {seat_number} holds {size} cards (at most {HAND_SIZE})",
            "le joueur {seat_number} a {size} cartes ({HAND_SIZE} au plus)";
        SetupError::FencerOffPiste { seat_number, square } =>
            "player {seat_number} stands on square {square}, off the {LAST_SQUARE}-square piste",
            "le joueur {seat_number} est sur la case {square}, hors de la piste de {LAST_SQUARE} cases";
        SetupError::SameSquare { square } =>
            "both fencers stand on square {square}",
            "les deux tireurs sont sur la case {square}";
        SetupError::FencersCrossed =>
            "player 1 must stand nearer square {FIRST_SQUARE} than player 2",
            "le joueur 1 doit être plus près de la case {FIRST_SQUARE} que le joueur 2";
        SetupError::ScoreAtTarget { seat_number } =>
            "player {seat_number} has already won the match",
            "le joueur {seat_number} a déjà gagné le match";
        SetupError::BadPendingAttack =>
            "the pending attack must use 1 to {HAND_SIZE} cards whose value ({LOWEST_CARD} to {HIGHEST_CARD}) equals the distance (and Basic has none)",
            "l'attaque en cours doit compter de 1 à {HAND_SIZE} cartes dont la valeur ({LOWEST_CARD} à {HIGHEST_CARD}) égale la distance (et la règle débutant n'en a pas)";
        SetupError::IndirectAttackNeedsAdvanced =>
            "an advance-and-attack needs Advanced rules",
            "une attaque avec marche demande la règle avancée";
        SetupError::EmptyPileWithoutAttack =>
            "an empty draw pile needs a pending attack (the deck-end sequence)",
            "une pioche vide demande une attaque en cours (la fin de pioche)";
        SetupError::ZeroTargetScore =>
            "the target score must be at least 1",
            "le score à atteindre doit être d'au moins 1";
        SetupError::RoundOutOfRange { round } =>
            "round {round} is out of range (1 to {MAX_ROUND})",
            "la manche {round} est hors limites (1 à {MAX_ROUND})";
    }
}

sentences! {
    /// "5 cards": singular for 1 in English, for 0 and 1 in French.
    fn card_count(n: u8) match n {
        0 => "0 cards", "0 carte";
        1 => "1 card", "1 carte";
        n => "{n} cards", "{n} cartes";
    }

    /// "13 squares", singular as `card_count`.
    fn square_count(n: u8) match n {
        0 => "0 squares", "0 case";
        1 => "1 square", "1 case";
        n => "{n} squares", "{n} cases";
    }

    /// "Bruno holds 5 cards." / "You hold 5 cards.": `seat`'s hand size, the verb agreeing.
    pub fn hand_count(names: &Names, seat: Seat, cards: u8) in lang {
        "{name} {verb} {held}.", "{name} {verb} {held} en main."
            where name = names.of(seat), verb = names.verb(seat, lang, ["holds", "hold", "a", "avez"]),
                held = card_count(cards, lang);
    }

    /// The piste in words: "Round 2, score Anna 1 – Bruno 0. Anna on square 5, Bruno on square
    /// 18: 13 squares apart. 12 cards left in the deck."
    pub fn describe_piste(public: &Public, names: &Names) in lang {
        "Round {round}, score {one} {s1} – {two} {s2}. {one} on square {p1}, {two} on square {p2}: {gap} apart. {left} left in the deck.",
        "Manche {round}, score {one} {s1} – {two} {s2}. {one} sur la case {p1}, {two} sur la case {p2}\u{202F}: {gap} d’écart. {left} dans la pioche."
            where (one, two) = (names.of(Seat::One), names.of(Seat::Two)), [s1, s2] = public.score,
                [p1, p2] = public.piste.0, round = public.round,
                gap = square_count(public.piste.distance(), lang),
                left = card_count(public.pile_count, lang);
    }

    /// An En Garde match at the end of a record: won, or still on.
    pub fn replay_outcome(winner: Option<&str>, score: [u8; 2], round: u16, to_play: &str) match (winner, score) {
        (Some(name), [s1, s2]) =>
            "{name} wins the match {s1}–{s2}.",
            "{name} remporte le match {s1}–{s2}.";
        (None, [s1, s2]) =>
            "match in progress, score {s1}–{s2}, round {round}, {to_play} to play.",
            "match en cours, score {s1}–{s2}, manche {round}, à {to_play} de jouer.";
    }
}

super::game_info!(
    crate::games::en_garde::EnGarde,
    Text,
    super::en_garde_rules::rules_page,
    [GameCredits1, GameCredits2]
);

/// One line of En Garde's log: a heading for a new round, or an event told with or without the
/// cards (the memory-aid option decides).
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Round(u16),
    Event { event: Event, show_cards: bool },
}

impl Line {
    /// The game's event, if this line tells one.
    pub fn event(&self) -> Option<&Event> {
        match self {
            Line::Round(_) => None,
            Line::Event { event, .. } => Some(event),
        }
    }
}

impl Narrated for crate::games::en_garde::EnGarde {
    type Event = Line;

    fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Line> {
        let show_cards = before.options.show_played_cards;
        // No card is on the discard before a round's first action (every action but taking a
        // hit or passing plays one, and neither can open a round): the round's heading.
        let heading = before
            .top_discard
            .is_none()
            .then_some(Line::Round(before.round));
        heading
            .into_iter()
            .chain(
                crate::games::en_garde::events(before, actor, action, after)
                    .into_iter()
                    .map(|event| Line::Event { event, show_cards }),
            )
            .collect()
    }

    fn event_text(line: &Line, names: &Names, lang: Lang) -> String {
        match line {
            Line::Round(round) => round_heading(*round, lang),
            Line::Event { event, show_cards } => event_text(event, names, *show_cards, lang),
        }
    }

    fn event_kind(line: &Line) -> LineKind {
        match line {
            Line::Round(_) => LineKind::Heading,
            Line::Event {
                event: Event::RoundEnded(_) | Event::MatchWon { .. },
                ..
            } => LineKind::Key,
            Line::Event { .. } => LineKind::Plain,
        }
    }

    fn action_text(_view: &crate::games::en_garde::View, action: &Action, lang: Lang) -> String {
        action_text(action, lang)
    }

    fn outcome_text(state: &Self, names: &Names, lang: Lang) -> String {
        let winner = match state.outcome() {
            Some(Outcome::Winner(seat)) => Some(names.of(seat)),
            _ => None,
        };
        let to_play = state.to_act().map(|s| names.of(s)).unwrap_or_default();
        replay_outcome(winner, state.score(), state.round(), to_play, lang)
    }

    fn rules_name(rules: &RuleSet, lang: Lang) -> String {
        rule_set_name(*rules, lang)
    }
}
