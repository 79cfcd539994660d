//! Game records: why the record reader (`core::import`) refused a file, and the words of
//! `touche replay` (seat names, outcomes). The browser's import shows the same sentences.
use super::{messages, sentences, Explain, Lang, Words};
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

/// A file that is not a record: "FILE is not a valid game record: why".
pub fn not_a_record(path: &str, error: &RecordError, lang: Lang) -> String {
    let why = record_error(error, lang);
    match lang.texts() {
        Words::En(_) => format!("{path} is not a valid game record: {why}"),
        Words::Fr(_) => {
            format!("{path} n'est pas un enregistrement de partie valide\u{202F}: {why}")
        }
    }
}

/// What is wrong with the file itself.
pub fn record_error(error: &RecordError, lang: Lang) -> String {
    let mib = MAX_RECORD_BYTES / (1024 * 1024);
    match (error, lang.texts()) {
        (RecordError::TooLarge { bytes }, Words::En(_)) => {
            format!("the file is larger than {mib} MiB ({bytes} bytes)")
        }
        (RecordError::TooLarge { bytes }, Words::Fr(_)) => {
            format!("le fichier dépasse {mib} Mio ({bytes} octets)")
        }
        (RecordError::NotText, _) => Text::NotText.text(lang).to_string(),
        // The JSON parser's own words, in English only.
        (RecordError::Malformed(message), _) => message.clone(),
        (RecordError::UnsupportedFormat { found }, Words::En(_)) => format!(
            "unsupported format version {found} (this program reads version {FORMAT_VERSION})"
        ),
        (RecordError::UnsupportedFormat { found }, Words::Fr(_)) => format!(
            "version de format {found} non prise en charge (ce programme lit la version {FORMAT_VERSION})"
        ),
        (RecordError::UnknownGame(game), Words::En(_)) => format!("unknown game {game:?}"),
        (RecordError::UnknownGame(game), Words::Fr(_)) => format!("jeu inconnu {game:?}"),
    }
}

/// A file that is not a record, without its name: "not a valid game record: why".
pub fn invalid_record(error: &RecordError, lang: Lang) -> String {
    let why = record_error(error, lang);
    match lang.texts() {
        Words::En(_) => format!("not a valid game record: {why}"),
        Words::Fr(_) => format!("pas un enregistrement de partie valide\u{202F}: {why}"),
    }
}

/// Why a record of game `G` was refused: the action's index and rule, or what is wrong.
pub fn read_error<G>(error: &ReadError<G>, lang: Lang) -> String
where
    G: Recorded,
    G::Error: Explain,
    G::SetupError: Explain,
{
    match (error, lang.texts()) {
        (ReadError::File(e), _) => invalid_record(e, lang),
        (ReadError::WrongGame { expected, found }, Words::En(_)) => {
            format!("expected a {expected} record, found {found:?}")
        }
        (ReadError::WrongGame { expected, found }, Words::Fr(_)) => {
            format!("un enregistrement {expected} était attendu, trouvé {found:?}")
        }
        (ReadError::BadRules(m), Words::En(_)) => format!("bad rules: {m}"),
        (ReadError::BadRules(m), Words::Fr(_)) => format!("règles invalides\u{202F}: {m}"),
        (ReadError::BadOptions(m), Words::En(_)) => format!("bad options: {m}"),
        (ReadError::BadOptions(m), Words::Fr(_)) => format!("options invalides\u{202F}: {m}"),
        (ReadError::BadPosition(m), Words::En(_)) => format!("bad start position: {m}"),
        (ReadError::BadPosition(m), Words::Fr(_)) => {
            format!("position de départ invalide\u{202F}: {m}")
        }
        (ReadError::Setup { problems, more }, _) => {
            let mut reasons: Vec<String> = problems
                .iter()
                .map(|p| format!("[{}] {}", p.rule_id(), p.explain(lang)))
                .collect();
            if *more > 0 {
                reasons.push(match lang.texts() {
                    Words::En(_) => format!("… and {more} more"),
                    Words::Fr(_) => format!("… et {more} de plus"),
                });
            }
            let reasons = reasons.join("; ");
            match lang.texts() {
                Words::En(_) => format!("the start of the game contradicts itself: {reasons}"),
                Words::Fr(_) => format!("le départ de la partie se contredit\u{202F}: {reasons}"),
            }
        }
        (ReadError::UnreadableAction { index, message }, Words::En(_)) => {
            format!("action at index {index} cannot be read: {message}")
        }
        (ReadError::UnreadableAction { index, message }, Words::Fr(_)) => {
            format!("l'action d'indice {index} est illisible\u{202F}: {message}")
        }
        (
            ReadError::Illegal {
                index,
                action,
                error,
            },
            _,
        ) => {
            let (json, rule, why) = (
                G::action_to_json(action),
                error.rule_id(),
                error.explain(lang),
            );
            match lang.texts() {
                Words::En(_) => {
                    format!("action at index {index} ({json}) is illegal, rule {rule}: {why}")
                }
                Words::Fr(_) => {
                    format!("l'action d'indice {index} ({json}) est illégale, règle {rule}\u{202F}: {why}")
                }
            }
        }
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

fn file_for_players(error: &RecordError, lang: Lang) -> String {
    match (error, lang.texts()) {
        (RecordError::Malformed(_), Words::En(_)) => {
            "This file is not a game record this site can read: its text is damaged, or it comes from another program.".into()
        }
        (RecordError::Malformed(_), Words::Fr(_)) => {
            "Ce fichier n’est pas une partie que ce site sait lire\u{202F}: son texte est abîmé, ou il vient d’un autre programme.".into()
        }
        (other, _) => invalid_record(other, lang),
    }
}

fn unreadable_action(index: usize, lang: Lang) -> String {
    match lang.texts() {
        Words::En(_) => format!(
            "Move {} of this record is not a move of this game.",
            index + 1
        ),
        Words::Fr(_) => format!(
            "Le coup {} de cette partie n’est pas un coup de ce jeu.",
            index + 1
        ),
    }
}
