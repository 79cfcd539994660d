//! The rules and search benchmarks in WebAssembly: `scripts/bench-wasm.sh` builds this for
//! wasm32, binds it for node with wasm-bindgen, and prints the same lines as `touche bench
//! en-garde`, `touche bench fifes`, `touche bench skirman` or `touche bench ai GAME`.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::*;

    use touche::games::GameId;

    fn random_play(game: GameId, seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        touche::bench::random_play_report(game, seconds, &now, " (wasm)")
    }

    /// Returns the report as text; the last line is the median `N rounds/s`.
    #[wasm_bindgen]
    pub fn bench_en_garde(seconds: f64) -> String {
        random_play(GameId::EnGarde, seconds)
    }

    /// Returns the report as text; the last line is the median `N games/s`.
    #[wasm_bindgen]
    pub fn bench_fifes(seconds: f64) -> String {
        random_play(GameId::FifesAndDrums, seconds)
    }

    /// The search AI's speed in `game` (`en-garde`, `fifes-and-drums`, `skirman`); the last
    /// line is the median `N iterations/s`.
    #[wasm_bindgen]
    pub fn bench_ai(game: &str, seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        match GameId::from_slug(game) {
            Some(game) => touche::bench::ai_report(game, seconds, &now, " (wasm)"),
            None => format!("unknown game {game:?} (en-garde, fifes-and-drums or skirman)"),
        }
    }

    /// Returns the report as text; the last line is the median `N games/s`.
    #[wasm_bindgen]
    pub fn bench_skirman(seconds: f64) -> String {
        random_play(GameId::Skirman, seconds)
    }
}

fn main() {}
