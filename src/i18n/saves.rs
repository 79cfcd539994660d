//! Words of saved games, undo, replays, records and statistics (every game's table).
use super::{messages, sentences};
use crate::saves::SaveError;

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
        // Where the game is also played online: its record downloaded at an online game's end
        // (.txt) opens here too (it joins the games against friends online).
        OpenRecordHelpOnline =>
            "A game's record from this site or from the touche command line (.json), or an online game's record (.txt): choose its file, or paste its text.",
            "Une partie de ce site ou de la commande touche (.json), ou une partie en ligne (.txt)\u{202F}: choisissez son fichier, ou collez son texte.";
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

sentences! {
    /// "Against Strong, 14 moves played".
    pub fn saved_summary(opponent: &str, moves: usize) match moves {
        0 => "Against {opponent}, 0 moves played.", "Contre {opponent}, 0 coup joué.";
        1 => "Against {opponent}, 1 move played.", "Contre {opponent}, 1 coup joué.";
        n => "Against {opponent}, {n} moves played.", "Contre {opponent}, {n} coups joués.";
    }

    /// "You against Computer, 14 moves."
    pub fn game_summary(one: &str, two: &str, moves: usize) match moves {
        0 => "{one} against {two}, 0 moves.", "{one} contre {two}, 0 coup.";
        1 => "{one} against {two}, 1 move.", "{one} contre {two}, 1 coup.";
        n => "{one} against {two}, {n} moves.", "{one} contre {two}, {n} coups.";
    }
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

sentences! {
    /// Why a save could not be read, in plain words.
    pub fn save_error(error: &crate::saves::SaveError) match error {
        SaveError::TooLarge =>
            "it is too large to be a game of this site.",
            "il est trop grand pour une partie de ce site.";
        SaveError::NotASave =>
            "it is not a saved game of this site.",
            "ce n’est pas une partie enregistrée par ce site.";
        SaveError::OtherVersion { found } =>
            "it was saved by another version of this site (format {found}).",
            "elle vient d’une autre version de ce site (format {found}).";
        SaveError::OtherGame { found } => "it is a game of {found}.", "c’est une partie de {found}.";
        SaveError::BadLine(line) =>
            "its “{line}” line is damaged.",
            "sa ligne «\u{a0}{line}\u{a0}» est abîmée.";
        SaveError::NoPerson =>
            "nobody plays in it: both seats are computers.",
            "personne n’y joue\u{202F}: les deux places sont à l’ordinateur.";
        SaveError::IllegalMove { index } =>
            "move {number} breaks the rules.",
            "le coup {number} enfreint les règles."
            where number = index + 1;
    }

    /// A record of another game than the page's.
    pub fn other_game(game: crate::games::GameId) in lang {
        "This is a record of {name}: open it on {name}’s page.",
        "C’est une partie de {name}\u{202F}: ouvrez-la sur la page de {name}."
            where name = super::shell::game_name(game, lang);
    }

    /// A record that starts from an explicit position (not a deal): the command line replays it.
    pub fn from_position() {
        "This record starts from a chosen position, not a deal: replay it with `touche replay`.",
        "Cette partie part d’une position choisie, pas d’une donne\u{202F}: rejouez-la avec `touche replay`.";
    }
}
