#!/usr/bin/env node
// Lighthouse on real paint (local, not in CI: timings on a shared machine are too noisy for a gate).
//
// Serves the production build (scripts/lib/next-server.mjs, compressed like the README's run
// command) and a bare Next.js page of the same version built in a temporary folder outside the
// repository (scripts/lib/bare-next.mjs), then runs Lighthouse (the pinned devDependency, mobile
// preset) with devtools throttling: Chromium really slows its CPU 4× and its network to slow 4G, so
// LCP and TBT are observed, not simulated (scripts/lib/lighthouse-run.mjs). Every key page in both
// languages (scripts/lib/key-pages.mjs), in rounds: each round measures the bare page and then every
// page once, so that a noisy minute hits all pages alike. A page the build does not have (404) is
// skipped with a note.
//
// Prints, per page, the median of the runs: LCP and TBT, each as a ratio of the bare page's median
// in the same run, CLS (the worst run), and each run's LCP and TBT. Targets: LCP ≤ 1.25 × the bare
// page's, TBT ≤ 1.3 × the bare page's, CLS 0; exits 1 when a page misses one.
//
// Usage: npm run lighthouse                            (build first: npm run build; 5 runs)
//        npm run lighthouse -- --runs=3                (fewer runs, for a quick look)
//        npm run lighthouse -- /rules/805.6 /fr/regles/805.6     (extra pages, as given)
//        npm run lighthouse -- --only /practice /fr/entrainement (only these pages)
//        npm run lighthouse -- --before=.next-before   (also another build, e.g. the one before a
//                                                       change, in the same rounds)
//        npm run lighthouse -- --port=3402 --json=out.json  (ports PORT, +1 bare page, +2 before)
//        npm run lighthouse -- --details               (each run's long tasks and main-thread work)
//        npm run lighthouse -- --floor                 (also each page with no script file at all: the
//                                                       floor that its document alone sets)
// Runs offline: Chromium from CHROME_PATH (default /usr/bin/chromium, the full browser: npm run
// lighthouse installs it first with scripts/ops/ensure-chromium.sh --full).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBarePage, dispose, serveBarePage } from '../lib/bare-next.mjs';
import { keyPages } from '../lib/key-pages.mjs';
import { lighthouseVersion, measure, stopRunning } from '../lib/lighthouse-run.mjs';
import { distDir, requireBuild, root, startNextServer } from '../lib/next-server.mjs';

const USAGE = 'Usage: npm run lighthouse -- [--runs=N] [--only] [--before=DIST_DIR] [--port=N] [--json=FILE] [--details] [--floor] [PATH…]';
let args;
let extra;
try {
  ({ values: args, positionals: extra } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'boolean', default: false },
      before: { type: 'string' },
      port: { type: 'string', default: '3402' },
      json: { type: 'string' },
      details: { type: 'boolean', default: false },
      floor: { type: 'boolean', default: false },
    },
  }));
} catch (e) {
  console.error(`lighthouse: ${e.message}\n${USAGE}`);
  process.exit(2);
}
const RUNS = Number(args.runs);
const PORT = Number(args.port);
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(PORT) || PORT < 1 || PORT > 65533) {
  console.error(`lighthouse: --runs must be a whole number ≥ 1 and --port a port number\n${USAGE}`);
  process.exit(2);
}
if (extra.some((p) => !p.startsWith('/'))) {
  console.error(`lighthouse: pages are paths starting with "/", got ${extra.filter((p) => !p.startsWith('/')).join(' ')}\n${USAGE}`);
  process.exit(2);
}
const BEFORE = args.before;
const TARGETS = { lcp: 1.25, tbt: 1.3 };

requireBuild('lighthouse');
const listed = args.only ? extra : [...(await keyPages()), ...extra];
let ROUTES = [...new Set(listed)];

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const status = (url) => fetch(url).then((r) => r.arrayBuffer().then(() => r.status), () => 0);

/** A server for another build folder (the standalone server of that build). */
function otherBuild(dist, port) {
  if (!fs.existsSync(path.join(root, dist, 'standalone', 'server.js'))) {
    throw new Error(`--before=${dist}: no standalone build there (build it with NEXT_DIST_DIR=${dist} npm run build)`);
  }
  return startNextServer('lighthouse (--before)', port, { dist });
}

