//! The words of `touche arena` and `touche engine`: the arena's report, the engine protocol's
//! error lines, and why a view read from outside is refused (`ViewProblem` of each game).
use super::{messages, sentences, Explain, Lang};
use crate::core::{RuleError, Seat};
use crate::games::skirman::{MAX_EXCHANGES, MAX_EXCHANGE_CARDS};
use crate::games::{en_garde, fifes, skirman};

messages! {
    pub enum Text {
        NoLegalAction => "the seat to act has no legal action", "le joueur au trait n'a aucune action légale";
        NotUtf8 => "the line is not UTF-8 text", "la ligne n'est pas du texte UTF-8";
        NotAnObject => "a line must be one JSON object: a view", "une ligne doit être un objet JSON\u{202F}: une vue";
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

sentences! {
    /// The arena's first line: who plays whom, on what, how many games, from which seed.
    pub fn arena_header(game: &str, rules: &str, players: [&str; 2], games: u32, seed: u64, jobs: usize) match players {
        [a, b] =>
            "{game} ({rules}): A = {a} against B = {b}, {games} games on duplicate deals (sides swapped), seed {seed}, {jobs} thread(s)",
            "{game} ({rules})\u{202F}: A = {a} contre B = {b}, {games} parties sur donnes dupliquées (places échangées), graine {seed}, {jobs} fil(s)";
    }

    /// The arena's tally from A's side: wins, draws, losses (and games cut off by the action
    /// limit, counted as draws).
    pub fn arena_tally(wins: u32, draws: u32, losses: u32, unfinished: u32) match unfinished {
        0 =>
            "A: {wins} won, {draws} drawn, {losses} lost",
            "A\u{202F}: {wins} gagnée(s), {draws} nulle(s), {losses} perdue(s)";
        n =>
            "A: {wins} won, {draws} drawn, {losses} lost ({n} stopped by the action limit, counted as draws)",
            "A\u{202F}: {wins} gagnée(s), {draws} nulle(s), {losses} perdue(s) (dont {n} arrêtée(s) par la limite d'actions, comptées nulles)";
    }

    /// The arena's last line: `A won W of N (P%, 95% CI [LO%, HI%])`, a draw counting half.
    pub fn arena_summary(a_points: f64, games: u32, interval: (f64, f64, f64)) match interval {
        (share, low, high) =>
            "A won {w} of {games} ({p:.1}%, 95% CI [{lo:.1}%, {hi:.1}%])",
            "A a gagné {w} sur {games} ({p:.1} %, IC à 95 % [{lo:.1} %, {hi:.1} %])"
            where w = points(a_points), p = share * 100.0, lo = low * 100.0, hi = high * 100.0;
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

sentences! {
    /// A view refused for its contradictions, every one listed.
    pub fn impossible_view(problems: &[String]) {
        "impossible view: {list}", "vue impossible\u{202F}: {list}"
            where list = problems.join("; ");
    }

    fn not_your_decision(viewer: Seat) {
        "this is player {n}'s view, and it is not player {n}'s decision",
        "c'est la vue du joueur {n}, et ce n'est pas à lui de décider"
            where n = viewer.number();
    }

    fn unreachable() {
        "the parts of the view contradict each other: no position shows it",
        "les parties de la vue se contredisent\u{202F}: aucune position ne la montre";
    }

    fn hand_size(said: u8, holds: u8) {
        "the public part says the viewer holds {said} card(s), its hand has {holds}",
        "la partie publique annonce {said} carte(s) en main, la main en a {holds}";
    }
}

/// A position's contradiction, with its rule as the record reader gives it.
fn setup<E: RuleError + Explain>(error: &E, lang: Lang) -> String {
    format!("{} ({})", error.explain(lang), error.rule_id())
}

sentences! {
    /// Why a view of En Garde is refused.
    fn en_garde_problem(problem: &en_garde::ViewProblem) in lang match problem {
        en_garde::ViewProblem::MatchOver =>
            "the match is over: there is no decision to make",
            "le match est terminé\u{202F}: il n'y a rien à décider";
        en_garde::ViewProblem::NotYourDecision { viewer } => "{why}", "{why}"
            where why = not_your_decision(*viewer, lang);
        en_garde::ViewProblem::Setup(error) => "{why}", "{why}" where why = setup(error, lang);
        en_garde::ViewProblem::HandSizeMismatch { said, holds } => "{why}", "{why}"
            where why = hand_size(*said, *holds, lang);
        en_garde::ViewProblem::TopDiscard =>
            "the top discard does not agree with the cards played this round",
            "la carte visible de la défausse ne correspond pas aux cartes jouées dans la manche";
        en_garde::ViewProblem::PhaseAndPile =>
            "the phase does not fit the rule set or the draw pile (deck end: EG12, EG13)",
            "la phase ne correspond pas aux règles ou à la pioche (fin de pioche\u{202F}: EG12, EG13)";
        en_garde::ViewProblem::LastRetreat =>
            "the last retreat is not the opponent's answer to an advance-and-attack just \
             before this turn, with the top discard as its card (EG8, EG9)",
            "la dernière retraite n'est pas la réponse de l'adversaire à une attaque avec \
             avance juste avant ce tour, avec la carte visible de la défausse (EG8, EG9)";
        en_garde::ViewProblem::Unreachable => "{why}", "{why}" where why = unreachable(lang);
    }

    /// Why a view of Fifes and Drums is refused.
    fn fifes_problem(problem: &fifes::ViewProblem) in lang match problem {
        fifes::ViewProblem::GameOver =>
            "the game is over: there is no decision to make",
            "la partie est terminée\u{202F}: il n'y a rien à décider";
        fifes::ViewProblem::NotYourDecision { viewer } => "{why}", "{why}"
            where why = not_your_decision(*viewer, lang);
        fifes::ViewProblem::Setup(error) => "{why}", "{why}" where why = setup(error, lang);
        fifes::ViewProblem::PileCount { said, expected } =>
            "after these turns the pile holds {expected} card(s), not {said}",
            "après ces tours la pioche compte {expected} carte(s), pas {said}";
        fifes::ViewProblem::TurnOrder =>
            "the first player and the seat to act do not fit the turns played (turns alternate)",
            "le premier joueur et le joueur au trait ne correspondent pas aux tours joués (les tours alternent)";
        fifes::ViewProblem::History =>
            "the turns listed do not agree with the discards, the display and the battlefield (A-FD13)",
            "les tours listés ne correspondent pas à la défausse, au tableau et au champ de bataille (A-FD13)";
        fifes::ViewProblem::Unreachable => "{why}", "{why}" where why = unreachable(lang);
    }

    /// Why a view of Skirm'an is refused.
    fn skirman_problem(problem: &skirman::ViewProblem) in lang match problem {
        skirman::ViewProblem::GameOver =>
            "the bout is over: there is no decision to make",
            "l'assaut est terminé\u{202F}: il n'y a rien à décider";
        skirman::ViewProblem::NotYourDecision { viewer } => "{why}", "{why}"
            where why = not_your_decision(*viewer, lang);
        skirman::ViewProblem::Setup(error) => "{why}", "{why}" where why = setup(error, lang);
        skirman::ViewProblem::HandSizeMismatch { said, holds } => "{why}", "{why}"
            where why = hand_size(*said, *holds, lang);
        skirman::ViewProblem::WarningPool { said, expected } =>
            "with these warnings the pool holds {expected}, not {said} (SK9)",
            "avec ces avertissements la réserve en compte {expected}, pas {said} (SK9)";
        skirman::ViewProblem::MarcheCount { count } =>
            "{count} MARCHEs in a row: the third one scores (SK15)",
            "{count} MARCHE de suite\u{202F}: la troisième marque (SK15)";
        skirman::ViewProblem::CardTotal { found, expected } =>
            "hands, talon, discard pile, chain and the cards kept or set aside hold {found} cards; the level has {expected}",
            "mains, talon, défausse, phrase d'armes et cartes gardées ou écartées comptent {found} cartes\u{202F}; le niveau en a {expected}";
        skirman::ViewProblem::PhaseAndTable =>
            "the phase does not fit the table: an exchange starts on an empty table and only the opening waits on one (§7); after a BALAYAGE its player holds the TOUCHE it announced (SK8)",
            "la phase ne correspond pas à la table\u{202F}: un échange commence sur une table vide et seule l'ouverture l'attend (§7)\u{202F}; après un BALAYAGE son auteur tient la TOUCHE annoncée (SK8)";
        skirman::ViewProblem::TooLong { exchanges, cards } =>
            "{exchanges} finished exchanges holding {cards} cards: a view holds at most {MAX_EXCHANGES} exchanges and {MAX_EXCHANGE_CARDS} cards in them",
            "{exchanges} échanges terminés comptant {cards} cartes\u{202F}: une vue en contient au plus {MAX_EXCHANGES} et {MAX_EXCHANGE_CARDS} cartes";
        skirman::ViewProblem::ExchangeCards { exchange, card, expected, found } =>
            "finished exchange {number} shows {card} {found} times; the level has {expected} (SK29)",
            "l'échange terminé n° {number} montre {card} {found} fois\u{202F}; le niveau en a {expected} (SK29)"
            where number = exchange + 1, card = crate::i18n::skirman::card_name(*card, lang);
        skirman::ViewProblem::Unreachable => "{why}", "{why}" where why = unreachable(lang);
    }
}

impl Explain for en_garde::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        en_garde_problem(self, lang)
    }
}

impl Explain for fifes::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        fifes_problem(self, lang)
    }
}

impl Explain for skirman::ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        skirman_problem(self, lang)
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
