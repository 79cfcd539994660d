//! Where things are: one HTML page per game, and hash routes inside a page.
//!
//! The site is one document per page, each its own Yew app (`src/bin/`): home (`index.html`:
//! home, `#/<game>/rules`, `#/credits`, not-found) and one page per game (`<game>/index.html`,
//! its own sub-routes in its hash, e.g. `skirman/#/glossary`). Hash routes survive a reload on
//! GitHub Pages with no server help. Links are relative to the page they are on, so the site
//! works under any sub-path (`/touche/`): from home a game is `skirman/`, from a game page home
//! is `../`.
use crate::games::GameId;
use std::cell::Cell;

/// Which document this app runs in (set once by the page's entry point, `ui::app`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// `index.html`, at the site's root.
    #[default]
    Home,
    /// `<slug>/index.html`, one folder down.
    Game(GameId),
    /// `<slug>/<section>/index.html`, two folders down: a part of a game that is a page of its
    /// own so that the game's page stays small (Skirm'an's tournament).
    Section(GameId, &'static str),
}

thread_local! {
    static PAGE: Cell<Page> = const { Cell::new(Page::Home) };
}

impl Page {
    /// The page this app runs in (home until an entry point says otherwise).
    pub fn current() -> Page {
        PAGE.with(Cell::get)
    }

    /// Called once by the page's entry point, before the first render.
    pub fn set_current(page: Page) {
        PAGE.with(|p| p.set(page));
    }

    /// The relative URL of the site's root (where `index.html` is) from this page.
    fn root(self) -> &'static str {
        match self {
            Page::Home => "",
            Page::Game(_) => "../",
            Page::Section(..) => "../../",
        }
    }

    /// The relative URL of a file at the site's root (an asset every page shares, the AI
    /// worker) from this page.
    pub fn site_file(self, name: &str) -> String {
        format!("{}{name}", self.root())
    }
}

/// A place on the site, as a link target; on home, also what its hash says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    /// A game's own page. On home, an old deep link into a game (`#/skirman/glossary`,
    /// from when the games lived inside home): home sends the browser on to the game's page.
    Play(GameId),
    /// A game's section page (`Page::Section`).
    Section(GameId, &'static str),
    Rules(GameId),
    Credits,
    NotFound(String),
}

impl Route {
    /// Parses home's `location.hash` (with or without the leading `#`).
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Home,
            ["credits"] => Route::Credits,
            [slug] => match GameId::from_slug(slug) {
                Some(game) => Route::Play(game),
                None => Route::NotFound(path.to_string()),
            },
            [slug, "rules"] => match GameId::from_slug(slug) {
                Some(game) => Route::Rules(game),
                None => Route::NotFound(path.to_string()),
            },
            [slug, ..] => match GameId::from_slug(slug) {
                Some(game) => Route::Play(game),
                None => Route::NotFound(path.to_string()),
            },
        }
    }

    /// The `href` for a link to this route from the current page.
    pub fn href(&self) -> String {
        self.href_from(Page::current())
    }

    /// The `href` for a link to this route from `page`.
    pub fn href_from(&self, page: Page) -> String {
        match (self, page) {
            (Route::Home, Page::Home) => "#/".to_string(),
            (Route::Play(game), Page::Game(here)) if *game == here => "#/".to_string(),
            (Route::Play(game), Page::Section(here, _)) if *game == here => "../".to_string(),
            (Route::Play(game), page) => format!("{}{}/", page.root(), game.slug()),
            (Route::Section(game, section), Page::Section(here, now))
                if *game == here && *section == now =>
            {
                "#/".to_string()
            }
            (Route::Section(game, section), Page::Game(here)) if *game == here => {
                format!("{section}/")
            }
            (Route::Section(game, section), page) => {
                format!("{}{}/{section}/", page.root(), game.slug())
            }
            (route, page) => format!("{}#/{}", page.root(), route.hash_path()),
        }
    }

    /// The path in home's hash (`rules` pages, credits…), without `#/`.
    fn hash_path(&self) -> String {
        match self {
            Route::Home => String::new(),
            Route::Play(game) => game.slug().to_string(),
            Route::Section(game, section) => format!("{}/{section}", game.slug()),
            Route::Rules(game) => format!("{}/rules", game.slug()),
            Route::Credits => "credits".to_string(),
            Route::NotFound(path) => path.clone(),
        }
    }
}

/// An old link into a game on home (`#/en-garde`, `#/skirman/glossary/parade`): the URL of the
/// game's page with the rest as its own hash route (`skirman/#/glossary/parade`). `None` for
/// every route that stays on home.
pub fn moved_to_game_page(hash: &str) -> Option<String> {
    let Route::Play(game) = Route::parse(hash) else {
        return None;
    };
    let path = hash.trim_start_matches('#').trim_matches('/');
    let rest = path
        .strip_prefix(game.slug())
        .unwrap_or_default()
        .trim_matches('/');
    let page = Route::Play(game).href_from(Page::Home);
    Some(if rest.is_empty() {
        page
    } else {
        format!("{page}#/{rest}")
    })
}
