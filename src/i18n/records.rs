//! Game records: why the record reader (`core::import`) refused a file, and the words of
//! `touche replay` (seat names, outcomes). The browser's import shows the same sentences.
use super::{messages, sentences, Explain, Lang};
use crate::core::import::{ReadError, RecordError, MAX_RECORD_BYTES};
use crate::core::record::{Recorded, FORMAT_VERSION};
use crate::core::RuleError;
use crate::games::import::AnyReadError;

messages! {
    pub enum Text {
        PlayerOne => "Player 1", "Joueur 1";
        PlayerTwo => "Player 2", "Joueur 2";
        Outcome => "Outcome:", "Résultat\u{202F}:";
        NotText => "the file is not UTF-8 text", "le fichier n'est pas du texte UTF-8";
    }
}

/// The players of a replayed record: "Player 1", "Player 2".
pub fn seat_names(lang: Lang) -> [String; 2] {
    [
        Text::PlayerOne.text(lang).to_string(),
        Text::PlayerTwo.text(lang).to_string(),
    ]
}

sentences! {
    /// A file that could not be read at all (`reason`: the system's words).
    pub fn cannot_read(path: &str, reason: &str) {
        "cannot read {path}: {reason}",
        "impossible de lire {path}\u{202F}: {reason}";
    }
}

sentences! {
    /// A file that is not a record: "FILE is not a valid game record: why".
    pub fn not_a_record(path: &str, error: &RecordError) in lang {
        "{path} is not a valid game record: {why}",
        "{path} n'est pas un enregistrement de partie valide\u{202F}: {why}"
            where why = record_error(error, lang);
    }

    /// What is wrong with the file itself.
    pub fn record_error(error: &RecordError) in lang match error {
        RecordError::TooLarge { bytes } =>
            "the file is larger than {mib} MiB ({bytes} bytes)",
            "le fichier dépasse {mib} Mio ({bytes} octets)"
            where mib = MAX_RECORD_BYTES / (1024 * 1024);
        RecordError::NotText => "{text}", "{text}" where text = Text::NotText.text(lang);
        // The JSON parser's own words, in English only.
        RecordError::Malformed(message) => "{message}", "{message}";
        RecordError::UnsupportedFormat { found } =>
            "unsupported format version {found} (this program reads version {FORMAT_VERSION})",
            "version de format {found} non prise en charge (ce programme lit la version {FORMAT_VERSION})";
        RecordError::UnknownGame(game) => "unknown game {game:?}", "jeu inconnu {game:?}";
    }

    /// A file that is not a record, without its name: "not a valid game record: why".
    pub fn invalid_record(error: &RecordError) in lang {
        "not a valid game record: {why}",
        "pas un enregistrement de partie valide\u{202F}: {why}"
            where why = record_error(error, lang);
    }

    fn wrong_game(expected: &str, found: &str) {
        "expected a {expected} record, found {found:?}",
        "un enregistrement {expected} était attendu, trouvé {found:?}";
    }

    fn bad_rules(why: &str) { "bad rules: {why}", "règles invalides\u{202F}: {why}"; }

    fn bad_options(why: &str) { "bad options: {why}", "options invalides\u{202F}: {why}"; }

    fn bad_position(why: &str) {
        "bad start position: {why}",
        "position de départ invalide\u{202F}: {why}";
    }

    /// The start's problems beyond those listed.
    fn more_problems(more: usize) { "… and {more} more", "… et {more} de plus"; }

    fn start_contradicts(reasons: &str) {
        "the start of the game contradicts itself: {reasons}",
        "le départ de la partie se contredit\u{202F}: {reasons}";
    }

    fn unreadable_action_at(index: usize, message: &str) {
        "action at index {index} cannot be read: {message}",
        "l'action d'indice {index} est illisible\u{202F}: {message}";
    }

    fn illegal_action(index: usize, json: &serde_json::Value, rule: &str, why: &str) {
        "action at index {index} ({json}) is illegal, rule {rule}: {why}",
        "l'action d'indice {index} ({json}) est illégale, règle {rule}\u{202F}: {why}";
    }
}

/// Why a record of game `G` was refused: the action's index and rule, or what is wrong.
pub fn read_error<G>(error: &ReadError<G>, lang: Lang) -> String
where
    G: Recorded,
    G::Error: Explain,
    G::SetupError: Explain,
{
    match error {
        ReadError::File(e) => invalid_record(e, lang),
        ReadError::WrongGame { expected, found } => wrong_game(expected, found, lang),
        ReadError::BadRules(m) => bad_rules(m, lang),
        ReadError::BadOptions(m) => bad_options(m, lang),
        ReadError::BadPosition(m) => bad_position(m, lang),
        ReadError::Setup { problems, more } => {
            let mut reasons: Vec<String> = problems
                .iter()
                .map(|p| format!("[{}] {}", p.rule_id(), p.explain(lang)))
                .collect();
            if *more > 0 {
                reasons.push(more_problems(*more, lang));
            }
            start_contradicts(&reasons.join("; "), lang)
        }
        ReadError::UnreadableAction { index, message } => {
            unreadable_action_at(*index, message, lang)
        }
        ReadError::Illegal {
            index,
            action,
            error,
        } => illegal_action(
            *index,
            &G::action_to_json(action),
            error.rule_id(),
            &error.explain(lang),
            lang,
        ),
    }
}

/// Why a record of any game was refused.
pub fn any_read_error(error: &AnyReadError, lang: Lang) -> String {
    crate::match_read_error!(error, File(e) => invalid_record(e, lang), e => read_error(e, lang))
}

/// `any_read_error` in a player's words (an import in the browser): the JSON parser's English,
/// a developer's text, is left out; the command line keeps it (`any_read_error`).
pub fn any_read_error_for_players(error: &AnyReadError, lang: Lang) -> String {
    crate::match_read_error!(error, File(e) => file_for_players(e, lang), e => match e {
        ReadError::File(file) => file_for_players(file, lang),
        ReadError::UnreadableAction { index, .. } => unreadable_action(*index, lang),
        other => read_error(other, lang),
    })
}

sentences! {
    fn file_for_players(error: &RecordError) in lang match error {
        RecordError::Malformed(_) =>
            "This file is not a game record this site can read: its text is damaged, or it comes from another program.",
            "Ce fichier n’est pas une partie que ce site sait lire\u{202F}: son texte est abîmé, ou il vient d’un autre programme.";
        other => "{why}", "{why}" where why = invalid_record(other, lang);
    }

    fn unreadable_action(index: usize) {
        "Move {number} of this record is not a move of this game.",
        "Le coup {number} de cette partie n’est pas un coup de ce jeu."
            where number = index + 1;
    }
}
