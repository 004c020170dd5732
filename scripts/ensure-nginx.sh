#!/usr/bin/env bash
# The proxy load test (npm run load:proxy) runs Debian's nginx with deploy/nginx.conf and a prefix
# directory of its own, never as the system service. Installs the package when nginx is missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
echo "nginx not found at $NGINX: installing Debian's nginx package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# The package would start the system service on port 80; nothing here wants it. Debian's way to say
# so is a policy-rc.d that refuses (exit 101); one is put in place for the install only, if none is.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod 755 "$POLICY"
  trap '$SUDO rm -f "$POLICY"' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
"$NGINX" -v
