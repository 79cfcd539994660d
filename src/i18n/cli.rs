//! The words of `touche arena` and `touche engine`: the arena's report, the engine protocol's
//! error lines, and why a view read from outside is refused (`ViewProblem` of each game).
use super::{messages, sentences, Explain, Lang, Words};
use crate::core::{RuleError, Seat};
use crate::games::{en_garde, fifes, skirman};

messages! {
    pub enum Text {
        NoLegalAction => "the seat to act has no legal action", "le joueur au trait n'a aucune action légale";
        NotUtf8 => "the line is not UTF-8 text", "la ligne n'est pas du texte UTF-8";
        NotAnObject => "a line must be one JSON object: a view", "une ligne doit être un objet JSON\u{202F}: une vue";
    }
}

/// The arena's first line: who plays whom, on what, how many games, from which seed.
pub fn arena_header(
    game: &str,
    rules: &str,
    [a, b]: [&str; 2],
    games: u32,
    seed: u64,
    jobs: usize,
    lang: Lang,
) -> String {
    match lang.texts() {
        Words::En(_) => format!(
            "{game} ({rules}): A = {a} against B = {b}, {games} games on duplicate deals (sides swapped), seed {seed}, {jobs} thread(s)"
        ),
        Words::Fr(_) => format!(
            "{game} ({rules})\u{202F}: A = {a} contre B = {b}, {games} parties sur donnes dupliquées (places échangées), graine {seed}, {jobs} fil(s)"
        ),
    }
}

/// The arena's tally from A's side: wins, draws, losses (and games cut off by the action limit,
/// counted as draws).
pub fn arena_tally(wins: u32, draws: u32, losses: u32, unfinished: u32, lang: Lang) -> String {
    let cut = match (unfinished, lang.texts()) {
        (0, _) => String::new(),
        (n, Words::En(_)) => format!(" ({n} stopped by the action limit, counted as draws)"),
        (n, Words::Fr(_)) => {
            format!(" (dont {n} arrêtée(s) par la limite d'actions, comptées nulles)")
        }
    };
    match lang.texts() {
        Words::En(_) => format!("A: {wins} won, {draws} drawn, {losses} lost{cut}"),
        Words::Fr(_) => {
            format!("A\u{202F}: {wins} gagnée(s), {draws} nulle(s), {losses} perdue(s){cut}")
        }
    }
}

/// A number of points: whole, or with a half (a draw is half a point).
fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

/// The arena's last line: `A won W of N (P%, 95% CI [LO%, HI%])`, a draw counting half.
pub fn arena_summary(
    a_points: f64,
    games: u32,
    (share, low, high): (f64, f64, f64),
    lang: Lang,
) -> String {
    let (w, p, lo, hi) = (points(a_points), share * 100.0, low * 100.0, high * 100.0);
    match lang.texts() {
        Words::En(_) => format!("A won {w} of {games} ({p:.1}%, 95% CI [{lo:.1}%, {hi:.1}%])"),
        Words::Fr(_) => {
            format!("A a gagné {w} sur {games} ({p:.1} %, IC à 95 % [{lo:.1} %, {hi:.1} %])")
        }
    }
}

sentences! {
    /// A line longer than the engine reads.
    pub fn line_too_long(max: usize) {
        "the line is longer than {max} bytes",
        "la ligne dépasse {max} octets";
    }

    /// A line that is not a view of the game (`why`: the JSON parser's words, in English).
    pub fn not_a_view(game: &str, why: &str) {
        "not a view of {game}: {why}",
        "pas une vue de {game}\u{202F}: {why}";
    }

    /// A view of other rules than the engine was started with.
    pub fn wrong_rules(expected: &str, found: &str) {
        "this engine plays the {expected} rules, the view is of {found}",
        "ce moteur joue les règles {expected}, la vue est en {found}";
    }
}

/// A view refused for its contradictions, every one listed.
pub fn impossible_view(problems: &[String], lang: Lang) -> String {
    let list = problems.join("; ");
    match lang.texts() {
        Words::En(_) => format!("impossible view: {list}"),
        Words::Fr(_) => format!("vue impossible\u{202F}: {list}"),
    }
}

fn not_your_decision(viewer: Seat, lang: Lang) -> String {
    let n = viewer.number();
    match lang.texts() {
        Words::En(_) => format!("this is player {n}'s view, and it is not player {n}'s decision"),
        Words::Fr(_) => format!("c'est la vue du joueur {n}, et ce n'est pas à lui de décider"),
    }
}

