import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The tests mutation testing runs (`npm run mutation`, stryker.config.mjs): the engine's own and the
// golden corpus, which walks every recorded scenario through the engine. Plain Node, no DOM.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['engine/**/*.test.ts', 'i18n/narrators/golden.test.ts', 'i18n/narrators/examples.test.ts'],
    testTimeout: 30_000,
  },
});
