#!/usr/bin/env node
// Load test (local, not in CI): starts `next start` on 127.0.0.1 from the production build, runs
// autocannon with 50 connections for 30 s against a rule page and an example step page, prints
// requests/s, p50/p99 latency, errors and non-2xx, then stops the server.
// Targets: zero errors, zero non-2xx, p99 < 100 ms.
//
// Usage: npm run load                         (build first: npm run build)
//        NEXT_DIST_DIR=.next-quality LOAD_PORT=3403 LOAD_DURATION=30 LOAD_CONNECTIONS=50 npm run load
import { HOST, exampleStep, requireBuild, startNextServer } from './lib/next-server.mjs';
import autocannon from 'autocannon';

const PORT = Number(process.env.LOAD_PORT ?? 3403);
const DURATION = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const P99_TARGET_MS = 100;
// Browsers ask for compressed pages; LOAD_GZIP=0 measures without (to tell compression cost apart).
const GZIP = process.env.LOAD_GZIP !== '0';

requireBuild('load');


const ROUTES = ['/rules/101.4', exampleStep()];




function run(url) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: GZIP ? { 'accept-encoding': 'gzip' } : {} }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

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
    const r = await run(base + route);
    rows.push({
      route,
      rps: r.requests.average,
      total: r.requests.total,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      mbps: r.throughput.average / 1024 / 1024,
    });
  }
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`\n${'route'.padEnd(w)}  ${'req/s'.padStart(8)}  ${'requests'.padStart(8)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'max ms'.padStart(6)}  ${'errors'.padStart(6)}  ${'non-2xx'.padStart(7)}  ${'MB/s'.padStart(6)}`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(w)}  ${r.rps.toFixed(0).padStart(8)}  ${String(r.total).padStart(8)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.max).padStart(6)}  ${String(r.errors).padStart(6)}  ${String(r.non2xx).padStart(7)}  ${r.mbps.toFixed(1).padStart(6)}`,
    );
    const problems = [];
    if (r.errors) problems.push(`${r.errors} errors/timeouts`);
    if (r.non2xx) problems.push(`${r.non2xx} non-2xx responses`);
    if (r.p99 >= P99_TARGET_MS) problems.push(`p99 ${r.p99} ms ≥ ${P99_TARGET_MS} ms`);
    if (problems.length) {
      failed = true;
      console.error(`  ✗ ${r.route}: ${problems.join(', ')}`);
    }
  }
  console.log(`\nTargets: zero errors, zero non-2xx, p99 < ${P99_TARGET_MS} ms (${CONNECTIONS} connections, ${DURATION} s, ${GZIP ? 'gzip' : 'uncompressed'}, ${HOST}).`);
} catch (e) {
  failed = true;
  console.error(`load: ${e.message}`);
} finally {
  await server.stop();
}
console.log(failed ? 'LOAD: targets missed' : 'LOAD: ok');
process.exit(failed ? 1 : 0);