fn unreachable(lang: Lang) -> String {
    match lang.texts() {
        Words::En(_) => "the parts of the view contradict each other: no position shows it".into(),
        Words::Fr(_) => {
            "les parties de la vue se contredisent\u{202F}: aucune position ne la montre".into()
        }
    }
}

sentences! {
    fn hand_size(said: u8, holds: u8) {
        "the public part says the viewer holds {said} card(s), its hand has {holds}",
        "la partie publique annonce {said} carte(s) en main, la main en a {holds}";
    }
}

/// A position's contradiction, with its rule as the record reader gives it.
fn setup<E: RuleError + Explain>(error: &E, lang: Lang) -> String {
    format!("{} ({})", error.explain(lang), error.rule_id())
}

impl Explain for en_garde::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        use en_garde::ViewProblem as P;
        match (self, lang.texts()) {
            (P::MatchOver, Words::En(_)) => "the match is over: there is no decision to make".into(),
            (P::MatchOver, Words::Fr(_)) => "le match est terminé\u{202F}: il n'y a rien à décider".into(),
            (P::NotYourDecision { viewer }, _) => not_your_decision(*viewer, lang),
            (P::Setup(error), _) => setup(error, lang),
            (P::HandSizeMismatch { said, holds }, _) => hand_size(*said, *holds, lang),
            (P::TopDiscard, Words::En(_)) => {
                "the top discard does not agree with the cards played this round".into()
            }
            (P::TopDiscard, Words::Fr(_)) => {
                "la carte visible de la défausse ne correspond pas aux cartes jouées dans la manche"
                    .into()
            }
            (P::PhaseAndPile, Words::En(_)) => {
                "the phase does not fit the rule set or the draw pile (deck end: EG12, EG13)".into()
            }
            (P::PhaseAndPile, Words::Fr(_)) => {
                "la phase ne correspond pas aux règles ou à la pioche (fin de pioche\u{202F}: EG12, EG13)"
                    .into()
            }
            (P::LastRetreat, Words::En(_)) => {
                "the last retreat is not the opponent's answer to an advance-and-attack just \
                 before this turn, with the top discard as its card (EG8, EG9)"
                    .into()
            }
            (P::LastRetreat, Words::Fr(_)) => {
                "la dernière retraite n'est pas la réponse de l'adversaire à une attaque avec \
                 avance juste avant ce tour, avec la carte visible de la défausse (EG8, EG9)"
                    .into()
            }
            (P::Unreachable, _) => unreachable(lang),
        }
    }
}

impl Explain for fifes::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        use fifes::ViewProblem as P;
        match (self, lang.texts()) {
            (P::GameOver, Words::En(_)) => "the game is over: there is no decision to make".into(),
            (P::GameOver, Words::Fr(_)) => "la partie est terminée\u{202F}: il n'y a rien à décider".into(),
            (P::NotYourDecision { viewer }, _) => not_your_decision(*viewer, lang),
            (P::Setup(error), _) => setup(error, lang),
            (P::PileCount { said, expected }, Words::En(_)) => {
                format!("after these turns the pile holds {expected} card(s), not {said}")
            }
            (P::PileCount { said, expected }, Words::Fr(_)) => {
                format!("après ces tours la pioche compte {expected} carte(s), pas {said}")
            }
            (P::TurnOrder, Words::En(_)) => "the first player and the seat to act do not fit the turns played (turns alternate)".into(),
            (P::TurnOrder, Words::Fr(_)) => "le premier joueur et le joueur au trait ne correspondent pas aux tours joués (les tours alternent)".into(),
            (P::History, Words::En(_)) => "the turns listed do not agree with the discards, the display and the battlefield (A-FD13)".into(),
            (P::History, Words::Fr(_)) => "les tours listés ne correspondent pas à la défausse, au tableau et au champ de bataille (A-FD13)".into(),
            (P::Unreachable, _) => unreachable(lang),
        }
    }
}

