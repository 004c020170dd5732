#!/usr/bin/env bash
# The whole test suite, as CI runs it (`npm test`): static checks, unit tests, production build,
# budgets, end-to-end tests. Every stage runs even when an earlier one failed (where it can), so one
# run reports everything; each stage's time is printed at the end (and kept in
# test-results/stage-times.txt), so that a stage growing slower shows in the next run.
set -uo pipefail
cd "$(dirname "$0")/../.."
rm -rf test-results && mkdir -p test-results
failed=()
times=()
run_start=$(date +%s)

stage() {
  local name="$1"; shift
  local start=$(date +%s)
  echo "── $name"
  if "$@"; then echo "ok: $name"; else failed+=("$name"); echo "FAILED: $name"; echo "$name" >> test-results/failed-stages.txt; fi
  times+=("$name $(( $(date +%s) - start ))")
}

stage chromium bash scripts/ops/ensure-chromium.sh
# Type checks and lint are single-threaded: side by side, one on each core (tsc's output kept apart,
# its time taken from its own start to its end).
typecheck_start=$(date +%s)
( npx tsc --noEmit > test-results/typecheck.log 2>&1; status=$?; echo $(( $(date +%s) - typecheck_start )) > test-results/typecheck.seconds; exit $status ) &
typecheck_pid=$!
typecheck() { wait "$typecheck_pid"; local status=$?; cat test-results/typecheck.log; return $status; }
stage lint npx eslint . --max-warnings 0
stage typecheck typecheck
typecheck_seconds=$(cat test-results/typecheck.seconds 2>/dev/null || echo '?')
times[${#times[@]}-1]="typecheck $typecheck_seconds (beside lint)"
# The types were checked just above: Next's build need not check them again (next.config.mjs reads
# this; a plain `npm run build` still checks them). Only when that check passed.
if [[ ! " ${failed[*]} " =~ " typecheck " ]]; then export APNAP_TYPES_CHECKED=1; fi
stage unit npx vitest run
stage build npm run build
if [[ ! " ${failed[*]} " =~ " build " ]]; then
  # First-load JavaScript per route against the 404 baseline; fuse.js and the simulator stay lazy.
  stage budget node scripts/check/budget.mjs
  # Offline: what the service worker precaches on install and what "Save everything" downloads.
  stage offline-budget npx tsx scripts/check/offline-budget.ts
  stage e2e npx playwright test
fi

{
  echo "Stage times (s):"
  for t in "${times[@]}"; do printf '  %-15s %s\n' "${t%% *}" "${t#* }"; done
  printf '  %-15s %s\n' total "$(( $(date +%s) - run_start ))"
} | tee test-results/stage-times.txt

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed stages: ${failed[*]}"
  exit 1
fi
echo "All stages passed."
