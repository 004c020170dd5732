// Bad input: 10,000 random and mutated inputs thrown at the two doors through which the outside world
// reaches the engine — `parseScenario` (JSON import, `judge`) and `decodeScenario` (share links).
// For every input: no exception escapes; a rejection names the field (`path`) and says what is wrong
// (`message`); an acceptance survives a round trip (JSON and share link) unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleFiles } from '@/content/library';
import { decodeScenario, encodeScenario, ERROR_CODES, judge, parseScenario, parseScenarioText, PENDING_KINDS, QUESTION_KEYS } from './index';
import { propertyRuns } from './testing/property-runs';
import type { Decision, ParseResult, Scenario } from './core/types';
import { scenarioMessage } from '@/i18n/narrators/en';
import { refusalOf } from '@/i18n/narrators/en/testing';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Valid scenarios to mutate: every worked example of content/ and every valid engine fixture. */
function seeds(): unknown[] {
  const out: unknown[] = [];
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  };
  for (const { example } of exampleFiles()) out.push(example.scenario);
  const fixtures = path.join(here, 'fixtures');
  for (const f of fs.existsSync(fixtures) ? fs.readdirSync(fixtures) : []) {
    if (f.endsWith('.json')) {
      const v = read(path.join(fixtures, f)) as { scenario?: unknown } | undefined;
      out.push(v && typeof v === 'object' && 'scenario' in v ? v.scenario : v);
    }
  }
  return out.filter((s) => parseScenario(s).ok);
}

const SEEDS = seeds();
/** Fields a scenario's errors may be rooted at (scenario-format.md; apnap/2 adds teams and controlledBy; apnap/3 attacks and targets), or `s` for the share link itself. */
const ROOTS = ['format', 'players', 'activePlayer', 'life', 'cards', 'effect', 'decisions', 'teams', 'controlledBy', 'attacks', 'targets'];
const PATH = new RegExp(`^(${ROOTS.join('|')})(\\[\\d+\\]|\\.[^]+)*$`);

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

let checked = 0;
let accepted = 0;
const acceptedScenarios: Scenario[] = [];

/**
 * The contract of a result. `wholeDocument`: the input may be rejected as a whole (path ''), e.g.
 * when it is not JSON or not an object; otherwise the rejection must name a field.
 */
function check(result: ParseResult, how: { wholeDocument: boolean; link?: boolean }, input: unknown): void {
  checked++;
  // Messages are built only on failure: printing every input would cost more than the checks.
  const fail = (why: string): never => {
    throw new Error(`${why}\n  input: ${fc.stringify(input).slice(0, 600)}\n  result: ${fc.stringify(result).slice(0, 600)}`);
  };
  if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') fail('not a ParseResult');
  if (result.ok) {
    accepted++;
    const s = result.scenario;
    // Accepted: JSON round trip and share-link round trip give back the same scenario.
    const json = JSON.stringify(s);
    const again = parseScenario(JSON.parse(json));
    if (!again.ok || JSON.stringify(again.scenario) !== json) fail('accepted, but its JSON does not parse back to the same scenario');
    if (!parseScenarioText(json).ok) fail('accepted, but parseScenarioText refuses its JSON');
    acceptedScenarios.push(s); // share links are asynchronous: their round trip is its own test below
    return;
  }
  const { error } = result;
  const message = error ? scenarioMessage(error.code, error.params) : '';
  if (message.trim() === '' || /undefined|NaN|\[object/.test(message)) fail(`rejected with an empty or broken message: "${message}"`);
  if (typeof error.path !== 'string') fail('rejected with no path');
  if (error.path === '') {
    if (!how.wholeDocument) fail(`rejected as a whole ("${message}") though the input is an object: name the field`);
  } else if (!(how.link && error.path === 's') && !PATH.test(error.path)) {
    fail(`rejected with a path that is not a scenario field: "${error.path}"`);
  }
}

/** Runs `f`; an exception escaping the engine fails the property with the input that caused it. */
function guard(f: () => ParseResult, name: string, input: unknown): ParseResult {
  try {
    return f();
  } catch (e) {
    throw new Error(`${name} threw ${e instanceof Error ? e.stack : String(e)}\n  input: ${fc.stringify(input).slice(0, 600)}`);
  }
}

function parse(input: unknown): void {
  check(guard(() => parseScenario(input), 'parseScenario', input), { wholeDocument: !isPlainObject(input) }, input);
}

async function decode(param: string): Promise<void> {
  let result: ParseResult;
  try {
    result = await decodeScenario(param);
  } catch (e) {
    throw new Error(`decodeScenario rejected ${e instanceof Error ? e.stack : String(e)}\n  input: ${param.slice(0, 600)}`);
  }
  // A share link's own failures are reported at `s`; a decoded non-object scenario at ''.
  check(result, { wholeDocument: true, link: true }, param);
}

function parseText(text: string): void {
  const result = guard(() => parseScenarioText(text), 'parseScenarioText', text);
  let object = false;
  try {
    object = isPlainObject(JSON.parse(text));
  } catch {
    // not JSON: a whole-document error
  }
  check(result, { wholeDocument: !object }, text);
}

const toLink = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const linkOfText = (text: string) => toLink(deflateRawSync(Buffer.from(text, 'utf8')));

// ── Arbitraries ─────────────────────────────────────────────────────────────────────────────────

const anything = fc.anything({
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
  key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', 'format', 'players', 'cards', 'hasOwnProperty')),
});

/** A value of the wrong type (or an odd one of the right type) for any field. */
const wrong = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, NaN, Infinity, 2 ** 53, '', ' ', 'apnap/2', '__proto__', [], {}, [[]], [null], ['']),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 3 }),
  anything,
);

const isRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Every path (list of keys) in a JSON-like tree (plain objects and arrays). */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value as object)) out.push(...paths(v, [...at, k]));
  return out;
}

type Mutation = { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'add'; key: string; value: unknown } | { kind: 'duplicate' };

/** A deep copy of `seed` with one or more mutations applied at chosen paths. */
function mutate(seed: unknown, picks: { at: number; how: Mutation }[]): unknown {
  const copy = structuredClone(seed);
  let root: unknown = copy;
  for (const { at, how } of picks) {
    const all = paths(root);
    const p = all[at % all.length]!;
    if (p.length === 0) {
      if (how.kind === 'replace') root = how.value;
      continue;
    }
    const parent = p.slice(0, -1).reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], root) as Record<string | number, unknown>;
    const key = p[p.length - 1]!;
    if (how.kind === 'replace') parent[key] = how.value;
    else if (how.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (how.kind === 'add') {
      const target = parent[key];
      if (isRecord(target)) (target as Record<string, unknown>)[how.key] = how.value;
      else if (Array.isArray(target)) target.push(how.value);
    } else if (how.kind === 'duplicate' && Array.isArray(parent)) parent.push(structuredClone(parent[key]));
  }
  return root;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: wrong.map((value) => ({ kind: 'replace', value }) as const) },
  { weight: 2, arbitrary: fc.constant({ kind: 'delete' } as const) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), key: fc.string({ maxLength: 8 }), value: wrong }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'duplicate' } as const) },
);

