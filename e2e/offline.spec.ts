// Works offline at the venue: after one visit, the service worker serves every precached page, the
// simulators, search, share links and in-app navigation with no network; an unsaved page gets the
// offline page; a new release asks to reload. ("Save everything": e2e/offline-phone.spec.ts.)
//
// Each test talks to its own proxy (e2e/offline-proxy.ts) in front of the Playwright server, so it
// can go offline for real by stopping it, besides `context.setOffline`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { DEFAULT_LANG, isCachedOnVisit, isCrHeadPage, languageOf } from '@/components/offline/offline-paths';
import { encodeScenario } from '../engine/scenario/share-link';
import { installWorkerFrom, isPrecachedIn, sitemapPaths, proxyPerTest, updateWorker } from './offline-worker';
import { liveSimulator } from './simulators';
import { twoCreatureTable } from './tables';

test.use({ serviceWorkers: 'allow' });
// Installing the worker (about 0.4 MB precached) on a loaded machine: generous, not flaky.
test.describe.configure({ timeout: 120_000 });

const currentProxy = proxyPerTest();
let proxy: ReturnType<typeof currentProxy>;
test.beforeEach(() => {
  proxy = currentProxy();
});

/**
 * Every English page of the built sitemap, by path: the worker these tests install (from `/`) is the
 * English reader's, which precaches English pages (French ones are a French reader's).
 */
async function sitemap(page: Page): Promise<string[]> {
  return (await sitemapPaths(page, proxy)).filter((p) => languageOf(p) === DEFAULT_LANG);
}

/** Visits the home page and waits until the worker is installed and controls the page. */
const installWorker = (page: Page) => installWorkerFrom(page, `${proxy.url}/`);

/** Opens a page and checks that the worker answered with the real page. */
async function openOffline(page: Page, path: string) {
  const response = await page.goto(`${proxy.url}${path}`);
  expect(response?.status(), `${path} status`).toBe(200);
  expect(response?.fromServiceWorker(), `${path} from the worker`).toBe(true);
  await expect(page.locator('h1').first(), `${path} heading`).toBeVisible();
}

