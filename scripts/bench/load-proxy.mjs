#!/usr/bin/env node
// Load test through nginx (local, not in CI): starts the standalone server and nginx with
// deploy/nginx.conf on 127.0.0.1, then
//   1. checks the headers through nginx against the Node server's own, and that the HTML page and its
//      router payload (RSC, prefetch) of one URL are cached apart;
//   2. runs wrk (Debian's, scripts/ops/ensure-wrk.sh: one thread, 50 connections, 30 s, gzip asked
//      with Accept-Encoding) on a rule page and an example step page, against the Node server alone and
//      then through nginx, and prints them side by side. On two cores the client and the server must
//      not share one: wrk runs on the first CPU (taskset), nginx and the Node server on the second
//      (a JavaScript client on the same cores was the limit, not nginx);
//   3. stops the Node server: cached pages are still served (an expired one too, stale), a page never
//      cached gets the "temporarily unavailable" page (503), /healthz stays up, /healthz/app says 503.
// Targets through nginx: zero errors, zero non-2xx, p99 ≤ 20 ms, at least 10× the Node server's req/s.
//
// Usage: npm run load:proxy      (build first: npm run build; installs Debian's nginx and wrk when missing)
//        LOAD_NODE_PORT=3404 LOAD_PROXY_PORT=8404 LOAD_DURATION=30 LOAD_CONNECTIONS=50 npm run load:proxy
//        LOAD_CLIENT_CPU=0 LOAD_SERVER_CPU=1 (the CPUs of wrk, and of nginx and the Node server)
//        LOAD_STALE_WAIT=0 skips waiting for a cached page to expire (the stale check is then left out).
import os from 'node:os';
import { HOST, exampleStep, requireBuild, startNextServer } from '../lib/next-server.mjs';
import { printTable, problems } from '../lib/autocannon.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { checkFaults, checkHeaders, checkVariants, sMaxAge } from '../lib/proxy-checks.mjs';
import { rawGet } from '../lib/raw-get.mjs';
import { wrk } from '../lib/wrk.mjs';

const NODE_PORT = Number(process.env.LOAD_NODE_PORT ?? 3404);
const PROXY_PORT = Number(process.env.LOAD_PROXY_PORT ?? 8404);
const WAIT_FOR_STALE = process.env.LOAD_STALE_WAIT !== '0';
const DURATION = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const GZIP = process.env.LOAD_GZIP !== '0';
const CLIENT_CPU = process.env.LOAD_CLIENT_CPU ?? '0';
const SERVER_CPU = process.env.LOAD_SERVER_CPU ?? String(Math.min(1, os.availableParallelism() - 1));
const P99_MAX_MS = 20;
const MIN_SPEEDUP = 10;

requireBuild('load:proxy');

const step = await exampleStep();
const ROUTES = ['/rules/101.4', step];
const EXPIRED = '/rules/608.2e'; // cached first and never asked again, so it expires during the run
const UNCACHED = '/glossary'; // never asked through nginx before the faults
const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

