// Every scenario file in content/ and engine/fixtures/ goes through the engine. Fixture names say
// what to expect: `invalid-*` is rejected by the validator, `illegal-*` stops at an illegal
// decision, anything else resolves with every decision legal.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleFiles } from '@/content/library';
import { judge } from './play/judge';
import { parseScenario } from './scenario/parse';
import { timeline } from './play/timeline';

const root = join(__dirname, '..');

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? jsonFiles(p) : f.endsWith('.json') ? [p] : [];
  });
}

/** A scenario file, or a worked example that holds one in `scenario`. */
function scenarioIn(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ours = (f: unknown) => f === 'apnap/1' || f === 'apnap/2';
  if (ours(v.format)) return v;
  const inner = v.scenario as Record<string, unknown> | undefined;
  return ours(inner?.format) ? inner : null;
}

// The worked examples come through the content layer (the one reader of content/).
const files = [
  ...exampleFiles().map(({ file, example }) => ({ name: `content/examples/${file}`, value: scenarioIn(example) })),
  ...jsonFiles(join(root, 'engine/fixtures')).map((p) => ({ name: relative(root, p), value: scenarioIn(JSON.parse(readFileSync(p, 'utf8'))) })),
].filter((f) => f.value !== null);

describe('every scenario file resolves through the engine', () => {
  it('finds the engine fixtures', () => {
    expect(files.filter((f) => f.name.startsWith('engine/')).length).toBeGreaterThanOrEqual(10);
  });
  it.each(files)('$name', ({ name, value }) => {
    const base = name.split('/').at(-1)!;
    const parsed = parseScenario(value);
    if (base.startsWith('invalid-')) {
      expect(parsed.ok).toBe(false);
      return;
    }
    if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.code}`);
    const t = timeline(parsed.scenario);
    const out = judge(parsed.scenario);
    expect(out.ok).toBe(t.error === null);
    if (base.startsWith('illegal-')) expect(t.error).not.toBeNull();
    else expect(t.error).toBeNull();
    // Every event cites a rule.
    for (const step of t.steps) for (const e of step.events) expect(e.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
  });
});
