// The engine's floors (docs/engine.md): each folder imports only the folders below it, so a rule never
// reaches up into the effects that use it, nor the core into the rules. Within a folder, modules may
// import each other (scripts/check/import-cycles.test.ts keeps that acyclic). Tests may read any
// floor and the test helpers (engine/testing/); the modules they test may not. Beside
// engine/door.test.ts, which guards the way in from outside.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../scripts/lib/import-graph';

/** What each folder of engine/ may import, besides itself; `door` is engine/index.ts and engine/types.ts. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: [],
  scenario: ['core'],
  rules: ['core'],
  actions: ['core', 'rules'],
  effects: ['core', 'rules', 'actions', 'scenario'],
  play: ['core', 'rules', 'actions', 'effects', 'scenario'],
  door: ['core', 'rules', 'actions', 'effects', 'scenario', 'play'],
  // Practice stands apart, over the engine's public API only (engine/practice/practice.test.ts).
  practice: ['door'],
  testing: ['core', 'rules', 'actions', 'effects', 'scenario', 'play', 'door'],
};

/** The floor of a file of engine/: its folder, or `door` for the files at its root. */
function floorOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : 'door';
}

const root = path.join(__dirname, '..');
const graph = importGraph(root, ['engine']);
const modules = [...graph.keys()].filter((f) => !/\.test\.ts$/.test(f));

describe('the engine’s floors', () => {
  it('gives every folder of engine/ a floor', () => {
    expect([...new Set(modules.map(floorOf))].filter((f) => !(f in MAY_IMPORT))).toEqual([]);
  });

  it('has each module import only its own floor and those below it', () => {
    const up: string[] = [];
    for (const file of modules) {
      const from = floorOf(file);
      for (const target of graph.get(file)!.filter((t) => t.startsWith('engine/'))) {
        const to = floorOf(target);
        if (to !== from && !MAY_IMPORT[from]!.includes(to)) up.push(`${file} → ${target} (${from} may import ${MAY_IMPORT[from]!.join(', ') || 'nothing else'})`);
      }
    }
    expect(up).toEqual([]);
  });

  it('sees the imports it judges', () => {
    expect(graph.get('engine/actions/automatic.ts')).toContain('engine/rules/613.7m-timestamps.ts');
    expect(graph.get('engine/core/state.ts')).toContain('engine/core/events.ts');
  });
});
