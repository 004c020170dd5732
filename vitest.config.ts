import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };
/**
 * Every project's, not the root's: a project defined here does not inherit the root's test options,
 * and a DOM test's first wait for a chunk transformed on first use can pass Vitest's 5 s on a loaded host.
 */
const testTimeout = 30_000;
/** Node tests that check module registration (nothing registered until imported): run isolated. */
const ISOLATED = ['components/i18n/narrator-loading.test.ts'];
/**
 * DOM tests that replace a module (vi.mock): in a module graph shared with other files, the mock
 * and the real module could each reach the other's files, by load order. They get modules of their own.
 */
const DOM_ISOLATED = [
  'components/offline/SaveForOffline.test.tsx',
  'components/offline/SavedPages.test.tsx',
  'components/search/SearchDialog.test.tsx',
];

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Vitest's default leaves one core to its main process (one worker on CI's two cores); the main
    // process does little once the files are transformed, so both cores run tests.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The engine, content and scripts run in plain Node: the engine must not need a DOM. Pure
        // modules, so the files share one module graph per worker (not isolated: half the time).
        resolve: { alias },
        test: {
          name: 'node',
          testTimeout,
          environment: 'node',
          include: ['engine/**/*.test.ts', 'i18n/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts'],
          exclude: [...ISOLATED, 'node_modules/**'],
          isolate: false,
        },
      },
      {
        // Tests of what is loaded (which narrators are registered) need modules of their own.
        resolve: { alias },
        test: { name: 'node-isolated', environment: 'node', include: ISOLATED, testTimeout },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          testTimeout,
          environment: 'jsdom',
          include: ['components/**/*.test.tsx', 'app/**/*.test.tsx'],
          exclude: [...DOM_ISOLATED, 'node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
          // One jsdom and one module graph per worker instead of per file: 59 s → 27 s for these
          // 25 files on two cores. Each test leaves an empty document and the globals it stubbed
          // restored (vitest.setup.ts, unstubGlobals); the files pass in any order (--sequence.shuffle).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom-isolated',
          testTimeout,
          environment: 'jsdom',
          include: DOM_ISOLATED,
          setupFiles: ['./vitest.setup.ts'],
          unstubGlobals: true,
        },
      },
    ],
  },
});
