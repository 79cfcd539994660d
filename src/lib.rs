//! Touché: three two-player card games, their rules, their computer opponents and their web UI.
//!
//! Dependencies point inward: `ui` uses `bots`, `games`, `i18n`; `games` use `core`. Nothing
//! outside `ui` imports a web crate, so the rules, the AI and the CLI build and test natively.
pub mod ai;
pub mod bench;
pub mod bots;
pub mod cli;
pub mod core;
pub mod deal;
pub mod games;
pub mod i18n;
pub mod online;
pub mod saves;
pub mod signal;
pub mod tournament;

#[cfg(target_arch = "wasm32")]
pub mod ui;

/// The `main` of a browser binary (`src/bin/`: a page's app, the AI worker), built by Trunk: in
/// the browser it runs `$start`; a native build of it only says where it runs.
#[macro_export]
macro_rules! browser_main {
    ($start:block) => {
        #[cfg(target_arch = "wasm32")]
        fn main() $start

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!(
                "the `{}` binary runs in the browser: use `trunk serve` (see README.md)",
                env!("CARGO_BIN_NAME")
            );
            std::process::exit(2);
        }
    };
}
