#!/usr/bin/env bash
# The browsers, from Debian (Playwright cannot download its own here).
#   ensure-chromium.sh          chromium-headless-shell, for the end-to-end tests: Chromium's headless
#                               shell, the build Playwright itself runs headless tests in. On two cores
#                               the 148 tests take 318 s in it against 613 s in the full browser. Where
#                               the package cannot be had, the full chromium does (slower, same results;
#                               playwright.config.ts takes whichever is there).
#   ensure-chromium.sh --full   the full chromium, for `npm run lighthouse` (a reader's browser).
set -euo pipefail
source "$(dirname "$0")/../lib/apt-install.sh"

# ensure BROWSER PACKAGE: BROWSER is there, or PACKAGE is installed and BROWSER then runs.
ensure() {
  [ -x "$1" ] && return 0
  echo "$1 not found: installing Debian's $2 package…"
  apt_install "$2" && "$1" --version
}

if [ "${1:-}" = "--full" ]; then
  ensure "${CHROME_PATH:-/usr/bin/chromium}" chromium
elif [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable browser" >&2; exit 1; }
else
  ensure /usr/bin/chromium-headless-shell chromium-headless-shell ||
    { echo "chromium-headless-shell could not be installed: the tests run in the full chromium"; ensure /usr/bin/chromium chromium; }
fi
