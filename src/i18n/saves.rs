//! Words of saved games, undo, replays, records and statistics (every game's table).
use super::{messages, sentences, Lang, Words};

messages! {
    pub enum Text {
        ContinueTitle => "A game is waiting for you", "Une partie vous attend";
        ContinueGame => "Continue your game", "Reprendre votre partie";
        NewGame => "New game", "Nouvelle partie";
        UnreadableTitle => "Your saved game could not be read", "Votre partie enregistrée n’a pas pu être relue";
        UnreadableHelp =>
            "Nothing is lost: download the saved game to keep it, then start a new one.",
            "Rien n’est perdu\u{202F}: téléchargez la partie enregistrée pour la garder, puis commencez-en une nouvelle.";
        DownloadSave => "Download the saved game", "Télécharger la partie enregistrée";
        Dismiss => "Forget it", "L’oublier";
        KeptHelp =>
            "Nothing is lost: it is kept exactly as it was. Download it to keep a copy, or forget it.",
            "Rien n’est perdu\u{202F}: l’enregistrement est conservé tel quel. Téléchargez-le pour en garder une copie, ou oubliez-le.";
        KeptInPlaceHelp =>
            "Nothing is lost: it is too big to be set aside, so nothing new is saved here until you download it or forget it.",
            "Rien n’est perdu\u{202F}: l’enregistrement est trop gros pour être mis de côté, et rien de nouveau n’est enregistré ici tant que vous ne l’avez pas téléchargé ou oublié.";
        DownloadKept => "Download it", "Le télécharger";
        HistoryUnreadable => "A finished game that could not be read (kept as it was)", "Une partie terminée qui n’a pas pu être relue (conservée telle quelle)";
        NotSavedTitle => "This is not being saved", "Ceci n’est pas enregistré";
        NotSavedHelp =>
            "The browser’s storage is full (or off). What was saved before is kept. Free space by forgetting old games in “Your games”, or download this one now.",
            "L’espace de stockage du navigateur est plein (ou désactivé). Ce qui était déjà enregistré est conservé. Libérez de la place en oubliant d’anciennes parties dans «\u{202F}Vos parties\u{202F}», ou téléchargez celle-ci maintenant.";
        Undo => "Undo", "Annuler le coup";
        Redo => "Redo", "Rejouer le coup";
        Resign => "Resign", "Abandonner";
        ResignConfirm => "Resign this game?", "Abandonner cette partie\u{202F}?";
        Yes => "Yes", "Oui";
        No => "No", "Non";
        UndoAsk => "Ask to undo", "Demander d’annuler";
        UndoAgree => "Agree", "Accepter";
        UndoRefuse => "Refuse", "Refuser";
        Replay => "Replay", "Revoir la partie";
        YourGames => "Your games: statistics, replays, records", "Vos parties\u{202f}: statistiques, revoir, relevés";
        YourGamesTitle => "Your games", "Vos parties";
        BackToGame => "Back to the game", "Retour au jeu";
        CloseReplay => "Back", "Retour";
        First => "First move", "Premier coup";
        Previous => "Previous move", "Coup précédent";
        Next => "Next move", "Coup suivant";
        Last => "Last move", "Dernier coup";
        Start => "The deal", "La donne";
        ShowCards => "Cards of", "Cartes de";
        DownloadRecord => "Download the record", "Télécharger la partie";
        OpenRecord => "Open a record", "Ouvrir une partie";
        OpenRecordHelp =>
            "A record file (.json) from this site or from the touche command line: choose it, or paste its text.",
            "Un fichier de partie (.json) de ce site ou de la commande touche\u{202F}: choisissez-le, ou collez son texte.";
        PasteHere => "Or paste a record here", "Ou collez une partie ici";
        ChooseFile => "Choose a record file", "Choisir un fichier de partie";
        Open => "Open", "Ouvrir";
        History => "Your finished games", "Vos parties terminées";
        HistoryEmpty => "Finished games appear here, to replay or download.", "Les parties terminées apparaissent ici, pour les revoir ou les télécharger.";
        Stats => "Your results against the computer", "Vos résultats contre l’ordinateur";
        StatsEmpty => "Play a game against the computer to start your statistics.", "Jouez une partie contre l’ordinateur pour commencer vos statistiques.";
        StatsUnreadable =>
            "Your statistics could not be read (they were changed outside this site): reset them to start again.",
            "Vos statistiques n’ont pas pu être relues (elles ont été modifiées hors de ce site)\u{202F}: remettez-les à zéro pour recommencer.";
        StatsReset => "Reset the statistics", "Remettre à zéro";
        StatsResetConfirm => "Forget every result of this game?", "Oublier tous les résultats de ce jeu\u{202F}?";
        RulesColumn => "Rules", "Règles";
        OpponentColumn => "Computer", "Ordinateur";
        Played => "Played", "Jouées";
        Won => "Won", "Gagnées";
        Lost => "Lost", "Perdues";
        Drawn => "Drawn", "Nulles";
        Streak => "Streak", "Série";
        BestStreak => "Best streak", "Meilleure série";
        Hints => "Hints", "Indices";
        Resigned => "resigned", "a abandonné";
        YouResigned => "You resigned.", "Vous avez abandonné.";
    }
}

