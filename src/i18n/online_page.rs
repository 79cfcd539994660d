//! The words of a game's online page (`ui::online::page`): inviting, joining, connecting,
//! playing a friend on another device, and the end.
use super::{messages, sentences};

messages! {
    pub enum OnlineText {
        PlayOnline => "Play a friend online", "Jouer avec un ami en ligne";
        PlayOnlineHint => "Each of you on your own device: a link to send, no account, nobody sees your cards.",
            "Chacun sur son appareil\u{202F}: un lien à envoyer, sans compte, personne ne voit vos cartes.";
        YourName => "Your name", "Votre nom";
        Invite => "Invite a friend", "Inviter un ami";
        InviteLink => "Invitation link", "Lien d'invitation";
        Copy => "Copy the link", "Copier le lien";
        CopyCode => "Copy the code", "Copier le code";
        Copied => "Copied.", "Copié.";
        Share => "Share…", "Partager…";
        QrLabel => "QR code of the invitation link", "Code QR du lien d'invitation";
        ConnectionSettings => "Connection settings", "Réglages de connexion";
        SettingsHint => "One setting a line: relay and an address (the relays that help the two browsers meet; none for codes by hand only), stun and an address, turn and an address, a user name and a password.",
            "Un réglage par ligne\u{202F}: relay et une adresse (les relais qui aident les deux navigateurs à se trouver\u{202F}; aucun pour les codes à la main seulement), stun et une adresse, turn et une adresse, un nom d'utilisateur et un mot de passe.";
        SaveSettings => "Save the settings", "Enregistrer les réglages";
        DefaultSettings => "Back to the defaults", "Revenir aux valeurs par défaut";
        SettingsSaved => "Saved. A connection already under way uses them once the page is reloaded.",
            "Enregistré. Une connexion déjà en cours les utilise une fois la page rechargée.";
        NoRelay => "No relay can be reached: exchange codes by hand below, or check the connection settings.",
            "Aucun relais n'est joignable\u{202F}: échangez des codes à la main ci-dessous, ou vérifiez les réglages de connexion.";
        WaitingFriend => "Waiting for your friend to open the link…", "En attente de votre ami, qui doit ouvrir le lien…";
        ByHand => "No connection through the relays? Exchange codes by hand", "Pas de connexion par les relais\u{202F}? Échangez des codes à la main";
        MakeCode => "Make my code", "Créer mon code";
        YourCode => "Your code: send it to your friend", "Votre code\u{202F}: envoyez-le à votre ami";
        TheirCode => "Your friend's code", "Le code de votre ami";
        UseCode => "Use this code", "Utiliser ce code";
        Accept => "Accept and play", "Accepter et jouer";
        Connecting => "Connecting…", "Connexion…";
        GameUnreadable => "The online game kept on this device could not be read: it is kept as stored.",
            "La partie en ligne gardée sur cet appareil est illisible\u{202F}: elle est gardée telle quelle.";
        DownloadIt => "Download it", "La télécharger";
        ForgetIt => "Forget it", "L'oublier";
        Connected => "Connected.", "Connecté.";
        Dropped => "Your friend's connection dropped. Reconnecting…", "La connexion de votre ami est coupée. Reconnexion…";
        Dealing => "Dealing the cards, both browsers together…", "Distribution des cartes, par les deux navigateurs ensemble…";
        YourTurn => "Your turn.", "À vous de jouer.";
        FriendThinking => "Your friend is thinking…", "Votre ami réfléchit…";
        FriendAway => "Your friend is away: the game waits for them.", "Votre ami est absent\u{202F}: la partie l'attend.";
        Resign => "Resign", "Abandonner";
        Say => "Send a message", "Envoyer un message";
        Checking => "The game is over: both browsers check every move…", "La partie est finie\u{202F}: les deux navigateurs vérifient chaque coup…";
        Checked => "Every move checked: the deal was fair.", "Chaque coup vérifié\u{202F}: la donne était équitable.";
        Stopped => "The game stopped.", "La partie s'est arrêtée.";
        NewGame => "New online game", "Nouvelle partie en ligne";
        Friend => "Your friend", "Votre ami";
        NoDirectPath => "No direct path between the two devices. Try on the same network, or add a TURN server in the connection settings.",
            "Aucun chemin direct entre les deux appareils. Essayez sur le même réseau, ou ajoutez un serveur TURN dans les réglages de connexion.";
        BadLink => "This invitation link is damaged: ask your friend to send it again.",
            "Ce lien d'invitation est abîmé\u{202F}: demandez à votre ami de le renvoyer.";
        WorkerFailed => "The game could not start in this browser.", "La partie n'a pas pu démarrer dans ce navigateur.";
        Back => "Back to the game's page", "Retour à la page du jeu";
    }
}

sentences! {
    /// What the invitation says to the friend who opens it.
    pub fn invited(host: &str, game: &str, rules: &str) {
        "{host} invites you to a game of {game} ({rules}).", "{host} vous invite à une partie de {game} ({rules}).";
    }

    /// Who resigned.
    pub fn resigned(by_you: bool) match by_you {
        true => "You resigned.", "Vous avez abandonné.";
        false => "Your friend resigned: you win.", "Votre ami a abandonné\u{202F}: vous gagnez.";
    }

    /// The guest's wait: who it meets, and what that needs.
    pub fn connecting_to(host: &str) {
        "Connecting to {host}… Their page must be open for you to meet.",
            "Connexion avec {host}… Sa page doit être ouverte pour que vous vous retrouviez.";
    }

    /// A message from the friend, as the log says it.
    pub fn friend_says(text: &str) {
        "Your friend: {text}", "Votre ami\u{202F}: {text}";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_word_of_the_online_page_reads_in_both_languages() {
        for text in OnlineText::ALL {
            let [en, fr] = Lang::ALL.map(|lang| text.text(lang));
            assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{text:?}");
            let bad = crate::i18n::tests::french_marks("online page", &en, fr);
            assert!(bad.is_empty(), "{bad:?}");
        }
        let [en, fr] = Lang::ALL.map(|lang| invited("Anna", "En Garde", "Classic", lang));
        assert!(en.contains("Anna") && fr.contains("Anna"));
        for by_you in [true, false] {
            let [en, fr] = Lang::ALL.map(|lang| resigned(by_you, lang));
            assert!(crate::i18n::tests::french_marks("online page", &en, &fr).is_empty());
        }
    }
}
