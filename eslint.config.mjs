import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Imports of content/ other than the content layer and its type module. */
const CONTENT_FILES = {
  group: [
    '@/content/*',
    '!@/content/library',
    '!@/content/load-page',
    '!@/content/example-types',
    '../content/*',
    '!../content/library',
    '../../content/*',
    '!../../content/library',
  ],
  message: 'Read content/ through the content layer: @/content/library.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/generated/**', 'public/sw.js'],
  },
  {
    // No prefetch of pages the reader did not ask for: links go through the site's own Link.
    // content/ is read only by the content layer (content/library.ts); content/only-reader.test.ts
    // also catches paths into content/ opened with fs.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['components/layout/Link.tsx', 'content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use '@/components/layout/Link' (no prefetch of pages the reader did not ask for)." }],
          patterns: [CONTENT_FILES],
        },
      ],
    },
  },
  {
    // The engine is pure: nothing from React, Next or the app may reach it.
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'next', 'next/*', '@/components/*', '@/app/*', '@/content/*'] },
      ],
    },
  },
  {
    // The engine's tests replay the worked examples, which they get from the content layer.
    files: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*', '@/components/*', '@/app/*'] }, CONTENT_FILES] },
      ],
    },
  },
];

export default config;
