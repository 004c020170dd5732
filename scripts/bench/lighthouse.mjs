#!/usr/bin/env node
// Lighthouse (local, not in CI: timings on a shared machine are too noisy for a gate).
//
// Serves the production build (scripts/lib/next-server.mjs, compressed like the README's run
// command) and a bare Next.js page of the same version built in a temporary folder outside the
// repository (scripts/lib/bare-next.mjs), then runs Lighthouse (the pinned devDependency, mobile
// preset) on every key page (scripts/lib/key-pages.mjs) and on the bare page, LH_RUNS rounds
// (default 3; each round visits every page once, so that a noisy minute hits all pages alike).
// Prints the median of the runs per page and each page's LCP as a ratio of the bare page's.
//
// Exits 1 when a page misses a target (medians): performance ≥ 98, LCP ≤ 1.5 × the bare page's,
// total blocking time ≤ 150 ms, CLS 0 (in every run), accessibility, best practices and SEO 100.
//
// Usage: npm run lighthouse                         (build first: npm run build)
//        LH_PORT=3150 LH_RUNS=5 npm run lighthouse  (ports LH_PORT, +1 for the bare page, +2 below)
//        LH_BEFORE=.next-before npm run lighthouse  (also measures another build, e.g. the one
//                                                    before a change, in the same rounds)
//        LH_ROUTES=/,/rules/101.4 npm run lighthouse   LH_JSON=out.json (medians as JSON)
// Runs offline: Chromium from CHROME_PATH (default /usr/bin/chromium), headless, no sandbox.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBarePage, dispose, serveBarePage } from '../lib/bare-next.mjs';
import { keyPages } from '../lib/key-pages.mjs';
import { CATEGORIES, lighthouseVersion, measure } from '../lib/lighthouse-run.mjs';
import { distDir, requireBuild, startNextServer } from '../lib/next-server.mjs';

const PORT = Number(process.env.LH_PORT ?? 3402);
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const BEFORE = process.env.LH_BEFORE;
const TARGETS = { performance: 98, lcpRatio: 1.5, tbt: 150, accessibility: 100, 'best-practices': 100, seo: 100 };

