// Links are promises (scenario-format.md): every share link in the corpus recorded by
// scripts/record-share-links.ts (links made by the encoder of the day, before the codec changed)
// still decodes to the same scenario. Decoded scenarios are compared, never link strings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario } from './share-link';
import type { ParseResult, Scenario } from './types';

interface Corpus {
  recordedAt: string;
  links: { name: string; link: string; scenario: Scenario }[];
  damaged: { name: string; link: string; result: ParseResult }[];
}

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'share-link.corpus.json.gz'))).toString('utf8')) as Corpus;

describe(`share links recorded at ${corpus.recordedAt}`, () => {
  it('holds every example and its steps, the fixtures and a few hundred random tables', () => {
    const count = (prefix: string) => corpus.links.filter((l) => l.name.startsWith(prefix)).length;
    expect(count('content/examples/')).toBeGreaterThanOrEqual(14 * 3);
    expect(count('engine/fixtures/')).toBeGreaterThanOrEqual(10);
    expect(count('random/')).toBe(300);
  });

  it('decodes every recorded link to the recorded scenario', () => {
    const wrong = corpus.links.filter((l) => JSON.stringify(decodeScenario(l.link)) !== JSON.stringify({ ok: true, scenario: l.scenario }));
    expect(wrong.map((l) => l.name)).toEqual([]);
  });
});
