//! The rules and search benchmarks in WebAssembly: `scripts/bench-wasm.sh` builds this for
//! wasm32, binds it for node with wasm-bindgen, and prints the same lines as `touche bench
//! en-garde`, `touche bench fifes`, `touche bench skirman` or `touche bench ai GAME`.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::*;

    /// Returns the report as text; the last line is the median `N rounds/s`.
    #[wasm_bindgen]
    pub fn bench_en_garde(seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        let (rates, median) = touche::bench::en_garde_rates(seconds, &now);
        let mut report =
            format!("En Garde (wasm): random legal play, one core, {seconds} s in all\n");
        for (rules, rate) in rates {
            report.push_str(&format!("  {:<16} {:>12.0} rounds/s\n", rules.name(), rate));
        }
        report.push_str(&format!("{median:.0} rounds/s"));
        report
    }

    /// Returns the report as text; the last line is the median `N games/s`.
    #[wasm_bindgen]
    pub fn bench_fifes(seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        let rate = touche::bench::fifes_rate(seconds, &now);
        format!(
            "Fifes and Drums (wasm): random legal play, whole games, one core, {seconds} s in all\n{rate:.0} games/s"
        )
    }

    /// The search AI's speed in `game` (`en-garde`, `fifes-and-drums`, `skirman`); the last
    /// line is the median `N iterations/s`.
    #[wasm_bindgen]
    pub fn bench_ai(game: &str, seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        match touche::games::GameId::from_slug(game) {
            Some(game) => touche::bench::ai_report(game, seconds, &now, " (wasm)"),
            None => format!("unknown game {game:?} (en-garde, fifes-and-drums or skirman)"),
        }
    }

    /// Returns the report as text; the last line is the median `N games/s`.
    #[wasm_bindgen]
    pub fn bench_skirman(seconds: f64) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        let rate = touche::bench::skirman_rate(seconds, &now);
        format!(
            "Skirm'an (wasm): random legal play, whole Compétition games, one core, {seconds} s in all\n{rate:.0} games/s"
        )
    }
}

fn main() {}
