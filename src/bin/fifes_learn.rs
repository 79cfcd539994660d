//! FifesAndDrums's guided first game (`<slug>/learn/index.html`; listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use touche::games::fifes::FifesAndDrums;
    use touche::ui::guide::{Guide, GUIDE_SECTION};
    use touche::ui::table::TableGame;
    touche::ui::app::start_section(
        FifesAndDrums::ID,
        GUIDE_SECTION,
        yew::html! { <Guide<FifesAndDrums> /> },
    );
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `fifes_learn` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