/** What a judge does offline: every precached page, a simulator, search, a share link, navigation. */
async function useOffline(page: Page, precached: string[], unsaved: string, visited: string[] = []) {
  for (const path of precached) await openOffline(page, path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/You are offline/);

  // A simulator steps (its interactive code is precached too).
  await openOffline(page, '/rules/101.4');
  const sim = await liveSimulator(page.locator('[data-simulator]').first());
  await sim.getByRole('button', { name: 'Next step' }).click();
  await expect(sim.getByText(/^Step 2 of \d+$/)).toBeVisible();

  // Search: the dialog's code and the index come from the precache.
  const searchButton = page.locator('button[data-search-button]');
  await expect(searchButton).toHaveAttribute('data-ready', 'true');
  await searchButton.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('608.2e');
  await expect(dialog.getByRole('option').first()).toContainText('608.2e');
  await page.keyboard.press('Escape');

  // In-app navigation uses the router's payload from the worker: no full page load.
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
  // (Rulings: precached on install; the glossary, the CR's, comes with "Save everything" or a visit.)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rulings' }).click();
  await expect(page).toHaveURL(/\/rulings$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Rulings/i);
  expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay), 'same document after navigating').toBe(1);

  // A share link (any query) opens the sandbox with its table.
  // Names unlike the default table's (Ana, Ben, Cy), so the seat shows the link's table, not a fallback.
  const s = await encodeScenario(twoCreatureTable(['Mia', 'Noa']));
  await openOffline(page, `/sandbox?s=${s}`);
  await expect(page.locator('[data-simulator][data-ready="true"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Mia');

  // A page never visited: the offline page, listing what is saved.
  const response = await page.goto(`${proxy.url}${unsaved}`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const saved = page.getByTestId('saved-pages');
  await expect(saved.getByRole('link', { name: /101\.4/ }).first()).toBeVisible();
  await expect(saved.getByRole('link')).toHaveCount(precached.length + visited.length);
}

test.describe('offline', () => {
  test('a French reader’s worker precaches the French pages and shows the French offline page', async ({ page, context }) => {
    await installWorkerFrom(page, `${proxy.url}/fr`);
    // The one script of every language: the worker learnt the language from the page.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(await isPrecachedIn(page, '/fr/regles/101.4')).toBe(true);
    expect(await isPrecachedIn(page, '/rules/101.4'), 'the other language is not precached on install').toBe(false);
    await context.setOffline(true);
    await openOffline(page, '/fr/regles/101.4');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // A step page is cached on visit: not visited, so the French offline page answers.
    const response = await page.goto(`${proxy.url}/fr/exemples/smallpox-basic/3`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
  });

  test('after one visit, works with the browser offline', async ({ page, context }) => {
    const paths = await sitemap(page);
    await installWorker(page);
    await context.setOffline(true);
    const precached = paths.filter((p) => !isCachedOnVisit(p) && !isCrHeadPage(p));
    await useOffline(page, precached, paths.find((p) => /\/examples\/[^/]+\/\d+$/.test(p))!);
  });

  test('after one visit, works with the server gone', async ({ page }) => {
    const paths = await sitemap(page);
    const steps = paths.filter((p) => /\/examples\/[^/]+\/\d+$/.test(p));
    await installWorker(page);
    // A step page read online is kept (stale-while-revalidate) and opens offline.
    await page.goto(`${proxy.url}${steps[0]}`);
    await expect
      .poll(() => page.evaluate(async (p) => !!(await caches.match(p, { ignoreVary: true })), steps[0]!), { timeout: 30_000 })
      .toBe(true);
    await proxy.stop();
    await openOffline(page, steps[0]!);
    await liveSimulator(page.locator('[data-simulator]').first());
    const precached = paths.filter((p) => !isCachedOnVisit(p) && !isCrHeadPage(p));
    await useOffline(page, precached, steps.at(-1)!, [steps[0]!]);
  });

  test('a new release offers a reload, swaps only when asked, and drops the old cache', async ({ page }) => {
    await installWorker(page);
    const precacheKeys = () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n.includes('precache'));
        const keys = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
        // The offline page's HTML (its router payload has a revision of its own).
        return keys.flat().filter((u) => new URL(u).pathname === '/offline' && !new URL(u).searchParams.has('_rsc'));
      });
    const [before] = await precacheKeys();
    expect(before).toMatch(/__WB_REVISION__=/);

    // The next release changes the offline page: its revision in the worker's list changes.
    proxy.rewriteWorker((code) => {
      const next = code.replace(/("?path"?:"\/offline"[^}]*?"?html"?:")([0-9a-f]+)"/, '$1' + 'f'.repeat(16) + '"');
      expect(next, 'the worker lists /offline with a revision').not.toBe(code);
      return next;
    });
    await updateWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing swapped yet: the new worker waits, the page keeps the old one.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
    expect(await precacheKeys()).toContain(before);

    await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), prompt.getByRole('button', { name: 'reload' }).click()]);
    await expect(prompt).toHaveCount(0);
    await expect.poll(precacheKeys, { timeout: 30_000 }).toEqual([expect.stringContaining(`__WB_REVISION__=${'f'.repeat(16)}`)]);
  });

  test('installable in Chromium: manifest, icons and worker pass its checks', async ({ page }) => {
    for (const [file, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['maskable-512.png', 512]] as const) {
      const png = await (await page.request.get(`${proxy.url}/icons/${file}`)).body();
      // PNG header: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([size, size]);
    }
    // Chromium never offers to install from an incognito profile, which every test context is.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-install-'));
    const context = await chromium.launchPersistentContext(dir, { ...test.info().project.use.launchOptions, serviceWorkers: 'allow' });
    try {
      const profilePage = context.pages()[0] ?? (await context.newPage());
      await installWorker(profilePage);
      const cdp = await context.newCDPSession(profilePage);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
