#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, production build, end-to-end tests.
# Every stage runs even when an earlier one failed (where it can), so one run reports everything.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results
failed=()

stage() {
  local name="$1"; shift
  echo "── $name"
  if "$@"; then echo "ok: $name"; else failed+=("$name"); echo "FAILED: $name"; echo "$name" >> test-results/failed-stages.txt; fi
}

stage chromium bash scripts/ensure-chromium.sh
# Type checks and lint are single-threaded: side by side, one on each core (tsc's output kept apart).
npx tsc --noEmit > test-results/typecheck.log 2>&1 &
typecheck_pid=$!
typecheck() { wait "$typecheck_pid"; local status=$?; cat test-results/typecheck.log; return $status; }
stage lint npx eslint . --max-warnings 0
stage typecheck typecheck
stage unit npx vitest run
stage build npm run build
if [[ ! " ${failed[*]} " =~ " build " ]]; then
  # First-load JavaScript per route against the 404 baseline; fuse.js and the simulator stay lazy.
  stage budget node scripts/budget.mjs
  # Offline: what the service worker precaches on install and what "Save everything" downloads.
  stage offline-budget npx tsx scripts/offline-budget.ts
  stage e2e npx playwright test
fi

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed stages: ${failed[*]}"
  exit 1
fi
echo "All stages passed."
