#!/usr/bin/env bash
# End-to-end tests run in Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
echo "Chromium not found at $CHROME: installing Debian's chromium package…"
source "$(dirname "$0")/../lib/apt-install.sh"
apt_install chromium
"$CHROME" --version
