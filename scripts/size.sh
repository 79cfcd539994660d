#!/usr/bin/env bash
# Size report: for each route of the site, the gzip -9 size (what GitHub Pages serves) of
# everything the browser downloads to show it from an empty cache: the page's HTML, then every
# file it references (the JS glue, the .wasm, the stylesheets, the favicon) and every module the
# JS imports (wasm-bindgen snippets). Each route has a budget; any route over it fails.
#
#   scripts/size.sh [DIST_DIR]          (default: dist/)
#
# Routes: home (index.html: home, rules, credits) and one per game page (<slug>/index.html);
# a game page built once per language (scripts/bilingual_page.py) is measured in each.
# Budgets: TOUCHE_HOME_BUDGET_KB (default 100) and TOUCHE_GAME_BUDGET_KB (default 200).
# Listed apart, not counted: any file whose name contains "worker" (AI workers, downloaded when
# a game asks for one; the online worker, when an online page starts meeting the friend: it
# runs the meeting's cryptography, so the page need not carry it), and what no page loads at
# first (the rules documents and the Skirm'an glossary, fetched when opened; 404.html).
#
# A route may be tolerated over its budget (TOUCHE_TOLERATED_KB="slug=KB …", printed on every
# run); none is by default. Skirm'an's game page was, for a day (issue 26): 198.4 / 199.7 KB
# (en / fr), then 204.3 / 205.4 KB after the table became hooks and small parts, the page spoke
# to the AI worker through the typed protocol and storage learnt to say every refused write; won
# back by wasm-opt's options (index.html: low memory unused, functions ordered by name, 3.5 KB)
# and stateless parts as view functions (every component type costs ~0.5 KB).
# History: Skirm'an's page reached 249.2 KB once the table gained saves, undo,
# replays, statistics, record import, the AI worker's client and keyboard play. Cuts, in order:
# the tournament and the "your games" section on pages of their own (219.2 KB); then one build
# per language, the glossary as a fetched document, the wasm's import names shortened, the JS
# glue minified, one stylesheet per page, and the tournament's bouts on a page apart from its
# bracket (2026-11-25; numbers in the latest run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$(cd "${1:-$ROOT/dist}" && pwd)"
HOME_BUDGET_KB="${TOUCHE_HOME_BUDGET_KB:-100}"
GAME_BUDGET_KB="${TOUCHE_GAME_BUDGET_KB:-200}"
TOLERATED_KB="${TOUCHE_TOLERATED_KB-}"
[ -f "$DIST/index.html" ] || {
    echo "error: $DIST/index.html not found: build first (trunk build --release)" >&2
    exit 1
}

gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }
row() { printf '  %-52s %9s %9s\n' "$@"; }

# The file in dist/ that URL (absolute path, with the public URL in front, or relative to the
# file FROM) names: the public URL is whatever leading folders must go for the file to exist.
resolve() { # FROM URL
    local url="${2%%[?#]*}" path
    case "$url" in
        http:* | https:* | data:* | //*) return 1 ;;
        /*) path="${url#/}" ;;
        *) path="$(realpath -m --relative-to="$DIST" "$(dirname "$1")/$url")" ;;
    esac
    while [ -n "$path" ]; do
        [ -f "$DIST/$path" ] && { echo "$DIST/$path"; return 0; }
        [[ "$path" == */* ]] || break
        path="${path#*/}"
    done
    echo "size: $1 references $2, which is not in $DIST" >&2
    return 2
}

# The files an HTML page or JS module references: href/src attributes (quoted or not, as the
# minified HTML has them), the wasm-bindgen loader's `import … from '…'` and
# `module_or_path: '…'`, and `import('…')`.
references() { # FILE
    # A game page's two builds (scripts/bilingual_page.py): only ROUTE_LANG's.
    if [ -n "${ROUTE_LANG:-}" ]; then
        grep -oE "\"$ROUTE_LANG\": \[\"[^\"]+\", \"[^\"]+\"\]" "$1" | sed -E 's/^"[a-z]+": //' | grep -oE '"[^"]+"' | tr -d '"' || true
    fi
    # In JS (minified: `e.src=…` is code) only imports; in HTML also href and src.
    local attributes="(href|src)=(\"[^\"]+\"|'[^']+'|[^\"' >]+)|"
    case "$1" in *.js) attributes="" ;; esac
    grep -oE "${attributes}from ?['\"][^'\"]+['\"]|import\\(['\"][^'\"]+['\"]\\)|module_or_path: ?['\"][^'\"]+['\"]" "$1" \
        | sed -E "s/^(href|src)=//; s/^from ?//; s/^import\\(//; s/^module_or_path: ?//; s/\\)\$//; s/^['\"]//; s/['\"]\$//" \
        || true
}

