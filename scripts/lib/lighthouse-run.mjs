// One Lighthouse run (the pinned devDependency, mobile preset) in a fresh headless Chromium, with
// devtools throttling: Chromium itself slows the CPU 4× and the network (slow 4G), so LCP and TBT are
// what the browser observed, not Lighthouse's simulation of them. Reduced to the figures the table needs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTool, toolVersion } from './tools.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (root in a container), nothing in the background that could compete with the page. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-default-browser-check',
  '--no-first-run',
  '--mute-audio',
];

export function lighthouseVersion() {
  return toolVersion('lighthouse');
}

let lighthouse;
let running = null; // the Chromium of the run in progress, for stopRunning()

/** A fresh Chromium with an empty profile, its DevTools port read from its own output. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-lighthouse-chromium-'));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes may still be writing there for a moment after it exits.
    // Should one still be writing after the retries, the run goes on: the folder is left in the
    // system's temporary folder, which says so, rather than losing the rounds measured so far.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (e) {
      console.error(`lighthouse: left ${profile} (${e.code ?? e.message})`);
    }
  };
  running = { stop }; // stoppable from here on, even while it starts
  const port = new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${err}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium (${CHROME_PATH}) exited with ${code}:\n${err}`));
    });
  });
  try {
    return { port: await port, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Ends the run in progress's Chromium (the caller is being interrupted). */
export async function stopRunning() {
  await running?.stop();
}

async function once(url, { blockJs = false } = {}) {
  lighthouse ??= (await importTool('lighthouse')).default;
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: process.env.LH_LOG ?? 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      // Nothing the table reads: the back/forward cache check navigates away and back, the screenshots
      // cost seconds per run.
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
      disableFullPageScreenshot: true,
      // The floor: the same document with no script file at all (the inline payload stays, inert).
      ...(blockJs ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    return result.lhr;
  } finally {
    running = null;
    await chrome.stop();
  }
}

/**
 * Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP, NO_LCP): up to three tries.
 * Returns the metrics (ms; CLS unitless) and the performance score (0–100).
 */
export async function measure(url, options) {
  const attempt = () => once(url, options).catch((e) => ({ runtimeError: { code: 'FAILED', message: e.message } }));
  let lhr = await attempt();
  for (let tries = 1; lhr.runtimeError && tries < 3; tries++) lhr = await attempt();
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: lhr.categories.performance?.score == null ? NaN : Math.round(lhr.categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // What blocked the main thread: each long task's start, duration and script (for --details).
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({ url: t.url, start: Math.round(t.startTime), duration: Math.round(t.duration) })),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((t) => ({ url: t.url, total: Math.round(t.total), scripting: Math.round(t.scripting), parse: Math.round(t.scriptParseCompile) })),
    mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((t) => [t.group, Math.round(t.duration)])),
  };
}
