//! The guided Skirm'an course's page (`skirman/learn/index.html`; listed in `pages/games.txt`),
//! apart from the game's page so that nothing of it is in the game's bundle.

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::ui::skirman::learn::LearnApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::LEARN_SECTION,
        yew::html! { <LearnApp /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `skirman_learn` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
