// The closed lists of docs/scenario-format.md (event types with their fields, error codes, pending
// kinds, questions) are the engine's: the lists match, and nothing the engine emits on the golden
// corpus, the fixtures and refused decisions falls outside them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, EVENT_TYPES, PENDING_KINDS, QUESTION_KEYS, REASON_KINDS, ROUND_STYLES, SCENARIO_ERROR_CODES, decodeScenario, judge, parseScenario, parseScenarioText, timeline } from '../index';
import { refusedInputs } from '../testing';
import { exampleFiles } from '@/content/library';
import type { Decision, Scenario } from '../core/types';
import type { JudgeOutput } from '../core/steps';

const DOC = 'docs/scenario-format.md';
const doc = readFileSync(join(__dirname, '../..', DOC), 'utf8');

/** The rows of the table under `### heading`: first cell's name, and the names in the other cells. */
function table(heading: string): Map<string, string[]> {
  const at = doc.indexOf(`\n### ${heading}\n`);
  expect(at, `${DOC} has no "### ${heading}" table`).toBeGreaterThan(0);
  const lines = doc.slice(at + 1).split('\n').slice(1);
  const start = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  const out = new Map<string, string[]>();
  for (const row of lines.slice(start + 2, end)) {
    const [first = '', ...rest] = row.split('|').slice(1, -1);
    const name = /`([^`]+)`/.exec(first)?.[1];
    if (name) out.set(name, [...rest.join('|').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  }
  return out;
}

const events = table('Event types');
const codes = table('Error codes');
const scenarioCodes = table('Scenario error codes');
const kinds = table('Pending kinds');
const questions = table('Questions');
const reasons = table('Why a player is asked');
/** The words of the section on `why`, up to the next section, which say each `why.style`. */
const whyAt = doc.indexOf('\n### Why a player is asked\n');
const whyEnd = doc.indexOf('\n## ', whyAt + 1);
const stylesText = doc.slice(whyAt, whyEnd < 0 ? undefined : whyEnd);
const COMMON = ['type', 'rule', 'text', 'player', 'cards', 'faceDown'];

/** The keys of an object shape written `{ a, b }` in the format's words. */
const keysOf = (shape: string): string[] => shape.split(',').map((k) => k.trim()).filter(Boolean);
/** The shapes any event's objects may take: a `Pick` and an ability reference (the paragraph above the tables). */
const SHAPES = [/A `Pick` is `\{([^}]*)\}`/, /an ability reference\s+is `\{([^}]*)\}`/].map((re) => {
  const m = re.exec(doc);
  expect(m, `${DOC} defines ${re.source}`).not.toBeNull();
  return keysOf(m![1]!);
});
/** The shapes a row declares for its own fields: `field` (`{ a, b }` ...). */
const rowShapes = (type: string): Map<string, string[]> => {
  const at = doc.indexOf(`\n| \`${type}\` |`);
  const row = doc.slice(at + 1, doc.indexOf('\n', at + 1));
  return new Map([...row.matchAll(/`(\w+)`\s*\(`\{([^}]*)\}`/g)].map((m) => [m[1]!, keysOf(m[2]!)]));
};

/**
 * The keys of every object inside an event that no shape of the format allows: a field's own shape
 * if its row declares one, else a `Pick` or an ability reference; a question's `params` are the
 * question's (Questions). Checked all the way down.
 */
function undeclared(e: Record<string, unknown>): string[] {
  const own = rowShapes(String(e.type));
  const out: string[] = [];
  const visit = (path: string, v: unknown, shapes: string[][]): void => {
    if (Array.isArray(v)) return v.forEach((x, i) => visit(`${path}[${i}]`, x, shapes));
    if (!v || typeof v !== 'object') return;
    const keys = Object.keys(v);
    if (!shapes.some((s) => keys.every((k) => s.includes(k)))) out.push(`${path} has {${keys.join(', ')}}`);
    for (const [k, x] of Object.entries(v)) visit(`${path}.${k}`, x, SHAPES);
  };
  for (const [k, v] of Object.entries(e)) {
    if (k === 'params') visit(`${e.type}.params`, v, [questions.get(String(e.question)) ?? []]);
    else visit(`${e.type}.${k}`, v, own.has(k) ? [own.get(k)!] : SHAPES);
  }
  return out;
}

describe('the lists of docs/scenario-format.md are the engine’s', () => {
  it('event types', () => expect([...events.keys()].sort()).toEqual([...EVENT_TYPES].sort()));
  it('error codes', () => expect([...codes.keys()].sort()).toEqual([...ERROR_CODES].sort()));
  it('scenario error codes', () => expect([...scenarioCodes.keys()].sort()).toEqual([...SCENARIO_ERROR_CODES].sort()));
  it('pending kinds', () => expect([...kinds.keys()].sort()).toEqual([...PENDING_KINDS].sort()));
  it('questions', () => expect([...questions.keys()].sort()).toEqual([...QUESTION_KEYS].sort()));
  it('why a player is asked: kinds and round styles', () => {
    expect([...reasons.keys()].sort()).toEqual([...REASON_KINDS].sort());
    for (const style of ROUND_STYLES) expect(stylesText).toContain(`\`${style}\``);
  });
});

