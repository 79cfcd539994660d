//! App shell strings: navigation, home, credits, errors.
use super::messages;

messages! {
    pub enum Text {
        AppName => "Touché", "Touché";
        NavHome => "Home", "Accueil";
        NavCredits => "Credits", "Crédits";
        Language => "Language", "Langue";
        PanicTitle => "An internal error stopped the game.", "Une erreur interne a arrêté le jeu.";
        PanicReload => "Reload the page", "Recharger la page";
    }
}
