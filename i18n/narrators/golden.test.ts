// Links are promises (scenario-format.md): the engine, said by the English narrator (the texts
// judge and the walkthrough have always carried: i18n/narrators/en/judge.ts), against the golden
// corpus (engine/golden/corpus.json.gz) recorded before
// the log became typed data (scripts/record/golden.ts, at e212420). Compared: every old share link
// still decodes to its scenario, and every judge and walkthrough field that existed then is
// unchanged (fields added since are ignored; link strings are not compared). Two named wording
// changes were written into the recorded values since, each checked to be the only difference:
// Show and Tell's war-or-peace round cites 614.12a, not 101.4d (its events, choices, pending rule and
// reason: 5 examples and fixtures, random/124, 161, 213, 247), and 101.4c's several-choices texts say
// "in the order specified", not "in the order written" (Cataclysm, 40 entries).
// Its later recordings (`recordings`, scripts/record/corpus-file.ts) are checked the same way: "apnap/2
// tables" (issue 45), every apnap/2 example and fixture (the five Two-Headed Giant crossings among
// them) and 300 random tables of each kind (team, controlled, controlled-team, left), recorded at
// fba35e7 before the engine decided teams, control and opponents in one place, then recorded again on
// the same scenarios with issue 45's corrections of 2026-12-07 (scripts/record/golden.ts --same-tables;
// scripts/record/compare-corpora.ts names the correction that changed each entry), with the files made
// or changed since added (a crossing whose decisions changed: under its name and "(as of 2026-12-07)").
// Issue 45's contract corrections (golden-corrections.ts: the `replaced` pick's internal fields, Day
// of Judgment's words) are written into values recorded before them before comparing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario } from '@/engine';
import type { Scenario } from '@/engine';
import { narratedJudge as judge, narratedTimeline } from './en/judge';
import { corrected } from './golden-corrections';

interface Entry {
  name: string;
  scenario: Scenario;
  link: string;
  judge: Record<string, unknown>;
  timeline: { error: unknown; steps: Record<string, unknown>[] };
}

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '../../engine/golden/corpus.json.gz'))).toString('utf8')) as {
  entries: Entry[];
  recordings: { what: string; recordedAt: string; entries: Entry[] }[];
};

/**
 * The one intended difference: a player left at 0 or less life by the effect now loses once it has
 * finished (704.5a). These entries keep every old step (kind, decision, events, board) as the start of
 * their walkthrough; what follows (the state-based check, the loss, the game's end) is new.
 */
const CHANGED_BY_704_5A: readonly string[] = [
  'engine/fixtures/smallpox-opponents-turn-dryad-arbor.json',
  'random/006',
  'random/076',
  'random/101',
  'random/141',
  'random/163',
  'random/193',
  'random/223',
  'random/247',
  'random/265',
  'random/295',
];

/** `actual` holds every field of `expected` with the same value; arrays have the same length. */
function covers(expected: unknown, actual: unknown, path: string): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const bad = covers(expected[i], actual[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const k of Object.keys(expected)) {
      const bad = covers((expected as Record<string, unknown>)[k], Object.hasOwn(actual, k) ? (actual as Record<string, unknown>)[k] : undefined, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

const stepsOf = (s: Scenario) => narratedTimeline(s).steps;

describe('golden corpus (recorded at e212420)', () => {
  it('holds the examples, the fixtures and a few hundred random scenarios', () => {
    expect(corpus.entries.filter((e) => e.name.startsWith('content/')).length).toBeGreaterThanOrEqual(14);
    expect(corpus.entries.filter((e) => e.name.startsWith('random/')).length).toBe(300);
  });

  it.each(corpus.entries.map((e) => [e.name, e] as const))('%s', async (name, e) => {
    await expectSame(e, CHANGED_BY_704_5A.includes(name));
  });
});

/** The entry's link decodes to its scenario, and the engine says what it said then (`changedBy704_5a`: the old steps come first). */
async function expectSame(e: Entry, changedBy704_5a = false) {
  expect(await decodeScenario(e.link)).toEqual({ ok: true, scenario: e.scenario });
  const steps = stepsOf(e.scenario);
  if (changedBy704_5a) {
    const old = e.timeline.steps.map(({ kind, decision, events, board }) => ({ kind, decision, events, board }));
    expect(covers(old, steps.slice(0, old.length), 'steps')).toBeNull();
    const life = Object.values(judge(e.scenario).state.life);
    expect(life.some((n) => n <= 0)).toBe(true);
    return;
  }
  expect(covers(corrected(e.judge).value, judge(e.scenario), 'judge')).toBeNull();
  expect(covers(corrected(e.timeline).value, { error: narratedTimeline(e.scenario).error, steps }, 'timeline')).toBeNull();
}

const apnap2 = corpus.recordings.find((r) => r.what === 'apnap/2 tables')!;

describe(`golden corpus: apnap/2 tables (recorded at ${apnap2.recordedAt})`, () => {
  it('holds every apnap/2 example and fixture, the five crossings, and 300 random tables of each kind', () => {
    const names = apnap2.entries.map((e) => e.name);
    const count = (prefix: string) => names.filter((n) => n.startsWith(prefix)).length;
    expect(apnap2.entries.every((e) => e.scenario.format === 'apnap/2')).toBe(true);
    expect(count('content/examples/')).toBeGreaterThanOrEqual(11);
    expect(names.filter((n) => /^engine\/fixtures\/crossing-\d-[\w-]+\.json$/.test(n))).toHaveLength(5);
    for (const kind of ['team', 'controlled', 'controlled-team', 'left']) expect(count(`${kind}/`)).toBe(300);
  });

  it('issue 45’s contract corrections touch Day of Judgment tables only (38 entries as recorded at fba35e7; none once recorded again)', () => {
    const touched = apnap2.entries.filter((e) => corrected([e.judge, e.timeline]).changed);
    expect(touched.filter((e) => e.scenario.effect.id !== 'day-of-judgment').map((e) => e.name)).toEqual([]);
  });

  it.each(apnap2.entries.map((e) => [e.name, e] as const))('%s', async (_, e) => {
    await expectSame(e);
  });
});
