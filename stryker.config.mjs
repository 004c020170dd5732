// Mutation testing of the rules that decide order (`npm run mutation`; by hand, not in CI):
// APNAP order (101.4), the choice round, the stack and the triggered abilities. A surviving
// mutant is a change to one of these rules that no test notices.
// One module: `npm run mutation -- --mutate engine/rules/405.5-stack.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: ['engine/core/order.ts', 'engine/rules/101.4-choice-round.ts', 'engine/rules/405.5-stack.ts', 'engine/rules/603.3b-triggers.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // The shared two-core machine: one test process.
  concurrency: 1,
  // Only mutants whose code or tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'html', 'json', 'progress'],
  // The survivors and the score table, not the hundreds of tests each mutant ran.
  clearTextReporter: { reportTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  timeoutMS: 10_000,
};

export default config;
