#!/usr/bin/env bash
# The strength ladder of docs/ai.md: every pair `touche arena` plays for it, one after the other,
# each result in docs/ladder/<game>-<rules>-<a>-<b>.txt with the command and the time it took
# (a pair already there is skipped, so an interrupted run picks up where it stopped).
#
#   scripts/ladder.sh [--jobs J] [--seed S] [FILTER]     (FILTER: only pairs whose name has it)
#
# TOUCHE_BIN=path plays with that binary instead of building one (so the tree can change meanwhile).
#
# 400 games a pair, 200 for the pairs with Master (each of its decisions is a full search).
# Natively at the browser's iteration budgets, several hours on two cores: run it in the
# background (`nice scripts/ladder.sh &`).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs=2 seed=2026 filter=""
while [ $# -gt 0 ]; do
    case "$1" in
        --jobs) jobs="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        *) filter="$1"; shift ;;
    esac
done
cd "$ROOT"
bin="${TOUCHE_BIN:-}"
if [ -z "$bin" ]; then
    cargo build --release --locked --bin touche
    bin=target/release/touche
fi
out="$ROOT/docs/ladder"
mkdir -p "$out"

# game rules A B games, in the order they are run: the quick pairs first.
pairs="
en-garde abacus-advanced standard beginner 400
en-garde abacus-classic standard beginner 400
skirman initiation standard beginner 400
skirman competition standard beginner 400
fifes-and-drums default standard beginner 400
fifes-and-drums default strong standard 400
fifes-and-drums default master strong 200
skirman initiation strong standard 400
skirman competition strong standard 400
skirman initiation master strong 200
skirman competition master strong 200
en-garde abacus-advanced strong standard 400
en-garde abacus-advanced master standard 200
en-garde abacus-advanced master strong 200
en-garde abacus-classic strong standard 400
en-garde abacus-classic master strong 200
"
echo "$pairs" | while read -r game rules a b games; do
    [ -n "$game" ] || continue
    name="$game-$rules-$a-$b"
    [[ "$name" == *"$filter"* ]] || continue
    file="$out/$name.txt"
    [ -s "$file" ] && { echo "ladder: $name already played"; continue; }
    rules_arg=(--rules "$rules")
    [ "$rules" = default ] && rules_arg=()
    cmd=("$bin" arena "$game" "${rules_arg[@]}" --a "$a" --b "$b" --games "$games" --seed "$seed" --jobs "$jobs")
    echo "ladder: $name: ${cmd[*]}"
    start=$(date +%s)
    "${cmd[@]}" >"$file.part"
    end=$(date +%s)
    {
        echo "command: target/release/touche ${cmd[*]:1}"
        echo "seconds: $((end - start))"
        echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
        cat "$file.part"
    } >"$file"
    rm -f "$file.part"
    tail -1 "$file"
done
