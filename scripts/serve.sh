#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), then serves the app with live reload at
# http://127.0.0.1:8080 (Trunk.toml). Extra arguments go to `trunk serve` (e.g. --port 8081).
# Builds into target/trunk-serve/ so that it never clobbers dist/ (scripts/test.sh's build).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
touche_setup
cd "$TOUCHE_ROOT"
step "serving at http://127.0.0.1:8080/ (trunk serve --offline --locked; Ctrl-C stops)"
exec trunk serve --offline --locked --dist target/trunk-serve "$@"
