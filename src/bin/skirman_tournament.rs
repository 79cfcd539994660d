//! Skirm'an's tournament page (`skirman/tournament/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::skirman::tournament::TournamentApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::TOURNAMENT_SECTION,
        yew::html! { <TournamentApp /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "the `skirman_tournament` binary runs in the browser: use `trunk serve` (see README.md)"
    );
    std::process::exit(2);
}
