#!/usr/bin/env node
// Performance budgets, checked on the production build (run after `next build`; CI does).
//
// First-load JavaScript of a page = the chunks its prerendered HTML makes the browser load before
// the page is interactive: every `<script src>` plus every /_next/static/chunks/*.js the HTML
// references otherwise (preload links, the inline RSC payload's client references). Dynamic
// import()s are not referenced from the HTML, so they are not counted: that is the point of them.
//
// Fails (exit 1) when
//   - any page (the sandbox too: its code loads when the reader turns to it, SandboxIsland) ships
//     more than 1.20 × the first-load JS of the app's bare 404 page (`_not-found.html`: React + Next
//     runtime + site chrome);
//   - fuse.js, or the search index (or the Comprehensive Rules' index), is in any page's first load
//     (they must load when search opens);
//   - the interactive simulator's chunk is in any page's first load (it loads when the simulator
//     is wanted; on the sandbox, with the sandbox's code);
//   - the practice drills' code is in any page's first load (/practice imports it after hydration);
//   - any browser chunk holds the ICU message parser: messages are compiled at build time
//     (next.config.mjs, next-intl's `precompile`), so the browser only formats;
//   - the rules engine (without share links and validation) is over 24 kB gzipped, or share links and
//     validation together over 6.5 kB (scripts/lib/engine-size.mjs).
//   - a page with the site header lets the browser paint before the header is whole (a layout
//     shift when its tools wrap: SiteChrome.tsx's render-blocking `expect` link is missing);
//   - a rule page's HTML weighs more than RULE_HTML_LIMIT gzipped, or any page's HTML holds more
//     than DOM_LIMIT elements: timing-free stand-ins for what Lighthouse measures (style, layout
//     and hydration grow with the document), so that a regression shows in CI, where timings are
//     too noisy to gate on (`npm run lighthouse` measures the timings, locally).
//
// Usage: npm run budget    (NEXT_DIST_DIR=.next-quality npm run budget for another dist dir)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { engineSizes, reportSizes } from '../lib/engine-size.mjs';
import { SEARCH_INDEX_CAP } from '../lib/search-index-cap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? '.next');
const appDir = path.join(distDir, 'server', 'app');
const RATIO = Number(process.env.BUDGET_RATIO ?? 1.2);
// Set from the measurement: /rules/101.4, the heaviest page (seven server-rendered simulators,
// stylesheets inline), is 34.7 kB gzipped: its payload no longer repeats the simulators' markup
// (ServerDrawnView.tsx; 44.6 kB before), and it inlines only the CSS its own code imports (37.2 kB
// before: next.config.mjs, cssChunking); about 1 kB of headroom, so a new simulator or a longer
// section on it shows up here first.
const RULE_HTML_LIMIT = 36 * 1024;
// French rule pages (/fr/regles/…): the same pages with longer French sentences and the unofficial
// French rendering beside each verbatim English rule; /fr/regles/101.4 measured 38.5 kB gzipped
// (48.7 kB, then 41.3 kB before).
const FR_RULE_HTML_LIMIT = 40 * 1024;
// The most elements on a page: /fr/regles/101.4, 1,398 (/rules/101.4 1,377), since the static
// simulators draw "View as" as text instead of a <select> and its options.
const DOM_LIMIT = 1_420;
// The Comprehensive Rules' subsections (/rules/702, /fr/regles/702): the CR's own text, every rule of
// the subsection as plain server HTML (no client code for the text; content-visibility lays out only
// what is on screen). 702 (Keyword Abilities, ~750 entries) is the largest: 118.7 kB gzipped and
// 2,639 elements in 2026-01-16, about half of it Next's inline payload (each entry's text there as
// one string of its markup since the entries are held as inner HTML, components/cr/CrEntries.tsx); a new
// edition adds a few keywords (a dozen entries): the limits leave that room. Lighthouse measures
// /rules/702 among the key pages (scripts/lib/key-pages.mjs). Since each rule is held with its
// subrules in one holder (190 holders for 752 entries), 2,822 elements and 113 kB: the holders add
// 183 elements, and take from the hydration what 752 held entries cost (docs/performance.md).
const CR_SUBSECTION_HTML_LIMIT = 128 * 1024;
const CR_SUBSECTION_DOM_LIMIT = 3_000;
const isCrSubsection = (route) => /^\/(?:rules|fr\/regles)\/\d{3}$/.test(route);
// The glossary (/glossary, /fr/glossaire): the Comprehensive Rules' own glossary, its 725 terms of
// 2026-01-16 as plain server HTML (no client code; content-visibility lays out only the letters on
// screen), our notes beside them: 2,602 elements, 110 kB gzipped (105 kB since each letter's terms
// are held as inner HTML, components/mdx/Glossary.tsx), about half of it Next's inline payload. A
// new edition adds a few terms: the limit leaves that room.
const GLOSSARY_DOM_LIMIT = 2_750;
const isGlossary = (route) => route === '/glossary' || route === '/fr/glossaire';
const isRulePage = (route) => /^\/(?:rules|fr\/regles)\//.test(route);
const ruleHtmlLimit = (route) => (isCrSubsection(route) ? CR_SUBSECTION_HTML_LIMIT : route.startsWith('/fr/') ? FR_RULE_HTML_LIMIT : RULE_HTML_LIMIT);
const domLimit = (route) => (isCrSubsection(route) ? CR_SUBSECTION_DOM_LIMIT : isGlossary(route) ? GLOSSARY_DOM_LIMIT : DOM_LIMIT);

