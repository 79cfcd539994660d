//! The fair deal's cost in WebAssembly: build for wasm32, bind for node with wasm-bindgen, call
//! `bench_deal(repeats)` (as scripts/bench-wasm.sh does for the rules benchmarks).

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::*;

    /// The same table as `cargo run --release --example deal_bench`.
    #[wasm_bindgen]
    pub fn bench_deal(repeats: usize) -> String {
        let now = || js_sys::Date::now() / 1000.0;
        touche::deal::bench::report(repeats, &now, " (wasm)")
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("deal-bench-wasm is for wasm32: see its header");
}
