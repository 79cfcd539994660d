#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml): every `trunk build` / `trunk serve` of the site runs it once
# Trunk has built home (index.html, src/bin/home.rs) into $TRUNK_STAGING_DIR. It adds:
#   - 404.html, a copy of index.html (GitHub Pages serves it for unknown paths);
#   - one page per game: each pages/<slug>.html is built by its own `trunk build`, with the
#     same profile (--release or not) and public URL, into <slug>/index.html. The list of game
#     pages is the list of files in pages/.
#
# A game page's assets (its .js/.wasm, the stylesheets, the favicon; hashed names, prefixed with
# the public URL) sit at the site's root next to home's, so the files pages share (style.css,
# the favicon) are one file each, downloaded once. Two different files under one name fail the
# build, as does any other failure.
set -euo pipefail
# A game page's own `trunk build` reads the same Trunk.toml and so runs this hook too: nothing
# to add there.
[ -z "${TOUCHE_PAGE_BUILD:-}" ] || exit 0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${TRUNK_STAGING_DIR:?this script is a Trunk post_build hook (see Trunk.toml): run trunk build}"
: "${TRUNK_PUBLIC_URL:?this script is a Trunk post_build hook (see Trunk.toml): run trunk build}"
fail() {
    echo "build-pages: error: $*" >&2
    exit 1
}

# The pinned tools, as scripts/setup.sh installs them (also when trunk runs outside our scripts).
export PATH="$ROOT/tools/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

stage="$TRUNK_STAGING_DIR"
cp "$stage/index.html" "$stage/404.html"

release=()
[ "${TRUNK_PROFILE:-debug}" = release ] && release=(--release)
work="$stage/.pages"
shopt -s nullglob
entries=("$ROOT"/pages/*.html)
[ ${#entries[@]} -gt 0 ] || fail "no game page in $ROOT/pages/"

for entry in "${entries[@]}"; do
    slug="$(basename "$entry" .html)"
    [ ! -e "$stage/$slug" ] || fail "pages/$slug.html: $slug/ already exists in the build"
    echo "build-pages: $slug/index.html (trunk build pages/$slug.html ${release[*]:+${release[*]} }--public-url $TRUNK_PUBLIC_URL)"
    (cd "$ROOT" && TOUCHE_PAGE_BUILD=1 trunk build "$entry" "${release[@]}" \
        --dist "$work/$slug" --public-url "$TRUNK_PUBLIC_URL") \
        || fail "trunk build pages/$slug.html failed"
    mkdir -p "$stage/$slug"
    mv "$work/$slug/index.html" "$stage/$slug/index.html"
    while IFS= read -r -d '' file; do
        rel="${file#"$work/$slug/"}"
        if [ -e "$stage/$rel" ]; then
            cmp -s "$file" "$stage/$rel" \
                || fail "pages/$slug.html: $rel differs from the file of that name already built"
        else
            mkdir -p "$(dirname "$stage/$rel")"
            mv "$file" "$stage/$rel"
        fi
    done < <(find "$work/$slug" -type f -print0)
done
rm -rf "$work"
