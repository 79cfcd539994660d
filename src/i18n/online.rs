//! The online line's refusals and a save's (`online::Refusal`, `online::SaveError`) and the
//! preset messages, in the player's language. Their `Display` is the English.
use super::{Explain, Lang};
use crate::core::Seat;
use crate::deal::game::TableError;
use crate::online::{Preset, Refusal, SaveError};

super::words! {
    /// A preset message as the other player reads it.
    pub fn preset(preset: Preset) {
        Preset::GoodGame => "Good game!", "Bonne partie\u{202F}!";
        Preset::YourTurn => "Your turn.", "À toi de jouer.";
        Preset::Ping => "Are you there?", "Tu es là\u{202F}?";
        Preset::WellPlayed => "Well played!", "Bien joué\u{202F}!";
        Preset::Thanks => "Thanks!", "Merci\u{202F}!";
    }
}

super::sentences! {
    /// A preset message on its button, quoted: words said to the friend, not the page's.
    pub fn quoted(text: &str) {
        "“{text}”", "«\u{a0}{text}\u{a0}»";
    }

    fn refusal(refusal: &Refusal) match refusal {
        Refusal::TooLarge { size, limit } => "message of {size} bytes is over the {limit}-byte limit",
            "message de {size} octets, au-delà de la limite de {limit} octets";
        Refusal::Truncated => "message is cut short", "message tronqué";
        Refusal::NotAFrame => "not a message of an online game", "ce n'est pas un message de partie en ligne";
        Refusal::Version { got, supported } => "protocol version {got}, this side speaks version {supported}",
            "protocole en version {got}, ce côté parle la version {supported}";
        Refusal::UnknownKind(kind) => "unknown message kind {kind}", "sorte de message inconnue {kind}";
        Refusal::Replayed { number, expected } => "message {number} was already received (expected {expected})",
            "le message {number} a déjà été reçu (attendu {expected})";
        Refusal::OutOfOrder { number, expected } => "message {number} arrived before message {expected}",
            "le message {number} est arrivé avant le message {expected}";
        Refusal::BrokenChain { number } => "message {number} does not follow from the previous one (altered or forged)",
            "le message {number} ne découle pas du précédent (altéré ou contrefait)";
        Refusal::Malformed(what) => "malformed message: {what}", "message mal formé\u{202F}: {what}";
        Refusal::AckAhead { acknowledged, sent } => "the other side says it received {acknowledged} messages, but only {sent} were sent",
            "l'autre côté dit avoir reçu {acknowledged} messages, mais {sent} seulement ont été envoyés";
    }

    fn save_error(error: &SaveError) in lang match error {
        SaveError::NotASave => "not a saved online game", "ce n'est pas une partie en ligne enregistrée";
        SaveError::Version { got, supported } => "saved by version {got}, this page reads version {supported}",
            "enregistrée en version {got}, cette page lit la version {supported}";
        SaveError::Truncated => "the saved game is cut short", "la partie enregistrée est tronquée";
        SaveError::Damaged => "the saved game is damaged", "la partie enregistrée est endommagée";
        SaveError::Malformed(what) => "the saved game does not read: {what}",
            "la partie enregistrée est illisible\u{202F}: {what}";
        SaveError::Transcript(refusal) => "the saved game's messages do not follow: {why}",
            "les messages de la partie enregistrée ne se suivent pas\u{202F}: {why}"
            where why = refusal.explain(lang);
    }
}

super::sentences! {
    /// The online worker cannot read the game it is asked to start or resume.
    pub fn unreadable_game() {
        "This online game cannot be read: its rules or its save are damaged.",
            "Cette partie en ligne est illisible\u{202F}: ses règles ou sa sauvegarde sont endommagées.";
    }

    /// A choice or message that does not fit the moment.
    pub fn not_now() {
        "Not now: wait for your turn.", "Pas maintenant\u{202F}: attendez votre tour.";
    }

    /// A second game asked of a worker that plays one.
    pub fn already_playing() {
        "A game is already under way here.", "Une partie est déjà en cours ici.";
    }

    /// A message to the online worker that does not read.
    pub fn unreadable_request() {
        "The page sent a message the game cannot read.",
            "La page a envoyé un message que la partie ne sait pas lire.";
    }

    /// Whose browser did it, from the reader's seat (a third person in both languages, so
    /// one sentence fits either).
    fn who(seat: Seat, me: Seat) match seat {
        seat if seat == me => "your browser", "votre navigateur";
        _ => "your friend's browser", "le navigateur de votre ami";
    }

    /// Why an online game stopped, what was wrong and by whom, for the player at `me`.
    pub fn stopped(error: &TableError, me: Seat) in lang match error {
        TableError::Deal { refusal, .. } => "The deal was refused: {why}.", "La donne a été refusée\u{202F}: {why}."
            where why = refusal.explain(lang);
        TableError::WrongCardsShown { seat } => "The cards {who} showed are not the ones played.",
            "Les cartes montrées par {who} ne sont pas celles jouées."
            where who = who(*seat, me, lang);
        TableError::FaceDown { seat } => "{who} put down cards not held.",
            "{who} a posé des cartes qui n'étaient pas en main."
            where who = capital(&who(*seat, me, lang));
        TableError::NoFact { seat } => "{who} did not say what the rules ask of the hand.",
            "{who} n'a pas dit ce que la règle demande de la main."
            where who = capital(&who(*seat, me, lang));
        TableError::Follow { seat, .. } => "{who} played an action the rules do not allow here.",
            "{who} a joué une action que la règle ne permet pas ici."
            where who = capital(&who(seat.other(), me, lang));
        TableError::Disagree { what, .. } => "The two browsers disagree on the game ({what}).",
            "Les deux navigateurs ne sont pas d'accord sur la partie ({what}).";
        TableError::Refused(refused) => "The check at the end refuses action {n} (rule {rule}).",
            "La vérification de fin refuse l'action {n} (règle {rule})."
            where n = refused.index + 1, rule = refused.rule;
        TableError::Disclosed { seat } => "{who} disclosed other actions than those played.",
            "{who} a dévoilé d'autres actions que celles jouées."
            where who = capital(&who(*seat, me, lang));
        TableError::Resume { .. } => "The saved game does not run again: it is not this game's.",
            "La partie enregistrée ne se rejoue pas\u{202F}: ce n'est pas celle-ci.";
        TableError::Line { refusal, .. } => "A message from your friend's browser was refused: {why}.",
            "Un message du navigateur de votre ami a été refusé\u{202F}: {why}."
            where why = refusal.explain(lang);
        TableError::Forfeit { by } => "{who} ended the game by forfeit.",
            "{who} a mis fin à la partie par forfait."
            where who = capital(&who(*by, me, lang));
    }
}

