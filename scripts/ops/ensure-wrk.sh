#!/usr/bin/env bash
# The proxy load test (npm run load:proxy) drives nginx with Debian's wrk: a C load generator, fast
# enough on one core to keep nginx busy on the other (a JavaScript client could not).
# Installs the package when wrk is missing.
set -euo pipefail
WRK="${WRK_PATH:-/usr/bin/wrk}"
[ -x "$WRK" ] && exit 0
echo "wrk not found at $WRK: installing Debian's wrk package…"
source "$(dirname "$0")/../lib/apt-install.sh"
apt_install wrk --no-install-recommends
"$WRK" -v 2>&1 | head -1 || true
