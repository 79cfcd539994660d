//! Skirman's "your games" page (`<slug>/games/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::games::skirman::Skirman;
    use touche::ui::table::{GamesPage, TableGame, GAMES_SECTION};
    touche::ui::app::start_section(
        Skirman::ID,
        GAMES_SECTION,
        yew::html! { <GamesPage<Skirman> /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `skirman_games` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
