//! Why a link, a connection code or a relay's message was refused (`signal::SignalError`), in
//! the player's words. `Display` stays the English of logs.
use crate::signal::servers::SettingError;
use crate::signal::SignalError;

super::words! {
    /// The part of an invite link that is broken.
    fn invite_part(what: &str) {
        "room" => "the room's secret", "le secret de la salle";
        "game" => "the game", "le jeu";
        "name" => "the inviter's name", "le nom de qui invite";
        "settings" => "the game's settings", "les réglages de la partie";
        _ => "its form", "sa forme";
    }

    /// The field of a connection description that is missing or broken.
    fn description_part(what: &str) {
        "fingerprint" => "the connection's certificate", "le certificat de la connexion";
        "setup" => "who starts the connection", "qui ouvre la connexion";
        _ => "the connection's password", "le mot de passe de la connexion";
    }
}

super::sentences! {
    /// What a player reads when a link, a code or a relay's message is refused.
    pub fn refusal(error: &SignalError) in lang match error {
        SignalError::NoRandomness =>
            "This browser gives no secure randomness: a private room cannot be made here.",
            "Ce navigateur ne fournit pas d'aléa sûr\u{202F}: impossible d'y créer une salle privée.";
        SignalError::BadInvite { what } =>
            "This invite link is damaged ({part}): ask your friend to send it again.",
            "Ce lien d'invitation est abîmé ({part})\u{202F}: demandez à votre ami de le renvoyer."
            where part = invite_part(what, lang);
        SignalError::BadCode =>
            "This is not a connection code: copy the whole code your friend sent.",
            "Ce n'est pas un code de connexion\u{202F}: copiez tout le code envoyé par votre ami.";
        SignalError::Tampered =>
            "This code is not from your friend's room, or was changed on the way: ask for it again.",
            "Ce code ne vient pas de la salle de votre ami, ou a été modifié en route\u{202F}: redemandez-le.";
        SignalError::TooLarge { cap } =>
            "This is too long to be ours (over {cap} bytes).",
            "C'est trop long pour venir de nous (plus de {cap} octets).";
        SignalError::BadRelayMessage =>
            "A relay sent something that is not a Nostr message.",
            "Un relais a envoyé autre chose qu'un message Nostr.";
        SignalError::BadDescription { what } =>
            "The browser's connection details lack {part}.",
            "Les détails de connexion du navigateur n'ont pas {part}."
            where part = description_part(what, lang);
    }
}

super::sentences! {
    /// What is wrong with the player's connection settings.
    pub fn setting_error(error: &SettingError) in lang match error {
        SettingError::NotARelay { line } =>
            "Line {line}: a relay's address starts with wss:// (or ws://127.0.0.1 for one on this computer).",
            "Ligne {line}\u{202F}: l'adresse d'un relais commence par wss:// (ou ws://127.0.0.1 pour un relais sur cet ordinateur).";
        SettingError::NotStun { line } =>
            "Line {line}: a STUN server's address looks like stun:host:port.",
            "Ligne {line}\u{202F}: l'adresse d'un serveur STUN a la forme stun:hôte:port.";
        SettingError::NotTurn { line } =>
            "Line {line}: a TURN server is its address (turn: or turns:), a user name and a password.",
            "Ligne {line}\u{202F}: un serveur TURN, c'est son adresse (turn: ou turns:), un nom d'utilisateur et un mot de passe.";
        SettingError::TooMany { line, most } =>
            "Line {line}: {most} at most.",
            "Ligne {line}\u{202F}: {most} au plus.";
        SettingError::Unknown { line } =>
            "Line {line} is not a setting: relay, stun or turn.",
            "La ligne {line} n'est pas un réglage\u{202F}: relay, stun ou turn.";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::signal::servers::MAX_RELAYS;

    #[test]
    fn every_refusal_reads_in_both_languages() {
        let errors = [
            SignalError::NoRandomness,
            SignalError::BadInvite { what: "room" },
            SignalError::BadInvite { what: "game" },
            SignalError::BadInvite { what: "name" },
            SignalError::BadInvite { what: "settings" },
            SignalError::BadInvite { what: "fields" },
            SignalError::BadCode,
            SignalError::Tampered,
            SignalError::TooLarge { cap: 600 },
            SignalError::BadRelayMessage,
            SignalError::BadDescription {
                what: "fingerprint",
            },
            SignalError::BadDescription { what: "setup" },
            SignalError::BadDescription { what: "ice-pwd" },
        ];
        for error in &errors {
            let english = refusal(error, Lang::En);
            let french = refusal(error, Lang::Fr);
            assert!(!english.is_empty() && english != french, "{error:?}");
            french_spacing(&french);
        }
    }

    /// A narrow no-break space before « : ; ! ? », web addresses aside.
    fn french_spacing(french: &str) {
        for (i, c) in french.char_indices() {
            let address = french[i..].starts_with("://")
                || french[..i].ends_with("stun")
                || french[..i].ends_with("turn")
                || french[..i].ends_with("turns")
                || french[..i].ends_with("hôte")
                || french[..i].ends_with("127.0.0.1");
            if matches!(c, ':' | ';' | '!' | '?') && !address {
                assert_eq!(french[..i].chars().last(), Some('\u{202F}'), "{french}");
            }
        }
    }

    #[test]
    fn every_setting_error_reads_in_both_languages() {
        for error in [
            SettingError::NotARelay { line: 2 },
            SettingError::NotStun { line: 2 },
            SettingError::NotTurn { line: 2 },
            SettingError::TooMany {
                line: 7,
                most: MAX_RELAYS,
            },
            SettingError::Unknown { line: 3 },
        ] {
            let english = setting_error(&error, Lang::En);
            let french = setting_error(&error, Lang::Fr);
            assert!(
                english.contains("Line") && french.contains("igne"),
                "{english} / {french}"
            );
            french_spacing(&french);
        }
    }
}
