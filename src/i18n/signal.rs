//! Why a link, a connection code or a relay's message was refused (`signal::SignalError`), in
//! the player's words. `Display` stays the English of logs.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

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
            for (i, c) in french.char_indices() {
                if matches!(c, ':' | ';' | '!' | '?') {
                    assert_eq!(french[..i].chars().last(), Some('\u{202F}'), "{french}");
                }
            }
        }
    }
}
