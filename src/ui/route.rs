//! Hash routes (`#/en-garde/rules`): they survive a reload on GitHub Pages with no server help.
use crate::games::GameId;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Play(GameId),
    Rules(GameId),
    Credits,
    NotFound(String),
}

impl Route {
    /// Parses `location.hash` (with or without the leading `#`).
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Home,
            ["credits"] => Route::Credits,
            [slug] => match GameId::from_slug(slug) {
                Some(game) if game.playable() => Route::Play(game),
                Some(game) => Route::Rules(game),
                None => Route::NotFound(path.to_string()),
            },
            [slug, "rules"] => match GameId::from_slug(slug) {
                Some(game) => Route::Rules(game),
                None => Route::NotFound(path.to_string()),
            },
            // Skirm'an is a second wasm app (`ui/shell/lazy_game.rs`) with sub-routes of its own
            // (`#/skirman/glossary`): they all open its play page, and it reads the hash itself.
            [slug, _, ..] if *slug == GameId::Skirman.slug() && GameId::Skirman.playable() => {
                Route::Play(GameId::Skirman)
            }
            _ => Route::NotFound(path.to_string()),
        }
    }

    /// The `href` for a link to this route.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".to_string(),
            Route::Play(game) => format!("#/{}", game.slug()),
            Route::Rules(game) => format!("#/{}/rules", game.slug()),
            Route::Credits => "#/credits".to_string(),
            Route::NotFound(path) => format!("#/{path}"),
        }
    }
}
