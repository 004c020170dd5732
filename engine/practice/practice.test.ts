import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drillQuery, generateDrill, GENERATOR_VERSION, grade, pickDrill, readDrillLink, TOPIC_IDS } from './index';
import type { Drill, TopicId } from './index';

/** Everything that makes a drill the same drill, as data (the golden test of version 1's words: components/practice/golden-v1.test.ts). */
const identity = (d: Drill) => JSON.stringify({ scenario: d.scenario, shown: d.shown, ask: d.ask, answer: d.answer, facts: d.facts });

describe('a drill URL is a promise (v, seed, topic)', () => {
  it('gives the same drill every time', () => {
    const a = generateDrill(7, 'what-they-know');
    const b = generateDrill(7, 'what-they-know');
    expect(identity(a)).toBe(identity(b));
    expect(a.version).toBe(GENERATOR_VERSION);
  });
  it('gives unrelated drills for one seed in different topics, and for neighbouring seeds', () => {
    const prints = new Set(TOPIC_IDS.flatMap((t) => [0, 1, 2].map((s) => identity(generateDrill(s, t)))));
    expect(prints.size).toBe(TOPIC_IDS.length * 3);
  });
  it('writes and reads its query string', () => {
    expect(drillQuery({ seed: 12, topic: 'rituel' })).toBe(`v=${GENERATOR_VERSION}&seed=12&topic=rituel`);
    expect(readDrillLink('?v=2&seed=12&topic=rituel')).toEqual({ kind: 'drill', params: { seed: 12, topic: 'rituel', version: 2 } });
    expect(readDrillLink('?v=1&seed=12&topic=rituel')).toEqual({ kind: 'drill', params: { seed: 12, topic: 'rituel', version: 1 } });
    expect(drillQuery({ seed: 12, topic: 'rituel', version: 1 })).toBe('v=1&seed=12&topic=rituel');
    expect(readDrillLink('')).toEqual({ kind: 'none' });
  });
});

describe('a bad or old drill link says what is wrong with it, as a code and params', () => {
  const problem = (q: string) => {
    const r = readDrillLink(q);
    return r.kind === 'problem' ? r.problem : `not a problem: ${r.kind}`;
  };
  it('every kind of problem (their words: each narrator)', () => {
    expect(problem('v=0&seed=1&topic=rituel')).toEqual({ code: 'older-version', version: 0, current: 2 });
    expect(problem('v=9&seed=1&topic=rituel')).toEqual({ code: 'newer-version', version: 9, current: 2 });
    expect(problem('seed=1&topic=rituel')).toEqual({ code: 'no-version' });
    expect(problem('v=2&topic=rituel')).toEqual({ code: 'no-seed' });
    expect(problem('v=2&seed=4294967296&topic=rituel')).toEqual({ code: 'bad-seed', seed: '4294967296', max: 4294967295 });
    expect(problem('v=1&seed=1')).toEqual({ code: 'no-topic' });
  });
  it('gives each problem a code and the params its sentence is built from', () => {
    expect(readDrillLink('v=0&seed=1&topic=rituel')).toMatchObject({ problem: { code: 'older-version', version: 0, current: GENERATOR_VERSION } });
    expect(readDrillLink('v=1&seed=abc&topic=rituel')).toMatchObject({ problem: { code: 'bad-seed', seed: 'abc', max: 4294967295 } });
    expect(readDrillLink('v=1&seed=1&topic=stack')).toMatchObject({ problem: { code: 'bad-topic', topic: 'stack', topics: [...TOPIC_IDS] } });
  });
  it('keeps a known topic so the page can offer a fresh drill in it', () => {
    expect(readDrillLink('v=0&seed=1&topic=rituel')).toMatchObject({ kind: 'problem', topic: 'rituel' });
  });
});

