#!/usr/bin/env bash
# Installs what Touché needs to build, serve and test, skipping whatever is already there at
# the right version, then fetches the crates (cargo fetch --locked).
#
#   scripts/setup.sh              everything (build tools, Chromium, e2e node packages)
#   scripts/setup.sh --build-only only what `trunk build` needs (used by the Pages workflow)
#
# Needs: cargo + rustc (rustup to add the wasm32 target), node + npm, and apt-get as root (or
# sudo) if Chromium is missing. Can also be sourced: `source scripts/setup.sh; touche_setup`,
# which leaves PATH/CHROMEDRIVER/TOUCHE_CHROMIUM/TRUNK_SKIP_VERSION_CHECK exported.

TOUCHE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
WASM_OPT_VERSION="132"

step() { printf '==> %s\n' "$*"; }
die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# The exact wasm-bindgen version that Cargo.lock pins (wasm-bindgen-cli must match it).
wasm_bindgen_version() {
    awk '/^name = "wasm-bindgen"$/ { found = 1; next }
         found && /^version = / { gsub(/"/, "", $3); print $3; exit }' "$TOUCHE_ROOT/Cargo.lock"
}

# wasm-bindgen-cli VERSION, built from the crates tools/wasm-bindgen-cli.lock names: the same on
# every machine. (The lock file published with the crate names a pre-release of webpki-roots
# that crates.io does not serve, so `cargo install --locked wasm-bindgen-cli` fails.) Cargo
# fetches the crate's source as it fetches any dependency, for a throwaway package locked by the
# same file; then `cargo install --locked --path` builds it with the lock file beside it.
# WASM_BINDGEN_ROOT, if set, is cargo install's --root (to try an install apart).
# The lock file for another version: unpack the crate (after any attempt to install it, cargo's
# registry cache holds wasm-bindgen-cli-VERSION.crate), run `cargo update -p webpki-roots` in it
# (only what must change), and copy its Cargo.lock to tools/wasm-bindgen-cli.lock.
install_wasm_bindgen_cli() { # VERSION
    local version="$1" lock="$TOUCHE_ROOT/tools/wasm-bindgen-cli.lock" work source
    [ "$(grep -A1 '^name = "wasm-bindgen-cli"$' "$lock" 2>/dev/null | sed -n 's/^version = "\(.*\)"$/\1/p')" = "$version" ] \
        || die "tools/wasm-bindgen-cli.lock is not for wasm-bindgen-cli $version (Cargo.lock's wasm-bindgen): make it anew (see install_wasm_bindgen_cli in scripts/setup.sh)"
    work="$(mktemp -d)"
    mkdir -p "$work/fetch/src"
    : >"$work/fetch/src/lib.rs"
    printf '[package]\nname = "wasm-bindgen-cli-source"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\nwasm-bindgen-cli = "=%s"\n\n[workspace]\n' \
        "$version" >"$work/fetch/Cargo.toml"
    { cat "$lock"; printf '\n[[package]]\nname = "wasm-bindgen-cli-source"\nversion = "0.0.0"\ndependencies = [\n "wasm-bindgen-cli",\n]\n'; } >"$work/fetch/Cargo.lock"
    source="$(cargo metadata --quiet --format-version 1 --manifest-path "$work/fetch/Cargo.toml" \
        --filter-platform "$(rustc -vV | sed -n 's/^host: //p')" \
        | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
            const p = JSON.parse(s).packages.find((p) => p.name === "wasm-bindgen-cli");
            if (p) console.log(require("path").dirname(p.manifest_path)); })')"
    [ -n "$source" ] || { rm -rf "$work"; die "cargo could not fetch the source of wasm-bindgen-cli $version"; }
    cp -R "$source" "$work/wasm-bindgen-cli"
    cp "$lock" "$work/wasm-bindgen-cli/Cargo.lock"
    cargo install --quiet --force --locked --path "$work/wasm-bindgen-cli" ${WASM_BINDGEN_ROOT:+--root "$WASM_BINDGEN_ROOT"} \
        || { rm -rf "$work"; die "cargo install --locked wasm-bindgen-cli $version (tools/wasm-bindgen-cli.lock) failed"; }
    rm -rf "$work"
}

# Exports the environment every script uses (idempotent).
touche_env() {
    export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    case ":$PATH:" in
        *":$TOUCHE_ROOT/tools/node_modules/.bin:"*) ;;
        *) export PATH="$TOUCHE_ROOT/tools/node_modules/.bin:$PATH" ;;
    esac
    export TRUNK_SKIP_VERSION_CHECK=true
    export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
    export TOUCHE_CHROMIUM="${TOUCHE_CHROMIUM:-/usr/bin/chromium}"
    export DEBIAN_FRONTEND=noninteractive
    export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
}

# Whether node_modules in $1 holds exactly the versions package-lock.json pins.
node_deps_ok() {
    (cd "$1" && node -e '
        const fs = require("fs");
        const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages;
        const elsewhere = (e) => (e.os && !e.os.includes(process.platform)) || (e.cpu && !e.cpu.includes(process.arch));
        for (const [path, entry] of Object.entries(lock)) {
            const { version } = entry;
            // Optional packages for other platforms (the esbuild binaries) are never installed.
            if (!path.startsWith("node_modules/") || !version || (entry.optional && elsewhere(entry))) continue;
            try {
                const got = JSON.parse(fs.readFileSync(path + "/package.json", "utf8")).version;
                if (got !== version) process.exit(1);
            } catch { process.exit(1); }
        }' 2>/dev/null)
}

npm_install() { # DIR WHAT
    if node_deps_ok "$TOUCHE_ROOT/$1"; then
        step "$2: present"
    else
        step "$2: installing (npm ci in $1/)"
        (cd "$TOUCHE_ROOT/$1" && npm ci --no-audit --no-fund --loglevel=error) \
            || die "npm ci in $1/ failed (see above)"
    fi
}

as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    else
        sudo -n "$@"
    fi
}

