#!/usr/bin/env bash
# Runs the En Garde rules benchmark compiled to WebAssembly, under node, on one core, and prints
# the median `N rounds/s` last — the figure to compare with `touche bench en-garde`.
# Usage: scripts/bench-wasm.sh [SECONDS]   (needs the wasm32 target and wasm-bindgen; see setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
cargo build --release --locked --target wasm32-unknown-unknown --bin bench-wasm >&2
out=target/bench-wasm
wasm-bindgen --target nodejs --out-dir "$out" target/wasm32-unknown-unknown/release/bench-wasm.wasm
node -e "console.log(require('./$out/bench-wasm.js').bench_en_garde(Number(process.argv[1])))" "$seconds"
