#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), then runs every check; exits non-zero if any
# fails. Every step runs even after a failure (except those that need the build), and a summary
# with timings is printed at the end.
#
#   scripts/test.sh                 all steps
#   scripts/test.sh e2e size        only these steps (names below; build is implied by e2e/size)
#
# Steps: fmt, clippy, clippy-wasm, test, wasm-test, example-game, scripts, build, e2e, size.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$TOUCHE_ROOT"
exec </dev/null # never wait for input (CI)

# Browsers (the wasm tests' and the e2e tests') leave profile folders behind when they are
# killed; keep every temporary file of the run under target/, emptied before and after, so
# repeated runs cannot fill the machine's /tmp.
export TMPDIR="$TOUCHE_ROOT/target/tmp-run"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT

ALL_STEPS=(fmt clippy clippy-wasm test wasm-test example-game scripts build e2e size)
wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then
    wanted=("${ALL_STEPS[@]}")
else
    for s in "${wanted[@]}"; do
        [[ " ${ALL_STEPS[*]} " == *" $s "* ]] || die "unknown step '$s' (steps: ${ALL_STEPS[*]})"
    done
    if [[ " ${wanted[*]} " == *" e2e "* || " ${wanted[*]} " == *" size "* ]] \
        && [[ " ${wanted[*]} " != *" build "* ]]; then
        wanted=(build "${wanted[@]}")
    fi
fi

t0=$(date +%s.%N)
step "setup"
touche_setup
setup_time=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"
results=()
failed=0
build_ok=false

run_step() { # NAME COMMAND...
    local name="$1" start status
    shift
    [[ " ${wanted[*]} " == *" $name "* ]] || return 0
    step "$name: ${STEP_DESC:-$*}"
    start=$(date +%s.%N)
    set +e
    "$@"
    status=$?
    set -e
    local took
    took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    if [ $status -eq 0 ]; then
        results+=("PASS  $name  ${took}s")
    else
        results+=("FAIL  $name  ${took}s (exit $status)")
        failed=1
        step "$name: FAILED (exit $status)"
    fi
    return $status
}

skip_step() { # NAME WHY
    [[ " ${wanted[*]} " == *" $1 "* ]] || return 0
    results+=("SKIP  $1  ($2)")
    failed=1
}

run_step fmt cargo fmt --all --check || true
run_step clippy cargo clippy --locked --offline --all-targets -- -D warnings || true
run_step clippy-wasm cargo clippy --locked --offline --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings || true
# Optimized (the property tests play many games), without the release profile's LTO
# (Cargo.toml, profile test-release: 4x less compiling).
run_step test cargo test --locked --offline --profile test-release || true
# Headless Chromium through chromedriver (.cargo/config.toml sets wasm-bindgen-test-runner),
# with the test Nostr relay on 127.0.0.1:7447 for tests/web_online_meeting.rs.
wasm_tests() {
    node e2e/nostr_relay.mjs 7447 & local relay=$!
    # Listening before the first test connects.
    for _ in $(seq 50); do (echo > /dev/tcp/127.0.0.1/7447) 2>/dev/null && break; sleep 0.1; done
    cargo test --locked --offline --target wasm32-unknown-unknown
    local status=$?
    kill "$relay" 2>/dev/null
    return $status
}
STEP_DESC="cargo test --target wasm32-unknown-unknown (relay on 127.0.0.1:7447)" run_step wasm-test wasm_tests || true
# The example game (feature `example-game`, docs/adding-a-game.md), never shipped: its clippy,
# the native tests that reach it through the list of games (its own and the contract's in the
# lib, fairness, replay, arena, engine, the record reader's fuzz), and the browser test that
# mounts its table. The games' own property tests ran in `test` already.
example_game() {
    cargo clippy --locked --offline --features example-game --all-targets -- -D warnings \
        && cargo clippy --locked --offline --features example-game --target wasm32-unknown-unknown --lib --tests -- -D warnings \
        && cargo test --locked --offline --profile test-release --features example-game --lib --test example_game \
            --test ai_fairness --test cli --test record_fuzz \
        && cargo test --locked --offline --features example-game --target wasm32-unknown-unknown --test web_example_game
}
STEP_DESC="clippy, cargo test --features example-game (native and its wasm table test)" run_step example-game example_game || true
# The site's post-processing (scripts/finish_site.py, bilingual_page.py) on fixtures.
run_step scripts python3 -m unittest discover -s scripts/tests || true
run_step build trunk build --release --offline --locked --public-url /touche/ && build_ok=true || true

# Each test file gets 5 minutes at most; a hung browser cannot stall CI. Two files at a time:
# much of a file's time is waiting (a friend's move over the line, a move clock running out),
# and every file has its own server, relay and browser. The long tasks' file after them, alone:
# it slows a page's CPU 4x and reports the main thread's tasks, which another file's browser
# beside it would lengthen (and it timed out so once).
e2e_tests() {
    (
        cd e2e && export TOUCHE_DIST="$TOUCHE_ROOT/dist" || exit 1
        status=0
        # shellcheck disable=SC2046 # the file names have no spaces
        node --test --test-concurrency=2 --test-timeout=300000 $(ls ./*.test.mjs | grep -v '/long_tasks\.test\.mjs$') || status=$?
        node --test --test-timeout=300000 long_tasks.test.mjs || status=$?
        exit $status
    )
}
if $build_ok; then
    STEP_DESC="cd e2e && node --test (dist/ served under /touche/)" run_step e2e e2e_tests || true
    run_step size scripts/size.sh "$TOUCHE_ROOT/dist" || true
else
    skip_step e2e "the build failed"
    skip_step size "the build failed"
fi

total=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo
echo "==> summary (setup ${setup_time}s, total ${total}s)"
printf '    %s\n' "${results[@]}"
if [ -d e2e/screenshots ] && [[ " ${wanted[*]} " == *" e2e "* ]]; then
    echo "    screenshots: e2e/screenshots/"
fi
if [ $failed -ne 0 ]; then
    echo "==> FAILED"
    exit 1
fi
echo "==> all passed"