touche_setup() {
    local build_only=false
    [ "${1:-}" = "--build-only" ] && build_only=true
    touche_env

    # 1. Prerequisites this script cannot install: one line each, nothing installed yet.
    local missing=()
    command -v cargo >/dev/null || missing+=("cargo/rustc not found: install Rust with rustup from https://rustup.rs (curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh)")
    if ! command -v node >/dev/null; then
        missing+=("node not found: install Node.js >= 20 (Debian: apt-get install nodejs npm)")
    elif [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
        missing+=("node $(node --version) is too old: install Node.js >= 20 (https://nodejs.org or Debian's nodejs)")
    fi
    command -v npm >/dev/null || missing+=("npm not found: install npm (Debian: apt-get install npm)")
    local sysroot="" need_target=false
    if command -v rustc >/dev/null; then
        sysroot="$(rustc --print sysroot)"
        if [ ! -d "$sysroot/lib/rustlib/wasm32-unknown-unknown/lib" ]; then
            need_target=true
            command -v rustup >/dev/null || missing+=("the wasm32-unknown-unknown Rust target is missing and rustup is not found: install rustup from https://rustup.rs, or the target for your Rust")
        fi
    fi
    local need_chromium=false
    if ! $build_only && { [ ! -x "$TOUCHE_CHROMIUM" ] || [ ! -x "$CHROMEDRIVER" ]; }; then
        need_chromium=true
        if ! command -v apt-get >/dev/null; then
            missing+=("$TOUCHE_CHROMIUM or $CHROMEDRIVER is missing and apt-get is not available: install Chromium and its matching chromedriver (or set TOUCHE_CHROMIUM and CHROMEDRIVER)")
        elif [ "$(id -u)" != 0 ] && ! sudo -n true 2>/dev/null; then
            missing+=("Chromium is missing and this user cannot run apt-get: run 'sudo apt-get install chromium chromium-driver' once, then retry")
        fi
    fi
    if [ ${#missing[@]} -gt 0 ]; then
        printf 'error: %s\n' "${missing[@]}" >&2
        exit 1
    fi

    # 2. Install what is missing, each step announced.
    if $need_target; then
        step "Rust target wasm32-unknown-unknown: installing (rustup target add)"
        rustup target add wasm32-unknown-unknown || die "rustup target add wasm32-unknown-unknown failed"
    else
        step "Rust target wasm32-unknown-unknown: present"
    fi

    if [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
        step "trunk $TRUNK_VERSION: present"
    else
        step "trunk $TRUNK_VERSION: installing (cargo install --locked trunk@$TRUNK_VERSION; ~7 min on 2 cores)"
        cargo install --quiet --locked "trunk@$TRUNK_VERSION" || die "cargo install trunk@$TRUNK_VERSION failed"
    fi

    local wb
    wb="$(wasm_bindgen_version)"
    [ -n "$wb" ] || die "no wasm-bindgen in $TOUCHE_ROOT/Cargo.lock"
    if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $wb" ] \
        && [ "$(wasm-bindgen-test-runner --version 2>/dev/null)" = "wasm-bindgen-test-runner $wb" ]; then
        step "wasm-bindgen-cli $wb (as in Cargo.lock): present"
    else
        step "wasm-bindgen-cli $wb (as in Cargo.lock): installing (cargo install --locked with tools/wasm-bindgen-cli.lock; ~3 min)"
        install_wasm_bindgen_cli "$wb"
    fi

    npm_install tools "wasm-opt $WASM_OPT_VERSION and esbuild (npm binaryen, esbuild; tools/node_modules/.bin)"
    case "$(wasm-opt --version 2>/dev/null)" in
        *"version $WASM_OPT_VERSION "* | *"version $WASM_OPT_VERSION") ;;
        *) die "wasm-opt on PATH is '$(wasm-opt --version 2>&1 | head -n 1)', expected version $WASM_OPT_VERSION from tools/node_modules/.bin" ;;
    esac

    if ! $build_only; then
        if $need_chromium; then
            step "chromium + chromium-driver: installing (apt-get update && apt-get install)"
            as_root apt-get update -qq || die "apt-get update failed"
            as_root apt-get install -y -qq --no-install-recommends chromium chromium-driver \
                || die "apt-get install chromium chromium-driver failed"
            [ -x "$TOUCHE_CHROMIUM" ] && [ -x "$CHROMEDRIVER" ] \
                || die "after apt-get, $TOUCHE_CHROMIUM or $CHROMEDRIVER is still missing"
        else
            step "chromium + chromedriver: present ($TOUCHE_CHROMIUM, $CHROMEDRIVER)"
        fi
        npm_install e2e "end-to-end test packages (playwright-core, e2e/node_modules)"
    fi

    step "crates: cargo fetch --locked"
    (cd "$TOUCHE_ROOT" && cargo fetch --locked --quiet) || die "cargo fetch --locked failed (is Cargo.lock up to date? run cargo update -w)"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    touche_setup "$@"
    step "setup done"
fi