/// The first letter in capitals.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

impl Explain for Refusal {
    fn explain(&self, lang: Lang) -> String {
        refusal(self, lang)
    }
}

impl Explain for SaveError {
    fn explain(&self, lang: Lang) -> String {
        save_error(self, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_refusal() -> Vec<Refusal> {
        vec![
            Refusal::TooLarge { size: 9, limit: 8 },
            Refusal::Truncated,
            Refusal::NotAFrame,
            Refusal::Version {
                got: 2,
                supported: 1,
            },
            Refusal::UnknownKind(99),
            Refusal::Replayed {
                number: 3,
                expected: 5,
            },
            Refusal::OutOfOrder {
                number: 6,
                expected: 5,
            },
            Refusal::BrokenChain { number: 4 },
            Refusal::Malformed("a list of positions"),
            Refusal::AckAhead {
                acknowledged: 7,
                sent: 3,
            },
        ]
    }

    fn every_save_error() -> Vec<SaveError> {
        let mut all = vec![
            SaveError::NotASave,
            SaveError::Version {
                got: 9,
                supported: 1,
            },
            SaveError::Truncated,
            SaveError::Damaged,
            SaveError::Malformed("a seat is 0 or 1"),
        ];
        all.extend(every_refusal().into_iter().map(SaveError::Transcript));
        all
    }

    /// Both languages, different, the English the `Display`, French marks spaced (U+202F).
    fn reads_in_both(en: String, fr: String, display: String) {
        assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{en}");
        assert_ne!(en, fr);
        assert_eq!(en, display);
        let bad = crate::i18n::tests::french_marks("online", &en, &fr);
        assert!(bad.is_empty(), "{bad:?}");
    }

    #[test]
    fn every_refusal_and_save_error_reads_in_both_languages() {
        for refusal in every_refusal() {
            let [en, fr] = Lang::ALL.map(|lang| refusal.explain(lang));
            reads_in_both(en, fr, refusal.to_string());
        }
        for error in every_save_error() {
            let [en, fr] = Lang::ALL.map(|lang| error.explain(lang));
            reads_in_both(en, fr, error.to_string());
        }
    }

    /// Why an online game stopped, for either seat, every kind of stop: both languages, French
    /// spacing, "your browser" and "your friend's browser" where the seat is this one or the
    /// other.
    #[test]
    fn every_stop_reads_in_both_languages_from_either_seat() {
        use crate::core::follow::{FollowError, RefusedMove};
        let every = |seat: Seat| {
            vec![
                TableError::Deal {
                    seat,
                    refusal: crate::deal::Refusal::Truncated,
                },
                TableError::WrongCardsShown { seat },
                TableError::FaceDown { seat },
                TableError::NoFact { seat },
                TableError::Follow {
                    seat,
                    error: FollowError::Impossible,
                },
                TableError::Disagree {
                    step: 3,
                    what: "the coin",
                },
                TableError::Refused(RefusedMove {
                    index: 4,
                    seat: Some(seat),
                    rule: "SK34",
                    reason: "declined".into(),
                }),
                TableError::Disclosed { seat },
                TableError::Resume { seat },
                TableError::Line {
                    seat,
                    refusal: Refusal::Truncated,
                },
            ]
        };
        for me in Seat::BOTH {
            for error in every(Seat::One) {
                let [en, fr] = Lang::ALL.map(|lang| stopped(&error, me, lang));
                reads_in_both(en.clone(), fr, en);
            }
        }
        let faced = TableError::FaceDown { seat: Seat::Two };
        assert!(stopped(&faced, Seat::Two, Lang::En).starts_with("Your browser"));
        assert!(stopped(&faced, Seat::One, Lang::En).starts_with("Your friend's browser"));
        assert!(stopped(&faced, Seat::One, Lang::Fr).starts_with("Le navigateur de votre ami a"));
        for words in [
            unreadable_game,
            not_now,
            already_playing,
            unreadable_request,
        ] {
            let [en, fr] = Lang::ALL.map(words);
            reads_in_both(en.clone(), fr, en);
        }
    }

    #[test]
    fn every_preset_reads_in_both_languages() {
        for message in Preset::ALL {
            let [en, fr] = Lang::ALL.map(|lang| preset(message, lang).to_string());
            reads_in_both(en.clone(), fr, en);
        }
    }
}