impl Explain for skirman::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        use skirman::ViewProblem as P;
        match (self, lang.texts()) {
            (P::GameOver, Words::En(_)) => "the bout is over: there is no decision to make".into(),
            (P::GameOver, Words::Fr(_)) => "l'assaut est terminé\u{202F}: il n'y a rien à décider".into(),
            (P::NotYourDecision { viewer }, _) => not_your_decision(*viewer, lang),
            (P::Setup(error), _) => setup(error, lang),
            (P::HandSizeMismatch { said, holds }, _) => hand_size(*said, *holds, lang),
            (P::WarningPool { said, expected }, Words::En(_)) => {
                format!("with these warnings the pool holds {expected}, not {said} (SK9)")
            }
            (P::WarningPool { said, expected }, Words::Fr(_)) => {
                format!("avec ces avertissements la réserve en compte {expected}, pas {said} (SK9)")
            }
            (P::MarcheCount { count }, Words::En(_)) => {
                format!("{count} MARCHEs in a row: the third one scores (SK15)")
            }
            (P::MarcheCount { count }, Words::Fr(_)) => {
                format!("{count} MARCHE de suite\u{202F}: la troisième marque (SK15)")
            }
            (P::CardTotal { found, expected }, Words::En(_)) => format!(
                "hands, talon, discard pile, chain and the cards kept or set aside hold {found} cards; the level has {expected}"
            ),
            (P::CardTotal { found, expected }, Words::Fr(_)) => format!(
                "mains, talon, défausse, phrase d'armes et cartes gardées ou écartées comptent {found} cartes\u{202F}; le niveau en a {expected}"
            ),
            (P::PhaseAndTable, Words::En(_)) => "the phase does not fit the table: an exchange starts on an empty table and only the opening waits on one (§7); after a BALAYAGE its player holds the TOUCHE it announced (SK8)".into(),
            (P::PhaseAndTable, Words::Fr(_)) => "la phase ne correspond pas à la table\u{202F}: un échange commence sur une table vide et seule l'ouverture l'attend (§7)\u{202F}; après un BALAYAGE son auteur tient la TOUCHE annoncée (SK8)".into(),
            (P::TooLong { exchanges, cards }, Words::En(_)) => format!(
                "{exchanges} finished exchanges holding {cards} cards: a view holds at most {} exchanges and {} cards in them",
                skirman::MAX_EXCHANGES,
                skirman::MAX_EXCHANGE_CARDS
            ),
            (P::TooLong { exchanges, cards }, Words::Fr(_)) => format!(
                "{exchanges} échanges terminés comptant {cards} cartes\u{202F}: une vue en contient au plus {} et {} cartes",
                skirman::MAX_EXCHANGES,
                skirman::MAX_EXCHANGE_CARDS
            ),
            (P::ExchangeCards { exchange, card, expected, found }, Words::En(_)) => format!(
                "finished exchange {} shows {} {found} times; the level has {expected} (SK29)",
                exchange + 1,
                crate::i18n::skirman::card_name(*card, lang)
            ),
            (P::ExchangeCards { exchange, card, expected, found }, Words::Fr(_)) => format!(
                "l'échange terminé n° {} montre {} {found} fois\u{202F}; le niveau en a {expected} (SK29)",
                exchange + 1,
                crate::i18n::skirman::card_name(*card, lang)
            ),
            (P::Unreachable, _) => unreachable(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arena_line_counts_a_draw_as_half() {
        let line = arena_summary(61.5, 100, (0.615, 0.517, 0.705), Lang::En);
        assert_eq!(line, "A won 61.5 of 100 (61.5%, 95% CI [51.7%, 70.5%])");
        let whole = arena_summary(70.0, 100, (0.7, 0.604, 0.781), Lang::En);
        assert_eq!(whole, "A won 70 of 100 (70.0%, 95% CI [60.4%, 78.1%])");
    }

    #[test]
    fn every_problem_reads_in_both_languages() {
        let all: Vec<Box<dyn Explain>> = vec![
            Box::new(en_garde::ViewProblem::MatchOver),
            Box::new(en_garde::ViewProblem::TopDiscard),
            Box::new(en_garde::ViewProblem::PhaseAndPile),
            Box::new(en_garde::ViewProblem::LastRetreat),
            Box::new(fifes::ViewProblem::History),
            Box::new(fifes::ViewProblem::TurnOrder),
            Box::new(skirman::ViewProblem::PhaseAndTable),
            Box::new(skirman::ViewProblem::MarcheCount { count: 4 }),
            Box::new(skirman::ViewProblem::TooLong {
                exchanges: 600,
                cards: 3000,
            }),
            Box::new(skirman::ViewProblem::ExchangeCards {
                exchange: 2,
                card: skirman::Card::Fleche,
                expected: 1,
                found: 2,
            }),
        ];
        for problem in all {
            let [en, fr] = [problem.explain(Lang::En), problem.explain(Lang::Fr)];
            assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{en} / {fr}");
        }
    }
}
