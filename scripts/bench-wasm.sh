#!/usr/bin/env bash
# Runs a rules benchmark compiled to WebAssembly, under node, on one core, and prints the median
# rate last — the figure to compare with `touche bench en-garde` (`N rounds/s`) or
# `touche bench fifes` / `touche bench skirman` (`N games/s`).
# Usage: scripts/bench-wasm.sh [SECONDS] [en-garde|fifes|skirman]   (needs the wasm32 target and
# wasm-bindgen; see setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
case "${2:-en-garde}" in
    en-garde) export_name=bench_en_garde ;;
    fifes | fifes-and-drums) export_name=bench_fifes ;;
    skirman) export_name=bench_skirman ;;
    *) echo "usage: scripts/bench-wasm.sh [SECONDS] [en-garde|fifes|skirman]" >&2; exit 2 ;;
esac
cargo build --release --locked --target wasm32-unknown-unknown --bin bench-wasm >&2
out=target/bench-wasm
wasm-bindgen --target nodejs --out-dir "$out" target/wasm32-unknown-unknown/release/bench-wasm.wasm
node -e "console.log(require('./$out/bench-wasm.js')[process.argv[2]](Number(process.argv[1])))" "$seconds" "$export_name"