const stops = [];
let bareDir;
let cleaning;
/** Stops the browser and the servers and removes the bare page's folder, once, whoever asks first. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    await stopRunning();
    for (const stop of stops.splice(0).reverse()) await stop();
    if (bareDir) dispose(bareDir);
  })());
// Interrupted (Ctrl+C, kill): the servers, the browser and the bare page's folder go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`lighthouse: ${signal}, stopping`);
    cleanUp().finally(() => process.exit(130));
  });
}
const runs = new Map(); // `${site} ${route}` → results
const skipped = [];
let failed = null;
try {
  console.log(`lighthouse ${lighthouseVersion()}, mobile, devtools throttling: ${ROUTES.length} pages × ${RUNS} runs; load average ${load()}`);
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
    const before = otherBuild(BEFORE, PORT + 2);
    stops.push(() => before.stop());
    await before.ready();
    sites.splice(1, 0, { name: BEFORE, base: before.base, routes: ROUTES });
  }
  // A page this build does not have (a page being added, a typo) is left out, with a note.
  for (const site of sites) {
    const kept = [];
    for (const r of site.routes) {
      const code = await status(site.base + r); // also warms the server's caches
      if (code === 200) kept.push(r);
      else skipped.push(`${r} (${site.name}: ${code || 'no answer'})`);
    }
    site.routes = kept;
  }
  ROUTES = ROUTES.filter((r) => sites.some((s) => s.name !== 'bare' && s.routes.includes(r)));
  if (args.floor) sites.push({ name: 'no JS', base: app.base, routes: sites.find((s) => s.name === distDir).routes, blockJs: true });
  if (skipped.length) console.log(`skipped, not in the build: ${skipped.join(', ')}`);

  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round}/${RUNS} (load average ${load()})`);
    // The bare page first, then every page once; the builds compared alternate which goes first.
    const order = round % 2 ? sites : [sites[0], ...sites.slice(1).reverse()];
    for (const [site, route] of [[sites[0], '/'], ...ROUTES.flatMap((r) => order.slice(1).filter((s) => s.routes.includes(r)).map((s) => [s, r]))]) {
      const started = Date.now();
      const result = await measure(site.base + route, { blockJs: !!site.blockJs });
      const key = `${site.name} ${route}`;
      runs.set(key, [...(runs.get(key) ?? []), result]);
      console.log(
        `  ${site.name.padEnd(12)} ${route.padEnd(38)} LCP ${result.lcp.toFixed(0).padStart(5)} ms  TBT ${result.tbt.toFixed(0).padStart(5)} ms  CLS ${result.cls.toFixed(3)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      if (args.details) {
        const short = (u) => (u ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '') || '(none)';
        console.log(`      long tasks: ${result.longTasks.map((t) => `${t.start}+${t.duration} ${short(t.url)}`).join(', ') || 'none'}`);
        console.log(`      main thread: ${Object.entries(result.mainThread).map(([k, v]) => `${k} ${v}`).join(', ')}`);
        console.log(`      scripts: ${result.bootup.slice(0, 5).map((b) => `${short(b.url)} ${b.scripting}+${b.parse}`).join(', ')}`);
      }
    }
  }
} catch (e) {
  failed = `lighthouse could not run: ${e.message}`;
} finally {
  await cleanUp();
}

/** Medians of one page's runs (CLS: the worst run). */
function summary(site, route) {
  const rs = runs.get(`${site} ${route}`) ?? [];
  if (!rs.length) return null;
  return {
    route,
    runs: rs.length,
    lcp: median(rs.map((r) => r.lcp)),
    tbt: median(rs.map((r) => r.tbt)),
    cls: Math.max(...rs.map((r) => r.cls)),
    lcpRuns: rs.map((r) => Math.round(r.lcp)),
    tbtRuns: rs.map((r) => Math.round(r.tbt)),
  };
}

const bareRow = summary('bare', '/');
const table = (site) =>
  ROUTES.map((r) => summary(site, r))
    .filter(Boolean)
    .map((s) => ({ ...s, lcpRatio: s.lcp / bareRow.lcp, tbtRatio: s.tbt / bareRow.tbt }));
const after = bareRow ? table(distDir) : [];
const before = bareRow && BEFORE ? table(BEFORE) : [];

const n0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const misses = [];
const missesOf = (r) => {
  const m = [];
  if (!(r.lcpRatio <= TARGETS.lcp)) m.push(`LCP ${r.lcpRatio.toFixed(2)}× > ${TARGETS.lcp}×`);
  if (!(r.tbtRatio <= TARGETS.tbt)) m.push(`TBT ${r.tbtRatio.toFixed(2)}× > ${TARGETS.tbt}×`);
  if (r.cls !== 0) m.push(`CLS ${r.cls.toFixed(3)} ≠ 0`);
  return m;
};
function printTable(name, rows, gate) {
  console.log(`\n${name}: medians of ${RUNS} runs (Lighthouse ${lighthouseVersion()}, mobile, devtools throttling; load average now ${load()})\n`);
  console.log('| page | LCP (× bare) | TBT (× bare) | CLS | the LCP runs | the TBT runs |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| bare Next.js page | ${n0(bareRow.lcp)} ms | ${n0(bareRow.tbt)} ms | ${bareRow.cls.toFixed(3)} | ${bareRow.lcpRuns.map(n0).join(' ')} | ${bareRow.tbtRuns.map(n0).join(' ')} |`);
  for (const r of rows) {
    const m = missesOf(r);
    if (gate) misses.push(...m.map((x) => `${r.route}: ${x}`));
    console.log(
      `| ${r.route} | ${n0(r.lcp)} ms (${r.lcpRatio.toFixed(2)}×) | ${n0(r.tbt)} ms (${r.tbtRatio.toFixed(2)}×) | ${r.cls.toFixed(3)} | ${r.lcpRuns.map(n0).join(' ')} | ${r.tbtRuns.map(n0).join(' ')} |${m.length ? ' ✗' : ''}`,
    );
  }
}
if (before.length) printTable(`Before (${BEFORE})`, before, false);
const floor = bareRow && args.floor ? table('no JS') : [];
if (floor.length) printTable(`The floor: ${distDir} with no script file`, floor, false);
if (after.length) printTable(BEFORE ? `After (${distDir})` : distDir, after, true);
if (after.length) console.log(`\nTargets: LCP ≤ ${TARGETS.lcp} × the bare page's, TBT ≤ ${TARGETS.tbt} × the bare page's, CLS 0 (✗: missed).`);
if (skipped.length) console.log(`Skipped, not in the build: ${skipped.join(', ')}`);
if (args.json) {
  fs.writeFileSync(args.json, JSON.stringify({ lighthouse: lighthouseVersion(), throttling: 'devtools', runs: RUNS, bare: bareRow, after, before, floor, skipped }, null, 2));
}
if (failed) {
  console.error(`\nLIGHTHOUSE: ${failed}`);
  process.exit(1);
}
if (misses.length) {
  console.error(`\nLIGHTHOUSE: targets missed (${misses.length}):\n  ✗ ${misses.join('\n  ✗ ')}`);
  process.exit(1);
}
console.log('LIGHTHOUSE: ok');