sentences! {
    /// "Move 12 of 40".
    pub fn move_of(step: usize, total: usize) {
        "Move {step} of {total}",
        "Coup {step} sur {total}";
    }
}

/// "Against Strong, 14 moves played".
pub fn saved_summary(opponent: &str, moves: usize, lang: Lang) -> String {
    match (lang.texts(), moves) {
        (Words::En(_), 1) => format!("Against {opponent}, 1 move played."),
        (Words::En(_), n) => format!("Against {opponent}, {n} moves played."),
        (Words::Fr(_), n) if n <= 1 => format!("Contre {opponent}, {n} coup joué."),
        (Words::Fr(_), n) => format!("Contre {opponent}, {n} coups joués."),
    }
}

/// "You against Computer, 14 moves."
pub fn game_summary(one: &str, two: &str, moves: usize, lang: Lang) -> String {
    match (lang.texts(), moves) {
        (Words::En(_), 1) => format!("{one} against {two}, 1 move."),
        (Words::En(_), n) => format!("{one} against {two}, {n} moves."),
        (Words::Fr(_), n) if n <= 1 => format!("{one} contre {two}, {n} coup."),
        (Words::Fr(_), n) => format!("{one} contre {two}, {n} coups."),
    }
}

sentences! {
    /// "Anna asks to undo the last move."
    pub fn undo_request(name: &str) {
        "{name} asks to take back the last move.",
        "{name} demande à reprendre le dernier coup.";
    }

    /// "Bruno, do you agree?": the question to the player who answers an undo request.
    pub fn undo_question(name: &str) {
        "{name}, do you agree?",
        "{name}, êtes-vous d’accord\u{202F}?";
    }
}

/// Why a save could not be read, in plain words.
pub fn save_error(error: &crate::saves::SaveError, lang: Lang) -> String {
    use crate::saves::SaveError as E;
    match (error, lang.texts()) {
        (E::TooLarge, Words::En(_)) => "it is too large to be a game of this site.".into(),
        (E::TooLarge, Words::Fr(_)) => "il est trop grand pour une partie de ce site.".into(),
        (E::NotASave, Words::En(_)) => "it is not a saved game of this site.".into(),
        (E::NotASave, Words::Fr(_)) => "ce n’est pas une partie enregistrée par ce site.".into(),
        (E::OtherVersion { found }, Words::En(_)) => {
            format!("it was saved by another version of this site (format {found}).")
        }
        (E::OtherVersion { found }, Words::Fr(_)) => {
            format!("elle vient d’une autre version de ce site (format {found}).")
        }
        (E::OtherGame { found }, Words::En(_)) => format!("it is a game of {found}."),
        (E::OtherGame { found }, Words::Fr(_)) => format!("c’est une partie de {found}."),
        (E::BadLine(line), Words::En(_)) => format!("its “{line}” line is damaged."),
        (E::BadLine(line), Words::Fr(_)) => format!("sa ligne «\u{a0}{line}\u{a0}» est abîmée."),
        (E::NoPerson, Words::En(_)) => "nobody plays in it: both seats are computers.".into(),
        (E::NoPerson, Words::Fr(_)) => {
            "personne n’y joue\u{202F}: les deux places sont à l’ordinateur.".into()
        }
        (E::IllegalMove { index }, Words::En(_)) => {
            format!("move {} breaks the rules.", index + 1)
        }
        (E::IllegalMove { index }, Words::Fr(_)) => {
            format!("le coup {} enfreint les règles.", index + 1)
        }
    }
}

/// A record of another game than the page's.
pub fn other_game(game: crate::games::GameId, lang: Lang) -> String {
    let name = super::shell::game_name(game, lang);
    match lang.texts() {
        Words::En(_) => format!("This is a record of {name}: open it on {name}’s page."),
        Words::Fr(_) => {
            format!("C’est une partie de {name}\u{202F}: ouvrez-la sur la page de {name}.")
        }
    }
}

/// A record that starts from an explicit position (not a deal): the command line replays it.
pub fn from_position(lang: Lang) -> String {
    match lang.texts() {
        Words::En(_) => "This record starts from a chosen position, not a deal: replay it with `touche replay`.".into(),
        Words::Fr(_) => "Cette partie part d’une position choisie, pas d’une donne\u{202F}: rejouez-la avec `touche replay`.".into(),
    }
}
