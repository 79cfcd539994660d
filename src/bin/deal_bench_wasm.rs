//! The fair deal's cost in WebAssembly: build for wasm32, bind for node with wasm-bindgen, call
//! `bench_deal(repeats)` (as scripts/bench-wasm.sh does for the rules benchmarks).

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::*;

    /// The same table as `cargo run --release --example deal_bench`.
    #[wasm_bindgen]
    pub fn bench_deal(repeats: usize) -> String {
        // performance.now() (sub-millisecond) where the host has it, else Date.now().
        let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .unwrap_or(JsValue::UNDEFINED);
        let performance_now = js_sys::Reflect::get(&performance, &"now".into())
            .ok()
            .and_then(|now| now.dyn_into::<js_sys::Function>().ok());
        let now = || {
            let millis = performance_now
                .as_ref()
                .and_then(|now| now.call0(&performance).ok())
                .and_then(|value| value.as_f64())
                .unwrap_or_else(js_sys::Date::now);
            millis / 1000.0
        };
        touche::deal::bench::report(repeats, &now, " (wasm)")
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("deal-bench-wasm is for wasm32: see its header");
}
