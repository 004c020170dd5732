// Links are promises (scenario-format.md): every share link in the corpus recorded by
// scripts/record/share-links.ts (links made by the encoder of the day, before the codec changed)
// still decodes to the same scenario. Decoded scenarios are compared, never link strings. Its later
// recordings (`recordings`: "apnap/2 tables", issue 45, every apnap/2 example and its steps, every
// apnap/2 fixture and 300 random tables of each kind, made by today's encoder) are checked the same way;
// its links are kept byte for byte when it is recorded again (--same-tables, 2026-12-07), which adds
// the apnap/2 files made or changed since.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario } from './share-link';
import type { ParseResult, Scenario } from '../core/types';

interface Recording {
  recordedAt: string;
  links: { name: string; link: string; scenario: Scenario }[];
  damaged: { name: string; link: string; result: ParseResult }[];
}
interface Corpus extends Recording {
  recordings: (Recording & { what: string })[];
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
    expect(await wronglyDecoded(corpus)).toEqual([]);
  });

  // Damaged links (cut, a bit flipped, bytes added): never a rejection; a damaged link the old
  // decoder read gives the same scenario or a "damaged" error, never another scenario. Bytes added
  // after the end of the data (which the old decoder skipped) are now refused, as browsers do.
  it('answers every damaged link, never with another scenario than before', async () => {
    const { changed, nowRefused } = await damagedAnswers(corpus);
    expect(changed).toEqual([]);
    // Only bytes added after the data turn a link the old decoder read into an error.
    expect(nowRefused.filter((n) => !/(zero byte added|junk added|link doubled)$/.test(n))).toEqual([]);
    console.log(`damaged links: ${corpus.damaged.length}, decoded before ${corpus.damaged.filter((d) => d.result.ok).length}, refused now though decoded before ${nowRefused.length}`);
  });
});

const apnap2 = corpus.recordings.find((r) => r.what === 'apnap/2 tables')!;

describe(`share links: apnap/2 tables (recorded at ${apnap2.recordedAt})`, () => {
  it('holds every apnap/2 example and its steps, the fixtures with the five crossings, and 300 random tables of each kind', () => {
    const names = apnap2.links.map((l) => l.name);
    const count = (prefix: string) => names.filter((n) => n.startsWith(prefix)).length;
    expect(apnap2.links.every((l) => l.scenario.format === 'apnap/2')).toBe(true);
    expect(names.filter((n) => /^content\/examples\/[^#]+$/.test(n)).length).toBeGreaterThanOrEqual(11);
    expect(count('content/examples/')).toBeGreaterThanOrEqual(11 * 3);
    expect(names.filter((n) => /^engine\/fixtures\/crossing-\d-[\w-]+\.json$/.test(n))).toHaveLength(5);
    for (const kind of ['team', 'controlled', 'controlled-team', 'left']) expect(count(`${kind}/`)).toBe(300);
  });

  it('decodes every recorded link to the recorded scenario', async () => {
    expect(await wronglyDecoded(apnap2)).toEqual([]);
  });

  // Recorded by today's decoder: a damaged link answers as it did, refused or read alike.
  it('answers every damaged link as it did', async () => {
    const { changed, nowRefused } = await damagedAnswers(apnap2);
    expect([...changed, ...nowRefused]).toEqual([]);
  });
});

/** The links of a recording that no longer decode to their recorded scenario. */
async function wronglyDecoded(r: Recording): Promise<string[]> {
  const wrong: string[] = [];
  for (const l of r.links) {
    if (JSON.stringify(await decodeScenario(l.link)) !== JSON.stringify({ ok: true, scenario: l.scenario })) wrong.push(l.name);
  }
  return wrong;
}

/** Damaged links now read as another scenario, or refused at another field (`changed`), or refused though read before. */
async function damagedAnswers(r: Recording): Promise<{ changed: string[]; nowRefused: string[] }> {
  const changed: string[] = [];
  const nowRefused: string[] = [];
  for (const d of r.damaged) {
    const now = await decodeScenario(d.link);
    if (now.ok && (!d.result.ok || JSON.stringify(now) !== JSON.stringify(d.result))) changed.push(d.name);
    if (!now.ok && d.result.ok) nowRefused.push(d.name);
    if (!now.ok && !d.result.ok && now.error.path !== d.result.error.path && now.error.path !== 's') changed.push(d.name);
  }
  return { changed, nowRefused };
}
