#!/usr/bin/env bash
# End-to-end tests run in Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
echo "Chromium not found at $CHROME: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROME" --version
