// Prints CI's closing line, "N passed, N failed", counted from the runners' JSON reports.
// A stage that failed without a runner report (typecheck, lint, build) counts as one failure.
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const pw = read('test-results/playwright.json');
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
let stages = [];
try {
  stages = fs.readFileSync('test-results/failed-stages.txt', 'utf8').split('\n').filter(Boolean);
} catch {
  // no stage failed
}
const reported = new Set(['unit', 'e2e']);
failed += stages.filter((s) => !reported.has(s)).length;
// A runner that failed before writing its report still counts as a failure.
if (stages.includes('unit') && !vitest) failed += 1;
if (stages.includes('e2e') && !pw) failed += 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
