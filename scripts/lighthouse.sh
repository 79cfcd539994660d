#!/usr/bin/env bash
# Lighthouse scores (issue 11): builds the site for release, installs Lighthouse (npm, pinned in
# lighthouse/package.json) if missing, serves dist/ compressed as GitHub Pages does, audits home
# and each game's page with the default mobile settings, and prints the scores. Exits non-zero
# if any score is below 95. Not part of scripts/test.sh (it measures; CI's budget is for tests).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$TOUCHE_ROOT"
touche_setup
npm_install lighthouse "Lighthouse (npm, lighthouse/node_modules)"
trunk build --release --offline --locked --public-url /touche/
node lighthouse/run.mjs dist
