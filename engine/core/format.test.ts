// apnap/3 is apnap/2 plus its own effects (docs/scenario-format.md): every rule apnap/2 brought
// (616.1, 613.7m, 405.3, 103.6 by card name) applies in apnap/3 as well, so an apnap/2 table
// relabelled apnap/3 gives the same facts, and an apnap/1 table still reads no card by name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from '../play/judge';
import { FORMAT_ORDER, since } from './format';

const root = join(__dirname, '../..');
// The fixtures (engine/ reads nothing of content/).
const files = readdirSync(join(root, 'engine/fixtures'))
  .filter((f) => f.endsWith('.json') && !f.startsWith('invalid-'))
  .map((f) => ({ name: f, value: JSON.parse(readFileSync(join(root, 'engine/fixtures', f), 'utf8')) as Record<string, unknown> }));
const v2 = files.filter((f) => f.value.format === 'apnap/2');
const facts = (r: ReturnType<typeof judge>) => ({ ok: r.ok, error: r.error, pending: r.pending, done: r.done, events: r.events, state: r.state });

describe('since: a format has what it and every earlier format introduced', () => {
  it('orders the formats as published', () => {
    expect(FORMAT_ORDER).toEqual(['apnap/1', 'apnap/2', 'apnap/3']);
    expect(FORMAT_ORDER.map((f) => FORMAT_ORDER.map((v) => since(f, v)))).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
  });
});

describe('an apnap/2 table reads the same as apnap/3', () => {
  it('has apnap/2 tables to read', () => expect(v2.length).toBeGreaterThan(5));
  it.each(v2)('$name', ({ value }) => {
    const as2 = judge(value);
    expect(as2.invalid).toBeUndefined();
    expect(facts(judge({ ...value, format: 'apnap/3' }))).toEqual(facts(as2));
  });
});

describe('a card read by name in apnap/2 is read so in apnap/3', () => {
  it('616.1: Progenitus is shuffled into its library instead of dying, in both', () => {
    const card = { id: 'prog', name: 'Progenitus', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 10 };
    const table = { format: 'apnap/2', players: ['Ana', 'Ben'], activePlayer: 'Ana', cards: [card], effect: { id: 'day-of-judgment', controller: 'Ana' } };
    const as2 = judge(table);
    expect(as2.events.some((e) => e.type === 'replaced')).toBe(true);
    expect(facts(judge({ ...table, format: 'apnap/3' }))).toEqual(facts(as2));
  });
});