const mutatedScenario = fc
  .record({
    seed: fc.nat(),
    picks: fc.array(fc.record({ at: fc.nat(), how: mutation }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ seed, picks }) => mutate(SEEDS[seed % SEEDS.length], picks));

const SEED_LINKS = await Promise.all(
  SEEDS.map((seed) => {
    const valid = parseScenario(seed);
    if (!valid.ok) throw new Error('seed scenarios are valid');
    return encodeScenario(valid.scenario);
  }),
);

/** A valid share link with characters flipped, inserted, deleted, or cut short. */
const mutatedLink = fc
  .record({
    seed: fc.nat(),
    edits: fc.array(
      fc.record({
        kind: fc.constantFrom('flip', 'insert', 'delete', 'truncate', 'swap'),
        at: fc.nat(),
        ch: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/%$ \u00e9'),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ seed, edits }) => {
    let s = SEED_LINKS[seed % SEEDS.length]!;
    for (const e of edits) {
      const i = e.at % Math.max(1, s.length);
      if (e.kind === 'flip') s = s.slice(0, i) + e.ch + s.slice(i + 1);
      else if (e.kind === 'insert') s = s.slice(0, i) + e.ch + s.slice(i);
      else if (e.kind === 'delete') s = s.slice(0, i) + s.slice(i + 1);
      else if (e.kind === 'truncate') s = s.slice(0, i);
      else s = s.slice(0, i) + s.slice(i + 1, i + 2) + s.slice(i, i + 1) + s.slice(i + 2);
    }
    return s;
  });

const base64url = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 400 });

/** The fixtures with triggered abilities, and decisions for them built from their ability ids and players. */
const TRIGGER_SEEDS = SEEDS.map((v) => parseScenario(v)).flatMap((r) => (r.ok && r.scenario.effect.id === 'wrath-of-god' ? [r.scenario] : []));
const triggerDecisions = fc
  .record({ seed: fc.nat(), keep: fc.nat(), picks: fc.array(fc.record({ who: fc.nat(), what: fc.array(fc.nat(), { maxLength: 5 }), odd: fc.boolean() }), { maxLength: 8 }) })
  .map(({ seed, keep, picks }): Scenario => {
    const s = TRIGGER_SEEDS[seed % TRIGGER_SEEDS.length]!;
    const ids = s.cards.flatMap((a) => s.cards.map((b) => `${a.id}:${b.id}`));
    const words = [...ids, ...s.players, 'Nobody', '', 'war'];
    const legal = (s.decisions ?? []).slice(0, keep % ((s.decisions ?? []).length + 1));
    const made: Decision[] = picks.map((p) => ({
      player: p.odd ? 'Nobody' : s.players[p.who % s.players.length]!,
      choice: p.what.map((w) => words[w % words.length]!),
    }));
    return { ...s, decisions: [...legal, ...made] };
  });

/** judge's output against the format: listed codes and kinds; a refusal leaves the state of the legal prefix. */
function judged(s: Scenario): void {
  checked++;
  const out = judge(s);
  if (out.invalid) throw new Error(`a valid scenario was judged invalid: ${out.invalid.code}`);
  expect(Array.isArray(out.state.waiting) && Array.isArray(out.state.lost)).toBe(true);
  expect(out.pending === null).toBe(out.done);
  if (out.pending) {
    expect(PENDING_KINDS).toContain(out.pending.kind);
    expect(QUESTION_KEYS).toContain(out.pending.question);
  }
  if (!out.error) return;
  expect(ERROR_CODES).toContain(out.error.code);
  expect(out.error.rule).toMatch(/^\d{3}\.\d+[a-z]?$/);
  expect(refusalOf(out.error, out.last ?? undefined).length).toBeGreaterThan(0);
  const before = judge({ ...s, decisions: (s.decisions ?? []).slice(0, out.error.decision) });
  expect(out.state).toEqual(before.state);
  expect(out.events).toEqual(before.events);
}

// ── Properties: 10,000 inputs in all ──────────────────────────────────────────────────────────

/** Full sizes (FULL_PROPERTIES=1); a CI run tries a fifth of each (testing/property-runs.ts). */
const RUNS = {
  anything: propertyRuns(2000),
  strings: propertyRuns(1000),
  base64url: propertyRuns(1500),
  deflatedJunk: propertyRuns(500),
  mutatedLinks: propertyRuns(2000),
  mutatedScenarios: propertyRuns(3000),
  triggerDecisions: propertyRuns(1000),
};
/** Generous per-test limit for a loaded 2-core CI machine; the whole file takes ~8 s. */
const LIMIT = 30_000;
const TOTAL = Object.values(RUNS).reduce((a, b) => a + b, 0);

describe(`fuzz: ${TOTAL} random and mutated inputs to parseScenario and decodeScenario`, () => {
  it('has valid scenarios to mutate', () => {
    expect(SEEDS.length).toBeGreaterThan(0);
  });

  it(`fc.anything() → parseScenario (${RUNS.anything})`, () => {
    fc.assert(fc.property(anything, (v) => parse(v)), { numRuns: RUNS.anything, seed: 1014 });
  }, LIMIT);

  it(`random strings → decodeScenario and parseScenarioText (${RUNS.strings})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 100 }), fc.json()), async (s) => {
        await decode(s);
        parseText(s);
      }),
      { numRuns: RUNS.strings, seed: 6082 },
    );
  }, LIMIT);

  it(`random base64url → decodeScenario (${RUNS.base64url})`, async () => {
    await fc.assert(fc.asyncProperty(base64url, (s) => decode(s)), { numRuns: RUNS.base64url, seed: 1015 });
  }, LIMIT);

  it(`deflated junk (random JSON and bytes) → decodeScenario (${RUNS.deflatedJunk})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json().map(linkOfText), fc.uint8Array({ maxLength: 200 }).map((b) => toLink(deflateRawSync(b)))), (s) => decode(s)),
      { numRuns: RUNS.deflatedJunk, seed: 6083 },
    );
  }, LIMIT);

  it(`mutated valid share links → decodeScenario (${RUNS.mutatedLinks})`, async () => {
    await fc.assert(fc.asyncProperty(mutatedLink, (s) => decode(s)), { numRuns: RUNS.mutatedLinks, seed: 42 });
  }, LIMIT);

  it(`mutated valid scenarios (fields replaced by wrong types, deleted, added) → parseScenario, parseScenarioText, decodeScenario (${RUNS.mutatedScenarios})`, async () => {
    await fc.assert(
      fc.asyncProperty(mutatedScenario, async (v) => {
        parse(v);
        let text: string | undefined;
        try {
          text = JSON.stringify(v);
        } catch {
          text = undefined; // BigInt: not JSON
        }
        if (text !== undefined) {
          parseText(text);
          await decode(linkOfText(text));
        }
      }),
      { numRuns: RUNS.mutatedScenarios, seed: 7 },
    );
  }, LIMIT);

  it('every accepted scenario survives a share-link round trip', async () => {
    for (const s of acceptedScenarios) {
      const link = await decodeScenario(await encodeScenario(s));
      expect(link.ok && JSON.stringify(link.scenario)).toBe(JSON.stringify(s));
    }
  }, LIMIT);

  it(`random orderings and targets on the triggered-ability fixtures → judge (${RUNS.triggerDecisions})`, () => {
    // Each input counts once toward the total (a judge output checked against the format).
    fc.assert(fc.property(triggerDecisions, (s) => judged(s)), { numRuns: RUNS.triggerDecisions, seed: 603 });
  }, LIMIT);

  it('checked every input, and exercised both acceptance (round trips) and rejection', () => {
    console.log(`fuzz: ${checked} results checked, ${accepted} accepted and round-tripped, ${checked - accepted} rejected`);
    expect(checked).toBeGreaterThanOrEqual(TOTAL);
    // Both sides exercised in proportion to the size: at full size (11,000) over 100 accepted and
    // over 5,000 rejected.
    expect(accepted).toBeGreaterThan(TOTAL / 110);
    expect(checked - accepted).toBeGreaterThan(TOTAL * 0.45);
  });
});
