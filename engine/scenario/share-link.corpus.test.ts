// Links are promises (scenario-format.md): every share link in the corpus recorded by
// scripts/record/share-links.ts (links made by the encoder of the day, before the codec changed)
// still decodes to the same scenario. Decoded scenarios are compared, never link strings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario } from './share-link';
import type { ParseResult, Scenario } from '../core/types';

interface Corpus {
  recordedAt: string;
  links: { name: string; link: string; scenario: Scenario }[];
  damaged: { name: string; link: string; result: ParseResult }[];
}

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '../share-link.corpus.json.gz'))).toString('utf8')) as Corpus;

describe(`share links recorded at ${corpus.recordedAt}`, () => {
  it('holds every example and its steps, the fixtures and a few hundred random tables', () => {
    const count = (prefix: string) => corpus.links.filter((l) => l.name.startsWith(prefix)).length;
    expect(count('content/examples/')).toBeGreaterThanOrEqual(14 * 3);
    expect(count('engine/fixtures/')).toBeGreaterThanOrEqual(10);
    expect(count('random/')).toBe(300);
  });

  it('decodes every recorded link to the recorded scenario', async () => {
    const wrong: string[] = [];
    for (const l of corpus.links) {
      if (JSON.stringify(await decodeScenario(l.link)) !== JSON.stringify({ ok: true, scenario: l.scenario })) wrong.push(l.name);
    }
    expect(wrong).toEqual([]);
  });

  // Damaged links (cut, a bit flipped, bytes added): never a rejection; a damaged link the old
  // decoder read gives the same scenario or a "damaged" error, never another scenario. Bytes added
  // after the end of the data (which the old decoder skipped) are now refused, as browsers do.
  it('answers every damaged link, never with another scenario than before', async () => {
    const changed: string[] = [];
    const nowRefused: string[] = [];
    for (const d of corpus.damaged) {
      const now = await decodeScenario(d.link);
      if (now.ok && (!d.result.ok || JSON.stringify(now) !== JSON.stringify(d.result))) changed.push(d.name);
      if (!now.ok && d.result.ok) nowRefused.push(d.name);
      if (!now.ok && !d.result.ok && now.error.path !== d.result.error.path && now.error.path !== 's') changed.push(d.name);
    }
    expect(changed).toEqual([]);
    // Only bytes added after the data turn a link the old decoder read into an error.
    expect(nowRefused.filter((n) => !/(zero byte added|junk added|link doubled)$/.test(n))).toEqual([]);
    console.log(`damaged links: ${corpus.damaged.length}, decoded before ${corpus.damaged.filter((d) => d.result.ok).length}, refused now though decoded before ${nowRefused.length}`);
  });
});
