import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports of content/ other than the content layer, its type module, the search's core (the
 * index's format and its searcher, which read no content: content/only-reader.test.ts says why) and
 * the Comprehensive Rules' readers with their format and text functions (content/cr/).
 */
const CONTENT_FILES = {
  regex: String.raw`^(?:@/|(?:\.\./)+)content/(?!(?:library|load-page|example-types|search/(?:search-core|search-types|word-match|cr-index)|cr/(?:reader|history|format|text|links))$)`,
  message: 'Read content/ through the content layer: @/content/library.',
};

/**
 * The floors: app → components → content → i18n → engine. Each imports only the floors below it, so
 * no arrow goes back up: an import by `@/…` or by a relative path that climbs to a floor above.
 */
const importOf = (floors) => String.raw`^(?:@/|(?:\.\./)+)(?:${floors.join('|')})(?:/|$)`;

/**
 * Tests may read the helpers that live beside the interface (the French texts and narration corpus it
 * checks, an example to render); the modules they test may not.
 */
const TEST_HELPERS = String.raw`(?:i18n/testing/[\w-]+|simulator/test-example)$`;
const CONTENT_FLOOR = {
  regex: importOf(['app', 'components']),
  message: 'content/ is below app/ and components/: move what both need down (i18n/, content/ or the engine).',
};
const CONTENT_TEST_FLOOR = {
  regex: String.raw`^(?:@/|(?:\.\./)+)(?:app(?:/|$)|components/(?!${TEST_HELPERS}))`,
  message: 'content/ tests take nothing from app/ or components/ but the test helpers.',
};
const I18N_FLOOR = {
  regex: importOf(['app', 'content', 'components']),
  message: 'i18n/ is below app/, components/ and content/: it imports only the engine.',
};
const ENGINE_FLOOR = { regex: importOf(['app', 'components', 'content', 'i18n']), message: 'The engine is the lowest floor: it imports nothing of the app.' };

/**
 * Issue 45: one authority (engine/core/authority.ts) answers who acts when, who is an opponent or a
 * teammate, who decides for whom and whose turn it is. The rules, the effects and the automatic
 * actions ask it: they never read the seats, the active player, the teams or control themselves.
 */
const AUTHORITY_MESSAGE = 'Ask the table authority (engine/core/authority.ts: tableOf, apnap, sides, opponents, deciderOf, ...); rules and effects do not read seats, the active player, teams or control.';
const TABLE_IMPORTS = { regex: String.raw`(?:^|/)core/(?:order|teams)$`, message: AUTHORITY_MESSAGE };
const TABLE_READS = {
  selector: 'MemberExpression[property.name=/^(players|seats|active|activePlayer|teams|controlledBy)$/]',
  message: AUTHORITY_MESSAGE,
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/generated/**', 'public/sw.js', '.stryker-tmp/**', 'reports/**'],
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
    // content/ (the content layer and its data) reads nothing from the floors above it.
    files: ['content/**/*.{ts,tsx,js,mjs}'],
    ignores: ['content/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTENT_FLOOR] }] },
  },
  {
    files: ['content/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTENT_TEST_FLOOR] }] },
  },
  {
    // i18n/ (languages, paths, the site's constants) is below content/: it reads only the engine.
    files: ['i18n/**/*.{ts,tsx,js,mjs}'],
    ignores: ['i18n/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [I18N_FLOOR] }] },
  },
  {
    // Its tests, like the engine's, may replay the worked examples from the content layer.
    files: ['i18n/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: String.raw`^(?:@/|(?:\.\./)+)(?:app(?:/|$)|components/(?!${TEST_HELPERS}))`, message: 'i18n/ tests take nothing from app/ or components/ but the test helpers.' }, CONTENT_FILES] },
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
        { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*'] }, ENGINE_FLOOR] },
      ],
    },
  },
  {
    // The rules, effects and actions ask the table authority (issue 45); the engine's floor still holds.
    files: ['engine/rules/**/*.ts', 'engine/effects/**/*.ts', 'engine/actions/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*'] }, ENGINE_FLOOR, TABLE_IMPORTS] }],
      'no-restricted-syntax': ['error', TABLE_READS],
    },
  },
  {
    // The engine's tests replay the worked examples, which they get from the content layer, and may
    // say a fact in English through the narrators to state a ruling as a judge reads it (the engine's
    // own modules never do: engine/door.test.ts).
    files: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'next', 'next/*'] },
            { ...ENGINE_FLOOR, regex: String.raw`^(?:@/|(?:\.\./)+)(?:app(?:/|$)|components(?:/|$)|i18n/(?!narrators(?:/|$)))` },
            CONTENT_FILES,
          ],
        },
      ],
    },
  },
];

export default config;
