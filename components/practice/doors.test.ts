// Practice reaches the engine only through its public doors (engine/index.ts and
// engine/practice/index.ts): the page's components and the drills' narrators alike.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const DOORS = ['@/engine', '@/engine/practice'];
/** The recorded version 1 drills, read by the golden test as a fixture (data, not code). */
const FIXTURES = ['@/engine/practice/golden-v1.json'];

const files = [
  ...fs.readdirSync(path.join(root, 'components/practice')).map((f) => path.join('components/practice', f)),
  'i18n/narrators/practice.ts',
  'i18n/narrators/en/practice.ts',
  'i18n/narrators/fr/practice.ts',
].filter((f) => /\.tsx?$/.test(f));

describe('practice imports the engine through its doors only', () => {
  it.each(files)('%s', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const specs = [...source.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!);
    const engine = specs.filter((s) => s.startsWith('@/engine') || /(^|\/)engine(\/|$)/.test(s));
    expect(engine.filter((s) => !DOORS.includes(s) && !FIXTURES.includes(s))).toEqual([]);
  });
  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });
});
