// Links are promises (scenario-format.md): refusing an apnap/1 file that carries a field of apnap/2,
// or an apnap/1 or apnap/2 file that names an effect of a later format (format-fields.ts), changes
// no old link, because no recorded apnap/1 or apnap/2 link carries one. Read here
// from the links' own bytes (what a decoder sees, before any field is dropped), on both corpora.
// That every recorded link still decodes to its recorded scenario is share-link.corpus.test.ts's
// and golden.test.ts's to check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fieldOfAnotherFormat, FIELDS_V2 } from './format-fields';

const read = (file: string) => JSON.parse(gunzipSync(readFileSync(join(__dirname, '..', file))).toString('utf8')) as Record<string, unknown>;
type Linked = { name: string; link: string };
const shareLinks = read('share-link.corpus.json.gz') as { links: Linked[]; damaged: Linked[]; recordings: { links: Linked[]; damaged: Linked[] }[] };
const golden = read('golden/corpus.json.gz') as { entries: Linked[]; recordings: { entries: Linked[] }[] };

/** The JSON a link carries, as written; null for a link that carries none (a damaged one). */
function carried(link: string): unknown {
  try {
    return JSON.parse(inflateRawSync(Buffer.from(link, 'base64url')).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

const all: Linked[] = [
  ...shareLinks.links,
  ...shareLinks.damaged,
  ...shareLinks.recordings.flatMap((r) => [...r.links, ...r.damaged]),
  ...golden.entries,
  ...golden.recordings.flatMap((r) => r.entries),
];
const decoded = all.map((l) => ({ name: l.name, value: carried(l.link) }));
const ofFormat = (format: string) => decoded.filter((l) => (l.value as { format?: unknown } | null)?.format === format);
const apnap1 = ofFormat('apnap/1');
const apnap2 = ofFormat('apnap/2');

describe('no recorded apnap/1 link carries a field of apnap/2', () => {
  it(`checks every apnap/1 link of both corpora for ${[...FIELDS_V2.scenario, ...FIELDS_V2.card].join(', ')}`, () => {
    expect(apnap1.length).toBeGreaterThan(700);
    expect(apnap1.filter((l) => fieldOfAnotherFormat(l.value) !== null).map((l) => l.name)).toEqual([]);
    console.log(`apnap/1 links read: ${apnap1.length} of ${all.length} recorded links`);
  });
  it('would catch one that did', () => {
    const value = { ...(apnap1[0]!.value as object), teams: [] };
    expect(fieldOfAnotherFormat(value)).toMatchObject({ path: 'teams', code: 'format-field' });
  });
});

describe('no recorded apnap/1 or apnap/2 link names an effect of a later format', () => {
  it('checks every apnap/2 link of both corpora (the apnap/1 links: above)', () => {
    expect(apnap2.length).toBeGreaterThan(100);
    expect(apnap2.filter((l) => fieldOfAnotherFormat(l.value) !== null).map((l) => l.name)).toEqual([]);
    console.log(`apnap/2 links read: ${apnap2.length} of ${all.length} recorded links`);
  });
  it('would catch one that did', () => {
    const value = { ...(apnap1[0]!.value as { effect: object }) };
    value.effect = { ...value.effect, id: 'villainous-choice' };
    expect(fieldOfAnotherFormat(value)).toMatchObject({ path: 'effect.id', code: 'format-effect', params: { format: 'apnap/2', declared: 'apnap/1' } });
  });
});