/** Strings that identify what must not be in a first load, found in the built chunks. */
const MARKERS = {
  // fuse.js's own error message (node_modules/fuse.js): present in every build of fuse.js 6-7.
  fuse: ['Pattern length exceeds max of'],
  // components/simulator/useSimulator.ts (imported only by InteractiveSimulator.tsx): the message key
  // of the live region's text for a rejected step.
  interactive: ['announce.rejected'],
  // engine/practice/link.ts: the message for a drill link without `v`.
  practice: ['This drill link has no generator version'],
  // @formatjs/icu-messageformat-parser's error kinds: only its parser holds them.
  icuParser: ['EXPECT_ARGUMENT_CLOSING_BRACE', 'MALFORMED_ARGUMENT'],
};

const failures = [];
const fail = (msg) => failures.push(msg);

if (!fs.existsSync(appDir)) {
  console.error(`budget: no build at ${path.relative(root, distDir)}/server/app — run \`next build\` first (NEXT_DIST_DIR=${process.env.NEXT_DIST_DIR ?? ''}).`);
  process.exit(1);
}

// ── Chunks ────────────────────────────────────────────────────────────────────────────────────
const chunkCache = new Map();
/** Size and content of a /_next/static/… file. */
function chunk(url) {
  if (chunkCache.has(url)) return chunkCache.get(url);
  const rel = decodeURIComponent(url.replace(/^\/_next\//, '').split(/[?#]/)[0]);
  const file = path.join(distDir, rel);
  let info;
  if (!fs.existsSync(file)) {
    fail(`${url} is referenced by a page but missing from ${path.relative(root, distDir)}`);
    info = { url, raw: 0, gzip: 0, text: '' };
  } else {
    const buf = fs.readFileSync(file);
    info = { url, raw: buf.length, gzip: zlib.gzipSync(buf).length, text: buf.toString('utf8') };
  }
  chunkCache.set(url, info);
  return info;
}

// The search indexes' own words: their `terms` fields exist only in the index (not in page code).
// One index per language (English, French); the French one, the larger, is held to SEARCH_INDEX_CAP
// gzipped (scripts/lib/search-index-cap.mjs, where its history is).
const FR_INDEX_LIMIT = SEARCH_INDEX_CAP;
const indexFiles = ['search-index.json', 'search-index.fr.json'].map((f) => path.join(root, 'public', 'generated', f));
const indexTermSets = [];
for (const indexFile of indexFiles) {
  try {
    const raw = fs.readFileSync(indexFile);
    const index = JSON.parse(raw.toString('utf8'));
    indexTermSets.push([...new Set(index.entries.map((e) => e.terms).filter((t) => typeof t === 'string' && t.length >= 12))].slice(0, 40));
    if (indexFile.endsWith('.fr.json')) {
      const gz = zlib.gzipSync(raw).length;
      console.log(`French search index: ${(gz / 1024).toFixed(1)} kB gzipped (limit ${FR_INDEX_LIMIT / 1024} kB)`);
      if (gz > FR_INDEX_LIMIT) failures.push(`public/generated/search-index.fr.json is ${(gz / 1024).toFixed(1)} kB gzipped > ${FR_INDEX_LIMIT / 1024} kB`);
    }
  } catch {
    console.warn(`budget: ${path.relative(root, indexFile)} not found; checking the search index by URL only`);
  }
}
// The Comprehensive Rules' index (public/generated/cr-index.json, ~175 kB gzipped): fetched on first
// search beside the page's index; its rules' texts must be in no chunk (a page importing the CR data
// into client code would put them there).
try {
  const cr = JSON.parse(fs.readFileSync(path.join(root, 'public', 'generated', 'cr-index.json'), 'utf8'));
  indexTermSets.push(cr.rules.map(([, text]) => text).filter((t) => t.length >= 80).slice(0, 40));
} catch {
  console.warn('budget: public/generated/cr-index.json not found; checking the rules index by URL only');
}
const hasIndexContent = (text) =>
  indexTermSets.some((terms) => terms.length >= 3 && terms.filter((t) => text.includes(JSON.stringify(t))).length >= 3);

// Asked of the same few chunks by every one of the thousand pages: each chunk is searched once.
// (chunk() hands out one object per URL.)
const markersFound = new WeakMap();
function markersIn(c) {
  if (!markersFound.has(c)) markersFound.set(c, searchMarkers(c));
  return markersFound.get(c);
}

function searchMarkers(c) {
  const found = [];
  if (MARKERS.fuse.some((m) => c.text.includes(m))) found.push('fuse.js');
  if (hasIndexContent(c.text)) found.push('search index');
  if (MARKERS.interactive.some((m) => c.text.includes(m))) found.push('interactive simulator');
  if (MARKERS.practice.some((m) => c.text.includes(m))) found.push('practice drills');
  return found;
}

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(p);
    return d.name.endsWith('.html') ? [p] : [];
  });
}

