//! A Skirm'an tournament bout with a human (`skirman/bout/index.html`; listed in
//! `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::skirman::tournament::TournamentBoutApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::BOUT_SECTION,
        yew::html! { <TournamentBoutApp /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `skirman_bout` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
