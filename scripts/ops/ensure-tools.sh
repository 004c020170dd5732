#!/usr/bin/env bash
# The measuring tools run by hand (Lighthouse, autocannon, StrykerJS) live in tools/, with a lockfile
# of their own: the test suite's install (`npm ci`, CI on every push) does without their 300
# packages. Installed here on the first `npm run lighthouse`, `load`, `load:proxy` or `mutation`, and
# again whenever tools/package-lock.json is newer than the install. tools/.npmrc keeps Vitest (a peer
# of Stryker's runner) the project's own; tools/package.json pins the two packages Lighthouse's trace
# engine asks for by the tag `latest` to what Lighthouse itself asks for (with a tag, `npm ci` checks
# the lockfile against the registry's newest and refuses it).
set -euo pipefail
tools="$(cd "$(dirname "$0")/../../tools" && pwd)"
installed="$tools/node_modules/.package-lock.json"
[ -f "$installed" ] && [ "$installed" -nt "$tools/package-lock.json" ] && exit 0
echo "Installing the measuring tools (tools/package.json) once…"
cd "$tools" && npm ci --no-audit --no-fund
