//! App shell strings: navigation, home, rules-page chrome, credits, errors.
//!
//! The long text of the rules pages lives in `rules_pages.rs`.
use super::{messages, Lang};
use crate::games::GameId;

messages! {
    pub enum Text {
        AppName => "Touché", "Touché";
        AppTagline => "Card duels for two", "Duels de cartes à deux";
        SkipToContent => "Skip to content", "Aller au contenu";
        HomeLinkLabel => "Touché, home page", "Touché, page d’accueil";
        MainNav => "Main", "Principale";
        NavHome => "Home", "Accueil";
        NavCredits => "Credits", "Crédits";
        Language => "Language", "Langue";
        LangEnShort => "EN", "EN";
        LangFrShort => "FR", "FR";
        LangEnName => "English", "English";
        LangFrName => "Français", "Français";

        HomeKicker => "En garde! Ready? Fence!", "En garde ! Prêts ? Allez !";
        HomeTitle => "Three card duels for two players", "Trois duels de cartes pour deux joueurs";
        HomeWelcome =>
            "Welcome to the fencing hall. Pick a game, read its rules in plain words, and cross blades in your browser — in English or in French.",
            "Bienvenue dans la salle d’armes. Choisissez un jeu, lisez ses règles en mots simples, et croisez le fer dans votre navigateur — en français ou en anglais.";
        HomeGamesHeading => "The games", "Les jeux";
        Play => "Play", "Jouer";
        ReadRules => "Read the rules", "Lire les règles";
        Rules => "Rules", "Règles";
        Learn => "Learn", "Apprendre";
        LearnSkirman => "Learn Skirm'an with the guided course", "Apprendre Skirm’an avec le cours guidé";
        BadgePlayable => "Play now", "Jouable";

        GameEnGarde => "En Garde", "En Garde";
        GameSkirman => "Skirm’an", "Skirm’an";
        GameFifes => "Fifes and Drums", "Fifes and Drums";
        DesignerEnGarde => "Reiner Knizia", "Reiner Knizia";
        DesignerSkirman => "Massard-Rostain, 1992", "Massard-Rostain, 1992";
        DesignerFifes =>
            "P.D. Magnus, after an idea of Greg Payne · a Decktet game",
            "P.D. Magnus, d’après une idée de Greg Payne · un jeu du Decktet";
        PitchEnGarde =>
            "Close the distance with numbered cards, lunge when a card matches it exactly — and parry with the very same cards.",
            "Réduisez la distance avec vos cartes, fendez-vous quand une carte la mesure exactement — et parez avec les mêmes cartes.";
        PitchSkirman =>
            "A 1992 foil bout in cards: attack in one of the four lines, parry in the right one, riposte, and finish with a TOUCHE.",
            "Un assaut de fleuret en cartes, de 1992 : attaquez dans l’une des quatre lignes, parez dans la bonne, ripostez et concluez par une TOUCHE.";
        PitchFifes =>
            "A doomed army falls back to fife and drum. You were bribed to save three of its six units — and only you know which.",
            "Une armée perdue bat en retraite au son des fifres et des tambours. On vous a soudoyé pour sauver trois de ses six unités — vous seul savez lesquelles.";
        ArtEnGarde =>
            "Two fencers, one red and one green, face each other on a steel piste.",
            "Deux escrimeurs, l’un rouge, l’autre vert, face à face sur une piste d’acier.";
        ArtSkirman =>
            "A foil target divided into its four lines, with a blade pointing at it.",
            "Une cible de fleuret partagée en ses quatre lignes, visée par une lame.";
        ArtFifes =>
            "A drum and a fife above a track of spaces with suit tokens.",
            "Un tambour et un fifre au-dessus d’une piste de cases portant des jetons de couleurs.";

        RulesKicker => "Rules", "Règles";
        RulesContents => "On this page", "Sur cette page";
        RulesLoading => "Loading the rules…", "Chargement des règles…";
        RulesLoadFailed => "The rules could not be loaded. Check your connection and try again.", "Les règles n'ont pas pu être chargées. Vérifiez votre connexion et réessayez.";
        Retry => "Try again", "Réessayer";
        OpponentLabel => "Opponent", "Adversaire";
        OpponentComputer => "Computer", "Ordinateur";
        OpponentHotSeat => "A friend on this device", "Un ami sur cet appareil";
        RulesBy => "Game by", "Un jeu de";
        RulesNotPlayableYet =>
            "This game cannot be played on the site yet; its rules are here so you can learn it.",
            "Ce jeu n’est pas encore jouable sur le site ; ses règles sont là pour l’apprendre.";
        BackHome => "Back to the games", "Retour aux jeux";

        CreditsTitle => "Credits", "Crédits";
        CreditsIntro =>
            "Touché is a fan-made tribute to three card games and to the fencers who inspired them. The games belong to their authors and publishers:",
            "Touché est un hommage d’amateurs à trois jeux de cartes et aux escrimeurs qui les ont inspirés. Les jeux appartiennent à leurs auteurs et éditeurs :";
        CreditsEnGarde1 =>
            "En Garde © Reiner Knizia. Published in 1993 by Abacus Spiele; our rules follow the Abacus rules as translated into English by John Webley, corrected by Chris Lawson and approved by the designer (French translation and adaptation by Rody).",
            "En Garde © Reiner Knizia. Publié en 1993 par Abacus Spiele ; nos règles suivent celles d’Abacus, traduites en anglais par John Webley, corrigées par Chris Lawson et approuvées par l’auteur (traduction et adaptation françaises de Rody).";
        CreditsEnGarde2 =>
            "Also published in French by Ferti (Mérignac, France), with illustrations by Pierô; the app’s Ferti rule sets follow that edition.",
            "Également édité en France par Ferti (Mérignac), illustré par Pierô ; les règles « Ferti » de l’application suivent cette édition.";
        CreditsSkirman =>
            "Skirm’an, a competition foil-fencing card game © Massard-Rostain, 1992.",
            "Skirm’an, jeu d’escrime de compétition au fleuret © Massard-Rostain, 1992.";
        CreditsFifes1 =>
            "Fifes and Drums by P.D. Magnus, after an idea of Greg Payne: original design by Gregory R. Payne, game development by P.D. Magnus, playtested by Nate Straight and Cristyn Magnus. Its rules were published on the Decktet wiki.",
            "Fifes and Drums de P.D. Magnus, d’après une idée de Greg Payne : conception originale de Gregory R. Payne, développement du jeu par P.D. Magnus, testé par Nate Straight et Cristyn Magnus. Ses règles ont été publiées sur le wiki du Decktet.";
        CreditsFifes2 =>
            "It is played with the Decktet, a deck of cards created by P.D. Magnus and released under a Creative Commons Attribution-NonCommercial-ShareAlike licence (CC BY-NC-SA). Our Fifes and Drums rules page is an adaptation in our own words, shared under the same licence.",
            "Il se joue avec le Decktet, un jeu de cartes créé par P.D. Magnus et diffusé sous licence Creative Commons Attribution - Pas d’utilisation commerciale - Partage dans les mêmes conditions (CC BY-NC-SA). Notre page de règles de Fifes and Drums en est une adaptation dans nos propres mots, partagée sous la même licence.";
        CreditsDecktetLink => "The Decktet (decktet.com)", "Le Decktet (decktet.com)";
        CreditsSiteHeading => "This site", "Ce site";
        CreditsSite1 =>
            "Touché is a fan-made, non-commercial implementation. It is not affiliated with or endorsed by the designers or publishers above.",
            "Touché est une adaptation d’amateurs, sans but commercial. Il n’est ni affilié aux auteurs et éditeurs ci-dessus, ni approuvé par eux.";
        CreditsSite2 =>
            "Every picture on the site is drawn by us in SVG; no artwork from the published games is used. The rules pages are written in our own words.",
            "Toutes les images du site sont dessinées par nous en SVG ; aucune illustration des jeux publiés n’est reprise. Les pages de règles sont écrites dans nos propres mots.";
        CreditsSite3 =>
            "No account, no cookies, no trackers: the site only remembers your language, in your browser’s local storage.",
            "Ni compte, ni cookies, ni traceurs : le site retient seulement votre langue, dans le stockage local de votre navigateur.";

        NotFoundTitle => "Off the piste!", "Hors piste !";
        NotFoundText =>
            "There is no page at this address. Step back onto the strip and pick a game.",
            "Il n’y a pas de page à cette adresse. Revenez sur la piste et choisissez un jeu.";

        FooterNote =>
            "A fan-made, non-commercial site. The games belong to their authors.",
            "Un site d’amateurs, sans but commercial. Les jeux appartiennent à leurs auteurs.";
        FooterArt => "All art drawn by us in SVG.", "Toutes les images sont dessinées par nous en SVG.";

        PanicTitle => "An internal error stopped the game.", "Une erreur interne a arrêté le jeu.";
        PanicReload => "Reload the page", "Recharger la page";
    }
}

