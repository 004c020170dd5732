#!/usr/bin/env node
// Load test (local, not in CI): starts the standalone server (as `npm start`) on 127.0.0.1, runs
// autocannon with 50 connections for 30 s against a rule page and an example step page, prints
// requests/s, p50/p99 latency, errors and non-2xx, then stops the server.
// Targets: zero errors, zero non-2xx, p99 < 100 ms.
//
// Usage: npm run load                         (build first: npm run build)
//        NEXT_DIST_DIR=.next-quality LOAD_PORT=3403 LOAD_DURATION=30 LOAD_CONNECTIONS=50 npm run load
import { HOST, exampleStep, requireBuild, startNextServer } from '../lib/next-server.mjs';
import { CONNECTIONS, DURATION, GZIP, measure, printTable, problems } from '../lib/autocannon.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 3403);
// Under 100 ms, i.e. p99 at most 99 ms (autocannon reports whole milliseconds).
const P99_MAX_MS = 99;

requireBuild('load');

const ROUTES = ['/rules/101.4', await exampleStep()];

const server = startNextServer('load', PORT);
const base = server.base;
let failed = false;
try {
  await server.ready();
  // Warm up (first renders fill caches), then measure.
  for (const route of ROUTES) await fetch(base + route).then((r) => r.arrayBuffer());
  const rows = [];
  for (const route of ROUTES) {
    console.log(`load: ${route}: ${CONNECTIONS} connections for ${DURATION} s…`);
    rows.push({ route, ...(await measure(base + route)) });
  }
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log('');
  printTable(
    [
      ['route', w, (r) => r.route],
      ['req/s', 8, (r) => r.rps.toFixed(0)],
      ['requests', 8, (r) => r.total],
      ['p50 ms', 6, (r) => r.p50],
      ['p99 ms', 6, (r) => r.p99],
      ['max ms', 6, (r) => r.max],
      ['errors', 6, (r) => r.errors],
      ['non-2xx', 7, (r) => r.non2xx],
      ['MB/s', 6, (r) => r.mbps.toFixed(1)],
    ],
    rows,
  );
  for (const r of rows) {
    const missed = problems(r, P99_MAX_MS);
    if (missed.length) {
      failed = true;
      console.error(`  ✗ ${r.route}: ${missed.join(', ')}`);
    }
  }
  console.log(`\nTargets: zero errors, zero non-2xx, p99 < ${P99_MAX_MS + 1} ms (${CONNECTIONS} connections, ${DURATION} s, ${GZIP ? 'gzip' : 'uncompressed'}, ${HOST}).`);
} catch (e) {
  failed = true;
  console.error(`load: ${e.message}`);
} finally {
  await server.stop();
}
console.log(failed ? 'LOAD: targets missed' : 'LOAD: ok');
process.exit(failed ? 1 : 0);
