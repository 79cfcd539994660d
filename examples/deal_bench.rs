//! The fair deal's cost natively: `cargo run --release --example deal_bench [REPEATS]`.
use std::time::Instant;

fn main() {
    let repeats = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(5);
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64();
    print!(
        "{}",
        touche::deal::bench::report(repeats, &now, " (native)")
    );
}
