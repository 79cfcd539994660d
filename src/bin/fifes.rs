//! Fifes and Drums' page (`fifes-and-drums/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::fifes::FifesPage;
    touche::ui::app::start_game(
        touche::games::GameId::FifesAndDrums,
        yew::html! { <FifesPage /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `fifes` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