function routeOf(file) {
  let r = '/' + path.relative(appDir, file).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/');
  r = r.replace(/\.html$/, '').replace(/\/index$/, '/');
  return r === '/index' ? '/' : r;
}

/** Elements the browser builds from the HTML: start tags outside scripts, styles and comments. */
function domElements(html) {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return (markup.match(/<[a-zA-Z]/g) ?? []).length;
}

/**
 * A page with the site header must hold its first paint until the header is parsed whole
 * (components/layout/SiteChrome.tsx): a half-parsed header shifts the page when its tools wrap.
 * null: no site header on the page (embeds).
 */
function headerPaintsWhole(html) {
  if (!html.includes('id="site-header"')) return null;
  const head = html.slice(0, html.indexOf('</head>'));
  return /<link rel="expect" href="#site-header" blocking="render"\/?>/.test(head);
}

function firstLoad(file) {
  const html = fs.readFileSync(file, 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  // Client references in the inline flight payload and preload links: loaded during hydration.
  for (const m of html.matchAll(/\/_next\/static\/chunks\/[A-Za-z0-9_.~%-]+\.js/g)) urls.add(m[0]);
  const local = [...urls].filter((u) => u.startsWith('/_next/'));
  const external = [...urls].filter((u) => !u.startsWith('/_next/'));
  const chunks = local.map(chunk);
  const searchIndexLinked = /<(link|script)\b[^>]*(href|src)="[^"]*(?:search-index(?:\.[a-z]{2})?|cr-index)\.json/.test(html);
  return {
    html,
    // What `next start` sends (gzip, zlib's default level), and what the browser parses.
    htmlGzip: zlib.gzipSync(html).length,
    dom: domElements(html),
    chunks,
    external,
    searchIndexLinked,
    gzip: chunks.reduce((a, c) => a + c.gzip, 0),
    raw: chunks.reduce((a, c) => a + c.raw, 0),
  };
}

