// engine/index.ts (with its public sub-modules engine/types.ts and engine/practice/index.ts) is the
// engine's only door: no module outside engine/ imports a value from deeper inside it. And the
// engine sits below the language floor: no module of the engine imports i18n/ (the narrators say
// its facts; it says no sentence). Tests and scripts may reach test helpers (engine/testing).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.tsx?$|(^|\/)testing(\/|\.ts$)/;

function files(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .map((f) => path.join(dir, f).split(path.sep).join('/'))
    .filter((f) => SOURCE.test(f) && !TEST.test(f));
}

/** Every `import … from '…'` and `export … from '…'` of a file, with whether it imports types only. */
function imports(file: string): { spec: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((m) => ({
    spec: m[3] ?? m[4] ?? '',
    typeOnly: Boolean(m[2]),
  }));
}

const DOORS = new Set(['@/engine', '@/engine/types', '@/engine/practice']);

describe('the engine’s door', () => {
  it('is the only way in: app, components, content and i18n import values from @/engine, @/engine/types or @/engine/practice', () => {
    const deeper: string[] = [];
    for (const f of ['app', 'components', 'content', 'i18n', 'sw'].flatMap(files)) {
      for (const { spec, typeOnly } of imports(f)) {
        const engine = spec.startsWith('@/engine/') || /^(\.\.\/)+engine\//.test(spec);
        if (engine && !typeOnly && !DOORS.has(spec)) deeper.push(`${f}: ${spec}`);
      }
    }
    expect(deeper).toEqual([]);
  });

  it('faces down: no module of the engine imports i18n/, components/, content/ or app/', () => {
    const up: string[] = [];
    for (const f of files('engine')) {
      for (const { spec } of imports(f)) {
        if (/^@\/(i18n|components|content|app)(\/|$)/.test(spec)) up.push(`${f}: ${spec}`);
      }
    }
    expect(up).toEqual([]);
  });
});
