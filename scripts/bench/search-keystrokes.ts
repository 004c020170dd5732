// Search per keystroke on a slowed phone (`npm run bench:search:keys`): the search code as the
// dialog runs it (content/search/search-core.ts, bundled by esbuild) in Chromium with the CPU slowed
// 4× through the DevTools protocol (Emulation.setCPUThrottlingRate), over the built indexes (the
// page's and the Comprehensive Rules'). Every query is typed a letter at a time, as a reader does;
// each keystroke's search is timed. Prints p50/p95/max per keystroke (target p95 ≤ 50 ms), the time
// to load both indexes into the searcher, and the files' gzipped sizes. What it leaves out: React
// re-rendering the twelve results (the dialog's own cost, the same with or without the rules).
// Needs `npx tsx scripts/build/search-index.ts` first; no server, no network (files are routed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CR_INDEX_FILE } from '@/content/search/cr-index';
import { searchIndexFile } from '@/components/search/load-index';
import { RELEVANCE_QUERIES, langOf } from '@/components/search/relevance';
import { BENCH_QUERIES } from './search-queries';

const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
const TARGET_P95_MS = 50;
const ORIGIN = 'http://bench.invalid';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROME = process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Runs in the page: loads both indexes as the dialog does, then types every query.
const PAGE_SCRIPT = `
import { createSearcher } from '@/content/search/search-core';
window.runBench = async (files, queries) => {
  const t0 = performance.now();
  const [page, rules] = await Promise.all(files.map((f) => fetch('/' + f).then((r) => r.json())));
  const fetched = performance.now();
  const searcher = createSearcher(page, rules);
  const setup = performance.now() - fetched;
  const type = (s) => {
    const times = [];
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const t = performance.now();
        s.search(q.slice(0, i));
        times.push(performance.now() - t);
      }
    }
    return times;
  };
  // As the dialog searches (its searcher keeps each query word's scores), then every keystroke
  // from scratch: the worst case, a reader whose every word is new.
  return { parse: fetched - t0, setup, times: type(searcher), cold: type(createSearcher(page, rules, { termCache: 0 })) };
};
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const root = process.cwd();
  const files = [searchIndexFile('en'), CR_INDEX_FILE];
  for (const f of files) {
    if (!fs.existsSync(path.join(root, 'public', f))) {
      console.error(`public/${f} not found: run \`npx tsx scripts/build/search-index.ts\` first.`);
      process.exit(1);
    }
  }
  const bundle = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  const js = bundle.outputFiles[0]!.text;
  const queries = [...new Set([...BENCH_QUERIES, ...RELEVANCE_QUERIES.filter((q) => langOf(q) === 'en').map((q) => q.q)])];

  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>${js}</script>` });
      return route.fulfill({ contentType: 'application/json', body: fs.readFileSync(path.join(root, 'public', url.pathname)) });
    });
    await page.goto(`${ORIGIN}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const result = await page.evaluate(([f, q]) => (window as unknown as { runBench: (f: string[], q: string[]) => Promise<{ parse: number; setup: number; times: number[]; cold: number[] }> }).runBench(f, q), [files, queries] as const);
    const sorted = [...result.times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const size = (f: string) => gzipSync(fs.readFileSync(path.join(root, 'public', f)), { level: 9 }).length;
    const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    console.log(`CPU slowed ${THROTTLE}× (Chromium ${browser.version()}), ${queries.length} queries typed letter by letter: ${sorted.length} keystrokes`);
    console.log(`per keystroke: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER TARGET'})`);
    const cold = [...result.cold].sort((a, b) => a - b);
    console.log(`per keystroke, every word searched afresh (no cache): p50 ${percentile(cold, 50).toFixed(1)} ms, p95 ${percentile(cold, 95).toFixed(1)} ms, max ${cold.at(-1)!.toFixed(1)} ms`);
    console.log(`first search: ${result.parse.toFixed(0)} ms to fetch and parse both indexes, ${result.setup.toFixed(0)} ms to build the searcher`);
    console.log(`gzipped: page index ${kB(size(files[0]!))}, rules index ${kB(size(files[1]!))}`);
    const load = os.loadavg()[0] ?? 0;
    if (load > os.availableParallelism()) console.log(`note: load average ${load.toFixed(1)} on ${os.availableParallelism()} CPUs: times include waiting for the CPU`);
    if (p95 > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
