import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drillQuery, generateDrill, GENERATOR_VERSION, grade, pickDrill, readDrillLink, TOPIC_IDS } from './index';
import type { TopicId } from './index';
import { drillFingerprint } from './fingerprint';
import golden from './golden-v1.json';

describe('a drill URL is a promise (v, seed, topic)', () => {
  it('gives the same drill every time', () => {
    const a = generateDrill(7, 'what-they-know');
    const b = generateDrill(7, 'what-they-know');
    expect(drillFingerprint(a)).toBe(drillFingerprint(b));
    expect(a.question).toBe(b.question);
  });
  it('gives the drills recorded for version 1 (a change here needs a new generator version)', () => {
    const now: Record<string, { answer: string; fingerprint: string }> = {};
    for (const key of Object.keys(golden)) {
      const link = readDrillLink(key);
      if (link.kind !== 'drill') throw new Error(`${key} no longer reads as a drill`);
      const d = generateDrill(link.params.seed, link.params.topic);
      now[key] = { answer: d.answerText, fingerprint: drillFingerprint(d) };
    }
    expect(now).toEqual(golden);
  });
  it('gives unrelated drills for one seed in different topics, and for neighbouring seeds', () => {
    const prints = new Set(TOPIC_IDS.flatMap((t) => [0, 1, 2].map((s) => drillFingerprint(generateDrill(s, t)))));
    expect(prints.size).toBe(TOPIC_IDS.length * 3);
  });
  it('writes and reads its query string', () => {
    expect(drillQuery({ seed: 12, topic: 'rituel' })).toBe(`v=${GENERATOR_VERSION}&seed=12&topic=rituel`);
    expect(readDrillLink('?v=1&seed=12&topic=rituel')).toEqual({ kind: 'drill', params: { seed: 12, topic: 'rituel' } });
    expect(readDrillLink('')).toEqual({ kind: 'none' });
  });
});

describe('a bad or old drill link says plainly what is wrong', () => {
  const message = (q: string) => {
    const r = readDrillLink(q);
    return r.kind === 'problem' ? r.message : `not a problem: ${r.kind}`;
  };
  it('an older generator version', () => {
    expect(message('v=0&seed=1&topic=rituel')).toMatch(/older version of the drill generator \(v=0\)/);
  });
  it('a newer generator version', () => {
    expect(message('v=9&seed=1&topic=rituel')).toMatch(/newer version .*\(v=9\)/);
  });
  it('a missing version', () => {
    expect(message('seed=1&topic=rituel')).toMatch(/no generator version/);
  });
  it('a seed that is not a whole number in range', () => {
    expect(message('v=1&seed=abc&topic=rituel')).toMatch(/seed "abc" is not a whole number from 0 to 4294967295/);
    expect(message('v=1&seed=4294967296&topic=rituel')).toMatch(/not a whole number/);
    expect(message('v=1&topic=rituel')).toMatch(/seed is missing/);
  });
  it('an unknown topic, naming the known ones', () => {
    expect(message('v=1&seed=1&topic=stack')).toMatch(/topic "stack" is not one of who-chooses-next, /);
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
    expect(drillFingerprint(generateDrill(d.seed, d.topic))).toBe(drillFingerprint(d));
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
    // The property tests' size (engine/property-runs.ts) is test support, not engine API: tests only.
    const testSupport = path.resolve(dir, '..', 'property-runs');
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

describe('a drill’s words are built from its facts', () => {
  it('gives the same English from the facts alone, once they have been through JSON (data, not sentences)', async () => {
    const { englishWords } = await import('./english');
    for (const topic of TOPIC_IDS) {
      for (let seed = 0; seed < 15; seed++) {
        const d = generateDrill(seed, topic);
        const facts = JSON.parse(JSON.stringify(d.facts)) as typeof d.facts;
        expect(facts).toEqual(d.facts);
        expect(facts.topic).toBe(topic);
        const { question, ask, stated, statedTitle, answerText, why } = d;
        expect(englishWords(facts, d.state)).toEqual({ question, ask, stated, ...(statedTitle ? { statedTitle } : {}), answerText, why });
      }
    }
  });
});