const node = startNextServer('load:proxy', NODE_PORT, { cpu: SERVER_CPU });
let nginx;
const failures = [];
try {
  nginx = startNginx('load:proxy', { port: PROXY_PORT, upstreamPort: NODE_PORT, cpu: SERVER_CPU });
  await Promise.all([node.ready(), nginx.ready()]);
  console.log(
    `load:proxy: Node server ${node.base}, nginx ${nginx.base} (prefix ${nginx.prefix}), both on CPU ${SERVER_CPU}; wrk on CPU ${CLIENT_CPU}; ${os.cpus().length} CPUs, load average ${loadavg()}\n`,
  );

  const expiredSince = Date.now();
  const expiredMaxAge = sMaxAge((await rawGet(nginx.base + EXPIRED, { 'accept-encoding': 'gzip' })).headers['cache-control']);

  // 1. Correctness before speed.
  const chunk = (await rawGet(`${node.base}/`)).text.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const headerRoutes = ['/', ...ROUTES, `/embed/${step.split('/')[2]}`, '/sitemap.xml', '/quality-check-no-such-page', ...(chunk ? [chunk] : [])];
  failures.push(...(await checkHeaders(node.base, nginx.base, headerRoutes)));
  for (const route of ROUTES) failures.push(...(await checkVariants(nginx.base, route)));

  // 2. Speed: the Node server alone, then through nginx, same routes, same machine, one after the other.
  const rows = [];
  for (const route of ROUTES) {
    const row = { route };
    for (const [side, base] of [['node', node.base], ['proxy', nginx.base]]) {
      await rawGet(base + route, { 'accept-encoding': 'gzip' }); // warm: first render, cache fill
      console.log(`load:proxy: ${route} ${side === 'node' ? 'Node server alone' : 'through nginx'}: wrk, ${CONNECTIONS} connections for ${DURATION} s…`);
      row[side] = await wrk(base + route, { cpu: CLIENT_CPU, connections: CONNECTIONS, duration: DURATION, headers: GZIP ? { 'Accept-Encoding': 'gzip' } : {} });
    }
    rows.push(row);
  }
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `\nNode server alone vs through nginx (wrk on CPU ${CLIENT_CPU}, servers on CPU ${SERVER_CPU}; ${CONNECTIONS} connections, ${DURATION} s, ${GZIP ? 'gzip' : 'uncompressed'}, ${HOST}; load average now ${loadavg()}):`,
  );
  const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
  printTable(
    [
      ['route', w, (r) => r.route],
      ['Node req/s', 10, (r) => r.node.rps.toFixed(0)],
      ['p50', 6, (r) => ms(r.node.p50)],
      ['p99', 6, (r) => ms(r.node.p99)],
      ['nginx req/s', 11, (r) => r.proxy.rps.toFixed(0)],
      ['p50', 5, (r) => ms(r.proxy.p50)],
      ['p99', 5, (r) => ms(r.proxy.p99)],
      ['max', 6, (r) => ms(r.proxy.max)],
      ['errors', 6, (r) => r.proxy.errors + r.node.errors],
      ['non-2xx', 7, (r) => r.proxy.non2xx + r.node.non2xx],
      ['×', 6, (r) => (r.proxy.rps / r.node.rps).toFixed(1)],
    ],
    rows,
  );
  console.log('(latencies in ms; errors: socket errors and timeouts; non-2xx: non-2xx/3xx responses; both summed over both runs)');
  for (const r of rows) {
    const missed = problems(r.proxy, P99_MAX_MS);
    if (r.node.errors || r.node.non2xx) missed.push(`Node alone: ${r.node.errors} errors (${JSON.stringify(r.node.errorParts)}), ${r.node.non2xx} non-2xx`);
    if (r.proxy.rps < MIN_SPEEDUP * r.node.rps) missed.push(`${(r.proxy.rps / r.node.rps).toFixed(1)}× the Node server's req/s, target ${MIN_SPEEDUP}×`);
    for (const m of missed) failures.push(`${r.route}: ${m}`);
  }

  // 3. Faults.
  await node.stop();
  const refused = await rawGet(node.base + '/').then(
    () => false,
    () => true,
  );
  if (!refused) failures.push('the Node server still answers after being stopped');
  let expired = null;
  if (WAIT_FOR_STALE && expiredMaxAge !== undefined) {
    const waitMs = expiredSince + (expiredMaxAge + 2) * 1000 - Date.now();
    if (waitMs > 0) console.log(`\nload:proxy: waiting ${Math.ceil(waitMs / 1000)} s for ${EXPIRED} (s-maxage=${expiredMaxAge}) to expire in the cache…`);
    await new Promise((r) => setTimeout(r, Math.max(0, waitMs)));
    expired = EXPIRED;
  }
  console.log('\nNode server stopped, nginx still running:');
  failures.push(...(await checkFaults(nginx.base, { cached: ROUTES[0], expired, uncached: UNCACHED })));
  if (!expired) console.log('  (expired page left out: LOAD_STALE_WAIT=0, or no s-maxage)');
} catch (e) {
  failures.push(e.message);
} finally {
  await node.stop();
  await nginx?.stop();
}

console.log(`\nTargets through nginx: zero errors, zero non-2xx, p99 ≤ ${P99_MAX_MS} ms, ≥ ${MIN_SPEEDUP}× the Node server's req/s.`);
for (const f of failures) console.error(`  ✗ ${f}`);
console.log(failures.length ? `LOAD:PROXY: ${failures.length} problem(s)` : 'LOAD:PROXY: ok');
process.exit(failures.length ? 1 : 0);