/** Every scenario at hand: the golden corpus (examples, fixtures, random), the fixtures, and decisions gone wrong. */
function scenarios(): Scenario[] {
  const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '../golden/corpus.json.gz'))).toString('utf8')) as { entries: { scenario: Scenario }[] };
  const out = corpus.entries.map((e) => e.scenario);
  // The worked examples, through the content layer: the apnap/2 ones are the family's effects.
  for (const { example } of exampleFiles()) {
    const parsed = parseScenario(example.scenario);
    if (parsed.ok) out.push(parsed.scenario);
  }
  const dir = join(__dirname, '../fixtures');
  for (const f of readdirSync(dir)) {
    const parsed = parseScenario(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    if (parsed.ok) out.push(parsed.scenario);
  }
  // Wrong decisions appended to every fixture: each refusal has a listed code.
  const wrong: Decision[] = [{ player: 'Nobody', choice: [] }, { player: 'Ana', choice: ['x', 'y'] }, { player: 'Ana', choice: ['Nobody'] }, { player: 'Ben', choice: [] }];
  const fixtures = out.slice(-20);
  for (const s of fixtures) for (const w of wrong) out.push({ ...s, decisions: [...(s.decisions ?? []).slice(0, 1), w] });
  return out;
}

/** Generous per-test limit for a loaded 2-core machine (the judging takes about 3 s). */
const LIMIT = 30_000;

describe('nothing the engine emits is outside the lists', () => {
  let memo: JudgeOutput[] | null = null;
  const judged = () => (memo ??= scenarios().map((s) => judge(s)));
  it('events: listed types, with listed fields only', () => {
    const seen = new Set<string>();
    for (const o of judged()) {
      for (const e of o.events) {
        seen.add(e.type);
        const fields = events.get(e.type);
        expect(fields, `event type ${e.type}`).toBeDefined();
        // `kind` is the walkthrough's grouping, left out of judge's JSON (i18n/narrators/en/judge.ts).
        for (const k of Object.keys(e)) if (k !== 'kind') expect([...COMMON, ...fields!], `${e.type}.${k}`).toContain(k);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  }, LIMIT);
  it('objects inside events: documented shapes only, no internal field', () => {
    const found = new Set(judged().flatMap((o) => o.events.flatMap((e) => undeclared(e as unknown as Record<string, unknown>))).map((x) => x.replace(/\[\d+\]/g, '[]')));
    expect([...found]).toEqual([]);
  }, LIMIT);
  it('errors: listed codes, with a rule', () => {
    const seen = new Set<string>();
    for (const o of judged()) {
      if (!o.error) continue;
      seen.add(o.error.code);
      expect([...codes.keys()]).toContain(o.error.code);
      expect(o.error.rule).toMatch(/^\d{3}\.\d+[a-z]?$/);
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
  }, LIMIT);
  it('pending decisions: listed kinds and questions', () => {
    for (const o of judged()) {
      if (!o.pending) continue;
      expect([...kinds.keys()]).toContain(o.pending.kind);
      expect([...questions.keys()]).toContain(o.pending.question);
      for (const k of Object.keys(o.pending.params)) expect(questions.get(o.pending.question), `${o.pending.question}.${k}`).toContain(k);
    }
  }, LIMIT);
});

describe('why a player is asked: listed kinds, fields and styles on the golden corpus', () => {
  it('every pending decision of every timeline', () => {
    const seen = new Set<string>();
    for (const s of scenarios()) {
      for (const step of timeline(s).steps) {
        const why = step.pending?.why;
        if (!why) continue;
        seen.add(why.kind);
        expect(reasons.get(why.kind), why.kind).toBeDefined();
        for (const k of Object.keys(why)) if (k !== 'kind') expect(reasons.get(why.kind), `${why.kind}.${k}`).toContain(k);
        if (why.kind === 'first' || why.kind === 'next') expect(ROUND_STYLES).toContain(why.style);
      }
    }
    expect([...seen].sort()).toEqual([...REASON_KINDS].sort());
  }, LIMIT);
});

describe('who made a choice: `by` (722.5) on every choice a controller made for a controlled player', () => {
  it('the decision events list `by`, and carry it whenever the pending decision had a `decider`', () => {
    // The events a decision logs as its choice: a round's choice or vote, a trigger order or target (603.3b, 603.3d), a team's order (805.6).
    const CHOICES = ['choose', 'vote', 'team-order'];
    for (const type of CHOICES) expect(events.get(type), `${type} lists by`).toContain('by');
    let seen = 0;
    for (const s of scenarios()) {
      const steps = timeline(s).steps;
      for (const [i, step] of steps.entries()) {
        const decider = step.pending?.decider;
        const next = steps[i + 1];
        if (decider === undefined || next?.kind !== 'decision') continue;
        const choice = next.events.find((e) => CHOICES.includes(e.type) && e.player === step.pending!.player);
        expect(choice, `${step.pending!.question}: a choice is logged`).toBeDefined();
        expect((choice as { by?: string }).by, `${step.pending!.question} decided by ${decider}: \`by\``).toBe(decider);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  }, LIMIT);
});

describe('a refused scenario or share link has a listed code, with listed params', () => {
  it('on files, pasted text and links', async () => {
    const { documents, texts, links } = refusedInputs();
    const results = [...documents.map(parseScenario), ...texts.map(parseScenarioText), ...(await Promise.all(links.map(decodeScenario)))];
    const errors = results.flatMap((r) => (r.ok ? [] : [r.error]));
    const seen = new Set<string>();
    for (const e of errors) {
      seen.add(e.code);
      expect(scenarioCodes.get(e.code), e.code).toBeDefined();
      for (const k of Object.keys(e.params)) expect(scenarioCodes.get(e.code), `${e.code}.${k}`).toContain(k);
    }
    expect([...SCENARIO_ERROR_CODES].filter((c) => !seen.has(c))).toEqual(['invalid']);
  });
});
