#!/usr/bin/env bash
# The browsers, from Debian (Playwright cannot download its own here).
#   ensure-chromium.sh          chromium-headless-shell, for the end-to-end tests: Chromium's headless
#                               shell, the build Playwright itself runs headless tests in. On two cores
#                               the 148 tests take 318 s in it against 613 s in the full browser.
#   ensure-chromium.sh --full   the full chromium, for `npm run lighthouse` (a reader's browser).
set -euo pipefail
if [ "${1:-}" = "--full" ]; then
  package=chromium
  CHROME="${CHROME_PATH:-/usr/bin/chromium}"
else
  package=chromium-headless-shell
  CHROME="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
fi
if [ -x "$CHROME" ]; then exit 0; fi
echo "$CHROME not found: installing Debian's $package package…"
source "$(dirname "$0")/../lib/apt-install.sh"
apt_install "$package"
"$CHROME" --version
