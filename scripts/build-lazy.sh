#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml): builds the games that are second wasm apps, downloaded only
# when their page opens (src/bin/skirman.rs, loaded by src/ui/shell/lazy_game.rs), into
# $TRUNK_STAGING_DIR/lazy/: skirman.js + skirman_bg.wasm + skirman.css (static/skirman*.css), unhashed names.
#
# Same tools and settings as Trunk's own build of the main app (index.html):
#   trunk build --release  → cargo --profile web-release, wasm-bindgen --target web, wasm-opt -Oz
#   trunk build / serve    → cargo dev profile, wasm-bindgen --target web, no wasm-opt
# Post-build hooks run once Trunk's cargo build has finished, so the two never wait on each
# other's cargo lock. Any failure here exits non-zero, which fails the Trunk build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${TRUNK_STAGING_DIR:?this script is a Trunk post_build hook (see Trunk.toml): run trunk build}"
LAZY_BINS=(skirman)

# The pinned tools, as scripts/setup.sh installs them (also when trunk runs outside our scripts).
export PATH="$ROOT/tools/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
fail() {
    echo "build-lazy: error: $*" >&2
    exit 1
}
want_bindgen="$(awk '/^name = "wasm-bindgen"$/ { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }' "$ROOT/Cargo.lock")"
[ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $want_bindgen" ] \
    || fail "wasm-bindgen $want_bindgen (as in Cargo.lock) is not on PATH: run scripts/setup.sh"

if [ "${TRUNK_PROFILE:-debug}" = release ]; then
    profile=web-release profile_dir=web-release optimize=true
else
    profile=dev profile_dir=debug optimize=false
fi
if $optimize; then
    case "$(wasm-opt --version 2>/dev/null)" in
        *"version 132 "* | *"version 132") ;;
        *) fail "wasm-opt 132 (tools/node_modules/.bin) not found: run scripts/setup.sh" ;;
    esac
fi

target_dir="$(cd "$ROOT" && cargo metadata --format-version 1 --no-deps --offline --locked \
    | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] || fail "cannot find cargo's target directory (cargo metadata)"
out="$TRUNK_STAGING_DIR/lazy"
mkdir -p "$out"

for bin in "${LAZY_BINS[@]}"; do
    echo "build-lazy: $bin (cargo --profile $profile, wasm-bindgen$($optimize && echo ', wasm-opt -Oz'))"
    (cd "$ROOT" && cargo build --offline --locked --target wasm32-unknown-unknown \
        --profile "$profile" --bin "$bin")
    wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$bin" \
        "$target_dir/wasm32-unknown-unknown/$profile_dir/$bin.wasm"

    # Both apps run Yew, and each Yew brands DOM nodes and events with the same JS property names
    # and numbers its roots from 1: the site's Yew would take a click inside the game for one of
    # its own listeners. Give the game's Yew its own property names (accesses only: the import
    # names the wasm links against stay as they are).
    js="$out/$bin.js"
    before="$(grep -c '\.__yew_' "$js" || true)"
    sed -i -E "s/\.__yew_(subtree_id|subtree_cache_key|listener_id)\b/.__yew_${bin}_\1/g" "$js"
    [ "$before" -gt 0 ] && ! grep -q '\.__yew_\(subtree_id\|subtree_cache_key\|listener_id\)\b' "$js" \
        || fail "$js: Yew's DOM property names (.__yew_subtree_id…) not found or not all renamed"

    # The game's stylesheets (static/<name>*.css), downloaded with it.
    cat "$ROOT"/static/"$bin"*.css >"$out/$bin.css"

    if $optimize; then
        wasm-opt --output="$out/${bin}_bg.opt.wasm" -Oz "$out/${bin}_bg.wasm"
        mv "$out/${bin}_bg.opt.wasm" "$out/${bin}_bg.wasm"
    fi
done
