// @vitest-environment node
// The served apnap/2 JSON Schema, checked with a standard validator (ajv, draft 2020-12): it accepts
// every worked example, apnap/1 and apnap/2 alike (apnap/2 says everything apnap/1 can).
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { exampleFiles } from '@/content/library';
import { GET } from './route';

const served = JSON.parse(await GET().text()) as Record<string, unknown>;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(served);

const examples = exampleFiles()
  .filter(({ example }) => example.scenario.format === 'apnap/2')
  .map(({ file, example }) => ({ name: `content/examples/${file}`, value: example.scenario as unknown as Record<string, unknown> }));

describe('/schema/apnap-2.json', () => {
  it('has apnap/2 examples to check', () => expect(examples.length).toBeGreaterThan(0));
  it.each(examples)('accepts $name', ({ value }) => {
    expect(validate(value) ? [] : validate.errors).toEqual([]);
  });
});
