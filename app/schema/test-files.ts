// The scenario files the served JSON Schemas are checked against (tests only): every valid fixture
// of engine/fixtures and every worked example's scenario, each with its name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleFiles } from '@/content/library';

export type NamedFile = { name: string; value: Record<string, unknown> };

export function scenarioFiles(): NamedFile[] {
  const root = join(__dirname, '../..');
  const fixtures = readdirSync(join(root, 'engine/fixtures'))
    .filter((f) => f.endsWith('.json') && !f.startsWith('invalid-'))
    .map((f) => ({ name: f, value: JSON.parse(readFileSync(join(root, 'engine/fixtures', f), 'utf8')) as Record<string, unknown> }));
  const examples = exampleFiles().map(({ file, example }) => ({ name: file, value: example.scenario as unknown as Record<string, unknown> }));
  return [...fixtures, ...examples];
}
