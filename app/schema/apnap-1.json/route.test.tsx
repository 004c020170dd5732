// @vitest-environment node
// The served JSON Schema, checked with a standard validator (ajv, draft 2020-12): it accepts every
// worked example and every valid fixture, and rejects every structurally invalid fixture
// (engine/fixtures/invalid-*.json: bad format, zone, type, too many players, missing field).
import Ajv2020 from 'ajv/dist/2020';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleFiles } from '@/content/library';
import { GET } from './route';

const root = join(__dirname, '../../..');
const read = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: `${dir}/${f}`, value: JSON.parse(readFileSync(join(root, dir, f), 'utf8')) as Record<string, unknown> }));

const response = GET();
const served = JSON.parse(await response.text()) as Record<string, unknown> & { description: string };
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(served);

const examples = exampleFiles().map(({ file, example }) => ({ name: `content/examples/${file}`, value: example.scenario as unknown as Record<string, unknown> }));
const fixtures = read('engine/fixtures');
// apnap/2 files have their own schema (../apnap-2.json); this one must refuse them by their format.
const v1 = (f: { value: Record<string, unknown> }) => f.value.format === 'apnap/1';
const valid = [...examples, ...fixtures.filter((f) => !f.name.includes('/invalid-'))].filter(v1);
const invalid = fixtures.filter((f) => f.name.includes('/invalid-'));
const v2 = [...examples, ...fixtures].filter((f) => f.value.format === 'apnap/2');

describe('/schema/apnap-1.json', () => {
  it('is served as a JSON Schema (draft 2020-12) that says what it cannot express', () => {
    expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    expect(served.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    for (const limit of ['card ids are unique', 'owner', 'controller', 'activePlayer']) expect(served.description).toContain(limit);
  });

  it('knows every effect id, including the triggered-abilities one', () => {
    expect(JSON.stringify(served)).toContain('"wrath-of-god"');
  });

  it.each(valid)('accepts $name', ({ value }) => {
    expect(validate(value) ? [] : validate.errors).toEqual([]);
  });

  it('has the structurally invalid fixtures to reject', () => {
    expect(invalid.map((f) => f.name.split('/').at(-1)).sort()).toEqual(
      ['invalid-format.json', 'invalid-missing-effect.json', 'invalid-too-many-players.json', 'invalid-type.json', 'invalid-zone.json'].sort(),
    );
  });

  it.each(invalid)('rejects $name', ({ value }) => {
    expect(validate(value)).toBe(false);
  });

  it('refuses every apnap/2 file (an apnap/1 reader must not misread teams as a free-for-all)', () => {
    expect(v2.length).toBeGreaterThan(0);
    for (const f of v2) expect(validate(f.value), f.name).toBe(false);
  });

  it('rejects what the validator rejects for its structure: a string for a number, an extra type, a bad id', () => {
    const base = valid[0]!.value as { cards: Record<string, unknown>[] };
    for (const card of [{ manaValue: '2' }, { manaValue: -1 }, { types: [] }, { types: ['land', 'land'] }, { id: 'a b' }]) {
      expect(validate({ ...base, cards: [{ ...base.cards[0], ...card }] })).toBe(false);
    }
  });
});
