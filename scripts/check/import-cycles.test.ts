// No import cycle anywhere in the repository, type imports included (issue 44). ESLint's
// import/no-cycle skips `import type`, yet a cycle of types still ties modules together (a module
// cannot be read, moved or tested without the other); the compiler's own scanner sees every import
// (scripts/lib/import-graph.ts). A cycle is reported as a path: a.ts → b.ts → a.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, type Graph } from '../lib/import-graph';

const root = path.join(__dirname, '../..');
const FOLDERS = ['app', 'components', 'content', 'engine', 'i18n', 'scripts', 'sw', 'e2e'];
const rootFiles = fs.readdirSync(root).filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.endsWith('.d.ts'));
const graph = importGraph(root, [...FOLDERS, ...rootFiles]);

describe('the import graph', () => {
  it('reads every folder, both kinds of path and type-only imports', () => {
    // The check would pass on an empty graph: it must see the imports it is meant to judge.
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('engine/index.ts')).toContain('engine/play/resolve.ts');
    // `import type { DrillText } from '@/i18n/narrators/practice'`: an alias, and types only.
    expect(graph.get('components/practice/Feedback.tsx')).toContain('i18n/narrators/practice.ts');
    // A lazy `import()` is an edge too.
    expect(graph.get('i18n/narrators/practice.ts')).toContain('i18n/narrators/fr/practice.ts');
    // A script's .mjs module, through the .d.mts beside it.
    expect(graph.get('scripts/check/budget.mjs')).toContain('scripts/lib/engine-size.mjs');
  });

  it('has no cycle', () => {
    expect(cycles(graph).map((c) => c.path)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const toy: Graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts', 'd.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts']],
  ]);

  it('names each tangle once, with one loop spelled out', () => {
    expect(cycles(toy)).toEqual([
      { modules: ['a.ts', 'b.ts', 'c.ts'], path: 'a.ts → b.ts → c.ts → a.ts' },
      { modules: ['e.ts'], path: 'e.ts → e.ts' },
    ]);
  });

  it('finds none in a graph that only goes down', () => {
    expect(cycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });
});