requireBuild('lighthouse');
const ROUTES = process.env.LH_ROUTES?.split(',').filter(Boolean) ?? (await keyPages());

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** A server for another build: next-server.mjs reads NEXT_DIST_DIR once, so a second instance of it. */
async function otherBuild(dist, port) {
  const saved = process.env.NEXT_DIST_DIR;
  process.env.NEXT_DIST_DIR = dist;
  const helper = await import(`../lib/next-server.mjs?dist=${encodeURIComponent(dist)}`);
  if (saved === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = saved;
  helper.requireBuild('lighthouse (LH_BEFORE)');
  return helper.startNextServer('lighthouse (LH_BEFORE)', port);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-lighthouse-'));
const stops = [];
const runs = new Map(); // `${site} ${route}` → results
const misses = [];
let bareDir;
try {
  console.log(`lighthouse ${lighthouseVersion()}: ${ROUTES.length} pages × ${RUNS} runs; load average ${load()}`);
  process.stdout.write('building the bare Next.js page… ');
  bareDir = await buildBarePage();
  console.log('done');

  const app = startNextServer('lighthouse', PORT);
  stops.push(() => app.stop());
  await app.ready();
  const bare = await serveBarePage(bareDir, PORT + 1);
  stops.push(() => bare.stop());
  const sites = [{ name: 'bare', base: bare.base, routes: ['/'] }, { name: distDir, base: app.base, routes: ROUTES }];
  if (BEFORE) {
    const before = await otherBuild(BEFORE, PORT + 2);
    stops.push(() => before.stop());
    await before.ready();
    sites.splice(1, 0, { name: BEFORE, base: before.base, routes: ROUTES });
  }
  for (const s of sites) for (const r of s.routes) await fetch(s.base + r).then((res) => res.arrayBuffer()); // warm caches

  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round}/${RUNS} (load average ${load()})`);
    // Every page once per round; the builds compared alternate which goes first.
    const order = round % 2 ? sites : [sites[0], ...sites.slice(1).reverse()];
    for (const route of ['/', ...ROUTES.filter((r) => r !== '/')]) {
      for (const site of order.filter((s) => s.routes.includes(route))) {
        const started = Date.now();
        const result = await measure(site.base + route, path.join(tmp, 'report.json'));
        const key = `${site.name} ${route}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        console.log(`  ${site.name.padEnd(12)} ${route.padEnd(34)} perf ${result.performance}  LCP ${result.lcp.toFixed(0)} ms  TBT ${result.tbt.toFixed(0)} ms  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
  }
} catch (e) {
  misses.push(`lighthouse could not run: ${e.message}`);
} finally {
  for (const stop of stops.reverse()) await stop();
  if (bareDir) dispose(bareDir);
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** Medians of one page's runs; the run with the median performance explains its losses. */
function summary(site, route) {
  const rs = runs.get(`${site} ${route}`) ?? [];
  if (!rs.length) return null;
  const out = { route, runs: rs.length, perfRuns: rs.map((r) => r.performance), lcpRuns: rs.map((r) => Math.round(r.lcp)) };
  for (const k of [...CATEGORIES, 'fcp', 'lcp', 'tbt']) out[k] = median(rs.map((r) => r[k]));
  out.cls = Math.max(...rs.map((r) => r.cls));
  out.losses = [...rs].sort((a, b) => a.performance - b.performance)[Math.floor((rs.length - 1) / 2)].losses;
  return out;
}

const bareLcp = summary('bare', '/')?.lcp;
const table = (site) =>
  ROUTES.map((r) => summary(site, r))
    .filter(Boolean)
    .map((s) => ({ ...s, ratio: s.lcp / bareLcp }));
const after = table(distDir);
const before = BEFORE ? table(BEFORE) : [];

const w = Math.max(...ROUTES.map((r) => r.length), 10);
const n0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');
if (after.length) {
  console.log(`\nMedians of ${RUNS} runs, ${distDir} (Lighthouse ${lighthouseVersion()}, mobile preset; load average now ${load()})`);
  console.log(`bare Next.js page: LCP ${n0(bareLcp)} ms, performance ${summary('bare', '/')?.performance}\n`);
  console.log(`${'route'.padEnd(w)}  perf  (runs)       FCP ms  LCP ms  × bare  TBT ms    CLS  a11y  bp  seo  LCP of each run`);
  for (const r of after) {
    console.log(
      `${r.route.padEnd(w)}  ${String(r.performance).padStart(4)}  ${`(${r.perfRuns.join(' ')})`.padEnd(12)}  ${n0(r.fcp).padStart(5)}  ${n0(r.lcp).padStart(6)}  ${r.ratio.toFixed(2).padStart(6)}  ${n0(r.tbt).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(3)}  ${String(r.seo).padStart(3)}  ${r.lcpRuns.join(' ')}`,
    );
    const miss = (text, category) => misses.push(`${r.route}: ${text}${category ? `\n      ${r.losses[category].join('\n      ')}` : ''}`);
    if (!(r.performance >= TARGETS.performance)) miss(`performance ${r.performance} < ${TARGETS.performance}`, 'performance');
    if (!(r.ratio <= TARGETS.lcpRatio)) miss(`LCP ${n0(r.lcp)} ms = ${r.ratio.toFixed(2)} × the bare page's > ${TARGETS.lcpRatio}`);
    if (!(r.tbt <= TARGETS.tbt)) miss(`total blocking time ${n0(r.tbt)} ms > ${TARGETS.tbt} ms`);
    if (r.cls !== 0) miss(`CLS ${r.cls.toFixed(3)} ≠ 0`);
    for (const c of ['accessibility', 'best-practices', 'seo']) if (!(r[c] >= TARGETS[c])) miss(`${c} ${r[c]} < ${TARGETS[c]}`, c);
  }
  // Simulated LCP is two-valued per run (README, Performance): near the document's when the real
  // paint comes before the page's scripts have downloaded, near their simulated download when not.
  console.log('\nLCP of each run: low when the real paint beat the scripts\' download, high when it did not (README, Performance).');
  console.log(`Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpRatio} × bare, TBT ≤ ${TARGETS.tbt} ms, CLS 0, accessibility/best practices/SEO 100.`);
}
if (before.length) {
  console.log(`\nBefore (${BEFORE}) → after (${distDir}), medians of ${RUNS} runs:\n`);
  console.log(`${'route'.padEnd(w)}  perf      LCP ms         × bare        TBT ms      CLS`);
  for (const a of after) {
    const b = before.find((x) => x.route === a.route);
    if (!b) continue;
    console.log(
      `${a.route.padEnd(w)}  ${`${b.performance} → ${a.performance}`.padEnd(8)}  ${`${n0(b.lcp)} → ${n0(a.lcp)}`.padEnd(13)}  ${`${b.ratio.toFixed(2)} → ${a.ratio.toFixed(2)}`.padEnd(12)}  ${`${n0(b.tbt)} → ${n0(a.tbt)}`.padEnd(10)}  ${b.cls.toFixed(2)} → ${a.cls.toFixed(2)}`,
    );
  }
}
if (process.env.LH_JSON) {
  const strip = (rows) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'losses')));
  fs.writeFileSync(process.env.LH_JSON, JSON.stringify({ lighthouse: lighthouseVersion(), runs: RUNS, bareLcp, after: strip(after), before: strip(before) }, null, 2));
}
if (misses.length) {
  console.error(`\nLIGHTHOUSE: targets missed (${misses.length}):\n  ✗ ${misses.join('\n  ✗ ')}`);
  process.exit(1);
}
console.log('LIGHTHOUSE: ok');