/// The name of a game as the site shows it.
pub fn game_name(game: GameId, lang: Lang) -> &'static str {
    let lang = lang.texts();
    match game {
        GameId::EnGarde => Text::GameEnGarde,
        GameId::Skirman => Text::GameSkirman,
        GameId::FifesAndDrums => Text::GameFifes,
    }
    .text(lang)
}

/// Who designed it (and when, where the source says so).
pub fn game_designer(game: GameId, lang: Lang) -> &'static str {
    let lang = lang.texts();
    match game {
        GameId::EnGarde => Text::DesignerEnGarde,
        GameId::Skirman => Text::DesignerSkirman,
        GameId::FifesAndDrums => Text::DesignerFifes,
    }
    .text(lang)
}

/// The one-line pitch on its home-page card.
pub fn game_pitch(game: GameId, lang: Lang) -> &'static str {
    let lang = lang.texts();
    match game {
        GameId::EnGarde => Text::PitchEnGarde,
        GameId::Skirman => Text::PitchSkirman,
        GameId::FifesAndDrums => Text::PitchFifes,
    }
    .text(lang)
}

/// The text alternative of its illustration.
pub fn game_art_label(game: GameId, lang: Lang) -> &'static str {
    let lang = lang.texts();
    match game {
        GameId::EnGarde => Text::ArtEnGarde,
        GameId::Skirman => Text::ArtSkirman,
        GameId::FifesAndDrums => Text::ArtFifes,
    }
    .text(lang)
}

