#!/usr/bin/env bash
# The proxy load test (npm run load:proxy) runs Debian's nginx with deploy/nginx.conf and a prefix
# directory of its own, never as the system service. Installs the package when nginx is missing,
# without letting it start that service (it would take port 80).
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$NGINX" ] && exit 0
echo "nginx not found at $NGINX: installing Debian's nginx package…"
source "$(dirname "$0")/../lib/apt-install.sh"
APT_NO_SERVICES=1 apt_install nginx --no-install-recommends
"$NGINX" -v
