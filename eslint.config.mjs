import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/generated/**', 'public/sw.js'],
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
