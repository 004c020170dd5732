import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { documentFromScenario, scenarioFromForm } from '../components/sandbox/form-scenario';
import type { Scenario } from '../engine/types';

// Links are promises, in the browser: links made by the encoder before the platform's
// CompressionStream (engine/share-link.corpus.json.gz) open in Chromium on the same table; a link
// with bytes after its data is refused as damaged, as in Node (engine/scenario/share-link.test.ts).
interface Corpus {
  links: { name: string; link: string; scenario: Scenario }[];
  damaged: { name: string; link: string }[];
}
const corpus = JSON.parse(gunzipSync(readFileSync(fileURLToPath(new URL('../engine/share-link.corpus.json.gz', import.meta.url)))).toString('utf8')) as Corpus;
const examples = corpus.links.filter((l) => /^content\/examples\/[^#]+$/.test(l.name));
// A sample in the browser (every link is decoded to its recorded scenario in Node, by
// engine/scenario/share-link.corpus.test.ts): every fourth example's link and two random tables.
const sample = [...examples.filter((_, i) => i % 4 === 0), ...corpus.links.filter((l) => /^random\/00[01]$/.test(l.name))];
const trailing = corpus.damaged.filter((d) => /(zero byte added|junk added|link doubled)$/.test(d.name)).slice(0, 3);


test.describe('share links recorded before the codec changed', () => {
  test(`${sample.length} old links open on the recorded scenario`, async ({ page }) => {
    test.setTimeout(20_000 * sample.length);
    for (const { name, link, scenario } of sample) {
      await page.goto(`/sandbox?s=${link}`);
      await expect(page.getByRole('status').first(), name).toContainText('Loaded the table and choices from the link', { timeout: 15_000 });
      // The sandbox shows a scenario through its form (a default value such as manaValue 0 is left out).
      const doc = documentFromScenario(scenario);
      expect(JSON.parse(await page.getByLabel(/Scenario JSON/).inputValue()), name).toEqual(scenarioFromForm(doc.form, doc.decisions));
    }
  });

  test('a link with bytes after its data is refused as damaged', async ({ page }) => {
    for (const { name, link } of trailing) {
      await page.goto(`/sandbox?s=${link}`);
      await expect(page.getByTestId('load-error').locator('code'), name).toHaveText('s: the link is damaged: its data is not valid compressed data');
    }
  });
});
