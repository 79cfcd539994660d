//! Skirm'an tournament screen strings: the set-up form, the bracket, the champion banner.
use super::{messages, sentences, Lang};

messages! {
    pub enum Text {
        Title => "Skirm'an tournament", "Tournoi de Skirm'an";
        Subtitle => "Direct elimination, bouts to 5 touches.", "Élimination directe, assauts en 5 touches.";
        ParticipantsLegend => "Participants", "Participants";
        ParticipantsHint => "2 to 16 fencers, in seeding order: the first ones get the byes of an incomplete bracket.", "De 2 à 16 escrimeurs, dans l'ordre des têtes de série\u{202F}: les premiers sont exempts si le tableau est incomplet.";
        NameLabel => "Name", "Nom";
        KindLabel => "Played by", "Joué par";
        KindHuman => "Human", "Humain";
        AddParticipant => "Add a fencer", "Ajouter un escrimeur";
        Remove => "Remove", "Retirer";
        LevelLabel => "Cards", "Cartes";
        LevelInitiation => "Initiation", "Initiation";
        LevelEntrainement => "Entraînement", "Entraînement";
        LevelCompetition => "Compétition", "Compétition";
        Start => "Start the tournament", "Commencer le tournoi";
        NameMissing => "Every fencer needs a name.", "Chaque escrimeur doit avoir un nom.";
        Bracket => "The bracket", "Le tableau";
        Bye => "bye", "exempt";
        ToBeDecided => "to be decided", "à déterminer";
        Final => "Final", "Finale";
        SemiFinals => "Semi-finals", "Demi-finales";
        QuarterFinals => "Quarter-finals", "Quarts de finale";
        RoundOf16 => "Round of 16", "Huitièmes de finale";
        NextBout => "Next bout", "Prochain assaut";
        PlayBout => "Play this bout", "Disputer cet assaut";
        Computer => "computer", "ordinateur";
        Champion => "Champion", "Champion";
        NewTournament => "New tournament", "Nouveau tournoi";
        SavedTitle => "A tournament is waiting for you", "Un tournoi vous attend";
        SavedHint => "It was saved on this device when you left. A bout that was being played then goes on where it was.", "Il a été enregistré sur cet appareil quand vous l'avez quitté. Un assaut qui était en cours reprend où il en était.";
        Resume => "Resume the tournament", "Reprendre le tournoi";
        Discard => "Discard it and start a new one", "L'abandonner et en commencer un nouveau";
        BoutRestartNote => "Tournament bout. The bracket and this bout are saved on this device after every action: a reload goes on where it was.", "Assaut du tournoi. Le tableau et cet assaut sont enregistrés sur cet appareil après chaque action\u{202F}: un rechargement reprend où il en était.";
        NoBoutTitle => "No bout is waiting here", "Aucun assaut n’attend ici";
        NoBoutText => "This bout has been played, or the tournament has moved on. The bracket shows every result and the next bout.", "Cet assaut a été tiré, ou le tournoi a continué. Le tableau montre chaque résultat et le prochain assaut.";
        BackToBracket => "Back to the bracket", "Retour au tableau";
        TournamentUnreadable => "Your saved tournament could not be read", "Votre tournoi enregistré n’a pas pu être relu";
        BoutUnreadable => "Your saved tournament bout could not be read", "Votre assaut de tournoi enregistré n’a pas pu être relu";
        DownloadTournament => "Download the tournament", "Télécharger le tournoi";
    }
}

sentences! {
    /// "4 fencers · Compétition · 2 bouts played" on the saved-tournament card.
    pub fn saved_line(fencers: usize, level: &str, played: usize) match played {
        0 => "{fencers} fencers · {level} · 0 bouts played", "{fencers} escrimeurs · {level} · 0 assaut disputé";
        1 => "{fencers} fencers · {level} · 1 bout played", "{fencers} escrimeurs · {level} · 1 assaut disputé";
        n => "{fencers} fencers · {level} · {n} bouts played", "{fencers} escrimeurs · {level} · {n} assauts disputés";
    }
}

sentences! {
    /// The default name of the `n`-th fencer (1-based) in the set-up form.
    pub fn default_name(n: usize) {
        "Fencer {n}",
        "Escrimeur {n}";
    }
}

/// The heading of a round with `matches` matches: the final, the semi-finals…
pub fn round_name(matches: usize, lang: Lang) -> &'static str {
    match matches {
        1 => Text::Final.text(lang),
        2 => Text::SemiFinals.text(lang),
        4 => Text::QuarterFinals.text(lang),
        _ => Text::RoundOf16.text(lang),
    }
}

sentences! {
    /// "Anna beats Computer 2, 5–3." after a bout.
    pub fn result_line(winner: &str, loser: &str, score: [u8; 2]) match (score[0].max(score[1]), score[0].min(score[1])) {
        (high, low) => "{winner} beats {loser}, {high}–{low}.", "{winner} bat {loser}, {high}–{low}.";
    }

    fn fencers(n: usize) match n {
        0 => "0 fencers", "0 escrimeur";
        1 => "1 fencer", "1 escrimeur";
        n => "{n} fencers", "{n} escrimeurs";
    }

    fn byes(n: usize) match n {
        0 => "0 byes", "0 exempt";
        1 => "1 bye", "1 exempt";
        n => "{n} byes", "{n} exempts";
    }
}

sentences! {
    /// The champion banner: "Anna wins the tournament!".
    pub fn champion_line(name: &str) {
        "{name} wins the tournament!",
        "{name} remporte le tournoi\u{202F}!";
    }
}

/// "3 participants, 1 bye".
pub fn count_line(participants: usize, byes_given: usize, lang: Lang) -> String {
    format!(
        "{} · {}",
        fencers(participants, lang),
        byes(byes_given, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_read_in_both_languages() {
        assert_eq!(
            result_line("Anna", "Bob", [3, 5], Lang::En),
            "Anna beats Bob, 5–3."
        );
        assert_eq!(
            champion_line("Anna", Lang::Fr),
            "Anna remporte le tournoi\u{202F}!"
        );
        assert_eq!(count_line(3, 1, Lang::En), "3 fencers · 1 bye");
        assert_eq!(count_line(5, 3, Lang::Fr), "5 escrimeurs · 3 exempts");
        assert_eq!(round_name(1, Lang::Fr), "Finale");
        assert_eq!(round_name(8, Lang::En), "Round of 16");
        assert_eq!(default_name(2, Lang::Fr), "Escrimeur 2");
    }
}
