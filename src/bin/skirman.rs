//! Skirm'an's page (`skirman/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::skirman::SkirmanApp;
    touche::ui::app::start_game(
        touche::games::GameId::Skirman,
        yew::html! { <SkirmanApp /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `skirman` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
