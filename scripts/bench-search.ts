// Search benchmark (`npm run bench:search`): the index's size, raw and gzipped, and the time of a
// fixed list of queries in Node. Targets: < 30 kB gzipped, p95 < 2 ms.
// Reads public/generated/search-index.json (run scripts/build-search-index.ts first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearcher, type SearchIndex } from '@/components/search/search-core';
import { SEARCH_INDEX_FILE } from '@/components/search/load-index';

const TARGET_GZIP_BYTES = 30 * 1024;
const TARGET_P95_MS = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

/** What judges and players type: rule numbers, words, typos, half-typed words, questions. */
export const BENCH_QUERIES = [
  '608.2e',
  '101.4c',
  '101.4',
  '101.4A',
  '608.2',
  '603.3b',
  'rule 101.4d',
  'sacrifice',
  'sacrifise',
  'apnap',
  'apnpa',
  'hidden zone',
  'face down',
  'nonactive player',
  'nonactiv',
  'turn order',
  'smallpox',
  'smalpox forest',
  'dryad arbor',
  'liliana discard',
  'rituel',
  'vote',
  'who goes first on an opponent\'s turn',
  'who controls the spell',
  'can I see their discard first',
  'which death trigger resolves first',
  'multi-step effect',
  'simultaneous',
  'sac',
  'hypergenesis one at a time',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function main() {
  const file = path.join(process.cwd(), 'public', SEARCH_INDEX_FILE);
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} not found: run \`npx tsx scripts/build-search-index.ts\` first.`);
    process.exit(1);
  }
  const raw = fs.readFileSync(file);
  const gzipped = gzipSync(raw, { level: 9 }).length;
  const index = JSON.parse(raw.toString('utf8')) as SearchIndex;

  let t = performance.now();
  const searcher = createSearcher(index);
  const setupMs = performance.now() - t;

  // Warm up the JIT (a session's first few searches), then time every run of every query.
  for (let run = 0; run < 5; run++) for (const q of BENCH_QUERIES) searcher.search(q);
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const q of BENCH_QUERIES) {
      t = performance.now();
      searcher.search(q);
      const ms = performance.now() - t;
      times.push(ms);
      let list = perQuery.get(q);
      if (!list) perQuery.set(q, (list = []));
      list.push(ms);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  // Each query's median over its runs: what it costs without another process preempting it.
  const medians = [...perQuery].map(([q, list]) => [q, percentile(list.sort((a, b) => a - b), 50)] as const);
  const slowest = [...medians].sort((a, b) => b[1] - a[1]).slice(0, 3);

  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');
  console.log(`index: ${index.entries.length} entries, ${kB(raw.length)} raw, ${kB(gzipped)} gzipped (target < ${kB(TARGET_GZIP_BYTES)}: ${ok(gzipped < TARGET_GZIP_BYTES)})`);
  console.log(`setup: ${setupMs.toFixed(1)} ms to load the index into the searcher`);
  console.log(
    `queries: ${BENCH_QUERIES.length} × ${RUNS} runs: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${(times.at(-1) ?? 0).toFixed(3)} ms (target p95 < ${TARGET_P95_MS} ms: ${ok(p95 < TARGET_P95_MS)})`,
  );
  console.log(`slowest queries (median of their runs): ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(3)} ms`).join(', ')}`);
  const load = os.loadavg()[0] ?? 0;
  if (load > os.availableParallelism()) {
    console.log(`note: load average ${load.toFixed(1)} on ${os.availableParallelism()} CPUs: times include waiting for the CPU`);
  }
  if (gzipped >= TARGET_GZIP_BYTES || p95 >= TARGET_P95_MS) process.exitCode = 1;
}

main();