const kB = (n) => (n / 1024).toFixed(1);
const pages = htmlFiles(appDir)
  .map((file) => ({ file, route: routeOf(file), ...firstLoad(file) }))
  .sort((a, b) => a.route.localeCompare(b.route, 'en', { numeric: true }));

const baselinePage = pages.find((p) => p.route === '/_not-found');
if (!baselinePage) {
  console.error('budget: no _not-found.html in the build: cannot establish the baseline');
  process.exit(1);
}
const baseline = baselinePage.gzip;
const limit = baseline * RATIO;

// ── Checks ────────────────────────────────────────────────────────────────────────────────────
const rows = [];
for (const p of pages) {
  const problems = [];
  const internal = p.route === '/_global-error';
  const found = new Set(p.chunks.flatMap((c) => markersIn(c).map((m) => `${m} (${path.basename(c.url)})`)));
  for (const f of found) problems.push(`${f} in first load`);
  if (p.searchIndexLinked) problems.push('search-index.json preloaded by the HTML');
  if (p.external.length) problems.push(`external scripts: ${p.external.join(', ')}`);
  const budgeted = !internal;
  if (budgeted && p.gzip > limit) problems.push(`${kB(p.gzip)} kB > ${RATIO} × baseline (${kB(limit)} kB)`);
  if (isRulePage(p.route) && p.htmlGzip > ruleHtmlLimit(p.route)) problems.push(`HTML ${kB(p.htmlGzip)} kB gzipped > ${kB(ruleHtmlLimit(p.route))} kB (rule page)`);
  if (!internal && p.dom > domLimit(p.route)) problems.push(`${p.dom} DOM elements > ${domLimit(p.route)}`);
  if (headerPaintsWhole(p.html) === false) problems.push('the first paint does not wait for the site header (no <link rel="expect" href="#site-header" blocking="render"> in <head>)');
  for (const pr of problems) fail(`${p.route}: ${pr}`);
  rows.push({ ...p, budgeted, problems });
}

// ── Report ────────────────────────────────────────────────────────────────────────────────────
// Step pages (/examples/x/N, /embed/x/N) are summarised per example: the largest step is shown.
const groups = new Map();
for (const r of rows) {
  const m = r.route.match(/^(\/(?:examples|embed)\/[^/]+)\/(\d+)$/);
  const key = m ? `${m[1]}/[step]` : r.route;
  const g = groups.get(key) ?? { key, rows: [] };
  g.rows.push(r);
  groups.set(key, g);
}
const table = [...groups.values()].map((g) => {
  const max = g.rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const min = Math.min(...g.rows.map((r) => r.gzip));
  const heaviest = g.rows.reduce((a, b) => (b.htmlGzip > a.htmlGzip ? b : a));
  return {
    route: g.rows.length > 1 ? `${g.key} (${g.rows.length})` : g.key,
    html: heaviest.htmlGzip,
    dom: Math.max(...g.rows.map((r) => r.dom)),
    gzip: max.gzip,
    range: g.rows.length > 1 && min !== max.gzip ? `${kB(min)}–${kB(max.gzip)}` : '',
    chunks: max.chunks.length,
    ratio: max.gzip / baseline,
    status: g.rows.some((r) => r.problems.length) ? 'FAIL' : max.budgeted ? 'ok' : max.route === '/_not-found' ? 'baseline' : 'not budgeted',
  };
});
const w = Math.max(...table.map((t) => t.route.length), 5);
console.log(`First-load JavaScript per route, gzipped (${path.relative(root, distDir)}; limit ${RATIO} × baseline = ${kB(limit)} kB),`);
console.log(`and the HTML document: gzipped weight (rule pages ≤ ${kB(RULE_HTML_LIMIT)} kB) and DOM elements (≤ ${DOM_LIMIT}); steps: the heaviest\n`);
console.log(`${'route'.padEnd(w)}  ${'JS kB gz'.padStart(8)}  ${'× base'.padStart(6)}  ${'chunks'.padStart(6)}  ${'HTML kB gz'.padStart(10)}  ${'DOM'.padStart(5)}  status`);
console.log(`${'-'.repeat(w)}  --------  ------  ------  ----------  -----  ------`);
for (const t of table) {
  console.log(`${t.route.padEnd(w)}  ${kB(t.gzip).padStart(8)}  ${t.ratio.toFixed(2).padStart(6)}  ${String(t.chunks).padStart(6)}  ${kB(t.html).padStart(10)}  ${String(t.dom).padStart(5)}  ${t.status}${t.range ? `  (steps ${t.range} kB)` : ''}`);
}
console.log(`\nBaseline: /_not-found (the app's bare 404 page) = ${kB(baseline)} kB gzipped (${kB(baselinePage.raw)} kB raw), ${pages.length} pages checked.`);

