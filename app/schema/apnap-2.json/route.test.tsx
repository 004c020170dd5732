// @vitest-environment node
// The served apnap/2 JSON Schema, checked with a standard validator (ajv, draft 2020-12): it accepts
// every apnap/2 example and fixture, refuses apnap/1 files (their format differs) and team shapes
// Two-Headed Giant does not allow (810.1: two teams of two).
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { GET } from './route';
import { scenarioFiles } from '../test-files';

const all = scenarioFiles();
const v2 = all.filter((f) => f.value.format === 'apnap/2');

const response = GET();
const served = JSON.parse(await response.text()) as Record<string, unknown> & { description: string; $id: string };
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(served);

describe('/schema/apnap-2.json', () => {
  it('is served at its own address and says what it cannot express', () => {
    expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    expect(served.$id).toBe('/schema/apnap-2.json');
    for (const limit of ['adjacent seats (805.1)', 'exactly one team', 'controlledBy']) expect(served.description).toContain(limit);
  });

  it.each(v2)('accepts $name', ({ value }) => {
    expect(validate(value) ? [] : validate.errors).toEqual([]);
  });

  it('refuses apnap/1 files by their format', () => {
    const v1 = all.find((f) => f.value.format === 'apnap/1')!;
    expect(validate(v1.value)).toBe(false);
    expect(validate({ ...v1.value, format: 'apnap/2' })).toBe(true);
  });

  it('refuses teams that are not two teams of two', () => {
    const giant = v2.find((f) => Array.isArray(f.value.teams))!.value;
    expect(validate(giant)).toBe(true);
    for (const teams of [[['Ana', 'Ben']], [['Ana', 'Ben', 'Cleo'], ['Dan']], [['Ana', 'Ana'], ['Cleo', 'Dan']], 'Ana']) {
      expect(validate({ ...giant, teams }), JSON.stringify(teams)).toBe(false);
    }
  });
});
