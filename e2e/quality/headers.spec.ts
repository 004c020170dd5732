// Security and caching headers beyond the pages (every page's are checked by the one crawl,
// crawl.spec.ts): hashed assets are immutable, router payloads (RSC) are cached like their page, the
// service worker and the manifest are always revalidated, only embeds may be framed
// (docs/deploying.md); and the CSP does not break the app (Next's inline scripts run, the simulator and
// search hydrate, no CSP violation, console error or warning, failed request or error response).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { EMBEDS, EXAMPLES } from './routes';
import { assetCachingProblems, noCacheProblems, pageCachingProblems, uncachedProblems } from './caching';
import { headerProblems } from './security';
import { livePractice, wakeSimulators } from '../simulators';

test.describe('security and caching headers', () => {
  test('the hashed scripts and stylesheets carry nosniff and are immutable', async ({ request }) => {
    const assets = new Set<string>();
    for (const route of ['/', `/examples/${EXAMPLES[0]!.slug}/1`, EMBEDS[0]!]) {
      const html = await (await request.get(route)).text();
      for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)) assets.add(m[1]!);
      // Stylesheets are inlined (experimental.inlineCss), so no tag links them; the router's payload
      // still names their files, which client-side navigation and the service worker fetch.
      for (const m of html.matchAll(/\/_next\/static\/[^"\\\s]+\.css/g)) assets.add(m[0]);
    }
    expect([...assets].filter((a) => a.endsWith('.js')).length).toBeGreaterThan(0);
    expect([...assets].filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const asset of assets) {
      const res = await request.get(asset);
      if (res.status() !== 200) problems.push(`${asset}: ${res.status()}`);
      if (res.headers()['x-content-type-options'] !== 'nosniff') problems.push(`${asset}: no nosniff`);
      if (!/javascript|css/.test(res.headers()['content-type'] ?? '')) problems.push(`${asset}: content-type ${res.headers()['content-type']}`);
      problems.push(...assetCachingProblems(asset, res));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test("a page's router payload (RSC) is cached like the page, and says it varies on the router headers", async ({ request }) => {
    for (const route of ['/rules/101.4', `/examples/${EXAMPLES[0]!.slug}/2`]) {
      // Next answers RSC: 1 on the bare URL with a redirect to its `_rsc` URL; the request follows it.
      const res = await request.get(route, { headers: { RSC: '1' } });
      expect(res.status(), route).toBe(200);
      expect(res.headers()['content-type'], route).toMatch(/^text\/x-component/);
      expect(new URL(res.url()).searchParams.has('_rsc'), res.url()).toBe(true);
      // A shared cache must key on these (deploy/nginx.conf does; a CDN must too).
      expect(res.headers()['vary']?.toLowerCase().split(/,\s*/), route).toEqual(expect.arrayContaining(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'accept-encoding']));
      const problems = [...headerProblems(res.url(), res), ...pageCachingProblems(res.url(), res)];
      expect(problems, problems.join('\n')).toEqual([]);
    }
  });

  test('the service worker and the manifest are revalidated on every use', async ({ request }) => {
    for (const route of ['/sw.js', '/manifest.webmanifest']) {
      const res = await request.get(route);
      if (res.status() === 404) {
        // Not part of this build (yet): then at least the 404 is not kept by a shared cache.
        test.info().annotations.push({ type: 'absent', description: `${route} is not served by this build` });
        expect(uncachedProblems(route, res)).toEqual([]);
        continue;
      }
      expect(res.status(), route).toBe(200);
      expect(noCacheProblems(route, res)).toEqual([]);
    }
  });

  test('embeds can be framed by another site; the other pages cannot', async ({ page }) => {
    const base = test.info().project.use.baseURL!;
    const embed = `${base}${EMBEDS[0]}`;
    const rule = `${base}/rules/101.4`;
    // A page on another origin (a throwaway server on another loopback port) that frames both.
    // Served over the network, not by page.route: Chrome refuses a page of unknown address space
    // framing a loopback address (Local Network Access), which would hide what we test.
    const body = `<!doctype html><title>parent</title><iframe id="embed" src="${embed}" width="600" height="400"></iframe><iframe id="rule" src="${rule}" width="600" height="400"></iframe>`;
    const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const parent = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(new URL(parent).origin).not.toBe(new URL(base).origin);
    await page.goto(parent);
    const embedFrame = page.frameLocator('#embed');
    await expect(embedFrame.locator('[data-simulator]')).toBeVisible({ timeout: 15_000 });
    // On the frame's first screen, it loads when the reader points at it.
    await embedFrame.locator('[data-simulator]').hover();
    await expect(embedFrame.locator('[data-simulator]')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    // The rule page refuses to render inside the frame: Chrome shows its error page, not our document.
    const ruleFrame = async () => (await page.locator('#rule').elementHandle())?.contentFrame();
    await expect.poll(async () => (await ruleFrame())?.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#rule').locator('main#main')).toHaveCount(0);
    await new Promise((resolve) => server.close(resolve));
  });
});

/**
 * Records console errors and warnings, page errors, failed requests, error responses and CSP
 * violations (the `securitypolicyviolation` event).
 */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return {
    errors,
    csp: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
}

test.describe('the CSP lets the app run', () => {
  // The service worker registers under the CSP too (worker-src), as for a reader.
  test.use({ serviceWorkers: 'allow' });
  const ex = EXAMPLES[0]!;
  for (const route of ['/', '/rules/101.4', '/cards/rituel', `/examples/${ex.slug}/2`, '/sandbox', '/practice', EMBEDS[1]!]) {
    test(`${route}: Next's inline scripts run, the page hydrates, no CSP violation or console error`, async ({ page }) => {
      const w = await watch(page);
      await page.goto(route);
      // Inline flight scripts ran: Next's router state exists and React hydrated the islands.
      await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
      await wakeSimulators(page);
      // /practice: the drill's lazy chunk loads and runs under the CSP.
      if (route === '/practice') await livePractice(page);
      if (!route.startsWith('/embed/')) {
        // The search button's handler is live (hydrated) and its lazy chunk and index load under the CSP.
        // On a loaded machine hydration may finish after the flight scripts ran: press until it opens.
        await expect(async () => {
          await page.keyboard.press('/');
          await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused({ timeout: 1_000 });
        }).toPass();
        await page.getByRole('dialog').getByRole('combobox').fill('apnap');
        await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      }
      expect(await w.csp(), 'CSP violations').toEqual([]);
      // Idle-time work (lazy chunks, the service worker's precache) done without an error too.
      await page.waitForLoadState('networkidle');
      expect(w.errors, 'console errors').toEqual([]);
    });
  }
});
