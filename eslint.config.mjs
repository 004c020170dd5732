import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/generated/**', 'public/sw.js'],
  },
  {
    // No prefetch of pages the reader did not ask for: links go through the site's own Link.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['components/layout/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use '@/components/layout/Link' (no prefetch of pages the reader did not ask for)." }] },
      ],
    },
  },
  {
    // The engine is pure: nothing from React, Next or the app may reach it.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'next', 'next/*', '@/components/*', '@/app/*', '@/content/*'] },
      ],
    },
  },
];

export default config;
