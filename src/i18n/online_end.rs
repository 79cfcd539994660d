//! The words of an online game's end (`ui::online::online_end`, `forfeit_offer`) and of the
//! online games on a game's "your games" page (`ui::online::online_games`): the rematch, the
//! record, a forfeit after a long absence, and the head-to-head against each friend.
use super::{messages, sentences};
use crate::online::record::{Ending, How};

messages! {
    pub enum EndText {
        Rematch => "Rematch", "Revanche";
        RematchAsked => "Rematch asked: waiting for your friend…", "Revanche demandée\u{202F}: en attente de votre ami…";
        FriendAsksRematch => "Your friend asks for a rematch.", "Votre ami demande une revanche.";
        AcceptRematch => "Accept the rematch", "Accepter la revanche";
        RematchSwaps => "Seats swap: who played first plays second.", "Les places s'échangent\u{202F}: qui a joué en premier jouera en second.";
        DownloadRecord => "Download the record", "Télécharger la partie";
        DownloadTranscript => "Download the transcript", "Télécharger la transcription";
        AwayLong => "Your friend has been away for a long time.", "Votre ami est absent depuis longtemps.";
        KeepWaiting => "Keep waiting", "Attendre encore";
        ClaimForfeit => "Claim the win by forfeit", "Réclamer la victoire par forfait";
        ForfeitLocal => "A win claimed is recorded on this device only: there is no one to appeal to.",
            "Une victoire réclamée est enregistrée sur cet appareil seulement\u{202F}: il n'y a personne à qui faire appel.";
        NotKept => "This device's storage is full: the game could not be kept.",
            "Le stockage de cet appareil est plein\u{202F}: la partie n'a pas pu être gardée.";
        YouWonByForfeit => "You win by forfeit: your friend was away too long.",
            "Vous gagnez par forfait\u{202F}: votre ami était absent trop longtemps.";
        FriendWonByForfeit => "Your friend claimed the win by forfeit: you were away, or your time for a move ran out.",
            "Votre ami a réclamé la victoire par forfait\u{202F}: vous étiez absent, ou votre temps pour un coup s'est écoulé.";
        MoveTime => "Time per move", "Temps par coup";
        NoClock => "No limit", "Sans limite";
        YourTimeUp => "Your time is up: your friend may claim the win.",
            "Votre temps est écoulé\u{202F}: votre ami peut réclamer la victoire.";
        FriendTimeUp => "Your friend's time for this move is up.", "Le temps de votre ami pour ce coup est écoulé.";
        ClaimOnTime => "Claim the win on time", "Réclamer la victoire au temps";
        YouWonOnTime => "You win on time: your friend's time for a move ran out.",
            "Vous gagnez au temps\u{202F}: le temps de votre ami pour un coup s'est écoulé.";
    }
}

messages! {
    /// The online games on a game's "your games" page (apart: the online page links none).
    pub enum GamesText {
        OnlineGames => "Against friends online", "Contre des amis en ligne";
        NoOnlineGames => "No online game finished yet.", "Aucune partie en ligne terminée pour l'instant.";
        BackToOnline => "Back to your online game", "Revenir à votre partie en ligne";
        FriendColumn => "Friend", "Ami";
        Played => "Played", "Jouées";
        Won => "Won", "Gagnées";
        Lost => "Lost", "Perdues";
        Drawn => "Drawn", "Nulles";
        StoppedColumn => "Stopped", "Arrêtées";
        Unreadable => "Your online games could not be read: they are kept as stored.",
            "Vos parties en ligne sont illisibles\u{202F}: elles sont gardées telles quelles.";
        DownloadKept => "Download them", "Les télécharger";
        Forget => "Forget them", "Les oublier";
        YourViewOnly => "Your cards only: your friend's stayed hidden.", "Vos cartes seulement\u{202F}: celles de votre ami restent cachées.";
        Added => "Added to your games against friends online.", "Ajoutée à vos parties contre des amis en ligne.";
        NotKept => "This device's storage is full: the game could not be kept.",
            "Le stockage de cet appareil est plein\u{202F}: la partie n'a pas pu être gardée.";
    }
}

sentences! {
    /// The head-to-head against one friend, on the end panel.
    pub fn head_to_head(friend: &str, won: u32, lost: u32, drawn: u32) {
        "Against {friend}: won {won}, lost {lost}, drawn {drawn}.",
            "Contre {friend}\u{202F}: gagnées {won}, perdues {lost}, nulles {drawn}.";
    }

    /// How a finished online game ended, in the list of online games.
    pub fn ending(ending: Ending, how: How, friend: &str) in lang match (ending, how) {
        (Ending::Won, How::Forfeit) => "Won by forfeit against {friend}", "Gagnée par forfait contre {friend}";
        (Ending::Lost, How::Forfeit) => "Lost by forfeit against {friend}", "Perdue par forfait contre {friend}";
        (Ending::Won, How::Resigned) => "Won against {friend} (resigned)", "Gagnée contre {friend} (abandon)";
        (Ending::Lost, How::Resigned) => "Lost against {friend} (resigned)", "Perdue contre {friend} (abandon)";
        (Ending::Won, _) => "Won against {friend}", "Gagnée contre {friend}";
        (Ending::Lost, _) => "Lost against {friend}", "Perdue contre {friend}";
        (Ending::Drawn, _) => "Drawn against {friend}", "Nulle contre {friend}";
        (Ending::Stopped, _) => "Stopped against {friend}", "Arrêtée contre {friend}";
    }

    /// A move clock's time per move (`online::clock::CHOICES`).
    pub fn per_move(seconds: u32) match seconds {
        30 => "30 seconds per move", "30 secondes par coup";
        60 => "1 minute per move", "1 minute par coup";
        s if s % 60 == 0 => "{m} minutes per move", "{m} minutes par coup" where m = s / 60;
        s => "{s} seconds per move", "{s} secondes par coup";
    }

    /// A game's number on its line, after the first (a rematch).
    pub fn game_number(n: u32) {
        "Game {n}", "Partie {n}";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_word_of_the_online_end_reads_in_both_languages() {
        for text in EndText::ALL {
            let [en, fr] = Lang::ALL.map(|lang| text.text(lang));
            assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{text:?}");
            let bad = crate::i18n::tests::french_marks("online end", &en, fr);
            assert!(bad.is_empty(), "{bad:?}");
        }
        for text in GamesText::ALL {
            let [en, fr] = Lang::ALL.map(|lang| text.text(lang));
            assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{text:?}");
            let bad = crate::i18n::tests::french_marks("online games", &en, fr);
            assert!(bad.is_empty(), "{bad:?}");
        }
        for seconds in crate::online::clock::CHOICES {
            let [en, fr] = Lang::ALL.map(|lang| per_move(seconds, lang));
            assert!(
                en.ends_with("per move") && fr.ends_with("par coup"),
                "{en} / {fr}"
            );
        }
        assert_eq!(per_move(180, Lang::Fr), "3 minutes par coup");
        let [en, fr] = Lang::ALL.map(|lang| head_to_head("Anna", 2, 1, 0, lang));
        assert!(en.contains("Anna") && fr.contains("Anna") && fr.contains('2'));
        assert!(crate::i18n::tests::french_marks("online end", &en, &fr).is_empty());
        for ending in [Ending::Won, Ending::Lost, Ending::Drawn, Ending::Stopped] {
            for how in [How::Rules, How::Resigned, How::Forfeit, How::Stopped] {
                let [en, fr] = Lang::ALL.map(|lang| super::ending(ending, how, "Bo", lang));
                assert!(en.contains("Bo") && fr.contains("Bo") && en != fr);
            }
        }
    }
}
