import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 30_000,
    projects: [
      {
        // The engine, content and scripts run in plain Node: the engine must not need a DOM.
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx', 'app/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
