#!/usr/bin/env bash
# Size report: the gzip -9 size (what GitHub Pages serves) of what the browser loads first —
# index.html, the .wasm, the JS glue and the CSS in dist/ — against a budget.
#
#   scripts/size.sh [DIST_DIR]        (default: dist/; budget: TOUCHE_SIZE_BUDGET_KB, 200)
#
# Not counted, listed separately as loaded on demand: 404.html (a copy of index.html) aside,
#   - everything under lazy/: the games that are second wasm apps, downloaded when their page
#     opens (lazy/skirman.js, lazy/skirman_bg.wasm; built by scripts/build-lazy.sh);
#   - lazily loaded AI workers: any file whose name contains "worker" (e.g. bot-worker-<hash>.js,
#     bot-worker-<hash>_bg.wasm).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-$ROOT/dist}"
BUDGET_KB="${TOUCHE_SIZE_BUDGET_KB:-200}"
[ -f "$DIST/index.html" ] || {
    echo "error: $DIST/index.html not found: build first (trunk build --release)" >&2
    exit 1
}

gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }

first=() later=()
while IFS= read -r -d '' f; do
    name="${f#"$DIST"/}"
    case "$name" in
        lazy/* | *worker*) later+=("$f") ;;
        index.html | *.wasm | *.js | *.css) first+=("$f") ;;
    esac
done < <(find "$DIST" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' -o -name 'index.html' \) -print0 | sort -z)

total=0 raw_total=0
printf '%-44s %10s %10s\n' "loaded first ($DIST)" "raw KB" "gzip KB"
for f in "${first[@]}"; do
    raw=$(wc -c <"$f")
    z=$(gz "$f")
    total=$((total + z))
    raw_total=$((raw_total + raw))
    printf '%-44s %10s %10s\n' "${f#"$DIST"/}" "$(kb "$raw")" "$(kb "$z")"
done
printf '%-44s %10s %10s\n' "TOTAL" "$(kb "$raw_total")" "$(kb "$total")"
if [ ${#later[@]} -gt 0 ]; then
    printf '%-44s %10s %10s\n' "loaded on demand (lazy/, *worker*; not counted)" "" ""
    for f in "${later[@]}"; do
        printf '%-44s %10s %10s\n' "${f#"$DIST"/}" "$(kb "$(wc -c <"$f")")" "$(kb "$(gz "$f")")"
    done
fi

budget=$((BUDGET_KB * 1024))
if [ "$total" -gt "$budget" ]; then
    echo "size: OVER BUDGET: $(kb "$total") KB gzip > $BUDGET_KB KB" >&2
    exit 1
fi
echo "size: $(kb "$total") KB gzip of $BUDGET_KB KB budget ($((total * 100 / budget))%)"