// Where fuse.js, the index and the interactive simulator live (they should be lazy chunks).
const allChunks = fs.readdirSync(path.join(distDir, 'static', 'chunks')).filter((f) => f.endsWith('.js'));
for (const f of allChunks) {
  const c = chunk(`/_next/static/chunks/${f}`);
  const m = markersIn(c);
  if (m.length) console.log(`Lazy chunk check: ${f} (${kB(c.gzip)} kB gz) holds ${m.join(', ')}`);
}
// The ICU parser in no chunk at all (not even a lazy one): a message reached the browser uncompiled.
for (const f of allChunks) {
  if (MARKERS.icuParser.every((m) => chunk(`/_next/static/chunks/${f}`).text.includes(m))) {
    fail(`${f} holds the ICU message parser: messages should reach the browser precompiled (next.config.mjs, next-intl's \`precompile\`)`);
  }
}
if (!allChunks.some((f) => markersIn(chunk(`/_next/static/chunks/${f}`)).includes('interactive simulator'))) {
  console.warn('budget: warning: no chunk holds the interactive simulator marker; update MARKERS.interactive in scripts/check/budget.mjs');
}
if (!allChunks.some((f) => markersIn(chunk(`/_next/static/chunks/${f}`)).includes('practice drills'))) {
  console.warn('budget: warning: no chunk holds the practice drills; update MARKERS.practice in scripts/check/budget.mjs');
}
if (!allChunks.some((f) => markersIn(chunk(`/_next/static/chunks/${f}`)).includes('fuse.js'))) {
  console.warn('budget: warning: no chunk holds fuse.js; update MARKERS.fuse in scripts/check/budget.mjs');
}

// ── The engine ────────────────────────────────────────────────────────────────────────────────
// Two caps (scripts/lib/engine-size.mjs): the rules engine ≤ 24 kB, share links + validation ≤ 6.5 kB.
try {
  console.log('Engine (esbuild --bundle --minify, gzip -9):');
  for (const over of reportSizes(await engineSizes(root), (l) => console.log(`  ${l}`))) fail(over);
} catch (e) {
  fail(`could not bundle the engine with esbuild: ${e.message}`);
}

if (failures.length) {
  console.error(`\nBUDGET FAILED (${failures.length}):`);
  for (const f of failures) console.error(`  ✗ ${f}`);
  process.exit(1);
}
console.log('\nBudget ok: every page within its first-load budget and its HTML and DOM limits; fuse.js, the search index, the interactive simulator and the practice drills stay out of first loads; no chunk parses ICU messages.');
