//! The browser entry point (built by Trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    touche::ui::app::start();
}

/// Native builds have no browser: this binary only exists for Trunk.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `app` binary runs in the browser: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
