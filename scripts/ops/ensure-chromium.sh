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
if [ "${1:-}" = "--full" ]; then
  CHROME="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROME" ]; then exit 0; fi
  echo "$CHROME not found: installing Debian's chromium package…"
  apt_install chromium
  "$CHROME" --version
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser" >&2
  exit 1
fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "/usr/bin/chromium-headless-shell not found: installing Debian's chromium-headless-shell package…"
if apt_install chromium-headless-shell; then
  /usr/bin/chromium-headless-shell --version
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "chromium-headless-shell could not be installed: the tests run in /usr/bin/chromium"
  exit 0
fi
echo "chromium-headless-shell could not be installed: installing Debian's chromium package instead…"
apt_install chromium
/usr/bin/chromium --version
