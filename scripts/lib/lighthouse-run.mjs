// One Lighthouse run (the pinned devDependency, mobile preset: simulated slow 4G, 4× CPU slowdown)
// in a fresh headless Chromium, reduced to the figures the report needs.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './next-server.mjs';

const run = promisify(execFile);
const LIGHTHOUSE_BIN = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

/** The audits that cost a category points: what to fix. */
function losses(report, category) {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${Math.round(a.score * 100)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
}

async function once(url, out) {
  await run(
    process.execPath,
    [
      LIGHTHOUSE_BIN,
      url,
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return report;
}

/**
 * Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP), reported either in the JSON or as a
 * failed run: up to three tries. Returns the scores (0–100), metrics (ms) and what cost points.
 */
export async function measure(url, out) {
  const attempt = () => once(url, out).catch((e) => ({ runtimeError: { code: 'FAILED', message: e.message } }));
  let report = await attempt();
  for (let tries = 1; report.runtimeError && tries < 3; tries++) report = await attempt();
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (c) => (report.categories[c]?.score == null ? NaN : Math.round(report.categories[c].score * 100));
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    losses: Object.fromEntries(CATEGORIES.map((c) => [c, losses(report, c)])),
  };
}