describe('picking the next drill for the reader’s settings', () => {
  const all = { topics: TOPIC_IDS, maxPlayers: 6, opponentsTurn: true, hidden: true, severalSteps: true };
  it('keeps to the chosen topics', () => {
    for (let s = 0; s < 20; s++) expect(pickDrill(s * 7919, { ...all, topics: ['rituel', 'still-chooses'] }).topic).toMatch(/rituel|still-chooses/);
  });
  it('keeps to the difficulty: few players, own turn, no hidden zones, one step', () => {
    const easy = { topics: TOPIC_IDS, maxPlayers: 3, opponentsTurn: false, hidden: false, severalSteps: false };
    for (let s = 0; s < 20; s++) {
      const d = pickDrill(s * 104729, easy);
      expect(d.features).toMatchObject({ opponentsTurn: false, hidden: false, severalSteps: false });
      expect(d.features.players).toBeLessThanOrEqual(3);
    }
  });
  it('is itself reproducible: the picked drill is the one its URL gives', () => {
    const d = pickDrill(99, all);
    expect(identity(generateDrill(d.seed, d.topic))).toBe(identity(d));
  });
});

describe('grading', () => {
  it('accepts the engine’s answer and refuses another seat', () => {
    const d = generateDrill(3, 'who-chooses-next');
    expect(grade(d, d.answer)).toBe(true);
    const other = d.scenario.players.find((p) => p !== d.answer.seat)!;
    expect(grade(d, { seat: other })).toBe(false);
  });
  it('compares ticked options as a set, in any order', () => {
    const d = generateDrill(5, 'rituel');
    const options = [...(d.answer.options ?? [])].reverse();
    expect(grade(d, { seat: d.answer.seat, options })).toBe(true);
    expect(grade(d, { seat: d.answer.seat, options: [...options, ...options] })).toBe(options.length === 0);
  });
});

describe('the generator uses only the engine’s public API', () => {
  it('imports nothing from engine/ but engine/index.ts', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : [path.join(d, e.name)]));
    const engineIndex = path.resolve(dir, '..', 'index');
    // The property tests' size (engine/testing/property-runs.ts) is test support, not engine API: tests only.
    const testSupport = path.resolve(dir, '..', 'testing', 'property-runs');
    for (const file of files(dir).filter((f) => f.endsWith('.ts'))) {
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), spec!);
        const inside = target.startsWith(dir + path.sep);
        const allowed = inside || target === engineIndex || (file.endsWith('.test.ts') && target === testSupport);
        expect(allowed, `${path.relative(dir, file)} imports ${spec}`).toBe(true);
      }
    }
  });
  it('names every topic once, in the URL form', () => {
    const ids: TopicId[] = [...TOPIC_IDS];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('a drill is facts, not sentences (its words are the narrators’)', () => {
  /** Every string in a value, but the engine's own event texts (the events are the engine's facts). */
  const strings = (x: unknown): string[] =>
    typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(strings) : x && typeof x === 'object' ? Object.entries(x).flatMap(([k, v]) => (k === 'text' ? [] : strings(v))) : [];
  it('carries kinds, ids, names and numbers: no string of more than five words, and it survives JSON', () => {
    for (const topic of TOPIC_IDS) {
      for (let seed = 0; seed < 15; seed++) {
        const d = generateDrill(seed, topic);
        const data = { facts: d.facts, ask: d.ask, answer: d.answer, features: d.features, story: d.story, rule: d.rule };
        expect(JSON.parse(JSON.stringify(data))).toEqual(data);
        expect(d.facts.topic).toBe(topic);
        // The longest card name is four words ("Liliana of the Veil"); a sentence is longer.
        expect(strings(data).filter((s) => s.split(/\s+/).length > 5), `${topic} ${seed}`).toEqual([]);
        expect(d).not.toHaveProperty('question');
        expect(d).not.toHaveProperty('why');
      }
    }
  });
  it('asks with the ids of its facts, in order', () => {
    const d = generateDrill(2, 'trigger-order');
    expect(d.ask).toEqual({ kind: 'seat-and-options', options: d.scenario.players });
    expect(generateDrill(2, 'still-chooses').ask).toEqual({ kind: 'yes-no' });
    expect(generateDrill(2, 'who-chooses-next').ask).toEqual({ kind: 'seat' });
  });
});
