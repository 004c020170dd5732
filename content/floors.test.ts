// The floors (app → components → content → i18n → engine): eslint.config.mjs fails an import that
// goes back up. This checks that the rule catches what it must, by `@/…` and by relative paths, and
// lets through the imports down the floors: a rule that silently matched nothing would pass lint.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The floor rule's messages for one import written in `file` (a path that need not exist). */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// [file, import, refused?]: written from the floors, not read from the config.
const CASES: [string, string, boolean][] = [
  // content/: below app/ and components/, above i18n/ and the engine.
  ['content/lib/pages.ts', '@/components/layout/Link', true],
  ['content/lib/pages.ts', '../../components/search/SearchDialog', true],
  ['content/library.ts', '../components/layout/SiteHeader', true],
  ['content/search/sources.ts', '@/app/sitemap', true],
  ['content/content.test.ts', '@/components/simulator/claims-extra', true],
  ['content/lib/example-steps.ts', '@/components/simulator/walkthrough', true],
  ['content/lib/example-steps.ts', '@/components/i18n/testing/french-texts', true],
  ['content/lib/pages.ts', '@/i18n/lang', false],
  ['content/lib/pages.ts', '../../i18n/site', false],
  ['content/lib/examples.ts', '@/engine', false],
  ['content/search/build-index.ts', './search-core', false],
  // Its tests may read the test helpers beside the interface, and nothing else of it.
  ['content/fr-style.test.ts', '@/components/i18n/testing/french-texts', false],
  ['content/fr-style.test.ts', '@/components/i18n/messages', true],
  // i18n/: below content/, above the engine.
  ['i18n/lang.ts', '@/content/library', true],
  ['i18n/site.ts', '../content/library', true],
  ['i18n/lang.ts', '@/components/i18n/messages', true],
  ['i18n/narrators/fr/index.ts', '../../../components/i18n/terminology', true],
  ['i18n/lang.ts', '@/app/sitemap', true],
  ['i18n/narrators/en/events.ts', '@/engine', false],
  ['i18n/narrators/en/events.ts', '../../../engine/types', false],
  ['i18n/site.ts', './lang', false],
  // Its tests may replay the worked examples from the content layer, and take nothing from above it.
  ['i18n/narrators/examples.test.ts', '@/content/library', false],
  ['i18n/narrators/examples.test.ts', '@/content/lib/open', true],
  ['i18n/narrators/fr/corpus.test.ts', '@/components/i18n/testing/corpus', false],
  ['i18n/narrators/en/share-text.test.ts', '@/components/simulator/test-example', false],
  ['i18n/narrators/fr/corpus.test.ts', '@/components/simulator/Simulator', true],
  // engine/: the lowest floor.
  ['engine/core/order.ts', '@/i18n/lang', true],
  ['engine/effects/common.ts', '../../i18n/lang', true],
  ['engine/core/order.ts', '@/content/library', true],
  ['engine/core/order.ts', '../components/layout/site', true],
  ['engine/core/order.ts', 'react', true],
  ['engine/effects/common.ts', '../order', false],
  // Its tests replay the worked examples from the content layer, and may word a fact through the narrators.
  ['engine/core/order.test.ts', '@/content/library', false],
  ['engine/core/order.test.ts', '@/i18n/lang', true],
  ['engine/core/order.test.ts', '@/i18n/narrators/en', false],
  ['engine/core/order.test.ts', '@/components/simulator/walkthrough', true],
  // The floors above may read the ones below.
  ['components/layout/SiteHeader.tsx', '@/i18n/site', false],
  ['app/sitemap.ts', '@/i18n/lang', false],
  // …and content/ only through the content layer, or the search's core that reads no content.
  ['components/search/use-searcher.ts', '@/content/search/search-core', false],
  ['components/search/SearchDialog.tsx', '@/content/search/build-index', true],
  // The Comprehensive Rules' readers, not their data files.
  ['app/rules/page.tsx', '@/content/cr/reader', false],
  ['components/rules/RuleHistory.tsx', '@/content/cr/history', false],
  ['components/rules/RuleText.tsx', '@/content/cr/data/current.json', true],
  ['components/layout/SiteHeader.tsx', '../../content/lib/pages', true],
];

describe('no import goes back up a floor', () => {
  // The first lint loads the configuration and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'content/library.ts')), 60_000);

  it.each(CASES)('%s importing %s: refused %s', async (file, source, refused) => {
    const found = await refusals(file, source);
    expect(found.length > 0, found.join('\n')).toBe(refused);
  });
});