# Every file a route downloads, the page first, each once (following JS imports).
route_files() { # HTML
    local -a queue=("$1") seen=()
    local file url target
    while [ ${#queue[@]} -gt 0 ]; do
        file="${queue[0]}"
        queue=("${queue[@]:1}")
        [[ " ${seen[*]-} " == *" $file "* ]] && continue
        seen+=("$file")
        echo "$file"
        case "$file" in *.html | *.js) ;; *) continue ;; esac
        while IFS= read -r url; do
            [ -n "$url" ] || continue
            case "$url" in "#"* | mailto:*) continue ;; esac
            target="$(resolve "$file" "$url")" || { [ $? -eq 1 ] && continue; exit 1; }
            queue+=("$target")
        done < <(references "$file")
    done
}

failed=() counted=() workers=()
report() { # NAME HTML BUDGET_KB
    local name="$1" html="$2" budget_kb="$3" total=0 raw_total=0 f raw z
    local -a files
    mapfile -t files < <(route_files "$html")
    [ -z "${ROUTE_LANG:-}" ] || name="$name ($ROUTE_LANG)"
    printf '%-54s %9s %9s\n' "route $name (${html#"$DIST"/})" "raw KB" "gzip KB"
    for f in "${files[@]}"; do
        counted+=("$f")
        if [[ "$(basename "$f")" == *worker* ]]; then
            [[ " ${workers[*]-} " == *" $f "* ]] || workers+=("$f")
            continue
        fi
        raw=$(wc -c <"$f")
        z=$(gz "$f")
        total=$((total + z))
        raw_total=$((raw_total + raw))
        row "${f#"$DIST"/}" "$(kb "$raw")" "$(kb "$z")"
    done
    local budget=$((budget_kb * 1024)) verdict
    if [ "$total" -gt "$budget" ]; then
        verdict="OVER BUDGET ($budget_kb KB)"
        failed+=("$name $(kb "$total") KB > $budget_kb KB")
    else
        verdict="of $budget_kb KB ($((total * 100 / budget))%)"
    fi
    row "total: $verdict" "$(kb "$raw_total")" "$(kb "$total")"
    echo
}

report home "$DIST/index.html" "$HOME_BUDGET_KB"
while IFS= read -r -d '' page; do
    name="$(realpath --relative-to="$DIST" "$(dirname "$page")")"
    budget="$GAME_BUDGET_KB"
    for exception in $TOLERATED_KB; do
        if [ "${exception%%=*}" = "$name" ]; then
            budget="${exception#*=}"
            echo "size: WARNING: $name is measured against a tolerated $budget KB, not the ${GAME_BUDGET_KB} KB budget (see scripts/size.sh)"
        fi
    done
    if grep -q 'const bundles = ' "$page"; then
        for lang in en fr; do ROUTE_LANG=$lang report "$name" "$page" "$budget"; done
    else
        report "$name" "$page" "$budget"
    fi
done < <(find "$DIST" -mindepth 2 -maxdepth 3 -name index.html -not -path '*/.*' -print0 | sort -z)

list_apart() { # TITLE FILE...
    [ $# -gt 1 ] || return 0
    printf '%-54s %9s %9s\n' "$1" "raw KB" "gzip KB"
    shift
    for f in "$@"; do
        row "${f#"$DIST"/}" "$(kb "$(wc -c <"$f")")" "$(kb "$(gz "$f")")"
    done
    echo
}

# Workers, wherever they are referenced from (or not yet referenced at all); then the rest.
others=()
while IFS= read -r -d '' f; do
    if [[ "$(basename "$f")" == *worker* ]]; then
        [[ " ${workers[*]-} " == *" $f "* ]] || workers+=("$f")
    elif [[ " ${counted[*]} " != *" $f "* ]]; then
        others+=("$f")
    fi
done < <(find "$DIST" -type f -not -path '*/.*' -print0 | sort -z)
list_apart "on demand: workers (not counted)" "${workers[@]}"
list_apart "loaded by no route at first (not counted)" "${others[@]}"

if [ ${#failed[@]} -gt 0 ]; then
    printf 'size: OVER BUDGET: %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "size: every route within its budget (home $HOME_BUDGET_KB KB, each game $GAME_BUDGET_KB KB, gzip -9${TOLERATED_KB:+; tolerated: $TOLERATED_KB})"
