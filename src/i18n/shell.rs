//! App shell strings: navigation, home, rules-page chrome, credits, errors.
//!
//! The long text of the rules pages lives in `rules_pages.rs`.
use super::{messages, sentences, Lang};
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


        RulesKicker => "Rules", "Règles";
        RulesContents => "On this page", "Sur cette page";
        RulesLoading => "Loading the rules…", "Chargement des règles…";
        RulesLoadFailed => "The rules could not be loaded. Check your connection and try again.", "Les règles n'ont pas pu être chargées. Vérifiez votre connexion et réessayez.";
        Retry => "Try again", "Réessayer";
        OpponentLabel => "Opponent", "Adversaire";
        OpponentComputer => "Computer", "Ordinateur";
        OpponentHotSeat => "A friend on this device", "Un ami sur cet appareil";
        RulesBy => "Game by", "Un jeu de";
        BackHome => "Back to the games", "Retour aux jeux";

        CreditsTitle => "Credits", "Crédits";
        CreditsIntro =>
            "Touché is a fan-made tribute to three card games and to the fencers who inspired them. The games belong to their authors and publishers:",
            "Touché est un hommage d’amateurs à trois jeux de cartes et aux escrimeurs qui les ont inspirés. Les jeux appartiennent à leurs auteurs et éditeurs :";
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

/// What the site says of a game beside its rules and its table: its name, its designer, its
/// home-page card (pitch, the picture's text alternative) and its credits. Each game implements
/// it in its words module (`i18n::<game>`); the functions below reach it from a `GameId`.
pub trait GameInfo {
    fn name(lang: Lang) -> &'static str;
    /// Who designed it (and when, where the source says so).
    fn designer(lang: Lang) -> &'static str;
    /// The one-line pitch on its home-page card.
    fn pitch(lang: Lang) -> &'static str;
    /// The text alternative of its illustration.
    fn art_label(lang: Lang) -> &'static str;
    /// Its paragraphs on the credits page.
    fn credits(lang: Lang) -> Vec<&'static str>;
    /// Its rules page (`i18n::rules_pages`), published as a document the rules page fetches.
    fn rules_page(lang: Lang) -> &'static super::rules_pages::RulesPage;
    /// A link under them (address, words), if any.
    fn credits_link(_lang: Lang) -> Option<(&'static str, &'static str)> {
        None
    }
}

/// The name of a game as the site shows it.
pub fn game_name(game: GameId, lang: Lang) -> &'static str {
    crate::dispatch!(game, G => G::name(lang))
}

/// Who designed it (and when, where the source says so).
pub fn game_designer(game: GameId, lang: Lang) -> &'static str {
    crate::dispatch!(game, G => G::designer(lang))
}

/// The one-line pitch on its home-page card.
pub fn game_pitch(game: GameId, lang: Lang) -> &'static str {
    crate::dispatch!(game, G => G::pitch(lang))
}

/// The text alternative of its illustration.
pub fn game_art_label(game: GameId, lang: Lang) -> &'static str {
    crate::dispatch!(game, G => G::art_label(lang))
}

/// Its paragraphs on the credits page, and a link under them if any.
pub fn game_credits(
    game: GameId,
    lang: Lang,
) -> (Vec<&'static str>, Option<(&'static str, &'static str)>) {
    crate::dispatch!(game, G => (G::credits(lang), G::credits_link(lang)))
}

sentences! {
    /// "Play En Garde" / "Jouer à Skirm'an": the play button of a game.
    pub fn play_game(game: GameId) in lang {
        "Play {name}", "Jouer à {name}" where name = game_name(game, lang);
    }

    /// The heading of a rules page.
    pub fn rules_title(game: GameId) in lang {
        "How to play {name}", "Comment jouer à {name}" where name = game_name(game, lang);
    }
}

/// The browser tab title for a page (`None` = the home page).
pub fn page_title(page: Option<&str>, lang: Lang) -> String {
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
                ]
                .into_iter()
                .chain(game_credits(game, lang).0)
                {
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
