#!/usr/bin/env node
// Lighthouse (local, not in CI): starts the standalone server (as `npm start`) on 127.0.0.1, runs
// Lighthouse 12.8.2 (mobile, its default preset: simulated slow 4G and 4× CPU slowdown) on the main
// pages, prints the four category scores and LCP, TBT and CLS, then stops the server.
// Targets: performance ≥ 98, accessibility 100, best practices 100, SEO 100, CLS 0.
//
// Usage: npm run lighthouse                    (build first: npm run build)
//        NEXT_DIST_DIR=.next-quality LH_PORT=3402 npm run lighthouse
// Runs offline: Chromium from CHROME_PATH (default /usr/bin/chromium), headless, no sandbox.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { exampleStep, requireBuild, root, startNextServer } from './lib/next-server.mjs';

const PORT = Number(process.env.LH_PORT ?? 3402);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

requireBuild('lighthouse');


const ROUTES = (process.env.LH_ROUTES?.split(',') ?? ['/', '/rules/101.4', '/rules/608.2e', '/rules/603.3b', '/cards/rituel', exampleStep()]).filter(Boolean);




const run = promisify(execFile);
async function lighthouse(url, out) {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** The audits that cost a category points: what to fix. */
function losses(report, category) {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${Math.round(a.score * 100)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
}

const server = startNextServer('lighthouse', PORT);
const base = server.base;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-lighthouse-'));
const rows = [];
const misses = [];
try {
  await server.ready();
  for (const route of ROUTES) await fetch(base + route).then((r) => r.arrayBuffer()); // warm caches
  for (const [i, route] of ROUTES.entries()) {
    process.stdout.write(`lighthouse: ${route}… `);
    const started = Date.now();
    // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP), reported either in the JSON or
    // as a failed run: up to three tries per route.
    const attempt = () => lighthouse(base + route, path.join(tmp, `report-${i}.json`)).catch((e) => ({ runtimeError: { code: 'FAILED', message: e.message } }));
    let report = await attempt();
    for (let tries = 1; report.runtimeError && tries < 3; tries++) report = await attempt();
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (report.runtimeError) throw new Error(`${route}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const score = (c) => (report.categories[c]?.score == null ? NaN : Math.round(report.categories[c].score * 100));
    const row = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: report.audits['largest-contentful-paint']?.numericValue,
      tbt: report.audits['total-blocking-time']?.numericValue,
      cls: report.audits['cumulative-layout-shift']?.numericValue,
      fcp: report.audits['first-contentful-paint']?.numericValue,
    };
    rows.push(row);
    for (const [c, target] of Object.entries(TARGETS)) {
      if (!(row[c] >= target)) misses.push(`${route}: ${c} ${row[c]} < ${target}\n      ${losses(report, c).join('\n      ')}`);
    }
    if (row.cls !== 0) misses.push(`${route}: CLS ${row.cls} ≠ 0`);
  }
} catch (e) {
  misses.push(`lighthouse could not run: ${e.message}`);
} finally {
  await server.stop();
}

if (rows.length) {
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`\n${'route'.padEnd(w)}  perf  a11y    bp   seo  ${'FCP ms'.padStart(7)}  ${'LCP ms'.padStart(7)}  ${'TBT ms'.padStart(7)}  ${'CLS'.padStart(6)}`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(w)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}  ${r.fcp?.toFixed(0).padStart(7)}  ${r.lcp?.toFixed(0).padStart(7)}  ${r.tbt?.toFixed(0).padStart(7)}  ${r.cls?.toFixed(3).padStart(6)}`,
    );
  }
  console.log(`\nTargets: performance ≥ ${TARGETS.performance}, accessibility/best practices/SEO 100, CLS 0 (Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset).`);
}
fs.rmSync(tmp, { recursive: true, force: true });
if (misses.length) {
  console.error(`\nLIGHTHOUSE: targets missed (${misses.length}):\n  ✗ ${misses.join('\n  ✗ ')}`);
  process.exit(1);
}
console.log('LIGHTHOUSE: ok');