/// "Play En Garde" / "Jouer à Skirm'an": the play button of a game.
pub fn play_game(game: GameId, lang: Lang) -> String {
    let lang = lang.texts();
    let name = game_name(game, lang);
    match lang {
        Lang::En => format!("Play {name}"),
        Lang::Fr => format!("Jouer à {name}"),
    }
}

/// The heading of a rules page.
pub fn rules_title(game: GameId, lang: Lang) -> String {
    let lang = lang.texts();
    let name = game_name(game, lang);
    match lang {
        Lang::En => format!("How to play {name}"),
        Lang::Fr => format!("Comment jouer à {name}"),
    }
}

/// The browser tab title for a page (`None` = the home page).
pub fn page_title(page: Option<&str>, lang: Lang) -> String {
    let lang = lang.texts();
    let app = Text::AppName.text(lang);
    match page {
        None => format!("{app} — {}", Text::AppTagline.text(lang)),
        Some(page) => format!("{page} · {app}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_texts_in_both_languages() {
        for game in GameId::ALL {
            for lang in Lang::ALL {
                for text in [
                    game_name(game, lang),
                    game_designer(game, lang),
                    game_pitch(game, lang),
                    game_art_label(game, lang),
                ] {
                    assert!(!text.trim().is_empty(), "{game:?} {lang:?}");
                }
                assert!(play_game(game, lang).contains(game_name(game, lang)));
                assert!(rules_title(game, lang).contains(game_name(game, lang)));
            }
        }
    }

    #[test]
    fn sentences_differ_between_languages() {
        // Names and codes may be equal in both languages; sentences must be translated.
        for &key in Text::ALL {
            let (en, fr) = (key.text(Lang::En), key.text(Lang::Fr));
            if en.split_whitespace().count() > 3 {
                assert_ne!(en, fr, "{key:?} is not translated");
            }
        }
    }
}
