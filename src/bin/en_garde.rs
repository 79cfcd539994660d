//! En Garde's page (`en-garde/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::en_garde::EnGardePage;
    touche::ui::app::start_game(
        touche::games::GameId::EnGarde,
        yew::html! { <EnGardePage /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `en_garde` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
