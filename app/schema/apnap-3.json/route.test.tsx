// @vitest-environment node
// The served apnap/3 JSON Schema, checked with a standard validator (ajv, draft 2020-12): it has
// every field of apnap/2, so every apnap/3 example and every apnap/2 one relabelled apnap/3 passes; it refuses
// the files of the older formats by their format, and the apnap/2 schema refuses an apnap/3 file.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { GET } from './route';
import { GET as getV2 } from '../apnap-2.json/route';
import { scenarioFiles } from '../test-files';

const all = scenarioFiles();
const v2 = all.filter((f) => f.value.format === 'apnap/2');
const v3 = all.filter((f) => f.value.format === 'apnap/3');

const response = GET();
const served = JSON.parse(await response.text()) as Record<string, unknown> & { description: string; $id: string; title: string };
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile(served);
const validateV2 = ajv.compile(JSON.parse(await getV2().text()) as Record<string, unknown>);

describe('/schema/apnap-3.json', () => {
  it('is served at its own address and says what it cannot express', () => {
    expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    expect(served.$id).toBe('/schema/apnap-3.json');
    expect(served.title).toBe('APNAP Lab scenario, format apnap/3');
    for (const limit of ['adjacent seats (805.1)', 'exactly one team', 'controlledBy']) expect(served.description).toContain(limit);
  });

  it.each(v3)('accepts $name', ({ value }) => {
    expect(validate(value) ? [] : validate.errors).toEqual([]);
  });

  it.each(v2)('accepts $name relabelled apnap/3', ({ value }) => {
    expect(validate({ ...value, format: 'apnap/3' }) ? [] : validate.errors).toEqual([]);
  });

  it('refuses apnap/1 and apnap/2 files by their format, and the apnap/2 schema refuses apnap/3', () => {
    const v1 = all.find((f) => f.value.format === 'apnap/1')!;
    expect(v2.length).toBeGreaterThan(0);
    expect(v3.length).toBeGreaterThan(0);
    expect(validate(v1.value)).toBe(false);
    expect(validate(v2[0]!.value)).toBe(false);
    expect(validateV2({ ...v2[0]!.value, format: 'apnap/3' })).toBe(false);
  });
});
