// What the offline specs share: the proxy each test talks to (e2e/offline-proxy.ts) and the worker's
// install, waited for the way a reader would (the page registers it once idle).
import { expect, test, type Page } from '@playwright/test';
import { startProxy, type Proxy } from './offline-proxy';
import { crFallbackOf } from '@/components/offline/offline-paths';
import { pages } from '@/content/library';
import { LANGS } from '@/i18n/lang';

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100);
/** One proxy per parallel worker, on the ports just above the server's. */
const proxyPort = () => Number(process.env.E2E_OFFLINE_PORT ?? SERVER_PORT + 1) + test.info().parallelIndex;

/** Starts a proxy before each test of the file and stops it after; the getter gives this test's. */
export function proxyPerTest(): () => Proxy {
  let proxy: Proxy;
  test.beforeEach(async () => {
    proxy = await startProxy(SERVER_PORT, proxyPort());
  });
  test.afterEach(async () => {
    await proxy.stop();
  });
  return () => proxy;
}

/** The rule pages of the site's own (/rules/101.4 …, both languages): prerendered, known to the worker. */
const FEATURED_RULES = new Set(LANGS.flatMap((lang) => pages(lang).filter((p) => p.path.startsWith('rules/')).map((p) => p.href)));

/**
 * Every page of the built sitemap the worker knows, by path (both languages): all but the CR's rules
 * and subrules rendered on demand, which open offline from their subsection's saved page
 * (crFallbackOf; the sitemap lists them for search engines).
 */
export async function sitemapPaths(page: Page, proxy: Proxy): Promise<string[]> {
  const xml = await (await page.request.get(`${proxy.url}/sitemap.xml`)).text();
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return all.filter((p) => crFallbackOf(p) === null || FEATURED_RULES.has(p));
}

/** Visits a page and waits until the worker is installed and controls it (first install claims). */
export async function installWorkerFrom(page: Page, url: string) {
  await page.goto(url);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 90_000 })
    .toBe('activated');
}

/** Whether the page's cache holds `path` in the precache (any revision). */
export function isPrecachedIn(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => {
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => new URL(r.url).pathname === p && !new URL(r.url).searchParams.has('_rsc'))) return true;
    }
    return false;
  }, path);
}

/**
 * Asks the browser for the worker's update (a new release behind the proxy) and waits until the new
 * worker has installed. Its install fails when one of its precache fetches does (a loaded machine has
 * dropped one), and the browser then tries again at its next update check: so does this, once. Fails
 * saying what happened to the new worker, rather than waiting for a banner that cannot come.
 */
export async function updateWorker(page: Page): Promise<void> {
  const attempt = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      try {
        await registration.update();
      } catch (e) {
        return `update failed (${(e as Error).message})`;
      }
      const worker = registration.installing ?? registration.waiting;
      if (!worker) return 'no new worker';
      if (worker.state !== 'installing') return worker.state;
      return new Promise<string>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state !== 'installing') resolve(worker.state);
        });
      });
    });
  let state = await attempt();
  if (state !== 'installed') {
    test.info().annotations.push({ type: 'worker update', description: `first attempt: ${state}; asked again` });
    state = await attempt();
  }
  expect(state, 'the new worker installed').toBe('installed');
}
