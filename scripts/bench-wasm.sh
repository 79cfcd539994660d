#!/usr/bin/env bash
# Runs a benchmark compiled to WebAssembly, under node, on one core, and prints the median rate
# last — the figure to compare with `touche bench en-garde` (`N rounds/s`), `touche bench fifes`
# / `touche bench skirman` (`N games/s`) or `touche bench ai GAME` (`N iterations/s`).
# Usage: scripts/bench-wasm.sh [SECONDS] [en-garde|fifes|skirman|ai-en-garde|ai-fifes|ai-skirman]
# (needs the wasm32 target and wasm-bindgen; see setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
game=""
case "${2:-en-garde}" in
    en-garde) export_name=bench_en_garde ;;
    fifes | fifes-and-drums) export_name=bench_fifes ;;
    skirman) export_name=bench_skirman ;;
    ai-en-garde) export_name=bench_ai game=en-garde ;;
    ai-fifes | ai-fifes-and-drums) export_name=bench_ai game=fifes-and-drums ;;
    ai-skirman) export_name=bench_ai game=skirman ;;
    *) echo "usage: scripts/bench-wasm.sh [SECONDS] [en-garde|fifes|skirman|ai-en-garde|ai-fifes|ai-skirman]" >&2; exit 2 ;;
esac
cargo build --release --locked --target wasm32-unknown-unknown --bin bench-wasm >&2
out=target/bench-wasm
wasm-bindgen --target nodejs --out-dir "$out" target/wasm32-unknown-unknown/release/bench-wasm.wasm
node -e "
const bench = require('./$out/bench-wasm.js');
const [seconds, name, game] = process.argv.slice(1);
console.log(game ? bench[name](game, Number(seconds)) : bench[name](Number(seconds)));
" "$seconds" "$export_name" "$game"
