#!/usr/bin/env bash
# Trunk post_build hook (Trunk.toml): every `trunk build` / `trunk serve` of the site runs it once
# Trunk has built home (index.html, src/bin/home.rs) into $TRUNK_STAGING_DIR. It adds:
#   - 404.html, a copy of index.html (GitHub Pages serves it for unknown paths);
#   - one page per game, listed in pages/games.txt (slug, Cargo bin, stylesheets, title).
#
# A game's page is index.html with the game's title, description, stylesheet and app in place
# of home's (the lines between <!-- home-start --> and <!-- home-end -->), so every page has
# the same head and the same placeholder for the header. Its stylesheet is the site's
# (static/style.css) and the game's joined into one file. The page is built twice, by its own
# `trunk build`s with the same profile (--release or not) and public URL, once per language
# (feature lang-en / lang-fr), the two at once; scripts/bilingual_page.py joins the two into
# <slug>/index.html, whose loader downloads the player's language. The assets (hashed names, prefixed with the
# public URL) go to the site's root next to home's: files the pages share (the favicon…) are one
# file each, downloaded once. Two different files under one name fail the build, as does any
# other failure.
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

# index.html made into a game's page: home's block (its stylesheet, the rules documents, its
# app, and the AI worker, built by home's build only) replaced by the game's stylesheets and app,
# the title and description the game's, the main element wide; paths relative to DIR, where the
# page is written (Trunk reads every path relative to the page).
page_source() { # DIR BIN STYLESHEET TITLE FEATURES
    local root
    root="$(realpath --relative-to="$1" "$ROOT")"
    awk -v root="$root" -v bin="$2" -v sheet="$3" -v title="$4" -v features="$5" '
        /<!-- home-start -->/ { block = 1; next }
        /<!-- home-end -->/ { block = 0; next }
        /<link data-trunk rel="css" href="static\/style.css"/ { next }
        block && /data-bin="home"/ {
            printf "    <link data-trunk rel=\"css\" href=\"%s\" />\n", sheet
            sub(/data-bin="home"/, "href=\"" root "/Cargo.toml\" data-bin=\"" bin "\" data-cargo-features=\"" features "\"")
            found_rust = 1
        }
        block && (!/rel="rust"/ || /data-type="worker"/) { next }
        /<title>/ { sub(/<title>[^<]*<\/title>/, "<title>" title " · Touché</title>"); found_title = 1 }
        /<meta name="description"/ {
            sub(/content="[^"]*"/, "content=\"" title ", a card duel for two on Touché, in English and French. / " title ", un duel de cartes pour deux, en français et en anglais.\"")
        }
        /<main class="site-main">/ { sub(/<main class="site-main">/, "<main class=\"site-main\" data-width=\"wide\">"); found_main = 1 }
        { gsub(/href="static\//, "href=\"" root "/static/"); print }
        END { exit !(found_rust && found_title && found_main) }
    ' "$ROOT/index.html"
}

release=()
[ "${TRUNK_PROFILE:-debug}" = release ] && release=(--release)
cargo_target="${CARGO_TARGET_DIR:-$ROOT/target}"
declare -A build_pid build_status
work="$stage/.pages"
mkdir -p "$work"
pages=0
while read -r slug bin sheets title; do
    case "$slug" in "" | "#"*) continue ;; esac
    [ -n "$title" ] || fail "pages/games.txt: '$slug' needs a bin, its stylesheets and a title"
    case "$title$sheets$bin" in *[\"\&\\\<]*) fail "pages/games.txt: $slug's line must not contain \", &, \\ or <" ;; esac
    [ -f "$ROOT/src/bin/$bin.rs" ] || fail "pages/games.txt: $slug's app src/bin/$bin.rs does not exist"
    for css in ${sheets//,/ }; do
        [ -f "$ROOT/static/$css" ] || fail "pages/games.txt: $slug's stylesheet static/$css does not exist"
    done
    [ ! -e "$stage/$slug" ] || fail "pages/games.txt: $slug/ already exists in the build"
    # A section of a game (`skirman/tournament`) is one folder further down. Each page is built
    # once per language (feature lang-en / lang-fr: its words in that language only), then
    # bilingual_page.py makes the English build's HTML load the player's language's build.
    mkdir -p "$(dirname "$work/$slug.html")" "$stage/$slug" "$work/css"
    # One stylesheet a page: the site's, then the game's, in one file (gzip compresses them
    # together: about 2 KB less than apart).
    for css in style.css ${sheets//,/ }; do cat "$ROOT/static/$css"; echo; done >"$work/css/$bin.css"
    sheet="$(realpath --relative-to="$(dirname "$work/$slug.html")" "$work/css/$bin.css")"
    # The two languages side by side: most of a page's build is one LTO link on one core. The
    # French build has a target folder of its own (Cargo locks one build folder per build).
    for lang in en fr; do
        features="lang-$lang"
        # The online pages: Cargo.toml's feature `online-page` (what they leave out to fit).
        [[ "$bin" != *_online ]] || features="$features,online-page"
        page_source "$(dirname "$work/$slug.html")" "$bin" "$sheet" "$title" "$features" >"$work/$slug.$lang.html" \
            || fail "index.html: no <title>, <main class=\"site-main\"> or home's app between home-start and home-end"
        echo "build-pages: $slug/index.html, $lang (trunk build ${release[*]:+${release[*]} }--public-url $TRUNK_PUBLIC_URL)"
        target="$cargo_target"
        [ "$lang" = en ] || target="$cargo_target/lang-$lang"
        (cd "$ROOT" && CARGO_TARGET_DIR="$target" TOUCHE_PAGE_BUILD=1 trunk build "$work/$slug.$lang.html" "${release[@]}" \
            --dist "$work/$slug.$lang" --public-url "$TRUNK_PUBLIC_URL") >"$work/$slug.$lang.log" 2>&1 &
        build_pid[$lang]=$!
    done
    # Both finished before either is judged: a failure never leaves the other build running.
    for lang in en fr; do
        build_status[$lang]=0
        wait "${build_pid[$lang]}" || build_status[$lang]=$?
    done
    for lang in en fr; do
        cat "$work/$slug.$lang.log"
        [ "${build_status[$lang]}" -eq 0 ] || fail "trunk build of $slug's page ($lang) failed"
    done
    for lang in en fr; do
        mv "$work/$slug.$lang/index.html" "$work/$slug.$lang.index.html"
        while IFS= read -r -d '' file; do
            rel="${file#"$work/$slug.$lang/"}"
            if [ -e "$stage/$rel" ]; then
                cmp -s "$file" "$stage/$rel" \
                    || fail "$slug's page: $rel differs from the file of that name already built"
            else
                mkdir -p "$(dirname "$stage/$rel")"
                mv "$file" "$stage/$rel"
            fi
        done < <(find "$work/$slug.$lang" -type f -print0)
    done
    python3 "$ROOT/scripts/bilingual_page.py" "$work/$slug.en.index.html" "$work/$slug.fr.index.html" \
        "$stage/$slug/index.html" || fail "$slug's page: could not join its two languages"
    pages=$((pages + 1))
done <"$ROOT/pages/games.txt"
[ "$pages" -gt 0 ] || fail "pages/games.txt lists no game page"
rm -rf "$work"

# Every page built: the security policy, the manifest and the service worker (one place, so
# the policy's hashes and the worker's file list describe the finished site).
minify=()
[ "${TRUNK_PROFILE:-debug}" = release ] && minify=(--minify-js)
python3 "$ROOT/scripts/finish_site.py" "$stage" "$TRUNK_PUBLIC_URL" "${minify[@]}" || fail "finishing the site failed"
