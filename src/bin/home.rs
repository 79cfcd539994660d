//! Home's app (`index.html`: home, the rules pages, credits), built by Trunk. Each game has its
//! own page and app (`src/bin/<game>.rs`, listed in `pages/games.txt`).

#[cfg(target_arch = "wasm32")]
fn main() {
    touche::ui::app::start();
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `home` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
