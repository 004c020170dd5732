#!/usr/bin/env node
// Load test (local, not in CI): starts `next start` on 127.0.0.1 from the production build, runs
// autocannon with 50 connections for 30 s against a rule page and an example step page, prints
// requests/s, p50/p99 latency, errors and non-2xx, then stops the server.
// Targets: zero errors, zero non-2xx, p99 < 100 ms.
//
// Usage: npm run load                         (build first: npm run build)
//        NEXT_DIST_DIR=.next-quality LOAD_PORT=3403 LOAD_DURATION=30 LOAD_CONNECTIONS=50 npm run load
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1'; // loopback only: this never load-tests anything but this machine
const PORT = Number(process.env.LOAD_PORT ?? 3403);
const DURATION = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const P99_TARGET_MS = 100;
// Browsers ask for compressed pages; LOAD_GZIP=0 measures without (to tell compression cost apart).
const GZIP = process.env.LOAD_GZIP !== '0';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`load: no production build in ${distDir} (run \`npm run build\`, or set NEXT_DIST_DIR).`);
  process.exit(1);
}

/** The first step page of the first example, from content/. */
function exampleStep() {
  const dir = path.join(root, 'content', 'examples');
  const file = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()[0];
  const ex = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  return `/examples/${ex.slug}/${Math.min(2, ex.steps.length)}`;
}

const ROUTES = ['/rules/101.4', exampleStep()];

function startServer() {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(PORT), '-H', HOST], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`load: next start exited with ${code}\n${log}`);
  });
  return child;
}

let stopping = false;
async function stopServer(child) {
  stopping = true;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error('next start exited before it was ready');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: GZIP ? { 'accept-encoding': 'gzip' } : {} }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

const child = startServer();
const base = `http://${HOST}:${PORT}`;
let failed = false;
try {
  await waitForServer(`${base}/`, child);
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
  await stopServer(child);
}
console.log(failed ? 'LOAD: targets missed' : 'LOAD: ok');
process.exit(failed ? 1 : 0);
