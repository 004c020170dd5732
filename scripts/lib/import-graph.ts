// The repository's import graph as the TypeScript compiler reads it: every `import`, `import type`,
// `export … from`, `import()` and `require()` of each source file, resolved with tsconfig.json's own
// options (the `@/` alias, bundler resolution), type imports included. ESLint's import/no-cycle skips
// type-only imports, and a cycle of types still ties modules together; the compiler's own scanner
// (ts.preProcessFile) sees them all without a new dependency.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = /(^|\/)(node_modules|\.next[^/]*|test-results|playwright-report|\.stryker-tmp|reports|generated)(\/|$)/;

/** Paths relative to `root`, with forward slashes. */
export type Graph = Map<string, string[]>;

function sourcesUnder(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [dir];
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .map((f) => path.join(dir, f).split(path.sep).join('/'))
    .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !SKIP.test(f));
}

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // .mjs scripts import each other: resolve them to themselves, not only to their .d.mts.
  return { ...options, allowJs: true };
}

/** The import graph of the source files under `dirs` (folders or files), edges to files of the repo only. */
export function importGraph(root: string, dirs: readonly string[]): Graph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const graph: Graph = new Map();
  for (const file of dirs.flatMap((d) => sourcesUnder(root, d))) {
    const abs = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(abs, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, abs, options, host).resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/')) continue;
      // A script's hand-written .d.mts stands for the .mjs beside it.
      const mjs = resolved.replace(/\.d\.mts$/, '.mjs');
      const target = path.relative(root, fs.existsSync(mjs) ? mjs : resolved).split(path.sep).join('/');
      if (!target.startsWith('..')) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with a cycle (Tarjan), each sorted, in a stable order. */
function tangles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      scc.push(w);
      if (w === v) break;
    }
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest way from `from` back to itself inside `within` (breadth first). */
function shortestLoop(graph: Graph, from: string, within: ReadonlySet<string>): string[] {
  const before = new Map<string, string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of graph.get(v) ?? []) {
      if (!within.has(w)) continue;
      if (w === from) {
        const loop = [v];
        while (loop[0] !== from) loop.unshift(before.get(loop[0]!)!);
        return [...loop, from];
      }
      if (!before.has(w)) {
        before.set(w, v);
        queue.push(w);
      }
    }
  }
  return [from];
}

export interface Cycle {
  /** Every module of the tangle (modules that reach each other through imports). */
  modules: string[];
  /** One loop through its first module, as a readable path: a.ts → b.ts → a.ts. */
  path: string;
}

/** Every import cycle of the graph: one entry per tangle, with one loop spelled out. */
export function cycles(graph: Graph): Cycle[] {
  return tangles(graph).map((modules) => ({ modules, path: shortestLoop(graph, modules[0]!, new Set(modules)).join(' → ') }));
}
